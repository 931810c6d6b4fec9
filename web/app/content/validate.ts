// Checks the whole site content against the schemas of schema.ts, in one pass, and reports
// every problem with its path (e.g. `faq.items[3].answer: must have 2 to 5 sentences`).
//
// Runs at build time (scripts/validate-content.ts, the first step of `npm run build -w web`)
// and in content.test.ts. Only build scripts and tests import this module: the app imports
// the content modules, which are plain typed data, so zod and the schemas never reach the
// browser bundle.
//
// Besides each module's schema, it checks what spans modules: every solution, project and
// insight topic has its long texts (and no texts are left without an owner), ovations cite
// known projects, demos known solution pages.

import type * as z from "zod/mini";
import { about } from "./about";
import { brochures } from "./brochures";
import { careersPage, contactPage } from "./contact";
import { demoPage, demos } from "./demos";
import { faq } from "./faq";
import { insightTopics } from "./insight-topics";
import { insightArticles, insightHub } from "./insights";
import { privacyNotice, terms } from "./legal";
import { ovations } from "./ovations";
import { executives } from "./people";
import { policies } from "./policies";
import { projectTexts } from "./project-texts";
import { projects } from "./projects";
import {
  aboutSchema,
  brochureListSchema,
  careersPageSchema,
  ContentError,
  contactPageSchema,
  contentIssues,
  demoListSchema,
  faqSchema,
  insightArticlesSchema,
  insightHubSchema,
  insightTopicListSchema,
  legalDocumentSchema,
  ovationListSchema,
  pageIntroSchema,
  personListSchema,
  policyListSchema,
  privacyNoticeSchema,
  projectListSchema,
  projectTextsSchema,
  servicesPageSchema,
  solutionListSchema,
  solutionTextsSchema,
  timelineSchema,
  type ContentIssue,
} from "./schema";
import { servicesPage } from "./services";
import { solutionTexts } from "./solution-texts";
import { solutions } from "./solutions";
import { timeline } from "./timeline";

/** Each piece of content and its schema; the key is the label its paths start with. */
const schemas = {
  about: aboutSchema,
  brochures: brochureListSchema,
  contactPage: contactPageSchema,
  careersPage: careersPageSchema,
  demoPage: pageIntroSchema,
  demos: demoListSchema,
  faq: faqSchema,
  insightHub: insightHubSchema,
  insightTopics: insightTopicListSchema,
  insightArticles: insightArticlesSchema,
  terms: legalDocumentSchema,
  privacyNotice: privacyNoticeSchema,
  ovations: ovationListSchema,
  people: personListSchema,
  policies: policyListSchema,
  projects: projectListSchema,
  projectTexts: projectTextsSchema,
  services: servicesPageSchema,
  solutions: solutionListSchema,
  solutionTexts: solutionTextsSchema,
  timeline: timelineSchema,
};

/** All the site content, as the schemas read it (TypeScript checks each module's type against its schema). */
export type SiteContent = { [K in keyof typeof schemas]: z.input<(typeof schemas)[K]> };

export const siteContent: SiteContent = {
  about,
  brochures,
  contactPage,
  careersPage,
  demoPage,
  demos,
  faq,
  insightHub,
  insightTopics,
  insightArticles,
  terms,
  privacyNotice,
  ovations,
  people: executives,
  policies,
  projects,
  projectTexts,
  services: servicesPage,
  solutions,
  solutionTexts,
  timeline,
};

/** Every problem in `content` (the site's, unless a test passes a changed copy). */
export function contentProblems(content: SiteContent = siteContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const label of Object.keys(schemas) as (keyof typeof schemas)[]) {
    issues.push(...contentIssues(schemas[label] as z.ZodMiniType, content[label], label));
  }
  issues.push(
    ...pairs("solutionTexts", "solution", content.solutions.map((s) => s.key), content.solutionTexts),
    ...pairs("projectTexts", "project", content.projects.map((p) => p.code), content.projectTexts),
    ...pairs("insightArticles", "insight topic", content.insightTopics.map((t) => t.slug), content.insightArticles),
  );
  const codes = new Set(content.projects.map((p) => p.code));
  content.ovations.forEach((o, i) => {
    if (!codes.has(o.projectCode)) issues.push({ path: `ovations[${i}].projectCode`, message: `no project with code "${o.projectCode}" in projects.ts` });
  });
  const pages = new Set(content.solutions.map((s) => s.page));
  content.demos.forEach((d, i) => {
    if (d.solutionPage !== undefined && !pages.has(d.solutionPage)) {
      issues.push({ path: `demos[${i}].solutionPage`, message: `no solution with page "${d.solutionPage}" in solutions.ts` });
    }
  });
  return issues;
}

/** Each owner (solution, project, topic) has an entry in `record`, and each entry an owner. */
function pairs(label: string, owner: string, keys: readonly string[], record: Record<string, unknown>): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const known = new Set(keys);
  for (const key of keys) {
    if (!Object.hasOwn(record, key)) issues.push({ path: `${label}.${key}`, message: `is missing: every ${owner} needs its texts` });
  }
  for (const key of Object.keys(record)) {
    if (!known.has(key)) issues.push({ path: `${label}.${key}`, message: `belongs to no ${owner} (unknown key)` });
  }
  return issues;
}

/**
 * Checks all the site content; throws one ContentError that lists every problem across
 * all modules, each with its path.
 */
export function validateContent(content: SiteContent = siteContent): void {
  const issues = contentProblems(content);
  if (issues.length > 0) throw new ContentError(issues);
}
