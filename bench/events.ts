// Load benchmark of the events API next to a static page, on SQLite and on PostgreSQL.
//
//   npm run bench          (Lighthouse first, then this)
//   npm run bench:events   (only this; builds first)
//
// For each engine: the real server (`node server/dist/main.js`) with a temporary
// DATA_DIR (SQLite) or a throwaway PostgreSQL cluster, 50 events stored with the
// server's own modules while it runs, then autocannon (50 connections, 10 s) on
// GET /Bweb/api/events (compressed as browsers ask, and uncompressed) and GET /home,
// alternately, twice each. Appends (or replaces) the "Events API load" section of
// bench/RESULTS.md. Target: the events list serves at least half the static page's
// request rate.

import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon, { type Result } from "autocannon";
import sharp from "sharp";
import { createDatabase, startPostgres, type ThrowawayPostgres } from "../scripts/postgres.mjs";
import { assertBuilt, REPO_ROOT, startServer, type RunningServer } from "../scripts/server-process.mjs";
import { errorLines, onEachEngine, sectionHead, writeLoadSection, type Engine } from "./lib/load-section.ts";
import { LOAD_SECTION_TITLES } from "./lib/results-file.ts";
import { sleep } from "./lib/time-limit.ts";

const SECTION_TITLE = LOAD_SECTION_TITLES.events;
const LOG = "bench-events";
/** The load: events stored, autocannon's connections, seconds per run, rounds, warm-up seconds. */
const LOAD = { events: 50, connections: 50, durationS: 10, rounds: 2, warmupS: 2 } as const;
const TARGET_RATIO = 0.5;
// Browsers ask for compression; both answers are precompressed in memory.
const HEADERS = { "accept-encoding": "gzip, deflate, br" };
const TOTAL_TIMEOUT_MS = 10 * 60_000;

/** One of the server's built modules, typed by its source. */
const dist = <Module>(file: string): Promise<Module> =>
  import(pathToFileURL(path.join(REPO_ROOT, "server/dist", file)).href) as Promise<Module>;

/** 50 events as staff would add them: varied titles and descriptions, a few without. */
async function fillDatabase({ dataDir, databaseUrl }: { dataDir: string; databaseUrl: string | undefined }) {
  const { openDatabase } = await dist<typeof import("../server/src/db/open.ts")>("db/open.js");
  const { makeEventRenditions } =
    await dist<typeof import("../server/src/events/images.ts")>("events/images.js");
  const { insertEvent } = await dist<typeof import("../server/src/events/store.ts")>("events/store.js");
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
    const renditions = await makeEventRenditions(picture, { avifEffort: 2 });
    const topics = [
      "Go-live",
      "Training workshop",
      "Client visit",
      "Anniversary",
      "Hackathon",
      "Team outing",
      "Award",
    ];
    for (let i = 0; i < LOAD.events; i += 1) {
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

async function waitForEvents(baseURL: string, count: number): Promise<number> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseURL}/Bweb/api/events`, { signal: AbortSignal.timeout(5_000) });
    const body: unknown = await response.json();
    if (Array.isArray(body) && body.length === count) return Buffer.byteLength(JSON.stringify(body));
    await sleep(200);
  }
  throw new Error(`the server did not list ${count} events within 15 s`);
}

function load(url: string, durationS: number, headers: Record<string, string>): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: LOAD.connections, duration: durationS, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

// What is measured, alternately: the list as browsers get it (brotli from memory), the
// same list uncompressed (a client that sends no Accept-Encoding: the worst case), and
// the prerendered home page as browsers get it.
const TARGETS = [
  { name: "events", path: "/Bweb/api/events", headers: HEADERS, label: "`/Bweb/api/events`" },
  {
    name: "eventsIdentity",
    path: "/Bweb/api/events",
    headers: {},
    label: "`/Bweb/api/events`, no Accept-Encoding",
  },
  { name: "home", path: "/home", headers: HEADERS, label: "`/home`" },
] as const;
type TargetName = (typeof TARGETS)[number]["name"];

interface Run {
  rps: number;
  p99: number;
  mean: number;
  bytes: number;
  failures: number;
}

async function measure(baseURL: string, label: string): Promise<Record<TargetName, Run>> {
  for (const target of TARGETS) await load(`${baseURL}${target.path}`, LOAD.warmupS, target.headers);
  const runs: Record<TargetName, Run[]> = { events: [], eventsIdentity: [], home: [] };
  for (let round = 1; round <= LOAD.rounds; round += 1) {
    for (const target of TARGETS) {
      const result = await load(`${baseURL}${target.path}`, LOAD.durationS, target.headers);
      const run = {
        rps: result.requests.average,
        p99: result.latency.p99,
        mean: result.latency.average,
        bytes: result.throughput.average / Math.max(result.requests.average, 1),
        failures: result.non2xx + result.errors + result.timeouts,
      };
      runs[target.name].push(run);
      console.log(
        `${LOG}: ${label} ${target.label} round ${round}: ${Math.round(run.rps)} req/s, p99 ${run.p99} ms, ` +
          `${run.failures} failures`,
      );
    }
  }
  const average = (list: Run[], key: keyof Run) => list.reduce((sum, run) => sum + run[key], 0) / list.length;
  const summary = (name: TargetName): Run => ({
    rps: average(runs[name], "rps"),
    p99: Math.max(...runs[name].map((run) => run.p99)),
    mean: average(runs[name], "mean"),
    bytes: average(runs[name], "bytes"),
    failures: runs[name].reduce((sum, run) => sum + run.failures, 0),
  });
  return { events: summary("events"), eventsIdentity: summary("eventsIdentity"), home: summary("home") };
}

type EngineResult = { engine: Engine; jsonBytes: number } & Record<TargetName, Run>;

async function benchEngine(engine: Engine): Promise<EngineResult> {
  let cluster: ThrowawayPostgres | undefined;
  let server: RunningServer | undefined;
  try {
    const env: Record<string, string> = { SAMPLE_EVENTS: "false" };
    let databaseUrl: string | undefined;
    if (engine === "PostgreSQL") {
      cluster = await startPostgres({ label: "bench-pg" });
      databaseUrl = await createDatabase(cluster.url, "bench");
      env.DATABASE_URL = databaseUrl;
    }
    server = await startServer({ label: `bench-${engine.toLowerCase()}`, env, logLevel: "warn" });
    await fillDatabase({ dataDir: server.dataDir, databaseUrl });
    const jsonBytes = await waitForEvents(server.baseURL, LOAD.events);
    const measured = await measure(server.baseURL, engine);
    return { engine, jsonBytes, ...measured };
  } finally {
    await server?.stop(5_000);
    await cluster?.stop();
  }
}

function section({
  startedAt,
  finishedAt,
  results,
  errors,
}: {
  startedAt: Date;
  finishedAt: Date;
  results: EngineResult[];
  errors: string[];
}) {
  const lines = sectionHead({
    title: SECTION_TITLE,
    name: "events",
    startedAt,
    finishedAt,
    machineNote: "autocannon runs on the same cores as the server.",
  });
  lines.push(
    `- ${LOAD.events} events in the database; autocannon ${LOAD.connections} connections, ${LOAD.durationS} s per run, ${LOAD.rounds} rounds alternating the three cases below after a ${LOAD.warmupS} s warm-up each; \`Accept-Encoding: gzip, deflate, br\` as browsers send, except where noted. req/s is the mean of the rounds, p99 the worst round's (autocannon measures latency in whole milliseconds).`,
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
  lines.push(...errorLines(errors));
  return lines.join("\n");
}

async function main() {
  const startedAt = new Date();
  assertBuilt();
  const { results, errors } = await onEachEngine(LOG, TOTAL_TIMEOUT_MS / 2, benchEngine);
  writeLoadSection(
    LOG,
    SECTION_TITLE,
    "events",
    section({ startedAt, finishedAt: new Date(), results, errors }),
  );
  for (const r of results) {
    console.log(`${LOG}: ${r.engine}: events/home = ${(r.events.rps / r.home.rps).toFixed(2)}`);
  }
  process.exitCode = errors.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(`${LOG}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
