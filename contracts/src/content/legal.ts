// The legal documents (legal.ts): the terms and the privacy notice, with what each form
// collects (form-fields.ts).

import * as z from "zod/mini";
import { ddmmyyyy, fieldName, label, listOf, paragraphs, sentences, slug, uniqueBy } from "./fields.js";
import { sections } from "./rich-text.js";

export const legalDocumentSchema = z.strictObject({
  title: label(80),
  /** Date of the current version, DD-MM-YYYY. */
  lastUpdated: ddmmyyyy,
  intro: paragraphs(1, 3),
  sections: sections(3, 30),
});
export type LegalDocument = z.output<typeof legalDocumentSchema>;

export const formFieldNotice = z.strictObject({
  /** The field's name as the form and the API send it. */
  name: fieldName,
  label: label(60),
  required: z.boolean(),
  purpose: sentences(1, 2),
});
export type FormFieldNotice = z.output<typeof formFieldNotice>;

export const formNotice = z.strictObject({
  id: slug,
  title: label(80),
  /** Where the form is. */
  pages: listOf(z.string().check(z.regex(/^\/[A-Z0-9/-]*$/i)), 1, 5),
  fields: listOf(formFieldNotice, 1, 30).check(uniqueBy<FormFieldNotice>((f) => f.name, "field")),
  purpose: sentences(1, 3),
  destination: sentences(1, 4),
  retentionMonths: z.int().check(z.gte(1), z.lte(120)),
  retention: sentences(1, 3),
});
export type FormNotice = z.output<typeof formNotice>;

export const privacyNoticeSchema = z.strictObject({
  ...legalDocumentSchema.shape,
  forms: listOf(formNotice, 2, 5),
});
export type PrivacyNotice = z.output<typeof privacyNoticeSchema>;
