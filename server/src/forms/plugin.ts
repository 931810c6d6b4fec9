// The `forms` plugin: what a visitor can send.
//
//   GET  /Bweb/api/xsrf-token         sets the XSRF cookie (204)
//   POST /Bweb/api/mailsending        contact message    -> 202 {id} | 303 without JavaScript
//   POST /BTAB/api/job-application    job application    -> 202 {id} | 303 without JavaScript
//
// The XSRF part (security/xsrf.ts) works at the root, so every HTML page the site serves
// hands out the cookie; the posts live in their own encapsulated context (form-routes.ts).
// Needs `database` (app.db, the signing key) and `mail-worker` (nudged after each store).

import type { FastifyPluginAsync } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Config } from "../config.js";
import xsrf from "../security/xsrf.js";
import formRoutes from "./form-routes.js";

export interface FormsPluginOptions {
  config: Config;
  /** Rate-limit window of the posts; a minute unless a test needs a shorter one. */
  rateLimitWindowMs?: number;
  /** The XSRF tokens' clock (XsrfPluginOptions.now); tests move it to expire tokens. */
  now?: () => number;
}

const forms: FastifyPluginAsync<FormsPluginOptions> = async (app, { config, rateLimitWindowMs, now }) => {
  await app.register(xsrf, { config, now });
  await app.register(formRoutes, { config, rateLimitWindowMs });
};

export default fastifyPlugin(forms, { name: "forms", fastify: "5.x", dependencies: ["database", "mail-worker"] });
