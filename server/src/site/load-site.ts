// Loads the web build named by the manifest into memory, once, at start.

import { stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { eventsPage, importEventsRenderer, type EventsPage, type EventsSource } from "./events-page.js";
import { loadHtmlDocument, type HtmlDocument } from "./html-document.js";
import { readSiteManifest } from "./manifest.js";
import { createSitePaths, type SitePaths } from "./site-paths.js";
import { withoutTrailingSlashes } from "./site-paths.js";

export interface LoadedSite {
  paths: SitePaths;
  /** Canonical page path → document. */
  pages: ReadonlyMap<string, HtmlDocument>;
  /** Shell for parameter routes whose id has no page of its own. */
  fallback: HtmlDocument;
  /** Canonical page path → the page with its events rendered in (events-page.ts). */
  eventsPages: ReadonlyMap<string, EventsPage>;
}

export type SiteLoadResult = { ok: true; site: LoadedSite } | { ok: false; reason: string };

/**
 * A page whose file is missing is left out with a warning (its path then redirects
 * home). Without the home page or the fallback there is no usable site: every unknown
 * path would redirect to a page that does not exist.
 */
export async function loadSite(
  webRoot: string,
  log: FastifyBaseLogger,
  events?: EventsSource,
): Promise<SiteLoadResult> {
  const isDirectory = await stat(webRoot).then(
    (found) => found.isDirectory(),
    () => false,
  );
  if (!isDirectory) return { ok: false, reason: `WEB_ROOT ${webRoot} is not a directory` };

  const manifestResult = await readSiteManifest(webRoot);
  if (!manifestResult.ok) return manifestResult;
  const { manifest } = manifestResult;

  // Several paths may name one file; read each file once.
  const documents = new Map<string, Promise<HtmlDocument | undefined>>();
  const load = (file: string) => {
    const absolute = path.resolve(webRoot, file);
    let document = documents.get(absolute);
    if (document === undefined) {
      document = loadHtmlDocument(absolute, (sibling) =>
        log.warn(`${sibling} does not match ${absolute}; compressing it afresh in memory`),
      ).catch((error: unknown) => {
        log.warn(`${absolute} cannot be read (${String(error)}); its pages are left out`);
        return undefined;
      });
      documents.set(absolute, document);
    }
    return document;
  };

  const entries = await Promise.all(
    Object.entries(manifest.pages).map(async ([urlPath, file]) => [urlPath, await load(file)] as const),
  );
  const fallback = await load(manifest.fallback);

  const paths = createSitePaths(
    entries.filter(([, document]) => document !== undefined).map(([urlPath]) => urlPath),
    manifest.shellPrefixes,
    manifest.home,
  );
  const pages = new Map<string, HtmlDocument>();
  for (const [urlPath, document] of entries) {
    const canonical = withoutTrailingSlashes(urlPath);
    if (document !== undefined && paths.pages.has(canonical)) pages.set(canonical, document);
  }

  if (!pages.has(paths.home)) {
    return { ok: false, reason: `the home page ${manifest.home} cannot be loaded` };
  }
  if (fallback === undefined) {
    return { ok: false, reason: `the fallback shell ${manifest.fallback} cannot be loaded` };
  }
  const eventsPages =
    events === undefined
      ? new Map()
      : await loadEventsPages(webRoot, manifest.serverRendered, pages, events, log);
  return { ok: true, site: { paths, pages, fallback, eventsPages } };
}

/**
 * The pages the manifest has the server render its events into. One that cannot be (its
 * renderer missing or not fitting the page) is served as prerendered, with a warning: it
 * loads its events itself.
 */
async function loadEventsPages(
  webRoot: string,
  serverRendered: Record<string, string>,
  pages: ReadonlyMap<string, HtmlDocument>,
  events: EventsSource,
  log: FastifyBaseLogger,
): Promise<Map<string, EventsPage>> {
  const loaded = new Map<string, EventsPage>();
  for (const [urlPath, file] of Object.entries(serverRendered)) {
    const canonical = withoutTrailingSlashes(urlPath);
    const page = pages.get(canonical);
    if (page === undefined) continue;
    const absolute = path.resolve(webRoot, file);
    const made = await importEventsRenderer(absolute).then(
      (renderer) => eventsPage(page, renderer, events, log),
      (error: unknown) => ({ error: String(error) }),
    );
    if ("error" in made) log.warn(`${canonical} is served as prerendered: ${absolute}: ${made.error}`);
    else loaded.set(canonical, made);
  }
  return loaded;
}
