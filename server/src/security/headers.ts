// Security headers on every response: pages, files, API answers, errors and 404s.
//
// Set in onSend so nothing escapes them (the not-found handler and error replies
// included). A route that knows better, such as a page with its inline-script hashes,
// sets its own Content-Security-Policy first and keeps it.

import type { FastifyPluginAsync } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { contentSecurityPolicy } from "./content-security-policy.js";

const ALWAYS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  // Features the site never uses. No `interest-cohort`: Chrome no longer knows it and
  // logs a console error for it on every page, which costs Lighthouse points.
  "permissions-policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  "cross-origin-resource-policy": "same-origin",
  "cross-origin-opener-policy": "same-origin",
  "x-frame-options": "SAMEORIGIN",
} as const;

// A year, subdomains included; sent only over TLS, where a browser honours it. Over
// plain http it would be ignored at best and lock out a local run at worst.
const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

const DEFAULT_POLICY = {
  http: contentSecurityPolicy({ https: false }),
  https: contentSecurityPolicy({ https: true }),
};

// Made once: this runs for every response, and rebuilding them cost more than a page lookup.
const WITHOUT_POLICY = {
  http: { ...ALWAYS },
  https: { ...ALWAYS, "strict-transport-security": STRICT_TRANSPORT_SECURITY },
};

/**
 * Every security header of a response over http or https, the default CSP included.
 * Also written by hand where Fastify's hooks do not run (answers to unreadable requests).
 */
export function securityHeadersFor(https: boolean): Record<string, string> {
  return {
    ...(https ? WITHOUT_POLICY.https : WITHOUT_POLICY.http),
    "content-security-policy": https ? DEFAULT_POLICY.https : DEFAULT_POLICY.http,
  };
}

const securityHeaders: FastifyPluginAsync = async (app) => {
  app.addHook("onSend", async (request, reply, payload) => {
    // request.protocol honours X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    const https = request.protocol === "https";
    reply.headers(https ? WITHOUT_POLICY.https : WITHOUT_POLICY.http);
    // A file's own policy may have been set on the raw response (static-files.ts).
    if (!reply.hasHeader("content-security-policy") && !reply.raw.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", https ? DEFAULT_POLICY.https : DEFAULT_POLICY.http);
    }
    return payload;
  });
};

export default fastifyPlugin(securityHeaders, { name: "security-headers", fastify: "5.x" });
