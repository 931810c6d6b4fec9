// The `content` plugin: the site's content as the database holds it (store.ts), seeded at
// start from the web build's content (seed.ts), and the published content pages are
// rendered from (app.publishedContent). The console's routes that edit it are in
// staff/content-routes.ts.

import type { FastifyPluginAsync } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Config } from "../config.js";
import { PublishedContent } from "./published.js";
import { seedContent } from "./seed.js";

export interface ContentPluginOptions {
  config: Pick<Config, "webRoot">;
  /** How often, at most, the published content's change counter is asked. Default 1000 ms. */
  versionCheckIntervalMs?: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The published content pages are rendered from (content/published.ts). */
    publishedContent: PublishedContent;
  }
}

const content: FastifyPluginAsync<ContentPluginOptions> = async (app, { config, versionCheckIntervalMs }) => {
  await seedContent(
    app.db,
    config.webRoot,
    { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
    new Date(),
  );
  app.decorate("publishedContent", new PublishedContent(app.db, versionCheckIntervalMs));
};

export default fastifyPlugin(content, { name: "content", fastify: "5.x", dependencies: ["database"] });
