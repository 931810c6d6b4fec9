// Staff sessions, kept in the database so every server instance honours them (and ends
// them) alike. The cookie carries an opaque random id; only its SHA-256 is stored, so the
// table lets nobody in. A session ends after 30 minutes without a request, 12 hours after
// sign-in whatever happens, at sign-out, or when the account is revoked.

import { randomBytes } from "node:crypto";
import type { Db } from "../db/schema.js";
import { sha256 } from "./accounts.js";

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 3_600_000;
/** last_seen_at is rewritten at most this often: a busy console does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

export interface StaffSession {
  staffId: string;
  email: string;
  name: string;
}

/**
 * Starts a session for `staffId` (a sign-in: always a new id) and records the sign-in
 * time; sessions that have expired, anyone's, are deleted on the way. Returns the id for
 * the cookie.
 */
export async function startSession(db: Db, staffId: string, address: string | null, now: Date): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  const at = now.getTime();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("staff_sessions")
      .where((eb) => eb.or([eb("last_seen_at", "<", at - SESSION_IDLE_MS), eb("created_at", "<", at - SESSION_ABSOLUTE_MS)]))
      .execute();
    await trx.insertInto("staff_sessions").values({ id_hash: sha256(id), staff_id: staffId, created_at: at, last_seen_at: at, address }).execute();
    await trx.updateTable("staff").set({ last_sign_in_at: now.toISOString() }).where("id", "=", staffId).execute();
  });
  return id;
}

/**
 * The session of a cookie's id, or undefined when there is none: unknown, forged, ended,
 * revoked or expired (an expired one is deleted). A live session's idle clock restarts.
 */
export async function findSession(db: Db, id: string, now: Date): Promise<StaffSession | undefined> {
  // A real id is 43 base64url characters; anything else is not looked up.
  if (id.length !== 43) return undefined;
  const hash = sha256(id);
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff", "staff.id", "staff_sessions.staff_id")
    .select(["staff_sessions.staff_id", "staff_sessions.created_at", "staff_sessions.last_seen_at", "staff.email", "staff.name"])
    .where("staff_sessions.id_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return undefined;
  const at = now.getTime();
  const lastSeen = Number(row.last_seen_at);
  if (at - lastSeen > SESSION_IDLE_MS || at - Number(row.created_at) > SESSION_ABSOLUTE_MS) {
    await db.deleteFrom("staff_sessions").where("id_hash", "=", hash).execute();
    return undefined;
  }
  if (at - lastSeen >= TOUCH_EVERY_MS) {
    await db.updateTable("staff_sessions").set({ last_seen_at: at }).where("id_hash", "=", hash).execute();
  }
  return { staffId: row.staff_id, email: row.email, name: row.name };
}

/** Sign-out: the session is gone for every instance at once. */
export async function endSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom("staff_sessions").where("id_hash", "=", sha256(id)).execute();
}
