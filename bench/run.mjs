#!/usr/bin/env node
// Lighthouse benchmark of the built site served by the real server.
//
//   npm run bench          (ensures Chromium, builds, then runs this)
//   node bench/run.mjs     (the build must exist)
//
// Lighthouse 12.8 with its default config: mobile form factor, simulated throttling
// (slow 4G, 4x CPU slowdown). Each page three times; bench/RESULTS.md gets every run, their
// median, the machine, and whether the home page meets its targets. Everything is
// bounded in time, and Chrome and the server are always stopped.

import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumVersion, requireChromiumPath } from "../scripts/chromium.mjs";
import { assertBuilt, startServer } from "../scripts/server-process.mjs";

// chrome-launcher comes with lighthouse: resolve it from there, not from the root.
const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve("lighthouse"));
const chromeLauncher = await import(requireFromLighthouse.resolve("chrome-launcher"));

const here = path.dirname(fileURLToPath(import.meta.url));
const RESULTS = path.join(here, "RESULTS.md");
const PAGES = ["/home", "/solution-page", "/FIS"];
const RUNS = 3;
const RUN_TIMEOUT_MS = 150_000;
const TOTAL_TIMEOUT_MS = 20 * 60_000;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const KIB = 1024;

// Targets for the home page. Scores are Lighthouse's 0-100.
const HOME_TARGETS = [
  { label: "Performance score = 100", value: (m) => m.performance, ok: (v) => v === 100, show: (v) => String(v) },
  { label: "Accessibility score = 100", value: (m) => m.accessibility, ok: (v) => v === 100, show: (v) => String(v) },
  { label: "Best-practices score = 100", value: (m) => m.bestPractices, ok: (v) => v === 100, show: (v) => String(v) },
  { label: "SEO score = 100", value: (m) => m.seo, ok: (v) => v === 100, show: (v) => String(v) },
  { label: "LCP < 1.5 s", value: (m) => m.lcpMs, ok: (v) => v < 1500, show: (v) => seconds(v) },
  { label: "CLS = 0", value: (m) => m.cls, ok: (v) => v === 0, show: (v) => v.toFixed(3) },
  { label: "JS transferred ≤ 120 KiB (compressed)", value: (m) => m.jsBytes, ok: (v) => v <= 120 * KIB, show: (v) => kib(v) },
];

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The numbers we keep from one Lighthouse report. */
function metrics(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = lhr.audits["resource-summary"]?.details?.items ?? [];
  const transfer = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? NaN;
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1 && id !== "performance") {
        failing.push(`${id}: ${ref.id} (${audit.title})`);
      }
    }
  }
  // Hints for whoever chases the performance targets: what the LCP is, what blocks render.
  const lcpItems = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const lcpNode = lcpItems.flatMap((table) => table?.items ?? [table]).find((item) => item?.node)?.node;
  const lcpElement = lcpNode ? `${lcpNode.nodeLabel ?? ""} \`${(lcpNode.snippet ?? "").slice(0, 120)}\``.trim() : undefined;
  const renderBlocking = (lhr.audits["render-blocking-resources"]?.details?.items ?? []).map(
    (item) => `${new URL(item.url).pathname} (${Math.round(item.wastedMs ?? 0)} ms)`,
  );
  return {
    lcpElement,
    renderBlocking,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    fcpMs: numeric("first-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: transfer("script"),
    totalBytes: transfer("total"),
    requests: summary.find((item) => item.resourceType === "total")?.requestCount ?? NaN,
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings ?? [],
    failing,
  };
}

let currentChrome;

async function runLighthouse(url, chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    // Our own signal handler stops Chrome and the server.
    handleSIGINT: false,
    chromeFlags: [...CHROMIUM_ARGS],
    logLevel: "silent",
    connectionPollInterval: 250,
    maxConnectionRetries: 120,
  });
  currentChrome = chrome;
  try {
    const result = await withTimeout(
      lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES }),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${url}`,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    // kill() can hang on a wedged browser: bound it, then make sure.
    await withTimeout(Promise.resolve(chrome.kill()), 10_000, "stopping Chrome").catch(() => {
      try {
        if (chrome.pid) process.kill(chrome.pid, "SIGKILL");
      } catch {}
    });
    currentChrome = undefined;
  }
}

function machine(chromePath) {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model?.trim() ?? "unknown",
    cores: cpus.length,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: chromiumVersion(chromePath) ?? chromePath,
    lighthouse: requireFromLighthouse("lighthouse/package.json").version,
  };
}

function report({ results, startedAt, finishedAt, info, errors }) {
  const lines = [];
  const fmt = (m) =>
    [
      m.performance,
      m.accessibility,
      m.bestPractices,
      m.seo,
      seconds(m.lcpMs),
      seconds(m.fcpMs),
      `${Math.round(m.tbtMs)} ms`,
      m.cls.toFixed(3),
      kib(m.jsBytes),
      kib(m.totalBytes),
      Number.isFinite(m.requests) ? String(Math.round(m.requests)) : "–",
    ].join(" | ");
  lines.push("# Lighthouse results", "");
  lines.push("Overwritten by every run of the benchmark. Do not edit by hand.", "");
  lines.push("- Command: `npm run bench` (or `node bench/run.mjs` after `npm run build`)");
  lines.push(`- Date: ${startedAt.toISOString()} (took ${Math.round((finishedAt - startedAt) / 1000)} s)`);
  lines.push(
    `- Machine: ${info.cpu}, ${info.cores} cores, ${info.memory} memory, ${info.os}; Node ${info.node}; ${info.chromium}; Lighthouse ${info.lighthouse}`,
  );
  lines.push(
    "- Lighthouse default config: mobile (Moto G Power class screen), simulated throttling (150 ms RTT, 1.6 Mbit/s, 4x CPU slowdown), served by the real server (`node server/dist/main.js`) on 127.0.0.1; a fresh Chrome for every run.",
  );
  lines.push(
    "- Bytes are as transferred (compressed, headers included), from Lighthouse's `resource-summary` audit. 1 KiB = 1024 bytes.",
  );
  lines.push("- Other processes share this machine, so timings vary between runs.", "");

  lines.push("## Results", "");
  lines.push("| page | run | perf | a11y | best pr. | SEO | LCP | FCP | TBT | CLS | JS | total | requests |");
  lines.push("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const { page, runs, med } of results) {
    runs.forEach((m, i) => lines.push(`| ${page} | ${i + 1} | ${fmt(m)} |`));
    if (med) lines.push(`| **${page}** | **median** | ${fmt(med)} |`);
  }
  lines.push("");

  const home = results.find((r) => r.page === "/home")?.med;
  lines.push("## Targets (home page, median of the runs)", "");
  if (home) {
    lines.push("| target | measured | met |", "| --- | --- | --- |");
    for (const t of HOME_TARGETS) {
      const v = t.value(home);
      lines.push(`| ${t.label} | ${Number.isFinite(v) ? t.show(v) : "–"} | ${Number.isFinite(v) && t.ok(v) ? "yes" : "**no**"} |`);
    }
  } else {
    lines.push("No result for /home.");
  }
  lines.push("");

  const notes = [];
  for (const { page, runs } of results) {
    const first = runs[0];
    if (first?.lcpElement) notes.push(`- ${page}: LCP element: ${first.lcpElement.replace(/\|/g, "\\|")}`);
    if (first?.renderBlocking?.length) notes.push(`- ${page}: render-blocking: ${first.renderBlocking.join(", ")}`);
    const failing = [...new Set(runs.flatMap((m) => m.failing))];
    if (failing.length) notes.push(`- ${page}: audits below 100 in a11y/best-practices/SEO: ${failing.join("; ")}`);
    const warnings = [...new Set(runs.flatMap((m) => [...m.warnings, ...(m.runtimeError ? [m.runtimeError] : [])]))];
    for (const w of warnings) notes.push(`- ${page}: Lighthouse warning: ${String(w).replace(/\s+/g, " ")}`);
  }
  for (const e of errors) notes.push(`- Error: ${e}`);
  if (notes.length) lines.push("## Notes", "", ...notes, "");
  return lines.join("\n");
}

async function main() {
  const startedAt = new Date();
  assertBuilt();
  const chromePath = requireChromiumPath();
  const info = machine(chromePath);
  const errors = [];
  const results = [];
  const server = await startServer({ label: "bench-server", readyTimeoutMs: 30_000, logLevel: "warn" });
  const stopAll = async () => server.stop(5_000);
  const onSignal = (signal) => {
    console.error(`bench: ${signal}, stopping Chrome and the server`);
    try {
      currentChrome?.kill();
    } catch {}
    void stopAll().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    const deadline = Date.now() + TOTAL_TIMEOUT_MS;
    for (const page of PAGES) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        if (Date.now() > deadline) {
          errors.push(`stopped at ${page} run ${run}: the benchmark exceeded ${TOTAL_TIMEOUT_MS / 60_000} min`);
          break;
        }
        const url = `${server.baseURL}${page}`;
        const t0 = Date.now();
        try {
          const m = metrics(await runLighthouse(url, chromePath));
          runs.push(m);
          console.log(
            `bench: ${page} run ${run}: perf ${m.performance}, a11y ${m.accessibility}, bp ${m.bestPractices}, seo ${m.seo}, ` +
              `LCP ${seconds(m.lcpMs)}, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}, JS ${kib(m.jsBytes)}, total ${kib(m.totalBytes)} ` +
              `(${((Date.now() - t0) / 1000).toFixed(0)} s)`,
          );
        } catch (error) {
          errors.push(`${page} run ${run}: ${error.message}`);
          console.error(`bench: ${page} run ${run} failed: ${error.message}`);
        }
      }
      const med = runs.length
        ? Object.fromEntries(
            Object.entries(runs[0]).map(([key, value]) =>
              typeof value === "number" ? [key, median(runs.map((r) => r[key]))] : [key, Array.isArray(value) ? [] : undefined],
            ),
          )
        : undefined;
      results.push({ page, runs, med });
    }
  } finally {
    await stopAll();
  }

  const finishedAt = new Date();
  writeFileSync(RESULTS, report({ results, startedAt, finishedAt, info, errors }));
  console.log(`bench: wrote ${path.relative(process.cwd(), RESULTS) || RESULTS}`);
  const complete = results.every((r) => r.runs.length === RUNS);
  process.exitCode = complete ? 0 : 1;
}

main().catch((error) => {
  console.error(`bench: ${error.message}`);
  process.exit(1);
});
