// The routes a visitor reaches without a session: signing in with a passkey, and
// enrolling a passkey from a one-time link. Each needs the XSRF token (so no other site
// can sign someone in to our console), and each is rate-limited per client address.
//
// The budgets are apart, so that an office behind one address is not locked out by its
// own traffic: asking for options and signing out have a generous budget of their own;
// the answers that carry a proof (a signature, a new passkey) share a tighter one. Per
// account, only sign-ins whose signature verified are counted: an answer that merely
// names a member's credential id (credential ids are not secret) costs that member
// nothing, so a stranger cannot lock them out.

import { STAFF_API, type StaffMember } from "@site/contracts";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { staffRef } from "../audit/subjects.js";
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
import { enrolPasskey, findEnrolment, findPasskey, passkeyName, recordPasskeyUse } from "./passkeys.js";
import type { RelyingParty } from "./relying-party.js";
import { bodyField, bodyText } from "./request-text.js";
import { rolesOf } from "./roles.js";
import { endSession, startSession, type SignInProof } from "./sessions.js";

/** What each budget counts: per client address, or (`account`) per member. */
export type SignInBudget = "ceremony" | "proof" | "account";

export interface SignInRoutesOptions {
  party: RelyingParty;
  now: () => Date;
  /** Counts one request against a budget, per client address or, with a key, per account. */
  limit: (budget: SignInBudget, request: FastifyRequest, key?: string) => ReturnType<PostRateLimit>;
}

const TOO_MANY = "Too many sign-in attempts. Please wait a few minutes and try again.";
const UNKNOWN_PASSKEY =
  "This passkey is not registered for the staff console. Ask an admin for an invitation.";
const NOT_VERIFIED = "The passkey could not be verified. Please try again.";
const LINK_GONE = "This enrolment link has expired or was used already. Ask an admin for a new one.";
const BAD_ANSWER = "The browser's answer was incomplete. Please try again.";
const TOO_MANY_PASSKEYS =
  "This account has as many passkeys as it may have. Remove one you no longer use first.";
const ACCESS_ENDED = "Your access to the staff console has ended.";
const FIRST_PASSKEY_NAME = "First passkey";

const tokenOf = (body: unknown) => bodyText(body, "token");

// The routes of each budget; any other path here counts against the proofs' budget.
const CEREMONY_PATHS = new Set<string>([STAFF_API.signInOptions, STAFF_API.signOut, STAFF_API.enrolOptions]);

const signInRoutes: FastifyPluginAsync<SignInRoutesOptions> = async (app, { party, now, limit }) => {
  const tooMany = (reply: FastifyReply, retryAfterSeconds: number) =>
    refuse(reply.header("retry-after", String(retryAfterSeconds)), 429, TOO_MANY);

  // XSRF first, then the address's allowance: a refused or cross-site request costs nothing.
  app.addHook("onRequest", async (request, reply) => {
    if (xsrfRefused(app, request)) return refuse(reply, 403, NOT_FROM_CONSOLE);
    const budget = CEREMONY_PATHS.has(request.routeOptions.url ?? "") ? "ceremony" : "proof";
    const verdict = await limit(budget, request);
    if (verdict.limited) return tooMany(reply, verdict.retryAfterSeconds);
  });

  /** A new session for the member (a new id at every sign-in; the old one, if any, ends). */
  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    proof: SignInProof,
    at: Date,
  ): Promise<StaffMember | undefined> => {
    const previous = sessionIdOf(app, request);
    if (previous !== undefined) await endSession(app.db, previous);
    const id = await startSession(app.db, proof, request.ip, at);
    if (id === undefined) return undefined;
    reply.header("set-cookie", sessionCookie(app, request, id));
    const account = await app.db
      .selectFrom("staff")
      .select(["email", "name", "roles"])
      .where("id", "=", proof.staffId)
      .executeTakeFirstOrThrow();
    return { id: proof.staffId, email: account.email, name: account.name, roles: rolesOf(account.roles) };
  };

  app.post(STAFF_API.signInOptions, async () => authenticationOptions(app.db, party, now()));

  app.post(STAFF_API.signIn, async (request, reply) => {
    const response = parseAuthentication(bodyField(request.body, "response"));
    if (response === undefined) return refuse(reply, 400, BAD_ANSWER, "response");
    const passkey = await findPasskey(app.db, response.id);
    if (passkey === undefined) return refuse(reply, 401, UNKNOWN_PASSKEY);
    const at = now();
    const counter = await verifyAuthentication(app.db, party, response, passkey, at);
    if (counter === undefined) {
      request.log.warn({ staff: staffRef(passkey.staffId) }, "Staff console: a passkey answer was refused");
      return refuse(reply, 401, NOT_VERIFIED);
    }
    // Only the key's holder gets here: this budget cannot be spent by anyone else.
    const verdict = await limit("account", request, passkey.staffId);
    if (verdict.limited) return tooMany(reply, verdict.retryAfterSeconds);
    await recordPasskeyUse(app.db, passkey.id, counter, at);
    const member = await signIn(
      request,
      reply,
      { staffId: passkey.staffId, passkeyRef: passkey.ref, generation: passkey.generation },
      at,
    );
    // Revoked (or the passkey removed) while the answer was being checked.
    if (member === undefined) return refuse(reply, 401, ACCESS_ENDED);
    const actor = staffRef(passkey.staffId);
    await recordAudit(
      app.db,
      {
        actor,
        address: request.ip,
        action: "staff.sign-in",
        subject: actor,
        details: { passkey: passkey.name },
      },
      at,
    );
    return member;
  });

  app.post(STAFF_API.signOut, async (request, reply) => {
    const id = sessionIdOf(app, request);
    if (id !== undefined) await endSession(app.db, id);
    return reply
      .code(204)
      .header("set-cookie", sessionCookie(app, request, undefined))
      .send();
  });

  const limitedAccount = async (request: FastifyRequest, reply: FastifyReply, staffId: string) => {
    const verdict = await limit("account", request, staffId);
    if (!verdict.limited) return false;
    tooMany(reply, verdict.retryAfterSeconds);
    return true;
  };

  app.post(STAFF_API.enrolOptions, async (request, reply) => {
    const enrolment = await findEnrolment(app.db, tokenOf(request.body), now());
    if (enrolment === undefined) return refuse(reply, 410, LINK_GONE, "token");
    // Only the link's holder gets here (the token is the secret), as only the key's holder above.
    if (await limitedAccount(request, reply, enrolment.staffId)) return reply;
    return registrationOptions(app.db, party, enrolment, "enrol", now());
  });

  app.post(STAFF_API.enrol, async (request, reply) => {
    const at = now();
    const enrolment = await findEnrolment(app.db, tokenOf(request.body), at);
    if (enrolment === undefined) return refuse(reply, 410, LINK_GONE, "token");
    if (await limitedAccount(request, reply, enrolment.staffId)) return reply;
    const response = parseRegistration(bodyField(request.body, "response"));
    if (response === undefined) return refuse(reply, 400, BAD_ANSWER, "response");
    const rawName = bodyField(request.body, "name");
    const name =
      typeof rawName === "string" && rawName.trim() !== "" ? passkeyName(rawName) : FIRST_PASSKEY_NAME;
    if (name === undefined)
      return refuse(reply, 400, "Give the device a name of up to 60 characters on one line.", "name");
    const passkey = await verifyRegistration(app.db, party, response, enrolment.staffId, "enrol", at);
    if (passkey === undefined) return refuse(reply, 401, NOT_VERIFIED);
    const enrolled = await enrolPasskey(app.db, enrolment, passkey, name, at);
    if (enrolled === "too-many") return refuse(reply, 409, TOO_MANY_PASSKEYS);
    if (typeof enrolled === "string") return refuse(reply, 410, LINK_GONE, "token");
    const member = await signIn(
      request,
      reply,
      { staffId: enrolment.staffId, passkeyRef: enrolled.passkey.ref, generation: enrolled.generation },
      at,
    );
    if (member === undefined) return refuse(reply, 401, ACCESS_ENDED);
    const actor = staffRef(enrolment.staffId);
    await recordAudit(
      app.db,
      { actor, address: request.ip, action: "staff.enrol", subject: actor, details: { passkey: name } },
      at,
    );
    return member;
  });
};

export default signInRoutes;
