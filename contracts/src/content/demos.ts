// The demo videos and their page (demos.ts).

import * as z from "zod/mini";
import { vttSeconds } from "./helpers.js";
import {
  captionsPath,
  label,
  listOf,
  metaDescription,
  pageSegment,
  posterPath,
  slug,
  uniqueBy,
  videoPath,
} from "./fields.js";

/** WebVTT timestamp hh:mm:ss.ttt */
export const vttTime = z
  .string()
  .check(z.regex(/^\d{2}:[0-5]\d:[0-5]\d\.\d{3}$/, "must be a WebVTT time hh:mm:ss.ttt"));

export const cue = z
  .strictObject({ start: vttTime, end: vttTime, text: label(200) })
  .check(z.refine((c) => vttSeconds(c.end) > vttSeconds(c.start), "a cue must end after it starts"));
export type Cue = z.output<typeof cue>;

export const demoSchema = z.strictObject({
  id: slug,
  title: label(80),
  description: metaDescription,
  /** The solution page this demo belongs to, when there is one. */
  solutionPage: z.optional(pageSegment),
  video: videoPath,
  poster: posterPath,
  captions: captionsPath,
  /** Captions language (BCP 47). */
  captionsLang: z.string().check(z.regex(/^[a-z]{2}(?:-[A-Z]{2})?$/)),
  cues: listOf(cue, 3, 40).check(
    z.refine(
      (cues) => cues.every((c, i) => i === 0 || vttSeconds(c.start) >= vttSeconds(cues[i - 1]!.end)),
      "cues must be in order and must not overlap",
    ),
  ),
});
export type Demo = z.output<typeof demoSchema>;

// Three demos today; staff may add more, each with its own captions file (made from its cues).
export const demoListSchema = listOf(demoSchema, 1, 12).check(
  uniqueBy<Demo>((d) => d.id, "demo id"),
  uniqueBy<Demo>((d) => d.captions, "captions file"),
);
