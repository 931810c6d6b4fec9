// The staff console: its pages under /staff and its API under /staff/api
// (docs/architecture-contracts.md, "API contract"; the paths and answers are @site/contracts/staff).
//
// Every API answer is `no-store`. The sign-in and enrolment routes are the only ones a
// visitor without a session reaches; every other route answers 401 without a live
// session and 403 to a change without the XSRF token, before its handler runs.

import { STAFF_API_PATH } from "@site/contracts";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Config } from "../config.js";
import { staffInboxes } from "../forms/mail.js";
import { registerPostRateLimit, type PostRateLimit } from "../security/rate-limit.js";
import auditRoutes from "./audit-routes.js";
import contentRoutes from "./content-routes.js";
import { registerConsolePages } from "./console-pages.js";
import galleryRoutes from "./gallery-routes.js";
import { refuse, requireSession } from "./guard.js";
import mediaRoutes from "./media-routes.js";
import overviewRoutes from "./overview-routes.js";
import pictureRoutes from "./picture-routes.js";
import previewRoutes from "./preview-routes.js";
import privacyRoutes from "./privacy-routes.js";
import recordsRoutes from "./records-routes.js";
import { relyingParty } from "./relying-party.js";
import scheduleRoutes from "./schedule-routes.js";
import signInRoutes, { type SignInBudget } from "./sign-in-routes.js";
import teamRoutes from "./team-routes.js";

export interface StaffPluginOptions {
  config: Pick<
    Config,
    | "siteUrl"
    | "consoleRoot"
    | "redisUrl"
    | "trustProxy"
    | "dataDir"
    | "staffSignInsPerAddress"
    | "mailTo"
    | "careersMailTo"
  >;
  /** The clock of sessions, links and challenges (tests move it). */
  now?: () => Date;
  /**
   * Per window and client address: sign-in and enrolment answers (proofs), and the
   * requests around them (options, sign-out); per account: verified sign-ins and
   * enrolment steps, and passkeys added. Default STAFF_SIGN_INS_PER_ADDRESS (30) and four
   * times that, then 10 and 10, per 15 minutes.
   */
  signInLimit?: {
    perAddress: number;
    ceremoniesPerAddress: number;
    perAccount: number;
    passkeysPerAccount: number;
    windowMs: number;
  };
  /**
   * Content pictures one member may upload per window (each costs seconds of CPU for its
   * renditions, and is kept in the database). Default 30 per 10 minutes.
   */
  pictureUploadLimit?: { perMember: number; windowMs: number };
}

const defaultSignInLimit = (perAddress: number) => ({
  perAddress,
  ceremoniesPerAddress: 4 * perAddress,
  perAccount: 10,
  passkeysPerAccount: 10,
  windowMs: 15 * 60_000,
});

const DEFAULT_PICTURE_UPLOAD_LIMIT = { perMember: 30, windowMs: 10 * 60_000 };

/** The answer to a path under the API that names no request (after the session check). */
const noSuchRequest = (reply: FastifyReply) => refuse(reply, 404, "There is no such console request.");

const staff: FastifyPluginAsync<StaffPluginOptions> = async (app, options) => {
  const {
    config,
    now = () => new Date(),
    signInLimit = defaultSignInLimit(config.staffSignInsPerAddress),
    pictureUploadLimit = DEFAULT_PICTURE_UPLOAD_LIMIT,
  } = options;
  const party = relyingParty(config);
  app.decorateRequest("staff", null);

  await app.register(async (api) => {
    api.addHook("onSend", async (_request, reply, payload) => {
      reply.header("cache-control", "no-store");
      return payload;
    });

    const limiter = (name: string, max: number, windowMs = signInLimit.windowMs) =>
      registerPostRateLimit(api, {
        name,
        max,
        windowMs,
        redisUrl: config.redisUrl,
        trustProxy: config.trustProxy,
      });
    const limits: Record<SignInBudget, PostRateLimit> = {
      proof: await limiter("staff-sign-in", signInLimit.perAddress),
      ceremony: await limiter("staff-sign-in-ceremony", signInLimit.ceremoniesPerAddress),
      account: await limiter("staff-sign-in-account", signInLimit.perAccount),
    };
    const passkeyLimit = await limiter("staff-passkeys", signInLimit.passkeysPerAccount);
    const uploadLimit = {
      ...pictureUploadLimit,
      count: await limiter(
        "staff-picture-uploads",
        pictureUploadLimit.perMember,
        pictureUploadLimit.windowMs,
      ),
    };
    await api.register(signInRoutes, {
      party,
      now,
      limit: (budget, request, key) => limits[budget](request, key),
    });

    await api.register(async (signedIn) => {
      signedIn.addHook("onRequest", requireSession(app, now));
      await signedIn.register(teamRoutes, { party, siteUrl: config.siteUrl, now, passkeyLimit });
      await signedIn.register(galleryRoutes, { now });
      await signedIn.register(recordsRoutes, { now, inboxes: staffInboxes(config) });
      await signedIn.register(privacyRoutes, { config, now });
      await signedIn.register(auditRoutes);
      await signedIn.register(contentRoutes, { now });
      await signedIn.register(scheduleRoutes, { now });
      await signedIn.register(pictureRoutes, { now, uploadLimit });
      await signedIn.register(mediaRoutes, { now, uploadLimit });
      await signedIn.register(previewRoutes);
      await signedIn.register(overviewRoutes, { now });
      // Any other path under the API: 401 without a session (the hook), else 404.
      signedIn.all(`${STAFF_API_PATH}/*`, async (_request, reply) => noSuchRequest(reply));
    });
  });

  // Outside the API's context: the hashed assets are cached, unlike the API's answers.
  await registerConsolePages(app, config.consoleRoot, async (request, reply) => {
    // GET of an unknown API path can reach the pages' wildcard: the API's answers.
    reply.header("cache-control", "no-store");
    await requireSession(app, now)(request, reply);
    return reply.sent ? reply : noSuchRequest(reply);
  });
};

export default fastifyPlugin(staff, {
  name: "staff",
  fastify: "5.x",
  dependencies: ["database", "xsrf", "events", "mail-worker", "visits"],
});
