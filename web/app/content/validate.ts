// Checks the whole site content against its schemas (@site/contracts/content), in one pass, and reports
// every problem with its path (e.g. `faq.items[3].answer: must have 2 to 5 sentences`).
//
// Runs at build time (scripts/validate-content.ts, the first step of `npm run build -w web`)
// and in content.test.ts. Only build scripts and tests import this module: the app imports
// the content modules, which are plain typed data, so zod and the schemas never reach the
// browser bundle.
//
// Besides each module's schema, it checks what spans modules: every solution, project and
// insight topic, policy and ovation has its long texts (and no texts are left without an
// owner), ovations cite known projects, demos known solution pages, and every page of the
// route table (whose descriptions are not all content) has a title, heading and description
// by the same rules as content.

import type * as z from "zod/mini";
import { about } from "./about";
import { brochures } from "./brochures";
import { careersPage, contactPage } from "./contact";
import { demoPage, demos } from "./demos";
import { faq } from "./faq";
import { home } from "./home";
import { insightTopics } from "./insight-topics";
import { insightArticles, insightHub } from "./insights";
import { privacyNotice, terms } from "./legal";
import { prerenderedPages } from "../pages";
import { ovationDocuments } from "./ovation-texts";
import { ovations } from "./ovations";
import { executives } from "./people";
import { policies } from "./policies";
import { policyTexts } from "./policy-texts";
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
  homeSchema,
  insightArticlesSchema,
  insightHubSchema,
  insightTopicListSchema,
  legalDocumentSchema,
  ovationDocumentsSchema,
  ovationListSchema,
  pageIntroSchema,
  pageListSchema,
  personListSchema,
  policyListSchema,
  policyTextsSchema,
  privacyNoticeSchema,
  projectListSchema,
  projectTextsSchema,
  servicesPageSchema,
  solutionListSchema,
  solutionTextsSchema,
  timelineSchema,
  type ContentIssue,
} from "@site/contracts/content";
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
  home: homeSchema,
  insightHub: insightHubSchema,
  insightTopics: insightTopicListSchema,
  insightArticles: insightArticlesSchema,
  terms: legalDocumentSchema,
  privacyNotice: privacyNoticeSchema,
  ovations: ovationListSchema,
  ovationDocuments: ovationDocumentsSchema,
  pages: pageListSchema,
  people: personListSchema,
  policies: policyListSchema,
  policyTexts: policyTextsSchema,
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
  home,
  insightHub,
  insightTopics,
  insightArticles,
  terms,
  privacyNotice,
  ovations,
  ovationDocuments,
  pages: prerenderedPages(),
  people: executives,
  policies,
  policyTexts,
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
    ...pairs(
      "solutionTexts",
      "solution",
      content.solutions.map((s) => s.key),
      content.solutionTexts,
    ),
    ...pairs(
      "projectTexts",
      "project",
      content.projects.map((p) => p.code),
      content.projectTexts,
    ),
    ...pairs(
      "insightArticles",
      "insight topic",
      content.insightTopics.map((t) => t.slug),
      content.insightArticles,
    ),
    ...pairs(
      "policyTexts",
      "policy",
      content.policies.map((p) => p.id),
      content.policyTexts,
    ),
    ...pairs(
      "ovationDocuments",
      "ovation",
      content.ovations.map((o) => o.id),
      content.ovationDocuments,
    ),
  );
  const codes = new Set(content.projects.map((p) => p.code));
  content.ovations.forEach((o, i) => {
    if (!codes.has(o.projectCode))
      issues.push({
        path: `ovations[${i}].projectCode`,
        message: `no project with code "${o.projectCode}" in projects.ts`,
      });
  });
  const pages = new Set(content.solutions.map((s) => s.page));
  content.demos.forEach((d, i) => {
    if (d.solutionPage !== undefined && !pages.has(d.solutionPage)) {
      issues.push({
        path: `demos[${i}].solutionPage`,
        message: `no solution with page "${d.solutionPage}" in solutions.ts`,
      });
    }
  });
  return issues;
}

/** Each owner (solution, project, topic, policy, ovation) has an entry in `record`, and each entry an owner. */
function pairs(
  label: string,
  owner: string,
  keys: readonly string[],
  record: Record<string, unknown>,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const known = new Set(keys);
  for (const key of keys) {
    if (!Object.hasOwn(record, key))
      issues.push({ path: `${label}.${key}`, message: `is missing: every ${owner} needs its texts` });
  }
  for (const key of Object.keys(record)) {
    if (!known.has(key))
      issues.push({ path: `${label}.${key}`, message: `belongs to no ${owner} (unknown key)` });
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
