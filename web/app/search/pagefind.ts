// The full-text search over every public page: an index Pagefind writes at
// build time (scripts/search-index.ts) into /pagefind/, and Pagefind's own script, which
// loads the index in fragments as a query needs them. Both load only when a visitor
// searches: nothing here is imported by any page's first load, and the script is reached
// by URL, outside the bundle.

/** Where the build writes the index and Pagefind's script, below the site root. */
export const SEARCH_BUNDLE_PATH = "/pagefind/";

/** What a result says: its page, title and excerpt (HTML: our own text, matches in <mark>). */
export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
}

/** The part of Pagefind's browser API we use (pagefind.app/docs/api/). */
interface PagefindModule {
  options(options: { excerptLength?: number }): Promise<void>;
  search(
    query: string,
  ): Promise<{ results: { data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }> }[] }>;
}

/** Results shown at most: a visitor refines the query rather than pages through hundreds. */
export const MAX_HITS = 20;

let loaded: Promise<PagefindModule> | undefined;

function pagefind(): Promise<PagefindModule> {
  loaded ??= (import(/* @vite-ignore */ `${SEARCH_BUNDLE_PATH}pagefind.js`) as Promise<PagefindModule>).then(
    async (module) => {
      await module.options({ excerptLength: 24 });
      return module;
    },
  );
  // A failed load (offline, a deployment in between) may be tried again by the next search.
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

/** The pages that say `query`, best first, at most MAX_HITS. */
export async function searchSite(query: string): Promise<SearchHit[]> {
  const { results } = await (await pagefind()).search(query);
  const data = await Promise.all(results.slice(0, MAX_HITS).map((result) => result.data()));
  return data.map((hit) => ({ url: hit.url, title: hit.meta.title ?? hit.url, excerpt: hit.excerpt }));
}
