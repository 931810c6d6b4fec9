// Changes that give or take away access run in a transaction that first locks the
// accounts involved, so they happen one after another and never interleave: a sign-in
// or a passkey being added while `revoke` runs either finishes before it (and is then
// removed by it) or sees the revocation and stops. A no-op UPDATE of the account's row
// is the lock on both engines: PostgreSQL's row lock, held to the end of the
// transaction; on SQLite the first statement of the transaction is a write, which takes
// the database's write lock (waiting out another process's for the busy timeout) before
// anything is read, as BEGIN IMMEDIATE would.

import { sql, type Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { sha256 } from "./tokens.js";

export type Trx = Transaction<Database>;

/**
 * Locks the accounts `ids` (in one order, so two transactions locking the same pair
 * cannot deadlock) and answers each one's generation; a missing account is absent.
 */
export async function lockAccounts(trx: Trx, ids: readonly string[]): Promise<Map<string, number>> {
  const generations = new Map<string, number>();
  for (const id of [...new Set(ids)].sort()) {
    const row = await trx
      .updateTable("staff")
      .set({ generation: sql<number>`generation` })
      .where("id", "=", id)
      .returning("generation")
      .executeTakeFirst();
    if (row !== undefined) generations.set(id, Number(row.generation));
  }
  return generations;
}

/** Ends the account's access for good: its generation moves on (inside a locked transaction). */
export async function bumpGeneration(trx: Trx, id: string): Promise<void> {
  await trx
    .updateTable("staff")
    .set({ generation: sql<number>`generation + 1` })
    .where("id", "=", id)
    .execute();
}

/** Whether the session of this cookie id is still there (not signed out, revoked or removed). */
export async function sessionIsLive(trx: Trx, staffId: string, sessionId: string): Promise<boolean> {
  const row = await trx
    .selectFrom("staff_sessions")
    .select("id_hash")
    .where("id_hash", "=", sha256(sessionId))
    .where("staff_id", "=", staffId)
    .executeTakeFirst();
  return row !== undefined;
}
