// About Us (/about): the hero, six numbered sections in the spec's order (company, domain
// expertise, expertise, what makes us stand out, commitment, get in touch), the company's
// mantras and its coding practices.
import type { About } from "@site/contracts/content";
import { site } from "./site";
import { pathTo } from "../route-paths";

function stat(label: string): string {
  const found = site.stats.find((s) => s.label === label);
  if (!found) throw new Error(`about.ts: site.stats has no "${label}"`);
  return found.value;
}
const projectsDone = stat("Projects");
const countries = stat("Countries");

export const about: About = {
  hero: {
    lede: `{company} is a banking-software and IT services company based in Salem, India. Since {foundingYear} we have implemented, customised, migrated and supported the systems that banks and financial institutions run on.`,
  },
  sections: [
    {
      number: 1,
      id: "company",
      heading: "Our Company",
      body: [
        `{company} was founded in {foundingYear} in a small office in Ammapet, Salem, by people who had spent their careers inside banking technology projects. We saw banks buy capable core-banking platforms and then struggle to make them fit their products, their reports and their regulators. We set out to close that gap.`,
        `Our work spans ${projectsDone} projects in ${countries} countries, for clients that range from large commercial banks to mutual aid associations and co-operative institutions. Since {partnerSince} we have been an implementation partner of a core-banking vendor, and we build our own products for payments, reporting, reconciliation, compliance and branch automation.`,
        "Our services cover the whole life of a banking system: application support, report development, customization, maintenance, migration, training, testing and IT audit.",
      ],
    },
    {
      number: 2,
      id: "domain-expertise",
      heading: "Domain Expertise",
      body: [
        "Our consultants understand how a bank actually works, not only how its software is configured. That shortens every requirement discussion and prevents the costly misunderstandings that surface only at go-live.",
        {
          list: [
            "Core banking: customer and account opening, deposits, loans, interest and charges, end-of-day and end-of-year processing.",
            "Payments: instant payments over national networks, merchant QR payments, interbank settlement and reconciliation.",
            "Regulatory reporting: XBRL returns, risk-based supervision reports and credit bureau submissions.",
            "Risk and compliance: anti-money laundering, sanctions screening, audit management and collateral management.",
            "Branch and digital channels: self-service terminals, digital queuing, mobile banking and e-wallets.",
            "Beyond banking: hospital management for healthcare providers, and ERP and HR management.",
          ],
        },
      ],
    },
    {
      number: 3,
      id: "expertise",
      heading: "Technical Expertise",
      body: [
        "We deliver on the platforms banks already run and integrate them with the systems around them.",
        {
          list: [
            "Core-banking implementation, parameterisation, customisation and upgrades, including Finacle implementation support.",
            "Integration through REST and SOAP web services, message queues, ISO 8583 and ISO 20022 payment messages, and file interfaces.",
            "Databases and reporting: Oracle, Microsoft SQL Server and PostgreSQL; regulatory and MIS reports built directly on core-banking data.",
            "Application development in Java and .NET for web, mobile and kiosk channels.",
            "Data migration from legacy systems with field-level mapping, cleansing and reconciliation.",
            "Infrastructure for continuity: replication, backup, disaster-recovery drills and monitoring.",
          ],
        },
      ],
    },
    {
      number: 4,
      id: "what-makes-us-stand-out",
      heading: "What Makes Us Stand Out",
      body: [
        {
          list: [
            "Bankers and engineers in one team: our analysts speak the language of your operations, audit and compliance staff.",
            "We stay after go-live: the team that implements your system is the team that supports it.",
            "Delivery on live systems: Finacle implementation support for BANK ONE, Mauritius went live on 05-11-2018, and the instant payment middleware for Bank of Baroda went live on 18-06-2021.",
            "Regulation-ready by design: reports and interfaces are validated against the regulator's rules before the first filing.",
            "Reconciled migrations: every account, balance and limit is proven against the source before cut-over.",
            "A 24x7 support desk with agreed response times and named escalation contacts.",
          ],
        },
      ],
    },
    {
      number: 5,
      id: "commitment",
      heading: "Our Commitment",
      body: [
        "Banks trust us with systems that hold their customers' money and data. We treat that trust as the first requirement of every engagement.",
        {
          list: [
            "Confidentiality: client data stays in the client's environment; our staff sign confidentiality undertakings and work with masked data wherever possible.",
            "Security: we follow secure-coding practices, least-privilege access and documented change control on every project.",
            "Transparency: fixed scope, clear milestones and status reports that show risks early rather than late.",
            "Continuity: documentation and knowledge transfer so your own team can operate what we build.",
          ],
        },
      ],
    },
    {
      number: 6,
      id: "get-in-touch",
      heading: "Get In Touch",
      body: [
        `Tell us about the system you run, the project you are planning or the problem you need solved. Write to {email} or call {phone}; our support line is staffed 24x7.`,
        `Our office: {legalName}, {address}.`,
      ],
      links: [
        { label: "{email}", href: "mailto:{email}" },
        { label: "{phone}", href: "tel:{dial}" },
        { label: "Contact form", href: pathTo("contact") },
      ],
    },
  ],
  mantras: {
    heading: "Our Mantras",
    intro: "Five short rules that every project team at the company works by.",
    items: [
      {
        title: "Understand the bank first",
        text: "We learn the product, the process and the regulation before we write a line of code.",
      },
      {
        title: "Go-live is the beginning",
        text: "A system is successful when it runs reliably for years, not when the project closes.",
      },
      {
        title: "Reconcile everything",
        text: "Every migrated balance, every report figure and every settlement is proven against its source.",
      },
      {
        title: "Say it, then do it",
        text: "We commit to dates and scope we can keep, and we report problems the day we find them.",
      },
      {
        title: "Security is not a phase",
        text: "Protection of customer data is designed in from the first requirement, not tested in at the end.",
      },
    ],
  },
  codingPractices: {
    heading: "Our Coding Practices",
    intro:
      "Banking software must be correct, secure and maintainable by people other than its authors. These practices apply to every project, whoever the client is.",
    items: [
      {
        title: "Code review",
        text: "Every change is reviewed by a second engineer before it is merged. Reviews check correctness, security and readability, not only style.",
      },
      {
        title: "Automated tests",
        text: "Business rules, calculations and interfaces are covered by automated unit and integration tests that run on every change. Regression suites run before every release.",
      },
      {
        title: "Secure coding per OWASP",
        text: "We design and review against the OWASP Top 10 and the OWASP Application Security Verification Standard. Inputs are validated, queries are parameterised and secrets never live in source code.",
      },
      {
        title: "Version control",
        text: "All source code, configuration and database scripts are kept in Git with protected main branches. Every release is tagged, so any version can be rebuilt and audited.",
      },
      {
        title: "Documentation",
        text: "Each delivery includes design notes, interface specifications, deployment steps and an operations runbook. Documentation is updated in the same change as the code it describes.",
      },
      {
        title: "Static analysis and dependency checks",
        text: "Automated scanners check code quality and known vulnerabilities in third-party libraries on every build. Findings above an agreed severity block the release.",
      },
      {
        title: "Controlled releases",
        text: "Changes move through development, test and user-acceptance environments before production, with a maker-checker approval and a tested rollback plan.",
      },
      {
        title: "Masked test data",
        text: "Production customer data is never copied into development or test environments without masking. Access to production is logged and limited to named support staff.",
      },
    ],
  },
};

export type { About, AboutSection } from "@site/contracts/content";
