// GET /healthz for load balancers, orchestrators and `npm start` scripts.
//
// Fastify answers only once every plugin has loaded, and 503 once closing has begun,
// so a 200 here means "ready to serve". It also asks the database for a trivial answer:
// an instance that cannot store a visitor's message should be taken out of rotation
// (503) rather than answer forms with 503s of its own.

import { sql } from "kysely";
import type { FastifyPluginAsync } from "fastify";

// A database slower than this counts as unreachable: probes have their own short timeouts.
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

const health: FastifyPluginAsync = async (app) => {
  app.get(
    "/healthz",
    // Probes poll every few seconds; their requests would drown the log.
    { logLevel: "warn" },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          sql`select 1`.execute(app.db),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error("no answer in time")), DATABASE_CHECK_TIMEOUT_MS);
          }),
        ]);
      } catch (error) {
        request.log.warn({ error: (error as Error).message }, "Health check: the database did not answer");
        return reply.code(503).send({ status: "unavailable", database: "unreachable" });
      } finally {
        clearTimeout(timer);
      }
      return { status: "ok" };
    },
  );
};

export default health;
