// Serves the site: pages from memory (as built, or as last rendered from the server's data:
// live-pages.ts), other build files from disk, and the redirect rules for every other path
// a browser may ask for.
//
// A missing or broken build does not stop the server: the API keeps working and pages
// answer 503 with a hint, so a server started before the web build is still useful.

import { fileFacts, libraryFileOf } from "../media/files.js";
import { BUILD_FOLDERS } from "@site/contracts";
import type { SiteContent } from "@site/contracts/content";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import mime from "mime";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { contentHashOf, type HtmlDocument } from "./html-document.js";
import { startLivePages, type LivePages } from "./live-pages.js";
import { loadSite } from "./load-site.js";
import { databaseRenderedStore } from "./rendered-store.js";
import { isReservedPath } from "./reserved-paths.js";
import { matchesIfNoneMatch, sendEncoded, sendHtmlDocument } from "./send-html.js";
import { sendGone } from "./gone-page.js";
import { createSitePaths, resolveSitePath, withoutTrailingSlashes, type SitePaths } from "./site-paths.js";
import { sitemapWithDates } from "./sitemap.js";
import { SEARCH_BUNDLE_POLICY } from "../security/content-security-policy.js";
import { cacheControlFor, DATA_CACHE_CONTROL, DATA_SUFFIX, registerStaticFiles } from "./static-files.js";

export interface SitePluginOptions {
  /** The web build directory (WEB_ROOT). */
  webRoot: string;
  /** How often the data of live pages is checked. Default 1000 ms. */
  liveCheckIntervalMs?: number;
}

/** A file's media type, by its name; Pagefind's own index files have none of their own. */
const typeOf = (name: string) => mime.getType(name) ?? "application/octet-stream";

/** A file kept in memory, with its ETag: 304 when the client has it, else the bytes. */
function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, etag }: { body: Buffer; etag: string },
  type: string,
) {
  reply.header("etag", etag);
  if (matchesIfNoneMatch(request.headers["if-none-match"], etag)) return reply.code(304).send();
  return reply.code(200).type(type).send(body);
}

/** The sitemap the build writes at the site's root. */
const SITEMAP_FILE = "sitemap.xml";

/** Where the search index's files are (Pagefind's bundle). */
const SEARCH_PREFIX = `/${BUILD_FOLDERS.search}/`;

const EMPTY_PATHS = createSitePaths([], [], "/");

const SITE_NOT_BUILT = "The site is not built yet. Run `npm run build`, then restart the server.\n";

const splitUrl = (url: string) => {
  const queryStart = url.indexOf("?");
  return queryStart === -1
    ? { pathname: url, search: "" }
    : { pathname: url.slice(0, queryStart), search: url.slice(queryStart) };
};

declare module "fastify" {
  interface FastifyInstance {
    /** The pages rendered from run-time data (for tests and diagnostics); undefined without a build. */
    livePages: LivePages | undefined;
    /**
     * The public page at `pathname` rendered from `content` (the console's preview of
     * drafts); undefined when no page answers there or the site is not built.
     */
    previewPage(pathname: string, content: SiteContent): Promise<HtmlDocument | undefined>;
    /**
     * The path of the page served at the raw `pathname` as it is spelled there (the
     * manifest's), or undefined when no page is: a redirect, a not-found page, no build.
     * What the visit counts count (visits/plugin.ts).
     */
    servedPagePath(pathname: string): string | undefined;
  }
}

const sitePlugin: FastifyPluginAsync<SitePluginOptions> = async (app, { webRoot, liveCheckIntervalMs }) => {
  const loaded = await loadSite(webRoot, app.log);
  let live: LivePages | undefined;
  if (loaded.ok) {
    const { site } = loaded;
    live = await startLivePages({
      webRoot,
      manifest: site.manifest,
      built: site.pages,
      // The events and content plugins, when registered, have the data pages are rendered from.
      sources: {
        events: app.hasDecorator("eventsList") ? app.eventsList : undefined,
        content: app.hasDecorator("publishedContent") ? app.publishedContent : undefined,
      },
      store: databaseRenderedStore(app.db),
      log: app.log,
      checkIntervalMs: liveCheckIntervalMs,
      librarySizeOf: async (filePath) => {
        const name = libraryFileOf(filePath.slice(filePath.lastIndexOf("/") + 1));
        return name === undefined ? undefined : (await fileFacts(app.db, name.hash))?.bytes;
      },
    });
    app.addHook("onClose", async () => live?.close());
    // A live page's loader data is the rendering's, from memory, not the build's file.
    const liveData = Object.entries(site.manifest.pages).flatMap(([pagePath, entry]) =>
      entry.renderedFrom.length > 0 && entry.data !== undefined ? [{ pagePath, file: entry.data }] : [],
    );
    app.addHook("onRequest", async (request, reply) => {
      if (request.method !== "GET" && request.method !== "HEAD") return;
      const { pathname } = splitUrl(request.url);
      // The search index as made again since the build (a publish, new events): its files
      // from memory, before the build's on disk; every other file of /pagefind/ is the build's.
      if (pathname.startsWith(SEARCH_PREFIX)) {
        const file = live?.searchFile(pathname.slice(SEARCH_PREFIX.length));
        if (file === undefined) return;
        reply
          .header("cache-control", cacheControlFor(pathname.slice(1)))
          .header("content-security-policy", SEARCH_BUNDLE_POLICY);
        return sendFile(request, reply, file, typeOf(pathname));
      }
      // The PDFs, social images, search suggestions and web manifest the content makes (an
      // item added since the build brings its own): as last made from the published
      // content, asked for every time (a cheap 304) so a publish reaches them as it reaches
      // the pages.
      const file = live?.file(pathname);
      if (file === undefined) return;
      reply.header("cache-control", DATA_CACHE_CONTROL);
      return sendFile(request, reply, file, typeOf(pathname));
    });
    // The sitemap of the pages served: the build's with the date each page the server
    // rendered again last changed, or made again once items came or went.
    const builtSitemap = await readFile(path.join(webRoot, SITEMAP_FILE), "utf8").catch(() => undefined);
    if (builtSitemap !== undefined)
      app.get(`/${SITEMAP_FILE}`, async (request, reply) => {
        const made = await live?.sitemap().catch((error: unknown) => {
          request.log.error({ err: error }, "The sitemap could not be made; the build's is sent");
          return undefined;
        });
        const body = Buffer.from(
          made ?? sitemapWithDates(builtSitemap, (pagePath) => live?.changedAt(pagePath)),
        );
        reply.header("cache-control", cacheControlFor(SITEMAP_FILE));
        return sendFile(request, reply, { body, etag: `"${contentHashOf(body)}"` }, typeOf(SITEMAP_FILE));
      });
    // Served from memory, not from the build's files: live pages' data, what the content
    // makes (a document of an item removed since is not served as built either), and the
    // sitemap.
    await registerStaticFiles(
      app,
      webRoot,
      new Set([
        ...liveData.map(({ file }) => file),
        ...Object.keys(site.manifest.documents).map((documentPath) => documentPath.slice(1)),
        ...(builtSitemap === undefined ? [] : [SITEMAP_FILE]),
      ]),
    );
    for (const { pagePath } of liveData) {
      app.get(`${pagePath}${DATA_SUFFIX}`, (request, reply) => {
        const data = live?.get(pagePath)?.data;
        if (data === undefined) return reply.callNotFound();
        reply.header("cache-control", DATA_CACHE_CONTROL);
        return sendEncoded(request, reply, data, "text/x-script");
      });
    }
    app.log.info(`Site: ${site.pages.size} pages from ${webRoot}`);
  } else {
    app.log.warn(
      `Site not available: ${loaded.reason}. The API works; pages answer 503 until the web app is built (npm run build).`,
    );
  }
  app.decorate("livePages", live);
  app.decorate("previewPage", async (pathname: string, content: SiteContent) => {
    if (!loaded.ok || live === undefined) return undefined;
    return (await live.preview(pathname, content))?.document;
  });

  // The pages served now (the build's, and those of items added since): made again when
  // they change.
  let paths: { of: readonly string[]; paths: SitePaths } | undefined;
  const servedPaths = (): SitePaths => {
    if (!loaded.ok || live === undefined) return loaded.ok ? loaded.site.paths : EMPTY_PATHS;
    const of = live.pagePaths();
    if (paths?.of !== of)
      paths = {
        of,
        paths: createSitePaths(of, loaded.site.paths.shellPrefixes, loaded.site.manifest.home),
      };
    return paths.paths;
  };

  app.decorate("servedPagePath", (pathname: string): string | undefined => {
    if (!loaded.ok) return undefined;
    const resolution = resolveSitePath(pathname, servedPaths());
    if (resolution.kind !== "page") return undefined;
    const page = live?.get(resolution.path)?.document ?? loaded.site.pages.get(resolution.path);
    return page === undefined ? undefined : resolution.path;
  });

  /** Where the raw `pathname` leads since its page went (PublishedContent.movedTo). */
  const movedTo = async (pathname: string): Promise<string | null | undefined> => {
    if (!app.hasDecorator("publishedContent")) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const address = withoutTrailingSlashes(decoded);
    return address === "" ? undefined : app.publishedContent.movedTo(address);
  };

  const notBuilt = (reply: FastifyReply) =>
    reply
      .code(503)
      .header("cache-control", "no-store")
      .header("retry-after", "60")
      .type("text/plain; charset=utf-8")
      .send(SITE_NOT_BUILT);

  // Everything GET/HEAD that no more specific route (static files, API) claimed.
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    async handler(request, reply) {
      const { pathname, search } = splitUrl(request.url);
      if (isReservedPath(pathname)) return reply.callNotFound();
      if (!loaded.ok) return notBuilt(reply);

      const { site } = loaded;
      const resolution = resolveSitePath(pathname, servedPaths());
      switch (resolution.kind) {
        case "page": {
          const page = live?.get(resolution.path)?.document ?? site.pages.get(resolution.path);
          return page === undefined ? reply.callNotFound() : sendHtmlDocument(request, reply, page, app.xsrf);
        }
        case "shell": {
          // An item's details page the site had (renamed, retired) leads on, as any page.
          const moved = await movedTo(pathname);
          if (moved === null) return sendGone(reply, pathname);
          if (moved !== undefined) return reply.redirect(encodeURI(moved) + search, 301);
          const shell = site.shells.get(resolution.prefix);
          return shell === undefined
            ? reply.callNotFound()
            : sendHtmlDocument(request, reply, shell, app.xsrf);
        }
        case "redirect": {
          // An address the site had (an item renamed or retired) leads on, forever: to
          // where the item is now or its kind's list, or it is gone (410), never home.
          const moved = resolution.status === 302 ? await movedTo(pathname) : undefined;
          if (moved === null) return sendGone(reply, pathname);
          // Query strings survive, so campaign and tracking parameters are not lost.
          if (moved !== undefined) return reply.redirect(encodeURI(moved) + search, 301);
          return reply.redirect(resolution.location + search, resolution.status);
        }
      }
    },
  });
};

// Not encapsulated: the console's preview (staff/preview-routes.ts) renders through
// app.previewPage, and its routes are the root's anyway.
export default fastifyPlugin(sitePlugin, { name: "site", fastify: "5.x", dependencies: ["database"] });
