// Loads the web build named by the manifest into memory, once, at start.

import { stat } from "node:fs/promises";
import path from "node:path";
import type { PageEntry, SiteManifest } from "@site/contracts";
import { loadHtmlDocument, type HtmlDocument } from "./html-document.js";
import { readSiteManifest } from "./manifest.js";
import { createSitePaths, withoutTrailingSlashes, type SitePaths } from "./site-paths.js";
import type { SiteLog } from "./site-log.js";

export interface LoadedSite {
  manifest: SiteManifest;
  paths: SitePaths;
  /** Canonical page path → the build's document. */
  pages: ReadonlyMap<string, HtmlDocument>;
  /** Parameter route prefix → its page for an id that has none. */
  shells: ReadonlyMap<string, HtmlDocument>;
}

export type SiteLoadResult = { ok: true; site: LoadedSite } | { ok: false; reason: string };

/**
 * A page whose file is missing is left out with a warning (its path then redirects
 * home). Without the home page there is no usable site: every unknown path would
 * redirect to a page that does not exist.
 */
export async function loadSite(webRoot: string, log: SiteLog): Promise<SiteLoadResult> {
  const isDirectory = await stat(webRoot).then(
    (found) => found.isDirectory(),
    () => false,
  );
  if (!isDirectory) return { ok: false, reason: `WEB_ROOT ${webRoot} is not a directory` };

  const manifestResult = await readSiteManifest(webRoot);
  if (!manifestResult.ok) return manifestResult;
  const { manifest } = manifestResult;

  // Several paths may name one file (an alias): read each file once per set of facts, which
  // are each path's own (a policy follows the page's entry, not its file).
  const documents = new Map<string, Promise<HtmlDocument | undefined>>();
  const load = (entry: PageEntry) => {
    const absolute = path.resolve(webRoot, entry.file);
    const key = JSON.stringify([
      absolute,
      entry.scriptHashes,
      entry.postsForm,
      entry.framesMap,
      entry.runsSearchWorker,
    ]);
    let document = documents.get(key);
    if (document === undefined) {
      document = loadHtmlDocument(absolute, entry, (sibling) =>
        log.warn(`${sibling} does not match ${absolute}; compressing it afresh in memory`),
      ).catch((error: unknown) => {
        log.warn(`${absolute} cannot be read (${String(error)}); its pages are left out`);
        return undefined;
      });
      documents.set(key, document);
    }
    return document;
  };
  const loadAll = async (entries: Record<string, PageEntry>) => {
    const loaded = new Map<string, HtmlDocument>();
    for (const [key, document] of await Promise.all(
      Object.entries(entries).map(async ([key, entry]) => [key, await load(entry)] as const),
    ))
      if (document !== undefined) loaded.set(key, document);
    return loaded;
  };
  const [entries, shells] = await Promise.all([loadAll(manifest.pages), loadAll(manifest.shells)]);

  const paths = createSitePaths(entries.keys(), [...shells.keys()], manifest.home);
  const pages = new Map<string, HtmlDocument>();
  for (const [urlPath, document] of entries) {
    const canonical = withoutTrailingSlashes(urlPath);
    if (paths.pages.has(canonical)) pages.set(canonical, document);
  }
  if (!pages.has(paths.home)) {
    return { ok: false, reason: `the home page ${manifest.home} cannot be loaded` };
  }
  return { ok: true, site: { manifest, paths, pages, shells } };
}
