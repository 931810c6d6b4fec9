// The production shape under load, faults and time: nginx over TLS in front of
// the built app on PostgreSQL and Redis (deploy/test/stack.ts, the deployment test's own
// stack, with Debian's default of one nginx worker per core), measured with wrk.
//
//   npm run bench                        (everything, this last)
//   npm run bench:deploy                 (this alone: load, faults, soak; about 20 min)
//   npx tsx --conditions=source bench/deploy.ts load faults   (some parts, on the build that exists)
//
// Replaces the three "Production shape" sections of bench/RESULTS.md that it ran.

import { EVENTS_PATH } from "@site/contracts/events";
import { freePort, assertBuilt } from "../scripts/server-process.mjs";
import { scaleFaultRun, SCALE_FAULTS, type ScaleFaultResult } from "./deploy/faults.ts";
import {
  CORES_EACH,
  LOAD,
  loadRun,
  type LoadResult,
  type ProxiedResult,
  type ScaleRow,
} from "./deploy/load.ts";
import { SOAK, soakRun, type SoakResult } from "./deploy/soak.ts";
import { hasWrk, type WrkResult } from "./deploy/wrk.ts";
import { SmtpSink } from "./forms/smtp-sink.ts";
import { sectionHead } from "./lib/load-section.ts";
import { LOAD_SECTION_TITLES, resultsPathShown, writeSection } from "./lib/results-file.ts";
import { stackOf, withTimeout } from "./lib/time-limit.ts";

const LOG = "bench:deploy";
const PARTS = ["load", "faults", "soak"] as const;
type Part = (typeof PARTS)[number];

const TARGETS = {
  twoOverOneEvents: 1.6,
  appOverNginx: 0.25,
  lost: 0,
  duplicatesPerKill: 1,
  // RSS growth after the first minute, per instance, in MiB a minute.
  rssSlopeMiBPerMinute: 1,
  // Every minute's p99 within this factor of the median minute's.
  p99Spread: 2,
} as const;

const MACHINE_NOTE =
  "wrk, nginx, the app instances, PostgreSQL, Redis and the SMTP server share these cores.";
const reqs = (result: WrkResult) => Math.round(result.perSecond).toLocaleString("en-US");
const p99 = (result: WrkResult) => `${result.p99.toFixed(1)} ms`;
const ratio = (value: number) => `${value.toFixed(2)}x`;
const mark = (ok: boolean) => (ok ? "met" : "**missed**");
const errorsOf = (result: WrkResult) => result.non2xx + result.socketErrors;

function head(title: string, startedAt: Date) {
  return sectionHead({ title, name: "deploy", startedAt, finishedAt: new Date(), machineNote: MACHINE_NOTE });
}

function loadSection(result: LoadResult, startedAt: Date): { text: string; ok: boolean } {
  const lines = head(LOAD_SECTION_TITLES.deployLoad, startedAt);
  lines.push(
    `- wrk 4.1, one thread, ${LOAD.connections} connections, ${LOAD.seconds} s per row after ${LOAD.warmUpSeconds} s unrecorded, \`Accept-Encoding: gzip\` on the GETs; posts with a valid XSRF cookie and header, RATE_LIMIT raised.`,
    "- Through nginx: HTTPS to deploy/nginx/site.conf (worker_processes auto: 2 here), to one instance and then to two on one PostgreSQL and Redis.",
    "",
  );
  let ok = true;
  const scaleTable = (rows: ScaleRow[], withTarget: boolean) => {
    lines.push(
      "| request (through nginx, TLS) | 1 instance req/s | p99 | 2 instances req/s | p99 | 2 ÷ 1 | errors | machine busy, 1 → 2 | instances' cores, 1 → 2 |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    for (const row of rows) {
      const scale = row.two.perSecond / row.one.perSecond;
      const target =
        withTarget && row.what.endsWith(EVENTS_PATH)
          ? ` (target ≥ ${TARGETS.twoOverOneEvents}x: ${mark(scale >= TARGETS.twoOverOneEvents)})`
          : "";
      if (target && scale < TARGETS.twoOverOneEvents) ok = false;
      const busy = (result: ProxiedResult) => `${Math.round(result.cpu.machineBusy * 100)}%`;
      const cores = (result: ProxiedResult) =>
        result.cpu.processCores.map((value) => value.toFixed(2)).join(" + ");
      lines.push(
        `| ${row.what} | ${reqs(row.one)} | ${p99(row.one)} | ${reqs(row.two)} | ${p99(row.two)} | ${ratio(scale)}${target} | ${errorsOf(row.one) + errorsOf(row.two)} | ${busy(row.one)} → ${busy(row.two)} | ${cores(row.one)} → ${cores(row.two)} |`,
      );
    }
  };
  lines.push(
    `Each instance capped at ${CORES_EACH} of a core (a cgroup cpu quota, \`bench/deploy/cpu-quota.ts\`), as if each had a small machine of its own: what a second instance adds when the instances, not the machine, are the limit. The scaling target is read here.`,
    "",
  );
  if (Array.isArray(result.capped)) scaleTable(result.capped, true);
  else {
    ok = false;
    lines.push(`Not measured: ${result.capped.unavailable}. (scaling target: **not shown**)`);
  }
  lines.push(
    "",
    "Uncapped: the instances take what the machine has left. One instance already keeps it about 90% busy (wrk, nginx's TLS, PostgreSQL and Redis share the two cores), so a second one cannot add much here.",
    "",
  );
  scaleTable(result.scale, false);
  lines.push(
    "",
    `Our own server alone (\`node server/dist/main.js\`, as \`npm start\` runs it, SQLite) against nginx serving the same files itself (one worker, \`gzip_static\`, plain HTTP on loopback): the page and the largest script (\`${result.largestScript.name}\`, ${(result.largestScript.gzipBytes / 1024).toFixed(1)} KiB gzipped).`,
    "",
    `| file | nginx req/s | p99 | our server req/s | p99 | ours ÷ nginx (target ≥ ${TARGETS.appOverNginx}x) |`,
    "| --- | --- | --- | --- | --- | --- |",
  );
  for (const row of result.ceiling) {
    const share = row.app.perSecond / row.nginx.perSecond;
    if (share < TARGETS.appOverNginx) ok = false;
    lines.push(
      `| ${row.what} | ${reqs(row.nginx)} | ${p99(row.nginx)} | ${reqs(row.app)} | ${p99(row.app)} | ${ratio(share)}: ${mark(share >= TARGETS.appOverNginx)} |`,
    );
  }
  return { text: lines.join("\n"), ok };
}

function faultSection(result: ScaleFaultResult, startedAt: Date): { text: string; ok: boolean } {
  const twice = result.duplicates + result.strays;
  const ok = result.lost === TARGETS.lost && twice <= TARGETS.duplicatesPerKill && result.unexplained === 0;
  const lines = head(LOAD_SECTION_TITLES.deployFaults, startedAt);
  const recovery = result.databaseRecovery;
  lines.push(
    `- ${SCALE_FAULTS.posts.toLocaleString("en-US")} contact messages posted at ${SCALE_FAULTS.ratePerSecond} a second (at most ${SCALE_FAULTS.maxInFlight} in flight) through nginx over TLS to two instances on PostgreSQL; a message not answered 202 is posted again ${SCALE_FAULTS.retryAfterMs / 1000} s later. OUTBOX_LEASE_SECONDS=${SCALE_FAULTS.leaseS}. Targets: none lost, at most ${TARGETS.duplicatesPerKill} message twice per kill, no 5xx but 503 with Retry-After.`,
    "",
    ...result.events.map((event) => `  - ${event}`),
    "",
    "| accepted | delivered | lost | delivered twice | stored twice | posts sent | answers seen | 5xx not a 503 with Retry-After | result |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    `| ${result.accepted} | ${result.delivered} | ${result.lost} | ${result.duplicates} | ${result.strays} | ${result.attempts} | ${Object.entries(
      result.statuses,
    )
      .sort()
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ")} | ${result.unexplained} | ${mark(ok)} |`,
    "",
    recovery
      ? `PostgreSQL was down ${recovery.downForS.toFixed(1)} s; clients saw ${recovery.refusedWhileDown} answers of 503 meanwhile, and the first post after it was back was accepted ${recovery.firstAcceptedAfterS.toFixed(1)} s later. `
      : "PostgreSQL was not restarted. ",
    result.duplicateAtS.length > 0
      ? `Second copies arrived at ${result.duplicateAtS.map((at) => `${at.toFixed(1)} s`).join(", ")}. `
      : "",
    `Posting took ${result.postedForS.toFixed(0)} s; the last mail arrived by ${result.deliveredAfterS.toFixed(0)} s. "Stored twice": a post whose instance died before answering, sent again (by nginx to the other instance, or by the client); "delivered twice": one stored message mailed twice.`,
  );
  return { text: lines.join("\n"), ok };
}

function soakSection(result: SoakResult, startedAt: Date): { text: string; ok: boolean } {
  const lines = head(LOAD_SECTION_TITLES.deploySoak, startedAt);
  const settled = result.minutes.filter((minute) => minute.minute >= 2);
  const p99s = settled.map((minute) => minute.load.p99).sort((a, b) => a - b);
  const median = p99s[Math.floor(p99s.length / 2)] ?? Number.NaN;
  const flat = p99s.length > 0 && p99s.at(-1)! <= median * TARGETS.p99Spread;
  const noGrowth = result.rssSlopeMiBPerMinute.every((value) => value < TARGETS.rssSlopeMiBPerMinute);
  const errors = result.minutes.reduce((sum, minute) => sum + errorsOf(minute.load), 0);
  const ok = flat && noGrowth && errors === 0;
  const range = (index: number) => {
    const values = settled.map((minute) => minute.rssMiB[index]!);
    return `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)} MiB`;
  };
  const ranges = result.startRssMiB.map((_, index) => range(index)).join(" and ");
  lines.push(
    `- ${result.minutes.length} minutes through nginx over TLS to two instances on PostgreSQL: wrk with ${SOAK.connections} connections, each pausing ${SOAK.pauseMs} ms after an answer, going round nine pages, the events API and one contact post. Targets: each instance's RSS growing less than ${TARGETS.rssSlopeMiBPerMinute} MiB a minute after the first minute (Theil-Sen slope: the median of the slopes between every two minutes); every minute's p99 within ${TARGETS.p99Spread}x of the median minute's; no errors.`,
    "",
    "| minute | req/s | p50 | p99 | errors | RSS instance 1 | RSS instance 2 |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    `| start | | | | | ${result.startRssMiB.map((value) => `${value.toFixed(0)} MiB`).join(" | ")} |`,
    ...result.minutes.map(
      (minute) =>
        `| ${minute.minute} | ${reqs(minute.load)} | ${minute.load.p50.toFixed(1)} ms | ${p99(minute.load)} | ${errorsOf(minute.load)} | ${minute.rssMiB.map((value) => `${value.toFixed(0)} MiB`).join(" | ")} |`,
    ),
    "",
    `RSS after the first minute: ${ranges}; trend: ${result.rssSlopeMiBPerMinute.map((value) => `${value.toFixed(2)} MiB/min`).join(" and ")} (${mark(noGrowth)}); p99 from ${p99s[0]?.toFixed(1)} to ${p99s.at(-1)?.toFixed(1)} ms, median ${median.toFixed(1)} ms (${mark(flat)}); ${errors} errors.`,
  );
  return { text: lines.join("\n"), ok };
}

async function main() {
  const asked = process.argv.slice(2);
  const isPart = (name: string): name is Part => (PARTS as readonly string[]).includes(name);
  if (!asked.every(isPart)) {
    console.error(`${LOG}: the parts are ${PARTS.join(", ")}; got ${asked.join(" ")}`);
    process.exit(2);
  }
  const parts: readonly Part[] = asked.length === 0 ? PARTS : asked;
  assertBuilt();
  if (!(await hasWrk())) {
    console.error(`${LOG}: needs wrk, nginx and openssl: node scripts/ensure-deploy-tools.mjs installs them`);
    process.exit(1);
  }
  // A missed speed target is reported in RESULTS.md; a part that failed, or a lost
  // message, also fails the run.
  let failed = false;
  const runPart = async <T>(
    part: Part,
    timeoutMs: number,
    measure: (sink: SmtpSink) => Promise<T>,
    write: (result: T, startedAt: Date) => { text: string; ok: boolean },
    title: string,
  ) => {
    const startedAt = new Date();
    const sink = new SmtpSink(await freePort());
    await sink.start();
    try {
      const { text, ok } = write(await withTimeout(measure(sink), timeoutMs, `the ${part} part`), startedAt);
      writeSection(title, text);
      console.log(
        `${LOG}: wrote "${title.slice(3)}" in ${resultsPathShown()}${ok ? "" : " (a target missed)"}`,
      );
    } catch (error) {
      failed = true;
      console.error(`${LOG}: the ${part} part failed: ${stackOf(error)}`);
    } finally {
      await sink.stop();
    }
  };
  for (const part of parts) {
    if (part === "load")
      await runPart(
        part,
        10 * 60_000,
        (sink) => loadRun(sink.url),
        loadSection,
        LOAD_SECTION_TITLES.deployLoad,
      );
    if (part === "faults") {
      await runPart(
        part,
        15 * 60_000,
        async (sink) => {
          const result = await scaleFaultRun(sink);
          if (result.lost > 0) failed = true;
          return result;
        },
        faultSection,
        LOAD_SECTION_TITLES.deployFaults,
      );
    }
    if (part === "soak")
      await runPart(
        part,
        (SOAK.minutes + 5) * 60_000,
        (sink) => soakRun(sink.url),
        soakSection,
        LOAD_SECTION_TITLES.deploySoak,
      );
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
