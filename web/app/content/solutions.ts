// The company's solutions: the short facts every page needs (the route table builds the
// solution pages' titles and descriptions from them, the footer and the search list them).
// One entry per product; `page` is its dedicated solution page (spec route list) and
// `detailsId` its id under /solution-details/ (spec search list). Some products have only
// one of the two, exactly as the spec lists them. `key` is the stable id of the product:
// its long texts (description, features, demo video) are in solution-texts.ts under it.
// Checked against solutionListSchema (contracts/src/content/solutions.ts) by validate.ts, at build time and in tests.
import type { Solution } from "@site/contracts/content";

export type { Solution } from "@site/contracts/content";

export const solutions: Solution[] = [
  {
    key: "instant-payment",
    name: "Instant Payment System",
    summary:
      "Real-time account-to-account transfers that settle in about 10 seconds, interoperable with the national instant-payment network.",
    page: "Instant-Payment-System",
    detailsId: "instant-payment",
  },
  {
    key: "account-creation",
    name: "Account Creation Process",
    summary:
      "Digital customer and account onboarding with KYC checks, maker-checker approval and straight-through creation in core banking.",
    page: "BACP",
    detailsId: "account-creation",
  },
  {
    key: "self-service-terminal",
    name: "Self-Service Terminals",
    summary:
      "Branch kiosks for passbook printing, deposits, statements and service requests, integrated with core banking.",
    page: "BKIOSK",
    detailsId: "self-service-terminal",
  },
  {
    key: "loan-origination",
    name: "Loan Origination System",
    summary:
      "End-to-end loan origination from application and scoring to sanction, documentation and disbursement.",
    page: "BLOS",
    detailsId: "loan-origination",
  },
  {
    key: "audit-information",
    name: "Audit Information System",
    summary:
      "Branch and concurrent audit management: checklists, observations, compliance tracking and reporting in one place.",
    page: "BAIS",
    detailsId: "audit-information",
  },
  {
    key: "collateral-management",
    name: "Collateral Management System",
    summary:
      "Asset valuation, safekeeping, inspections, insurance tracking, audits, revaluations and reporting for every pledged asset.",
    page: "BCMS",
    detailsId: "collateral-management",
  },
  {
    key: "xbrl-reporting",
    name: "XBRL Regulatory Reporting",
    summary:
      "Regulatory returns generated from core-banking data in XBRL, validated against the regulator's taxonomy before filing.",
    detailsId: "xbrl-reporting",
  },
  {
    key: "hospital-management",
    name: "Hospital Management System",
    summary:
      "Patient registration, scheduling, billing, SMS alerts and barcode and QR integration for hospitals and clinics.",
    page: "BHMS",
    detailsId: "hospital-management",
  },
  {
    key: "anti-money-laundering",
    name: "Anti-Money Laundering",
    summary:
      "Transaction monitoring, customer risk scoring, sanctions screening and suspicious-activity reporting for regulated institutions.",
    detailsId: "anti-money-laundering",
  },
  {
    key: "mcib-cpr-web-interface",
    name: "Credit Profile Report Web Interface",
    summary:
      "Secure credit profile report submission to the credit bureau, connected to core banking with roles, permissions and a full audit trail.",
    page: "MCIB-CPR",
    detailsId: "mcib-cpr-web-interface",
  },
  {
    key: "reconciliation-report",
    name: "Reconciliation",
    summary:
      "A configurable rule engine for automated, manual and semi-automatic matching, with a complete audit trail.",
    page: "BRECON",
    detailsId: "reconciliation-report",
  },
  {
    key: "centralized-data-repository",
    name: "Centralized Data Repository",
    summary:
      "A central, replicated repository of banking data for business continuity and disaster recovery.",
    page: "BCDR",
    detailsId: "centralized-data-repository",
  },
  {
    key: "erp-and-hrm",
    name: "ERP and HR Management",
    summary:
      "Finance, procurement, payroll, attendance and HR processes for banks and their staff, in one integrated system.",
    page: "ERP-and-HRM",
  },
  {
    key: "merchant-qr-code",
    name: "Merchant QR Code Payments",
    summary:
      "Static and dynamic QR payments with soundbox alerts, printed receipts, request to pay, chargebacks and onboarding of units, devices and users.",
    page: "Merchant-QR-Code",
  },
];

/** The order of the Solutions list, as the spec gives it. */
export const solutionPageOrder = [
  "Instant-Payment-System",
  "BACP",
  "BKIOSK",
  "BLOS",
  "BAIS",
  "BCMS",
  "BHMS",
  "MCIB-CPR",
  "BRECON",
  "BCDR",
  "Merchant-QR-Code",
  "ERP-and-HRM",
] as const;

/**
 * The solutions of `list` that have a page, in the order of the Solutions list: the spec's
 * order, then those added since (staff's), in the order of their collection.
 */
export function solutionsInListOrder<S extends Solution>(list: readonly S[]): (S & { page: string })[] {
  const order: readonly string[] = solutionPageOrder;
  const rank = (page: string) => {
    const place = order.indexOf(page);
    return place === -1 ? order.length : place;
  };
  return list
    .flatMap((solution, index) =>
      solution.page === undefined ? [] : [{ solution, page: solution.page, index }],
    )
    .sort((a, b) => rank(a.page) - rank(b.page) || a.index - b.index)
    .map(({ solution, page }) => ({ ...solution, page }));
}

export const solutionsWithPage = solutionsInListOrder(solutions);
if (solutionsWithPage.length !== solutionPageOrder.length)
  throw new Error("Every page of the Solutions list needs its solution in solutions.ts");

export const solutionsWithDetails = solutions.filter(
  (s): s is Solution & { detailsId: string } => s.detailsId !== undefined,
);
