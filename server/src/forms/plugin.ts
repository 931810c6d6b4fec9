// The `forms` plugin: what a visitor can send.
//
//   POST /Bweb/api/mailsending        contact message    -> 202 {id} | 303 without JavaScript
//   POST /BTAB/api/job-application    job application    -> 202 {id} | 303 without JavaScript
//
// The posts live in their own encapsulated context (form-routes.ts); the mail of each
// stored message is rendered by mail.ts, registered here with the delivery worker.
// Needs `database` (app.db), `xsrf` (app.xsrf, the checks on the posts) and `mail-worker`
// (renderers registered, nudged after each store).

import type { FastifyPluginAsync } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Config } from "../config.js";
import formRoutes from "./form-routes.js";
import { formMailRenderers } from "./mail.js";

export interface FormsPluginOptions {
  config: Config;
  /** Rate-limit window of the posts; a minute unless a test needs a shorter one. */
  rateLimitWindowMs?: number;
}

const forms: FastifyPluginAsync<FormsPluginOptions> = async (app, { config, rateLimitWindowMs }) => {
  for (const [kind, renderer] of formMailRenderers(config)) app.mailWorker.registerRenderer(kind, renderer);
  await app.register(formRoutes, { config, rateLimitWindowMs });
};

export default fastifyPlugin(forms, {
  name: "forms",
  fastify: "5.x",
  dependencies: ["database", "xsrf", "mail-worker"],
});
