// Spec section 7: requests that are not GET or HEAD to our own server carry the value of
// the XSRF-TOKEN cookie in the X-XSRF-TOKEN header. The server sets the cookie on every
// HTML page; a page that came from elsewhere (a CDN, the Vite dev server) asks for it once.
//
// The header goes only to same-origin URLs: a token sent to another origin would hand it
// to whoever runs that origin.

import { XSRF_COOKIE, XSRF_HEADER, XSRF_TOKEN_PATH } from "@site/contracts/forms";
import { apiUrl } from "../api";
import { readCookie } from "./cookies";

/** Whether `url` (absolute, root-relative or relative) points at the page's own origin. */
export function isSameOrigin(url: string, pageOrigin: string = window.location.origin): boolean {
  try {
    return new URL(url, pageOrigin).origin === pageOrigin;
  } catch {
    return false;
  }
}

/**
 * The XSRF header for a request to `url`: empty for another origin; otherwise the cookie's
 * value, first fetched from XSRF_TOKEN_PATH when the cookie is missing. Empty when even
 * that fails: the server then refuses the post with 403, which the form reports.
 */
export async function xsrfHeaders(url: string): Promise<Record<string, string>> {
  if (!isSameOrigin(url)) return {};
  let token = readCookie(XSRF_COOKIE) || undefined;
  if (token === undefined) {
    const tokenUrl = apiUrl(XSRF_TOKEN_PATH);
    if (isSameOrigin(tokenUrl)) {
      await fetch(tokenUrl, { credentials: "same-origin", cache: "no-store" }).catch(() => undefined);
      token = readCookie(XSRF_COOKIE) || undefined;
    }
  }
  return token === undefined ? {} : { [XSRF_HEADER]: token };
}
