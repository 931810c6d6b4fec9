// Builds the Fastify application without listening: main.ts listens, tests use inject().
//
// One plugin per concern, registered in the order they depend on each other.

import Fastify, { LogController, type FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import content, { type ContentPluginOptions } from "./content/plugin.js";
import database from "./db/plugin.js";
import events, { type EventsPluginOptions } from "./events/plugin.js";
import forms, { type FormsPluginOptions } from "./forms/plugin.js";
import health from "./health.js";
import httpErrors, { answerBrokenRequest, unreadableUrlAnswer } from "./http-errors.js";
import mailWorker, { type MailWorkerPluginOptions } from "./mail/plugin.js";
import securityHeaders from "./security/headers.js";
import { trustedProxies } from "./security/trusted-proxy.js";
import xsrf, { type XsrfPluginOptions } from "./security/xsrf.js";
import privacy, { type PrivacyPluginOptions } from "./privacy/plugin.js";
import { requestLogger } from "./request-logger.js";
import site, { type SitePluginOptions } from "./site/site-plugin.js";
import staff, { type StaffPluginOptions } from "./staff/plugin.js";
import visits, { type VisitsPluginOptions } from "./visits/plugin.js";

export interface BuildAppOptions {
  /** `false` turns logging off (tests). Default: pino JSON lines at `config.logLevel`. */
  logger?: boolean;
  /** Where log lines go instead of stdout, e.g. to read them in a test. */
  logStream?: { write(line: string): void };
  /** Options of the content, e.g. the scheduler's clock and interval (tests). */
  content?: Omit<ContentPluginOptions, "config">;
  /** Options of the events API, e.g. a shorter version check in tests. */
  events?: Omit<EventsPluginOptions, "config">;
  /** Options of the XSRF protection, e.g. a clock that tests move (tests). */
  xsrf?: Omit<XsrfPluginOptions, "config">;
  /** Options of the forms, e.g. a shorter rate-limit window (tests). */
  forms?: Omit<FormsPluginOptions, "config">;
  /** Options of the delivery worker, e.g. `enabled: false` or short poll intervals (tests). */
  mail?: Omit<MailWorkerPluginOptions, "config">;
  /** Options of the daily purge, e.g. a clock that tests move or `enabled: false`. */
  privacy?: Omit<PrivacyPluginOptions, "config">;
  /** Options of the staff console, e.g. a clock that tests move or tighter sign-in limits. */
  staff?: Omit<StaffPluginOptions, "config">;
  /** Options of the visit counts, e.g. their clock or how often they are written (tests). */
  visits?: Omit<VisitsPluginOptions, "config">;
  /** Options of the site, e.g. a shorter check of the live pages' data (tests). */
  site?: Omit<SitePluginOptions, "webRoot">;
  /** How long a client has to send a whole request; REQUEST_TIMEOUT_MS unless a test needs less. */
  requestTimeoutMs?: number;
}

// The longest upload is a 5 MB CV: about 80 s over a 0.5 Mbit/s mobile link. A client
// slower than that (or sending nothing, slow-loris style) is cut off with a 408, within
// a few seconds of the limit as Node checks connections that often (checkEveryMs).
const REQUEST_TIMEOUT_MS = 120_000;
// Headers are a few hundred bytes: a client that has not sent them by then never will.
const HEADERS_TIMEOUT_MS = 20_000;
const checkEveryMs = (timeoutMs: number) => Math.max(100, Math.min(5_000, Math.floor(timeoutMs / 4)));

// Every body the API accepts is a small JSON form; a larger one is refused with 413
// before it is buffered. A route that needs more raises its own limit.
const BODY_LIMIT_BYTES = 128 * 1024;

/** How long one plugin may take to start (open, migrate, seed) before the start fails. */
const PLUGIN_START_TIMEOUT_MS = 120_000;

export function buildApp(config: Config, options: BuildAppOptions = {}): FastifyInstance {
  const {
    logger = true,
    logStream,
    events: eventsOptions = {},
    content: contentOptions = {},
    xsrf: xsrfOptions = {},
    forms: formsOptions = {},
    mail = {},
    staff: staffOptions = {},
    privacy: privacyOptions = {},
    site: siteOptions = {},
    visits: visitsOptions = {},
    requestTimeoutMs = REQUEST_TIMEOUT_MS,
  } = options;
  const trustProxy = trustedProxies(config.trustProxy);
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, ...(logStream === undefined ? {} : { stream: logStream }) }
      : false,
    // Fastify's two info lines per request would bury what matters in a terminal, and cost
    // about a fifth of a small response's time; one debug line per request stands in for them.
    logController: new LogController({ disableRequestLogging: true }),
    // ...so a request's own logger is made only when it has something to say.
    ...(logger ? { childLoggerFactory: requestLogger } : {}),
    trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: requestTimeoutMs,
    http: {
      connectionsCheckingInterval: checkEveryMs(requestTimeoutMs),
      // Node enforces requestTimeout only while headersTimeout is no longer: its default
      // (a minute, fixed when the server is made) would silently switch a shorter one off.
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      requestTimeout: requestTimeoutMs,
    },
    // Requests Fastify or Node cannot read get our headers and a fixed text, not an echo.
    frameworkErrors: unreadableUrlAnswer(trustProxy),
    clientErrorHandler: answerBrokenRequest,
    // A new database's first start draws the sample events' pictures (seconds of CPU):
    // on a loaded small machine that outlasts Fastify's default of 10 s per plugin, and a
    // start that gives up half-way helps nobody. Readiness is still bounded by whoever waits.
    pluginTimeout: PLUGIN_START_TIMEOUT_MS,
  });

  // LOG_LEVEL=debug shows every request: method, path, status and time, never the query or a body.
  if (logger && (config.logLevel === "debug" || config.logLevel === "trace")) {
    app.addHook("onResponse", async (request, reply) => {
      const path = request.url.split("?", 1)[0];
      request.log.debug(
        { method: request.method, path, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        "Request answered",
      );
    });
  }

  // First, so their hooks and 404/405 handler cover every route registered after them.
  app.register(securityHeaders);
  app.register(httpErrors);

  app.register(health);

  // Opens and migrates SQLite (DATA_DIR) or PostgreSQL (DATABASE_URL): app.db.
  app.register(database, { config });
  app.register(events, { ...eventsOptions, config }); // GET /Bweb/api/events, /Bweb/api/events/images/*
  // The site's content: a new database gets the web build's (content/seed.ts).
  // Its scheduler publishes and retires what staff scheduled, and closes job openings.
  app.register(content, { ...contentOptions, config });

  // Delivers the outbox by SMTP (or .eml files); app.mailWorker.nudge() wakes it.
  app.register(mailWorker, { ...mail, config });
  // XSRF: app.xsrf.issueWithPage() for the pages with a form and the console (so before them), GET
  // /Bweb/api/xsrf-token, and app.xsrf.refusal() for the posts (security/xsrf.ts).
  app.register(xsrf, { ...xsrfOptions, config });
  // Rate limits, POST /Bweb/api/mailsending and /BTAB/api/job-application; their mail.
  app.register(forms, { ...formsOptions, config });

  // Counts page views and where visits came from (counts only, no visitor), before the
  // site whose answers it counts; app.visits.flush() writes them (the console's overview).
  app.register(visits, { ...visitsOptions, config });

  // Deletes what is past the privacy notice's periods, a minute after start and daily.
  app.register(privacy, { ...privacyOptions, config });

  // The staff console: pages under /staff, its API under /staff/api (sessions, passkeys).
  app.register(staff, { ...staffOptions, config });

  // Its catch-all GET route answers only what no other route claims: the router
  // prefers static paths and longer prefixes whatever the registration order.
  app.register(site, { ...siteOptions, webRoot: config.webRoot });

  return app;
}
