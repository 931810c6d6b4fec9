// The privacy notice's retention periods, kept: contact messages and job applications
// older than RETENTION's months are deleted with their outbox rows and their `.eml`
// files (and any mail file left without a row is swept). The server runs this every day (privacy/plugin.ts); `npm run privacy -- purge`
// runs it on demand. Deleting is idempotent, so several instances may purge at once:
// each deletes what is still there, and a row is deleted once.

import { RETENTION } from "@site/contracts";
import type { Db } from "../db/schema.js";
import { clearLeftoverSealedTokens } from "../staff/invitation-mails.js";
import { deleteVisitCountsBefore } from "../visits/store.js";
import { deleteMessages, type DeletedCounts } from "./records.js";

/** `months` calendar months before `now` (UTC), the day clamped to the target month's end. */
export function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

/** Messages received before these instants are past the notice's periods. */
export function retentionCutoffs(now: Date): { contact: string; application: string } {
  return {
    contact: monthsBefore(now, RETENTION.contactMessagesMonths).toISOString(),
    application: monthsBefore(now, RETENTION.applicationsMonths).toISOString(),
  };
}

/**
 * Deletes (or with `dryRun`, counts) everything past the notice's periods at `now`:
 * messages, applications, their outbox rows and `.eml` files in `mailDir`.
 */
export async function purgeExpired(
  db: Db,
  options: { now: Date; mailDir: string; dryRun?: boolean },
): Promise<DeletedCounts> {
  // Not a period of the notice, but the same housekeeping: invitation links sealed for
  // their mail that no mail needs any more.
  if (options.dryRun !== true) {
    await clearLeftoverSealedTokens(db, options.now);
    // The visit counts' own period (no person in them, so nothing to report).
    await deleteVisitCountsBefore(
      db,
      monthsBefore(options.now, RETENTION.visitCountsMonths).toISOString().slice(0, 10),
    );
  }
  const cutoffs = retentionCutoffs(options.now);
  const [contact, application] = await Promise.all([
    db.selectFrom("contact_messages").select("id").where("received_at", "<", cutoffs.contact).execute(),
    db.selectFrom("job_applications").select("id").where("received_at", "<", cutoffs.application).execute(),
  ]);
  return deleteMessages(
    db,
    { contact: contact.map((row) => row.id), application: application.map((row) => row.id) },
    options,
  );
}
