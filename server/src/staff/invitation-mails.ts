// The invitation mails as stored: one staff_invitation_mails row per mailed enrolment link,
// queued in the outbox (kind `invitation`) in the transaction that makes the link. The
// link's token is in the row only sealed (invitation-seal.ts), and only while the mail may
// still need it:
// - its delivery ended (sent or dead): cleared by the renderer's `ended` (invitation-mail.ts);
// - its link was replaced, used, revoked or expired: withdrawStaleInvitationMails, run by
//   every change that ends links. A mail not yet sent is then withdrawn (its outbox row
//   and record deleted): only the newest link is ever sent.
// - whatever was missed: the daily purge (clearLeftoverSealedTokens).
// The row itself stays as the record of the mail (who, when), and goes with the account.

import { randomUUID } from "node:crypto";
import type { Db } from "../db/schema.js";
import { enqueueMail } from "../mail/outbox.js";
import { batches } from "../privacy/records.js";
import type { Trx } from "./account-lock.js";
import { sealToken } from "./invitation-seal.js";
import { sha256 } from "./tokens.js";

export type InvitationPurpose = "invite" | "add-device";

/** Queues the mail of a link just made; call inside the transaction that made it. */
export async function queueInvitationMail(
  trx: Trx,
  mail: {
    key: Buffer;
    staffId: string;
    token: string;
    expiresAt: Date;
    purpose: InvitationPurpose;
    invitedBy: string | null;
    now: Date;
  },
): Promise<void> {
  const id = randomUUID();
  const tokenHash = sha256(mail.token);
  await trx
    .insertInto("staff_invitation_mails")
    .values({
      id,
      staff_id: mail.staffId,
      token_hash: tokenHash,
      sealed_token: sealToken(mail.key, mail.token, { mailId: id, tokenHash }),
      purpose: mail.purpose,
      invited_by: mail.invitedBy,
      expires_at: mail.expiresAt.getTime(),
      created_at: mail.now.toISOString(),
    })
    .execute();
  await enqueueMail(trx, { kind: "invitation", messageId: id, now: mail.now });
}

/** The sealed copy of this mail's token is no longer needed (its delivery ended). */
export async function clearSealedToken(db: Db, mailId: string): Promise<void> {
  await db
    .updateTable("staff_invitation_mails")
    .set({ sealed_token: null })
    .where("id", "=", mailId)
    .where("sealed_token", "is not", null)
    .execute();
}

/**
 * Clears the sealed copies whose link no longer works (replaced, revoked, used or
 * expired at `now`), and withdraws their mails not yet sent: outbox row and record
 * deleted. A mail being sent at this moment goes out with a link that no longer works.
 * Answers how many copies were cleared. Only rows with a sealed copy are looked at: a
 * handful, however long the history.
 */
export async function withdrawStaleInvitationMails(db: Db | Trx, now: Date): Promise<number> {
  const stale = await db
    .selectFrom("staff_invitation_mails as m")
    .select("m.id")
    .where("m.sealed_token", "is not", null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("staff_enrolments as e")
            .select("e.token_hash")
            .whereRef("e.token_hash", "=", "m.token_hash")
            .where("e.used_at", "is", null)
            .where("e.expires_at", ">=", now.getTime()),
        ),
      ),
    )
    .execute();
  for (const batch of batches(stale.map((row) => row.id))) {
    const withdrawn = await db
      .deleteFrom("outbox")
      .where("kind", "=", "invitation")
      .where("state", "=", "pending")
      .where("message_id", "in", batch)
      .returning("message_id")
      .execute();
    // Never sent: there is nothing to keep a record of.
    if (withdrawn.length > 0)
      await db
        .deleteFrom("staff_invitation_mails")
        .where(
          "id",
          "in",
          withdrawn.map((row) => row.message_id),
        )
        .execute();
    await db
      .updateTable("staff_invitation_mails")
      .set({ sealed_token: null })
      .where("id", "in", batch)
      .execute();
  }
  return stale.length;
}

/**
 * The daily purge's sweep: every sealed copy no longer needed, whatever missed clearing it
 * (a worker stopped between recording an outcome and `ended`): those whose link no longer
 * works, and those whose mail is no longer on its way (sent, dead, or its row gone).
 */
export async function clearLeftoverSealedTokens(db: Db, now: Date): Promise<number> {
  const stale = await withdrawStaleInvitationMails(db, now);
  const ended = await db
    .updateTable("staff_invitation_mails")
    .set({ sealed_token: null })
    .where("sealed_token", "is not", null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("outbox")
            .select("outbox.id")
            .whereRef("outbox.message_id", "=", "staff_invitation_mails.id")
            .where("outbox.state", "in", ["pending", "sending"]),
        ),
      ),
    )
    .executeTakeFirst();
  return stale + Number(ended.numUpdatedRows);
}

/** The ids of the invitation mails (outbox message ids) to the account. */
export async function invitationMailIds(db: Db | Trx, staffId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("staff_invitation_mails")
    .select("id")
    .where("staff_id", "=", staffId)
    .execute();
  return rows.map((row) => row.id);
}

/** Deletes the account's invitation mails with their outbox rows (a mail not yet sent is cancelled). */
export async function deleteInvitationMails(trx: Trx, staffId: string): Promise<number> {
  const ids = await invitationMailIds(trx, staffId);
  let mails = 0;
  for (const batch of batches(ids)) {
    const deleted = await trx
      .deleteFrom("outbox")
      .where("kind", "=", "invitation")
      .where("message_id", "in", batch)
      .executeTakeFirst();
    mails += Number(deleted.numDeletedRows);
  }
  await trx.deleteFrom("staff_invitation_mails").where("staff_id", "=", staffId).execute();
  return mails;
}
