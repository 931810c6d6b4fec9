// Sends an in-memory HTML document (negotiated encoding, revalidation, its own CSP), and
// any other file held in memory in every encoding.

import type { FastifyReply, FastifyRequest } from "fastify";
import type { XsrfGuard } from "../security/xsrf.js";
import { negotiateContentCoding, type ContentCoding } from "./content-encoding.js";
import type { EncodedVariant, HtmlDocument } from "./html-document.js";

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
  reply
    .header("cache-control", PAGE_CACHE_CONTROL)
    .header("content-security-policy", document.contentSecurityPolicy(request.protocol === "https"));
  // On a 304 too: a browser revalidating the page may no longer have the cookie (and the
  // page with it is private).
  if (document.postsForm) xsrf.issueWithPage(request, reply);
  return sendEncoded(request, reply, document.variants, "text/html; charset=utf-8");
}

/**
 * Sends the variant of `variants` the client accepts, or a 304 when it has it already:
 * a page, or a rendered page's loader data. The caller has set its Cache-Control.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  variants: Record<ContentCoding, EncodedVariant>,
  type: string,
): FastifyReply {
  const coding = negotiateContentCoding(request.headers["accept-encoding"]);
  const variant = variants[coding];
  reply.header("vary", "Accept-Encoding").header("etag", variant.etag);
  if (matchesIfNoneMatch(request.headers["if-none-match"], variant.etag)) {
    return reply.code(304).send();
  }
  if (coding !== "identity") reply.header("content-encoding", coding);
  return reply.code(200).type(type).send(variant.body);
}
