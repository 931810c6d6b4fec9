// The outbox: one row per mail to deliver, written in the same transaction as the
// message or application it delivers, so an accepted submission always has its mail.
// The delivery worker (worker.ts) claims due rows, sends, and records the outcome here.

import type { Transaction } from "kysely";
import type { Database, OutboxKind } from "../db/schema.js";

/** Queues the mail for a just-stored message or application; call inside its transaction. */
export async function enqueueMail(
  trx: Transaction<Database>,
  mail: { kind: OutboxKind; messageId: string; now: Date },
): Promise<void> {
  await trx
    .insertInto("outbox")
    .values({
      kind: mail.kind,
      message_id: mail.messageId,
      state: "pending",
      attempts: 0,
      next_attempt_at: mail.now.getTime(),
      created_at: mail.now.toISOString(),
    })
    .execute();
}
