// The `content` plugin: the site's content as the database holds it (store.ts), seeded at
// start from the web build's content (seed.ts), the published content pages are
// rendered from (app.publishedContent), and the pictures staff uploaded for it
// (picture-files.ts), those no document uses deleted by the daily housekeeping
// (app.contentPictures). The console's routes that edit it are in
// staff/content-routes.ts and staff/picture-routes.ts. Its scheduler (schedule.ts,
// app.contentSchedule) makes the changes staff scheduled and closes job openings, on every
// instance from when the app is ready until it closes.

import type { FastifyPluginAsync } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Config } from "../config.js";
import { startPolling, type PollingLoop } from "../mail/polling.js";
import { registerPictureFiles } from "./picture-files.js";
import { deleteUnfinishedFiles, deleteUnusedFiles } from "../media/files.js";
import { registerLibraryFiles } from "../media/serve.js";
import { deleteUnusedPictures, namedFiles } from "./pictures.js";
import { pagesGate } from "./publish-gate.js";
import { PublishedContent } from "./published.js";
import { ContentScheduler, type SchedulePass } from "./schedule.js";
import { seedContent } from "./seed.js";

export interface ContentPluginOptions {
  config: Pick<Config, "webRoot">;
  /** How often, at most, the published content's change counter is asked. Default 1000 ms. */
  versionCheckIntervalMs?: number;
  /** Memory for recently served renditions of uploaded pictures. Default 32 MiB. */
  pictureCacheBytes?: number;
  /** The scheduler of changes and openings' closings (tests: a clock they move, a short interval). */
  schedule?: ScheduleOptions;
}

export interface ScheduleOptions {
  /** false: no scheduler runs (app.contentSchedule.runDue() still does a pass). Default true. */
  enabled?: boolean;
  /** How often it looks for what is due. Default 15 s. */
  intervalMs?: number;
  /** The clock that says what is due. Default the system's. */
  now?: () => Date;
  /** How long an instance holds a change it makes. Default 10 minutes. */
  leaseMs?: number;
  /** When a change that failed (not refused) is tried again. Default 5 minutes. */
  retryMs?: number;
}

// A change renders the pages it changes (seconds, a minute at worst): the lease outlasts
// that, so no other instance takes the change over while it is being made.
const DEFAULT_SCHEDULE_LEASE_MS = 10 * 60_000;
// How long closing the app waits for a change in progress (main.ts gives shutdown 10 s).
const SCHEDULE_CLOSE_GRACE_MS = 3_000;

declare module "fastify" {
  interface FastifyInstance {
    /** The published content pages are rendered from (content/published.ts). */
    publishedContent: PublishedContent;
    /** The uploaded pictures' upkeep, run by the daily housekeeping (privacy/plugin.ts). */
    contentPictures: {
      /**
       * Deletes the uploads and the media library's files nothing names any more, and what
       * uploads cut short left (content/pictures.ts, media/files.ts); answers their names.
       */
      deleteUnused(now: Date): Promise<string[]>;
    };
    /** The scheduled changes and openings' closings (content/schedule.ts). */
    contentSchedule: {
      /** One pass now: what is due is done (tests; the scheduler runs passes by itself). */
      runDue(): Promise<SchedulePass>;
    };
  }
}

const content: FastifyPluginAsync<ContentPluginOptions> = async (
  app,
  { config, versionCheckIntervalMs, pictureCacheBytes = 32 * 1024 * 1024, schedule = {} },
) => {
  await seedContent(
    app.db,
    config.webRoot,
    { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
    new Date(),
  );
  app.decorate("publishedContent", new PublishedContent(app.db, versionCheckIntervalMs));
  const files = registerPictureFiles(app, pictureCacheBytes);
  registerLibraryFiles(app);
  app.decorate("contentPictures", {
    async deleteUnused(now: Date) {
      // What any draft, any published version or the media library still names stays.
      const named = await namedFiles(app.db);
      const deleted = await deleteUnusedPictures(app.db, now, named);
      // Also what another instance deleted: this one may still hold it in memory.
      await files.forgetDeleted();
      await deleteUnfinishedFiles(app.db, now);
      return [...deleted, ...(await deleteUnusedFiles(app.db, now, named))];
    },
  });

  const log = app.log.child({ component: "schedule" });
  const scheduler = new ContentScheduler({
    db: app.db,
    now: schedule.now ?? (() => new Date()),
    // The site plugin, registered after this one, has decorated the app by the first pass.
    gate: () => pagesGate(app.livePages),
    changed: () => app.publishedContent.changed(),
    leaseMs: schedule.leaseMs ?? DEFAULT_SCHEDULE_LEASE_MS,
    retryMs: schedule.retryMs ?? 5 * 60_000,
    log,
  });
  app.decorate("contentSchedule", { runDue: () => scheduler.runDue() });
  let loop: PollingLoop | undefined;
  // A database outage fails every pass: said when it starts and when the error changes.
  let lastPassError: string | undefined;
  app.addHook("onReady", async () => {
    if (schedule.enabled === false) return;
    loop = startPolling(
      async () => {
        await scheduler.runDue();
        lastPassError = undefined;
      },
      schedule.intervalMs ?? 15_000,
      (error) => {
        const message = error instanceof Error ? error.message : String(error);
        if (message !== lastPassError) log.warn({ error: message }, "Schedule pass failed; trying again");
        lastPassError = message;
      },
    );
  });
  app.addHook("onClose", async () => {
    scheduler.stop();
    if (loop && !(await loop.stop(SCHEDULE_CLOSE_GRACE_MS)))
      log.warn(
        "A scheduled change was still being made at close; another pass makes it once its claim runs out",
      );
  });
};

export default fastifyPlugin(content, { name: "content", fastify: "5.x", dependencies: ["database"] });
