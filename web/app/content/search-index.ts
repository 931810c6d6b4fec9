// The site search's suggestions (spec "Site search"): a label and the route it opens,
// the projects', solutions', insights' and job openings' by their names as published. The renderer's
// document maker writes them from the content as SUGGESTIONS_PATH (the build, and the
// server again when staff publish a name); the search box fetches them when a visitor first
// uses it. Every target is a page of the route table (checked by search-index.test.ts).
// The last option searches the whole site (/search). No data here: this module is in the
// search box's chunk.

import type { InsightTopic, Opening, Project, Solution } from "@site/contracts/content";
import { pathTo } from "../route-paths";
import { searchPageUrl } from "../search/search-url";

/** Where the suggestions are served, as JSON (a list of SearchSuggestion). */
export const SUGGESTIONS_PATH = "/search-suggestions.json";

export interface SearchSuggestion {
  label: string;
  route: string;
}

/** The suggestions of the content's catalogues (its placeholders filled). */
export const suggestionsOf = ({
  projects,
  solutions,
  insightTopics,
  openings = [],
}: {
  projects: readonly Project[];
  solutions: readonly Solution[];
  insightTopics: readonly InsightTopic[];
  /** The job openings HR published, each suggested by its title. */
  openings?: readonly Opening[];
}): SearchSuggestion[] => [
  { label: "Home", route: pathTo("home") },
  { label: "Services", route: pathTo("services") },
  { label: "Contact", route: pathTo("contact") },
  ...projects
    .filter((p) => p.hasDetails)
    .map((p) => ({
      label: `${p.code}: ${p.name}`,
      route: pathTo("projectDetails", p.code),
    })),
  ...solutions.flatMap((s) =>
    s.detailsId === undefined ? [] : [{ label: s.name, route: pathTo("solutionDetails", s.detailsId) }],
  ),
  { label: "Solutions", route: pathTo("solutions") },
  { label: "Insights", route: pathTo("insights") },
  { label: "Careers", route: pathTo("careersAlias") },
  { label: "Promoters", route: pathTo("promoters") },
  { label: "Team", route: pathTo("team") },
  { label: "Gallery", route: pathTo("gallery") },
  { label: "Terms and Conditions", route: pathTo("terms") },
  { label: "Help and FAQs", route: pathTo("faq") },
  ...insightTopics.map((t) => ({ label: t.title, route: pathTo("insights", t.slug) })),
  ...openings.map((o) => ({ label: `Careers: ${o.title}`, route: pathTo("careers", o.id) })),
];

/** Suggestions show when the query is non-empty and a label contains it, ignoring case. */
export function matchSuggestions(query: string, index: readonly SearchSuggestion[]): SearchSuggestion[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [];
  return index.filter((s) => s.label.toLowerCase().includes(needle));
}

/** Submit navigates only when the trimmed query equals a label, ignoring case. */
export function exactMatch(query: string, index: readonly SearchSuggestion[]): SearchSuggestion | undefined {
  const needle = query.trim().toLowerCase();
  return index.find((s) => s.label.toLowerCase() === needle);
}

/**
 * The last option while the query is non-empty: the full-text results for it,
 * which also answers a submit that names no label.
 */
export function siteSearchOption(query: string): SearchSuggestion | undefined {
  const words = query.trim();
  if (words === "") return undefined;
  return { label: `Search the site for “${words}”`, route: searchPageUrl(words) };
}
