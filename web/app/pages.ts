// The route table resolved into pages: what each URL path shows (title, heading,
// description, tab, canonical path), the lists the build walks (prerender, sitemap, the
// server's manifest) and the lookups screens and metadata use: by React Router's route
// id (pageForRoute, usePage) or by URL path (pageAt, for the navbar and tests).

import type { PageText } from "@site/contracts/content";
import { pathTo } from "./route-paths";
import {
  aliasRouteId,
  confirmationRoutes,
  paramRoutes,
  routeTableOf,
  staticRoutes,
  PAGE_NEEDS,
  type PageInfo,
  type PageNeeds,
  type ParamRoute,
  type RouteContent,
  type RouteTable,
  type StaticRoute,
} from "./route-table";
import { trimEndOf } from "./text-edges";

/** Where '' and every unknown path go. */
export const HOME_PATH = pathTo("home");

/** A page: its text, and what it needs of the server and the browser (its route's PageNeeds). */
export interface ResolvedPage extends PageInfo, PageNeeds {
  /** The URL path, with a leading slash. */
  path: string;
  /** The URL path search engines should index (differs for aliases). */
  canonicalPath: string;
  /** A confirmation page: search engines are asked not to index it. */
  noindex?: true;
  /** A public page search engines are asked not to index, and not in the sitemap (StaticRoute.unlisted). */
  unlisted?: true;
  /** The content item the page shows, for a screen that shows several (see StaticRoute). */
  item?: string;
}

/** `page` with `texts` (as published) in place of the route table's. */
export function withTexts(page: ResolvedPage, texts: PageText): ResolvedPage {
  const shown: ResolvedPage = { ...page, ...texts };
  // Keywords the published texts leave out are gone, not the repository's.
  if (texts.keywords === undefined) delete shown.keywords;
  return shown;
}

/** The needs `route` states, and no key for those it leaves out. */
function needsOf(route: PageNeeds): PageNeeds {
  return Object.fromEntries(
    PAGE_NEEDS.flatMap((key) => (route[key] === undefined ? [] : [[key, route[key]]])),
  );
}

function pick(info: PageInfo): PageInfo {
  const { texts, title, heading, description, keywords, tab, socialImage } = info;
  return {
    texts,
    title,
    heading,
    description,
    tab,
    ...(keywords ? { keywords } : {}),
    ...(socialImage ? { socialImage } : {}),
  };
}

function resolveStatic(route: StaticRoute, path: string, extra: { noindex?: true } = {}): ResolvedPage {
  return {
    ...pick(route),
    path: `/${path}`,
    canonicalPath: `/${route.path}`,
    ...(route.item === undefined ? {} : { item: route.item }),
    ...(route.unlisted ? { unlisted: true } : {}),
    ...needsOf(route),
    ...extra,
  };
}

/** Each static route's page, then one per alias, each under its React Router route id. */
function staticPagesById(routes: StaticRoute[], extra: { noindex?: true } = {}): [string, ResolvedPage][] {
  return routes.flatMap((route) => [
    [route.id, resolveStatic(route, route.path, extra)] as [string, ResolvedPage],
    ...(route.aliases ?? []).map(
      (alias) => [aliasRouteId(route, alias), resolveStatic(route, alias, extra)] as [string, ResolvedPage],
    ),
  ]);
}

/** The pages of a parameter route, one per known id. */
function paramPages(paramRoutes: readonly ParamRoute[]): { routeId: string; page: ResolvedPage }[] {
  return paramRoutes.flatMap((route) =>
    route.entries().map((entry) => {
      const path = `/${route.path.replace(":id", entry.param)}`;
      const page: ResolvedPage = { ...pick(entry), path, canonicalPath: path, item: entry.param };
      return { routeId: route.id, page: route.hydrate ? { ...page, hydrate: true } : page };
    }),
  );
}

/** The pages of a route table, and the lookups of one. */
export interface SitePages {
  /**
   * Every public page: each static route and its aliases, and each known id of each
   * parameter route (the server's manifest and the e2e tests walk this list). All are
   * indexable but the unlisted ones (sitemapPages).
   */
  allPages(): ResolvedPage[];
  /** The pages the sitemap lists: every indexable page once (no alias, nothing unlisted). */
  sitemapPages(): ResolvedPage[];
  /**
   * The pages the site search finds and lists: every indexable page once (no alias), the
   * search page itself left out.
   */
  searchablePages(): ResolvedPage[];
  /** The confirmation pages of the forms (see confirmationRoutes). */
  confirmationPages(): ResolvedPage[];
  /** Every page written to HTML at build time: the indexable ones and the confirmation pages. */
  prerenderedPages(): ResolvedPage[];
  /** The page at a URL path, matched without regard to case (as React Router matches). */
  pageAt(pathname: string): ResolvedPage | undefined;
  /**
   * The page a matched route shows: by its route id, and for a parameter route by its id
   * parameter too (matched without regard to case). Undefined for an unknown id.
   */
  pageForRoute(
    routeId: string,
    params?: Readonly<Record<string, string | undefined>>,
  ): ResolvedPage | undefined;
}

/** The pages of `table`, each list and lookup made at its first use. */
function sitePages({ staticRoutes, paramRoutes, confirmationRoutes }: RouteTable): SitePages {
  const once = <T>(make: () => T): (() => T) => {
    let made: { value: T } | undefined;
    return () => (made ??= { value: make() }).value;
  };
  const params = once(() => paramPages(paramRoutes));
  const all = once(() => [
    ...staticPagesById(staticRoutes).map(([, page]) => page),
    ...params().map((p) => p.page),
  ]);
  const confirmations = once(() =>
    staticPagesById(confirmationRoutes, { noindex: true }).map(([, page]) => page),
  );
  const prerendered = once(() => [...all(), ...confirmations()]);
  const byLowerPath = once(() => new Map(prerendered().map((p) => [p.path.toLowerCase(), p])));
  const byRouteId = once(
    () =>
      new Map([...staticPagesById(staticRoutes), ...staticPagesById(confirmationRoutes, { noindex: true })]),
  );
  const byParam = once(
    () => new Map(params().map(({ routeId: id, page }) => [`${id}\n${page.item!.toLowerCase()}`, page])),
  );
  return {
    allPages: all,
    sitemapPages: () => all().filter((page) => page.path === page.canonicalPath && !page.unlisted),
    searchablePages: () =>
      all().filter((page) => page.path === page.canonicalPath && page.path !== pathTo("search")),
    confirmationPages: confirmations,
    prerenderedPages: prerendered,
    pageAt: (pathname) => byLowerPath().get(pagePath(pathname).toLowerCase()),
    pageForRoute(routeId, routeParams = {}) {
      const page = byRouteId().get(routeId);
      if (page) return page;
      return routeParams.id === undefined
        ? undefined
        : byParam().get(`${routeId}\n${routeParams.id.toLowerCase()}`);
    },
  };
}

const ofContent = new WeakMap<RouteContent, SitePages>();

/**
 * The pages of `content` (the published content a page is rendered from, filled): which
 * page is at a path and what it shows. Made once per content.
 */
export function pagesOf(content: RouteContent): SitePages {
  let pages = ofContent.get(content);
  if (pages === undefined) ofContent.set(content, (pages = sitePages(routeTableOf(content))));
  return pages;
}

/** The repository's pages: the build's (prerender, sitemap, manifest) and the tests'. */
const repositoryPages = sitePages({ staticRoutes, paramRoutes, confirmationRoutes });

export const allPages = () => repositoryPages.allPages();
export const sitemapPages = () => repositoryPages.sitemapPages();
export const searchablePages = () => repositoryPages.searchablePages();
export const confirmationPages = () => repositoryPages.confirmationPages();
export const prerenderedPages = () => repositoryPages.prerenderedPages();
export const pageAt = (pathname: string) => repositoryPages.pageAt(pathname);

export function prerenderPaths(): string[] {
  return prerenderedPages().map((p) => p.path);
}

/**
 * A URL path as the site spells its pages: without a trailing slash. React Router 8
 * prerenders every page at its path with one (`/time-line/`), while the site's links, the
 * server and the browser's address use none.
 */
export function pagePath(pathname: string): string {
  return pathname.length > 1 ? trimEndOf(pathname, "/") : pathname;
}

/**
 * An id no parameter route has: the build renders each route's page for it, which says
 * the item is not found, and the server answers every unknown id with that page.
 */
export const UNKNOWN_ID = "__unknown__";

/** Each parameter route's URL prefix, and the path of its page for an unknown id. */
export function shellPages(): { prefix: string; path: string }[] {
  return paramRoutes.map((r) => {
    const prefix = `/${r.path.slice(0, r.path.indexOf(":"))}`;
    return { prefix, path: prefix + UNKNOWN_ID };
  });
}
