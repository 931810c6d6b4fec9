// The delivery worker: claims due outbox rows, has each mail rendered from its stored
// message by the renderer registered for its kind, sends it, and records the outcome.
// Safe to run in several processes against one database (see outbox.ts for how claims
// exclude each other and expire).
//
// Delivery is at least once: a crash after the server accepted a mail but before `sent`
// was recorded sends it again once the lease expires. The Message-ID is the same on
// every attempt, so the copy is recognisable (and many servers drop it).

import type { Db, Engine, OutboxKind } from "../db/schema.js";
import { DEFAULT_RETRY_BASE_MS, isPastGivingUp, retryDelayMs } from "./backoff.js";
import { classifyFailure } from "./delivery-failure.js";
import { composeMail, type MailRenderer, type OutgoingMail } from "./message.js";
import {
  claimDue,
  isStillClaimed,
  outboxRowExists,
  recordDead,
  recordRetry,
  recordSent,
  type ClaimedMail,
} from "./outbox.js";
import type { DeliveryChecks, MailTransport } from "./transport.js";

/** Pino's shape (app.log fits): structured fields, then the message. */
export interface WorkerLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface DeliveryWorkerOptions {
  db: Db;
  engine: Engine;
  transport: MailTransport;
  /** `MAIL_FROM`, e.g. `"Website" <website@example.com>`: the From of every mail. */
  mailFrom: string;
  /** The renderer of each outbox kind; read at every attempt, so it may be filled later. */
  renderers: ReadonlyMap<OutboxKind, MailRenderer>;
  /** How long a claim lasts (config.outboxLeaseMs). */
  leaseMs: number;
  /** A send still running after this long is aborted; default `sendDeadlineFor(leaseMs)`. */
  sendDeadlineMs?: number;
  /** First retry delay; doubles per attempt. Default 1 s. */
  retryBaseMs?: number;
  /**
   * Rows claimed at a time. Default 1: one claim, one send, one recorded outcome, then the
   * next. A crash can then leave at most one mail accepted by the SMTP server but not
   * recorded as sent: at most one duplicate per crash. Rows of a larger batch are still
   * sent one after another.
   */
  batchSize?: number;
  log?: WorkerLog;
  /** For the backoff's jitter; `Math.random` by default. */
  random?: () => number;
}

/**
 * What one pass did. `lost`: outcomes not recorded (lease taken over, the database failed,
 * or the row deleted by an erasure or the purge during the delivery).
 */
export interface PassResult {
  sent: number;
  retried: number;
  dead: number;
  lost: number;
  /** The pass stopped at its limit with rows possibly still due: run another one soon. */
  more: boolean;
}

/**
 * Half the lease, at most a minute: a send ends (or is aborted) well before another
 * worker may take its row over, which would otherwise send the mail a second time.
 */
export function sendDeadlineFor(leaseMs: number): number {
  return Math.max(1, Math.min(60_000, Math.floor(leaseMs / 2)));
}

// A pass claims batch after batch while there is a backlog, but yields after this many
// mails so that a long backlog cannot keep one pass (and a shutdown waiting for it) busy;
// it then reports `more` and the loop runs the next pass at once.
const MAX_MAILS_PER_PASS = 50;

// The database failing between a send and its record would leave the row `sending`, and
// the mail would go out a second time once the lease expires. So the record is tried again
// this often, for this long: while the database is away no other worker can claim the row,
// so an outage shorter than the lease costs no second copy. The record names the claim:
// if another worker has taken the row over meanwhile, it changes nothing.
const RECORD_RETRY_INTERVAL_MS = 250;
const RECORD_RETRY_FOR_MS = 30_000;

// Values shorter than this are too common to scrub from an error text (a digit, "Ann").
const SHORTEST_SCRUBBED = 4;

/** `text` with every piece of what the visitor wrote replaced by `[…]`. */
function withoutVisitorText(text: string, visitorText: readonly string[]): string {
  const pieces = visitorText
    .flatMap((value) => [value, ...value.split(/\r?\n/)])
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= SHORTEST_SCRUBBED)
    .sort((a, b) => b.length - a.length);
  let result = text;
  for (const piece of pieces) result = result.split(piece).join("[…]");
  return result;
}

type Outcome = Exclude<keyof PassResult, "more">;

export class DeliveryWorker {
  readonly #options: Required<Omit<DeliveryWorkerOptions, "log">> & { log: WorkerLog | undefined };
  // Aborted by abortSends(): a shutdown that cannot wait any longer.
  readonly #shutdown = new AbortController();
  #stopped = false;

  constructor(options: DeliveryWorkerOptions) {
    this.#options = {
      ...options,
      sendDeadlineMs: options.sendDeadlineMs ?? sendDeadlineFor(options.leaseMs),
      retryBaseMs: options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS,
      batchSize: options.batchSize ?? 1,
      random: options.random ?? Math.random,
      log: options.log,
    };
  }

  /** Delivers what is due now, until nothing is due (or MAX_MAILS_PER_PASS were handled). */
  async deliverDue(): Promise<PassResult> {
    const result: PassResult = { sent: 0, retried: 0, dead: 0, lost: 0, more: false };
    const { db, engine, leaseMs, batchSize } = this.#options;
    let handled = 0;
    while (!this.#stopped) {
      if (handled >= MAX_MAILS_PER_PASS) {
        result.more = true;
        break;
      }
      const claims = await claimDue(db, engine, { now: Date.now(), leaseMs, limit: batchSize });
      // One after another, each outcome recorded before the next send (see batchSize).
      for (const claim of claims) {
        const outcome = await this.#deliver(claim);
        result[outcome] += 1;
        if (outcome === "sent" || outcome === "dead") await this.#ended(claim);
      }
      handled += claims.length;
      if (claims.length < batchSize) break;
    }
    return result;
  }

  /** No further claims; sends in progress go on. */
  stop(): void {
    this.#stopped = true;
  }

  /** Ends sends in progress now; each is recorded as a temporary failure and retried later. */
  abortSends(): void {
    this.#stopped = true;
    this.#shutdown.abort(new Error("the server is shutting down"));
  }

  /** Tells the kind's renderer that the delivery ended (MailRenderer.ended). */
  async #ended(claim: ClaimedMail): Promise<void> {
    const { db, renderers, log } = this.#options;
    try {
      await renderers.get(claim.kind)?.ended?.(db, claim.messageId);
    } catch (error) {
      log?.error(
        { outboxId: claim.id, kind: claim.kind, error: (error as Error).message },
        "Mail delivered, but what it needed could not be cleared; the daily purge clears it",
      );
    }
  }

  async #deliver(claim: ClaimedMail): Promise<Outcome> {
    const { db, mailFrom, renderers, transport, sendDeadlineMs, log } = this.#options;
    const fields = { outboxId: claim.id, kind: claim.kind, attempts: claim.attempts };

    const renderer = renderers.get(claim.kind);
    if (renderer === undefined) {
      // Nothing registered for this kind in this process: left claimed, tried again once
      // the lease expires (perhaps by an instance that has it).
      log?.error(fields, "Mail not sent: no renderer for its kind");
      return "lost";
    }

    let stored: unknown;
    try {
      stored = await renderer.load(db, claim.messageId);
    } catch (error) {
      // The row stays claimed; once the lease expires, a later pass tries again.
      log?.error({ ...fields, error: (error as Error).message }, "Mail not sent: cannot read the message");
      return "lost";
    }
    if (stored === undefined) {
      return this.#record(
        claim,
        "dead",
        `message ${claim.messageId} is missing from ${renderer.table}: nothing to send`,
        fields,
      );
    }

    let mail: OutgoingMail;
    try {
      mail = composeMail(claim.messageId, renderer.render(stored), mailFrom);
    } catch (error) {
      // Only the error's kind: its message might quote what it could not encode.
      return this.#record(claim, "dead", `cannot compose the mail: ${(error as Error).name}`, fields);
    }

    const checks: DeliveryChecks = {
      stillClaimed: () => isStillClaimed(db, claim),
      stillQueued: () => outboxRowExists(db, claim.id),
    };
    let rejected: string[];
    try {
      const deadline = AbortSignal.timeout(sendDeadlineMs);
      const result = await transport.send(mail, AbortSignal.any([deadline, this.#shutdown.signal]), checks);
      if (result.withdrawn === true) {
        // Nothing to record: the row is gone, or the worker now holding it records its own outcome.
        log?.info(
          fields,
          "Mail withdrawn: its outbox row was deleted or taken over during delivery; no copy kept",
        );
        return "lost";
      }
      ({ rejected } = result);
    } catch (thrown) {
      const failure = classifyFailure(thrown);
      const description = withoutVisitorText(failure.description, mail.visitorText);
      const response =
        failure.details.response && withoutVisitorText(failure.details.response, mail.visitorText);
      const failed = {
        ...fields,
        error: { ...failure.details, ...(response === undefined ? {} : { response }) },
      };
      if (failure.kind === "permanent") return this.#record(claim, "dead", description, failed);
      const now = Date.now();
      if (isPastGivingUp(claim.deliveringSince, now)) {
        return this.#record(claim, "dead", `gave up after 72 h: ${description}`, failed);
      }
      const retryInMs = retryDelayMs(claim.attempts, this.#options.retryBaseMs, this.#options.random);
      return this.#record(claim, "retried", description, { ...failed, retryInMs }, now + retryInMs);
    }
    // Accepted for some of our own inboxes only (MAIL_TO may list several): worth a look,
    // not a retry, which would send the others a second copy.
    return this.#record(claim, "sent", undefined, rejected.length > 0 ? { ...fields, rejected } : fields);
  }

  /** Writes the outcome if the claim is still ours, and logs one line about it. */
  async #record(
    claim: ClaimedMail,
    outcome: Exclude<Outcome, "lost">,
    error: string | undefined,
    fields: object,
    nextAttemptAt = 0,
  ): Promise<Outcome> {
    const { db, log } = this.#options;
    const write = () =>
      outcome === "sent"
        ? recordSent(db, claim, new Date())
        : outcome === "dead"
          ? recordDead(db, claim, error ?? "")
          : recordRetry(db, claim, { nextAttemptAt, error: error ?? "" });
    let recorded: boolean;
    const giveUpAt = Date.now() + RECORD_RETRY_FOR_MS;
    for (let attempt = 1; ; attempt += 1) {
      try {
        recorded = await write();
        if (attempt > 1)
          log?.info(
            { ...fields, outcome, attempts: attempt },
            "Mail outcome recorded once the database answered again",
          );
        break;
      } catch (dbError) {
        const givingUp = Date.now() >= giveUpAt || this.#shutdown.signal.aborted;
        if (attempt === 1 || givingUp) {
          log?.error(
            { ...fields, outcome, error: (dbError as Error).message },
            givingUp
              ? // Left `sending`: retried after the lease expires (a sent mail then goes
                // out twice, with the same Message-ID).
                "Mail outcome not recorded: database error"
              : "Mail outcome not recorded yet: database error; trying again",
          );
        }
        if (givingUp) return "lost";
        await new Promise((resolve) => setTimeout(resolve, RECORD_RETRY_INTERVAL_MS));
      }
    }
    if (!recorded) {
      log?.warn(
        { ...fields, outcome },
        "Mail outcome not recorded: the claim expired and another worker took it over",
      );
      return "lost";
    }
    if (outcome === "sent" && "rejected" in fields)
      log?.warn(fields, "Mail sent, but some recipients were refused");
    else if (outcome === "sent") log?.info(fields, "Mail sent");
    else if (outcome === "retried") log?.warn({ ...fields, reason: error }, "Mail not sent yet: will retry");
    else
      log?.error(
        { ...fields, reason: error },
        "Mail is dead: no further attempts (`npm run outbox -- retry ID` requeues it)",
      );
    return outcome;
  }
}
