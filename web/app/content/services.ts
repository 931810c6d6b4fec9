// Services page (/service-page): the hero and seven bullet-list sections, in the spec's
// order and with its titles.
import type { ServicesPage } from "@site/contracts/content";
import { clientInSentence, requireProject } from "./projects";

const fis = requireProject("FIS");
const bips = requireProject("BIPS");
const bxbrl = requireProject("BXBRL");
const baml = requireProject("BAML");
const blrs = requireProject("BLRS");

export const servicesPage: ServicesPage = {
  hero: {
    intro: `{company} supports banks and financial institutions through the whole life of their systems, from implementation and migration to daily support, training, testing and audit. Since {partnerSince} we have been an implementation partner of a core-banking vendor.`,
  },
  sections: [
    {
      id: "our-services-for-you",
      title: "Our Services For You",
      intro: "Eight services, offered separately or as one managed engagement.",
      bullets: [
        "Application support: level 1 to 3 support of core-banking and surrounding systems under agreed service levels, with a 24x7 line for critical incidents.",
        "Report development: regulatory returns, MIS and operational reports built on your core-banking data and validated against the source.",
        "Customization: new products, workflows, screens and interfaces that fit the platform to your business without breaking upgrades.",
        "Maintenance: patches, version upgrades, performance tuning and housekeeping of databases and batch jobs.",
        "Migration: data migration from legacy systems with mapping, cleansing, mock runs and full reconciliation before cut-over.",
        "Training: role-based training for branch staff, operations, IT and trainers.",
        "Testing: functional, integration, regression and performance testing before every release.",
        "IT audit: independent review of access controls, change management, security and continuity of your banking systems.",
      ],
    },
    {
      id: "core-capabilities",
      title: "Core Capabilities",
      bullets: [
        `Core-banking implementation and parameterisation as an implementation partner of a core-banking vendor since {partnerSince}.`,
        "Payment systems: instant payments completing in about 10 seconds, merchant QR payments and interbank interfaces.",
        "Regulatory reporting in XBRL and regulator-specified formats, including risk-based supervision returns.",
        "Compliance: anti-money-laundering monitoring, credit bureau reporting and audit trails.",
        "Integration with web services, message queues, ISO 8583 and ISO 20022 messages and file interfaces.",
        "Business continuity: data replication, a centralised data repository and disaster-recovery drills.",
      ],
    },
    {
      id: "project-portfolio",
      title: "Project Portfolio",
      bullets: [
        `Finacle implementation support for ${fis.client}: ${fis.teamSize} people over ${fis.durationMonths} months, live on ${fis.live}.`,
        `Instant payment middleware for ${bips.client}, connected to the national instant-payment network, live on ${bips.live}.`,
        `XBRL regulatory reporting and the risk-based supervision report system for ${bxbrl.client}.`,
        `Anti-money-laundering implementation for ${clientInSentence(baml)}.`,
        `Loan reminder system for ${clientInSentence(blrs)}, live since ${blrs.live}.`,
      ],
    },
    {
      id: "complete-project-execution-flow",
      title: "Complete Project Execution Flow",
      intro: "Every project follows the same governed path, with a sign-off at each stage.",
      bullets: [
        "Discovery: workshops with business, operations, IT and compliance to record requirements and constraints.",
        "Solution design: functional and technical specifications, interface definitions and a test strategy, signed off before build.",
        "Build and configuration: development in short iterations, with code review and automated tests on every change.",
        "Data migration: mapping, cleansing and repeated mock migrations reconciled to the source.",
        "Testing: system and integration testing by our QA team, followed by user-acceptance testing with your staff.",
        "Training and go-live: role-based training, cut-over rehearsal, go-live support on site and a hypercare period.",
        "Support: handover to application support under an agreed service-level agreement.",
      ],
    },
    {
      id: "comprehensive-training-solutions",
      title: "Comprehensive Training Solutions",
      bullets: [
        "End-user training for branch and operations staff on daily transactions, end-of-day processing and exceptions.",
        "Administrator training on parameters, user roles, batch jobs and monitoring.",
        "Train-the-trainer programmes so your own trainers can onboard new staff.",
        "Training material tailored to your products: manuals, quick-reference guides and recorded sessions.",
        "Hands-on practice in a training environment loaded with realistic, masked data.",
        "Assessments after each module, with a report on who is ready for go-live.",
      ],
    },
    {
      id: "quality-assurance-services",
      title: "Quality Assurance Services",
      bullets: [
        "Test strategy and plans traced to every requirement.",
        "Functional and system integration testing across core banking, channels and interfaces.",
        "Regression suites, automated where the benefit is clear, run before every release and upgrade.",
        "Performance and volume testing of end-of-day batches and peak transaction loads.",
        "Support for user-acceptance testing: scenarios, test data and defect triage with your teams.",
        "Migration testing: balance, count and sample reconciliation between the legacy and the new system.",
      ],
    },
    {
      id: "our-audit-commitment",
      title: "Our Audit Commitment",
      bullets: [
        "Independent IT audits of banking systems, performed by staff who did not build or support the system under review.",
        "Review of user access, privileged accounts and segregation of duties.",
        "Review of change management, patching and release controls.",
        "Assessment of backup, business continuity and disaster-recovery arrangements, including drill results.",
        "Application security review against OWASP guidance.",
        "A written report that rates each finding by risk, recommends a remedy and is followed up until closure.",
      ],
    },
  ],
};

export type { ServicesPage, ServiceSection } from "@site/contracts/content";
