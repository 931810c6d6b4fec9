// Rich text: titled sections made of paragraphs and bullet lists (About, policies, legal
// documents, ovations and brochures). The zod-free helper over its blocks, isList, is in
// ../helpers.ts, which components import.

import * as z from "zod/mini";
import { bullets, label, listOf, slug, text, uniqueBy } from "./fields.js";

/**
 * One block of a section body: a string is a paragraph; `{ list }` is a bullet list
 * (`ordered: true` for a numbered list). Render in order.
 */
export const block = z.union([
  text,
  z.strictObject({ list: bullets(1, 30), ordered: z.optional(z.boolean()) }),
]);
export type Block = z.output<typeof block>;
export type ListBlock = Exclude<Block, string>;

/** A titled section of a page or document. */
export const section = z.strictObject({
  /** Anchor id, when the section can be linked to. */
  id: z.optional(slug),
  heading: label(),
  body: listOf(block, 1, 40),
});
export type Section = z.output<typeof section>;

export const sections = (min = 1, max = 30) =>
  listOf(section, min, max).check(uniqueBy<Section>((s) => s.id ?? s.heading, "section"));
