// The site's content as one value (SiteContent): each piece under the name the site's
// content modules give it, checked by its schema, and what spans pieces (every solution,
// project, insight topic, policy and ovation has its texts and no text is left without
// its owner; ovations cite known projects, demos known solution pages; no two items take
// one address, and none takes one the site keeps for itself: addresses.ts). The build checks
// the repository's content with it (web/app/content/validate.ts), the server every state
// that staff would publish.

import * as z from "zod/mini";
import { aboutSchema } from "./about.js";
import { addressProblems } from "./addresses.js";
import { contentIssues, type ContentIssue } from "./checker.js";
import { careersPageSchema, contactPageSchema } from "./contact.js";
import { demoListSchema } from "./demos.js";
import { brochureListSchema, ovationDocumentsSchema, ovationListSchema } from "./documents.js";
import { faqSchema } from "./faq.js";
import { pageIntroSchema } from "./fields.js";
import { homeSchema } from "./home.js";
import { insightArticlesSchema, insightHubSchema, insightTopicListSchema } from "./insights.js";
import { legalDocumentSchema, privacyNoticeSchema } from "./legal.js";
import { openingListSchema, openingTextsSchema } from "./openings.js";
import { menuLabelsSchema, pageTextsSchema } from "./pages.js";
import { personListSchema } from "./people.js";
import { policyListSchema, policyTextsSchema } from "./policies.js";
import { projectListSchema, projectTextsSchema } from "./projects.js";
import { servicesPageSchema } from "./services.js";
import { siteIdentitySchema } from "./site.js";
import { solutionListSchema, solutionTextsSchema } from "./solutions.js";
import { timelineSchema } from "./timeline.js";

/** Each piece of content and its schema; the key is the label its problems' paths start with. */
export const SITE_CONTENT_SCHEMAS = {
  site: siteIdentitySchema,
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
  openings: openingListSchema,
  openingTexts: openingTextsSchema,
  people: personListSchema,
  policies: policyListSchema,
  policyTexts: policyTextsSchema,
  projects: projectListSchema,
  projectTexts: projectTextsSchema,
  services: servicesPageSchema,
  solutions: solutionListSchema,
  solutionTexts: solutionTextsSchema,
  timeline: timelineSchema,
  pageTexts: pageTextsSchema,
  menus: menuLabelsSchema,
} as const;

export type SiteContentKey = keyof typeof SITE_CONTENT_SCHEMAS;

/** All the site's content, as its schemas read it. */
export type SiteContent = { [K in SiteContentKey]: z.input<(typeof SITE_CONTENT_SCHEMAS)[K]> };

export const SITE_CONTENT_KEYS = Object.keys(SITE_CONTENT_SCHEMAS) as SiteContentKey[];

/**
 * Every problem in `content`, each with its path (`faq.items[3].answer: ...`). A piece that
 * is absent is not checked, nor what spans it and another: the server checks the pieces a
 * database holds, the build all of them.
 */
export function siteContentProblems(content: Partial<SiteContent>): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const key of SITE_CONTENT_KEYS) {
    if (content[key] !== undefined)
      issues.push(...contentIssues(SITE_CONTENT_SCHEMAS[key] as z.ZodMiniType, content[key], key));
  }
  const { solutions, solutionTexts, projects, projectTexts, insightTopics, insightArticles } = content;
  const { policies, policyTexts, ovations, ovationDocuments, demos, openings, openingTexts } = content;
  if (openings && openingTexts)
    issues.push(
      ...pairs(
        "openingTexts",
        "opening",
        openings.map((o) => o.id),
        openingTexts,
      ),
    );
  if (solutions && solutionTexts)
    issues.push(
      ...pairs(
        "solutionTexts",
        "solution",
        solutions.map((s) => s.key),
        solutionTexts,
      ),
    );
  if (projects && projectTexts)
    issues.push(
      ...pairs(
        "projectTexts",
        "project",
        projects.map((p) => p.code),
        projectTexts,
      ),
    );
  if (insightTopics && insightArticles)
    issues.push(
      ...pairs(
        "insightArticles",
        "insight topic",
        insightTopics.map((t) => t.slug),
        insightArticles,
      ),
    );
  if (policies && policyTexts)
    issues.push(
      ...pairs(
        "policyTexts",
        "policy",
        policies.map((p) => p.id),
        policyTexts,
      ),
    );
  if (ovations && ovationDocuments)
    issues.push(
      ...pairs(
        "ovationDocuments",
        "ovation",
        ovations.map((o) => o.id),
        ovationDocuments,
      ),
    );
  if (ovations && projects) {
    const codes = new Set(projects.map((p) => p.code));
    ovations.forEach((o, i) => {
      if (!codes.has(o.projectCode))
        issues.push({
          path: `ovations[${i}].projectCode`,
          message: `no project with code "${o.projectCode}"`,
        });
    });
  }
  if (demos && solutions) {
    const pages = new Set(solutions.map((s) => s.page));
    demos.forEach((d, i) => {
      if (d.solutionPage !== undefined && !pages.has(d.solutionPage))
        issues.push({
          path: `demos[${i}].solutionPage`,
          message: `no solution with page "${d.solutionPage}"`,
        });
    });
  }
  issues.push(...addressProblems(content));
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
