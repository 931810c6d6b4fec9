#!/usr/bin/env node
// Load and fault benchmark of the contact form's POST and its delivery by mail.
//
//   npm run bench          (Lighthouse, the events load, then this)
//   npm run bench:forms    (only this; builds first)
//   node bench/forms.mjs   (the build must exist)
//
// Everything is real: the built server (`node server/dist/main.js`) on SQLite and on a
// throwaway PostgreSQL cluster, an SMTP server (smtp-server) on loopback receiving the
// mails, and valid XSRF tokens fetched the way the web app fetches them.
//
// 1. Acceptance: autocannon posts valid contact messages (RATE_LIMIT raised for the run)
//    for DURATION_S seconds; accepted posts per second (202s), p99, failures.
// 2. Delivery: LATENCY_POSTS posts, one every LATENCY_GAP_MS; for each, the time from
//    the 202 reaching the client to the mail reaching the SMTP server; p50, p99.
// 3. Faults (SQLite): FAULT_POSTS accepted posts while the SMTP server is stopped and
//    started again twice and the app server is killed (SIGKILL) once and restarted on
//    the same DATA_DIR; then every mail is awaited. Reports accepted, delivered,
//    duplicates and lost. Targets: lost 0; duplicates at most one per kill.
//
// Replaces the "Forms" section of bench/RESULTS.md.

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { SMTPServer } from "smtp-server";
import { MAIL_SENDING_PATH, XSRF_COOKIE, XSRF_HEADER, XSRF_TOKEN_PATH } from "@site/contracts/forms";
import { createDatabase, startPostgres } from "../scripts/postgres.mjs";
import { assertBuilt, freePort, startServer } from "../scripts/server-process.mjs";
import { LOAD_SECTION_TITLES, RESULTS, writeSection } from "./results-file.mjs";
import { withTimeout } from "./time-limit.mjs";

const SECTION_TITLE = LOAD_SECTION_TITLES[1];
const CONNECTIONS = 20;
const DURATION_S = 10;
const LATENCY_POSTS = 300;
const LATENCY_GAP_MS = 20;
const FAULT_POSTS = 1000;
const FAULT_CLIENTS = 8;
// Each client pauses this long between posts (about 50 posts a second in all), so the
// run lasts some 20 s and the outages and the kill land among posts in flight.
const FAULT_PAUSE_MS = 160;
// A claim left by the killed server is taken over after this long (default 120 s).
const FAULT_LEASE_S = 5;
const DELIVERY_WAIT_MS = 240_000;
const TOTAL_TIMEOUT_MS = 15 * 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * An SMTP server on a fixed loopback port that can be stopped and started again. It
 * records each mail by the id in its Message-ID (<{id}@domain>): when it first arrived
 * and how many times. Not the tests' server/test/smtp-peer.ts: that one parses every
 * mail with mailparser before answering, which would slow the delivery being measured;
 * this one only reads the Message-ID header.
 */
class SmtpSink {
  constructor(port) {
    this.port = port;
    this.server = undefined;
    this.arrivals = new Map(); // id -> { firstAt, count }
    this.total = 0;
  }

  async start() {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      // A real mail server's reverse-DNS lookup of each client is not our server's cost.
      disableReverseLookup: true,
      logger: false,
      // Stop means stop: open pooled connections are cut, not waited for.
      closeTimeout: 100,
      onData: (stream, _session, callback) => {
        const chunks = [];
        stream.on("data", (chunk) => chunks.push(chunk));
        stream.on("end", () => {
          const head = Buffer.concat(chunks).toString("utf8", 0, 8192);
          const id = /^Message-ID:\s*<([^@>]+)@/im.exec(head)?.[1] ?? `unknown-${this.total}`;
          const seen = this.arrivals.get(id);
          if (seen) seen.count += 1;
          else this.arrivals.set(id, { firstAt: performance.now(), count: 1 });
          this.total += 1;
          callback();
        });
      },
    });
    await new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
    server.on("error", () => {});
    this.server = server;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }
}

/** Request headers a same-origin page sends: the XSRF cookie and its echo. */
async function formHeaders(baseURL) {
  const response = await fetch(`${baseURL}${XSRF_TOKEN_PATH}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => pair.startsWith(`${XSRF_COOKIE}=`));
  if (!cookie) throw new Error(`${XSRF_TOKEN_PATH} answered ${response.status} without a ${XSRF_COOKIE} cookie`);
  const value = decodeURIComponent(cookie.slice(XSRF_COOKIE.length + 1));
  return {
    "content-type": "application/json",
    cookie,
    [XSRF_HEADER.toLowerCase()]: value,
    origin: baseURL,
    "sec-fetch-site": "same-origin",
  };
}

function contactBody(n) {
  const name = `Bench Visitor ${n}`;
  const email = `visitor${n}@example.com`;
  const message = `Benchmark message ${n}. We are evaluating partners for a core-banking upgrade and would like a call.`;
  return JSON.stringify({
    params: { sender: email, subject: `Contact from ${name}`, body: `Name: ${name}\nEmail: ${email}\nMessage: ${message}` },
  });
}

async function startApp({ label, env, dataDir }) {
  return startServer({
    label,
    logLevel: "warn",
    dataDir,
    env: { SAMPLE_EVENTS: "false", RATE_LIMIT: "1000000000", DATABASE_URL: "", REDIS_URL: "", ...env },
  });
}

/**
 * Runs `run(freshEnv)` on one engine; each `freshEnv()` names a new, empty database
 * (SQLite: every server gets its own DATA_DIR anyway; PostgreSQL: a new database).
 */
async function withEngine(engine, run) {
  let cluster;
  let count = 0;
  try {
    if (engine === "PostgreSQL") cluster = await startPostgres({ label: "bench-forms-pg" });
    const freshEnv = async () => {
      count += 1;
      return cluster ? { DATABASE_URL: await createDatabase(cluster.url, `bench_forms_${count}`) } : {};
    };
    return await run(freshEnv);
  } finally {
    await cluster?.stop();
  }
}

/** Accepted posts per second under load, then delivery latency, on one engine. */
async function acceptanceAndDelivery(engine) {
  return withEngine(engine, async (freshEnv) => {
    const sink = new SmtpSink(await freePort());
    await sink.start();
    let server;
    try {
      server = await startApp({ label: `bench-forms-${engine.toLowerCase()}`, env: { ...(await freshEnv()), SMTP_URL: sink.url } });
      const headers = await formHeaders(server.baseURL);
      const load = await autocannon({
        url: `${server.baseURL}${MAIL_SENDING_PATH}`,
        method: "POST",
        headers,
        body: contactBody(0),
        connections: CONNECTIONS,
        duration: DURATION_S,
      });
      const accepted = load.statusCodeStats?.["202"]?.count ?? 0;
      const acceptance = {
        acceptedPerSecond: accepted / DURATION_S,
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
      const acceptedAt = new Map();
      for (let n = 1; n <= LATENCY_POSTS; n += 1) {
        const response = await fetch(`${server.baseURL}${MAIL_SENDING_PATH}`, {
          method: "POST",
          headers: latencyHeaders,
          body: contactBody(n),
        });
        const at = performance.now();
        if (response.status === 202) acceptedAt.set((await response.json()).id, at);
        else await response.arrayBuffer();
        await sleep(LATENCY_GAP_MS);
      }
      const deadline = Date.now() + 60_000;
      while ([...acceptedAt.keys()].some((id) => !sink.arrivals.has(id)) && Date.now() < deadline) await sleep(50);
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

/** FAULT_POSTS accepted posts through two SMTP outages and one kill of the app server. */
async function faultRun() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-forms-faults-"));
  const sink = new SmtpSink(await freePort());
  await sink.start();
  const env = { SMTP_URL: sink.url, OUTBOX_LEASE_SECONDS: String(FAULT_LEASE_S) };
  const events = [];
  const accepted = new Set();
  let attempts = 0;
  let unacknowledged = 0;
  let server;
  try {
    server = await startApp({ label: "bench-forms-faults", env, dataDir });
    let headers = await formHeaders(server.baseURL);
    let baseURL = server.baseURL;

    // Faults happen, without pausing the clients, when the count of accepted posts passes
    // these marks. While the app server is down, posts fail and are tried again.
    const plan = [
      { at: 150, what: "SMTP stopped", act: () => sink.stop() },
      { at: 300, what: "SMTP started", act: () => sink.start() },
      {
        at: 450,
        what: "app server killed (SIGKILL); restarted on the same DATA_DIR",
        act: async () => {
          await server.kill();
          server = await startApp({ label: "bench-forms-faults-2", env, dataDir });
          headers = await formHeaders(server.baseURL);
          baseURL = server.baseURL;
          events.push(`${seconds()} s: app server ready again`);
        },
      },
      { at: 600, what: "SMTP stopped", act: () => sink.stop() },
      { at: 800, what: "SMTP started", act: () => sink.start() },
    ];
    const started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
    const faults = [];

    const client = async () => {
      while (accepted.size < FAULT_POSTS) {
        if (plan[0] && accepted.size >= plan[0].at) {
          const step = plan.shift();
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
          if (response.status === 202) accepted.add((await response.json()).id);
          else {
            unacknowledged += 1;
            await response.arrayBuffer();
          }
        } catch {
          // Refused or cut by the kill: not acknowledged, so the visitor would try again.
          unacknowledged += 1;
        }
        await sleep(FAULT_PAUSE_MS);
      }
    };
    await Promise.all(Array.from({ length: FAULT_CLIENTS }, client));
    await Promise.all(faults);
    const postedFor = (performance.now() - started) / 1000;

    const deadline = Date.now() + DELIVERY_WAIT_MS;
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

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "n/a");

function section({ startedAt, finishedAt, results, fault, errors }) {
  const cpus = os.cpus();
  const lines = [SECTION_TITLE, ""];
  lines.push(
    "Written by `node bench/forms.mjs` (part of `npm run bench`; alone: `npm run bench:forms`). Do not edit by hand.",
    "",
    `- Date: ${startedAt.toISOString()} (took ${Math.round((finishedAt - startedAt) / 1000)} s)`,
    `- Machine: ${cpus[0]?.model?.trim() ?? "unknown"}, ${cpus.length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB; Node ${process.version}. The load generator, the SMTP server and the app server share these cores.`,
    `- Acceptance: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s of \`POST ${MAIL_SENDING_PATH}\` with a valid XSRF cookie and header, RATE_LIMIT raised; the delivery worker sends to the local SMTP server meanwhile. Delivery: ${LATENCY_POSTS} posts ${LATENCY_GAP_MS} ms apart on a fresh server and database; time from the 202 reaching the client to the mail reaching the SMTP server.`,
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
  if (fault) {
    const met = fault.lost === 0 && fault.duplicates <= fault.kills;
    lines.push(
      `Fault run (SQLite): ${FAULT_CLIENTS} clients post, each pausing ${FAULT_PAUSE_MS} ms between posts, until ${FAULT_POSTS} are accepted; outbox lease ${FAULT_LEASE_S} s. What happened:`,
      "",
      ...fault.events.map((event) => `- ${event}`),
      "",
      "| posts tried | not acknowledged (refused or cut) | accepted | delivered | duplicates | lost | target (lost 0, duplicates ≤ 1 per kill) |",
      "| --- | --- | --- | --- | --- | --- | --- |",
      `| ${fault.attempts} | ${fault.unacknowledged} | ${fault.accepted} | ${fault.delivered} | ${fault.duplicates} | ${fault.lost} | ${met ? "met" : "**not met**"} |`,
      "",
      `Posting took ${fault.postedFor.toFixed(1)} s; the last mail arrived by ${fault.deliveredAfter.toFixed(1)} s. Mails delivered for posts the client never saw acknowledged (stored just before the kill): ${fault.strays}.`,
      "",
    );
  }
  if (errors.length) lines.push(...errors.map((error) => `- Error: ${error}`), "");
  return lines.join("\n");
}

async function main() {
  const startedAt = new Date();
  assertBuilt();
  const results = [];
  const errors = [];
  let fault;
  for (const engine of ["SQLite", "PostgreSQL"]) {
    try {
      results.push(await withTimeout(acceptanceAndDelivery(engine), TOTAL_TIMEOUT_MS / 3, `the ${engine} benchmark`));
    } catch (error) {
      errors.push(`${engine}: ${error.message}`);
      console.error(`bench-forms: ${engine} failed: ${error.stack}`);
    }
  }
  try {
    fault = await withTimeout(faultRun(), TOTAL_TIMEOUT_MS / 3, "the fault run");
  } catch (error) {
    errors.push(`fault run: ${error.message}`);
    console.error(`bench-forms: the fault run failed: ${error.stack}`);
  }
  writeSection(SECTION_TITLE, section({ startedAt, finishedAt: new Date(), results, fault, errors }));
  console.log(`bench-forms: wrote the forms section of ${path.relative(process.cwd(), RESULTS) || RESULTS}`);
  for (const r of results) {
    console.log(
      `bench-forms: ${r.engine}: ${Math.round(r.acceptance.acceptedPerSecond)} accepted/s; delivery p50 ${ms(r.delivery.p50)}, p99 ${ms(r.delivery.p99)}`,
    );
  }
  if (fault) {
    console.log(
      `bench-forms: faults: accepted ${fault.accepted}, delivered ${fault.delivered}, duplicates ${fault.duplicates}, lost ${fault.lost}`,
    );
  }
  process.exitCode = errors.length === 0 && fault && fault.lost === 0 ? 0 : 1;
}

await main();
