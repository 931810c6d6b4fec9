// The texts of the four policies (policies.ts has their catalogue), by id: scope, numbered
// sections and revision history, each in a module of its own (policy-texts/). The policy
// page's loader (routes/policy.tsx, run at build time: the texts reach the browser as
// loader data, never as code), the PDF generator and the checks take them from here.
// Checked against policyTextsSchema (contracts/src/content/policies.ts) by validate.ts, which also checks
// that every policy has its text and every text belongs to a policy.
import doc1 from "./policy-texts/Doc-1";
import doc2 from "./policy-texts/Doc-2";
import doc3 from "./policy-texts/Doc-3";
import doc4 from "./policy-texts/Doc-4";
import type { PolicyText } from "@site/contracts/content";

export type { PolicyText, RevisionRow } from "@site/contracts/content";

export const policyTexts: Record<string, PolicyText> = {
  "Doc-1": doc1,
  "Doc-2": doc2,
  "Doc-3": doc3,
  "Doc-4": doc4,
};

export function policyText(id: string): PolicyText {
  const text = policyTexts[id];
  if (!text) throw new Error(`policy-texts.ts has no text for policy "${id}"`);
  return text;
}
