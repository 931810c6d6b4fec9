// Deleting visitors' messages and applications with everything the project wrote for
// them: an application's CV, the outbox row (so a mail not yet delivered is cancelled)
// and the `.eml` file in DATA_DIR/mail. Shared by the retention purge and by erasure on request.

import { unlink, access } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db/schema.js";
import { emlFileName } from "../mail/transport.js";

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

function batches<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) result.push(items.slice(start, start + BATCH));
  return result;
}

const exists = (file: string) => access(file).then(() => true, () => false);

/** Deletes the messages and applications named, their outbox rows and `.eml` files. */
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
      const cvs = await db.selectFrom("job_application_cvs").select("application_id").where("application_id", "in", batch).execute();
      counts.mails += outbox.length;
      counts.cvs += cvs.length;
    } else {
      const deleted = await db.transaction().execute(async (trx) => {
        const outbox = await trx.deleteFrom("outbox").where("message_id", "in", batch).executeTakeFirst();
        // Before its application (the foreign key would cascade; this counts them).
        const cvs = await trx.deleteFrom("job_application_cvs").where("application_id", "in", batch).executeTakeFirst();
        const contact = await trx.deleteFrom("contact_messages").where("id", "in", batch).executeTakeFirst();
        const applications = await trx.deleteFrom("job_applications").where("id", "in", batch).executeTakeFirst();
        return {
          outbox: Number(outbox.numDeletedRows),
          cvs: Number(cvs.numDeletedRows),
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
  }
  // After the rows: a file without its row is harmless, a row without its file is not lost.
  for (const id of all) {
    const file = path.join(mailDir, emlFileName({ id }));
    if (dryRun) {
      if (await exists(file)) counts.mailFiles += 1;
      continue;
    }
    try {
      await unlink(file);
      counts.mailFiles += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return counts;
}
