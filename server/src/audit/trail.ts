// The audit trail: every change made in the staff console or by a staff command, with who
// made it, what and when, and from which address. Read-only for staff; entries older than
// a year are deleted whenever a new one is written, as the privacy notice promises.

import { AUDIT_RETENTION_DAYS, type AuditEntry } from "@site/contracts";
import type { Db } from "../db/schema.js";


/** An entry as the staff CLI and the console show it (the contracts' type). */
export type { AuditEntry };

export type NewAuditEntry = Omit<AuditEntry, "at" | "details" | "address"> & {
  address?: string | null;
  details?: Record<string, unknown>;
};

/** Records `entry` at `now` and drops the entries past the retention period. */
export async function recordAudit(db: Db, entry: NewAuditEntry, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("audit_log")
      .values({
        at: now.toISOString(),
        actor: entry.actor,
        action: entry.action,
        subject: entry.subject,
        address: entry.address ?? null,
        details: entry.details === undefined ? null : JSON.stringify(entry.details),
      })
      .execute();
    await trx.deleteFrom("audit_log").where("at", "<", cutoff).execute();
  });
}

/** The newest entries first. */
export async function listAudit(db: Db, limit = 200): Promise<AuditEntry[]> {
  const rows = await db.selectFrom("audit_log").selectAll().orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => ({
    at: row.at,
    actor: row.actor,
    action: row.action,
    subject: row.subject,
    address: row.address,
    details: row.details === null ? null : (JSON.parse(row.details) as Record<string, unknown>),
  }));
}
