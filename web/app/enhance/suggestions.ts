// The search box's suggestions and matching rules (content/search-index.ts), in a chunk of
// their own: site-search.ts loads it when the visitor first focuses or types in the box,
// and it fetches the suggestions as published (SUGGESTIONS_PATH), so no page downloads the
// labels before someone searches, and a name staff publish is suggested at once.

import {
  exactMatch,
  matchSuggestions,
  siteSearchOption,
  SUGGESTIONS_PATH,
  type SearchSuggestion,
} from "../content/search-index";

export type { SearchSuggestion } from "../content/search-index";

/** The suggestions, and the rules that match a query against them. */
export interface SuggestionIndex {
  matchSuggestions(query: string): SearchSuggestion[];
  exactMatch(query: string): SearchSuggestion | undefined;
  siteSearchOption(query: string): SearchSuggestion | undefined;
}

/** The rules over `suggestions`. */
export const suggestionIndex = (suggestions: readonly SearchSuggestion[]): SuggestionIndex => ({
  matchSuggestions: (query) => matchSuggestions(query, suggestions),
  exactMatch: (query) => exactMatch(query, suggestions),
  siteSearchOption,
});

/** Fetches the published suggestions; rejects when they cannot be had (the form then works without them). */
export async function loadSuggestions(): Promise<SuggestionIndex> {
  const response = await fetch(SUGGESTIONS_PATH);
  if (!response.ok) throw new Error(`${SUGGESTIONS_PATH}: ${response.status}`);
  return suggestionIndex((await response.json()) as SearchSuggestion[]);
}
