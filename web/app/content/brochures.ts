// Brochures (/brochure): eight downloadable PDFs that open in a new tab. `document` is the
// PDF's content; a script generates the PDFs from it.
import type { Brochure } from "@site/contracts/content";
import { site } from "./site";

const stats = site.stats.map((s) => `${s.value} ${s.label.toLowerCase()}`).join(", ");

export const brochures: Brochure[] = [
  {
    id: "company-profile",
    title: "Company Profile",
    summary: `Who we are, what we do for banks and financial institutions, and the projects we have delivered since {foundingYear}.`,
    pdf: "/media/docs/brochure-company-profile.pdf",
    document: {
      title: `{company}: Company Profile`,
      tagline: "{tagline}",
      sections: [
        {
          heading: "Who We Are",
          body: [
            `{company} is a banking-software and IT services company founded in {foundingYear} in Salem, India. We implement, customise, migrate and support the systems banks and financial institutions run on, and we build our own products for payments, reporting, reconciliation, compliance and branch automation. Since {partnerSince} we have been an implementation partner of a core-banking vendor.`,
            `In numbers: ${stats}.`,
          ],
        },
        {
          heading: "What We Do",
          body: [
            {
              list: [
                "Services: application support, report development, customization, maintenance, migration, training, testing and IT audit.",
                "Payments: instant payments, merchant QR code payments and reconciliation.",
                "Compliance: XBRL and risk-based supervision reporting, anti-money laundering, credit profile reporting and audit management.",
                "Lending and collateral: loan origination and collateral management.",
                "Channels: self-service terminals, digital queuing, mobile banking and e-wallets.",
                "Continuity and operations: centralised data repository, document management, ERP and HR management.",
              ],
            },
          ],
        },
        {
          heading: "Selected Projects",
          body: [
            {
              list: [
                "Finacle implementation support for BANK ONE, Mauritius.",
                "Instant payment middleware, XBRL regulatory reporting and a risk-based supervision report system for Bank of Baroda.",
                "Anti-money-laundering implementation for a mutual aid association in Mauritius.",
                "Loan reminder system for a civil-service mutual aid association.",
              ],
            },
          ],
        },
        {
          heading: "Contact",
          body: [`{legalName}, {address}. E-mail {email}, telephone {phone} (24x7 support).`],
        },
      ],
    },
  },
  {
    id: "customer-self-service-terminal",
    title: "Customer Self-Service Terminal",
    summary:
      "Branch kiosks for passbook printing, statements, deposits and service requests, integrated with core banking in real time.",
    pdf: "/media/docs/brochure-customer-self-service-terminal.pdf",
    document: {
      title: "Customer Self-Service Terminal",
      tagline: "Routine banking without the queue, at the branch and beyond.",
      sections: [
        {
          heading: "Overview",
          body: [
            "Our self-service terminals let customers print passbooks and statements, check balances, deposit cheques and cash on supported hardware, and request cheque books and cards, without waiting at a counter. Branch staff are freed for the work that needs a person.",
          ],
        },
        {
          heading: "Key Features",
          body: [
            {
              list: [
                "Real-time integration with core banking.",
                "Card and PIN, one-time password or biometric authentication.",
                "Multilingual customer interface.",
                "Central monitoring of device health, paper and cash levels.",
                "Electronic journal of every transaction for reconciliation and disputes.",
              ],
            },
          ],
        },
        {
          heading: "Deployment",
          body: [
            "We work with the bank's chosen kiosk hardware, install and configure the software, integrate it with core banking and train branch staff. Application support and maintenance continue after go-live.",
          ],
        },
      ],
    },
  },
  {
    id: "scheduling-and-digital-queuing",
    title: "Scheduling and Digital Queuing",
    summary:
      "Appointment booking and digital queue management that shorten branch waiting times and show managers where the queues form.",
    pdf: "/media/docs/brochure-scheduling-and-digital-queuing.pdf",
    document: {
      title: "Scheduling and Digital Queuing",
      tagline: "The right customer at the right counter at the right time.",
      sections: [
        {
          heading: "Overview",
          body: [
            "Customers book a branch appointment online or take a digital token on arrival, at a kiosk or by scanning a QR code. They are called to the right counter by display and SMS, and can wait wherever they like instead of standing in line.",
          ],
        },
        {
          heading: "Key Features",
          body: [
            {
              list: [
                "Online appointment booking by service and branch.",
                "Digital tokens from a kiosk, a QR code or the branch staff.",
                "Routing by service type, with priority for senior citizens and appointments.",
                "Counter displays, announcements and SMS calls.",
                "Live dashboards of waiting and service times for branch managers.",
              ],
            },
          ],
        },
        {
          heading: "Benefits",
          body: [
            "Shorter and predictable waits for customers, balanced workloads for staff, and reports that show which services and hours need more counters.",
          ],
        },
      ],
    },
  },
  {
    id: "document-management",
    title: "Document Management",
    summary:
      "Secure capture, indexing, retrieval and retention of banking documents, from account opening forms to loan files.",
    pdf: "/media/docs/brochure-document-management.pdf",
    document: {
      title: "Document Management",
      tagline: "Every document found in seconds, and kept exactly as long as it must be.",
      sections: [
        {
          heading: "Overview",
          body: [
            "Our document management system captures account opening forms, identity documents, loan files, collateral papers and correspondence by scanning or upload, indexes them against the customer and account, and makes them available to authorised staff at any branch.",
          ],
        },
        {
          heading: "Key Features",
          body: [
            {
              list: [
                "Scanning and upload with indexing by customer, account and document type.",
                "Search and retrieval from any branch, within each user's permissions.",
                "Version control and maker-checker approval of documents.",
                "Retention schedules and controlled disposal.",
                "Audit trail of every view, download and change.",
                "Integration with core banking, loan origination and account opening.",
              ],
            },
          ],
        },
        {
          heading: "Benefits",
          body: [
            "Less paper to store and move between branches, faster service, and documents ready for auditors and inspectors when they ask.",
          ],
        },
      ],
    },
  },
  {
    id: "reconciliation",
    title: "Reconciliation",
    summary:
      "A configurable rule engine for automated, manual and semi-automatic matching of bank records, with a complete audit trail.",
    pdf: "/media/docs/brochure-reconciliation.pdf",
    document: {
      title: "Reconciliation",
      tagline: "Every item matched, every exception explained.",
      sections: [
        {
          heading: "Overview",
          body: [
            "Our reconciliation solution matches the bank's records against nostro statements, ATM and card switch files, payment network reports, merchant settlements and internal suspense and clearing accounts.",
          ],
        },
        {
          heading: "Key Features",
          body: [
            {
              list: [
                "Configurable rule engine: match on amount, date, reference or any combination, with tolerances.",
                "Automated matching for the bulk of items.",
                "Semi-automatic matching that proposes likely pairs for confirmation.",
                "Manual matching with reasons and maker-checker approval.",
                "Ageing and assignment of unmatched items.",
                "Complete audit trail of every match and adjustment.",
              ],
            },
          ],
        },
        {
          heading: "Benefits",
          body: [
            "Reconciliations that once took days close the same morning, outstanding items are visible by age and value, and auditors can see who matched what and why.",
          ],
        },
      ],
    },
  },
  {
    id: "mobile-banking",
    title: "Mobile Banking",
    summary:
      "A secure mobile banking app for retail customers: accounts, transfers, instant payments, bill payments and service requests.",
    pdf: "/media/docs/brochure-mobile-banking.pdf",
    document: {
      title: "Mobile Banking",
      tagline: "The branch in the customer's pocket, secured end to end.",
      sections: [
        {
          heading: "Overview",
          body: [
            "Our mobile banking app gives a bank's customers their accounts, transfers and services on Android and iOS, under the bank's own brand, connected directly to core banking.",
          ],
        },
        {
          heading: "Key Features",
          body: [
            {
              list: [
                "Balances, statements and transaction history.",
                "Transfers between own accounts, to other customers and to other banks, including instant payments.",
                "Bill payments and QR code payments.",
                "Service requests: cheque books, card blocking, stop payments.",
                "Push and SMS notifications.",
              ],
            },
          ],
        },
        {
          heading: "Security",
          body: [
            "Device binding, PIN and biometric login, one-time passwords for sensitive actions, encrypted communication, session time-outs and transaction limits set by the bank. The app is developed and reviewed against OWASP mobile security guidance.",
          ],
        },
      ],
    },
  },
  {
    id: "mobile-solutions",
    title: "Mobile Solutions",
    summary:
      "Mobile apps for bank staff and field agents: doorstep banking, collections, loan sourcing and inspections, online or offline.",
    pdf: "/media/docs/brochure-mobile-solutions.pdf",
    document: {
      title: "Mobile Solutions",
      tagline: "Banking processes that go where customers are.",
      sections: [
        {
          heading: "Overview",
          body: [
            "Beyond customer apps, we build mobile applications for a bank's own staff and agents: field officers, collection agents, relationship managers and inspectors who work away from the branch.",
          ],
        },
        {
          heading: "What They Do",
          body: [
            {
              list: [
                "Doorstep account opening with document and photo capture.",
                "Loan sourcing and pre-screening in the field.",
                "Collections with instant receipts by SMS.",
                "Collateral inspections with geotagged photographs.",
                "Offline working with secure synchronisation when a connection returns.",
              ],
            },
          ],
        },
        {
          heading: "Integration and Control",
          body: [
            "Every app connects to core banking and the bank's other systems through secure interfaces, and every action is recorded with the user, time and location for supervision and audit.",
          ],
        },
      ],
    },
  },
  {
    id: "e-wallet-solution",
    title: "E-Wallet Solution",
    summary:
      "A bank-grade e-wallet for payments, transfers, top-ups and merchant QR purchases, with KYC tiers, limits and monitoring.",
    pdf: "/media/docs/brochure-e-wallet-solution.pdf",
    document: {
      title: "E-Wallet Solution",
      tagline: "Fast everyday payments for customers, with the controls a regulated institution needs.",
      sections: [
        {
          heading: "Overview",
          body: [
            "Our e-wallet lets customers hold a balance on their phone and use it to pay merchants, send money to friends and pay bills, topped up from a bank account, a card or at an agent.",
          ],
        },
        {
          heading: "Key Features",
          body: [
            {
              list: [
                "Wallet-to-wallet transfers and transfers to bank accounts.",
                "Merchant payments by static and dynamic QR code.",
                "Top-up from bank accounts, cards and agents.",
                "Bill payments and mobile recharges.",
                "Know-your-customer tiers with balance and transaction limits for each tier.",
              ],
            },
          ],
        },
        {
          heading: "Control and Compliance",
          body: [
            "Transaction monitoring and anti-money-laundering checks, daily reconciliation of wallet balances with the pooled bank account, and an administration console for customer service, limits, fees and reports.",
          ],
        },
      ],
    },
  },
];

export type { Brochure } from "@site/contracts/content";
