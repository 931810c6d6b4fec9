// The About Us page (about.ts).

import * as z from "zod/mini";
import { count, label, link, listOf, sentences, slug, titledText, uniqueBy } from "./fields.js";
import { block } from "./rich-text.js";

export const aboutSection = z.strictObject({
  /** 1 to 6, shown as the section number. */
  number: count(),
  id: slug,
  heading: label(),
  body: listOf(block, 1, 12),
  /** Links shown with the section (the contact e-mail, the map). */
  links: z.optional(listOf(link, 1, 5)),
});
export type AboutSection = z.output<typeof aboutSection>;

export const aboutSchema = z.strictObject({
  hero: z.strictObject({ lede: sentences(1, 3) }),
  sections: listOf(aboutSection, 6, 6).check(
    z.refine((list) => list.every((s, i) => s.number === i + 1), "sections must be numbered 1 to 6 in order"),
    uniqueBy<AboutSection>((s) => s.id, "section id"),
  ),
  mantras: z.strictObject({ heading: label(), intro: sentences(1, 2), items: listOf(titledText, 3, 8) }),
  codingPractices: z.strictObject({
    heading: label(),
    intro: sentences(1, 3),
    items: listOf(titledText, 5, 12),
  }),
});
export type About = z.output<typeof aboutSchema>;
