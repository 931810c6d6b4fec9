// Cookie headers read and written with `cookie` (jshttp), the parser and serialiser
// @fastify/cookie wraps, for the few places that use cookies (security/xsrf.ts decorates
// the app with them, as that plugin would, without its hooks on every response).
//
// Our cookies carry only values that need no encoding (signed tokens, base64url session
// ids): they go out as they are, and `cookie` refuses a value outside the cookie grammar
// rather than send a broken header.

import type { FastifyInstance } from "fastify";
import { parseCookie as parse, stringifySetCookie } from "cookie";

/** The cookies of a Cookie header by name (the first of a repeated name), decoded. */
export function parseCookie(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const [name, value] of Object.entries(parse(header))) if (value !== undefined) cookies[name] = value;
  return cookies;
}

/** A Set-Cookie value: `name=value` and the attributes, in the order browsers document them. */
export const serializeCookie: FastifyInstance["serializeCookie"] = (name, value, options = {}) => {
  // Our encoder, whatever the caller passed: values go out as they are, or not at all.
  return stringifySetCookie({ ...options, name, value }, { encode: (raw) => raw });
};
