// The passkeys of staff members, and the enrolment links that let a member make one. A
// passkey's public key is stored (base64url); its private key never leaves the member's
// device. Outside the sign-in ceremony a passkey is named by an opaque `ref` and the name
// its owner gave the device, never by its credential id.
//
// Every passkey is added in a transaction that locks its account first (account-lock.ts)
// and checks there what allows it: an unused link, or the owner's live session. So a
// revocation running at the same moment cannot miss it.

import { randomUUID } from "node:crypto";
import { PASSKEY_NAME_MAX_LENGTH, STAFF_PASSKEYS_MAX, type Passkey } from "@site/contracts";
import type { Db } from "../db/schema.js";
import { lockAccounts, sessionIsLive, type Trx } from "./account-lock.js";
import { withdrawStaleInvitationMails } from "./invitation-mails.js";
import { oneLineName } from "./request-text.js";
import { sha256, TOKEN_LENGTH } from "./tokens.js";

export interface StoredPasskey {
  id: string;
  ref: string;
  name: string;
  staffId: string;
  /** The account's generation when this was read: a sign-in is refused if it moved on. */
  generation: number;
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
// Refs are random UUIDs.
const REF_LENGTH = 36;
/** A device name as typed (trimmed): 1 to PASSKEY_NAME_MAX_LENGTH characters on one line, else undefined. */
export const passkeyName = (raw: string): string | undefined => oneLineName(raw, PASSKEY_NAME_MAX_LENGTH);

/** The passkey with this credential id and its account's generation, or undefined. */
export async function findPasskey(db: Db, credentialId: string): Promise<StoredPasskey | undefined> {
  if (credentialId.length === 0 || credentialId.length > MAX_CREDENTIAL_ID_LENGTH) return undefined;
  const row = await db
    .selectFrom("staff_passkeys")
    .innerJoin("staff", "staff.id", "staff_passkeys.staff_id")
    .select([
      "staff_passkeys.id",
      "staff_passkeys.ref",
      "staff_passkeys.name",
      "staff_id",
      "public_key",
      "counter",
      "transports",
      "staff.generation",
    ])
    .where("staff_passkeys.id", "=", credentialId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    ref: row.ref,
    name: row.name,
    staffId: row.staff_id,
    generation: Number(row.generation),
    publicKey: new Uint8Array(Buffer.from(row.public_key, "base64url")),
    counter: Number(row.counter),
    transports: row.transports ? row.transports.split(",") : [],
  };
}

/** A member's passkeys, oldest first, as the console shows them. */
export async function listPasskeys(db: Db, staffId: string): Promise<Passkey[]> {
  const rows = await db
    .selectFrom("staff_passkeys")
    .select(["ref", "name", "created_at", "last_used_at"])
    .where("staff_id", "=", staffId)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    ref: row.ref,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

/** Credential ids and transports of a member's passkeys: what a new one must not duplicate. */
export async function credentialsOf(
  db: Db,
  staffId: string,
): Promise<{ id: string; transports: string[] }[]> {
  const rows = await db
    .selectFrom("staff_passkeys")
    .select(["id", "transports"])
    .where("staff_id", "=", staffId)
    .execute();
  return rows.map((row) => ({ id: row.id, transports: row.transports ? row.transports.split(",") : [] }));
}

/** Why a passkey was not added. */
export type AddRefusal = "link-gone" | "session-ended" | "too-many" | "exists";

async function insertPasskey(
  trx: Trx,
  staffId: string,
  passkey: NewPasskey,
  name: string,
  now: Date,
): Promise<Passkey | AddRefusal> {
  const { count } = await trx
    .selectFrom("staff_passkeys")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("staff_id", "=", staffId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= STAFF_PASSKEYS_MAX) return "too-many";
  const taken = await trx
    .selectFrom("staff_passkeys")
    .select("id")
    .where("id", "=", passkey.id)
    .executeTakeFirst();
  if (taken !== undefined) return "exists";
  const ref = randomUUID();
  await trx
    .insertInto("staff_passkeys")
    .values({
      id: passkey.id,
      ref,
      name,
      staff_id: staffId,
      public_key: Buffer.from(passkey.publicKey).toString("base64url"),
      counter: passkey.counter,
      transports: passkey.transports && passkey.transports.length > 0 ? passkey.transports.join(",") : null,
      created_at: now.toISOString(),
      last_used_at: null,
    })
    .execute();
  await trx
    .updateTable("staff")
    .set({ enrolled_at: now.toISOString() })
    .where("id", "=", staffId)
    .where("enrolled_at", "is", null)
    .execute();
  return { ref, name, createdAt: now.toISOString(), lastUsedAt: null };
}

/** Another passkey for the member of a session, only while that session is live. */
export async function addOwnPasskey(
  db: Db,
  owner: { staffId: string; sessionId: string },
  passkey: NewPasskey,
  name: string,
  now: Date,
): Promise<Passkey | AddRefusal> {
  return db.transaction().execute(async (trx) => {
    await lockAccounts(trx, [owner.staffId]);
    if (!(await sessionIsLive(trx, owner.staffId, owner.sessionId))) return "session-ended";
    return insertPasskey(trx, owner.staffId, passkey, name, now);
  });
}

/** A sign-in with the passkey: its signature counter and when it was last used. */
export async function recordPasskeyUse(
  db: Db,
  credentialId: string,
  counter: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable("staff_passkeys")
    .set({ counter, last_used_at: now.toISOString() })
    .where("id", "=", credentialId)
    .execute();
}

/** Renames one of the member's passkeys; false when they have no such passkey. */
export async function renamePasskey(db: Db, staffId: string, ref: string, name: string): Promise<boolean> {
  if (ref.length !== REF_LENGTH) return false;
  const result = await db
    .updateTable("staff_passkeys")
    .set({ name })
    .where("staff_id", "=", staffId)
    .where("ref", "=", ref)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Removes one passkey of the account and ends the sessions begun with it, in the
 * account's locked transaction. `keepOne` refuses to remove the last one (a member
 * removing their own). Answers the removed passkey's name, or why not.
 */
export async function removePasskey(
  trx: Trx,
  staffId: string,
  ref: string,
  { keepOne }: { keepOne: boolean },
): Promise<{ name: string; sessions: number } | "none" | "last"> {
  if (ref.length !== REF_LENGTH) return "none";
  const passkey = await trx
    .selectFrom("staff_passkeys")
    .select(["id", "name"])
    .where("staff_id", "=", staffId)
    .where("ref", "=", ref)
    .executeTakeFirst();
  if (passkey === undefined) return "none";
  if (keepOne) {
    const { count } = await trx
      .selectFrom("staff_passkeys")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("staff_id", "=", staffId)
      .executeTakeFirstOrThrow();
    if (Number(count) <= 1) return "last";
  }
  await trx.deleteFrom("staff_passkeys").where("id", "=", passkey.id).execute();
  const sessions = await trx
    .deleteFrom("staff_sessions")
    .where("staff_id", "=", staffId)
    .where("passkey_ref", "=", ref)
    .executeTakeFirst();
  return { name: passkey.name, sessions: Number(sessions.numDeletedRows) };
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
 * Uses up the link and stores the passkey, with the account locked: refused (nothing
 * stored) when the link was used, expired or ended by a revocation meanwhile, so one link
 * makes one passkey and none survives a revocation. Answers the passkey and the account's
 * generation, for the session that follows.
 */
export async function enrolPasskey(
  db: Db,
  enrolment: Enrolment,
  passkey: NewPasskey,
  name: string,
  now: Date,
): Promise<{ passkey: Passkey; generation: number } | AddRefusal> {
  return db
    .transaction()
    .execute(async (trx) => {
      const generation = (await lockAccounts(trx, [enrolment.staffId])).get(enrolment.staffId);
      if (generation === undefined) return "link-gone";
      const used = await trx
        .updateTable("staff_enrolments")
        .set({ used_at: now.toISOString() })
        .where("token_hash", "=", enrolment.tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">=", now.getTime())
        .executeTakeFirst();
      if (used.numUpdatedRows === 0n) return "link-gone";
      const added = await insertPasskey(trx, enrolment.staffId, passkey, name, now);
      // A refusal must not use up the link: the transaction is rolled back.
      if (typeof added === "string") throw new EnrolmentRefused(added);
      // The link is used: its mail, if not sent yet, is not needed, nor its sealed copy.
      await withdrawStaleInvitationMails(trx, now);
      return { passkey: added, generation };
    })
    .catch((error: unknown) => {
      if (error instanceof EnrolmentRefused) return error.reason;
      throw error;
    });
}

class EnrolmentRefused extends Error {
  constructor(readonly reason: AddRefusal) {
    super(reason);
  }
}
