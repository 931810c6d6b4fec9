// The questions and answers of the Help page (faq.ts).

import * as z from "zod/mini";
import { label, listOf, sentences, slug, uniqueBy } from "./fields.js";

export const faqItem = z.strictObject({
  id: slug,
  question: label(140).check(z.refine((s) => s.endsWith("?"), "a question ends with '?'")),
  answer: sentences(2, 5),
});
export type FaqItem = z.output<typeof faqItem>;

export const faqSchema = z.strictObject({
  intro: sentences(1, 2),
  items: listOf(faqItem, 6, 6).check(uniqueBy<FaqItem>((i) => i.id, "FAQ id")),
});
export type Faq = z.output<typeof faqSchema>;
