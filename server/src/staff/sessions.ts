// Staff sessions, kept in the database so every server instance honours them (and ends
// them) alike. The cookie carries an opaque random id; only its SHA-256 is stored, so the
// table lets nobody in. A session ends after 30 minutes without a request, 12 hours after
// sign-in whatever happens, at sign-out, when the account is revoked, or when the passkey
// it began with is removed.

import type { StaffRole } from "@site/contracts";
import { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_IDLE_MS, STAFF_SESSION_TOUCH_MS } from "@site/contracts";
import type { Db } from "../db/schema.js";
import { lockAccounts } from "./account-lock.js";
import { rolesOf } from "./roles.js";
import { newToken, sha256, TOKEN_LENGTH } from "./tokens.js";

// The limits are the contracts' (the console warns before the idle one ends a session).
export const SESSION_IDLE_MS = STAFF_SESSION_IDLE_MS;
export const SESSION_ABSOLUTE_MS = STAFF_SESSION_ABSOLUTE_MS;
/** last_seen_at is rewritten at most this often: a busy console does not write on every request. */
const TOUCH_EVERY_MS = STAFF_SESSION_TOUCH_MS;

export interface StaffSession {
  staffId: string;
  email: string;
  name: string;
  roles: StaffRole[];
}

/** What a sign-in proved, as it was when the proof was checked. */
export interface SignInProof {
  staffId: string;
  /** The passkey that signed (its ref). */
  passkeyRef: string;
  /** The account's generation when the passkey was looked up. */
  generation: number;
}

/**
 * Starts a session (a sign-in: always a new id) and records the sign-in time, unless the
 * account was revoked or the passkey removed since `proof` was read: then undefined, and
 * nothing is stored. Both are checked with the account locked, so a revocation running
 * at the same moment comes wholly before (and the session is refused) or wholly after
 * (and ends the session). Sessions that have expired, anyone's, are deleted on the way.
 * Returns the id for the cookie.
 */
export async function startSession(
  db: Db,
  proof: SignInProof,
  address: string | null,
  now: Date,
): Promise<string | undefined> {
  const id = newToken();
  const at = now.getTime();
  return db.transaction().execute(async (trx) => {
    const generation = (await lockAccounts(trx, [proof.staffId])).get(proof.staffId);
    if (generation !== proof.generation) return undefined;
    const passkey = await trx
      .selectFrom("staff_passkeys")
      .select("ref")
      .where("ref", "=", proof.passkeyRef)
      .where("staff_id", "=", proof.staffId)
      .executeTakeFirst();
    if (passkey === undefined) return undefined;
    await trx
      .deleteFrom("staff_sessions")
      .where((eb) =>
        eb.or([
          eb("last_seen_at", "<", at - SESSION_IDLE_MS),
          eb("created_at", "<", at - SESSION_ABSOLUTE_MS),
        ]),
      )
      .execute();
    await trx
      .insertInto("staff_sessions")
      .values({
        id_hash: sha256(id),
        staff_id: proof.staffId,
        created_at: at,
        last_seen_at: at,
        address,
        passkey_ref: proof.passkeyRef,
      })
      .execute();
    await trx
      .updateTable("staff")
      .set({ last_sign_in_at: now.toISOString() })
      .where("id", "=", proof.staffId)
      .execute();
    return id;
  });
}

/**
 * The session of a cookie's id, or undefined when there is none: unknown, forged, ended,
 * revoked or expired (an expired one is deleted). A live session's idle clock restarts.
 * The member's roles are read afresh at every request: a change applies at once.
 */
export async function findSession(db: Db, id: string, now: Date): Promise<StaffSession | undefined> {
  if (id.length !== TOKEN_LENGTH) return undefined;
  const hash = sha256(id);
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff", "staff.id", "staff_sessions.staff_id")
    .select([
      "staff_sessions.staff_id",
      "staff_sessions.created_at",
      "staff_sessions.last_seen_at",
      "staff.email",
      "staff.name",
      "staff.roles",
    ])
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
  return { staffId: row.staff_id, email: row.email, name: row.name, roles: rolesOf(row.roles) };
}

/** Sign-out: the session is gone for every instance at once. */
export async function endSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom("staff_sessions").where("id_hash", "=", sha256(id)).execute();
}
