// The fault run at scale: SCALE_FAULTS.posts contact messages posted at a
// steady rate through nginx over TLS to two instances on PostgreSQL, while the SMTP
// server is stopped and started twice, PostgreSQL is stopped for a few seconds and started
// again once, and one instance is killed (SIGKILL) and started again. A message not acknowledged with a 202 is posted
// again a moment later, as its visitor would; then every acknowledged mail is awaited.

import { MAIL_SENDING_PATH } from "@site/contracts/forms";
import { startStack, type Answer } from "../../deploy/test/stack.ts";
import { contactBody } from "../forms/posting.ts";
import type { SmtpSink } from "../forms/smtp-sink.ts";
import { sleep } from "../lib/time-limit.ts";
import { postHeaders, STACK_ENV } from "./stack-posts.ts";

export const SCALE_FAULTS = {
  posts: 10_000,
  ratePerSecond: 100,
  // Posts in flight at most: while an outage holds answers back, no pile-up.
  maxInFlight: 64,
  // A message whose post failed is posted again after this pause.
  retryAfterMs: 1_000,
  // PostgreSQL stays stopped this long: a failover, not only a restart.
  databaseDownMs: 5_000,
  // The killed instance's claims are taken over after this long (default 120 s): longer
  // than the database outage, as the default is, or a mail sent just before the outage is
  // claimed again by another instance before its sender can record it.
  leaseS: 15,
  deliveryWaitMs: 300_000,
} as const;

export interface ScaleFaultResult {
  events: string[];
  attempts: number;
  /** Every answer clients saw: status (or "no answer") → count. */
  statuses: Record<string, number>;
  /** 503s without Retry-After, and 5xx other than 503 (each is a failure of the target). */
  unexplained: number;
  accepted: number;
  delivered: number;
  /** Mails delivered more than once (same Message-ID), and when (s into the run) each copy came. */
  duplicates: number;
  duplicateAtS: number[];
  /** Messages stored twice: delivered for a post the client never saw acknowledged, then posted again. */
  strays: number;
  lost: number;
  /** Seconds from PostgreSQL back up to the next 202, and the 503s seen meanwhile. */
  databaseRecovery: { downForS: number; firstAcceptedAfterS: number; refusedWhileDown: number } | undefined;
  postedForS: number;
  deliveredAfterS: number;
}

interface Fault {
  at: number;
  what: string;
  act: () => Promise<void>;
}

export async function scaleFaultRun(sink: SmtpSink): Promise<ScaleFaultResult> {
  const stack = await startStack({
    smtpUrl: sink.url,
    nginxWorkers: "auto",
    env: { ...STACK_ENV, OUTBOX_LEASE_SECONDS: String(SCALE_FAULTS.leaseS), SAMPLE_EVENTS: "false" },
  });
  try {
    const headers = await postHeaders(stack);
    const events: string[] = [];
    const statuses: Record<string, number> = {};
    const accepted = new Map<number, string>(); // message number → id of its 202
    const retries: number[] = [];
    let unexplained = 0;
    let attempts = 0;
    let inFlight = 0;
    let nextMessage = 1;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    const log = (text: string) =>
      events.push(`${seconds().toFixed(1)} s, ${accepted.size} accepted: ${text}`);

    let database: { downAt: number; upAt?: number; firstAcceptedAt?: number; refused: number } | undefined;
    const plan: Fault[] = [
      { at: 1_500, what: "SMTP stopped", act: () => sink.stop() },
      { at: 3_000, what: "SMTP started", act: () => sink.start() },
      {
        at: 4_500,
        what: `PostgreSQL stopped (pg_ctl stop -m fast), started again ${SCALE_FAULTS.databaseDownMs / 1000} s later`,
        act: async () => {
          database = { downAt: seconds(), refused: 0 };
          await stack.postgres.restart({ downForMs: SCALE_FAULTS.databaseDownMs });
          database.upAt = seconds();
          log("PostgreSQL up again");
        },
      },
      {
        at: 6_000,
        what: "instance 1 killed (SIGKILL)",
        act: async () => {
          await stack.instances[0]!.kill();
          await sleep(2_000);
          await stack.restart(0);
          log("instance 1 started again");
        },
      },
      { at: 7_500, what: "SMTP stopped", act: () => sink.stop() },
      { at: 9_000, what: "SMTP started", act: () => sink.start() },
    ];
    const faults: Promise<void>[] = [];

    const record = (message: number, answer: Answer | undefined) => {
      const status = answer?.status ?? 0;
      const key = answer ? String(status) : "no answer";
      statuses[key] = (statuses[key] ?? 0) + 1;
      if (status === 503 && database && database.upAt === undefined) database.refused += 1;
      if (
        (status === 503 && answer?.headers["retry-after"] === undefined) ||
        (status >= 500 && status !== 503)
      )
        unexplained += 1;
      if (status === 202 && answer) {
        accepted.set(message, (JSON.parse(answer.body.toString()) as { id: string }).id);
        if (database?.upAt !== undefined && database.firstAcceptedAt === undefined)
          database.firstAcceptedAt = seconds();
        return;
      }
      setTimeout(() => retries.push(message), SCALE_FAULTS.retryAfterMs);
    };

    const post = async (message: number) => {
      attempts += 1;
      inFlight += 1;
      const answer = await stack
        .https(MAIL_SENDING_PATH, { method: "POST", headers, body: contactBody(message), keepAlive: true })
        .catch(() => undefined);
      inFlight -= 1;
      record(message, answer);
    };

    // A steady rate: by now, this many posts should have been sent.
    let sent = 0;
    while (accepted.size < SCALE_FAULTS.posts) {
      if (plan[0] && accepted.size >= plan[0].at) {
        const fault = plan.shift()!;
        log(fault.what);
        faults.push(fault.act());
      }
      const due = Math.floor(seconds() * SCALE_FAULTS.ratePerSecond);
      while (sent < due && inFlight < SCALE_FAULTS.maxInFlight) {
        const message = retries.shift() ?? (nextMessage <= SCALE_FAULTS.posts ? nextMessage++ : undefined);
        if (message === undefined) break;
        sent += 1;
        void post(message);
      }
      if (sent < due) sent = due; // what an outage held back is not sent in a burst afterwards
      await sleep(5);
    }
    await Promise.all(faults);
    const postedForS = seconds();

    const ids = new Set(accepted.values());
    const deadline = Date.now() + SCALE_FAULTS.deliveryWaitMs;
    while ([...ids].some((id) => !sink.arrivals.has(id)) && Date.now() < deadline) await sleep(500);
    await sleep(3_000); // a late duplicate, if any, arrives now
    const delivered = [...ids].filter((id) => sink.arrivals.has(id)).length;
    return {
      events,
      attempts,
      statuses,
      unexplained,
      accepted: ids.size,
      delivered,
      duplicates: [...sink.arrivals.values()].reduce((sum, arrival) => sum + arrival.count - 1, 0),
      duplicateAtS: [...sink.arrivals.values()]
        .filter((arrival) => arrival.count > 1)
        .map((arrival) => (arrival.lastAt - started) / 1000),
      strays: [...sink.arrivals.keys()].filter((id) => !ids.has(id)).length,
      lost: ids.size - delivered,
      databaseRecovery:
        database?.upAt === undefined
          ? undefined
          : {
              downForS: database.upAt - database.downAt,
              firstAcceptedAfterS: (database.firstAcceptedAt ?? Number.NaN) - database.upAt,
              refusedWhileDown: database.refused,
            },
      postedForS,
      deliveredAfterS: seconds(),
    };
  } finally {
    await stack.stop();
  }
}
