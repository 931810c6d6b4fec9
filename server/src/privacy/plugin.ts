// The daily purge: the server deletes what is past the privacy notice's periods (a minute
// after it starts, then every 24 hours), so the notice stays true without anyone running
// a command. Several instances may purge at the same time: deleting is idempotent. Each
// purge also sweeps DATA_DIR/mail of files no outbox row wants (privacy/records.ts), and
// deletes the pictures staff uploaded that no version of the content uses
// (content/pictures.ts): the server's one daily housekeeping.

import type { FastifyPluginAsync } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { recordAudit } from "../audit/trail.js";
import type { Config } from "../config.js";
import { mailDirectory } from "../mail/transport.js";
import { purgeExpired } from "./retention.js";

export interface PrivacyPluginOptions {
  config: Pick<Config, "dataDir">;
  /** False: no purge in this process (tests that keep old rows on purpose). Default true. */
  enabled?: boolean;
  /** The first purge this long after start. Default one minute. */
  firstPurgeAfterMs?: number;
  /** Then every this long. Default 24 hours. */
  purgeEveryMs?: number;
  /** The clock the periods are measured with (tests move it). */
  now?: () => Date;
}

/** How the purge names itself in the audit trail. */
export const PURGE_ACTOR = "server:retention";

const privacy: FastifyPluginAsync<PrivacyPluginOptions> = async (app, options) => {
  const {
    enabled = true,
    firstPurgeAfterMs = 60_000,
    purgeEveryMs = 24 * 3_600_000,
    now = () => new Date(),
  } = options;
  if (!enabled) return;
  const mailDir = mailDirectory(options.config);

  let running: Promise<void> | undefined;
  const purgeMessages = async (at: Date) => {
    try {
      const counts = await purgeExpired(app.db, { now: at, mailDir });
      if (counts.contactMessages + counts.applications + counts.mailFiles === 0) return;
      app.log.info(
        { purged: counts },
        "Privacy: deleted messages and applications past the privacy notice's periods",
      );
      await recordAudit(
        app.db,
        {
          actor: PURGE_ACTOR,
          address: null,
          action: "privacy.purge",
          subject: "expired messages",
          details: { ...counts },
        },
        at,
      );
    } catch (error) {
      // The next run tries again; the rows are still there, nothing is half-deleted.
      app.log.warn({ err: error }, "Privacy: the daily purge failed; it runs again at its next time");
    }
  };
  const deleteUnusedPictures = async (at: Date) => {
    try {
      const deleted = await app.contentPictures.deleteUnused(at);
      if (deleted.length > 0)
        app.log.info(
          { files: deleted },
          `Content: deleted ${deleted.length} uploaded pictures and files nothing uses`,
        );
    } catch (error) {
      app.log.warn(
        { err: error },
        "Content: deleting unused pictures and files failed; it runs again at its next time",
      );
    }
  };
  const purge = async () => {
    const at = now();
    await purgeMessages(at);
    await deleteUnusedPictures(at);
  };
  const start = () => {
    running ??= purge().finally(() => {
      running = undefined;
    });
  };

  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    first = setTimeout(start, firstPurgeAfterMs);
    every = setInterval(start, purgeEveryMs);
    first.unref();
    every.unref();
  });
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
};

export default fastifyPlugin(privacy, {
  name: "privacy",
  fastify: "5.x",
  dependencies: ["database", "content"],
});
