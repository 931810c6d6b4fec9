// The site's visits, counted without tracking anyone (docs/decisions/0018): when the server
// has answered a page of the site (GET, 200 or 304), it adds one view of that page for
// the day; when the page came from no page of the site (no Referer of its own), a visit
// began there, and its source (utm_source, else the referring site's host name, else
// "direct") and campaign (utm_campaign) are counted too. Counts only: no address, browser,
// cookie or row per visitor is read into them or kept.
//
// Not counted: HEAD, a redirect or not-found page, the console, files and the API;
// requests a browser makes ahead of the visitor (Sec-Purpose: prefetch or prerender, and
// the older Purpose, X-Purpose and X-Moz), and crawlers that say they are one. A page the
// browser prerendered and the visitor then opened is reported by the pages' script
// (PAGE_VIEW_PATH) and counted as its request would have been.
//
// The counts wait in memory (tally.ts) and are added to the database's every
// `flushEveryMs`, on shutdown, and before the console's overview reads them: a page's
// answer never waits for the database, and several instances' counts add up.

import { cleanVisitStart, PAGE_VIEW_PATH, visitStartOf, type VisitStart } from "@site/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Config } from "../config.js";
import { addVisitCounts } from "./store.js";
import { VisitTally } from "./tally.js";

export interface VisitsPluginOptions {
  config: Pick<Config, "siteUrl" | "visitCounts">;
  /** How often the counts are written to the database. Default 30 s. */
  flushEveryMs?: number;
  /** The clock that dates the counts (tests move it). */
  now?: () => Date;
}

declare module "fastify" {
  interface FastifyInstance {
    visits: {
      /** Writes the counts made since the last flush (the overview, shutdown, tests). */
      flush(): Promise<void>;
    };
  }
}

/** The route that answers the site's pages (site/site-plugin.ts): its answers are counted. */
const PAGE_ROUTE = "/*";

// Headers a browser sends only with a request made ahead of the visitor (a prefetch, a
// prerender, a link preview): present at all, the request is not a view.
const SPECULATIVE = ["sec-purpose", "purpose", "x-purpose", "x-moz"] as const;

// A crawler that says so in its User-Agent (read here, never kept). Alternatives of plain
// words: linear.
const CRAWLER = /bot|crawl|spider|slurp/;
const USER_AGENT_READ_MAX = 512;

const isSpeculative = (request: FastifyRequest) =>
  SPECULATIVE.some((name) => request.headers[name] !== undefined);

const isCrawler = (request: FastifyRequest) =>
  CRAWLER.test((request.headers["user-agent"] ?? "").slice(0, USER_AGENT_READ_MAX).toLowerCase());

/** A header's value as one string ("" when absent). */
const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? (value[0] ?? "") : (value ?? "");

const splitUrl = (url: string) => {
  const queryStart = url.indexOf("?");
  return queryStart === -1
    ? { pathname: url, search: "" }
    : { pathname: url.slice(0, queryStart), search: url.slice(queryStart) };
};

// A path or referrer longer than this is no page of the site: not read any further.
const REPORTED_MAX = 4096;

const visitsPlugin: FastifyPluginAsync<VisitsPluginOptions> = async (app, options) => {
  const { flushEveryMs = 30_000, now = () => new Date() } = options;
  const siteHost = new URL(options.config.siteUrl).hostname;
  const tally = new VisitTally();
  // VISIT_COUNTS=false: nothing counted, not even looked at (and the overview shows none).
  if (!options.config.visitCounts) {
    app.decorate("visits", { flush: async () => {} });
    return;
  }

  /** How a visit that begins with this page began, or undefined when it came from the site. */
  const siteOrigin = `${new URL(options.config.siteUrl).origin}/`;
  const startOf = (request: FastifyRequest, search: string, referrer: string): VisitStart | undefined => {
    // Most views come from a page of the site: told by a prefix, before any address is parsed.
    if (referrer.startsWith(siteOrigin) || referrer.startsWith(`${request.protocol}://${request.host}/`))
      return undefined;
    const start = visitStartOf(search, referrer, [siteHost, request.hostname]);
    return start === undefined ? undefined : cleanVisitStart(start);
  };

  const count = (request: FastifyRequest, url: string, referrer: string) => {
    const { pathname, search } = splitUrl(url);
    const path = app.hasDecorator("servedPagePath") ? app.servedPagePath(pathname) : undefined;
    if (path === undefined) return;
    tally.count(now().toISOString().slice(0, 10), path, startOf(request, search, referrer));
  };

  // After the answer is sent: counting adds nothing to a page's time.
  // A callback, not an async function: no promise for each of the server's requests.
  app.addHook("onResponse", (request, reply, done) => {
    try {
      if (
        request.method === "GET" &&
        request.routeOptions.url === PAGE_ROUTE &&
        (reply.statusCode === 200 || reply.statusCode === 304) &&
        !isSpeculative(request) &&
        !isCrawler(request)
      )
        count(request, request.url, headerText(request.headers.referer).slice(0, REPORTED_MAX));
    } catch (error) {
      // A count lost, never a request held up.
      request.log.warn({ err: error }, "Visits: a page view could not be counted");
    }
    done();
  });

  // A prerendered page the visitor opened, as the pages' script reports it: its own
  // request was not counted. Another site's page cannot report one (Sec-Fetch-Site).
  app.post<{ Querystring: { path?: unknown; referrer?: unknown } }>(
    PAGE_VIEW_PATH,
    async (request, reply) => {
      const site = headerText(request.headers["sec-fetch-site"]);
      const { path, referrer } = request.query;
      if (
        (site === "" || site === "same-origin") &&
        !isCrawler(request) &&
        typeof path === "string" &&
        path.length <= REPORTED_MAX &&
        (referrer === undefined || (typeof referrer === "string" && referrer.length <= REPORTED_MAX))
      )
        count(request, path, referrer ?? "");
      return reply.code(204).header("cache-control", "no-store").send();
    },
  );

  let flushing: Promise<void> = Promise.resolve();
  const flush = () => {
    flushing = flushing.then(async () => {
      if (tally.empty) return;
      const batch = tally.take();
      try {
        await addVisitCounts(app.db, batch);
      } catch (error) {
        // Kept for the next flush: a database that is back later loses nothing.
        tally.restore(batch);
        app.log.warn({ err: error }, "Visits: the counts could not be written; the next flush tries again");
      }
    });
    return flushing;
  };
  app.decorate("visits", { flush });

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await flush();
  });
};

// Not encapsulated: its hook counts the site's pages, a route of the root.
export default fastifyPlugin(visitsPlugin, { name: "visits", fastify: "5.x", dependencies: ["database"] });
