// The XSRF header every POST, PATCH and DELETE of the console carries (the server refuses
// them with 403 otherwise). The same scheme as the public site's forms: the header lists
// every XSRF-TOKEN value the page can read, comma-separated, because a sibling subdomain
// may have planted another cookie of that name and the page cannot tell which is ours.
// The server sets the cookie when it serves the console's page; when the page has none
// (or several, one of which may be stale), it asks XSRF_TOKEN_PATH for a fresh one.

import { XSRF_TOKEN_PATH, xsrfHeader } from "@site/contracts/xsrf";

/**
 * The XSRF header for a request that changes something (contracts' xsrfHeader, as the
 * public forms send it); `refresh` after a request was refused with the tokens the page had.
 */
export function xsrfHeaders({ refresh = false } = {}): Promise<Record<string, string>> {
  return xsrfHeader(
    () => document.cookie,
    () => fetch(XSRF_TOKEN_PATH, { credentials: "same-origin", cache: "no-store" }),
    { refresh },
  );
}
