#!/usr/bin/env node
// Load benchmark of the events API next to a static page, on SQLite and on PostgreSQL.
//
//   npm run bench          (Lighthouse first, then this)
//   npm run bench:events   (only this; builds first)
//   node bench/events.mjs  (the build must exist)
//
// For each engine: the real server (`node server/dist/main.js`) with a temporary
// DATA_DIR (SQLite) or a throwaway PostgreSQL cluster, 50 events stored with the
// server's own modules while it runs, then autocannon (50 connections, 10 s) on
// GET /Bweb/api/events (compressed as browsers ask, and uncompressed) and GET /home,
// alternately, twice each. Appends (or replaces) the
// "Events API load" section of bench/RESULTS.md. Target: the events list serves at
// least half the static page's request rate.

import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import sharp from "sharp";
import { createDatabase, startPostgres } from "../scripts/postgres.mjs";
import { assertBuilt, REPO_ROOT, startServer } from "../scripts/server-process.mjs";
import { LOAD_SECTION_TITLES, RESULTS, writeSection } from "./results-file.mjs";
import { withTimeout } from "./time-limit.mjs";

const SECTION_TITLE = LOAD_SECTION_TITLES[0];
const EVENTS = 50;
const CONNECTIONS = 50;
const DURATION_S = 10;
const ROUNDS = 2;
const WARMUP_S = 2;
const TARGET_RATIO = 0.5;
// Browsers ask for compression; both answers are precompressed in memory.
const HEADERS = { "accept-encoding": "gzip, deflate, br" };
const TOTAL_TIMEOUT_MS = 10 * 60_000;

const dist = (file) => import(pathToFileURL(path.join(REPO_ROOT, "server/dist", file)).href);

/** 50 events as staff would add them: varied titles and descriptions, a few without. */
async function fillDatabase({ dataDir, databaseUrl }) {
  const { openDatabase } = await dist("db/open.js");
  const { makeRenditions } = await dist("events/images.js");
  const { insertEvent } = await dist("events/store.js");
  const { db } = await openDatabase({ dataDir, databaseUrl });
  try {
    // One photo-sized picture, its renditions shared by every event: the list's size and
    // the queries are what matter here, not encoding time.
    const picture = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="1600" height="1000"><circle cx="500" cy="400" r="300" fill="#ffd166"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    const renditions = await makeRenditions(picture, { avifEffort: 2 });
    const topics = ["Go-live", "Training workshop", "Client visit", "Anniversary", "Hackathon", "Team outing", "Award"];
    for (let i = 0; i < EVENTS; i += 1) {
      const day = new Date(Date.UTC(2021, 0, 1) + i * 29 * 86_400_000).toISOString().slice(0, 10);
      await insertEvent(db, {
        title: `${topics[i % topics.length]} #${i + 1}: a day to remember at the Salem office`,
        description:
          i % 5 === 4
            ? undefined
            : `Event ${i + 1}. The team gathered to mark the occasion with our clients and partners: ` +
              "talks, a demonstration of the new release, and lunch together. Thank you to everyone who came.",
        date: day,
        renditions,
      });
    }
  } finally {
    await db.destroy();
  }
}

async function waitForEvents(baseURL, count) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseURL}/Bweb/api/events`, { signal: AbortSignal.timeout(5_000) });
    const body = await response.json();
    if (Array.isArray(body) && body.length === count) return Buffer.byteLength(JSON.stringify(body));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not list ${count} events within 15 s`);
}

function load(url, durationS, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: durationS, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

// What is measured, alternately: the list as browsers get it (brotli from memory), the
// same list uncompressed (a client that sends no Accept-Encoding: the worst case), and
// the prerendered home page as browsers get it.
const TARGETS = [
  { name: "events", path: "/Bweb/api/events", headers: HEADERS, label: "`/Bweb/api/events`" },
  { name: "eventsIdentity", path: "/Bweb/api/events", headers: {}, label: "`/Bweb/api/events`, no Accept-Encoding" },
  { name: "home", path: "/home", headers: HEADERS, label: "`/home`" },
];

async function measure(baseURL, label) {
  for (const target of TARGETS) await load(`${baseURL}${target.path}`, WARMUP_S, target.headers);
  const runs = Object.fromEntries(TARGETS.map((target) => [target.name, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of TARGETS) {
      const result = await load(`${baseURL}${target.path}`, DURATION_S, target.headers);
      const run = {
        rps: result.requests.average,
        p99: result.latency.p99,
        mean: result.latency.average,
        bytes: result.throughput.average / Math.max(result.requests.average, 1),
        failures: result.non2xx + result.errors + result.timeouts,
      };
      runs[target.name].push(run);
      console.log(
        `bench-events: ${label} ${target.label} round ${round}: ${Math.round(run.rps)} req/s, p99 ${run.p99} ms, ` +
          `${run.failures} failures`,
      );
    }
  }
  const average = (list, key) => list.reduce((sum, run) => sum + run[key], 0) / list.length;
  const summary = (name) => ({
    rps: average(runs[name], "rps"),
    p99: Math.max(...runs[name].map((run) => run.p99)),
    mean: average(runs[name], "mean"),
    bytes: average(runs[name], "bytes"),
    failures: runs[name].reduce((sum, run) => sum + run.failures, 0),
  });
  return Object.fromEntries(TARGETS.map((target) => [target.name, summary(target.name)]));
}

async function benchEngine(engine) {
  let cluster;
  let server;
  try {
    const env = { SAMPLE_EVENTS: "false" };
    let databaseUrl;
    if (engine === "PostgreSQL") {
      cluster = await startPostgres({ label: "bench-pg" });
      databaseUrl = await createDatabase(cluster.url, "bench");
      env.DATABASE_URL = databaseUrl;
    }
    server = await startServer({ label: `bench-${engine.toLowerCase()}`, env, logLevel: "warn" });
    await fillDatabase({ dataDir: server.dataDir, databaseUrl });
    const jsonBytes = await waitForEvents(server.baseURL, EVENTS);
    const measured = await measure(server.baseURL, engine);
    return { engine, jsonBytes, ...measured };
  } finally {
    await server?.stop(5_000);
    await cluster?.stop();
  }
}

function section({ startedAt, finishedAt, results, errors }) {
  const cpus = os.cpus();
  const lines = [SECTION_TITLE, ""];
  lines.push(
    "Written by `node bench/events.mjs` (part of `npm run bench`; alone: `npm run bench:events`). Do not edit by hand.",
    "",
  );
  lines.push(`- Date: ${startedAt.toISOString()} (took ${Math.round((finishedAt - startedAt) / 1000)} s)`);
  lines.push(
    `- Machine: ${cpus[0]?.model?.trim() ?? "unknown"}, ${cpus.length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB; Node ${process.version}. autocannon runs on the same cores as the server.`,
  );
  lines.push(
    `- ${EVENTS} events in the database; autocannon ${CONNECTIONS} connections, ${DURATION_S} s per run, ${ROUNDS} rounds alternating the three cases below after a ${WARMUP_S} s warm-up each; \`Accept-Encoding: gzip, deflate, br\` as browsers send, except where noted. req/s is the mean of the rounds, p99 the worst round's (autocannon measures latency in whole milliseconds).`,
  );
  lines.push("");
  lines.push("| engine | request | req/s | p99 latency | mean latency | bytes per response | failures |");
  lines.push("| --- | --- | --- | --- | --- | --- | --- |");
  for (const r of results) {
    for (const target of TARGETS) {
      const s = r[target.name];
      lines.push(
        `| ${r.engine} | ${target.label} | ${Math.round(s.rps)} | ${s.p99} ms | ${s.mean.toFixed(1)} ms | ${(s.bytes / 1024).toFixed(1)} KiB | ${s.failures} |`,
      );
    }
  }
  lines.push("");
  lines.push(
    "| engine | events req/s ÷ /home req/s | target ≥ 0.5 | same, list uncompressed | list JSON (uncompressed) |",
  );
  lines.push("| --- | --- | --- | --- | --- |");
  for (const r of results) {
    const ratio = r.events.rps / r.home.rps;
    const met = ratio >= TARGET_RATIO && r.events.failures === 0;
    lines.push(
      `| ${r.engine} | ${ratio.toFixed(2)} | ${met ? "met" : "**not met**"} | ${(r.eventsIdentity.rps / r.home.rps).toFixed(2)} | ${(r.jsonBytes / 1024).toFixed(1)} KiB |`,
    );
  }
  lines.push("");
  if (errors.length) lines.push(...errors.map((error) => `- Error: ${error}`), "");
  return lines.join("\n");
}

async function main() {
  const startedAt = new Date();
  assertBuilt();
  const results = [];
  const errors = [];
  for (const engine of ["SQLite", "PostgreSQL"]) {
    try {
      results.push(await withTimeout(benchEngine(engine), TOTAL_TIMEOUT_MS / 2, `the ${engine} benchmark`));
    } catch (error) {
      errors.push(`${engine}: ${error.message}`);
      console.error(`bench-events: ${engine} failed: ${error.message}`);
    }
  }
  writeSection(SECTION_TITLE, section({ startedAt, finishedAt: new Date(), results, errors }));
  console.log(`bench-events: wrote the events section of ${path.relative(process.cwd(), RESULTS) || RESULTS}`);
  for (const r of results) {
    console.log(`bench-events: ${r.engine}: events/home = ${(r.events.rps / r.home.rps).toFixed(2)}`);
  }
  process.exitCode = errors.length === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(`bench-events: ${error.message}`);
  process.exit(1);
});
