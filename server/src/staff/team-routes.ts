// The console's team and account screens. Every member: who they are, and their own
// passkeys (another device is added only from the owner's own session, and at most
// STAFF_PASSKEYS_MAX of them). Admins: the team, inviting a NEW colleague (a one-time
// link, answered once to copy and mailed to their address through the outbox), a new
// link for an invitation that expired unused (mailed too; the old one's mail is withdrawn
// if it has not gone), roles, and offboarding (a departing colleague, or one lost passkey
// of theirs). The rules themselves are in accounts.ts; these routes read the request and
// answer.

import {
  STAFF_API,
  STAFF_NAME_MAX_LENGTH,
  STAFF_ROLES,
  type Invitation,
  type Passkey,
  type StaffMember,
  type StaffSummary,
} from "@site/contracts";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { PostRateLimit } from "../security/rate-limit.js";
import {
  enrolmentLink,
  inviteAgain,
  inviteNewMember,
  listStaff,
  removeMemberPasskey,
  revokeStaff,
  setRoles,
  staffEmail,
  staffName,
  TeamRefusal,
} from "./accounts.js";
import { lockAccounts, sessionIsLive } from "./account-lock.js";
import { parseRegistration, registrationOptions, verifyRegistration } from "./ceremonies.js";
import { auditChange, consoleActor, member, refuse } from "./guard.js";
import { invitationMailRenderer } from "./invitation-mail.js";
import { addOwnPasskey, listPasskeys, passkeyName, removePasskey, renamePasskey } from "./passkeys.js";
import type { RelyingParty } from "./relying-party.js";
import { bodyField, bodyText } from "./request-text.js";
import { requireRole, rolesFromBody } from "./roles.js";

export interface TeamRoutesOptions {
  party: RelyingParty;
  siteUrl: string;
  now: () => Date;
  /** Counts a passkey ceremony of the member (options and additions). */
  passkeyLimit: PostRateLimit;
}

const ROLES_NEEDED = `Choose at least one role: ${STAFF_ROLES.join(", ")}.`;
const NAME_NEEDED = "Give the device a name of up to 60 characters on one line, like “Work laptop”.";
const NO_PASSKEY = "You have no such passkey.";
// Ids of accounts are random UUIDs.
const isAccountId = (id: string) => id.length === 36;

/** Answers a refusal of accounts.ts; anything else is a failure for the error handler. */
function refused(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof TeamRefusal) return refuse(reply, error.status, error.message, error.field);
  throw error;
}

const teamRoutes: FastifyPluginAsync<TeamRoutesOptions> = async (
  app,
  { party, siteUrl, now, passkeyLimit },
) => {
  const adminOnly = { onRequest: requireRole("admin") };
  // The invitations' mail, as the delivery worker renders it from the stored row.
  app.mailWorker.registerRenderer("invitation", invitationMailRenderer(siteUrl));

  app.get(STAFF_API.session, async (request): Promise<StaffMember> => {
    const { staffId, email, name, roles } = member(request);
    return { id: staffId, email, name, roles };
  });

  // The member's own passkeys.

  app.get(STAFF_API.passkeys, async (request): Promise<Passkey[]> =>
    listPasskeys(app.db, member(request).staffId),
  );

  const passkeyAllowance = async (reply: FastifyReply, request: Parameters<PostRateLimit>[0]) => {
    const verdict = await passkeyLimit(request, `passkeys:${member(request).staffId}`);
    if (!verdict.limited) return true;
    refuse(
      reply.header("retry-after", String(verdict.retryAfterSeconds)),
      429,
      "Too many passkeys added in a short time. Please wait and try again.",
    );
    return false;
  };

  app.post(STAFF_API.passkeyOptions, async (request, reply) => {
    if (!(await passkeyAllowance(reply, request))) return reply;
    return registrationOptions(app.db, party, member(request), "passkey", now());
  });

  app.post(STAFF_API.passkeys, async (request, reply) => {
    if (!(await passkeyAllowance(reply, request))) return reply;
    const response = parseRegistration(bodyField(request.body, "response"));
    if (response === undefined)
      return refuse(reply, 400, "The browser's answer was incomplete. Please try again.", "response");
    const name = passkeyName(bodyText(request.body, "name"));
    if (name === undefined) return refuse(reply, 400, NAME_NEEDED, "name");
    const owner = member(request);
    const at = now();
    const passkey = await verifyRegistration(app.db, party, response, owner.staffId, "passkey", at);
    if (passkey === undefined)
      return refuse(reply, 400, "The passkey could not be verified. Please try again.", "response");
    const added = await addOwnPasskey(app.db, owner, passkey, name, at);
    if (added === "session-ended") return refuse(reply, 401, "Your session has ended. Sign in again.");
    if (added === "too-many")
      return refuse(
        reply,
        409,
        "You have as many passkeys as a member may have. Remove one you no longer use first.",
      );
    if (typeof added === "string")
      return refuse(reply, 409, "This passkey is registered already.", "response");
    await auditChange(
      app,
      request,
      { action: "staff.passkey-add", subject: consoleActor(request).actor, details: { passkey: name } },
      at,
    );
    return reply.code(201).send(added);
  });

  app.patch<{ Params: { ref: string } }>(STAFF_API.passkey, async (request, reply) => {
    const name = passkeyName(bodyText(request.body, "name"));
    if (name === undefined) return refuse(reply, 400, NAME_NEEDED, "name");
    const { staffId } = member(request);
    if (!(await renamePasskey(app.db, staffId, request.params.ref, name)))
      return refuse(reply, 404, NO_PASSKEY);
    await auditChange(
      app,
      request,
      { action: "staff.passkey-rename", subject: consoleActor(request).actor, details: { passkey: name } },
      now(),
    );
    return (await listPasskeys(app.db, staffId)).find((passkey) => passkey.ref === request.params.ref);
  });

  app.delete<{ Params: { ref: string } }>(STAFF_API.passkey, async (request, reply) => {
    const owner = member(request);
    const at = now();
    const removed = await app.db.transaction().execute(async (trx) => {
      await lockAccounts(trx, [owner.staffId]);
      if (!(await sessionIsLive(trx, owner.staffId, owner.sessionId))) return "ended" as const;
      return removePasskey(trx, owner.staffId, request.params.ref, { keepOne: true });
    });
    if (removed === "ended") return refuse(reply, 401, "Your session has ended. Sign in again.");
    if (removed === "none") return refuse(reply, 404, NO_PASSKEY);
    if (removed === "last")
      return refuse(reply, 409, "This is your only passkey: add another before you remove it.");
    await auditChange(
      app,
      request,
      {
        action: "staff.passkey-remove",
        subject: consoleActor(request).actor,
        details: { passkey: removed.name },
      },
      at,
    );
    return reply.code(204).send();
  });

  // The team: admins only.

  app.get(STAFF_API.staff, adminOnly, async (): Promise<StaffSummary[]> => listStaff(app.db, now()));

  const summaryOf = async (staffId: string) =>
    (await listStaff(app.db, now())).find((summary) => summary.id === staffId);

  app.post(STAFF_API.staff, adminOnly, async (request, reply) => {
    const email = staffEmail(bodyText(request.body, "email"));
    const name = staffName(bodyText(request.body, "name"));
    const roles = rolesFromBody(bodyField(request.body, "roles"));
    const errors = [
      ...(email === undefined
        ? [{ path: "email", message: "Enter an e-mail address, like name@example.com." }]
        : []),
      ...(name === undefined
        ? [{ path: "name", message: `Enter a name of 1 to ${STAFF_NAME_MAX_LENGTH} characters on one line.` }]
        : []),
      ...(roles === undefined || roles.length === 0 ? [{ path: "roles", message: ROLES_NEEDED }] : []),
    ];
    if (email === undefined || name === undefined || roles === undefined || roles.length === 0)
      return reply.code(400).send({ errors });
    try {
      const invited = await inviteNewMember(app.db, { email, name, roles }, consoleActor(request), now(), {
        mail: true,
      });
      app.mailWorker.nudge();
      // The only answer that ever holds the link: the server keeps its hash, and the mail's sealed copy.
      const invitation: Invitation = {
        email,
        link: enrolmentLink(siteUrl, invited.token),
        expiresAt: invited.expiresAt.toISOString(),
        mailed: invited.mailed,
      };
      return reply.code(201).send(invitation);
    } catch (error) {
      return refused(reply, error);
    }
  });

  app.post<{ Params: { id: string } }>(STAFF_API.staffInvitation, adminOnly, async (request, reply) => {
    if (!isAccountId(request.params.id)) return refuse(reply, 404, "There is no such member of staff.");
    try {
      const invited = await inviteAgain(app.db, request.params.id, consoleActor(request), now(), {
        mail: true,
      });
      app.mailWorker.nudge();
      const invitation: Invitation = {
        email: invited.email,
        link: enrolmentLink(siteUrl, invited.token),
        expiresAt: invited.expiresAt.toISOString(),
        mailed: invited.mailed,
      };
      return reply.code(201).send(invitation);
    } catch (error) {
      return refused(reply, error);
    }
  });

  app.put<{ Params: { id: string } }>(STAFF_API.staffRoles, adminOnly, async (request, reply) => {
    if (!isAccountId(request.params.id)) return refuse(reply, 404, "There is no such member of staff.");
    const roles = rolesFromBody(bodyField(request.body, "roles"));
    if (roles === undefined) return refuse(reply, 400, ROLES_NEEDED, "roles");
    try {
      await setRoles(app.db, request.params.id, roles, consoleActor(request), now());
      return await summaryOf(request.params.id);
    } catch (error) {
      return refused(reply, error);
    }
  });

  app.post<{ Params: { id: string } }>(STAFF_API.staffRemoval, adminOnly, async (request, reply) => {
    if (!isAccountId(request.params.id)) return refuse(reply, 404, "There is no such member of staff.");
    try {
      await revokeStaff(app.db, request.params.id, consoleActor(request), now());
      return await summaryOf(request.params.id);
    } catch (error) {
      return refused(reply, error);
    }
  });

  app.delete<{ Params: { id: string; ref: string } }>(
    STAFF_API.staffPasskey,
    adminOnly,
    async (request, reply) => {
      if (!isAccountId(request.params.id)) return refuse(reply, 404, "There is no such member of staff.");
      try {
        await removeMemberPasskey(
          app.db,
          request.params.id,
          request.params.ref,
          consoleActor(request),
          now(),
        );
        return reply.code(204).send();
      } catch (error) {
        return refused(reply, error);
      }
    },
  );
};

export default teamRoutes;
