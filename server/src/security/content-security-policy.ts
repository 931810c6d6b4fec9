// The Content-Security-Policy of every response.
//
// Scripts run only from our own origin or, for a page's own inline scripts, when their
// exact text hashes to a value listed here: no 'unsafe-inline', so injected markup
// cannot execute. Styles keep 'unsafe-inline' because React's `style` attributes
// need it and styles cannot run code.
//
// Frames come from our own origin (the PDF viewers), except on a page the build's manifest
// says frames a map (its route table entry), which may frame MAP_FRAME_ORIGIN: every other
// page, and every response that is not a page, keeps `frame-src 'self'`. Likewise only a
// page that runs the site search's worker may compile WebAssembly.

import { MAP_FRAME_ORIGIN } from "@site/contracts";

// Those before img-src and after it: the order nginx's copy of the policy has too.
const FIXED_BEFORE_IMAGES = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
];
const FIXED_AFTER_IMAGES = [
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self'",
  "manifest-src 'self'",
];

export interface ContentSecurityPolicyOptions {
  /** CSP hash sources of the inline scripts allowed to run, e.g. `'sha256-…'`. */
  scriptHashes?: readonly string[];
  /**
   * Whether the response goes out over https. Only then is `upgrade-insecure-requests`
   * added: over plain http (local runs, tests) it would break every subresource.
   */
  https: boolean;
  /** The page frames a map (its manifest entry's `framesMap`). */
  framesMap?: boolean;
  /**
   * The page runs the search's worker (`runsSearchWorker`): Pagefind compiles WebAssembly,
   * which a policy without 'wasm-unsafe-eval' refuses.
   */
  runsSearchWorker?: boolean;
  /**
   * The page shows pictures chosen on the device before they are uploaded (the staff
   * console), as `blob:` object URLs: only a script of the page itself can make one.
   */
  previewsUploads?: boolean;
}

export function contentSecurityPolicy({
  scriptHashes = [],
  https,
  framesMap = false,
  runsSearchWorker = false,
  previewsUploads = false,
}: ContentSecurityPolicyOptions): string {
  const directives = [
    ...FIXED_BEFORE_IMAGES,
    ["img-src 'self' data:", ...(previewsUploads ? ["blob:"] : [])].join(" "),
    ...FIXED_AFTER_IMAGES,
    ["frame-src 'self'", ...(framesMap ? [MAP_FRAME_ORIGIN] : [])].join(" "),
    ["script-src 'self'", ...(runsSearchWorker ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes].join(" "),
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The policy of the search index's own files (/pagefind/). A worker runs under the policy
 * its script came with, and Pagefind's worker compiles the same WebAssembly as the search
 * page: the page's extra script sources, and nothing else.
 */
export const SEARCH_BUNDLE_POLICY = contentSecurityPolicy({ https: false, runsSearchWorker: true });
