// The long texts of each solution, by the solution's `key` (solutions.ts): the paragraphs
// of its solution page and of the DESCRIPTION section of /solution-details/{id}, its key
// features and its demo video. Only the solution pages import this module, so the texts
// stay out of the route table that every page loads.
// Checked against solutionTextsSchema (contracts/src/content/solutions.ts) by validate.ts, which also
// checks that every solution has its texts and every entry here belongs to a solution.
import type { Solution, SolutionText } from "@site/contracts/content";

export type { SolutionText } from "@site/contracts/content";

export const solutionTexts: Record<string, SolutionText> = {
  "instant-payment": {
    description: [
      "The Instant Payment System connects a bank's core-banking platform to the national instant-payment network, so that customers can send and receive money between accounts at different banks in about 10 seconds, at any hour of any day.",
      "It handles the whole life of a payment: validating the incoming or outgoing message, checking the account, balance and limits, posting the debit or credit in core banking, answering the network within its time limits, and reversing cleanly when a step fails. Interoperability is built in: payments flow to and from every participant of the network through its standard message formats, and one engine serves mobile banking, internet banking, branch and merchant channels.",
      "Operations staff follow every transaction and its status on monitoring screens, and the network's daily settlement reports are reconciled automatically against the bank's own postings. The product is the basis of the instant payment middleware we delivered for Bank of Baroda, live since 18-06-2021.",
    ],
    features: [
      "Account-to-account transfers that complete end to end in about 10 seconds, 24x7",
      "Interoperability with every participant of the national instant-payment network",
      "Account, balance and limit checks before any posting",
      "Automatic time-out handling, reversals and duplicate protection",
      "One payment engine for mobile, internet, branch and merchant channels",
      "Real-time monitoring of transactions, queues and network connectivity",
      "Automatic reconciliation with the network's settlement reports",
      "Complete audit trail of every message and posting",
    ],
  },
  "account-creation": {
    description: [
      "The Account Creation Process digitises customer and account onboarding, at the branch or through a digital channel. Staff or customers capture details in guided forms that validate each field, scan or upload identity and address documents, and submit the application for review.",
      "Before an account is opened, the system runs the know-your-customer checks the bank requires: document verification, duplicate-customer detection, screening against sanctions and politically exposed person lists, and a risk category for anti-money-laundering monitoring. A maker-checker workflow routes each application to an authorised officer.",
      "Once approved, the customer record and the account are created straight through in core banking, without re-keying, and the customer is notified. Managers see turnaround times and pending applications for every branch.",
    ],
    features: [
      "Guided data capture with field-level validation",
      "Scanning and upload of identity and address documents",
      "Know-your-customer checks with sanctions and PEP screening",
      "Duplicate-customer detection across the customer base",
      "Risk categorisation for anti-money-laundering monitoring",
      "Maker-checker approval with delegated authority",
      "Straight-through creation of customer and account in core banking",
      "Turnaround and pending-application reports per branch",
    ],
  },
  "self-service-terminal": {
    description: [
      "Our self-service terminals let customers complete routine banking without queuing at a counter: passbook printing, account statements, balance enquiries, cheque and cash deposits where the hardware supports them, and service requests such as cheque books and debit cards.",
      "Every terminal is integrated with core banking in real time, so what the customer sees and prints is the account as it stands. Customers identify themselves with their card and PIN, a one-time password or biometrics, depending on the bank's policy and the device.",
      "A central console shows the status of every terminal across the branch network, including paper, printer ribbons and cash levels, so that problems are fixed before customers notice them. Electronic journals record each transaction for reconciliation and dispute handling.",
    ],
    features: [
      "Passbook printing, statements, balance enquiry and mini statements",
      "Cash and cheque deposit on supported hardware",
      "Service requests for cheque books, cards and account updates",
      "Card and PIN, one-time password or biometric authentication",
      "Real-time integration with core banking",
      "Central monitoring of device health, supplies and cash levels",
      "Multilingual customer interface",
      "Electronic journal of every transaction for reconciliation",
    ],
  },
  "loan-origination": {
    description: [
      "The Loan Origination System takes a loan from application to disbursement in one controlled workflow. Applications are captured at the branch or online with a checklist of the documents each product requires, and incomplete files cannot move forward.",
      "Eligibility rules and a configurable scoring model assess each application, and credit bureau reports are retrieved and attached to the file. The appraisal then follows the bank's delegation of powers: each officer sees only the applications within their sanction limits, and every decision is recorded with its reasons.",
      "After sanction, the system produces the sanction letter and loan documents, links the collateral, and creates and disburses the loan account in core banking. Management reports show volumes, turnaround times and rejection reasons by product and branch.",
    ],
    features: [
      "Application capture with product-specific document checklists",
      "Configurable eligibility rules and credit scoring",
      "Credit bureau report retrieval within the workflow",
      "Appraisal and sanction following the bank's delegation of powers",
      "Generation of sanction letters and loan documents",
      "Collateral linking with the Collateral Management System",
      "Loan account creation and disbursement in core banking",
      "Turnaround, pipeline and rejection-reason reports",
    ],
  },
  "audit-information": {
    description: [
      "The Audit Information System supports a bank's internal audit function from the annual plan to the closure of the last observation. Audit managers plan branch, concurrent and thematic audits, assign teams and set risk-based checklists for each type of audit.",
      "Auditors record observations against the checklist with a risk rating and evidence. Branches and departments respond to each observation in the system, and the audit team reviews the responses and follows up until every item is closed.",
      "Reports for management and the audit committee show open observations by risk, age and unit, and the branch risk ratings that drive the next audit plan.",
    ],
    features: [
      "Annual audit plans and team assignment",
      "Risk-based checklists for branch, concurrent and thematic audits",
      "Observations with risk rating, evidence and due dates",
      "Compliance responses from branches and departments",
      "Follow-up and closure tracking with escalation of overdue items",
      "Branch risk rating to guide the next audit cycle",
      "Reports for management and the audit committee",
    ],
  },
  "collateral-management": {
    description: [
      "The Collateral Management System keeps a complete record of every asset pledged against the bank's loans: property, vehicles, deposits, gold, securities and guarantees. Each asset is linked to the loans it secures, so the bank always knows its coverage and its exposure.",
      "The system tracks the full life of the collateral: asset valuation at sanction, safekeeping of title documents, periodic inspections, insurance policies and their expiry dates, audits of the collateral file and revaluations when values change or policy requires them.",
      "Alerts warn officers before an insurance policy lapses or a revaluation or inspection falls due, and reports show collateral coverage, shortfalls and overdue actions by branch and portfolio.",
    ],
    features: [
      "Asset valuation with valuer details and valuation history",
      "Safekeeping of title documents with movement records",
      "Scheduled inspections with findings and follow-up",
      "Insurance tracking with expiry alerts",
      "Collateral audits and their observations",
      "Revaluations on schedule or on events",
      "Coverage, shortfall and exception reporting",
    ],
  },
  "xbrl-reporting": {
    description: [
      "Our XBRL Regulatory Reporting solution produces regulatory returns in XBRL, the structured format many regulators require for electronic filing. It extracts figures directly from core-banking and general-ledger data, maps them to the regulator's taxonomy and generates the instance documents ready for submission.",
      "Mapping tables are maintained by the bank's finance and compliance teams rather than by developers, so changes in the chart of accounts or the return templates do not require new code. Before filing, every return is validated against the taxonomy's business rules, and each figure can be traced back to the accounts it came from.",
      "The solution was delivered for Bank of Baroda and is maintained as new taxonomy versions are published.",
    ],
    features: [
      "Direct extraction from core-banking and general-ledger data",
      "Mapping to the regulator's XBRL taxonomy, maintained by business users",
      "Validation against the taxonomy's business rules before filing",
      "Drill-down from each reported figure to its source accounts",
      "Preparation and approval workflow with history",
      "Support for new taxonomy versions",
    ],
  },
  "hospital-management": {
    description: [
      "Our Hospital Management System runs the administrative and clinical front office of hospitals and clinics. Patient registration creates a single record for each patient, with a barcode or QR code on the patient card and wristband so that the right record is found at every counter and ward.",
      "Appointments and doctors' schedules are managed in one calendar, and patients receive SMS alerts for bookings, reminders and reports ready for collection. Billing covers consultations, procedures, pharmacy and laboratory services, advances and insurance claims, with receipts and daily cash summaries.",
      "Barcode and QR integration extends to laboratory samples and pharmacy items, reducing transcription errors. Management reports show patient volumes, revenue and department activity.",
    ],
    features: [
      "Patient registration with a single record per patient",
      "Appointment and doctor scheduling",
      "Billing for consultations, procedures, pharmacy and laboratory",
      "SMS alerts for appointments, reminders and reports",
      "Barcode and QR codes on patient cards, wristbands and samples",
      "Insurance and advance payment handling",
      "Management reports on volumes, revenue and departments",
    ],
  },
  "anti-money-laundering": {
    description: [
      "Our Anti-Money Laundering solution helps regulated institutions detect and report suspicious activity. Every customer carries a risk rating built from their profile, products, geography and behaviour, and the rating is reviewed as the relationship changes.",
      "Transactions are monitored against configurable scenarios such as structuring, unusual cash activity, rapid movement of funds and activity inconsistent with the customer's profile. Customers and counterparties are screened against sanctions and politically exposed person lists at onboarding and whenever the lists change.",
      "Alerts are investigated in a case-management workflow with maker-checker review, and confirmed cases produce suspicious-transaction reports in the format the financial intelligence unit requires. Every decision is recorded, so the institution can show examiners how each alert was handled.",
    ],
    features: [
      "Customer risk rating with periodic review",
      "Transaction monitoring with configurable scenarios and thresholds",
      "Sanctions and politically exposed person screening",
      "Case management with maker-checker review",
      "Suspicious-transaction reports in the regulator's format",
      "Complete audit trail of alerts, decisions and reports",
      "Management information on alerts, cases and risk distribution",
    ],
  },
  "mcib-cpr-web-interface": {
    description: [
      "The Credit Profile Report Web Interface gives lending staff one secure place to request, view and submit credit profile reports with the national credit information bureau. It replaces manual file preparation and separate logins with a controlled web application connected to the bank's core-banking system.",
      "Customer and facility data is taken from core banking over a secure channel, validated against the bureau's format and submitted without re-keying. Credit reports requested during loan appraisal are retrieved and stored against the customer and the application.",
      "Access is governed by roles and permissions: who may request a report, who may submit data and who may only view. An audit trail records every request, view, download and submission with the user and time, which is what auditors and data-protection rules expect.",
    ],
    features: [
      "Secure communication with core-banking systems",
      "Validation of submissions against the bureau's format",
      "Credit report requests and retrieval during loan appraisal",
      "Roles and permissions for requesting, submitting and viewing",
      "Maker-checker approval of submissions",
      "Audit trail of every request, view, download and submission",
    ],
  },
  "reconciliation-report": {
    description: [
      "Our Reconciliation solution matches the bank's records against statements and files from its counterparts: nostro accounts, ATM and card switches, payment networks, merchant settlements and internal suspense and clearing accounts.",
      "A configurable rule engine defines how records match, by amount, date, reference or any combination with tolerances, without new development for each new reconciliation. Automated matching clears the bulk of items; semi-automatic matching proposes likely pairs for an officer to confirm; manual matching handles the rest with reasons recorded.",
      "Unmatched items are aged and assigned for investigation, and every match, unmatch and adjustment is recorded in an audit trail. Reports show outstanding items by age and value for operations, finance and auditors.",
    ],
    features: [
      "Configurable rule engine with tolerances and multi-field matching",
      "Automated, semi-automatic and manual matching",
      "Import of statements, switch files and core-banking extracts",
      "Ageing and assignment of unmatched items",
      "Maker-checker approval of manual matches and adjustments",
      "Complete audit trail of every match and adjustment",
      "Outstanding-item reports by age, value and account",
    ],
  },
  "centralized-data-repository": {
    description: [
      "The Centralized Data Repository keeps a current, replicated copy of the bank's critical data in a secure central store, so that the bank can continue to serve customers and meet its obligations when the primary system is unavailable.",
      "It holds customer, account and balance data, recent transactions and key documents, refreshed from core banking on a defined schedule. During an outage, authorised staff can look up balances, print statements and answer customer queries from the repository in read-only mode.",
      "As part of a business continuity and disaster recovery plan, the repository supports replication to a disaster-recovery site, recovery objectives agreed with the bank, and regular drills whose results are documented for management and regulators.",
    ],
    features: [
      "Central, replicated copy of customer, account and balance data",
      "Scheduled refresh from core banking with completeness checks",
      "Read-only enquiry and statements during outages",
      "Replication to a disaster-recovery site",
      "Recovery objectives agreed and tested with the bank",
      "Documented disaster-recovery drills",
      "Role-based access with an audit trail",
    ],
  },
  "erp-and-hrm": {
    description: [
      "Our ERP and HR Management solution runs the internal operations of banks, financial institutions and their staff: finance, procurement, fixed assets and human resources in one integrated system.",
      "On the finance side it covers budgets, expenses and vendor payments, procurement from requisition to purchase order and receipt, and a fixed-asset register with depreciation. Entries post to the general ledger so that internal costs are recorded once.",
      "The HR modules cover employee records, attendance and leave, payroll with statutory deductions, transfers and promotions, and performance appraisal, with employee self-service for payslips, leave requests and personal details.",
    ],
    features: [
      "Budgets, expenses and vendor payments",
      "Procurement from requisition to purchase order and receipt",
      "Fixed-asset register with depreciation",
      "Employee records, transfers and promotions",
      "Attendance, leave and shift management",
      "Payroll with statutory deductions",
      "Performance appraisal",
      "Employee self-service for payslips and leave",
    ],
  },
  "merchant-qr-code": {
    description: [
      "Merchant QR Code Payments lets a bank offer its merchants, from large retailers to small shops, a simple way to accept payments from any customer's mobile banking or wallet app. Merchants display a static QR code at the counter, or generate a dynamic QR code carrying the exact amount for each sale.",
      "The merchant knows at once that a payment has arrived: a soundbox announces it aloud, and a printed receipt is available for the customer. Merchants can also send a request to pay to a customer's app, and disputes and chargebacks are handled in a controlled workflow.",
      "Behind the scenes, the bank onboards merchants with their units, devices and users, sets limits and settlement accounts, and monitors transactions and settlement from one back office.",
    ],
    features: [
      "Static QR codes for counters and dynamic QR codes with the amount for each sale",
      "Soundbox alert announcing every payment received",
      "Printed receipt for the customer",
      "Request to pay sent to the customer's app",
      "Chargeback and dispute handling",
      "Onboarding of merchant units, devices and users",
      "Settlement and transaction monitoring for the bank",
    ],
    videoUrl: "/media/merchant-qr-demo.mp4",
    videoPoster: "/media/merchant-qr-demo-poster.webp",
  },
};

/** The texts of a solution; throws when it has none (validate.ts refuses that at build time). */
export function solutionText(solution: Pick<Solution, "key" | "name">): SolutionText {
  const text = solutionTexts[solution.key];
  if (!text)
    throw new Error(`solution-texts.ts has no texts for solution "${solution.key}" (${solution.name})`);
  return text;
}
