// What counting visits costs a public page (server/src/visits/): the same build served
// by two real servers (`node server/dist/main.js`, SQLite), one with VISIT_COUNTS=false
// (no hook at all: the server as it was before the counts) and one counting, loaded in
// turn with autocannon (50 connections) on /home as a visit's first page (a campaign's
// link, no Referer) and as a page reached from the site (a Referer of its own), six
// rounds of side-by-side pairs. Then the counting server is stopped (its last counts are
// written on shutdown) and the stored views are compared with the pages it answered.
//
//   npm run bench:visits   (builds first)
//
// Target: counting costs under 5% of the request rate, and every answered page is counted.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon, { type Result } from "autocannon";
import { REPO_ROOT, startServer, type RunningServer } from "../scripts/server-process.mjs";
import { errorLines, sectionHead, writeLoadSection } from "./lib/load-section.ts";
import { LOAD_SECTION_TITLES } from "./lib/results-file.ts";
import { messageOf, withTimeout } from "./lib/time-limit.ts";

const SECTION_TITLE = LOAD_SECTION_TITLES.visits;
const LOG = "bench-visits";
const LOAD = { connections: 50, durationS: 5, rounds: 6, warmupS: 2 } as const;
const TARGET_COST = 0.05;
const TOTAL_TIMEOUT_MS = 8 * 60_000;
// As a browser asks for a page.
const BROWSER = {
  "accept-encoding": "gzip, deflate, br",
  accept: "text/html,application/xhtml+xml",
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
};

/** One of the server's built modules, typed by its source. */
const dist = <Module>(file: string): Promise<Module> =>
  import(pathToFileURL(path.join(REPO_ROOT, "server/dist", file)).href) as Promise<Module>;

const CASES = [
  {
    name: "start",
    label: "`/home?utm_campaign=spring`, no Referer (a visit's first page)",
    path: "/home?utm_campaign=spring",
    fromSite: false,
  },
  { name: "view", label: "`/home` from another page of the site", path: "/home", fromSite: true },
] as const;
type CaseName = (typeof CASES)[number]["name"];
type Mode = "off" | "on";

interface Run {
  rps: number;
  p99: number;
  answered: number;
  failures: number;
}

function load(url: string, durationS: number, headers: Record<string, string>): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: LOAD.connections, duration: durationS, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function measure(servers: Record<Mode, RunningServer>) {
  const runs: Record<Mode, Record<CaseName, Run[]>> = {
    off: { start: [], view: [] },
    on: { start: [], view: [] },
  };
  // Pages the counting server answered (warm-up included): what it must have counted.
  let answeredOn = 0;
  const run = async (mode: Mode, which: (typeof CASES)[number], durationS: number) => {
    const { baseURL } = servers[mode];
    const headers = which.fromSite ? { ...BROWSER, referer: `${baseURL}/about` } : BROWSER;
    const result = await load(`${baseURL}${which.path}`, durationS, headers);
    if (mode === "on") answeredOn += result["2xx"];
    return result;
  };
  for (const mode of ["off", "on"] as const) for (const which of CASES) await run(mode, which, LOAD.warmupS);
  for (let round = 1; round <= LOAD.rounds; round += 1)
    for (const which of CASES)
      // Side by side, each first in every other round: a drift in what else the shared
      // machine does falls on both.
      for (const mode of round % 2 === 1 ? (["off", "on"] as const) : (["on", "off"] as const)) {
        const result = await run(mode, which, LOAD.durationS);
        const measured = {
          rps: result.requests.average,
          p99: result.latency.p99,
          answered: result["2xx"],
          failures: result.non2xx + result.errors + result.timeouts,
        };
        runs[mode][which.name].push(measured);
        console.log(
          `${LOG}: counting ${mode}, ${which.name}, round ${round}: ${Math.round(measured.rps)} req/s, p99 ${measured.p99} ms, ${measured.failures} failures`,
        );
      }
  return { runs, answeredOn };
}

/** The page views and visits the counting server stored (read once it has stopped). */
async function storedCounts(dataDir: string) {
  const { openDatabase } = await dist<typeof import("../server/src/db/open.ts")>("db/open.js");
  const { db } = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    const row = await db
      .selectFrom("visit_page_views")
      .select((eb) => [eb.fn.sum<string>("views").as("views"), eb.fn.sum<string>("visits").as("visits")])
      .executeTakeFirst();
    return { views: Number(row?.views ?? 0), visits: Number(row?.visits ?? 0) };
  } finally {
    await db.destroy();
  }
}

const mean = (list: Run[]) => list.reduce((sum, run) => sum + run.rps, 0) / list.length;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  const startedAt = new Date();
  const errors: string[] = [];
  const lines: string[] = [];
  let off: RunningServer | undefined;
  let on: RunningServer | undefined;
  // The counting server's own, so that its database outlives it and can be read.
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-bench-visits-"));
  try {
    await withTimeout(
      (async () => {
        const env = { SAMPLE_EVENTS: "false" };
        off = await startServer({ label: "bench-visits-off", env: { ...env, VISIT_COUNTS: "false" } });
        on = await startServer({ label: "bench-visits-on", dataDir, env: { ...env, VISIT_COUNTS: "true" } });
        const { runs, answeredOn } = await measure({ off, on });
        await on.stop(10_000);
        const stored = await storedCounts(dataDir);

        lines.push("| request | counting | req/s (mean of rounds) | p99 latency (worst round) | failures |");
        lines.push("| --- | --- | --- | --- | --- |");
        const costs: string[] = [];
        for (const which of CASES) {
          for (const mode of ["off", "on"] as const) {
            const list = runs[mode][which.name];
            lines.push(
              `| ${which.label} | ${mode === "off" ? "off (VISIT_COUNTS=false: as before)" : "on"} | ${Math.round(mean(list))} | ${Math.max(...list.map((r) => r.p99))} ms | ${list.reduce((sum, r) => sum + r.failures, 0)} |`,
            );
          }
          // Each round's pair of runs side by side, then the median round: the machine's
          // other work moves both runs of a pair alike.
          const paired = runs.on[which.name].map(
            (on, index) => 1 - on.rps / runs.off[which.name][index]!.rps,
          );
          const cost = median(paired);
          costs.push(
            `- ${which.label}: counting costs ${(cost * 100).toFixed(1)}% of the request rate, the median of the rounds' pairs (${paired.map((each) => `${(each * 100).toFixed(1)}%`).join(", ")}; target under ${TARGET_COST * 100}%): ${cost < TARGET_COST ? "met" : "**not met**"}`,
          );
        }
        lines.push("", ...costs);
        // autocannon stops looking when a run's time is up, with a request in flight on each
        // connection: the server answers (and counts) those too.
        const inFlight = LOAD.connections * (CASES.length * (LOAD.rounds + 1));
        const extra = stored.views - answeredOn;
        const counted = extra >= 0 && extra <= inFlight;
        lines.push(
          `- Pages the counting server answered as autocannon saw them: ${answeredOn}; page views it stored: ${stored.views} (visits: ${stored.visits}); the ${extra} more are at most the ${inFlight} requests in flight when its runs stopped (one per connection), which it answered after autocannon stopped looking: ${counted ? "every page counted, none twice" : "**not every page counted once**"}`,
        );
      })(),
      TOTAL_TIMEOUT_MS,
      "the visits benchmark",
    );
  } catch (error) {
    errors.push(messageOf(error));
    console.error(`${LOG}: ${messageOf(error)}`);
  } finally {
    await off?.stop(5_000);
    await on?.stop(5_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const finishedAt = new Date();
  const head = sectionHead({
    title: SECTION_TITLE,
    name: "visits",
    startedAt,
    finishedAt,
    machineNote:
      "autocannon runs on the same cores as the servers; the two servers run side by side, loaded one at a time.",
  });
  head.push(
    `- The same build on SQLite, once with \`VISIT_COUNTS=false\` (the server without the counts' hook, as before them) and once counting; autocannon ${LOAD.connections} connections, ${LOAD.durationS} s per run, ${LOAD.rounds} rounds of the two servers side by side on each request (which goes first alternating) after a ${LOAD.warmupS} s warm-up each; a browser's \`Accept-Encoding\`, \`Accept\` and \`User-Agent\`. The counting server writes its counts every 30 s during the runs and on shutdown.`,
    "",
  );
  writeLoadSection(
    LOG,
    SECTION_TITLE,
    "visit counts",
    [...head, ...lines, "", ...errorLines(errors)].join("\n"),
  );
  if (errors.length > 0) process.exitCode = 1;
}

await main();
