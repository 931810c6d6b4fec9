// The console's pages: one client-rendered document (the console's own build, apart from
// the public site's) for every path under /staff, and its hashed assets. Never cached,
// never indexed; the default CSP applies (the document has no inline script), with
// `blob:` pictures: the gallery previews a picture before it is uploaded.
//
// A missing console build does not stop the server: /staff answers 503 with a hint.

import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { STAFF_API_PATH, STAFF_PATH } from "@site/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contentSecurityPolicy } from "../security/content-security-policy.js";

const NOT_BUILT = "The staff console is not built yet. Run `npm run build`, then restart the server.\n";
const NOINDEX = "noindex, nofollow";
const CONSOLE_POLICY = {
  http: contentSecurityPolicy({ https: false, previewsUploads: true }),
  https: contentSecurityPolicy({ https: true, previewsUploads: true }),
};

/** Serves the console from `consoleRoot`; `apiNotFound` answers unknown /staff/api/ paths. */
export async function registerConsolePages(
  app: FastifyInstance,
  consoleRoot: string,
  apiNotFound: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
): Promise<void> {
  const document = await readFile(path.join(consoleRoot, "index.html")).catch(() => undefined);
  if (document === undefined)
    app.log.warn(`Staff console not available: no build in ${consoleRoot} (npm run build).`);

  const assets = path.join(consoleRoot, "assets");
  if (
    await stat(assets).then(
      (found) => found.isDirectory(),
      () => false,
    )
  ) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: `${STAFF_PATH}/assets/`,
      decorateReply: false,
      index: false,
      list: false,
      redirect: false,
      dotfiles: "ignore",
      // Named by content hash: a new build gets new URLs.
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header("cache-control", "public, max-age=31536000, immutable");
        reply.header("x-robots-tag", NOINDEX);
      },
    });
  }

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?", 1)[0]!.toLowerCase();
    if (pathname === STAFF_API_PATH || pathname.startsWith(`${STAFF_API_PATH}/`))
      return apiNotFound(request, reply);
    // A file the build does not have is a 404, never the document.
    if (pathname.startsWith(`${STAFF_PATH}/assets/`)) return reply.callNotFound();
    reply.header("cache-control", "no-store").header("x-robots-tag", NOINDEX);
    if (document === undefined)
      return reply.code(503).header("retry-after", "60").type("text/plain; charset=utf-8").send(NOT_BUILT);
    // Every screen of the console posts: its first one need not ask for a token.
    app.xsrf.issueWithPage(request, reply);
    reply.header(
      "content-security-policy",
      request.protocol === "https" ? CONSOLE_POLICY.https : CONSOLE_POLICY.http,
    );
    return reply.type("text/html; charset=utf-8").send(document);
  };
  app.get(STAFF_PATH, page);
  app.get(`${STAFF_PATH}/*`, page);
}
