// The four published policy documents (/Doc-1 ... /Doc-4): the catalogue. The route table
// and the navbar read it on every page, so it holds only what they and the page's header
// need; the full texts and revision histories are in policy-texts/, a module per policy
// (policy-texts.ts gathers them), which the policy page's loader reads (routes/policy.tsx).
// The constants of the texts (Rs. 5,000, 05-04-2017, 14 days, 2 days, 3 months, 10 days,
// 90 days, 60 days) come from the spec's section 9 via POLICY below.
import type { Policy } from "@site/contracts/content";

/** The policy constants of spec section 9. */
export const POLICY = {
  /** Nominal non-cash gifts, total value per annum (Doc-1, Doc-4). */
  giftLimit: "Rs. 5,000",
  /** The date the policies took effect. */
  effectiveDate: "05-04-2017",
  /** Notice before a strike; without it a strike is illegal (Doc-2). */
  strikeNotice: "14 days",
  /** Absence without information beyond this is misconduct (Doc-1). */
  unreportedAbsence: "2 days",
  /** POSH timelines (Doc-3). */
  complaintWithin: "3 months",
  replyWithin: "10 days",
  inquiryWithin: "90 days",
  employerActsWithin: "60 days",
} as const;

/** Owns every policy and receives reports under them. */
export const HR = "Head of HR";

export const policies: Policy[] = [
  {
    id: "Doc-1",
    reference: "HR-POL-01",
    title: "Employees Code of Conduct",
    pageTitle: "Employees Code of Conduct",
    menuLabel: "Code of Conduct",
    summary:
      "The code of conduct every employee follows: integrity, gifts, conflicts of interest, confidentiality and how to report a concern.",
    effectiveDate: POLICY.effectiveDate,
    owner: HR,
  },
  {
    id: "Doc-2",
    reference: "HR-POL-02",
    title: "Social Compliance Policy: Labour Practices and Human Rights",
    pageTitle: "Social Compliance Policy",
    menuLabel: "Social Compliance",
    summary:
      "Our labour-practice and human-rights commitments: fair wages, working hours, freedom of association, and no forced or child labour.",
    effectiveDate: POLICY.effectiveDate,
    owner: HR,
  },
  {
    id: "Doc-3",
    reference: "HR-POL-03",
    title: "Prevention of Sexual Harassment (POSH) Policy and Internal Committee",
    pageTitle: "POSH Policy and Internal Complaints Committee",
    menuLabel: "POSH Policy",
    summary:
      "Prevention of sexual harassment under the POSH Act 2013: the internal complaints committee, how to complain and the timelines.",
    effectiveDate: POLICY.effectiveDate,
    owner: HR,
  },
  {
    id: "Doc-4",
    reference: "HR-POL-04",
    title: "Anti-Bribery and Anti-Corruption (ABAC) Policy",
    pageTitle: "Anti-Bribery and Anti-Corruption Policy",
    menuLabel: "Anti-Bribery (ABAC)",
    summary:
      "Our ABAC policy: no bribes or facilitation payments, limits on gifts and hospitality, and how violations are reported and handled.",
    effectiveDate: POLICY.effectiveDate,
    owner: HR,
  },
];

export function policyById(id: string): Policy | undefined {
  return policies.find((p) => p.id === id);
}

export type { Policy } from "@site/contracts/content";
