// Serves the prerendered site: pages from memory, other build files from disk, and the
// redirect rules for every other path a browser may ask for.
//
// A missing or broken build does not stop the server: the API keeps working and pages
// answer 503 with a hint, so a server started before the web build is still useful.

import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { loadSite } from "./load-site.js";
import { isReservedPath } from "./reserved-paths.js";
import { sendHtmlDocument } from "./send-html.js";
import { resolveSitePath } from "./site-paths.js";
import { registerStaticFiles } from "./static-files.js";

export interface SitePluginOptions {
  /** The web build directory (WEB_ROOT). */
  webRoot: string;
}

const SITE_NOT_BUILT = "The site is not built yet. Run `npm run build`, then restart the server.\n";

const splitUrl = (url: string) => {
  const queryStart = url.indexOf("?");
  return queryStart === -1
    ? { pathname: url, search: "" }
    : { pathname: url.slice(0, queryStart), search: url.slice(queryStart) };
};

const sitePlugin: FastifyPluginAsync<SitePluginOptions> = async (app, { webRoot }) => {
  // The events plugin, when registered, has the list /gallery's first cards come from.
  const loaded = await loadSite(
    webRoot,
    app.log,
    app.hasDecorator("eventsList") ? app.eventsList : undefined,
  );
  if (loaded.ok) {
    await registerStaticFiles(app, webRoot);
    app.log.info(`Site: ${loaded.site.pages.size} pages from ${webRoot}`);
  } else {
    app.log.warn(
      `Site not available: ${loaded.reason}. The API works; pages answer 503 until the web app is built (npm run build).`,
    );
  }

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
    handler(request, reply) {
      const { pathname, search } = splitUrl(request.url);
      if (isReservedPath(pathname)) return reply.callNotFound();
      if (!loaded.ok) return notBuilt(reply);

      const { site } = loaded;
      const resolution = resolveSitePath(pathname, site.paths);
      switch (resolution.kind) {
        case "page": {
          const eventsPage = site.eventsPages.get(resolution.path);
          if (eventsPage !== undefined) {
            return eventsPage.document().then((page) => sendHtmlDocument(request, reply, page, app.xsrf));
          }
          const page = site.pages.get(resolution.path);
          return page === undefined ? reply.callNotFound() : sendHtmlDocument(request, reply, page, app.xsrf);
        }
        case "shell":
          return sendHtmlDocument(request, reply, site.fallback, app.xsrf);
        case "redirect":
          // Query strings survive, so campaign and tracking parameters are not lost.
          return reply.redirect(resolution.location + search, resolution.status);
      }
    },
  });
};

export default sitePlugin;
