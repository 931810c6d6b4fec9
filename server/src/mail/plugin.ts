// The `mailWorker` plugin: runs the outbox delivery worker beside the API and lets the
// forms wake it the moment a message is stored. (Stub: the worker lands in worker.ts.)

import type { FastifyPluginAsync } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Config } from "../config.js";

export interface MailWorkerHandle {
  /** A row was just queued: look for due rows now instead of at the next poll. */
  nudge(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    mailWorker: MailWorkerHandle;
  }
}

export interface MailWorkerPluginOptions {
  config: Config;
  /** false: no worker runs (tests of the forms alone); rows stay pending. Default true. */
  enabled?: boolean;
}

const mailWorker: FastifyPluginAsync<MailWorkerPluginOptions> = async (app) => {
  app.decorate("mailWorker", { nudge() {} });
};

export default fastifyPlugin(mailWorker, { name: "mail-worker", fastify: "5.x", dependencies: ["database"] });
