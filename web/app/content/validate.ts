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
import { repositoryContent } from "./repository";

export type { SiteContent };

/** The repository's content: what a new database is seeded with, and what the build renders. */
export const siteContent: SiteContent = repositoryContent;

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
