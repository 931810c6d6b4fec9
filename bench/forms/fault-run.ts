// The forms benchmark's fault run (SQLite): FAULTS.posts accepted contact posts while the
// SMTP server is stopped and started again twice and the app server is killed (SIGKILL)
// once and restarted on the same DATA_DIR; then every accepted mail is awaited.

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { MAIL_SENDING_PATH } from "@site/contracts/forms";
import { freePort, type RunningServer } from "../../scripts/server-process.mjs";
import { sleep } from "../lib/time-limit.ts";
import { contactBody, formHeaders, startApp } from "./posting.ts";
import { SmtpSink } from "./smtp-sink.ts";

/** Posts accepted in all; concurrent clients; each client's pause between posts; outbox lease. */
export const FAULTS = {
  posts: 1000,
  clients: 8,
  // About 50 posts a second in all, so the run lasts some 20 s and the outages and the
  // kill land among posts in flight.
  pauseMs: 160,
  // A claim left by the killed server is taken over after this long (default 120 s).
  leaseS: 5,
  deliveryWaitMs: 240_000,
} as const;

export interface FaultResult {
  events: string[];
  attempts: number;
  unacknowledged: number;
  accepted: number;
  delivered: number;
  duplicates: number;
  lost: number;
  strays: number;
  kills: number;
  postedFor: number;
  deliveredAfter: number;
}

interface Fault {
  at: number;
  what: string;
  act: () => Promise<void>;
}

export async function faultRun(): Promise<FaultResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-forms-faults-"));
  const sink = new SmtpSink(await freePort());
  await sink.start();
  const env = { SMTP_URL: sink.url, OUTBOX_LEASE_SECONDS: String(FAULTS.leaseS) };
  const events: string[] = [];
  const accepted = new Set<string>();
  let attempts = 0;
  let unacknowledged = 0;
  let server: RunningServer | undefined;
  try {
    server = await startApp({ label: "bench-forms-faults", env, dataDir });
    let headers = await formHeaders(server.baseURL);
    let baseURL = server.baseURL;
    const started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

    // Faults happen, without pausing the clients, when the count of accepted posts passes
    // these marks. While the app server is down, posts fail and are tried again.
    const plan: Fault[] = [
      { at: 150, what: "SMTP stopped", act: () => sink.stop() },
      { at: 300, what: "SMTP started", act: () => sink.start() },
      {
        at: 450,
        what: "app server killed (SIGKILL); restarted on the same DATA_DIR",
        act: async () => {
          await server?.kill();
          server = await startApp({ label: "bench-forms-faults-2", env, dataDir });
          headers = await formHeaders(server.baseURL);
          baseURL = server.baseURL;
          events.push(`${seconds()} s: app server ready again`);
        },
      },
      { at: 600, what: "SMTP stopped", act: () => sink.stop() },
      { at: 800, what: "SMTP started", act: () => sink.start() },
    ];
    const faults: Promise<void>[] = [];

    const client = async () => {
      while (accepted.size < FAULTS.posts) {
        if (plan[0] && accepted.size >= plan[0].at) {
          const step = plan.shift()!;
          events.push(`${seconds()} s, after ${accepted.size} accepted: ${step.what}`);
          faults.push(step.act());
        }
        attempts += 1;
        try {
          const response = await fetch(`${baseURL}${MAIL_SENDING_PATH}`, {
            method: "POST",
            headers,
            body: contactBody(attempts),
            signal: AbortSignal.timeout(10_000),
          });
          if (response.status === 202) accepted.add(((await response.json()) as { id: string }).id);
          else {
            unacknowledged += 1;
            await response.arrayBuffer();
          }
        } catch {
          // Refused or cut by the kill: not acknowledged, so the visitor would try again.
          unacknowledged += 1;
        }
        await sleep(FAULTS.pauseMs);
      }
    };
    await Promise.all(Array.from({ length: FAULTS.clients }, client));
    await Promise.all(faults);
    const postedFor = (performance.now() - started) / 1000;

    const deadline = Date.now() + FAULTS.deliveryWaitMs;
    while ([...accepted].some((id) => !sink.arrivals.has(id)) && Date.now() < deadline) await sleep(200);
    await sleep(2_000); // a late duplicate, if any, arrives now
    const delivered = [...accepted].filter((id) => sink.arrivals.has(id)).length;
    const duplicates = [...sink.arrivals.values()].reduce((sum, arrival) => sum + arrival.count - 1, 0);
    const strays = [...sink.arrivals.keys()].filter((id) => !accepted.has(id)).length;
    return {
      events,
      attempts,
      unacknowledged,
      accepted: accepted.size,
      delivered,
      duplicates,
      lost: accepted.size - delivered,
      strays,
      kills: 1,
      postedFor,
      deliveredAfter: (performance.now() - started) / 1000,
    };
  } finally {
    await server?.stop(10_000);
    await sink.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
