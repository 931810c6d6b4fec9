// The Content-Security-Policy of every response.
//
// Scripts run only from our own origin or, for a page's own inline scripts, when their
// exact text hashes to a value listed here: no 'unsafe-inline', so injected markup
// cannot execute. Styles keep 'unsafe-inline' because React's `style` attributes
// need it and styles cannot run code.

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
  "frame-src 'self'",
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
}

export function contentSecurityPolicy({
  scriptHashes = [],
  https,
}: ContentSecurityPolicyOptions): string {
  const directives = [...FIXED_DIRECTIVES, ["script-src 'self'", ...scriptHashes].join(" ")];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
