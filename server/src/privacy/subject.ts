// A person's right of access and erasure (the privacy notice, "Your rights"): everything
// the project holds about an e-mail address, found by it, exported as data or erased.
//
// Found by the address's case-folded form (addressKey), stored beside every copy and
// indexed, so every spelling of one address finds the same records on both engines
// (SQLite's lower() folds ASCII only): contact messages it sent, applications it made
// with their CVs, their delivery records, a staff account of that address (with the
// delivery records of the invitations mailed to it), and the audit entries about the
// person or by that member.
//
// Erased: the same, the pending mail cancelled, the `.eml` files removed. The audit trail
// is not touched: it never held the address (it names people by keyed hash, members by
// id), and an erasure is recorded there like any change. A staff account is erased only
// from the shell (`npm run privacy -- erase`), never from the console, so no member can
// make a colleague's account, and with it the name on their entries, disappear.

import { addressKey, CV_KINDS, type AuditEntry, type ErasureCounts } from "@site/contracts";
import { personRef, staffRef } from "../audit/subjects.js";
import { allAudit, recordAudit } from "../audit/trail.js";
import { forgetDeletedBytes } from "../db/forget-deleted.js";
import { readCvFile } from "../forms/cv-store.js";
import type { Db } from "../db/schema.js";
import { listOutbox } from "../mail/outbox.js";
import { lockAccounts } from "../staff/account-lock.js";
import type { Actor } from "../staff/accounts.js";
import { deleteInvitationMails, invitationMailIds } from "../staff/invitation-mails.js";
import { rolesOf } from "../staff/roles.js";
import type { Inboxes } from "../forms/mail.js";
import { mailCopies } from "./findings.js";
import { deleteMessages, hasMailFile, sweepMailFiles } from "./records.js";

export interface PersonalData {
  email: string;
  exportedAt: string;
  contactMessages: Record<string, unknown>[];
  applications: Record<string, unknown>[];
  /** The CVs sent with the applications; each file is beside the JSON at `file`. */
  cvs: ExportedCv[];
  deliveries: Record<string, unknown>[];
  staffAccount: Record<string, unknown> | null;
  /** Entries about the person, or made by them as a member; other people in them are not named. */
  // Not the console's sentence: it names the members, whom the export calls "a member of staff".
  auditEntries: Omit<AuditEntry, "id" | "sentence">[];
}

export interface ExportedCv {
  applicationId: string;
  fileName: string;
  mediaType: string;
  size: number;
  /** Relative, made of ids and a known extension only: never a name a visitor chose. */
  file: string;
}

/** What is held under an address: the ids of its records and its staff account, if any. */
interface Holdings {
  contact: string[];
  application: string[];
  staffId: string | undefined;
}

async function findHoldings(db: Db, email: string): Promise<Holdings> {
  const key = addressKey(email);
  const [contact, application, staff] = await Promise.all([
    db.selectFrom("contact_messages").select("id").where("sender_key", "=", key).execute(),
    db.selectFrom("job_applications").select("id").where("email_key", "=", key).execute(),
    db.selectFrom("staff").select("id").where("email_key", "=", key).executeTakeFirst(),
  ]);
  return {
    contact: contact.map((row) => row.id),
    application: application.map((row) => row.id),
    staffId: staff?.id,
  };
}

/** The CV's place in an export, by its application's id and its kind's extension. */
function cvExportPath(applicationId: string, mediaType: string): string {
  const kind = Object.values(CV_KINDS).find((candidate) => candidate.mediaType === mediaType);
  return `cvs/${applicationId}.${kind?.extension ?? "bin"}`;
}

// Who else appears in a person's records is not theirs to learn: a colleague who marked
// their message handled, who exported their data, or the shell user who ran a command.
const ANOTHER_MEMBER = "a member of staff";
const otherActor = (actor: string) =>
  actor.startsWith("shell:")
    ? "a staff command"
    : actor.startsWith("server:")
      ? "the server"
      : ANOTHER_MEMBER;

/** A row as the person may have it: the internal key column dropped, other members unnamed. */
function ownRow<T extends { handled_by: string | null }>(row: T, key: keyof T): Record<string, unknown> {
  const own: Record<string, unknown> = {
    ...row,
    handled_by: row.handled_by === null ? null : ANOTHER_MEMBER,
  };
  delete own[key as string];
  return own;
}

/** The audit entries about the person or by their account, holding nothing of anyone else. */
async function ownAuditEntries(
  db: Db,
  email: string,
  staffId: string | undefined,
): Promise<PersonalData["auditEntries"]> {
  const own = staffId === undefined ? undefined : staffRef(staffId);
  const subjects = [await personRef(db, email), ...(own === undefined ? [] : [own])];
  const entries: PersonalData["auditEntries"] = [];
  const seen = new Set<number>();
  const add = (entry: AuditEntry) => {
    if (seen.has(entry.id)) return;
    seen.add(entry.id);
    const theirs = entry.actor === own;
    entries.push({
      at: entry.at,
      action: entry.action,
      subject: entry.subject,
      subjectName: entry.subjectName,
      details: entry.details,
      actor: theirs ? entry.actor : otherActor(entry.actor),
      actorName: theirs ? entry.actorName : otherActor(entry.actor),
      address: theirs ? entry.address : null,
    });
  };
  for await (const entry of allAudit(db, { subjects })) add(entry);
  if (own !== undefined) for await (const entry of allAudit(db, { actor: own })) add(entry);
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/**
 * Everything held about `email`: the data, and where each CV goes (its bytes are read one
 * at a time by readExportCv, so an export never holds them all). `found` is false when
 * no record and no account is held under the address.
 */
export async function exportPersonalData(
  db: Db,
  email: string,
  now: Date,
): Promise<{ data: PersonalData; found: boolean }> {
  const key = addressKey(email);
  const holdings = await findHoldings(db, email);
  const all = [...holdings.contact, ...holdings.application];
  const [contactMessages, applications, staff, passkeys, cvRows] = await Promise.all([
    db
      .selectFrom("contact_messages")
      .selectAll()
      .where("sender_key", "=", key)
      .orderBy("received_at")
      .execute(),
    db
      .selectFrom("job_applications")
      .selectAll()
      .where("email_key", "=", key)
      .orderBy("received_at")
      .execute(),
    db
      .selectFrom("staff")
      .select(["email", "name", "roles", "created_at", "last_sign_in_at"])
      .where("email_key", "=", key)
      .executeTakeFirst(),
    holdings.staffId === undefined
      ? []
      : db
          .selectFrom("staff_passkeys")
          .select(["name", "created_at", "last_used_at"])
          .where("staff_id", "=", holdings.staffId)
          .orderBy("created_at")
          .execute(),
    holdings.application.length === 0
      ? []
      : db
          .selectFrom("job_application_cvs")
          .select(["application_id", "file_name", "media_type", "size"])
          .where("application_id", "in", holdings.application)
          .orderBy("application_id")
          .execute(),
  ]);
  // The mails of their messages, and the invitations mailed to their staff account.
  const mailIds = [
    ...all,
    ...(holdings.staffId === undefined ? [] : await invitationMailIds(db, holdings.staffId)),
  ];
  const deliveries =
    mailIds.length === 0 ? [] : (await listOutbox(db)).filter((entry) => mailIds.includes(entry.messageId));
  const auditEntries = await ownAuditEntries(db, email, holdings.staffId);
  const data: PersonalData = {
    email,
    exportedAt: now.toISOString(),
    contactMessages: contactMessages.map((row) => ownRow(row, "sender_key")),
    applications: applications.map((row) => ownRow(row, "email_key")),
    cvs: cvRows.map((row) => ({
      applicationId: row.application_id,
      fileName: row.file_name,
      mediaType: row.media_type,
      size: Number(row.size),
      file: cvExportPath(row.application_id, row.media_type),
    })),
    deliveries: deliveries.map((entry) => ({ ...entry })),
    staffAccount:
      staff === undefined
        ? null
        : {
            email: staff.email,
            name: staff.name,
            roles: rolesOf(staff.roles),
            createdAt: staff.created_at,
            lastSignInAt: staff.last_sign_in_at,
            passkeys: passkeys.map((passkey) => ({
              name: passkey.name,
              createdAt: passkey.created_at,
              lastUsedAt: passkey.last_used_at,
            })),
          },
    auditEntries,
  };
  // The trail's record of earlier requests is not what a person asks about: found means records or an account.
  const found = all.length > 0 || staff !== undefined;
  return { data, found };
}

/** One CV's bytes for an export (undefined if it was erased meanwhile). */
export async function readExportCv(db: Db, applicationId: string): Promise<Buffer | undefined> {
  return (await readCvFile(db, applicationId))?.bytes;
}

/** How many records an export holds, for its audit entry (never what they hold). */
export const recordCount = (data: PersonalData) =>
  data.contactMessages.length +
  data.applications.length +
  data.cvs.length +
  data.deliveries.length +
  (data.staffAccount ? 1 : 0) +
  data.auditEntries.length;

/** Records an export in the audit trail, naming the person by keyed hash only. */
export async function auditExport(
  db: Db,
  email: string,
  data: PersonalData,
  by: Actor,
  now: Date,
  reference?: string,
): Promise<void> {
  await recordAudit(
    db,
    {
      ...by,
      action: "privacy.export",
      subject: await personRef(db, email),
      details: { records: recordCount(data), ...referenceDetail(reference) },
    },
    now,
  );
}

/** The request's reference as an audit entry's detail, when staff gave one. */
export const referenceDetail = (reference: string | undefined) =>
  reference === undefined ? {} : { reference };

/**
 * Deletes the account and everything that lets it in, with the account locked, and the
 * invitations mailed to it (a mail not yet sent is cancelled): the accounts and outbox
 * rows deleted.
 */
async function eraseStaffAccount(db: Db, staffId: string): Promise<{ accounts: number; mails: number }> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockAccounts(trx, [staffId])).has(staffId)) return { accounts: 0, mails: 0 };
    const mails = await deleteInvitationMails(trx, staffId);
    for (const table of [
      "staff_passkeys",
      "staff_sessions",
      "staff_enrolments",
      "staff_challenges",
    ] as const) {
      await trx.deleteFrom(table).where("staff_id", "=", staffId).execute();
    }
    await trx.deleteFrom("staff").where("id", "=", staffId).execute();
    return { accounts: 1, mails };
  });
}

/**
 * Erases everything held about `email` and records that an erasure happened (the person by
 * keyed hash). `staffAccount: "erase"` (the shell) also erases a staff account of that
 * address; the console passes "keep", and the answer says when one was kept.
 */
export async function erasePersonalData(
  db: Db,
  email: string,
  options: {
    now: Date;
    mailDir: string;
    by: Actor;
    staffAccount: "erase" | "keep";
    inboxes: Inboxes;
    /** The request's reference, kept in the audit entry. */
    reference?: string;
  },
): Promise<ErasureCounts> {
  const holdings = await findHoldings(db, email);
  // Read before the records go: the copies in staff inboxes are out of the server's reach.
  // A mail written as an `.eml` file instead (no SMTP server) is deleted with the records.
  const mailed: string[] = [];
  for (const id of [...holdings.contact, ...holdings.application])
    if (!(await hasMailFile(options.mailDir, id))) mailed.push(id);
  const copiesSent = (await mailCopies(db, mailed, options.inboxes)).filter((copy) => copy.sentAt !== null);
  const deleted = await deleteMessages(
    db,
    { contact: holdings.contact, application: holdings.application },
    { mailDir: options.mailDir },
  );
  const erase = options.staffAccount === "erase" && holdings.staffId !== undefined;
  const account = erase ? await eraseStaffAccount(db, holdings.staffId!) : { accounts: 0, mails: 0 };
  const staffAccounts = account.accounts;
  const counts: ErasureCounts = {
    ...deleted,
    mails: deleted.mails + account.mails,
    // The invitations' `.eml` files (no SMTP server), now without their rows.
    mailFiles: deleted.mailFiles + (account.mails > 0 ? await sweepMailFiles(db, options.mailDir) : 0),
    staffAccounts,
    staffAccountKept: holdings.staffId !== undefined && !erase,
    copiesSent,
  };
  await recordAudit(
    db,
    {
      ...options.by,
      action: "privacy.erase",
      subject: await personRef(db, email),
      // Counts only: the copies' inboxes and dates are the person's trace, not the trail's.
      details: { ...counts, copiesSent: copiesSent.length, ...referenceDetail(options.reference) },
    },
    options.now,
  );
  if (staffAccounts > 0) {
    await recordAudit(
      db,
      { ...options.by, action: "staff.erase", subject: staffRef(holdings.staffId!) },
      options.now,
    );
    // deleteMessages emptied SQLite's WAL of the messages; the account's rows were deleted since.
    await forgetDeletedBytes(db);
  }
  return counts;
}
