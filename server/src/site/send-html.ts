// Sends an in-memory HTML document: negotiated encoding, revalidation, its own CSP.

import type { FastifyReply, FastifyRequest } from "fastify";
import type { XsrfGuard } from "../security/xsrf.js";
import { negotiateContentCoding } from "./content-encoding.js";
import type { HtmlDocument } from "./html-document.js";

// Pages keep their URLs across deployments: a browser may keep a copy but must ask
// (cheaply, with If-None-Match) before using it, so a release shows up at once.
const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `W/` prefixes do not matter. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/** Sends `document`; a page with a form that posts comes with a fresh XSRF cookie from `xsrf`. */
export function sendHtmlDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  document: HtmlDocument,
  xsrf: Pick<XsrfGuard, "issueWithPage">,
): FastifyReply {
  const coding = negotiateContentCoding(request.headers["accept-encoding"]);
  const variant = document.variants[coding];
  const policy = document.contentSecurityPolicy(request.protocol === "https");

  reply
    .header("cache-control", PAGE_CACHE_CONTROL)
    .header("vary", "Accept-Encoding")
    .header("etag", variant.etag)
    .header("content-security-policy", policy);
  // On a 304 too: a browser revalidating the page may no longer have the cookie.
  if (document.postsForm) xsrf.issueWithPage(request, reply);

  if (matchesIfNoneMatch(request.headers["if-none-match"], variant.etag)) {
    return reply.code(304).send();
  }
  if (coding !== "identity") reply.header("content-encoding", coding);
  return reply.code(200).type("text/html; charset=utf-8").send(variant.body);
}
