// The Content-Security-Policy of every response.
//
// Scripts run only from our own origin or, for a page's own inline scripts, when their
// exact text hashes to a value listed here: no 'unsafe-inline', so injected markup
// cannot execute. Styles keep 'unsafe-inline' because React's `style` attributes
// need it and styles cannot run code.
//
// Frames come from our own origin (the PDF viewers) except on the pages listed in
// PAGE_FRAME_SOURCES, the one place that lets a page frame a third party: every other
// page, and every response that is not a page, keeps `frame-src 'self'`.

const FIXED_DIRECTIVES = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self'",
  "manifest-src 'self'",
];

/**
 * Origins a page may show in a frame besides our own, by the page's canonical URL path
 * (as the site manifest spells it). Only a page the visitor asks to embed something on
 * belongs here, so a flaw elsewhere cannot frame that origin.
 */
export const PAGE_FRAME_SOURCES: Readonly<Record<string, readonly string[]>> = {
  // The contact page embeds OpenStreetMap's map of the office once the visitor asks for it
  // (web/app/components/OfficeMap.tsx).
  "/contact": ["https://www.openstreetmap.org"],
};

/**
 * Script sources a page may use besides its own files and inline hashes, by canonical
 * path, like PAGE_FRAME_SOURCES. The search page runs Pagefind's WebAssembly, which a
 * policy without 'wasm-unsafe-eval' refuses to compile; no other page may.
 */
const SEARCH_PAGE = "/search";
export const PAGE_SCRIPT_SOURCES: Readonly<Record<string, readonly string[]>> = {
  [SEARCH_PAGE]: ["'wasm-unsafe-eval'"],
};

/** The pages with a policy of their own (PAGE_FRAME_SOURCES, PAGE_SCRIPT_SOURCES). */
export const PAGES_WITH_OWN_POLICY: readonly string[] = [
  ...new Set([...Object.keys(PAGE_FRAME_SOURCES), ...Object.keys(PAGE_SCRIPT_SOURCES)]),
];

const ownSources = (
  table: Readonly<Record<string, readonly string[]>>,
  pagePath: string | undefined,
): readonly string[] =>
  pagePath === undefined || !Object.hasOwn(table, pagePath) ? [] : (table[pagePath] ?? []);

/** The extra frame origins of the page at `pagePath`; none for any other path. */
export function frameSourcesOf(pagePath: string | undefined): readonly string[] {
  return ownSources(PAGE_FRAME_SOURCES, pagePath);
}

export interface ContentSecurityPolicyOptions {
  /** CSP hash sources of the inline scripts allowed to run, e.g. `'sha256-…'`. */
  scriptHashes?: readonly string[];
  /**
   * Whether the response goes out over https. Only then is `upgrade-insecure-requests`
   * added: over plain http (local runs, tests) it would break every subresource.
   */
  https: boolean;
  /** The canonical path of the page the policy goes with, for its PAGE_FRAME_SOURCES and PAGE_SCRIPT_SOURCES; none for other responses. */
  pagePath?: string;
}

export function contentSecurityPolicy({
  scriptHashes = [],
  https,
  pagePath,
}: ContentSecurityPolicyOptions): string {
  const directives = [
    ...FIXED_DIRECTIVES,
    ["frame-src 'self'", ...frameSourcesOf(pagePath)].join(" "),
    ["script-src 'self'", ...ownSources(PAGE_SCRIPT_SOURCES, pagePath), ...scriptHashes].join(" "),
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The policy of the search index's own files (/pagefind/). A worker runs under the policy
 * its script came with, and Pagefind's worker compiles the same WebAssembly as the search
 * page: the page's extra script sources, and nothing else.
 */
export const SEARCH_BUNDLE_POLICY = contentSecurityPolicy({ https: false, pagePath: SEARCH_PAGE });
