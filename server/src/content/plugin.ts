// The `content` plugin: the site's content as the database holds it (store.ts), seeded at
// start from the web build's content (seed.ts). The console's routes that edit it are in
// staff/content-routes.ts.

import type { FastifyPluginAsync } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Config } from "../config.js";
import { seedContent } from "./seed.js";

export interface ContentPluginOptions {
  config: Pick<Config, "webRoot">;
}

const content: FastifyPluginAsync<ContentPluginOptions> = async (app, { config }) => {
  await seedContent(
    app.db,
    config.webRoot,
    { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
    new Date(),
  );
};

export default fastifyPlugin(content, { name: "content", fastify: "5.x", dependencies: ["database"] });
