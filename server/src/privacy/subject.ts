// A person's right of access and erasure (the privacy notice, "Your rights"): everything
// the project holds about an e-mail address, found by it, exported as data or erased.
// Found: contact messages it sent, applications it made with their CVs, their delivery
// records, a staff account of that address, and audit entries naming it. Erased: the same, the pending
// mail cancelled, the `.eml` files removed, and the address replaced in the audit trail,
// which records that an erasure happened, not what was erased.

import { CV_KINDS, type AuditEntry, type ErasureCounts } from "@site/contracts";
import { sql } from "kysely";
import { listAudit, recordAudit } from "../audit/trail.js";
import type { Db } from "../db/schema.js";
import { listOutbox } from "../mail/outbox.js";
import type { Actor } from "../staff/accounts.js";
import { deleteMessages } from "./records.js";

/** What replaces an erased address where a record must stay (the audit trail's actor). */
export const ERASED = "(erased)";

export interface PersonalData {
  email: string;
  exportedAt: string;
  contactMessages: Record<string, unknown>[];
  applications: Record<string, unknown>[];
  /** The CVs sent with the applications; each file is beside the JSON at `file`. */
  cvs: { applicationId: string; fileName: string; mediaType: string; size: number; file: string }[];
  deliveries: Record<string, unknown>[];
  staffAccount: Record<string, unknown> | null;
  auditEntries: AuditEntry[];
}

const sameAddress = (column: string, email: string) => sql<boolean>`lower(${sql.ref(column)}) = ${email}`;

async function messageIds(db: Db, email: string) {
  const [contact, application] = await Promise.all([
    db.selectFrom("contact_messages").select("id").where(sameAddress("sender", email)).execute(),
    db.selectFrom("job_applications").select("id").where(sameAddress("email", email)).execute(),
  ]);
  return { contact: contact.map((row) => row.id), application: application.map((row) => row.id) };
}

/** A file of an export: where it goes beside personal-data.json, and its bytes. */
export interface ExportFile {
  /** Relative, made of ids and a known extension only: never a name a visitor chose. */
  path: string;
  bytes: Buffer;
}

/** The CV's place in an export, by its application's id and its kind's extension. */
function cvExportPath(applicationId: string, mediaType: string): string {
  const kind = Object.values(CV_KINDS).find((candidate) => candidate.mediaType === mediaType);
  return `cvs/${applicationId}.${kind?.extension ?? "bin"}`;
}

/** Everything held about `email` (lower case): the data, and the CVs as files. */
export async function exportPersonalData(db: Db, email: string, now: Date): Promise<{ data: PersonalData; files: ExportFile[] }> {
  const ids = await messageIds(db, email);
  const all = [...ids.contact, ...ids.application];
  const [contactMessages, applications, staff] = await Promise.all([
    db.selectFrom("contact_messages").selectAll().where(sameAddress("sender", email)).orderBy("received_at").execute(),
    db.selectFrom("job_applications").selectAll().where(sameAddress("email", email)).orderBy("received_at").execute(),
    db.selectFrom("staff").select(["email", "name", "created_at", "last_sign_in_at"]).where("email", "=", email).executeTakeFirst(),
  ]);
  const deliveries = all.length === 0 ? [] : (await listOutbox(db)).filter((entry) => all.includes(entry.messageId));
  const auditEntries = (await listAudit(db, Number.MAX_SAFE_INTEGER)).filter((entry) => entry.actor === email || entry.subject === email);
  const cvRows =
    ids.application.length === 0
      ? []
      : await db.selectFrom("job_application_cvs").selectAll().where("application_id", "in", ids.application).orderBy("application_id").execute();
  const files = cvRows.map((row) => ({ path: cvExportPath(row.application_id, row.media_type), bytes: Buffer.from(row.bytes) }));
  const data: PersonalData = {
    email,
    exportedAt: now.toISOString(),
    contactMessages,
    applications,
    cvs: cvRows.map((row, index) => ({
      applicationId: row.application_id,
      fileName: row.file_name,
      mediaType: row.media_type,
      size: Number(row.size),
      file: files[index]!.path,
    })),
    deliveries: deliveries.map((entry) => ({ ...entry })),
    staffAccount: staff ?? null,
    auditEntries,
  };
  return { data, files };
}

export type ErasedCounts = ErasureCounts;

/** Erases everything held about `email` (lower case); records that an erasure happened. */
export async function erasePersonalData(db: Db, email: string, options: { now: Date; mailDir: string; by: Actor }): Promise<ErasedCounts> {
  const deleted = await deleteMessages(db, await messageIds(db, email), { mailDir: options.mailDir });
  const { staffAccounts, auditEntries } = await db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirst();
    if (account) {
      for (const table of ["staff_passkeys", "staff_sessions", "staff_enrolments", "staff_challenges"] as const) {
        await trx.deleteFrom(table).where("staff_id", "=", account.id).execute();
      }
      await trx.deleteFrom("staff").where("id", "=", account.id).execute();
    }
    // Marks made by that member of staff stay, without the address.
    for (const table of ["contact_messages", "job_applications"] as const) {
      await trx.updateTable(table).set({ handled_by: ERASED }).where("handled_by", "=", email).execute();
    }
    const actor = await trx.updateTable("audit_log").set({ actor: ERASED }).where("actor", "=", email).executeTakeFirst();
    // An entry about the address (an invitation, a revocation) loses its details too: they may name the person.
    const subject = await trx.updateTable("audit_log").set({ subject: ERASED, details: null }).where("subject", "=", email).executeTakeFirst();
    return { staffAccounts: account ? 1 : 0, auditEntries: Number(actor.numUpdatedRows) + Number(subject.numUpdatedRows) };
  });
  const counts: ErasedCounts = { ...deleted, staffAccounts, auditEntries };
  await recordAudit(db, { ...options.by, action: "privacy.erase", subject: "a person's data", details: { ...counts } }, options.now);
  return counts;
}
