// The case-study texts of each project, by its code (projects.ts): the paragraphs of the
// Description, Challenges and Result sections. Only the project pages' loaders import this
// module, so the texts reach the browser as page data, never as code.
// Checked against projectTextsSchema (contracts/src/content/projects.ts) by validate.ts, which also checks
// that every project has its texts and every entry here belongs to a project.
import type { ProjectText } from "@site/contracts/content";

export type { ProjectText } from "@site/contracts/content";

export const projectTexts: Record<string, ProjectText> = {
  FIS: {
    description: [
      "BANK ONE, Mauritius replaced its core-banking system with Finacle. We provided an implementation support team of 18 consultants, developers and testers who worked alongside the bank's project office and the vendor's team from requirements to post-go-live stabilisation.",
      "Our scope covered product and parameter set-up, customisation of screens and workflows, interfaces to the bank's payment and channel systems, local regulatory and MIS reports, migration of customer, account and loan data from the legacy system, system and user-acceptance testing, and role-based training of branch and head-office staff.",
    ],
    challenges: [
      "The legacy system held years of customer, deposit and loan history in structures that did not map one-to-one to Finacle. Every product, interest rule and charge had to be re-expressed in the new platform's parameters without changing what customers were charged or paid.",
      "The bank had to keep serving customers throughout, so cut-over had to fit a short weekend window, and local reports had to be ready for the regulator from the first month on the new system.",
    ],
    result: [
      "Finacle went live at BANK ONE on 05-11-2018. Migrated balances, accounts and loan schedules were reconciled to the legacy system before the bank signed off the cut-over.",
      "The team stayed on for stabilisation until 30-05-2019: resolving post-go-live issues, tuning end-of-day processing, completing the remaining reports and handing over documentation so the bank's own IT team could run the platform.",
    ],
  },
  BXBRL: {
    description: [
      "Bank of Baroda needed its regulatory returns produced in XBRL, the structured format the regulator requires for electronic filing. A team of five built a reporting layer that takes figures directly from core-banking data, maps them to the regulator's taxonomy and produces the XBRL instance documents ready for submission.",
      "The solution includes data extraction, mapping tables maintained by the bank's finance team, validation against the taxonomy's business rules, and a review step before each filing.",
    ],
    challenges: [
      "Figures for a single return came from several core-banking modules and general-ledger heads, and until then were assembled by hand in spreadsheets. Each figure had to be traced to its source so that the bank could explain any number the regulator queried.",
      "The regulator's validation rules reject a filing for a single inconsistency, and the work had to be completed within the regulator's timetable.",
    ],
    result: [
      "The reporting layer was delivered on 24-12-2019. Returns are now generated from core-banking data and validated against the taxonomy before filing, so errors are found by the bank rather than by the regulator.",
      "Manual re-keying of figures was removed from the process, and every reported value can be traced back to the accounts it came from.",
    ],
  },
  BIPS: {
    description: [
      "Bank of Baroda joined the national instant-payment network so that its customers can send and receive money in real time. A team of five built and supported the middleware between the bank's core-banking system and the network's central switch.",
      "The middleware translates and validates payment messages, checks accounts and limits, posts debits and credits in core banking, handles time-outs and reversals, and produces the files for daily settlement and reconciliation. Monitoring screens show operations staff every transaction and its status.",
    ],
    challenges: [
      "An instant payment must complete in about 10 seconds end to end, at any hour, while core banking still runs end-of-day batches. The middleware had to answer the network within its time limits, and never leave a payment debited on one side and not credited on the other.",
      "The interface had to pass the network operator's certification tests before go-live, and much of the work took place during pandemic restrictions, with testing coordinated remotely between the bank, the network and our team.",
    ],
    result: [
      "The middleware went live on 18-06-2021. The bank's customers send and receive instant transfers that complete in about 10 seconds, and every transaction is reconciled against the network's settlement reports.",
      "Our team supported the bank through stabilisation until 31-07-2021 and handed over runbooks for operations and support.",
    ],
  },
  BAML: {
    description: [
      "A mutual aid association in Mauritius needed to meet its anti-money-laundering obligations with a system rather than manual checks. A team of five implemented transaction monitoring, customer risk profiling, screening against sanctions lists and case management for the association's compliance officers.",
      "The implementation covered data feeds from the association's core system, configuration of monitoring scenarios and risk scores, alert workflows with maker-checker review, and reports for suspicious-transaction reporting and for management.",
    ],
    challenges: [
      "Member data in the legacy system was incomplete in places, so identification and risk-profiling fields had to be cleansed and completed before risk scores could be trusted.",
      "Monitoring rules had to be tuned to the association's own members and products so that compliance officers were not buried in false alerts, and much of the 2020 project was delivered remotely during lockdown.",
    ],
    result: [
      "The system was in use by 30-09-2020. Every member carries a documented risk rating, transactions are monitored automatically, and compliance officers review and close alerts in one tool with a complete audit trail.",
      "The association can show its regulator and auditors how each alert was handled and why, which was not possible with manual checks.",
    ],
  },
  BRBS: {
    description: [
      "Risk-based supervision requires a bank to submit a broad set of returns on its capital, liquidity, credit exposure and operations. For Bank of Baroda, a team of ten built a regulatory report system that produces these returns from core-banking and general-ledger data.",
      "The system holds the return templates, extracts and aggregates the data, applies the regulator's cross-validation rules, routes each return through preparation and approval, and produces the submission files with a record of who prepared and approved each one.",
    ],
    challenges: [
      "The returns draw on many modules and on data outside core banking, and many figures must agree across returns. Each validation rule had to be implemented exactly as the regulator specifies.",
      "Templates and instructions changed during the project, so the system had to let the bank update mappings and rules without new development each time.",
    ],
    result: [
      "The report system was completed by 31-07-2021. Returns are produced through one controlled process, reconciled to the general ledger and checked against the regulator's rules before submission.",
      "Preparation that once took days of spreadsheet work is now a controlled run with an approval trail that auditors can follow.",
    ],
  },
  BLRS: {
    description: [
      "A civil-service mutual aid association lends to its members and collects repayments through instalments. A team of three built a loan reminder system that tells members about upcoming and overdue instalments automatically.",
      "The system reads repayment schedules and arrears from the association's loan records every day, applies reminder rules per loan product, and sends reminders by SMS and e-mail, with a log of every message sent.",
    ],
    challenges: [
      "Members' contact details were incomplete or out of date in places and had to be validated before reminders could be relied on.",
      "Reminders had to stop the moment a payment was posted, so that members who had paid were never chased, and the rules had to differ between loan products.",
    ],
    result: [
      "The system went live in March 2019, within the project period of 01-01-2019 to 31-03-2019. Reminders now go out automatically every day, and collection staff spend their time on the accounts that are genuinely in arrears.",
    ],
  },
};

/** The case-study texts of a project (code in any case); throws when it has none. */
export function projectText(code: string): ProjectText {
  const text = projectTexts[code.toUpperCase()];
  if (!text) throw new Error(`project-texts.ts has no texts for project "${code}"`);
  return text;
}
