// GET /healthz for load balancers, orchestrators and `npm start` scripts.
//
// Fastify answers only once every plugin has loaded, and 503 once closing has begun,
// so a 200 here means "ready to serve". Later plugins (database, mail worker) can add
// their own checks here when a dependency can fail at run time.

import type { FastifyPluginAsync } from "fastify";

const health: FastifyPluginAsync = async (app) => {
  app.get(
    "/healthz",
    // Probes poll every few seconds; their requests would drown the log.
    { logLevel: "warn" },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "ok" };
    },
  );
};

export default health;
