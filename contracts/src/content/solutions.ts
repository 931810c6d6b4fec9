// Solutions: the short facts every page needs (solutions.ts: the route table builds the
// solution pages from them) and the long texts only their own pages load
// (solution-texts.ts), keyed by the solution's `key`.

import * as z from "zod/mini";
import { pictureSchema } from "./media.js";
import {
  bullets,
  label,
  listOf,
  pageDescription,
  pageSegment,
  paragraphs,
  posterPath,
  slug,
  uniqueBy,
  videoPath,
} from "./fields.js";

export const solutionSchema = z.strictObject({
  /** Stable id: the key of the solution's texts in solution-texts.ts. */
  key: slug,
  name: label(80),
  /** One sentence: the meta description of its pages in the route table, and its cards' text. */
  summary: pageDescription,
  /** Its dedicated solution page (the spec's route list). */
  page: z.optional(pageSegment),
  /** Its id under /solution-details/ (the spec's search list). */
  detailsId: z.optional(slug),
  /**
   * Its picture: one staff chose (uploaded, or any the site has). Without one, the
   * picture the build draws for its key (web/app/content/media.ts), which only the
   * solutions of the repository have.
   */
  picture: z.optional(pictureSchema),
  /**
   * Among the footer's solution links, before the others: the footer links six, the
   * first of the Solutions list unless staff put another there (a new solution, say).
   */
  inFooter: z.optional(z.boolean()),
});
export type Solution = z.output<typeof solutionSchema>;

export const solutionListSchema = listOf(solutionSchema, 1).check(
  uniqueBy<Solution>((s) => s.key, "solution key"),
  uniqueBy<Solution>((s) => s.name, "solution name"),
  z.refine(
    (list) => list.every((s) => s.page !== undefined || s.detailsId !== undefined),
    "every solution needs a page or a detailsId",
  ),
);

export const solutionTextSchema = z
  .strictObject({
    /** Paragraphs of the solution page and of the DESCRIPTION section of /solution-details/{id}. */
    description: paragraphs(2, 4),
    /** Key features, as bullets. */
    features: bullets(4, 8),
    /** A demo video on the solution page (Merchant QR only). */
    videoUrl: z.optional(videoPath),
    /** The video's poster image. */
    videoPoster: z.optional(posterPath),
  })
  .check(
    z.refine(
      (t) => (t.videoUrl === undefined) === (t.videoPoster === undefined),
      "videoUrl and videoPoster go together",
    ),
  );
export type SolutionText = z.output<typeof solutionTextSchema>;

/** solution-texts.ts: the texts of each solution, by its key. */
export const solutionTextsSchema = z.record(slug, solutionTextSchema);
