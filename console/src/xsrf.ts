// The XSRF header every POST, PATCH and DELETE of the console carries (the server refuses
// them with 403 otherwise). The same scheme as the public site's forms: the header lists
// every XSRF-TOKEN value the page can read, comma-separated, because a sibling subdomain
// may have planted another cookie of that name and the page cannot tell which is ours.
// The server sets the cookie when it serves the console's page; when the page has none
// (or several, one of which may be stale), it asks XSRF_TOKEN_PATH for a fresh one.

import { XSRF_HEADER, XSRF_TOKEN_PATH, xsrfTokensIn } from "@site/contracts/xsrf";

/** The token values worth sending (contracts' xsrfTokensIn, the public forms' rule too). */
const readTokens = () => xsrfTokensIn(document.cookie);

/**
 * The XSRF header for a request that changes something. Asks the server for the cookie
 * first when the page has none or several, and always with `refresh` (a request was just
 * refused with the tokens the page had). Empty when no token can be had: the server then
 * answers 403, which the caller reports.
 */
export async function xsrfHeaders({ refresh = false } = {}): Promise<Record<string, string>> {
  let tokens = readTokens();
  if (refresh || tokens.length !== 1) {
    await fetch(XSRF_TOKEN_PATH, { credentials: "same-origin", cache: "no-store" }).catch(() => undefined);
    tokens = readTokens();
  }
  return tokens.length === 0 ? {} : { [XSRF_HEADER]: tokens.join(",") };
}
