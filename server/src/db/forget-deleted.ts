// After deleting personal data (an erasure, the retention purge), nothing of it may stay
// in the database's files. On SQLite, secure_delete (open.ts) overwrites the deleted
// bytes in the pages it changes, but the WAL (site.db-wal) still holds earlier copies of
// those pages until it is overwritten; a TRUNCATE checkpoint copies the current pages
// into site.db and empties the WAL. A full-text index (FTS5) keeps a deleted row's terms
// as keys of its segments even with secure-delete, until the segments are merged: they
// are merged first. PostgreSQL keeps dead rows in its table files and
// WAL segments until VACUUM and recycling reuse the space: nothing to do from here (the
// docs/operations.md, "What erasure removes from disk", says what an operator can).

import { sql } from "kysely";
import { engineOf } from "./open.js";
import type { Db } from "./schema.js";

// A checkpoint cannot empty the WAL while another process (a staff command, a backup)
// reads an older snapshot: it is tried again this often, for this long. Each try waits
// for nobody (busy_timeout 0): SQLite's own waiting would block the server's event loop.
const RETRY_INTERVAL_MS = 100;
const RETRY_FOR_MS = 5_000;

/**
 * Empties SQLite's WAL into the database file (PRAGMA wal_checkpoint(TRUNCATE)), so that
 * deleted rows survive in neither file. Resolves true once done (or on PostgreSQL, where
 * there is nothing to do), false when readers kept it busy for RETRY_FOR_MS: the next
 * erasure or purge tries again. Call it after the deleting transaction has committed.
 */
export async function forgetDeletedBytes(db: Db): Promise<boolean> {
  const engine = engineOf(db);
  if (engine === undefined)
    throw new Error("forgetDeletedBytes needs the database openDatabase opened, not a transaction");
  if (engine === "postgres") return true;
  await mergeFullTextIndexes(db);
  const giveUpAt = Date.now() + RETRY_FOR_MS;
  for (;;) {
    // One connection for the three statements, so no other query runs with busy_timeout 0.
    const busy = await db.connection().execute(async (connection) => {
      const [previous] = (await sql<{ timeout: number }>`PRAGMA busy_timeout`.execute(connection)).rows;
      await sql`PRAGMA busy_timeout = 0`.execute(connection);
      try {
        const [result] = (await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(connection))
          .rows;
        return result === undefined || Number(result.busy) !== 0;
      } finally {
        await sql`PRAGMA busy_timeout = ${sql.raw(String(Number(previous?.timeout ?? 0)))}`.execute(
          connection,
        );
      }
    });
    if (!busy) return true;
    if (Date.now() >= giveUpAt) return false;
    await new Promise((resolve) => setTimeout(resolve, RETRY_INTERVAL_MS));
  }
}

/** Rewrites every FTS5 index into one segment: the terms only deleted rows had are gone. */
async function mergeFullTextIndexes(db: Db): Promise<void> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master
    where type = 'table' and sql like 'create virtual table % using fts5%'`.execute(db);
  for (const { name } of rows) {
    const table = sql.table(name);
    await sql`insert into ${table} (${sql.ref(name)}) values ('optimize')`.execute(db);
  }
}
