// The outbox: one row per mail to deliver, written in the same transaction as the
// stored message it delivers, so an accepted submission always has its mail.
// The delivery worker (worker.ts) claims due rows, sends, and records the outcome here;
// the staff CLI lists rows and requeues dead ones.
//
// A row's life: pending -> (claimDue) sending -> sent | pending again (retry) | dead.
// A claim is a lease: a worker that crashes leaves its rows `sending`, and once the
// lease has expired another worker (or the same one after a restart) claims them again.
// Every outcome is written only while the claim token still matches, so a worker whose
// lease was taken over cannot overwrite what the new claimant records.

import { randomUUID } from "node:crypto";
import type { OutboxEntry } from "@site/contracts";
import type { ExpressionBuilder, Transaction } from "kysely";
import type { Database, Db, Engine, OutboxKind, OutboxState } from "../db/schema.js";

/** Queues the mail for a just-stored message; call inside its transaction. */
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

/** A row this worker now owns until `leaseUntil`, or until its outcome is recorded. */
export interface ClaimedMail {
  /** The outbox row's id. */
  id: number;
  kind: OutboxKind;
  /** Id of the stored message, which the renderer of `kind` loads. */
  messageId: string;
  /** Including this attempt. */
  attempts: number;
  /**
   * When delivery started (ISO 8601): the message's acceptance, or staff's last requeue.
   * How long ago decides when to give up.
   */
  deliveringSince: string;
  claimToken: string;
  leaseUntil: number;
}

/** Due: pending and its time has come, or claimed by a worker whose lease ran out. */
function isDue(eb: ExpressionBuilder<Database, "outbox">, now: number) {
  return eb.or([
    eb.and([eb("state", "=", "pending"), eb("next_attempt_at", "<=", now)]),
    eb.and([eb("state", "=", "sending"), eb("lease_until", "<", now)]),
  ]);
}

/**
 * Claims up to `limit` due rows, oldest due first: each becomes `sending` with a lease of
 * `leaseMs`, a fresh claim token and one more attempt.
 *
 * One statement, so two workers never claim the same row: on PostgreSQL the candidate
 * rows are locked with FOR UPDATE SKIP LOCKED (a concurrent claim skips them instead of
 * waiting, and re-checks a row another claim changed meanwhile); SQLite runs one write
 * statement at a time.
 */
export async function claimDue(
  db: Db,
  engine: Engine,
  options: { now: number; leaseMs: number; limit: number },
): Promise<ClaimedMail[]> {
  const { now, leaseMs, limit } = options;
  const claimToken = randomUUID();
  const leaseUntil = now + leaseMs;
  let candidates = db
    .selectFrom("outbox")
    .select("id")
    .where((eb) => isDue(eb, now))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit);
  if (engine === "postgres") candidates = candidates.forUpdate().skipLocked();

  const rows = await db
    .updateTable("outbox")
    .set((eb) => ({
      state: "sending",
      lease_until: leaseUntil,
      claim_token: claimToken,
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", candidates)
    // Again on the row being updated: harmless, and a guard should a plan ever evaluate
    // the candidates before another claim committed.
    .where((eb) => isDue(eb, now))
    .returning(["id", "kind", "message_id", "attempts", "created_at", "requeued_at"])
    .execute();

  return rows
    .map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      messageId: row.message_id,
      attempts: Number(row.attempts),
      deliveringSince: row.requeued_at ?? row.created_at,
      claimToken,
      leaseUntil,
    }))
    .sort((a, b) => a.id - b.id);
}

type Claim = Pick<ClaimedMail, "id" | "claimToken">;

/** Runs the update only on a row this claim still owns; false when the lease was lost. */
async function updateClaimed(
  db: Db,
  claim: Claim,
  values: {
    state: OutboxState;
    next_attempt_at?: number;
    last_error?: string;
    sent_at?: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ ...values, lease_until: null, claim_token: null })
    .where("id", "=", claim.id)
    .where("claim_token", "=", claim.claimToken)
    .where("state", "=", "sending")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The row is still there and still this claim's: a worker keeps a copy of the mail on
 * this machine (an `.eml` file) only then.
 */
export async function isStillClaimed(db: Db, claim: Claim): Promise<boolean> {
  const row = await db
    .selectFrom("outbox")
    .select("id")
    .where("id", "=", claim.id)
    .where("claim_token", "=", claim.claimToken)
    .where("state", "=", "sending")
    .executeTakeFirst();
  return row !== undefined;
}

/** The row is still there, whoever holds it: erasure and the purge delete rows, nothing else does. */
export async function outboxRowExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom("outbox").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}

/** The server accepted the mail (or its file was written). */
export function recordSent(db: Db, claim: Claim, sentAt: Date): Promise<boolean> {
  return updateClaimed(db, claim, { state: "sent", sent_at: sentAt.toISOString() });
}

/** A temporary failure: pending again, due at `nextAttemptAt` (epoch ms). */
export function recordRetry(
  db: Db,
  claim: Claim,
  retry: { nextAttemptAt: number; error: string },
): Promise<boolean> {
  return updateClaimed(db, claim, {
    state: "pending",
    next_attempt_at: retry.nextAttemptAt,
    last_error: retry.error,
  });
}

/** No further attempts: a permanent rejection, a missing message, or too old to keep trying. */
export function recordDead(db: Db, claim: Claim, error: string): Promise<boolean> {
  return updateClaimed(db, claim, { state: "dead", last_error: error });
}

/** A row as the staff CLI and the console show it (the contracts' type). Times are ISO 8601 (UTC). */
export type { OutboxEntry };

const isoFromMillis = (value: number | string) => new Date(Number(value)).toISOString();

/** The outbox, newest first; `state` keeps only rows in that state, `id` only that row. */
export async function listOutbox(
  db: Db,
  filter: { state?: OutboxState; id?: number; kinds?: readonly OutboxKind[]; limit?: number } = {},
): Promise<OutboxEntry[]> {
  let query = db
    .selectFrom("outbox")
    .select([
      "id",
      "kind",
      "message_id",
      "state",
      "attempts",
      "last_error",
      "created_at",
      "next_attempt_at",
      "lease_until",
      "sent_at",
      "requeued_at",
    ])
    .orderBy("id", "desc");
  if (filter.state !== undefined) query = query.where("state", "=", filter.state);
  if (filter.id !== undefined) query = query.where("id", "=", filter.id);
  if (filter.kinds !== undefined)
    query = query.where("kind", "in", filter.kinds.length > 0 ? [...filter.kinds] : ["" as OutboxKind]);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    messageId: row.message_id,
    state: row.state,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    createdAt: row.created_at,
    nextAttemptAt: isoFromMillis(row.next_attempt_at),
    leaseUntil: row.lease_until === null ? null : isoFromMillis(row.lease_until),
    sentAt: row.sent_at,
    requeuedAt: row.requeued_at,
  }));
}

export type RequeueResult = { requeued: true } | { requeued: false; state: OutboxState | undefined };

/**
 * Makes a dead row pending and due at `now`, its claim cleared. Its last error stays for
 * the record until the next attempt replaces it. Refused (state `undefined`: no such
 * row) unless the row is dead: a pending or sending row is on its way already.
 */
export async function requeueDead(db: Db, id: number, now: Date): Promise<RequeueResult> {
  const result = await db
    .updateTable("outbox")
    .set({
      state: "pending",
      next_attempt_at: now.getTime(),
      lease_until: null,
      claim_token: null,
      requeued_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("state", "=", "dead")
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) return { requeued: true };
  const row = await db.selectFrom("outbox").select("state").where("id", "=", id).executeTakeFirst();
  return { requeued: false, state: row?.state };
}
