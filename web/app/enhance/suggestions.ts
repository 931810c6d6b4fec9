// The search box's suggestions and matching rules (content/search-index.ts), in a chunk of
// their own: site-search.ts loads it when the visitor first focuses or types in the box,
// so no page downloads the labels before someone searches.

export { exactMatch, matchSuggestions, siteSearchOption } from "../content/search-index";
export type { SearchSuggestion } from "../content/search-index";
