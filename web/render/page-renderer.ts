// Renders a page and everything that goes with it, the one way: the build writes every
// page with it (scripts/postbuild.ts) and the server re-renders with it the pages whose
// data changed, so a page rendered at run time is what the build would have written for
// the same data, byte for byte.
//
// A page is React Router's own server rendering of the route (this build's routes,
// loaders and meta, with the run-time data in `pageDataContext`), made to paint from its
// HTML (scripts/paint-first.ts, or scripts/static-page.ts for a page without React: its
// critical CSS inline), with its loader data (the `.data` file a client-side navigation
// to a hydrated page fetches), its inline scripts' CSP hashes, and
// every encoding the server sends. What else the server needs to know of a page (a form,
// a map, the search worker) is the route table's, in the manifest.

import { stat } from "node:fs/promises";
import path from "node:path";
import type { PageData, PageRenderer, RenderedPage, RendererOptions } from "@site/contracts/page-render";
import {
  createRequestHandler,
  matchRoutes,
  RouterContextProvider,
  type RouteObject,
  type ServerBuild,
} from "react-router";
import * as build from "virtual:react-router/server-build";
import { contentReadsContext, pageDataContext, siteFilesContext, type SiteFiles } from "../app/site-data";
import { criticalCssSelector, paintFirst } from "../scripts/paint-first";
import { staticPage } from "../scripts/static-page";
import { repositoryContent } from "../app/content/repository";
import { isLibraryFile } from "@site/contracts/content";
import { siteUrl } from "../app/content/site";
import { sitemapXml } from "../scripts/site-files";
import { sitePages, sitePagesOf } from "./site-pages";
import { createDocumentRenderer } from "./document-renderer";
import { encode } from "./encode";
import { inlineScriptHashes } from "./inline-scripts";

// Requests never leave the process; the origin only has to be a valid one. Canonical
// links and the like come from SITE_URL, written in at build time.
const ORIGIN = "http://render.invalid";

/** React Router's flat route manifest as the nested routes matchRoutes reads. */
function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes).flatMap((route): RouteObject[] => {
    if (route === undefined || route.parentId !== parentId) return [];
    const { id, path, caseSensitive } = route;
    return [
      route.index
        ? { id, path, caseSensitive, index: true }
        : { id, path, caseSensitive, children: routeTree(routes, id) },
    ];
  });
}

/**
 * Whether root.tsx rendered React Router's scripts into `html`: the route table's
 * `hydrate`, as the root decided it (a page the table does not know hydrates too).
 */
const isHydrated = (html: string) => html.includes("window.__reactRouterContext");

export function createPageRenderer({
  clientDir,
  enhanceScript,
  librarySizeOf,
}: RendererOptions): PageRenderer {
  const documents = createDocumentRenderer({ clientDir, enhanceScript });
  const serverBuild = build as unknown as ServerBuild;
  const handle = createRequestHandler(serverBuild, "production");
  const routes = routeTree(serverBuild.routes);
  // One per renderer: the stylesheet is read and parsed once.
  const beasties = criticalCssSelector(clientDir);

  const hasLoaderData = (path: string) =>
    (matchRoutes(routes, path) ?? []).some(
      ({ route }) => serverBuild.routes[route.id ?? ""]?.module.loader !== undefined,
    );

  /**
   * The site's files as served with a page rendered from `data`: a file the content makes,
   * as made from that content (what it read is what the page read too, so the page is
   * rendered again when the file changes); a file of the media library, as the server
   * holds it; any other, as built.
   */
  const siteFiles = (data: PageData, reads: Set<string>): SiteFiles => ({
    async sizeOf(filePath) {
      const made = await documents.made(filePath, data.content ?? repositoryContent);
      if (made === undefined && isLibraryFile(filePath)) return librarySizeOf?.(filePath);
      if (made === undefined)
        return stat(path.join(clientDir, filePath)).then(
          (found) => (found.isFile() ? found.size : undefined),
          () => undefined,
        );
      for (const read of made.contentReads) reads.add(read);
      return made.body.length;
    },
  });

  const fetchPage = async (url: string, data: PageData, reads: Set<string>): Promise<Buffer> => {
    const context = new RouterContextProvider();
    context.set(pageDataContext, data);
    context.set(siteFilesContext, siteFiles(data, reads));
    context.set(contentReadsContext, reads);
    const response = await handle(new Request(ORIGIN + url), context);
    if (response.status !== 200) {
      throw new Error(`${url} rendered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    }
    return Buffer.from(await response.arrayBuffer());
  };

  return {
    pages: sitePages,
    sitemap: (content, changedAt) => sitemapXml(siteUrl(), sitePagesOf(content).sitemapPages(), changedAt),
    async render(path: string, data: PageData): Promise<RenderedPage> {
      const reads = new Set<string>();
      const markup = (await fetchPage(path, data, reads)).toString("utf8");
      // A page React hydrates paints before its code loads, which brings the small scripts
      // with it; any other page gets them, and its stylesheet, without a framework. Only a
      // hydrated page is ever rendered in the browser, so only it needs its loader data.
      const hydrated = isHydrated(markup);
      const [html, loaderData] = await Promise.all([
        hydrated
          ? paintFirst(markup, path, beasties, [enhanceScript])
          : staticPage(markup, path, beasties, enhanceScript),
        hydrated && hasLoaderData(path) ? fetchPage(`${path}.data`, data, reads) : undefined,
      ]);
      const [htmlFile, dataFile] = await Promise.all([
        encode(Buffer.from(html)),
        loaderData === undefined ? undefined : encode(loaderData),
      ]);
      return {
        html: htmlFile,
        ...(dataFile === undefined ? {} : { data: dataFile }),
        scriptHashes: inlineScriptHashes(html),
        contentReads: [...reads].sort(),
      };
    },
  };
}
