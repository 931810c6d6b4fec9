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

/** The extra frame origins of the page at `pagePath`; none for any other path. */
export function frameSourcesOf(pagePath: string | undefined): readonly string[] {
  if (pagePath === undefined || !Object.hasOwn(PAGE_FRAME_SOURCES, pagePath)) return [];
  return PAGE_FRAME_SOURCES[pagePath] ?? [];
}

export interface ContentSecurityPolicyOptions {
  /** CSP hash sources of the inline scripts allowed to run, e.g. `'sha256-…'`. */
  scriptHashes?: readonly string[];
  /**
   * Whether the response goes out over https. Only then is `upgrade-insecure-requests`
   * added: over plain http (local runs, tests) it would break every subresource.
   */
  https: boolean;
  /** The canonical path of the page the policy goes with, for its PAGE_FRAME_SOURCES; none for other responses. */
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
    ["script-src 'self'", ...scriptHashes].join(" "),
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
