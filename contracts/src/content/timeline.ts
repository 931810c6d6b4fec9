// Our History (timeline.ts).

import * as z from "zod/mini";
import { label, listOf, sentences, slug } from "./fields.js";

export const timelineEntry = z.strictObject({
  year: z.int().check(z.gte(2000), z.lte(2100)),
  heading: label(80),
  paragraph: sentences(1, 4),
  /** Base name of the picture, e.g. "timeline-2017" (published as /media/timeline-2017-{width}.{avif,webp}). */
  imageName: slug,
  imageAlt: label(160),
});
export type TimelineEntry = z.output<typeof timelineEntry>;

export const timelineSchema = z.strictObject({
  intro: sentences(1, 3),
  entries: listOf(timelineEntry, 4, 4).check(
    z.refine(
      (list) => list.every((e, i) => i === 0 || e.year > list[i - 1]!.year),
      "entries must be in ascending year order",
    ),
  ),
});
export type Timeline = z.output<typeof timelineSchema>;
