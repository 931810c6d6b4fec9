// The site search's suggestions (spec "Site search"): a label and the route it opens.
// Every target is a page of the route table (checked by search-index.test.ts). The last
// option searches the whole site (/search).

import { insightTopics } from "./insight-topics";
import { projectsWithDetails } from "./projects";
import { solutionsWithDetails } from "./solutions";
import { pathTo } from "../route-paths";
import { searchPageUrl } from "../search/search-url";

export interface SearchSuggestion {
  label: string;
  route: string;
}

export const searchIndex: SearchSuggestion[] = [
  { label: "Home", route: pathTo("home") },
  { label: "Services", route: pathTo("services") },
  { label: "Contact", route: pathTo("contact") },
  ...projectsWithDetails.map((p) => ({
    label: `${p.code}: ${p.name}`,
    route: pathTo("projectDetails", p.code),
  })),
  ...solutionsWithDetails.map((s) => ({ label: s.name, route: pathTo("solutionDetails", s.detailsId) })),
  { label: "Solutions", route: pathTo("solutions") },
  { label: "Insights", route: pathTo("insights") },
  { label: "Careers", route: pathTo("careersAlias") },
  { label: "Promoters", route: pathTo("promoters") },
  { label: "Team", route: pathTo("team") },
  { label: "Gallery", route: pathTo("gallery") },
  { label: "Terms and Conditions", route: pathTo("terms") },
  { label: "Help and FAQs", route: pathTo("faq") },
  ...insightTopics.map((t) => ({ label: t.title, route: pathTo("insights", t.slug) })),
];

/** Suggestions show when the query is non-empty and a label contains it, ignoring case. */
export function matchSuggestions(
  query: string,
  index: readonly SearchSuggestion[] = searchIndex,
): SearchSuggestion[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [];
  return index.filter((s) => s.label.toLowerCase().includes(needle));
}

/** Submit navigates only when the trimmed query equals a label, ignoring case. */
export function exactMatch(
  query: string,
  index: readonly SearchSuggestion[] = searchIndex,
): SearchSuggestion | undefined {
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
