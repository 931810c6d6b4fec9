// The `mailWorker` plugin: runs the outbox delivery worker beside the API. A feature that
// queues mail registers how its kind is rendered (`app.mailWorker.registerRenderer()`)
// and wakes the worker the moment a message is stored (`app.mailWorker.nudge()`).
//
// The worker starts once the app is ready, passes over the outbox every second and on
// every nudge, and stops when the app closes: it lets a send in progress finish (for a
// bounded time), then cuts it and closes the SMTP pool. The database plugin closes
// after this one (onClose hooks run in reverse order), so outcomes are still recorded.

import type { FastifyPluginAsync } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Config } from "../config.js";
import type { OutboxKind } from "../db/schema.js";
import { DEFAULT_RETRY_BASE_MS } from "./backoff.js";
import type { MailRenderer } from "./message.js";
import { startPolling, type PollingLoop } from "./polling.js";
import { createMailTransport } from "./transport.js";
import { DeliveryWorker, sendDeadlineFor } from "./worker.js";

export interface MailWorkerHandle {
  /** A row was just queued: look for due rows now instead of at the next poll. */
  nudge(): void;
  /** How the mail of outbox rows of `kind` is made; the feature that queues them registers it. */
  registerRenderer(kind: OutboxKind, renderer: MailRenderer): void;
}

declare module "fastify" {
  interface FastifyInstance {
    mailWorker: MailWorkerHandle;
  }
}

export interface MailWorkerPluginOptions {
  config: Config;
  /** false: no worker runs (tests that need no delivery); rows stay pending. Default true. */
  enabled?: boolean;
  /** How often the outbox is checked without a nudge. Default 1000 ms. */
  pollIntervalMs?: number;
  /** The first retry's delay, doubled per attempt. Default 1000 ms (tests use less). */
  retryBaseMs?: number;
  /** How long closing the app waits for sends in progress before cutting them. Default 5 s. */
  closeGraceMs?: number;
}

// main.ts gives the whole shutdown 10 s; in-flight requests finish first, so the mail
// worker takes at most half of it and leaves room for recording what it cut.
const DEFAULT_CLOSE_GRACE_MS = 5_000;

// After cutting the sends at close, how long to wait for their outcomes to be written.
const RECORD_AFTER_ABORT_MS = 2_000;

const mailWorker: FastifyPluginAsync<MailWorkerPluginOptions> = async (app, options) => {
  const { config, enabled = true, pollIntervalMs = 1_000, closeGraceMs = DEFAULT_CLOSE_GRACE_MS } = options;
  if (!enabled) {
    app.decorate("mailWorker", { nudge() {}, registerRenderer() {} });
    return;
  }

  const log = app.log.child({ component: "mail" });
  const sendDeadlineMs = sendDeadlineFor(config.outboxLeaseMs);
  const transport = createMailTransport(config, sendDeadlineMs);
  const renderers = new Map<OutboxKind, MailRenderer>();
  const worker = new DeliveryWorker({
    db: app.db,
    engine: app.dbEngine,
    transport,
    mailFrom: config.mailFrom,
    renderers,
    leaseMs: config.outboxLeaseMs,
    sendDeadlineMs,
    retryBaseMs: options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS,
    log,
  });

  let loop: PollingLoop | undefined;
  app.decorate("mailWorker", {
    nudge: () => loop?.nudge(),
    registerRenderer: (kind, renderer) => void renderers.set(kind, renderer),
  });

  // A database outage fails every pass; say so when it starts and when the error changes,
  // not once a second.
  let lastPassError: string | undefined;
  const onPassError = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    if (message !== lastPassError) log.warn({ error: message }, "Mail delivery pass failed; trying again");
    lastPassError = message;
  };

  app.addHook("onReady", async () => {
    log.info(
      config.smtpUrl
        ? `Mail: delivering through ${transport.description}`
        : `Mail: SMTP_URL is not set; writing .eml files to ${transport.description}`,
    );
    loop = startPolling(
      async () => {
        const { more } = await worker.deliverDue();
        lastPassError = undefined;
        // A backlog: the next pass right after this one, not after the poll interval.
        if (more) loop?.nudge();
      },
      pollIntervalMs,
      onPassError,
    );
  });

  app.addHook("onClose", async () => {
    worker.stop();
    if (loop && !(await loop.stop(closeGraceMs))) {
      log.warn(`Mail: sends still running after ${closeGraceMs} ms; cutting them (they are retried later)`);
      worker.abortSends();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        loop.idle,
        new Promise((resolve) => (timer = setTimeout(resolve, RECORD_AFTER_ABORT_MS))),
      ]);
      clearTimeout(timer);
    }
    transport.close({ force: true });
  });
};

export default fastifyPlugin(mailWorker, { name: "mail-worker", fastify: "5.x", dependencies: ["database"] });
