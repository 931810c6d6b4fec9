// Load and fault benchmark of the contact form's POST and its delivery by mail.
//
//   npm run bench          (Lighthouse, the events load, then this)
//   npm run bench:forms    (only this; builds first)
//
// Everything is real: the built server (`node server/dist/main.js`) on SQLite and on a
// throwaway PostgreSQL cluster, an SMTP server (smtp-server) on loopback receiving the
// mails, and valid XSRF tokens fetched the way the web app fetches them.
//
// 1. Acceptance: autocannon posts valid contact messages (RATE_LIMIT raised for the run)
//    for ACCEPTANCE.durationS seconds; accepted posts per second (202s), p99, failures.
// 2. Delivery: DELIVERY.posts posts, one every DELIVERY.gapMs; for each, the time from
//    the 202 reaching the client to the mail reaching the SMTP server; p50, p99.
// 3. Faults (SQLite, forms/fault-run.ts): accepted posts through two SMTP outages and
//    one kill of the app server; reports accepted, delivered, duplicates and lost.
//    Targets: lost 0; duplicates at most one per kill.
//
// Replaces the "Forms" section of bench/RESULTS.md.

import autocannon from "autocannon";
import { MAIL_SENDING_PATH } from "@site/contracts/forms";
import { createDatabase, startPostgres, type ThrowawayPostgres } from "../scripts/postgres.mjs";
import { assertBuilt, freePort, type RunningServer } from "../scripts/server-process.mjs";
import { FAULTS, faultRun, type FaultResult } from "./forms/fault-run.ts";
import { contactBody, formHeaders, startApp } from "./forms/posting.ts";
import { SmtpSink } from "./forms/smtp-sink.ts";
import { errorLines, onEachEngine, sectionHead, writeLoadSection, type Engine } from "./lib/load-section.ts";
import { LOAD_SECTION_TITLES } from "./lib/results-file.ts";
import { messageOf, sleep, stackOf, withTimeout } from "./lib/time-limit.ts";

const SECTION_TITLE = LOAD_SECTION_TITLES.forms;
const LOG = "bench-forms";
const ACCEPTANCE = { connections: 20, durationS: 10 } as const;
const DELIVERY = { posts: 300, gapMs: 20 } as const;
const TOTAL_TIMEOUT_MS = 15 * 60_000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * Runs `run(freshEnv)` on one engine; each `freshEnv()` names a new, empty database
 * (SQLite: every server gets its own DATA_DIR anyway; PostgreSQL: a new database).
 */
async function withEngine<T>(
  engine: Engine,
  run: (freshEnv: () => Promise<Record<string, string>>) => Promise<T>,
): Promise<T> {
  let cluster: ThrowawayPostgres | undefined;
  let count = 0;
  try {
    if (engine === "PostgreSQL") cluster = await startPostgres({ label: "bench-forms-pg" });
    const freshEnv = async (): Promise<Record<string, string>> => {
      count += 1;
      return cluster ? { DATABASE_URL: await createDatabase(cluster.url, `bench_forms_${count}`) } : {};
    };
    return await run(freshEnv);
  } finally {
    await cluster?.stop();
  }
}

interface EngineResult {
  engine: Engine;
  acceptance: { acceptedPerSecond: number; p99: number; mean: number; accepted: number; failures: number };
  delivery: { posts: number; delivered: number; p50: number; p99: number; max: number };
}

/** Accepted posts per second under load, then delivery latency, on one engine. */
async function acceptanceAndDelivery(engine: Engine): Promise<EngineResult> {
  return withEngine(engine, async (freshEnv) => {
    const sink = new SmtpSink(await freePort());
    await sink.start();
    let server: RunningServer | undefined;
    try {
      server = await startApp({
        label: `bench-forms-${engine.toLowerCase()}`,
        env: { ...(await freshEnv()), SMTP_URL: sink.url },
      });
      const headers = await formHeaders(server.baseURL);
      const load = await autocannon({
        url: `${server.baseURL}${MAIL_SENDING_PATH}`,
        method: "POST",
        headers,
        body: contactBody(0),
        connections: ACCEPTANCE.connections,
        duration: ACCEPTANCE.durationS,
      });
      const accepted = load.statusCodeStats?.["202"]?.count ?? 0;
      const acceptance = {
        acceptedPerSecond: accepted / ACCEPTANCE.durationS,
        p99: load.latency.p99,
        mean: load.latency.average,
        accepted,
        failures: load.errors + load.timeouts + (load.non2xx ?? 0),
      };
      await server.stop(10_000);
      server = undefined;

      // A fresh server and database for the latency: no backlog from the load above.
      server = await startApp({
        label: `bench-forms-latency-${engine.toLowerCase()}`,
        env: { ...(await freshEnv()), SMTP_URL: sink.url },
      });
      const latencyHeaders = await formHeaders(server.baseURL);
      const acceptedAt = new Map<string, number>();
      for (let n = 1; n <= DELIVERY.posts; n += 1) {
        const response = await fetch(`${server.baseURL}${MAIL_SENDING_PATH}`, {
          method: "POST",
          headers: latencyHeaders,
          body: contactBody(n),
        });
        const at = performance.now();
        if (response.status === 202) acceptedAt.set(((await response.json()) as { id: string }).id, at);
        else await response.arrayBuffer();
        await sleep(DELIVERY.gapMs);
      }
      const deadline = Date.now() + 60_000;
      while ([...acceptedAt.keys()].some((id) => !sink.arrivals.has(id)) && Date.now() < deadline)
        await sleep(50);
      const delays = [...acceptedAt]
        .map(([id, at]) => (sink.arrivals.get(id)?.firstAt ?? NaN) - at)
        .filter(Number.isFinite)
        .sort((a, b) => a - b);
      return {
        engine,
        acceptance,
        delivery: {
          posts: acceptedAt.size,
          delivered: delays.length,
          p50: percentile(delays, 50),
          p99: percentile(delays, 99),
          max: delays.at(-1) ?? NaN,
        },
      };
    } finally {
      await server?.stop(10_000);
      await sink.stop();
    }
  });
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "n/a");

function faultLines(fault: FaultResult): string[] {
  const met = fault.lost === 0 && fault.duplicates <= fault.kills;
  return [
    `Fault run (SQLite): ${FAULTS.clients} clients post, each pausing ${FAULTS.pauseMs} ms between posts, until ${FAULTS.posts} are accepted; outbox lease ${FAULTS.leaseS} s. What happened:`,
    "",
    ...fault.events.map((event) => `- ${event}`),
    "",
    "| posts tried | not acknowledged (refused or cut) | accepted | delivered | duplicates | lost | target (lost 0, duplicates ≤ 1 per kill) |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    `| ${fault.attempts} | ${fault.unacknowledged} | ${fault.accepted} | ${fault.delivered} | ${fault.duplicates} | ${fault.lost} | ${met ? "met" : "**not met**"} |`,
    "",
    `Posting took ${fault.postedFor.toFixed(1)} s; the last mail arrived by ${fault.deliveredAfter.toFixed(1)} s. Mails delivered for posts the client never saw acknowledged (stored just before the kill): ${fault.strays}.`,
    "",
  ];
}

interface SectionInput {
  startedAt: Date;
  finishedAt: Date;
  results: EngineResult[];
  fault: FaultResult | undefined;
  errors: string[];
}

function section({ startedAt, finishedAt, results, fault, errors }: SectionInput): string {
  const lines = sectionHead({
    title: SECTION_TITLE,
    name: "forms",
    startedAt,
    finishedAt,
    machineNote: "The load generator, the SMTP server and the app server share these cores.",
  });
  lines.push(
    `- Acceptance: autocannon, ${ACCEPTANCE.connections} connections, ${ACCEPTANCE.durationS} s of \`POST ${MAIL_SENDING_PATH}\` with a valid XSRF cookie and header, RATE_LIMIT raised; the delivery worker sends to the local SMTP server meanwhile. Delivery: ${DELIVERY.posts} posts ${DELIVERY.gapMs} ms apart on a fresh server and database; time from the 202 reaching the client to the mail reaching the SMTP server.`,
    "",
    "| engine | accepted posts/s | p99 latency | mean latency | failures | delivery p50 | delivery p99 | delivered |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
  );
  for (const r of results) {
    lines.push(
      `| ${r.engine} | ${Math.round(r.acceptance.acceptedPerSecond)} | ${r.acceptance.p99} ms | ${r.acceptance.mean.toFixed(1)} ms | ${r.acceptance.failures} | ${ms(r.delivery.p50)} | ${ms(r.delivery.p99)} | ${r.delivery.delivered} of ${r.delivery.posts} |`,
    );
  }
  lines.push("");
  if (fault) lines.push(...faultLines(fault));
  lines.push(...errorLines(errors));
  return lines.join("\n");
}

async function main() {
  const startedAt = new Date();
  assertBuilt();
  let fault: FaultResult | undefined;
  const { results, errors } = await onEachEngine(LOG, TOTAL_TIMEOUT_MS / 3, acceptanceAndDelivery, {
    stack: true,
  });
  try {
    fault = await withTimeout(faultRun(), TOTAL_TIMEOUT_MS / 3, "the fault run");
  } catch (error) {
    errors.push(`fault run: ${messageOf(error)}`);
    console.error(`${LOG}: the fault run failed: ${stackOf(error)}`);
  }
  writeLoadSection(
    LOG,
    SECTION_TITLE,
    "forms",
    section({ startedAt, finishedAt: new Date(), results, fault, errors }),
  );
  for (const r of results) {
    console.log(
      `${LOG}: ${r.engine}: ${Math.round(r.acceptance.acceptedPerSecond)} accepted/s; delivery p50 ${ms(r.delivery.p50)}, p99 ${ms(r.delivery.p99)}`,
    );
  }
  if (fault) {
    console.log(
      `${LOG}: faults: accepted ${fault.accepted}, delivered ${fault.delivered}, duplicates ${fault.duplicates}, lost ${fault.lost}`,
    );
  }
  process.exitCode = errors.length === 0 && fault && fault.lost === 0 ? 0 : 1;
}

await main();
