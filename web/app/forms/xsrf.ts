// Spec section 7: requests that are not GET or HEAD to our own server carry the value of
// the XSRF-TOKEN cookie in the X-XSRF-TOKEN header. The server sets the cookie on every
// HTML page; a page that came from elsewhere (a CDN, the Vite dev server) asks for it.
//
// There may be several XSRF-TOKEN cookies: a sibling subdomain can set one for the whole
// parent domain, and the page cannot tell which is ours. So the header lists every value
// the page can read, comma-separated, and the server accepts the post when one of them
// is a valid cookie of the request (server/src/security/xsrf-token.ts).
//
// The header goes only to same-origin URLs: a token sent to another origin would hand it
// to whoever runs that origin.

import { XSRF_TOKEN_PATH, xsrfHeader } from "@site/contracts/forms";
import { apiUrl } from "../api";

/** Whether `url` (absolute, root-relative or relative) points at the page's own origin. */
export function isSameOrigin(url: string, pageOrigin: string = window.location.origin): boolean {
  try {
    return new URL(url, pageOrigin).origin === pageOrigin;
  } catch {
    return false;
  }
}

/**
 * The XSRF header for a request to `url`: empty for another origin; otherwise every
 * XSRF-TOKEN value the page can read (contracts' xsrfHeader, which says when a fresh
 * cookie is asked for at XSRF_TOKEN_PATH; never when that is on another origin).
 */
export function xsrfHeaders(url: string, { refresh = false } = {}): Promise<Record<string, string>> {
  if (!isSameOrigin(url)) return Promise.resolve({});
  const tokenUrl = apiUrl(XSRF_TOKEN_PATH);
  const fetchToken = isSameOrigin(tokenUrl)
    ? () => fetch(tokenUrl, { credentials: "same-origin", cache: "no-store" })
    : undefined;
  return xsrfHeader(() => document.cookie, fetchToken, { refresh });
}
