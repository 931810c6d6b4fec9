// The policy documents Doc-1 to Doc-4: the catalogue every page's route table and menu
// read (policies.ts) and the full texts only the policy pages and PDFs load (policy-texts.ts).

import * as z from "zod/mini";
import { ddmmyyyy, label, listOf, pageDescription, sentences, text, uniqueBy } from "./fields.js";
import { sections } from "./rich-text.js";

const policyId = z.string().check(z.regex(/^Doc-[1-9]$/, "must be Doc-1 ... Doc-9"));

export const revisionRow = z.strictObject({
  version: z.string().check(z.regex(/^\d+\.\d+$/, "must be a version like 1.0")),
  change: text,
  preparedBy: label(80),
  reviewedBy: label(80),
  approvedBy: label(80),
  date: ddmmyyyy,
});
export type RevisionRow = z.output<typeof revisionRow>;

export const policySchema = z.strictObject({
  /** The route path: Doc-1 ... Doc-4, and Doc-5 ... Doc-9 for policies staff add. */
  id: policyId,
  /** Document reference printed on the policy, e.g. "HR-POL-01". */
  reference: label(30),
  /** The document's full title, as printed on it. */
  title: label(120),
  /** The page's title and heading. */
  pageTitle: label(80),
  /** The navbar's Publications entry. */
  menuLabel: label(40),
  /** The page's description: its meta description and the intro under its heading. */
  summary: pageDescription,
  effectiveDate: ddmmyyyy,
  owner: label(80),
});
export type Policy = z.output<typeof policySchema>;

// Four policies today; staff may add more (new-items.ts), as many as the ids allow, and
// retire any but the last.
export const policyListSchema = listOf(policySchema, 1, 9).check(uniqueBy<Policy>((p) => p.id, "policy id"));

export const policyTextSchema = z.strictObject({
  appliesTo: sentences(1, 3),
  sections: sections(4, 20),
  revisions: listOf(revisionRow, 1, 20),
});
export type PolicyText = z.output<typeof policyTextSchema>;

/** policy-texts.ts: the text of each policy, by its id. */
export const policyTextsSchema = z.record(policyId, policyTextSchema);
