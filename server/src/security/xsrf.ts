// XSRF protection of the form posts (spec section 7; ARCHITECTURE.md, "API contract").
//
// Double submit with a signed token: the server hands out a random `XSRF-TOKEN` cookie,
// signed with a key every instance shares (app_secrets), readable by scripts; the web app
// echoes it in the `X-XSRF-TOKEN` header. A page on another site can make the browser
// send the cookie but can neither read it nor set the header, so a matching pair proves
// the post came from our own pages. Browsers' fetch metadata (`Sec-Fetch-Site`) and
// `Origin` refuse cross-site posts outright, whatever they carry.
//
// The cookie is issued on HTML page responses (when the request has no valid one) and
// by `GET XSRF_TOKEN_PATH`, for pages served from somewhere that could not set it.

import { randomBytes, timingSafeEqual } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import { XSRF_COOKIE, XSRF_HEADER, XSRF_TOKEN_PATH } from "@site/contracts";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Config } from "../config.js";
import { sharedSecret } from "./shared-secret.js";

/** The app_secrets row holding the cookie-signing key. */
export const XSRF_SECRET_NAME = "xsrf-cookie-signing-key";

const FORM_MEDIA_TYPE = "application/x-www-form-urlencoded";
const TOKEN_BYTES = 32;
const HEADER_NAME = XSRF_HEADER.toLowerCase();

/** Whether the request is what a plain HTML form posts (no JavaScript, no custom headers). */
export const isPlainFormPost = (request: FastifyRequest) => request.mediaType === FORM_MEDIA_TYPE;

/** Why a post was refused; logged, never shown (every refusal gets the same sentence). */
export type XsrfRefusal =
  | "cross-site fetch"
  | "foreign origin"
  | "no origin proof"
  | "no token cookie"
  | "bad token signature"
  | "token header mismatch";

export interface XsrfGuard {
  /** Why this state-changing request must be refused, or undefined when it may proceed. */
  refusal(request: FastifyRequest): XsrfRefusal | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    xsrf: XsrfGuard;
  }
}

export interface XsrfPluginOptions {
  config: Pick<Config, "siteUrl">;
}

/** One value per header name: duplicates (joined by Node) never match an expected value. */
function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    // Opaque origins ("null", data:, file:) serialise as "null": never ours.
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Equal strings, compared in time independent of where they differ. */
function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The page's Cache-Control, made `private`: a shared cache must not hand one visitor's cookie to others. */
function privateCacheControl(current: unknown): string {
  const directives = String(current ?? "")
    .split(",")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "" && !/^(public|private)$/i.test(directive));
  return ["private", ...(directives.length > 0 ? directives : ["no-cache"])].join(", ");
}

/** Whether the response is an HTML page (a 304 has no type: then, whether a page was asked for). */
function isPageResponse(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = reply.getHeader("content-type");
  if (typeof type === "string") return reply.statusCode < 400 && type.toLowerCase().startsWith("text/html");
  return (
    reply.statusCode === 304 &&
    (request.headers["sec-fetch-dest"] === "document" || (request.headers.accept ?? "").includes("text/html"))
  );
}

const xsrf: FastifyPluginAsync<XsrfPluginOptions> = async (app, { config }) => {
  const secret = await sharedSecret(app.db, XSRF_SECRET_NAME);
  // No parsing hook: only page responses and the two posts read the cookie, so static
  // files and the events API do not pay for parsing every request's cookies.
  await app.register(fastifyCookie, { secret, hook: false });

  const siteOrigin = originOf(config.siteUrl);

  const tokenOf = (request: FastifyRequest): string | undefined => {
    const header = request.headers.cookie;
    return header === undefined ? undefined : app.parseCookie(header)[XSRF_COOKIE];
  };
  const hasValidToken = (request: FastifyRequest) => {
    const token = tokenOf(request);
    return token !== undefined && app.unsignCookie(token).valid;
  };

  /**
   * Adds a fresh signed token cookie to the reply. Written as a header rather than with
   * reply.setCookie: from the page hook (onSend) that would come after @fastify/cookie's
   * own onSend writer has already passed this reply by, and be lost.
   */
  const issueToken = (request: FastifyRequest, reply: FastifyReply) => {
    const value = app.signCookie(randomBytes(TOKEN_BYTES).toString("base64url"));
    reply.header(
      "set-cookie",
      app.serializeCookie(XSRF_COOKIE, value, {
        path: "/",
        sameSite: "strict",
        // Scripts must read it to echo it in the header: that is the whole mechanism.
        httpOnly: false,
        // request.protocol honours X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
        secure: request.protocol === "https",
      }),
    );
  };

  const isOurOrigin = (request: FastifyRequest, origin: string) => {
    const normalized = originOf(origin);
    if (normalized === undefined) return false;
    return normalized === siteOrigin || normalized === originOf(`${request.protocol}://${request.host}`);
  };

  const guard: XsrfGuard = {
    refusal(request) {
      const fetchSite = headerValue(request, "sec-fetch-site");
      // `none`: the user started it (typed, bookmarked); anything else but same-origin,
      // same-site included, is another site's doing.
      if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return "cross-site fetch";
      const origin = headerValue(request, "origin");
      if (origin !== undefined && !isOurOrigin(request, origin)) return "foreign origin";

      const token = tokenOf(request);
      if (token === undefined) return "no token cookie";
      if (!app.unsignCookie(token).valid) return "bad token signature";

      if (isPlainFormPost(request)) {
        // A plain HTML form (no JavaScript) cannot set the header. It is also the kind of
        // post any other site can send without a CORS preflight, so instead of the header
        // it must prove where it comes from: the SameSite=Strict cookie (checked above)
        // keeps other sites' posts cookieless in current browsers, and a same-origin
        // Sec-Fetch-Site or a matching Origin (checked above when present) covers what
        // SameSite does not (a sibling subdomain is "same-site"; older browsers). Every
        // browser that sends SameSite cookies sends Origin on a form POST, so requiring
        // one of the two turns no real visitor away.
        return fetchSite === "same-origin" || origin !== undefined ? undefined : "no origin proof";
      }

      const echoed = headerValue(request, HEADER_NAME);
      return echoed !== undefined && constantTimeEqual(echoed, token) ? undefined : "token header mismatch";
    },
  };
  app.decorate("xsrf", guard);

  // Every HTML page hands out a token when the visitor has none, so a form works even
  // without JavaScript. Registered here (root), so it covers the site's routes.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" && request.method !== "HEAD") return payload;
    if (!isPageResponse(request, reply) || hasValidToken(request)) return payload;
    issueToken(request, reply);
    reply.header("cache-control", privateCacheControl(reply.getHeader("cache-control")));
    return payload;
  });

  // For pages that came from a CDN or another host (the web app asks when it has no cookie).
  app.get(XSRF_TOKEN_PATH, async (request, reply) => {
    if (!hasValidToken(request)) issueToken(request, reply);
    return reply.code(204).header("cache-control", "no-store").send();
  });
};

export default fastifyPlugin(xsrf, { name: "xsrf", fastify: "5.x", dependencies: ["database"] });
