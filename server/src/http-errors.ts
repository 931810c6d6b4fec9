// Every answer that is not a page, a file or an API result: unknown paths (404), known
// paths asked with the wrong method (405 with Allow), URLs too long to be ours (414),
// requests the framework cannot read (a malformed URL such as `/%ff`, a broken request
// line, oversized headers), and unexpected errors.
//
// Each carries the same security headers as pages and a short fixed text (JSON for API
// paths, which clients parse): nothing a visitor sent is ever echoed back, so no answer
// can be made to carry someone else's markup.

import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { securityHeadersFor } from "./security/headers.js";
import { isHttps, type TrustsHop } from "./security/trusted-proxy.js";
import { isApiPath, isReservedPath } from "./site/reserved-paths.js";

// No page, file or API path of the site comes near these: a longer request is refused
// before any handler reads it. Query strings get more room for campaign parameters.
export const MAX_PATH_LENGTH = 1024;
export const MAX_URL_LENGTH = 4096;

const pathOf = (url: string) => {
  const queryStart = url.indexOf("?");
  return queryStart === -1 ? url : url.slice(0, queryStart);
};

/** Sends `status` with its standard reason as the whole body: text, or JSON on API paths. */
function sendStatus(reply: FastifyReply, status: number, pathname: string): FastifyReply {
  const reason = STATUS_CODES[status] ?? "Error";
  // An error may be fixed a moment later (a deployment, a database back): never cached.
  reply.code(status).header("cache-control", "no-store");
  if (isApiPath(pathname)) return reply.type("application/json; charset=utf-8").send({ error: reason });
  return reply.type("text/plain; charset=utf-8").send(`${reason}\n`);
}

// ---- 405: which methods a path answers -------------------------------------------------

interface KnownRoute {
  /** The route's path split at "/": literal segments, `:param` or a final `*`. */
  segments: string[];
  methods: Set<string>;
}

/** Whether `pattern` (Fastify's syntax, without regular expressions) matches `segments`. */
function matchesPattern(pattern: readonly string[], segments: readonly string[]): boolean {
  for (let index = 0; index < pattern.length; index += 1) {
    const part = pattern[index]!;
    if (part === "*") return true;
    const segment = segments[index];
    if (segment === undefined) return false;
    if (part.startsWith(":") ? segment === "" : part !== segment) return false;
  }
  return pattern.length === segments.length;
}

// The site's catch-all page route: it answers GET and HEAD for every path except the
// reserved ones (API, assets, media), which really are unknown when nothing else matched.
const CATCH_ALL = "/*";

// ---- Answers to requests the framework could not read ------------------------------------

/**
 * Fastify's `frameworkErrors`: a URL that does not decode (`/%ff`) or a path parameter over
 * the router's limit. Its own answer would quote the URL in JSON, without our headers.
 *
 * Fastify hands this a plain request, made before routing: its `protocol` ignores
 * X-Forwarded-Proto even from a trusted proxy, and no onSend hook runs. So the headers are
 * set here, with TLS judged by the same trusted proxies (`trusts`) as everywhere else.
 */
export function unreadableUrlAnswer(trusts: TrustsHop | false) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    request.log.info({ code: error.code }, "Request refused: the URL could not be read");
    const status = error.statusCode === 414 ? 414 : 400;
    reply.headers(securityHeadersFor(isHttps(request.raw, trusts)));
    sendStatus(reply, status, pathOf(request.raw.url ?? "/"));
  };
}

const CLIENT_ERROR_STATUS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
  HPE_URI_TOO_LONG: 414,
};

/**
 * Fastify's `clientErrorHandler`: Node could not parse the request at all (a broken request
 * line, headers too large, too slow). Written on the socket by hand, as no request exists,
 * with the security headers every other answer has.
 */
export function answerBrokenRequest(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) {
    const status = CLIENT_ERROR_STATUS[error.code ?? ""] ?? 400;
    // The status line says it all. No body: the request may have been a HEAD, which
    // Node could not tell us, and a body after a HEAD answer breaks the client's parser.
    // The socket gives no trustworthy sign of TLS behind a proxy: the plain-http set.
    const headers = {
      ...securityHeadersFor(false),
      "cache-control": "no-store",
      "content-type": "text/plain; charset=utf-8",
      "content-length": "0",
      connection: "close",
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}\r\n`);
  }
  socket.destroy(error);
}

// ---- The plugin ---------------------------------------------------------------------------

const httpErrors: FastifyPluginAsync = async (app) => {
  const routes = new Map<string, KnownRoute>();
  // Registered first (app.ts), so it sees every route the other plugins add.
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const known = routes.get(route.url) ?? { segments: route.url.split("/"), methods: new Set<string>() };
    for (const method of methods) known.methods.add(method.toUpperCase());
    routes.set(route.url, known);
  });

  /** The methods some route answers at `pathname`, or an empty list when no route knows it. */
  const allowedMethods = (pathname: string): string[] => {
    const segments = pathname.split("/");
    const allowed = new Set<string>();
    for (const [url, route] of routes) {
      if (url === CATCH_ALL && isReservedPath(pathname)) continue;
      if (matchesPattern(route.segments, segments)) for (const method of route.methods) allowed.add(method);
    }
    return [...allowed].sort();
  };

  app.addHook("onRequest", async (request, reply) => {
    const url = request.raw.url ?? "/";
    if (url.length > MAX_URL_LENGTH || pathOf(url).length > MAX_PATH_LENGTH) {
      request.log.info({ length: url.length }, "Request refused: URL too long");
      return sendStatus(reply, 414, pathOf(url).slice(0, MAX_PATH_LENGTH));
    }
    return undefined;
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = pathOf(request.url);
    const allowed = allowedMethods(pathname);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return sendStatus(reply.header("allow", allowed.join(", ")), 405, pathname);
    }
    return sendStatus(reply, 404, pathname);
  });

  // Plugins with their own answers (the forms) set their own handler; this is the rest.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, "Request failed");
    else request.log.info({ code: error.code, statusCode: status }, "Request refused");
    return sendStatus(reply, status, pathOf(request.url));
  });
};

export default fastifyPlugin(httpErrors, { name: "http-errors", fastify: "5.x" });
