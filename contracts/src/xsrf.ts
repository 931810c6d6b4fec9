// XSRF (spec section 7): the cookie the server sets, the header the app echoes it in, and
// where a page that could not get the cookie asks for one.

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
/**
 * How many XSRF-TOKEN values the app sends and the server reads. Several cookies of that
 * name can reach us (a sibling subdomain may set one for the parent domain), so the app
 * lists every value it can read, comma-separated, and the server accepts the post when
 * one of them is a valid cookie of the request. Enough for a few planted copies, and a
 * bound on the signature checks one request can cost.
 */
export const XSRF_MAX_TOKENS = 16;
/** Answers 204 and sets the cookie when a page came from somewhere that could not set it. */
export const XSRF_TOKEN_PATH = "/Bweb/api/xsrf-token";

/**
 * The values of every cookie called `name` in a `document.cookie` string, in order; empty
 * when there is none. A name can occur more than once: the same name set for another
 * path, or for the parent domain (by a sibling subdomain), is another cookie, and
 * document.cookie lists them all without saying which is which. Values are
 * percent-decoded, as servers usually encode them; a value that is not valid
 * percent-encoding is returned as it is.
 */
export function readCookies(name: string, cookies: string): string[] {
  const values: string[] = [];
  for (const part of cookies.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      values.push(decodeURIComponent(raw));
    } catch {
      values.push(raw);
    }
  }
  return values;
}

/**
 * The XSRF-TOKEN values of a `document.cookie` string worth sending, at most
 * XSRF_MAX_TOKENS, for the header's comma-separated list. Empty values and values with a
 * comma (which would break the list, and are never a token) are left out, so a planted
 * cookie cannot crowd ours out of the list either.
 */
export function xsrfTokensIn(cookies: string): string[] {
  const tokens = readCookies(XSRF_COOKIE, cookies).filter((value) => value !== "" && !value.includes(","));
  return [...new Set(tokens)].slice(0, XSRF_MAX_TOKENS);
}

/**
 * The XSRF header of a request that changes something, for a page whose cookies
 * `readCookies()` returns: every XSRF-TOKEN value it can read, comma-separated. A fresh
 * cookie is first asked for with `fetchToken` (when given) if the page has none or
 * several (ours may have expired, the browser then drops it, while another one stays; the
 * server issues a new one only when none it receives is valid), and always with `refresh`
 * (a request was just refused with the tokens the page had). Empty when no token can be
 * had: the server then refuses with 403, which the caller reports. The web app's forms
 * and the staff console both send it this way.
 */
export async function xsrfHeader(
  readCookies: () => string,
  fetchToken: (() => Promise<unknown>) | undefined,
  { refresh = false } = {},
): Promise<Record<string, string>> {
  let tokens = xsrfTokensIn(readCookies());
  if (fetchToken !== undefined && (refresh || tokens.length !== 1)) {
    await fetchToken().catch(() => undefined);
    tokens = xsrfTokensIn(readCookies());
  }
  return tokens.length === 0 ? {} : { [XSRF_HEADER]: tokens.join(",") };
}

/**
 * Whether a page's HTML has a <form> that posts (the site search is a GET form). Such a
 * page comes with a fresh XSRF cookie, so its form works without JavaScript; other pages
 * set no cookie at all, and the app fetches one at XSRF_TOKEN_PATH before its first post.
 * The build weighs these pages against a larger JavaScript budget. For build output read
 * once, never for a visitor's input.
 */
export function hasPostForm(html: string): boolean {
  for (let at = html.indexOf("<form"); at !== -1; at = html.indexOf("<form", at + 1)) {
    const end = html.indexOf(">", at);
    const tag = html.slice(at, end === -1 ? undefined : end + 1).toLowerCase();
    if (tag.includes('method="post"')) return true;
  }
  return false;
}
