// The answer when no route matches: JSON for API paths (clients parse it), short text
// otherwise. Page-like GET paths never get here: the site redirects them (see site/).

import type { FastifyPluginAsync } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { isApiPath } from "./site/reserved-paths.js";

const notFound: FastifyPluginAsync = async (app) => {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?", 1)[0] ?? "/";
    // A missing file may be deployed a moment later: do not let a cache keep the 404.
    reply.code(404).header("cache-control", "no-store");
    if (isApiPath(pathname)) return reply.send({ error: "Not Found" });
    return reply.type("text/plain; charset=utf-8").send("Not Found\n");
  });
};

export default fastifyPlugin(notFound, { name: "not-found", fastify: "5.x" });
