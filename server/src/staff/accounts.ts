// Staff accounts: who may use the console, with which roles, and how they get in.
//
// The rules an insider cannot get around:
// - An invitation from the console makes a NEW account only. An existing colleague's
//   account is never given a link by a colleague (who would enrol their own key on it and
//   act in the colleague's name), nor renamed. A console admin may make a new link only
//   for an account that has never had a passkey (an invitation that expired unused).
// - A second device is added from its owner's own session (passkeys.ts), or with a link
//   made in the shell (`npm run staff -- invite --add-device`).
// - Revoking (offboarding) removes the member's passkeys, sessions and unused links, and
//   the unused links they made, in one transaction that bumps the account's generation
//   with the account locked (account-lock.ts), so nothing begun before it outlives it.
// - The team always keeps an admin who can sign in: the console refuses to remove the last
//   one or take their role away.
// - A link is mailed to the account's address when the caller asks (the console always
//   does), queued in the same transaction (invitation-mails.ts); a new link withdraws the
//   mail of the old one if it has not gone yet.
// Every change is in the audit trail, in the same transaction, naming members by id.

import {
  EMAIL_MAX_LENGTH,
  isEmailAddress,
  STAFF_ENROL_PATH,
  STAFF_NAME_MAX_LENGTH,
  addressKey,
  type StaffRole,
  type StaffSummary,
} from "@site/contracts";
import { randomUUID } from "node:crypto";
import { recordAudit } from "../audit/trail.js";
import { staffRef } from "../audit/subjects.js";
import type { Db } from "../db/schema.js";
import { bumpGeneration, lockAccounts, type Trx } from "./account-lock.js";
import { invitationSealKey } from "./invitation-seal.js";
import {
  queueInvitationMail,
  withdrawStaleInvitationMails,
  type InvitationPurpose,
} from "./invitation-mails.js";
import { removePasskey } from "./passkeys.js";
import { CONTROL, oneLineName } from "./request-text.js";
import { hasRole, rolesColumn, rolesOf, standingOf } from "./roles.js";
import { newToken, sha256 } from "./tokens.js";

/** How long an enrolment link works. */
export const ENROLMENT_HOURS = 24;

/** The link an invitation hands out: the token in the fragment, so it reaches no server log. */
export const enrolmentLink = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/$/, "")}${STAFF_ENROL_PATH}#${token}`;

/** Who made a change, as the audit trail names them, and from where (null from the shell). */
export interface Actor {
  actor: string;
  address: string | null;
}

/** A member acting in the console: their change stands only while their session does. */
export interface ConsoleActor extends Actor {
  staffId: string;
  sessionId: string;
}

const fromConsole = (by: Actor): by is ConsoleActor => "staffId" in by;

/**
 * Normalises an address given on the command line or in the console (trimmed, lower
 * case) and checks it as the contact form does (the contract's isEmailAddress, a linear
 * scan), length first.
 */
export function staffEmail(raw: string): string | undefined {
  if (raw.length > EMAIL_MAX_LENGTH * 4) return undefined;
  const email = raw.trim().toLowerCase();
  // Control characters: the contract's check lets some through.
  if (email.length > EMAIL_MAX_LENGTH || CONTROL.test(email) || !isEmailAddress(email)) return undefined;
  return email;
}

/** A name as typed (trimmed): 1 to STAFF_NAME_MAX_LENGTH characters on one line, else undefined. */
export const staffName = (raw: string): string | undefined => oneLineName(raw, STAFF_NAME_MAX_LENGTH);

/** Why a change to the team was not made: a sentence for whoever asked. */
export class TeamRefusal extends Error {
  override name = "TeamRefusal";
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409,
    message: string,
    readonly field = "",
  ) {
    super(message);
  }
}

const SESSION_ENDED = new TeamRefusal(401, "Your session has ended. Sign in again.");
const NO_SUCH_MEMBER = new TeamRefusal(404, "There is no such member of staff.");

/**
 * Runs `change` with the accounts locked (the acting member's included) and, for a member
 * acting in the console, only while their session is live and they are still an admin:
 * a revocation or a role change running at the same moment comes wholly before or after.
 */
async function asTeamChange<T>(
  db: Db,
  by: Actor,
  accounts: readonly string[],
  change: (trx: Trx, generations: Map<string, number>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const generations = await lockAccounts(trx, fromConsole(by) ? [by.staffId, ...accounts] : accounts);
    if (fromConsole(by)) {
      const standing = await standingOf(trx, by.staffId, by.sessionId, ["admin"]);
      if (standing === "session-ended") throw SESSION_ENDED;
      if (standing === "not-your-role") throw new TeamRefusal(403, "Only an admin can change the team.");
    }
    return change(trx, generations);
  });
}

/** Mail the link to the account's address: the sealing key, read before the transaction. */
interface Mailing {
  key: Buffer;
  purpose: InvitationPurpose;
}

const mailingOf = async (db: Db, mail: boolean, purpose: InvitationPurpose) =>
  mail ? { key: await invitationSealKey(db), purpose } : undefined;

/**
 * A new one-time link for the account (its earlier unused links stop working, and their
 * mails not yet sent are withdrawn), mailed to the account's address with `mailing`.
 */
async function newLink(
  trx: Trx,
  staffId: string,
  by: Actor,
  now: Date,
  mailing: Mailing | undefined,
): Promise<{ token: string; expiresAt: Date; mailed: boolean }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ENROLMENT_HOURS * 3_600_000);
  await trx
    .deleteFrom("staff_enrolments")
    .where("staff_id", "=", staffId)
    .where("used_at", "is", null)
    .execute();
  await trx
    .insertInto("staff_enrolments")
    .values({
      token_hash: sha256(token),
      staff_id: staffId,
      expires_at: expiresAt.getTime(),
      used_at: null,
      created_at: now.toISOString(),
      created_by: fromConsole(by) ? by.staffId : null,
    })
    .execute();
  await withdrawStaleInvitationMails(trx, now);
  if (mailing !== undefined) {
    await queueInvitationMail(trx, {
      key: mailing.key,
      staffId,
      token,
      expiresAt,
      purpose: mailing.purpose,
      invitedBy: fromConsole(by) ? by.staffId : null,
      now,
    });
  }
  return { token, expiresAt, mailed: mailing !== undefined };
}

interface AccountRow {
  id: string;
  email: string;
  name: string;
  roles: string;
  enrolled_at: string | null;
  passkeys: number;
}

async function accountByEmail(db: Db | Trx, email: string): Promise<AccountRow | undefined> {
  const row = await db
    .selectFrom("staff")
    .select((eb) => [
      "id",
      "email",
      "name",
      "roles",
      "enrolled_at",
      eb
        .selectFrom("staff_passkeys")
        .whereRef("staff_passkeys.staff_id", "=", "staff.id")
        .select(eb.fn.countAll().as("n"))
        .as("passkeys"),
    ])
    .where("email_key", "=", addressKey(email))
    .executeTakeFirst();
  return row === undefined ? undefined : { ...row, passkeys: Number(row.passkeys ?? 0) };
}

export interface Invited {
  staffId: string;
  token: string;
  expiresAt: Date;
  /** Whether the link was queued to be mailed to the account's address. */
  mailed: boolean;
  name: string;
  roles: StaffRole[];
}

/** How a link is handed out: `mail` queues it to the account's address too (default: shown only). */
export interface LinkOptions {
  mail?: boolean;
}

/**
 * Creates the account of `email` with its roles and a one-time link valid
 * ENROLMENT_HOURS. Refused (409) when the address has an account already: from the
 * console an existing account is never given a link or renamed.
 */
export async function inviteNewMember(
  db: Db,
  invite: { email: string; name: string | undefined; roles: readonly StaffRole[] },
  by: Actor,
  now: Date,
  { mail = false }: LinkOptions = {},
): Promise<Invited> {
  const mailing = await mailingOf(db, mail, "invite");
  return asTeamChange(db, by, [], async (trx) => {
    if ((await accountByEmail(trx, invite.email)) !== undefined) {
      throw new TeamRefusal(
        409,
        "This address has an account already. An invitation makes new accounts only.",
        "email",
      );
    }
    const staffId = randomUUID();
    // Without a name, a new account is called by its address's local part.
    const name = invite.name ?? invite.email.slice(0, invite.email.lastIndexOf("@"));
    const roles = rolesOf(rolesColumn(invite.roles));
    await trx
      .insertInto("staff")
      .values({
        id: staffId,
        email: invite.email,
        email_key: addressKey(invite.email),
        name,
        roles: rolesColumn(roles),
        created_at: now.toISOString(),
        created_by: fromConsole(by) ? by.staffId : null,
        last_sign_in_at: null,
      })
      .execute();
    const link = await newLink(trx, staffId, by, now, mailing);
    await recordAudit(
      trx,
      { ...by, action: "staff.invite", subject: staffRef(staffId), details: { roles, mailed: link.mailed } },
      now,
    );
    return { staffId, ...link, name, roles };
  });
}

/** A new link for an account that has never had a passkey (its invitation expired unused). */
export async function inviteAgain(
  db: Db,
  staffId: string,
  by: Actor,
  now: Date,
  { mail = false }: LinkOptions = {},
): Promise<Invited & { email: string }> {
  const mailing = await mailingOf(db, mail, "invite");
  return asTeamChange(db, by, [staffId], async (trx, generations) => {
    if (!generations.has(staffId)) throw NO_SUCH_MEMBER;
    const account = await trx
      .selectFrom("staff")
      .select(["email", "name", "roles", "enrolled_at"])
      .where("id", "=", staffId)
      .executeTakeFirstOrThrow();
    if (account.enrolled_at !== null && fromConsole(by)) {
      throw new TeamRefusal(
        409,
        "This member has enrolled a passkey before. A new device is added from their own session.",
      );
    }
    const link = await newLink(trx, staffId, by, now, mailing);
    await recordAudit(
      trx,
      { ...by, action: "staff.invite-again", subject: staffRef(staffId), details: { mailed: link.mailed } },
      now,
    );
    return { staffId, ...link, email: account.email, name: account.name, roles: rolesOf(account.roles) };
  });
}

/**
 * The shell's invitation (`npm run staff -- invite`): a new account (roles as given, admin
 * by default), a new link for an account without a passkey (renamed if a name is given),
 * or, with `addDevice`, a link that adds a device to an account that has passkeys. An
 * account with a passkey is refused without `addDevice`, so nobody is handed a way into a
 * colleague's account by mistake.
 */
export async function inviteFromShell(
  db: Db,
  invite: {
    email: string;
    name: string | undefined;
    roles: readonly StaffRole[] | undefined;
    addDevice: boolean;
  },
  by: Actor,
  now: Date,
  { mail = false }: LinkOptions = {},
): Promise<Invited & { created: boolean }> {
  const existing = await accountByEmail(db, invite.email);
  if (existing === undefined) {
    if (invite.addDevice)
      throw new TeamRefusal(404, `there is no account for ${invite.email}: invite it without --add-device`);
    const made = await inviteNewMember(
      db,
      { email: invite.email, name: invite.name, roles: invite.roles ?? ["admin"] },
      by,
      now,
      { mail },
    );
    return { ...made, created: true };
  }
  if (invite.roles !== undefined)
    throw new TeamRefusal(409, `${invite.email} has an account already: change its roles with \`roles\``);
  if (existing.passkeys > 0 && !invite.addDevice) {
    throw new TeamRefusal(
      409,
      `${invite.email} has a passkey already: to let them add another device, use --add-device`,
    );
  }
  const mailing = await mailingOf(db, mail, invite.addDevice ? "add-device" : "invite");
  return asTeamChange(db, by, [existing.id], async (trx, generations) => {
    if (!generations.has(existing.id)) throw NO_SUCH_MEMBER;
    if (invite.name !== undefined)
      await trx.updateTable("staff").set({ name: invite.name }).where("id", "=", existing.id).execute();
    const link = await newLink(trx, existing.id, by, now, mailing);
    const action = invite.addDevice ? "staff.add-device-link" : "staff.invite-again";
    await recordAudit(
      trx,
      { ...by, action, subject: staffRef(existing.id), details: { mailed: link.mailed } },
      now,
    );
    return {
      staffId: existing.id,
      ...link,
      name: invite.name ?? existing.name,
      roles: rolesOf(existing.roles),
      created: false,
    };
  });
}

/** Members who hold the admin role and can sign in (a passkey), other than `except`. */
async function otherAdmins(trx: Trx, except: string): Promise<number> {
  const rows = await trx
    .selectFrom("staff")
    .select(["id", "roles"])
    .where("id", "!=", except)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("staff_passkeys")
          .whereRef("staff_passkeys.staff_id", "=", "staff.id")
          .select("staff_passkeys.id"),
      ),
    )
    .execute();
  return rows.filter((row) => hasRole(rolesOf(row.roles), "admin")).length;
}

const LAST_ADMIN = "The team would have no admin left. Make someone else an admin first.";

/** Sets a member's roles. From the console, the last admin who can sign in keeps the role. */
export async function setRoles(
  db: Db,
  staffId: string,
  roles: readonly StaffRole[],
  by: Actor,
  now: Date,
): Promise<StaffRole[]> {
  return asTeamChange(db, by, [staffId], async (trx, generations) => {
    if (!generations.has(staffId)) throw NO_SUCH_MEMBER;
    const account = await trx
      .selectFrom("staff")
      .select("roles")
      .where("id", "=", staffId)
      .executeTakeFirstOrThrow();
    const before = rolesOf(account.roles);
    const after = rolesOf(rolesColumn(roles));
    if (
      fromConsole(by) &&
      hasRole(before, "admin") &&
      !hasRole(after, "admin") &&
      (await otherAdmins(trx, staffId)) === 0
    ) {
      throw new TeamRefusal(409, LAST_ADMIN, "roles");
    }
    await trx
      .updateTable("staff")
      .set({ roles: rolesColumn(after) })
      .where("id", "=", staffId)
      .execute();
    await recordAudit(
      trx,
      { ...by, action: "staff.roles", subject: staffRef(staffId), details: { before, after } },
      now,
    );
    return after;
  });
}

export interface Revoked {
  passkeys: number;
  sessions: number;
  /** Unused links of the account, and unused links the member had made for others. */
  links: number;
}

/**
 * Ends the member's access at once: every passkey, session and unused enrolment link of
 * the account, and the unused links they made for others, in one locked transaction that
 * bumps the account's generation. The account stays (its id names the member in the
 * trail; the shell can invite them again). From the console, not one's own account and
 * not the last admin.
 */
export async function revokeStaff(db: Db, staffId: string, by: Actor, now: Date): Promise<Revoked> {
  if (fromConsole(by) && by.staffId === staffId)
    throw new TeamRefusal(409, "You cannot remove your own access. Ask another admin.");
  return asTeamChange(db, by, [staffId], async (trx, generations) => {
    if (!generations.has(staffId)) throw NO_SUCH_MEMBER;
    const account = await trx
      .selectFrom("staff")
      .select("roles")
      .where("id", "=", staffId)
      .executeTakeFirstOrThrow();
    if (
      fromConsole(by) &&
      hasRole(rolesOf(account.roles), "admin") &&
      (await otherAdmins(trx, staffId)) === 0
    )
      throw new TeamRefusal(409, LAST_ADMIN);
    await bumpGeneration(trx, staffId);
    const passkeys = await trx
      .deleteFrom("staff_passkeys")
      .where("staff_id", "=", staffId)
      .executeTakeFirst();
    const sessions = await trx
      .deleteFrom("staff_sessions")
      .where("staff_id", "=", staffId)
      .executeTakeFirst();
    const links = await trx
      .deleteFrom("staff_enrolments")
      .where("used_at", "is", null)
      .where((eb) => eb.or([eb("staff_id", "=", staffId), eb("created_by", "=", staffId)]))
      .executeTakeFirst();
    // The mails of those links not yet sent are withdrawn, and their sealed copies cleared.
    await withdrawStaleInvitationMails(trx, now);
    const revoked = {
      passkeys: Number(passkeys.numDeletedRows),
      sessions: Number(sessions.numDeletedRows),
      links: Number(links.numDeletedRows),
    };
    await recordAudit(
      trx,
      { ...by, action: "staff.revoke", subject: staffRef(staffId), details: { ...revoked } },
      now,
    );
    return revoked;
  });
}

/** An admin removes one passkey of a colleague (a lost device), and the sessions begun with it. */
export async function removeMemberPasskey(
  db: Db,
  staffId: string,
  ref: string,
  by: Actor,
  now: Date,
): Promise<void> {
  await asTeamChange(db, by, [staffId], async (trx, generations) => {
    if (!generations.has(staffId)) throw NO_SUCH_MEMBER;
    // An admin's own last passkey stays: removing it would lock them out.
    const removed = await removePasskey(trx, staffId, ref, {
      keepOne: fromConsole(by) && by.staffId === staffId,
    });
    if (removed === "none") throw new TeamRefusal(404, "This member has no such passkey.");
    if (removed === "last")
      throw new TeamRefusal(409, "This is your only passkey: add another before you remove it.");
    await recordAudit(
      trx,
      {
        ...by,
        action: "staff.passkey-remove",
        subject: staffRef(staffId),
        details: { passkey: removed.name, sessions: removed.sessions },
      },
      now,
    );
  });
}

/** The account of an address, by any spelling of it: its id, or undefined. */
export async function staffIdOf(db: Db, email: string): Promise<string | undefined> {
  return (await accountByEmail(db, email))?.id;
}

/** Every account, by e-mail address, with its roles, passkeys, open sessions and pending invitation. */
export async function listStaff(db: Db, now = new Date()): Promise<StaffSummary[]> {
  const [rows, passkeys] = await Promise.all([
    db
      .selectFrom("staff")
      .select((eb) => [
        "id",
        "email",
        "name",
        "roles",
        "created_at",
        "last_sign_in_at",
        "enrolled_at",
        eb
          .selectFrom("staff_sessions")
          .whereRef("staff_sessions.staff_id", "=", "staff.id")
          .select(eb.fn.countAll().as("n"))
          .as("sessions"),
        eb
          .selectFrom("staff_enrolments")
          .whereRef("staff_enrolments.staff_id", "=", "staff.id")
          .where("used_at", "is", null)
          .where("expires_at", ">=", now.getTime())
          .select((sub) => sub.fn.max("expires_at").as("until"))
          .as("invited_until"),
      ])
      .orderBy("email")
      .execute(),
    db
      .selectFrom("staff_passkeys")
      .select(["staff_id", "ref", "name", "created_at", "last_used_at"])
      .orderBy("created_at")
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    roles: rolesOf(row.roles),
    passkeys: passkeys
      .filter((passkey) => passkey.staff_id === row.id)
      .map((passkey) => ({
        ref: passkey.ref,
        name: passkey.name,
        createdAt: passkey.created_at,
        lastUsedAt: passkey.last_used_at,
      })),
    sessions: Number(row.sessions ?? 0),
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    enrolled: row.enrolled_at !== null,
    invitedUntil:
      row.invited_until === null || row.invited_until === undefined
        ? null
        : new Date(Number(row.invited_until)).toISOString(),
  }));
}
