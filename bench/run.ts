// Lighthouse benchmark of the built site served by the real server, on every route.
//
//   npm run bench              (ensures Chromium and PostgreSQL, builds, then this and the load benchmarks)
//   npm run bench:lighthouse   (ensures Chromium, builds, then only this)
//
// Lighthouse 13 with its default config: mobile form factor, simulated throttling
// (slow 4G, 4x CPU slowdown), a fresh Chrome for every run. Every canonical page of the
// site (allPages() in web/app/pages.ts; aliases such as /career are the same screens and
// are skipped), /gallery with the server's sample events. Three runs of every route, the
// median counting (lighthouse/plan.ts). bench/RESULTS.md gets
// one row per route, the home page's targets, the whole site's targets and, for every
// route that misses one, the audits that fail. Everything is bounded in time, and Chrome
// and the server are always stopped.
//
// The parts: lighthouse/plan.ts (routes, runs, limits), lighthouse/chrome.ts (one run),
// lighthouse/metrics.ts (what a run measured), lighthouse/targets.ts and
// lighthouse/report.ts (RESULTS.md's Lighthouse part).

import { statSync, writeFileSync } from "node:fs";
import { requireChromiumPath } from "../scripts/chromium.mjs";
import { assertBuilt, SERVER_MAIN, SITE_MANIFEST, startServer } from "../scripts/server-process.mjs";
import { LOAD_SECTION_TITLES, readSection, RESULTS, resultsPathShown } from "./lib/results-file.ts";
import { messageOf } from "./lib/time-limit.ts";
import { killCurrentChrome, machineInfo, runLighthouse } from "./lighthouse/chrome.ts";
import { clsText, kib, seconds } from "./lighthouse/format.ts";
import { medianOf, metrics } from "./lighthouse/metrics.ts";
import {
  ATTEMPTS,
  RUNS,
  sampleEventCount,
  siteRoutes,
  TOTAL_TIMEOUT_MS,
  type RouteResult,
} from "./lighthouse/plan.ts";
import { report } from "./lighthouse/report.ts";
import { missesOf } from "./lighthouse/targets.ts";

/** The sections bench/events.ts, bench/forms.ts and bench/hostile.ts wrote into RESULTS.md: kept as they are. */
function loadSections(): string | undefined {
  const kept = Object.values(LOAD_SECTION_TITLES)
    .map(readSection)
    .filter((text): text is string => Boolean(text));
  return kept.length ? kept.map((text) => text.trimEnd()).join("\n\n") : undefined;
}

// The server keeps the pages in memory: a rebuild while it runs leaves them pointing at
// assets that are gone. The build is watched, and the bench stops when it changes.
const buildStamp = () =>
  [SITE_MANIFEST, SERVER_MAIN].map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs).join(",");

interface Session {
  baseURL: string;
  chromePath: string;
  /** buildStamp() when the server started. */
  builtAs: string;
  deadline: number;
  errors: string[];
}

/**
 * Run `run` of a route, tried up to ATTEMPTS times; what fails goes to `errors`. False
 * when the build changed under the server: the measuring stops.
 */
async function measureRun(
  result: RouteResult,
  run: number,
  progress: string,
  session: Session,
  notMeasured: () => string,
): Promise<boolean> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const t0 = Date.now();
    let failure: string;
    try {
      const lhr = await runLighthouse(`${session.baseURL}${result.route}`, session.chromePath);
      if (buildStamp() !== session.builtAs) {
        session.errors.push(
          `web/build or server/dist changed while the benchmark ran (a rebuild?): stopped before recording ${result.route} run ${run}; ` +
            `not measured: ${notMeasured()}. Run it again on a build nobody rebuilds meanwhile.`,
        );
        console.error("bench: the build changed under the running server: stopping");
        return false;
      }
      if (lhr.runtimeError) {
        failure = `Lighthouse could not use the page load (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`;
      } else {
        const m = metrics(lhr);
        result.runs.push(m);
        console.log(
          `bench: [${progress}] ${result.route} run ${run}: perf ${m.performance}, a11y ${m.accessibility}, bp ${m.bestPractices}, seo ${m.seo}, ` +
            `LCP ${seconds(m.lcpMs)}, TBT ${Math.round(m.tbtMs)} ms, CLS ${clsText(m.cls)}, JS ${kib(m.jsBytes)}, total ${kib(m.totalBytes)} ` +
            `(${((Date.now() - t0) / 1000).toFixed(0)} s)`,
        );
        return true;
      }
    } catch (error) {
      failure = messageOf(error);
    }
    console.error(`bench: ${result.route} run ${run} attempt ${attempt} failed: ${failure}`);
    if (attempt < ATTEMPTS && Date.now() <= session.deadline) {
      result.retries.push(`run ${run} attempt ${attempt}: ${failure}`);
    } else {
      session.errors.push(`${result.route} run ${run}: ${failure}`);
      return true;
    }
  }
  return true;
}

/** Every planned run of every route, in order, until the deadline or a rebuild. */
async function measureRoutes(results: RouteResult[], session: Session): Promise<void> {
  for (const [i, result] of results.entries()) {
    const notMeasured = () =>
      results
        .slice(i)
        .map((r) => r.route)
        .join(", ");
    for (let run = 1; run <= result.planned; run += 1) {
      if (Date.now() > session.deadline) {
        session.errors.push(
          `stopped at ${result.route} run ${run}: the benchmark exceeded ${TOTAL_TIMEOUT_MS / 60_000} min; not measured: ${notMeasured()}`,
        );
        return;
      }
      if (!(await measureRun(result, run, `${i + 1}/${results.length}`, session, notMeasured))) return;
    }
  }
}

async function main() {
  const startedAt = new Date();
  assertBuilt();
  const chromePath = requireChromiumPath();
  const info = machineInfo(chromePath);
  const plan = await siteRoutes();
  const errors: string[] = [];
  const results: RouteResult[] = plan.map(({ route, runs, hydrated, unlisted }) => ({
    route,
    hydrated,
    unlisted,
    planned: runs,
    runs: [],
    retries: [],
    med: undefined,
  }));
  const builtAs = buildStamp();
  let eventCount: number | undefined;
  let lighthouseMs = 0;

  // A fresh DATA_DIR (startServer) and SQLite: a new database, so sample events for
  // /gallery. Variables from the caller's shell must not change that.
  const server = await startServer({
    label: "bench-server",
    readyTimeoutMs: 30_000,
    logLevel: "warn",
    env: { SAMPLE_EVENTS: "true", DATABASE_URL: "", REDIS_URL: "", WEB_ROOT: "" },
  });
  const stopAll = async () => server.stop(5_000);
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`bench: ${signal}, stopping Chrome and the server`);
    killCurrentChrome();
    void stopAll().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    try {
      eventCount = await sampleEventCount(server.baseURL);
      console.log(`bench: ${eventCount} sample events for /gallery`);
    } catch (error) {
      errors.push(messageOf(error));
      console.error(`bench: ${messageOf(error)}`);
    }
    console.log(
      `bench: ${plan.length} routes, ${plan.reduce((sum, p) => sum + p.runs, 0)} Lighthouse runs (${RUNS} each)`,
    );
    const lighthouseStart = Date.now();
    const deadline = lighthouseStart + TOTAL_TIMEOUT_MS;
    await measureRoutes(results, { baseURL: server.baseURL, chromePath, builtAs, deadline, errors });
    lighthouseMs = Date.now() - lighthouseStart;
  } finally {
    await stopAll();
  }
  for (const result of results) result.med = medianOf(result.runs);

  const finishedAt = new Date();
  writeFileSync(
    RESULTS,
    report({
      results,
      startedAt,
      finishedAt,
      lighthouseMs,
      info,
      errors,
      eventCount,
      previousEvents: loadSections(),
    }),
  );
  console.log(`bench: wrote ${resultsPathShown()}`);
  for (const r of results) {
    const misses = missesOf(r);
    if (misses.length)
      console.log(`bench: ${r.route} misses ${misses.map(({ target }) => target.label).join("; ")}`);
  }
  console.log(
    `bench: Lighthouse part took ${Math.round(lighthouseMs / 1000)} s, all ${Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000)} s`,
  );
  const complete = results.every((r) => r.runs.length === r.planned) && eventCount !== undefined;
  process.exitCode = complete ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(`bench: ${messageOf(error)}`);
  process.exit(1);
});
