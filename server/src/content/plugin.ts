// The `content` plugin: the site's content as the database holds it (store.ts), seeded at
// start from the web build's content (seed.ts), the published content pages are
// rendered from (app.publishedContent), and the pictures staff uploaded for it
// (picture-files.ts), those no document uses deleted by the daily housekeeping
// (app.contentPictures). The console's routes that edit it are in
// staff/content-routes.ts and staff/picture-routes.ts.

import type { FastifyPluginAsync } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Config } from "../config.js";
import { registerPictureFiles } from "./picture-files.js";
import { deleteUnusedPictures } from "./pictures.js";
import { PublishedContent } from "./published.js";
import { seedContent } from "./seed.js";

export interface ContentPluginOptions {
  config: Pick<Config, "webRoot">;
  /** How often, at most, the published content's change counter is asked. Default 1000 ms. */
  versionCheckIntervalMs?: number;
  /** Memory for recently served renditions of uploaded pictures. Default 32 MiB. */
  pictureCacheBytes?: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The published content pages are rendered from (content/published.ts). */
    publishedContent: PublishedContent;
    /** The uploaded pictures' upkeep, run by the daily housekeeping (privacy/plugin.ts). */
    contentPictures: {
      /** Deletes the uploads no document uses (content/pictures.ts); answers their names. */
      deleteUnused(now: Date): Promise<string[]>;
    };
  }
}

const content: FastifyPluginAsync<ContentPluginOptions> = async (
  app,
  { config, versionCheckIntervalMs, pictureCacheBytes = 32 * 1024 * 1024 },
) => {
  await seedContent(
    app.db,
    config.webRoot,
    { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
    new Date(),
  );
  app.decorate("publishedContent", new PublishedContent(app.db, versionCheckIntervalMs));
  const files = registerPictureFiles(app, pictureCacheBytes);
  app.decorate("contentPictures", {
    async deleteUnused(now: Date) {
      const deleted = await deleteUnusedPictures(app.db, now);
      // Also what another instance deleted: this one may still hold it in memory.
      await files.forgetDeleted();
      return deleted;
    },
  });
};

export default fastifyPlugin(content, { name: "content", fastify: "5.x", dependencies: ["database"] });
