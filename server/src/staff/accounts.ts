// Staff accounts as the shell manages them (`npm run staff`): an invitation creates the
// account (or finds it) and a one-time enrolment link valid 24 hours; revoking removes
// every passkey and ends every session of the account at once. Each change is audited.
// The console's sign-in (passkeys, sessions) builds on these tables.

import { createHash, randomBytes, randomUUID } from "node:crypto";
import { EMAIL_MAX_LENGTH, isEmailAddress, STAFF_ENROL_PATH, STAFF_NAME_MAX_LENGTH } from "@site/contracts";
import { recordAudit } from "../audit/trail.js";
import type { Db } from "../db/schema.js";
import type { StaffSummary } from "@site/contracts";

/** How long an enrolment link works. */
export const ENROLMENT_HOURS = 24;

/** The link an invitation hands out: the token in the fragment, so it reaches no server log. */
export const enrolmentLink = (siteUrl: string, token: string) => `${siteUrl.replace(/\/$/, "")}${STAFF_ENROL_PATH}#${token}`;

/** Who made a change, and from where (null from the shell). */
export interface Actor {
  actor: string;
  address: string | null;
}

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

// Control characters: never part of an address, and the contract's check lets some through.
const CONTROL = /[\u0000-\u001F\u007F]/;

/**
 * Normalises an address given on the command line or in the console (trimmed, lower
 * case) and checks it as the contact form does (the contract's isEmailAddress, a linear
 * scan), length first.
 */
export function staffEmail(raw: string): string | undefined {
  const email = raw.trim().toLowerCase();
  if (email.length > EMAIL_MAX_LENGTH || CONTROL.test(email) || !isEmailAddress(email)) return undefined;
  return email;
}

/** A name as typed (trimmed): 1 to STAFF_NAME_MAX_LENGTH characters on one line, else undefined. */
export function staffName(raw: string): string | undefined {
  const name = raw.trim();
  if (name.length === 0 || name.length > STAFF_NAME_MAX_LENGTH || CONTROL.test(name)) return undefined;
  return name;
}

/**
 * Creates the account if there is none for `email` (or renames it), and a new enrolment
 * token; earlier unused links of the account stop working. Returns the token, which only
 * the link carries.
 */
export async function inviteStaff(
  db: Db,
  invite: { email: string; name: string | undefined },
  by: Actor,
  now: Date,
): Promise<{ token: string; expiresAt: Date; created: boolean; name: string }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ENROLMENT_HOURS * 3_600_000);
  let name = "";
  const created = await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("staff").select(["id", "name"]).where("email", "=", invite.email).executeTakeFirst();
    const staffId = existing?.id ?? randomUUID();
    // Without a name, an account keeps its own, and a new one is called by its address's local part.
    name = invite.name ?? existing?.name ?? invite.email.slice(0, invite.email.lastIndexOf("@"));
    if (existing) {
      await trx.updateTable("staff").set({ name }).where("id", "=", staffId).execute();
      await trx.deleteFrom("staff_enrolments").where("staff_id", "=", staffId).where("used_at", "is", null).execute();
    } else {
      await trx
        .insertInto("staff")
        .values({ id: staffId, email: invite.email, name, created_at: now.toISOString(), last_sign_in_at: null })
        .execute();
    }
    await trx
      .insertInto("staff_enrolments")
      .values({ token_hash: sha256(token), staff_id: staffId, expires_at: expiresAt.getTime(), used_at: null, created_at: now.toISOString() })
      .execute();
    return existing === undefined;
  });
  await recordAudit(db, { ...by, action: "staff.invite", subject: invite.email, details: { name, created } }, now);
  return { token, expiresAt, created, name };
}

/** Every account, by e-mail address, with its passkeys and open sessions counted and its pending invitation. */
export async function listStaff(db: Db, now = new Date()): Promise<StaffSummary[]> {
  const rows = await db
    .selectFrom("staff")
    .select((eb) => [
      "email",
      "name",
      "created_at",
      "last_sign_in_at",
      eb.selectFrom("staff_passkeys").whereRef("staff_passkeys.staff_id", "=", "staff.id").select(eb.fn.countAll().as("n")).as("passkeys"),
      eb.selectFrom("staff_sessions").whereRef("staff_sessions.staff_id", "=", "staff.id").select(eb.fn.countAll().as("n")).as("sessions"),
      eb
        .selectFrom("staff_enrolments")
        .whereRef("staff_enrolments.staff_id", "=", "staff.id")
        .where("used_at", "is", null)
        .where("expires_at", ">=", now.getTime())
        .select((sub) => sub.fn.max("expires_at").as("until"))
        .as("invited_until"),
    ])
    .orderBy("email")
    .execute();
  return rows.map((row) => ({
    email: row.email,
    name: row.name,
    passkeys: Number(row.passkeys ?? 0),
    sessions: Number(row.sessions ?? 0),
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    invitedUntil: row.invited_until === null || row.invited_until === undefined ? null : new Date(Number(row.invited_until)).toISOString(),
  }));
}

/**
 * Removes every passkey, unused enrolment link and session of the account: its open
 * sessions are refused at their next request. The account stays (a new invitation lets
 * the person enrol again). False when there is no such account.
 */
export async function revokeStaff(db: Db, email: string, by: Actor, now: Date): Promise<{ passkeys: number; sessions: number } | undefined> {
  const result = await db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirst();
    if (!account) return undefined;
    const passkeys = await trx.deleteFrom("staff_passkeys").where("staff_id", "=", account.id).executeTakeFirst();
    const sessions = await trx.deleteFrom("staff_sessions").where("staff_id", "=", account.id).executeTakeFirst();
    await trx.deleteFrom("staff_enrolments").where("staff_id", "=", account.id).execute();
    return { passkeys: Number(passkeys.numDeletedRows), sessions: Number(sessions.numDeletedRows) };
  });
  if (result) await recordAudit(db, { ...by, action: "staff.revoke", subject: email, details: result }, now);
  return result;
}
