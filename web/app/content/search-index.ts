// The site search's suggestions (spec "Site search"): a label and the route it opens.
// Every target is a page of the route table (checked by search-index.test.ts).

import { insightTopics } from "./insight-topics";
import { projectsWithDetails } from "./projects";
import { solutionsWithDetails } from "./solutions";

export interface SearchSuggestion {
  label: string;
  route: string;
}

export const searchIndex: SearchSuggestion[] = [
  { label: "Home", route: "/home" },
  { label: "Services", route: "/service-page" },
  { label: "Contact", route: "/contact" },
  ...projectsWithDetails.map((p) => ({ label: `${p.code}: ${p.name}`, route: `/project-details/${p.code}` })),
  ...solutionsWithDetails.map((s) => ({ label: s.name, route: `/solution-details/${s.detailsId}` })),
  { label: "Solutions", route: "/solution-page" },
  { label: "Insights", route: "/insight" },
  { label: "Careers", route: "/career" },
  { label: "Promoters", route: "/promoters" },
  { label: "Team", route: "/team" },
  { label: "Gallery", route: "/gallery" },
  { label: "Terms and Conditions", route: "/terms-and-condition" },
  { label: "Help and FAQs", route: "/help" },
  ...insightTopics.map((t) => ({ label: t.title, route: `/insight/${t.slug}` })),
];

/** Suggestions show when the query is non-empty and a label contains it, ignoring case. */
export function matchSuggestions(query: string, index: readonly SearchSuggestion[] = searchIndex): SearchSuggestion[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [];
  return index.filter((s) => s.label.toLowerCase().includes(needle));
}

/** Submit navigates only when the trimmed query equals a label, ignoring case. */
export function exactMatch(query: string, index: readonly SearchSuggestion[] = searchIndex): SearchSuggestion | undefined {
  const needle = query.trim().toLowerCase();
  return index.find((s) => s.label.toLowerCase() === needle);
}
