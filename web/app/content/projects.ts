// Project case studies. Facts (client, team, period, dates) are the spec's "Project facts".
// Checked against projectListSchema (contracts/src/content/projects.ts) by validate.ts, at build time and in tests.
// `hasDetails`: the project has a /project-details/{code} page (spec: FIS, BXBRL, BIPS,
// BAML, BRBS); every project has its case-study page at /{code}.
// Only the facts live here (the route table, which every page loads, reads them); the
// case-study texts are in project-texts.ts, by code.

import type { Project } from "@site/contracts/content";

export type { Project } from "@site/contracts/content";

export const projects: Project[] = [
  {
    code: "FIS",
    name: "Finacle Implementation Support",
    client: "BANK ONE, Mauritius",
    teamSize: 18,
    durationMonths: 21,
    start: "01-09-2017",
    end: "30-05-2019",
    live: "05-11-2018",
    summary:
      "Core-banking implementation support for BANK ONE, Mauritius: migration, customisation, testing and go-live of Finacle.",
    hasDetails: true,
  },
  {
    code: "BXBRL",
    name: "XBRL Regulatory Reporting",
    client: "Bank of Baroda",
    teamSize: 5,
    durationMonths: 4,
    start: "29-08-2019",
    end: "24-12-2019",
    summary:
      "Regulatory returns in XBRL generated from core-banking data for Bank of Baroda, validated before every filing.",
    hasDetails: true,
  },
  {
    code: "BIPS",
    name: "Instant Payment Middleware",
    client: "Bank of Baroda",
    teamSize: 5,
    durationMonths: 8,
    start: "18-12-2019",
    end: "31-07-2021",
    live: "18-06-2021",
    summary:
      "Instant payment middleware for Bank of Baroda, connecting core banking to the national instant-payment network.",
    hasDetails: true,
  },
  {
    code: "BAML",
    name: "Anti-Money Laundering Implementation",
    client: "A Mauritius mutual aid association",
    teamSize: 5,
    durationMonths: 8,
    start: "10-02-2020",
    end: "30-09-2020",
    summary:
      "Anti-money-laundering monitoring and reporting implemented for a mutual aid association in Mauritius.",
    hasDetails: true,
  },
  {
    code: "BRBS",
    name: "RBS Regulatory Report System",
    client: "Bank of Baroda",
    teamSize: 10,
    durationMonths: 8,
    start: "01-01-2020",
    end: "31-07-2021",
    summary:
      "Risk-based supervision regulatory reports for Bank of Baroda, produced and reconciled from core-banking data.",
    hasDetails: true,
  },
  {
    code: "BLRS",
    name: "Loan Reminder System",
    client: "A civil-service mutual aid association",
    teamSize: 3,
    durationMonths: 3,
    start: "01-01-2019",
    end: "31-03-2019",
    live: "March 2019",
    summary:
      "Automated loan instalment reminders for a civil-service mutual aid association, live since March 2019.",
    hasDetails: false,
  },
];

export const projectsWithDetails = projects.filter((p) => p.hasDetails);

/** The project with this code, in any case, in `list`: the repository's unless given (the published). */
export function projectByCode(code: string, list: readonly Project[] = projects): Project | undefined {
  return list.find((p) => p.code.toLowerCase() === code.toLowerCase());
}

/** The project with this code; throws when there is none (for content that cites a project). */
export function requireProject(code: string, list: readonly Project[] = projects): Project {
  const project = projectByCode(code, list);
  if (!project) throw new Error(`No project with code ${code} in the content`);
  return project;
}

/** The client as it reads inside a sentence: "A Mauritius ..." becomes "a Mauritius ...". */
export function clientInSentence(project: Project): string {
  return /^An? /.test(project.client) ? `a${project.client.slice(1)}` : project.client;
}

/**
 * The Projects list (spec): five cards in this order, each titled as the spec names it;
 * a case study staff add comes after them, under its name (projectsInListOrder).
 */
export const projectListOrder = [
  { code: "BXBRL", cardTitle: "XBRL Regulatory Report" },
  { code: "BRBS", cardTitle: "RBS Regulatory Report" },
  { code: "BLRS", cardTitle: "Loan Reminders" },
  { code: "FIS", cardTitle: "Finacle Implementation Support" },
  { code: "BAML", cardTitle: "Anti-Money-Laundering Implementation" },
] as const;

/** The spec's case studies its Projects list leaves out (BIPS is reached from its ovation). */
const PROJECTS_OFF_THE_LIST = ["BIPS"];

/**
 * The cards of the Projects list for `list` (the published projects): the spec's five in
 * their order and under their titles, those of them still published, then every other
 * project in the content's order, under its name.
 */
export function projectsInListOrder(list: readonly Project[]): { project: Project; cardTitle: string }[] {
  const spec = new Set<string>([...projectListOrder.map(({ code }) => code), ...PROJECTS_OFF_THE_LIST]);
  const ordered = projectListOrder.flatMap(({ code, cardTitle }) => {
    const project = projectByCode(code, list);
    return project === undefined ? [] : [{ project, cardTitle }];
  });
  const added = list
    .filter((project) => !spec.has(project.code))
    .map((project) => ({ project, cardTitle: project.name }));
  return [...ordered, ...added];
}
