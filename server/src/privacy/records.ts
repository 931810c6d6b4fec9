// Deleting visitors' messages and applications with everything the project wrote for
// them: an application's CV, the outbox row (so a mail not yet delivered is cancelled)
// and the `.eml` file in DATA_DIR/mail. Shared by the retention purge and by erasure on
// request. Afterwards nothing of them stays on disk: the mail folder is swept of files
// without a row, and the database forgets the deleted bytes (db/forget-deleted.ts).

import { access, lstat, readdir, unlink } from "node:fs/promises";
import path from "node:path";
import { forgetDeletedBytes } from "../db/forget-deleted.js";
import type { Db } from "../db/schema.js";
import { deleteCvs } from "../forms/cv-store.js";
import { emlFileName, isTemporaryEmlFileName, messageIdOfEmlFile } from "../mail/transport.js";

export interface MessageIds {
  contact: readonly string[];
  application: readonly string[];
}

/** What was (or, in a dry run, would be) deleted: counts, never content. */
export interface DeletedCounts {
  contactMessages: number;
  applications: number;
  /** Outbox rows, delivered or not: a mail not yet sent is cancelled with its message. */
  mails: number;
  /** `.eml` files in DATA_DIR/mail. */
  mailFiles: number;
  /** CVs sent with the applications. */
  cvs: number;
}

// Bounded lists per statement: well under both engines' limits on bound parameters.
const BATCH = 500;

export function batches<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) result.push(items.slice(start, start + BATCH));
  return result;
}

/** Whether the mail of this message was written as an `.eml` file in `mailDir` (no SMTP server). */
export const hasMailFile = (mailDir: string, id: string) => exists(path.join(mailDir, emlFileName({ id })));

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

// A temporary `.eml` file older than this was left by a process that died while writing
// it (the worker removes its own on every failure); one being written is milliseconds old.
const STALE_TEMPORARY_MAIL_MS = 5 * 60_000;

/** Removes `file`; false when it was gone already. */
async function removeFile(file: string): Promise<boolean> {
  try {
    await unlink(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/**
 * Removes (or with `dryRun`, counts) the files in `mailDir` that no outbox row wants: an
 * `.eml` file whose row is gone (a delivery that ended after an erasure or a purge had
 * deleted its row, say) and a temporary file older than STALE_TEMPORARY_MAIL_MS. Files
 * whose rows exist stay. Resolves with the number of files removed.
 */
export async function sweepMailFiles(
  db: Db,
  mailDir: string,
  { now = Date.now(), dryRun = false }: { now?: number; dryRun?: boolean } = {},
): Promise<number> {
  let names: string[];
  try {
    // Files only: a folder someone made there is not ours to remove.
    names = (await readdir(mailDir, { withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  // Listed before the rows are read: a file for a row created after the listing is not
  // among the names, and a listed file's row, once gone, never comes back.
  const byId = new Map<string, string>();
  const unwanted: string[] = [];
  for (const name of names) {
    const id = messageIdOfEmlFile(name);
    if (id !== undefined) {
      byId.set(id, name);
    } else if (isTemporaryEmlFileName(name)) {
      const stats = await lstat(path.join(mailDir, name)).catch(() => undefined);
      if (stats !== undefined && now - stats.mtimeMs > STALE_TEMPORARY_MAIL_MS) unwanted.push(name);
    }
  }
  for (const batch of batches([...byId.keys()])) {
    const rows = await db
      .selectFrom("outbox")
      .select("message_id")
      .where("message_id", "in", batch)
      .execute();
    const wanted = new Set(rows.map((row) => row.message_id));
    for (const id of batch) if (!wanted.has(id)) unwanted.push(byId.get(id)!);
  }
  if (dryRun) return unwanted.length;
  let removed = 0;
  for (const name of unwanted) if (await removeFile(path.join(mailDir, name))) removed += 1;
  return removed;
}

/**
 * Deletes the messages and applications named, their outbox rows and `.eml` files (and
 * any other mail file without a row), then has the database forget the deleted bytes.
 */
export async function deleteMessages(
  db: Db,
  ids: MessageIds,
  { mailDir, dryRun = false }: { mailDir: string; dryRun?: boolean },
): Promise<DeletedCounts> {
  const counts: DeletedCounts = { contactMessages: 0, applications: 0, mails: 0, mailFiles: 0, cvs: 0 };
  const all = [...ids.contact, ...ids.application];
  for (const batch of batches(all)) {
    if (dryRun) {
      const outbox = await db.selectFrom("outbox").select("id").where("message_id", "in", batch).execute();
      const cvs = await db
        .selectFrom("job_application_cvs")
        .select("application_id")
        .where("application_id", "in", batch)
        .execute();
      counts.mails += outbox.length;
      counts.cvs += cvs.length;
    } else {
      const deleted = await db.transaction().execute(async (trx) => {
        const outbox = await trx.deleteFrom("outbox").where("message_id", "in", batch).executeTakeFirst();
        // Before its application (the foreign key would cascade; this counts them), with the bytes no other CV shares.
        const cvs = await deleteCvs(trx, batch);
        const contact = await trx.deleteFrom("contact_messages").where("id", "in", batch).executeTakeFirst();
        const applications = await trx
          .deleteFrom("job_applications")
          .where("id", "in", batch)
          .executeTakeFirst();
        return {
          outbox: Number(outbox.numDeletedRows),
          cvs,
          contact: Number(contact.numDeletedRows),
          applications: Number(applications.numDeletedRows),
        };
      });
      counts.mails += deleted.outbox;
      counts.cvs += deleted.cvs;
      counts.contactMessages += deleted.contact;
      counts.applications += deleted.applications;
    }
  }
  if (dryRun) {
    counts.contactMessages = ids.contact.length;
    counts.applications = ids.application.length;
    for (const id of all) if (await hasMailFile(mailDir, id)) counts.mailFiles += 1;
    counts.mailFiles += await sweepMailFiles(db, mailDir, { dryRun });
    return counts;
  }
  // After the rows: a file without its row is swept now or by the next purge, a row
  // without its file would be a mail lost. The delivery worker does the opposite (file
  // first, row second: mail/transport.ts), so one of the two always removes the file.
  counts.mailFiles += await sweepMailFiles(db, mailDir);
  // Whether the WAL could be emptied or not (readers kept it busy), the rows are deleted;
  // the next erasure or purge empties it.
  await forgetDeletedBytes(db);
  return counts;
}
