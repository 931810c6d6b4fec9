// The full-text results page's address, for the navbar's search box and the page itself.

import { pathTo } from "../route-paths";

/** The results page's query parameter: `/search?q=…`. */
export const SEARCH_QUERY = "q";

/** The full-text results for `words` (trimmed), or the search page itself for none. */
export function searchPageUrl(words: string): string {
  const trimmed = words.trim();
  return trimmed === ""
    ? pathTo("search")
    : `${pathTo("search")}?${new URLSearchParams({ [SEARCH_QUERY]: trimmed })}`;
}
