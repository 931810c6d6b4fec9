// What the site counts of its visits, and how a visit's first page is told and named, for
// the server that counts page requests and the pages' small script that keeps a visit's
// first page for the forms (docs/decisions/0018-visits-counted-not-tracked.md). One
// function for both sides, so a message is put down to the same source as its visit.
//
// Nothing here identifies anyone: a page's path, the host name of the site a visit came
// from, and the campaign its link named. Every value is cut to its limit first and then
// read once (linear in its length whatever it holds).

/** The optional fields of a form's post that say how its sender's visit began. */
export const VISIT_FIELDS = {
  page: "landingPage",
  source: "landingSource",
  campaign: "landingCampaign",
} as const;

/** The longest page path, source and campaign kept; a longer one is cut to it. */
export const VISIT_LIMITS = { page: 200, source: 100, campaign: 100 } as const;

/** The source of a visit that came from no other site and whose address named none. */
export const DIRECT_SOURCE = "direct";

/** Where the pages' script keeps a visit's first page for the visit (sessionStorage). */
export const VISIT_STORAGE_KEY = "visit";

/**
 * POST `?path=&referrer=`, no body: a page the browser prerendered before the visitor
 * opened it (its request, marked `Sec-Purpose: prerender`, was not counted) was opened.
 * Always 204; counted only when `path` is a page of the site.
 */
export const PAGE_VIEW_PATH = "/Bweb/api/page-views";

/** How a visit began: the page, and where it came from. */
export interface VisitStart {
  source: string;
  campaign?: string;
}

/** What a form's post may carry of it (each field optional). */
export interface VisitFields {
  landingPage?: string;
  landingSource?: string;
  landingCampaign?: string;
}

// C0 and C1 controls, the invisible marks and separators, and the bidirectional controls
// that would make a value read differently in the console from what it holds. One class,
// so the replace is a single linear pass.
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF]/g;
// Half of a surrogate pair without its other half (a value cut in the middle of an emoji,
// or sent that way): one look at the next or previous character, so linear too.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `value` as a source or campaign is counted and stored (the server's part): cut to twice
 * `max` before anything reads it, without controls, trimmed, in lower case
 * (utm_source=Newsletter and =newsletter are one source), at most `max` characters;
 * undefined when nothing is left.
 */
export function visitLabel(value: string, max: number): string | undefined {
  const label = value
    .slice(0, max * 2)
    .replace(UNSAFE, "")
    .toLowerCase()
    .trim()
    .slice(0, max)
    .replace(LONE_SURROGATE, "")
    .trim();
  return label === "" ? undefined : label;
}

/** A page's path as it is stored: an absolute path of the site (no query), cut to its limit. */
export function visitPage(value: string): string | undefined {
  const page = value.slice(0, VISIT_LIMITS.page).replace(UNSAFE, "").replace(LONE_SURROGATE, "");
  return page.startsWith("/") && !page.startsWith("//") && !page.includes("?") ? page : undefined;
}

// The browser's part (the pages' small script, on a budget of bytes) only cuts and lower-
// cases; the server cleans what it keeps with visitLabel.
// Their inputs are an address's parts, which no server takes longer than a few kilobytes.
const cut = (value: string | null, max: number) => (value ?? "").trim().toLowerCase().slice(0, max);

/**
 * How a visit that begins on a page began, or undefined when the page was reached from
 * the site itself (`referrer`'s host name, whatever its port, is one of `ownHosts`): not
 * a new visit. `search` is the page's query string; `referrer` the referring page's
 * address or origin ("" when there is none). The source is the address's utm_source,
 * else the referring site's host name, else DIRECT_SOURCE; the campaign its utm_campaign,
 * if any. Cut to their limits and in lower case; not yet cleaned (visitLabel).
 */
export function visitStartOf(
  search: string,
  referrer: string,
  ownHosts: readonly string[],
): VisitStart | undefined {
  let host = "";
  try {
    host = new URL(referrer).hostname;
  } catch {
    // None, or not an address: as if there were none.
  }
  if (host !== "" && ownHosts.includes(host)) return undefined;
  const query = new URLSearchParams(search);
  const campaign = cut(query.get("utm_campaign"), VISIT_LIMITS.campaign);
  return {
    source:
      cut(query.get("utm_source"), VISIT_LIMITS.source) || cut(host, VISIT_LIMITS.source) || DIRECT_SOURCE,
    ...(campaign ? { campaign } : {}),
  };
}

/** A visit's start as the server counts it: its source and campaign cleaned (visitLabel). */
export function cleanVisitStart(start: VisitStart): VisitStart {
  const campaign = visitLabel(start.campaign ?? "", VISIT_LIMITS.campaign);
  return {
    source: visitLabel(start.source, VISIT_LIMITS.source) ?? DIRECT_SOURCE,
    ...(campaign === undefined ? {} : { campaign }),
  };
}
