// Checks the whole site content against its schemas (@site/contracts/content), in one pass, and reports
// every problem with its path (e.g. `faq.items[3].answer: must have 2 to 5 sentences`).
//
// Runs at build time (scripts/validate-content.ts, the first step of `npm run build -w web`)
// and in content.test.ts. Only build scripts and tests import this module: the app imports
// the content modules, which are plain typed data, so zod and the schemas never reach the
// browser bundle.
//
// The checks themselves are @site/contracts/content's (siteContentProblems), which the
// server runs on what staff publish: each module's schema, and what spans modules (every
// solution, project, insight topic, policy and ovation has its long texts, ovations cite
// known projects, demos known solution pages). Here besides: every page of the route table
// (whose descriptions are not all content) has a title, heading and description by the
// same rules as content.

import {
  ContentError,
  contentIssues,
  pageListSchema,
  siteContentProblems,
  type ContentIssue,
  type SiteContent,
} from "@site/contracts/content";
import { prerenderedPages } from "../pages";
import { about } from "./about";
import { brochures } from "./brochures";
import { careersPage, contactPage } from "./contact";
import { demoPage, demos } from "./demos";
import { faq } from "./faq";
import { home } from "./home";
import { insightTopics } from "./insight-topics";
import { insightArticles, insightHub } from "./insights";
import { privacyNotice, terms } from "./legal";
import { ovationDocuments } from "./ovation-texts";
import { ovations } from "./ovations";
import { executives } from "./people";
import { policies } from "./policies";
import { policyTexts } from "./policy-texts";
import { projectTexts } from "./project-texts";
import { projects } from "./projects";
import { servicesPage } from "./services";
import { site } from "./site";
import { solutionTexts } from "./solution-texts";
import { solutions } from "./solutions";
import { timeline } from "./timeline";

export type { SiteContent };

/** The repository's content: what a new database is seeded with, and what the build renders. */
export const siteContent: SiteContent = {
  site,
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

/**
 * Every problem in `content` (the site's, unless a test passes a changed copy), and in the
 * route table's pages, whose titles and descriptions follow the same rules.
 */
export function contentProblems(content: SiteContent = siteContent): ContentIssue[] {
  return [...siteContentProblems(content), ...contentIssues(pageListSchema, prerenderedPages(), "pages")];
}

/**
 * Checks all the site content; throws one ContentError that lists every problem across
 * all modules, each with its path.
 */
export function validateContent(content: SiteContent = siteContent): void {
  const issues = contentProblems(content);
  if (issues.length > 0) throw new ContentError(issues);
}
