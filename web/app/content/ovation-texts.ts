// The content of each ovation's PDF (ovations.ts has the catalogue), by id: a facts table
// from projects.ts, then the story. Only the ovation pages' loader (for the title and
// subtitle) and the PDF generator import it, so none of it is in the browser's code.
// Checked against ovationDocumentsSchema (contracts/src/content/documents.ts) by validate.ts, which also
// checks that every ovation has its document and every document belongs to an ovation.
import { clientInSentence, requireProject, type Project } from "./projects";
import type { FactRow, OvationDocument } from "@site/contracts/content";

export type { FactRow, OvationDocument } from "@site/contracts/content";

function facts(project: Project): FactRow[] {
  const rows: FactRow[] = [
    { label: "Client", value: project.client },
    { label: "Project", value: `${project.name} (${project.code})` },
    { label: "Team size", value: `${project.teamSize} people` },
    { label: "Duration", value: `${project.durationMonths} months` },
    { label: "Period", value: `${project.start} to ${project.end}` },
  ];
  if (project.live) rows.push({ label: "Live", value: project.live });
  rows.push({ label: "Delivered by", value: "{company}" });
  return rows;
}

const baml = requireProject("BAML");
const bips = requireProject("BIPS");
const fis = requireProject("FIS");

export const ovationDocuments: Record<string, OvationDocument> = {
  "ovations-1": {
    title: "BAML: Anti-Money Laundering Implementation",
    subtitle: `A project delivered by {company} for ${clientInSentence(baml)}`,
    facts: facts(baml),
    sections: [
      {
        heading: "The Client's Objective",
        body: [
          `The client, ${clientInSentence(baml)}, offers savings and loan services to its members and is subject to anti-money-laundering and counter-terrorist-financing obligations. Its checks were manual: member risk was not rated consistently, transactions were reviewed by sampling, and there was no single record of what had been checked and why.`,
          "The association wanted a system that would rate every member's risk, monitor every transaction, screen names against sanctions lists and give its compliance officers one place to investigate and report.",
        ],
      },
      {
        heading: "What We Delivered",
        body: [
          {
            list: [
              "Data feeds from the association's core system for members, accounts and transactions.",
              "Member risk rating based on profile, products, geography and behaviour.",
              "Transaction monitoring scenarios tuned to the association's products and members.",
              "Screening of members against sanctions and politically exposed person lists.",
              "Case management with maker-checker review and suspicious-transaction reporting.",
              "Training of compliance officers and administrators, and operating documentation.",
            ],
          },
        ],
      },
      {
        heading: "How We Worked",
        body: [
          `A team of ${baml.teamSize} worked with the association from ${baml.start} to ${baml.end}. Member data was profiled and cleansed before risk ratings were calculated, and monitoring rules were run against historical transactions so that thresholds could be tuned before go-live. Much of the work was carried out remotely during the 2020 lockdown, with daily calls and shared test plans.`,
        ],
      },
      {
        heading: "The Outcome",
        body: [
          "Every member now carries a documented risk rating, every transaction is monitored, and compliance officers review and close alerts in one tool. Each decision is recorded with its reasons, so the association can show its regulator and auditors exactly how an alert was handled.",
        ],
      },
    ],
  },
  "ovations-2": {
    title: "BIPS: Instant Payment Middleware Implementation Support",
    subtitle: `A project delivered by {company} for ${bips.client}`,
    facts: facts(bips),
    sections: [
      {
        heading: "The Client's Objective",
        body: [
          `${bips.client} joined the national instant-payment network so that its customers could send and receive money between banks in real time, at any hour. It needed middleware between its core-banking system and the network's central switch that would meet the network's time limits and never leave a payment half done.`,
        ],
      },
      {
        heading: "What We Delivered",
        body: [
          {
            list: [
              "Message handling for outgoing and incoming payments in the network's formats.",
              "Account, balance and limit validation before posting in core banking.",
              "Time-out handling, automatic reversals and duplicate protection.",
              "Monitoring screens for operations staff showing every transaction and its status.",
              "Settlement files and daily reconciliation against the network's reports.",
              "Support for the network operator's certification tests and for go-live.",
            ],
          },
        ],
      },
      {
        heading: "The Challenge",
        body: [
          "An instant payment must complete in about 10 seconds end to end, while core banking still runs its end-of-day batches. The middleware was designed to answer the network within its limits at all times and to reconcile any payment whose outcome was uncertain. Testing with the bank and the network was coordinated remotely during pandemic restrictions.",
        ],
      },
      {
        heading: "The Outcome",
        body: [
          `The middleware went live on ${bips.live}. The bank's customers send and receive instant transfers that complete in about 10 seconds, and every transaction is reconciled with the network's settlement reports. Our team of ${bips.teamSize} supported the bank through stabilisation until ${bips.end}.`,
        ],
      },
    ],
  },
  "ovations-3": {
    title: "FIS: Finacle Implementation Support",
    subtitle: `A project delivered by {company} for ${fis.client}`,
    facts: facts(fis),
    sections: [
      {
        heading: "The Client's Objective",
        body: [
          `${fis.client} replaced its core-banking system with Finacle. The bank needed experienced hands to work alongside its project office and the vendor: people who understood both banking operations and the platform, and who could carry the work from requirements to a stable live system.`,
        ],
      },
      {
        heading: "What We Delivered",
        body: [
          {
            list: [
              "Product and parameter set-up for deposits, loans, interest and charges.",
              "Customisation of screens and workflows, and interfaces to payment and channel systems.",
              "Local regulatory and MIS reports.",
              "Migration of customer, account and loan data, with mock runs and full reconciliation.",
              "System and user-acceptance testing support.",
              "Role-based training of branch and head-office staff.",
              "Go-live support and post-go-live stabilisation.",
            ],
          },
        ],
      },
      {
        heading: "How We Worked",
        body: [
          `A team of ${fis.teamSize} consultants, developers and testers worked on the project from ${fis.start} to ${fis.end}. Migration was rehearsed in repeated mock runs, and each run was reconciled account by account against the legacy system until the bank was satisfied. Cut-over was planned to fit a weekend window so that branches opened on the new system without interruption to customers.`,
        ],
      },
      {
        heading: "The Outcome",
        body: [
          `Finacle went live at ${fis.client} on ${fis.live}. After go-live the team stayed until ${fis.end} to stabilise the system, tune end-of-day processing, complete the remaining reports and hand over documentation to the bank's own IT team.`,
        ],
      },
    ],
  },
};

export function ovationDocument(id: string): OvationDocument {
  const document = ovationDocuments[id];
  if (!document) throw new Error(`ovation-texts.ts has no document for ovation "${id}"`);
  return document;
}
