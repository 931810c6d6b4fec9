// The passkeys of staff members, and the enrolment links that let a member make the
// first one. A passkey's public key is stored (base64url); its private key never leaves
// the member's device.

import type { Db } from "../db/schema.js";
import { sha256 } from "./accounts.js";

export interface StoredPasskey {
  id: string;
  staffId: string;
  email: string;
  name: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
}

export interface NewPasskey {
  id: string;
  publicKey: Uint8Array;
  counter: number;
  transports: readonly string[] | undefined;
}

// Credential ids are at most 1023 bytes (WebAuthn Level 3): 1364 base64url characters.
const MAX_CREDENTIAL_ID_LENGTH = 1364;
// Enrolment tokens are 43 base64url characters.
const TOKEN_LENGTH = 43;

/** The passkey with this credential id and its member, or undefined. */
export async function findPasskey(db: Db, credentialId: string): Promise<StoredPasskey | undefined> {
  if (credentialId.length === 0 || credentialId.length > MAX_CREDENTIAL_ID_LENGTH) return undefined;
  const row = await db
    .selectFrom("staff_passkeys")
    .innerJoin("staff", "staff.id", "staff_passkeys.staff_id")
    .select(["staff_passkeys.id", "staff_id", "public_key", "counter", "transports", "staff.email", "staff.name"])
    .where("staff_passkeys.id", "=", credentialId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    staffId: row.staff_id,
    email: row.email,
    name: row.name,
    publicKey: new Uint8Array(Buffer.from(row.public_key, "base64url")),
    counter: Number(row.counter),
    transports: row.transports ? row.transports.split(",") : [],
  };
}

/** A member's passkeys, oldest first, for the console and for excluding them when adding one. */
export async function listPasskeys(db: Db, staffId: string) {
  const rows = await db
    .selectFrom("staff_passkeys")
    .select(["id", "transports", "created_at", "last_used_at"])
    .where("staff_id", "=", staffId)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    transports: row.transports ? row.transports.split(",") : [],
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

export async function addPasskey(db: Pick<Db, "insertInto">, staffId: string, passkey: NewPasskey, now: Date): Promise<void> {
  await db
    .insertInto("staff_passkeys")
    .values({
      id: passkey.id,
      staff_id: staffId,
      public_key: Buffer.from(passkey.publicKey).toString("base64url"),
      counter: passkey.counter,
      transports: passkey.transports && passkey.transports.length > 0 ? passkey.transports.join(",") : null,
      created_at: now.toISOString(),
      last_used_at: null,
    })
    .execute();
}

/** A sign-in with the passkey: its signature counter and when it was last used. */
export async function recordPasskeyUse(db: Db, credentialId: string, counter: number, now: Date): Promise<void> {
  await db
    .updateTable("staff_passkeys")
    .set({ counter, last_used_at: now.toISOString() })
    .where("id", "=", credentialId)
    .execute();
}

export interface Enrolment {
  tokenHash: string;
  staffId: string;
  email: string;
  name: string;
}

/** The account of an enrolment link that is unused and not expired, or undefined. */
export async function findEnrolment(db: Db, token: string, now: Date): Promise<Enrolment | undefined> {
  if (token.length !== TOKEN_LENGTH) return undefined;
  const tokenHash = sha256(token);
  const row = await db
    .selectFrom("staff_enrolments")
    .innerJoin("staff", "staff.id", "staff_enrolments.staff_id")
    .select(["staff_enrolments.staff_id", "staff.email", "staff.name"])
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">=", now.getTime())
    .executeTakeFirst();
  return row ? { tokenHash, staffId: row.staff_id, email: row.email, name: row.name } : undefined;
}

/**
 * Uses up the link and stores the passkey in one transaction: false (nothing stored) when
 * the link was used or expired meanwhile, so one link makes one passkey.
 */
export async function enrolPasskey(db: Db, enrolment: Enrolment, passkey: NewPasskey, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable("staff_enrolments")
      .set({ used_at: now.toISOString() })
      .where("token_hash", "=", enrolment.tokenHash)
      .where("used_at", "is", null)
      .where("expires_at", ">=", now.getTime())
      .executeTakeFirst();
    if (used.numUpdatedRows === 0n) return false;
    await addPasskey(trx, enrolment.staffId, passkey, now);
    return true;
  });
}
