// What a page-like URL path means: a page, the shell of a parameter route, or a redirect.
//
// The spec sends the empty path and every unknown path home. We do it with a redirect
// rather than a 200 copy of the home page, so each page has one URL for crawlers and
// caches. Near misses (wrong case, trailing slash) get a permanent redirect to the
// canonical spelling, because old links and search suggestions use such spellings.

export interface SitePaths {
  /** Canonical page paths, as the manifest spells them, without trailing slash. */
  pages: ReadonlySet<string>;
  /** Lower-cased page path → canonical page path. */
  pagesByLowerCase: ReadonlyMap<string, string>;
  /** Prefixes of parameter routes, e.g. `/project-details/`. */
  shellPrefixes: readonly string[];
  home: string;
}

export type SitePathResolution =
  | { kind: "page"; path: string }
  /** A parameter route's id with no page of its own: the route's page that says so. */
  | { kind: "shell"; prefix: string }
  | { kind: "redirect"; status: 301 | 302; location: string };

const SLASH = 0x2f;

/**
 * `pathname` without its trailing slashes. A scan back from the end rather than
 * `replace(/\/+$/, "")`: that pattern retries from every slash of a long run that is not
 * at the end ("/" + 16,000 slashes + "a" took 0.6 s), this reads each character once.
 */
export function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 0 && pathname.charCodeAt(end - 1) === SLASH) end -= 1;
  return pathname.slice(0, end);
}

export function createSitePaths(
  pagePaths: Iterable<string>,
  shellPrefixes: readonly string[],
  home: string,
): SitePaths {
  const pages = new Set<string>();
  const pagesByLowerCase = new Map<string, string>();
  for (const pagePath of pagePaths) {
    const canonical = withoutTrailingSlashes(pagePath);
    if (canonical === "") continue; // "/" always goes home
    pages.add(canonical);
    if (!pagesByLowerCase.has(canonical.toLowerCase())) {
      pagesByLowerCase.set(canonical.toLowerCase(), canonical);
    }
  }
  return { pages, pagesByLowerCase, shellPrefixes, home: withoutTrailingSlashes(home) };
}

/**
 * Resolves the raw (still percent-encoded) path of a request that is not an asset,
 * media file or API call. Redirect locations are built only from the manifest's own
 * paths, or a shell prefix plus one path segment, so they can never point off-site.
 */
export function resolveSitePath(rawPathname: string, site: SitePaths): SitePathResolution {
  const home: SitePathResolution = { kind: "redirect", status: 302, location: encodeURI(site.home) };

  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return home;
  }
  const trimmed = withoutTrailingSlashes(decoded);
  if (trimmed === "") return home;

  if (site.pages.has(trimmed)) {
    return rawPathname === trimmed
      ? { kind: "page", path: trimmed }
      : { kind: "redirect", status: 301, location: encodeURI(trimmed) };
  }
  const differentCase = site.pagesByLowerCase.get(trimmed.toLowerCase());
  if (differentCase !== undefined) {
    return { kind: "redirect", status: 301, location: encodeURI(differentCase) };
  }

  // A parameter route with an id that has no page: the route's own page for an unknown
  // id (a not-found message), not a redirect.
  const rawTrimmed = withoutTrailingSlashes(rawPathname);
  for (const prefix of site.shellPrefixes) {
    if (!rawTrimmed.toLowerCase().startsWith(prefix.toLowerCase())) continue;
    const id = rawTrimmed.slice(prefix.length);
    if (id === "" || id.includes("/")) continue;
    const canonical = prefix + id;
    return canonical === rawPathname
      ? { kind: "shell", prefix }
      : { kind: "redirect", status: 301, location: canonical };
  }

  return home;
}
