// What a privacy request finds under an address, shown to staff before they export or
// erase anything: when each message and application came, what it was about, which staff
// inboxes were mailed a copy and when, and whether a staff account has the address. Dates
// and titles only: the content itself is in the export.

import {
  addressKey,
  INBOX_KINDS,
  type InboxKind,
  type MailCopy,
  type PrivacyFindings,
} from "@site/contracts";
import type { Db } from "../db/schema.js";
import type { Inboxes } from "../forms/mail.js";
import { batches } from "./records.js";

/**
 * The copies of these messages and applications mailed to staff inboxes, oldest first:
 * sent ones with their date, the rest (not yet sent, or never) with none.
 */
export async function mailCopies(
  db: Db,
  messageIds: readonly string[],
  inboxes: Inboxes,
): Promise<MailCopy[]> {
  const rows = [];
  for (const batch of batches(messageIds)) {
    rows.push(
      ...(await db
        .selectFrom("outbox")
        .select(["id", "kind", "sent_at"])
        .where("message_id", "in", batch)
        // The copies in staff inboxes: a form's mail (an invitation goes to the member).
        .where("kind", "in", INBOX_KINDS)
        .execute()),
    );
  }
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => {
      const kind = row.kind as InboxKind;
      return { kind, inbox: inboxes[kind], sentAt: row.sent_at };
    });
}

export async function findPersonalData(db: Db, email: string, inboxes: Inboxes): Promise<PrivacyFindings> {
  const key = addressKey(email);
  const [contactMessages, applications, staff] = await Promise.all([
    db
      .selectFrom("contact_messages")
      .select(["id", "subject", "received_at"])
      .where("sender_key", "=", key)
      .orderBy("received_at")
      .execute(),
    db
      .selectFrom("job_applications")
      .leftJoin("job_application_cvs", "job_application_cvs.application_id", "job_applications.id")
      .select([
        "job_applications.id",
        "job_applications.position",
        "job_applications.opening_title",
        "job_applications.received_at",
        "job_application_cvs.file_name",
      ])
      .where("job_applications.email_key", "=", key)
      .orderBy("job_applications.received_at")
      .execute(),
    db.selectFrom("staff").select("name").where("email_key", "=", key).executeTakeFirst(),
  ]);
  const ids = [...contactMessages, ...applications].map((row) => row.id);
  return {
    email,
    found: ids.length > 0 || staff !== undefined,
    contactMessages: contactMessages.map((row) => ({ receivedAt: row.received_at, subject: row.subject })),
    applications: applications.map((row) => ({
      receivedAt: row.received_at,
      appliedFor: row.opening_title ?? row.position,
      cv: row.file_name,
    })),
    mails: await mailCopies(db, ids, inboxes),
    staffAccount: staff === undefined ? null : { name: staff.name },
  };
}

/** How many records a look-up found, for its audit entry (never what they hold). */
export const findingsCount = (findings: PrivacyFindings) =>
  findings.contactMessages.length +
  findings.applications.length +
  findings.mails.length +
  (findings.staffAccount ? 1 : 0);
