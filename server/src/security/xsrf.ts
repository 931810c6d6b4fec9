// XSRF protection of the form posts (docs/spec.md section 7; docs/architecture-contracts.md,
// "API contract").
//
// Double submit with a signed token: the server hands out a random `XSRF-TOKEN` cookie,
// signed with a key every instance shares (app_secrets), readable by scripts; the web app
// echoes it in the `X-XSRF-TOKEN` header. A page on another site can make the browser
// send the cookie but can neither read it nor set the header, so a matching pair proves
// the post came from our own pages. Browsers' fetch metadata (`Sec-Fetch-Site`) and
// `Origin` refuse cross-site posts outright, whatever they carry.
//
// A token is accepted for a week after its issue (xsrf-token.ts has its format, and why
// a request may carry several). A page with a form that posts comes with a fresh one, so
// the form works without JavaScript; every other page sets no cookie, stays publicly
// cacheable, and costs no signature. `GET XSRF_TOKEN_PATH` issues one only when the
// request has none that is valid: the web app asks there before its first post when it
// arrived on another page, or the page came from somewhere that could not set it.

import { Signer } from "@fastify/cookie";
import { XSRF_COOKIE, XSRF_HEADER, XSRF_TOKEN_PATH } from "@site/contracts";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Config } from "../config.js";
import { parseCookie, serializeCookie } from "./cookies.js";
import { sharedSecret } from "./shared-secret.js";
import {
  anyEqual,
  cookieValues,
  listedTokens,
  newToken,
  tokenState,
  XSRF_TOKEN_LIFETIME_SECONDS,
} from "./xsrf-token.js";

/** The app_secrets row holding the cookie-signing key. */
export const XSRF_SECRET_NAME = "xsrf-cookie-signing-key";

const HEADER_NAME = XSRF_HEADER.toLowerCase();

/**
 * Whether the request is what a plain HTML form posts (no JavaScript, no custom headers):
 * urlencoded fields, or multipart/form-data without the XSRF header (a form with a file
 * field; the web app's script sends the same encoding with the header, and is checked by it).
 */
export const isPlainFormPost = (request: FastifyRequest) =>
  request.mediaType === "application/x-www-form-urlencoded" ||
  (request.mediaType === "multipart/form-data" && headerValue(request, HEADER_NAME) === undefined);

/** Why a post was refused; logged, never shown (every refusal gets the same sentence). */
export type XsrfRefusal =
  | "cross-site fetch"
  | "foreign origin"
  | "no origin proof"
  | "no token cookie"
  | "bad token signature"
  | "token outside its lifetime"
  | "token header mismatch";

export interface XsrfGuard {
  /** Why this state-changing request must be refused, or undefined when it may proceed. */
  refusal(request: FastifyRequest): XsrfRefusal | undefined;
  /**
   * Gives a page with a form (a 200 or 304 being sent) a fresh token, and makes it
   * private: a shared cache must not hand one visitor's cookie to others.
   */
  issueWithPage(request: FastifyRequest, reply: FastifyReply): void;
}

declare module "fastify" {
  interface FastifyInstance {
    xsrf: XsrfGuard;
  }
}

export interface XsrfPluginOptions {
  config: Pick<Config, "siteUrl">;
  /** The tokens' clock, ms since 1970 (default Date.now): tests move it instead of waiting a week. */
  now?: () => number;
}

/**
 * One value per header name. Node joins duplicates with ", ", so a repeated Origin or
 * Sec-Fetch-Site never matches an expected value; the token header is a list anyway.
 */
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

let lastCacheControl: { current: unknown; private: string } = { current: Symbol("none"), private: "" };

/** The page's Cache-Control, made `private`: a shared cache must not hand one visitor's cookie to others. */
function privateCacheControl(current: unknown): string {
  // Every page sends the same one: remember the last answer rather than split it each time.
  if (current === lastCacheControl.current) return lastCacheControl.private;
  const directives = String(current ?? "")
    .split(",")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "" && !/^(?:public|private)$/i.test(directive));
  const made = ["private", ...(directives.length > 0 ? directives : ["no-cache"])].join(", ");
  lastCacheControl = { current, private: made };
  return made;
}

const xsrf: FastifyPluginAsync<XsrfPluginOptions> = async (app, { config, now = Date.now }) => {
  const secret = await sharedSecret(app.db, XSRF_SECRET_NAME);
  // What @fastify/cookie would decorate the app with, without registering it: its parsing
  // hook and its Set-Cookie writer (an onSend hook) would run on every response, static
  // files and the events API included (about a fifth of a page's time on the server, by
  // wrk), while only the two posts, the staff API and the pages that hand out a token read
  // or write a cookie. Its types still promise reply.setCookie and request.cookies: they
  // do not exist here; write with app.serializeCookie, read with app.parseCookie.
  const signer = new Signer(secret, "sha256");
  app.decorate("signCookie", (value: string) => signer.sign(value));
  app.decorate("unsignCookie", (value: string) => signer.unsign(value));
  app.decorate("parseCookie", (header: string) => parseCookie(header));
  app.decorate("serializeCookie", serializeCookie);

  const siteOrigin = originOf(config.siteUrl);

  const nowSeconds = () => now() / 1000;

  /** The request's XSRF-TOKEN cookies (bounded), the state of each, and the live ones. */
  const tokensOf = (request: FastifyRequest) => {
    const tokens = cookieValues(request.headers.cookie, XSRF_COOKIE);
    const at = nowSeconds();
    const states = tokens.map((token) => tokenState(app, token, at));
    return { tokens, states, live: tokens.filter((_, index) => states[index] === "live") };
  };

  /**
   * Adds a fresh signed token cookie to the reply, as a header: reply.setCookie would
   * need @fastify/cookie's onSend hook on every request.
   */
  const issueToken = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header(
      "set-cookie",
      app.serializeCookie(XSRF_COOKIE, newToken(app, nowSeconds()), {
        // The browser drops it when we would refuse it anyway; the web app then fetches another.
        maxAge: XSRF_TOKEN_LIFETIME_SECONDS,
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
      if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none")
        return "cross-site fetch";
      const origin = headerValue(request, "origin");
      if (origin !== undefined && !isOurOrigin(request, origin)) return "foreign origin";

      const { tokens, states, live } = tokensOf(request);
      if (tokens.length === 0) return "no token cookie";
      if (live.length === 0) {
        return states.includes("outside its lifetime") ? "token outside its lifetime" : "bad token signature";
      }

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

      // The header lists what the page could read (one value, or several when a sibling
      // subdomain planted a cookie too); one of them must be a live cookie of this request.
      return anyEqual(listedTokens(headerValue(request, HEADER_NAME)), live)
        ? undefined
        : "token header mismatch";
    },

    issueWithPage(request, reply) {
      issueToken(request, reply);
      reply.header("cache-control", privateCacheControl(reply.getHeader("cache-control")));
    },
  };
  app.decorate("xsrf", guard);

  // For the web app's first post after it arrived on a page without a form, and for pages
  // that came from a CDN or another host (it asks when it has no cookie).
  app.get(XSRF_TOKEN_PATH, async (request, reply) => {
    if (tokensOf(request).live.length === 0) issueToken(request, reply);
    return reply.code(204).header("cache-control", "no-store").send();
  });
};

export default fastifyPlugin(xsrf, { name: "xsrf", fastify: "5.x", dependencies: ["database"] });
