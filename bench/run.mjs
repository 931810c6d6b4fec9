#!/usr/bin/env node
// Lighthouse benchmark of the built site served by the real server, on every route.
//
//   npm run bench          (ensures Chromium, builds, then runs this)
//   node bench/run.mjs     (the build must exist)
//
// Lighthouse 12.8 with its default config: mobile form factor, simulated throttling
// (slow 4G, 4x CPU slowdown), a fresh Chrome for every run. Every canonical page of the
// route table (allPages() in web/app/route-table.ts; aliases such as /career are the same
// screens and are skipped), /gallery with the server's sample events. Three runs for the
// pages in MEDIAN_PAGES (their median counts), one for every other page. bench/RESULTS.md
// gets one row per route, the home page's targets, the whole site's targets and, for every
// route that misses one, the audits that fail. Everything is bounded in time, and Chrome
// and the server are always stopped.

import { readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import lighthouse from "lighthouse";
import { tsImport } from "tsx/esm/api";
import { CHROMIUM_ARGS, chromiumVersion, requireChromiumPath } from "../scripts/chromium.mjs";
import { assertBuilt, REPO_ROOT, SERVER_MAIN, SITE_MANIFEST, startServer } from "../scripts/server-process.mjs";
import { LOAD_SECTION_TITLES, readSection, RESULTS } from "./results-file.mjs";
import { withTimeout } from "./time-limit.mjs";

// chrome-launcher comes with lighthouse: resolve it from there, not from the root.
const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve("lighthouse"));
const chromeLauncher = await import(requireFromLighthouse.resolve("chrome-launcher"));

const ROUTE_TABLE = path.join(REPO_ROOT, "web/app/route-table.ts");
const EVENTS_PATH = "/Bweb/api/events";

// Measured three times (median reported) and first, so a slow machine still gets them;
// every other route once, which keeps the whole part near 10 minutes on 2 shared cores.
const MEDIAN_PAGES = ["/home", "/gallery", "/solution-page", "/FIS"];
const MEDIAN_RUNS = 3;
const OTHER_RUNS = 1;
// A run whose trace Lighthouse could not use (e.g. NO_NAVSTART, seen now and then on this
// machine) is tried once more.
const ATTEMPTS = 2;
const RUN_TIMEOUT_MS = 150_000;
const TOTAL_TIMEOUT_MS = 25 * 60_000;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const KIB = 1024;

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
const clsText = (v) => (v === 0 ? "0" : v.toFixed(3) === "0.000" ? v.toExponential(1) : v.toFixed(3));
const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const cell = (text) => String(text).replace(/\|/g, "\\|").replace(/\s+/g, " ");

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

const CATEGORY_SCORE = {
  performance: (m) => m.performance,
  accessibility: (m) => m.accessibility,
  "best-practices": (m) => m.bestPractices,
  seo: (m) => m.seo,
};

// Targets for the whole site, judged on each route's median (or single run).
const PERF_MIN = 98;
const PAGE_BYTES_MAX = 500_000; // 500 KB = 488.3 KiB, everything the page loads (compressed)
const SITE_TARGETS = [
  {
    label: `Performance ≥ ${PERF_MIN} on every route`,
    category: "performance",
    value: (m) => m.performance,
    ok: (v) => v >= PERF_MIN,
    show: String,
    worst: "lowest",
    sort: (a, b) => a - b,
  },
  {
    label: "Accessibility = 100 on every route",
    category: "accessibility",
    value: (m) => m.accessibility,
    ok: (v) => v === 100,
    show: String,
    worst: "lowest",
    sort: (a, b) => a - b,
  },
  {
    label: "Best practices = 100 on every route",
    category: "best-practices",
    value: (m) => m.bestPractices,
    ok: (v) => v === 100,
    show: String,
    worst: "lowest",
    sort: (a, b) => a - b,
  },
  {
    label: "SEO = 100 on every route",
    category: "seo",
    value: (m) => m.seo,
    ok: (v) => v === 100,
    show: String,
    worst: "lowest",
    sort: (a, b) => a - b,
  },
  {
    label: "No page over 500 KB transferred on first load",
    bytes: true,
    value: (m) => m.totalBytes,
    ok: (v) => v <= PAGE_BYTES_MAX,
    show: kib,
    worst: "largest",
    sort: (a, b) => b - a,
  },
  {
    label: `/gallery performance ≥ ${PERF_MIN}`,
    only: "/gallery",
    category: "performance",
    value: (m) => m.performance,
    ok: (v) => v >= PERF_MIN,
    show: String,
  },
  {
    label: "/gallery CLS = 0",
    only: "/gallery",
    category: "performance",
    value: (m) => m.cls,
    ok: (v) => v === 0,
    show: clsText,
  },
];

/**
 * The routes to measure: every canonical page of allPages() (aliases skipped), the ones
 * in MEDIAN_PAGES first. Each must be in the build's site manifest.
 */
async function siteRoutes() {
  const { allPages } = await withTimeout(
    tsImport(pathToFileURL(ROUTE_TABLE).href, import.meta.url),
    60_000,
    "loading web/app/route-table.ts",
  );
  const canonical = allPages()
    .filter((page) => page.path === page.canonicalPath)
    .map((page) => page.path);
  const built = new Set(Object.keys(JSON.parse(readFileSync(SITE_MANIFEST, "utf8")).pages ?? {}));
  const missing = canonical.filter((route) => !built.has(route));
  if (missing.length) {
    throw new Error(
      `web/build is older than the route table (${missing.join(", ")} not built): run npm run build first.`,
    );
  }
  const unknown = MEDIAN_PAGES.filter((route) => !canonical.includes(route));
  if (unknown.length) throw new Error(`MEDIAN_PAGES names routes the site does not have: ${unknown.join(", ")}`);
  return [...MEDIAN_PAGES, ...canonical.filter((route) => !MEDIAN_PAGES.includes(route))].map((route) => ({
    route,
    runs: MEDIAN_PAGES.includes(route) ? MEDIAN_RUNS : OTHER_RUNS,
  }));
}

/** Waits until the server's events API lists events (the gallery's content); returns how many. */
async function sampleEventCount(baseURL, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseURL}${EVENTS_PATH}`, { signal: AbortSignal.timeout(5_000) });
      const body = response.ok ? await response.json() : undefined;
      if (Array.isArray(body) && body.length > 0) return body.length;
      last = response.ok ? `${Array.isArray(body) ? body.length : "no list of"} events` : `HTTP ${response.status}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${EVENTS_PATH} listed no events within ${timeoutMs / 1000} s (${last}): /gallery would be empty`);
}

const SCORED_MODES = new Set(["binary", "numeric", "metricSavings"]);
const shortUrl = (url) => {
  try {
    const parsed = new URL(url);
    return parsed.hostname === "127.0.0.1" ? parsed.pathname + parsed.search : url;
  } catch {
    return url;
  }
};

/** Why a request does not count towards the page weight, if it does not. */
function excludedKind(item) {
  let url;
  try {
    url = new URL(item.url);
  } catch {
    return "browser";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "browser";
  const mime = String(item.mimeType ?? "").toLowerCase();
  if (mime === "application/pdf" || /\.pdf$/i.test(url.pathname)) return "pdf";
  if (mime.startsWith("video/") || item.resourceType === "Media" || /\.(?:mp4|webm|ogv|mov|m4v)$/i.test(url.pathname)) return "video";
  return undefined;
}

/** What an audit found, in a few words: its display value, or how many items, with one example. */
function auditDetail(audit) {
  const parts = [];
  if (audit.displayValue) parts.push(audit.displayValue);
  const items = audit.details?.items ?? [];
  if (audit.scoreDisplayMode === "error") parts.push(`audit error: ${audit.errorMessage ?? "unknown"}`);
  else if (items.length) {
    const example = items.find((item) => item?.node?.snippet || item?.url || item?.source?.url);
    const what = example?.node?.snippet
      ? `\`${example.node.snippet.slice(0, 100)}\``
      : example?.url
        ? shortUrl(String(example.url))
        : example?.source?.url
          ? shortUrl(String(example.source.url))
          : undefined;
    if (!audit.displayValue) parts.push(`${items.length} item${items.length === 1 ? "" : "s"}`);
    if (what) parts.push(`e.g. ${what}`);
  }
  return parts.join(", ");
}

/** The numbers we keep from one Lighthouse report. */
function metrics(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = lhr.audits["resource-summary"]?.details?.items ?? [];
  const transfer = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? NaN;

  // Audits to fix, per category. Accessibility, best practices, SEO: the weighted audits
  // scoring below 1 (or failing to run): those are what keep the score under 100.
  // Performance: the weighted metrics below 1, and the diagnostics Lighthouse rates
  // below 0.9 (its orange and red), which say where the time goes.
  const failing = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      const errored = audit.scoreDisplayMode === "error";
      const low = audit.score !== null && audit.score < (category === "performance" && ref.weight === 0 ? 0.9 : 1);
      const counts =
        category === "performance"
          ? ref.weight > 0 || (ref.group === "diagnostics" && SCORED_MODES.has(audit.scoreDisplayMode))
          : ref.weight > 0;
      if (counts && (low || errored)) {
        failing.push({
          category,
          id: ref.id,
          title: audit.title,
          score: audit.score,
          detail: auditDetail(audit),
          metric: category === "performance" && ref.weight > 0,
        });
      }
    }
  }

  // Page weight: what the page loads over the network from its first request on, as
  // transferred. Not counted: PDF and video files (the ovation pages embed their PDF, the
  // demo pages play videos) and what Chrome serves from inside itself (chrome://,
  // chrome-extension://: its PDF viewer), which Lighthouse's resource-summary partly counts.
  const requests = (lhr.audits["network-requests"]?.details?.items ?? []).filter((item) =>
    Number.isFinite(item.transferSize),
  );
  const excluded = { pdf: 0, video: 0, browser: 0 };
  const counted = [];
  for (const item of requests) {
    const kind = excludedKind(item);
    if (kind) excluded[kind] += item.transferSize;
    else counted.push(item);
  }
  const sum = (items) => items.reduce((total, item) => total + item.transferSize, 0);
  // What makes a page heavy: its biggest requests.
  const biggest = [...counted]
    .sort((a, b) => b.transferSize - a.transferSize)
    .slice(0, 4)
    .map((item) => `${shortUrl(item.url)} (${item.resourceType ?? "other"}, ${kib(item.transferSize)})`);

  // Hints for whoever chases the performance targets: what the LCP is, what blocks render.
  const lcpItems = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const lcpNode = lcpItems.flatMap((table) => table?.items ?? [table]).find((item) => item?.node)?.node;
  const lcpElement = lcpNode ? `${lcpNode.nodeLabel ?? ""} \`${(lcpNode.snippet ?? "").slice(0, 120)}\``.trim() : undefined;
  const renderBlocking = (lhr.audits["render-blocking-resources"]?.details?.items ?? []).map(
    (item) => `${shortUrl(item.url)} (${Math.round(item.wastedMs ?? 0)} ms)`,
  );
  return {
    lcpElement,
    renderBlocking,
    biggest,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    fcpMs: numeric("first-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: requests.length ? sum(counted.filter((item) => item.resourceType === "Script")) : NaN,
    totalBytes: requests.length ? sum(counted) : NaN,
    requests: requests.length ? counted.length : NaN,
    summaryBytes: transfer("total"),
    pdfBytes: excluded.pdf,
    videoBytes: excluded.video,
    browserBytes: excluded.browser,
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings ?? [],
    failing,
  };
}

/** The median of every number over the runs (each metric on its own). */
function medianOf(runs) {
  if (!runs.length) return undefined;
  return Object.fromEntries(
    Object.keys(runs[0])
      .filter((key) => typeof runs[0][key] === "number")
      .map((key) => [key, median(runs.map((run) => run[key]))]),
  );
}

let currentChrome;

async function runLighthouse(url, chromePath) {
  const chrome = await withTimeout(
    chromeLauncher.launch({
      chromePath,
      // Our own signal handler stops Chrome and the server.
      handleSIGINT: false,
      chromeFlags: [...CHROMIUM_ARGS],
      logLevel: "silent",
      connectionPollInterval: 250,
      maxConnectionRetries: 120,
    }),
    60_000,
    "starting Chrome",
  );
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

/** Which site targets a route misses (its median), and which it could not be judged on. */
function missesOf(result) {
  const misses = [];
  for (const target of SITE_TARGETS) {
    if (target.only && target.only !== result.route) continue;
    const v = result.med ? target.value(result.med) : NaN;
    if (!Number.isFinite(v) || !target.ok(v)) misses.push({ target, value: v });
  }
  return misses;
}

/** The failing audits of a category over a route's runs, "(in k of n runs)" when not all. */
function failingAudits(result, category, { metricsOnly } = {}) {
  const seen = new Map();
  for (const run of result.runs) {
    for (const audit of run.failing) {
      if (audit.category !== category || (metricsOnly && !audit.metric)) continue;
      const entry = seen.get(audit.id) ?? { ...audit, count: 0 };
      entry.count += 1;
      seen.set(audit.id, entry);
    }
  }
  return [...seen.values()]
    .sort((a, b) => Number(b.metric) - Number(a.metric) || (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => {
      const runs = result.runs.length > 1 && audit.count < result.runs.length ? ` (in ${audit.count} of ${result.runs.length} runs)` : "";
      const score = audit.score === null ? "" : `score ${audit.score.toFixed(2)}`;
      const detail = [score, audit.detail].filter(Boolean).join(", ");
      return `\`${audit.id}\` ${cell(audit.title)}${detail ? ` (${cell(detail)})` : ""}${runs}`;
    });
}

function report({ results, startedAt, finishedAt, lighthouseMs, info, errors, eventCount, previousEvents }) {
  const lines = [];
  const measured = results.filter((r) => r.med);
  const planned = results.reduce((sum, r) => sum + r.planned, 0);
  const done = results.reduce((sum, r) => sum + r.runs.length, 0);

  lines.push("# Lighthouse results", "");
  lines.push(
    "Overwritten by every run of the benchmark (`bench/run.mjs` keeps the events section that `bench/events.mjs` writes). Do not edit by hand.",
    "",
  );
  lines.push("- Command: `npm run bench` (or `node bench/run.mjs` after `npm run build`)");
  lines.push(
    `- Date: ${startedAt.toISOString()} (took ${Math.round((finishedAt - startedAt) / 1000)} s; ` +
      `${done} of ${planned} Lighthouse runs in ${Math.round(lighthouseMs / 1000)} s)`,
  );
  lines.push(
    `- Machine: ${info.cpu}, ${info.cores} cores, ${info.memory} memory, ${info.os}; Node ${info.node}; ${info.chromium}; Lighthouse ${info.lighthouse}`,
  );
  lines.push(
    "- Lighthouse default config: mobile (Moto G Power class screen), simulated throttling (150 ms RTT, 1.6 Mbit/s, 4x CPU slowdown), served by the real server (`node server/dist/main.js`) on 127.0.0.1; a fresh Chrome for every run.",
  );
  lines.push(
    `- Routes: every canonical page of \`allPages()\` (web/app/route-table.ts; aliases such as /career, /Demos and /about/details are the same screens and are skipped). ` +
      `${MEDIAN_PAGES.join(", ")}: ${MEDIAN_RUNS} runs each, the median of each number is shown; every other route: ${OTHER_RUNS} run.`,
  );
  lines.push(
    `- /gallery shows the server's sample events (fresh DATA_DIR, SAMPLE_EVENTS=true): ${eventCount ?? "–"} events listed by \`${EVENTS_PATH}\`.`,
  );
  lines.push(
    "- Bytes: what the page loads over the network on a first visit, as transferred (compressed, headers included), summed from Lighthouse's `network-requests` audit; JS is the scripts among them. " +
      "PDF and video files do not count (nor linked ones, which are not loaded), nor what Chrome serves from inside itself (`chrome://`, `chrome-extension://`: its PDF viewer on the pages that embed a PDF); Notes list what was left out. 1 KiB = 1024 bytes, 1 KB = 1000 bytes.",
  );
  lines.push("- Other processes share this machine, so timings vary between runs.", "");

  // One row per route.
  lines.push("## Results (every route)", "");
  lines.push(
    `Bold: misses a site target (performance < ${PERF_MIN}, another score < 100, over 500 KB). Runs: how many, and the performance score of each when more than one.`,
    "",
  );
  lines.push("| route | runs | perf | a11y | best pr. | SEO | LCP | CLS | TBT | total | JS |");
  lines.push("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  const bold = (text, bad) => (bad ? `**${text}**` : text);
  for (const r of results) {
    const m = r.med;
    if (!m) {
      lines.push(`| ${r.route} | 0 of ${r.planned} | – | – | – | – | – | – | – | – | – |`);
      continue;
    }
    const runs = r.runs.length > 1 ? `${r.runs.length} (${r.runs.map((run) => run.performance).join(", ")})` : String(r.runs.length);
    const score = (v, min) => (Number.isFinite(v) ? bold(String(v), v < min) : "**–**");
    lines.push(
      `| ${r.route} | ${runs} | ${score(m.performance, PERF_MIN)} | ${score(m.accessibility, 100)} | ${score(m.bestPractices, 100)} | ${score(m.seo, 100)} | ` +
        `${seconds(m.lcpMs)} | ${bold(clsText(m.cls), r.route === "/gallery" && m.cls !== 0)} | ${Math.round(m.tbtMs)} ms | ` +
        `${bold(kib(m.totalBytes), !(m.totalBytes <= PAGE_BYTES_MAX))} | ${kib(m.jsBytes)} |`,
    );
  }
  lines.push("");

  const home = results.find((r) => r.route === "/home")?.med;
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

  // The whole site.
  lines.push("## Targets (whole site, median per route)", "");
  lines.push("| target | measured | met | routes that miss |", "| --- | --- | --- | --- |");
  for (const t of SITE_TARGETS) {
    const scope = t.only ? results.filter((r) => r.route === t.only) : results;
    const values = scope.map((r) => ({ route: r.route, v: r.med ? t.value(r.med) : NaN }));
    const known = values.filter((x) => Number.isFinite(x.v));
    const missing = values.filter((x) => !Number.isFinite(x.v) || !t.ok(x.v));
    let shown = "–";
    if (t.only) shown = known.length ? t.show(known[0].v) : "–";
    else if (known.length) {
      const worst = [...known].sort((a, b) => t.sort(a.v, b.v))[0];
      shown = `${t.worst} ${t.show(worst.v)} (${worst.route})`;
    }
    const misses = missing.length
      ? missing.map((x) => (Number.isFinite(x.v) ? `${x.route} (${t.show(x.v)})` : `${x.route} (not measured)`)).join(", ")
      : "–";
    lines.push(`| ${t.label} | ${shown} | ${missing.length ? "**no**" : "yes"} | ${misses} |`);
  }
  lines.push("");

  // Why each route misses: the failing audits, per target.
  const missing = results.map((r) => ({ r, misses: missesOf(r) })).filter((x) => x.misses.length);
  lines.push("## Routes that miss a site target", "");
  if (!missing.length) {
    lines.push(`None: all ${measured.length} routes meet every site target.`, "");
  } else {
    lines.push(
      "Per route: what misses, then the audits to fix. Accessibility, best practices, SEO: the weighted audits scoring below 1. " +
        "Performance: the metrics scoring below 1, then the diagnostics Lighthouse rates below 0.9. " +
        "Page weight: the biggest requests. Routes with several runs: audits from any run, with how many.",
      "",
    );
    for (const { r, misses } of missing) {
      if (!r.med) {
        lines.push(`- **${r.route}**: not measured (${r.runs.length} of ${r.planned} runs succeeded; see Notes).`);
        continue;
      }
      const what = misses.map(
        ({ target, value }) =>
          `${target.label.replace(/ on every route$/, "")}: ${Number.isFinite(value) ? target.show(value) : "not measured"}`,
      );
      lines.push(`- **${r.route}** misses: ${[...new Set(what)].join("; ")}`);
      const categories = [...new Set(misses.map(({ target }) => target.category).filter(Boolean))];
      for (const category of categories) {
        const audits = failingAudits(r, category);
        const scored = Number.isFinite(CATEGORY_SCORE[category](r.med));
        const none = scored ? "no single audit below its threshold (the score is the weighted metrics, see the table)" : "not scored (see Notes)";
        lines.push(`  - ${category}: ${audits.length ? audits.join("; ") : none}`);
        if (category === "performance") {
          const first = r.runs[0];
          if (first?.lcpElement) lines.push(`  - LCP element: ${cell(first.lcpElement)}`);
          if (first?.renderBlocking?.length) lines.push(`  - render-blocking: ${first.renderBlocking.join(", ")}`);
        }
      }
      if (misses.some(({ target }) => target.bytes)) {
        lines.push(`  - biggest requests: ${r.runs[0]?.biggest?.join(", ") || "–"}`);
      }
    }
    lines.push("");
  }

  const notes = [];
  for (const r of results) {
    const first = r.runs[0];
    if (MEDIAN_PAGES.includes(r.route)) {
      if (first?.lcpElement) notes.push(`- ${r.route}: LCP element: ${cell(first.lcpElement)}`);
      if (first?.renderBlocking?.length) notes.push(`- ${r.route}: render-blocking: ${first.renderBlocking.join(", ")}`);
    }
    // Audits below 1 on routes that still meet their targets (median), for the record.
    if (r.med && !missesOf(r).length) {
      const below = ["accessibility", "best-practices", "seo"].flatMap((category) =>
        failingAudits(r, category).map((audit) => `${category}: ${audit}`),
      );
      if (below.length) notes.push(`- ${r.route}: audits below 1 in some run: ${below.join("; ")}`);
    }
    if (first && first.pdfBytes + first.videoBytes + first.browserBytes > 0) {
      const left = [
        first.pdfBytes ? `PDF ${kib(first.pdfBytes)}` : "",
        first.videoBytes ? `video ${kib(first.videoBytes)}` : "",
        first.browserBytes ? `from inside Chrome (its PDF viewer) ${kib(first.browserBytes)}` : "",
      ].filter(Boolean);
      notes.push(
        `- ${r.route}: not counted in its bytes: ${left.join(", ")} (Lighthouse's resource-summary total: ${kib(first.summaryBytes)})`,
      );
    }
    for (const retry of r.retries) notes.push(`- ${r.route}: ${retry}; tried again`);
    const warnings = [...new Set(r.runs.flatMap((m) => [...m.warnings, ...(m.runtimeError ? [m.runtimeError] : [])]))];
    for (const w of warnings) notes.push(`- ${r.route}: Lighthouse warning: ${String(w).replace(/\s+/g, " ")}`);
  }
  for (const e of errors) notes.push(`- Error: ${e}`);
  if (notes.length) lines.push("## Notes", "", ...notes, "");

  const text = lines.join("\n");
  return previousEvents ? `${text}\n${previousEvents.trimEnd()}\n` : text;
}

/** The sections bench/events.mjs and bench/forms.mjs wrote into RESULTS.md: kept as they are. */
function loadSections() {
  const kept = LOAD_SECTION_TITLES.map(readSection).filter(Boolean);
  return kept.length ? kept.map((text) => text.trimEnd()).join("\n\n") : undefined;
}

async function main() {
  const startedAt = new Date();
  assertBuilt();
  const chromePath = requireChromiumPath();
  const info = machine(chromePath);
  const plan = await siteRoutes();
  const errors = [];
  const results = plan.map(({ route, runs }) => ({ route, planned: runs, runs: [], retries: [], med: undefined }));
  // The server keeps the pages in memory: a rebuild while it runs leaves them pointing at
  // assets that are gone. Watch the build, and stop when it changes.
  const buildStamp = () => [SITE_MANIFEST, SERVER_MAIN].map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs).join(",");
  const builtAs = buildStamp();
  let eventCount;
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
    try {
      eventCount = await sampleEventCount(server.baseURL);
      console.log(`bench: ${eventCount} sample events for /gallery`);
    } catch (error) {
      errors.push(error.message);
      console.error(`bench: ${error.message}`);
    }
    console.log(
      `bench: ${plan.length} routes, ${plan.reduce((sum, p) => sum + p.runs, 0)} Lighthouse runs (${MEDIAN_PAGES.join(", ")}: ${MEDIAN_RUNS} each)`,
    );
    const lighthouseStart = Date.now();
    const deadline = lighthouseStart + TOTAL_TIMEOUT_MS;
    let index = 0;
    outer: for (const result of results) {
      index += 1;
      for (let run = 1; run <= result.planned; run += 1) {
        if (Date.now() > deadline) {
          errors.push(
            `stopped at ${result.route} run ${run}: the benchmark exceeded ${TOTAL_TIMEOUT_MS / 60_000} min; ` +
              `not measured: ${results.slice(index - 1).map((r) => r.route).join(", ")}`,
          );
          break outer;
        }
        const url = `${server.baseURL}${result.route}`;
        for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
          const t0 = Date.now();
          let failure;
          try {
            const lhr = await runLighthouse(url, chromePath);
            if (buildStamp() !== builtAs) {
              errors.push(
                `web/build or server/dist changed while the benchmark ran (a rebuild?): stopped before recording ${result.route} run ${run}; ` +
                  `not measured: ${results.slice(index - 1).map((r) => r.route).join(", ")}. Run it again on a build nobody rebuilds meanwhile.`,
              );
              console.error("bench: the build changed under the running server: stopping");
              break outer;
            }
            if (lhr.runtimeError) {
              failure = `Lighthouse could not use the page load (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`;
            } else {
              const m = metrics(lhr);
              result.runs.push(m);
              console.log(
                `bench: [${index}/${results.length}] ${result.route} run ${run}: perf ${m.performance}, a11y ${m.accessibility}, bp ${m.bestPractices}, seo ${m.seo}, ` +
                  `LCP ${seconds(m.lcpMs)}, TBT ${Math.round(m.tbtMs)} ms, CLS ${clsText(m.cls)}, JS ${kib(m.jsBytes)}, total ${kib(m.totalBytes)} ` +
                  `(${((Date.now() - t0) / 1000).toFixed(0)} s)`,
              );
              break;
            }
          } catch (error) {
            failure = error.message;
          }
          console.error(`bench: ${result.route} run ${run} attempt ${attempt} failed: ${failure}`);
          if (attempt < ATTEMPTS && Date.now() <= deadline) {
            result.retries.push(`run ${run} attempt ${attempt}: ${failure}`);
          } else {
            errors.push(`${result.route} run ${run}: ${failure}`);
            break;
          }
        }
      }
    }
    lighthouseMs = Date.now() - lighthouseStart;
  } finally {
    await stopAll();
  }
  for (const result of results) result.med = medianOf(result.runs);

  const finishedAt = new Date();
  writeFileSync(
    RESULTS,
    report({ results, startedAt, finishedAt, lighthouseMs, info, errors, eventCount, previousEvents: loadSections() }),
  );
  console.log(`bench: wrote ${path.relative(process.cwd(), RESULTS) || RESULTS}`);
  const missing = results.map((r) => ({ route: r.route, misses: missesOf(r) })).filter((x) => x.misses.length);
  for (const { route, misses } of missing) {
    console.log(`bench: ${route} misses ${misses.map(({ target }) => target.label).join("; ")}`);
  }
  console.log(`bench: Lighthouse part took ${Math.round(lighthouseMs / 1000)} s, all ${Math.round((finishedAt - startedAt) / 1000)} s`);
  const complete = results.every((r) => r.runs.length === r.planned) && eventCount !== undefined;
  process.exitCode = complete ? 0 : 1;
}

main().catch((error) => {
  console.error(`bench: ${error.message}`);
  process.exit(1);
});
