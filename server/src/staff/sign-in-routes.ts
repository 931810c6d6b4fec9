// The routes a visitor reaches without a session: signing in with a passkey, and
// enrolling the first passkey from a one-time link. Each needs the XSRF token (so no
// other site can sign someone in to our console), and each is rate-limited per client
// address and, once the account is known, per account.

import { STAFF_API } from "@site/contracts";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { recordAudit } from "../audit/trail.js";
import type { PostRateLimit } from "../security/rate-limit.js";
import {
  authenticationOptions,
  parseAuthentication,
  parseRegistration,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from "./ceremonies.js";
import { NOT_FROM_CONSOLE, refuse, sessionCookie, sessionIdOf, xsrfRefused } from "./guard.js";
import { enrolPasskey, findEnrolment, findPasskey, recordPasskeyUse } from "./passkeys.js";
import type { RelyingParty } from "./relying-party.js";
import { endSession, startSession } from "./sessions.js";

export interface SignInRoutesOptions {
  party: RelyingParty;
  now: () => Date;
  /** Counts sign-in and enrolment requests per client address, or per account with a key. */
  limit: PostRateLimit;
}

const TOO_MANY = "Too many sign-in attempts. Please wait a few minutes and try again.";
const UNKNOWN_PASSKEY = "This passkey is not registered for the staff console. Ask a colleague for an enrolment link.";
const NOT_VERIFIED = "The passkey could not be verified. Please try again.";
const LINK_GONE = "This enrolment link has expired or was used already. Ask a colleague for a new one.";
const BAD_ANSWER = "The browser's answer was incomplete. Please try again.";

const tokenOf = (body: unknown) =>
  typeof body === "object" && body !== null && typeof (body as { token?: unknown }).token === "string"
    ? (body as { token: string }).token
    : "";
const responseOf = (body: unknown) => (typeof body === "object" && body !== null ? (body as { response?: unknown }).response : undefined);

const signInRoutes: FastifyPluginAsync<SignInRoutesOptions> = async (app, { party, now, limit }) => {
  // XSRF first, then the address's allowance: a refused or cross-site request costs nothing.
  app.addHook("onRequest", async (request, reply) => {
    if (xsrfRefused(app, request)) return refuse(reply, 403, NOT_FROM_CONSOLE);
    const verdict = await limit(request);
    if (verdict.limited) return refuse(reply.header("retry-after", String(verdict.retryAfterSeconds)), 429, TOO_MANY);
  });

  const limitedAccount = async (request: FastifyRequest, reply: FastifyReply, staffId: string) => {
    const verdict = await limit(request, `account:${staffId}`);
    if (!verdict.limited) return false;
    refuse(reply.header("retry-after", String(verdict.retryAfterSeconds)), 429, TOO_MANY);
    return true;
  };

  /** A new session for the member (a new id at every sign-in; the old one, if any, ends). */
  const signIn = async (request: FastifyRequest, reply: FastifyReply, account: { staffId: string; email: string; name: string }) => {
    const previous = sessionIdOf(app, request);
    if (previous !== undefined) await endSession(app.db, previous);
    const at = now();
    const id = await startSession(app.db, account.staffId, request.ip, at);
    reply.header("set-cookie", sessionCookie(app, request, id));
    return { email: account.email, name: account.name };
  };

  app.post(STAFF_API.signInOptions, async () => authenticationOptions(app.db, party, now()));

  app.post(STAFF_API.signIn, async (request, reply) => {
    const response = parseAuthentication(responseOf(request.body));
    if (response === undefined) return refuse(reply, 400, BAD_ANSWER, "response");
    const passkey = await findPasskey(app.db, response.id);
    if (passkey === undefined) return refuse(reply, 401, UNKNOWN_PASSKEY);
    if (await limitedAccount(request, reply, passkey.staffId)) return reply;
    const at = now();
    const counter = await verifyAuthentication(app.db, party, response, passkey, at);
    if (counter === undefined) {
      request.log.warn({ staff: passkey.email }, "Staff console: a passkey answer was refused");
      return refuse(reply, 401, NOT_VERIFIED);
    }
    await recordPasskeyUse(app.db, passkey.id, counter, at);
    const member = await signIn(request, reply, passkey);
    await recordAudit(app.db, { actor: passkey.email, address: request.ip, action: "staff.sign-in", subject: passkey.email }, at);
    return member;
  });

  app.post(STAFF_API.signOut, async (request, reply) => {
    const id = sessionIdOf(app, request);
    if (id !== undefined) await endSession(app.db, id);
    return reply.code(204).header("set-cookie", sessionCookie(app, request, undefined)).send();
  });

  app.post(STAFF_API.enrolOptions, async (request, reply) => {
    const enrolment = await findEnrolment(app.db, tokenOf(request.body), now());
    if (enrolment === undefined) return refuse(reply, 410, LINK_GONE, "token");
    if (await limitedAccount(request, reply, enrolment.staffId)) return reply;
    return registrationOptions(app.db, party, enrolment, "enrol", now());
  });

  app.post(STAFF_API.enrol, async (request, reply) => {
    const at = now();
    const enrolment = await findEnrolment(app.db, tokenOf(request.body), at);
    if (enrolment === undefined) return refuse(reply, 410, LINK_GONE, "token");
    if (await limitedAccount(request, reply, enrolment.staffId)) return reply;
    const response = parseRegistration(responseOf(request.body));
    if (response === undefined) return refuse(reply, 400, BAD_ANSWER, "response");
    const passkey = await verifyRegistration(app.db, party, response, enrolment.staffId, "enrol", at);
    if (passkey === undefined) return refuse(reply, 401, NOT_VERIFIED);
    if (!(await enrolPasskey(app.db, enrolment, passkey, at))) return refuse(reply, 410, LINK_GONE, "token");
    const member = await signIn(request, reply, enrolment);
    await recordAudit(app.db, { actor: enrolment.email, address: request.ip, action: "staff.enrol", subject: enrolment.email, details: { passkey: passkey.id } }, at);
    return member;
  });
};

export default signInRoutes;
