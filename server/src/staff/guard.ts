// What every console API route checks before it runs, and how it refuses: the session
// cookie (401 without a live session), the XSRF token on every request that changes
// something (403), `no-store` on every answer, and the audit entry of a change.

import { STAFF_SESSION_COOKIE, STAFF_SESSION_COOKIE_SECURE } from "@site/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { staffRef } from "../audit/subjects.js";
import { recordAudit, type NewAuditEntry } from "../audit/trail.js";
import { isPlainFormPost } from "../security/xsrf.js";
import { SESSION_ABSOLUTE_MS, findSession, type StaffSession } from "./sessions.js";

export const SIGNED_OUT = "Sign in to use the staff console.";
export const NOT_FROM_CONSOLE =
  "This request did not come from the staff console. Reload the page and try again.";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in member, set by requireSession (null before it runs or without a session). */
    staff: (StaffSession & { sessionId: string }) | null;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** `{errors: [{path, message}]}` with `status`. */
export function refuse(reply: FastifyReply, status: number, message: string, path = ""): FastifyReply {
  return reply.code(status).send({ errors: [{ path, message }] });
}

// Over TLS the cookie is `__Secure-` prefixed: a browser accepts that name only from a
// secure origin, so a plain-HTTP page of the same host (or a network attacker injecting
// one) cannot plant or overwrite a session cookie for the console. request.protocol
// honours X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
const cookieName = (request: FastifyRequest) =>
  request.protocol === "https" ? STAFF_SESSION_COOKIE_SECURE : STAFF_SESSION_COOKIE;

/** The session id the request's cookie carries (the last one, if a client sent several). */
export function sessionIdOf(app: FastifyInstance, request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (header === undefined || header.length > 8192) return undefined;
  const value = app.parseCookie(header)[cookieName(request)];
  return value === undefined || value === "" ? undefined : value;
}

/** The Set-Cookie value of a new session (id) or of its removal (undefined). */
export function sessionCookie(app: FastifyInstance, request: FastifyRequest, id: string | undefined): string {
  return app.serializeCookie(cookieName(request), id ?? "", {
    path: "/staff",
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
    maxAge: id === undefined ? 0 : SESSION_ABSOLUTE_MS / 1000,
  });
}

/**
 * The XSRF check of a state-changing request: the forms' double-submit token, and always
 * in the header (a console request is never a plain HTML form post).
 */
export function xsrfRefused(app: FastifyInstance, request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  return app.xsrf.refusal(request) !== undefined || isPlainFormPost(request);
}

/** An onRequest hook: 401 without a live session, then 403 for a mutation without the token. */
export function requireSession(app: FastifyInstance, now: () => Date) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const id = sessionIdOf(app, request);
    const session = id === undefined ? undefined : await findSession(app.db, id, now());
    if (session === undefined || id === undefined) return refuse(reply, 401, SIGNED_OUT);
    if (xsrfRefused(app, request)) return refuse(reply, 403, NOT_FROM_CONSOLE);
    request.staff = { ...session, sessionId: id };
  };
}

/** The signed-in member of a route behind requireSession. */
export function member(request: FastifyRequest): StaffSession & { sessionId: string } {
  if (request.staff === null) throw new Error("requireSession did not run for this route");
  return request.staff;
}

/** Who is acting in the console, as the audit trail and the team's rules name them. */
export function consoleActor(request: FastifyRequest) {
  const { staffId, sessionId } = member(request);
  return { actor: staffRef(staffId), address: request.ip, staffId, sessionId };
}

/** Records a change made in the console: who (the member, by id), from where (the client's address). */
export function auditChange(
  app: FastifyInstance,
  request: FastifyRequest,
  change: Omit<NewAuditEntry, "actor" | "address">,
  now: Date,
): Promise<void> {
  return recordAudit(
    app.db,
    { ...change, actor: staffRef(member(request).staffId), address: request.ip },
    now,
  );
}
