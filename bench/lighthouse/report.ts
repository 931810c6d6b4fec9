// The Lighthouse part of bench/RESULTS.md: how it was measured, then one function per
// table or list (every route; the home page's targets; the whole site's targets; the
// routes that miss one, with the audits to fix; notes).

import { cell, clsText, kib, seconds } from "./format.ts";
import type { MachineInfo } from "./chrome.ts";
import { EVENTS_PATH, FIRST_PAGES, RUNS, type RouteResult } from "./plan.ts";
import {
  CATEGORY_SCORE,
  embedsPdf,
  failingAudits,
  HOME_TARGETS,
  judges,
  LCP_MAX_MS,
  missesOf,
  PAGE_BYTES_MAX,
  PERF_MIN,
  SITE_TARGETS,
  TBT_MAX_MS,
} from "./targets.ts";

export interface ReportInput {
  results: RouteResult[];
  startedAt: Date;
  finishedAt: Date;
  lighthouseMs: number;
  info: MachineInfo;
  errors: string[];
  eventCount: number | undefined;
  /** The load benchmarks' sections, kept as they are after the Lighthouse part. */
  previousEvents: string | undefined;
}

function howMeasured({
  results,
  startedAt,
  finishedAt,
  lighthouseMs,
  info,
  eventCount,
}: ReportInput): string[] {
  const planned = results.reduce((sum, r) => sum + r.planned, 0);
  const done = results.reduce((sum, r) => sum + r.runs.length, 0);
  return [
    "# Lighthouse results",
    "",
    "Overwritten by every run of the benchmark (`bench/run.ts` keeps the events section that `bench/events.ts` writes). Do not edit by hand.",
    "",
    "- Command: `npm run bench` (or `npm run bench:lighthouse` for this part alone)",
    `- Date: ${startedAt.toISOString()} (took ${Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000)} s; ` +
      `${done} of ${planned} Lighthouse runs in ${Math.round(lighthouseMs / 1000)} s)`,
    `- Machine: ${info.cpu}, ${info.cores} cores, ${info.memory} memory, ${info.os}; Node ${info.node}; ${info.chromium}; Lighthouse ${info.lighthouse}`,
    "- Lighthouse default config: mobile (Moto G Power class screen), simulated throttling (150 ms RTT, 1.6 Mbit/s, 4x CPU slowdown), served by the real server (`node server/dist/main.js`) on 127.0.0.1; a fresh Chrome for every run.",
    `- Routes: every canonical page of \`allPages()\` (web/app/pages.ts; aliases such as /career, /Demos and /about/details are the same screens and are skipped). ` +
      `${RUNS} runs each, the median of each number is shown (${FIRST_PAGES.join(", ")} first).`,
    `- /gallery shows the server's sample events (fresh DATA_DIR, SAMPLE_EVENTS=true): ${eventCount ?? "–"} events listed by \`${EVENTS_PATH}\`.`,
    "- Bytes: what the page loads over the network on a first visit, as transferred (compressed, headers included), summed from Lighthouse's `network-requests` audit; JS is the scripts among them. " +
      "PDF and video files do not count (nor linked ones, which are not loaded), nor what Chrome serves from inside itself (`chrome://`, `chrome-extension://`: its PDF viewer on the pages that embed a PDF); Notes list what was left out. 1 KiB = 1024 bytes, 1 KB = 1000 bytes.",
    "- Other processes share this machine, so timings vary between runs.",
    "",
  ];
}

const bold = (text: string, bad: boolean) => (bad ? `**${text}**` : text);
const kind = (r: RouteResult) => (r.hydrated ? "hydrated" : "static");

/** One row per route. */
function everyRouteTable(results: RouteResult[]): string[] {
  const lines = [
    "## Results (every route)",
    "",
    `Bold: misses a site target (performance < ${PERF_MIN}, another score < 100, largest paint over ${seconds(LCP_MAX_MS)}, CLS above 0, blocking time over ${TBT_MAX_MS} ms on a page without a PDF, a framework on a static page, over 500 KB). Runs: how many, and the performance score of each when more than one. Kind: hydrated (React) or static (no framework). Framework: the bytes of React's and React Router's chunk.`,
    "",
    "| route | kind | runs | perf | a11y | best pr. | SEO | LCP | CLS | TBT | total | JS | framework |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const r of results) {
    const m = r.med;
    if (!m) {
      lines.push(`| ${r.route} | ${kind(r)} | 0 of ${r.planned} | – | – | – | – | – | – | – | – | – | – |`);
      continue;
    }
    const runs =
      r.runs.length > 1
        ? `${r.runs.length} (${r.runs.map((run) => run.performance).join(", ")})`
        : String(r.runs.length);
    const score = (v: number, min: number) => (Number.isFinite(v) ? bold(String(v), v < min) : "**–**");
    lines.push(
      `| ${r.route} | ${kind(r)} | ${runs} | ${score(m.performance, PERF_MIN)} | ${score(m.accessibility, 100)} | ${score(m.bestPractices, 100)} | ${score(m.seo, r.unlisted ? 0 : 100)} | ` +
        `${bold(seconds(m.lcpMs), !(m.lcpMs <= LCP_MAX_MS))} | ${bold(clsText(m.cls), m.cls !== 0)} | ` +
        `${bold(`${Math.round(m.tbtMs)} ms`, !embedsPdf(m) && !(m.tbtMs <= TBT_MAX_MS))}${embedsPdf(m) ? " (PDF)" : ""} | ` +
        `${bold(kib(m.totalBytes), !(m.totalBytes <= PAGE_BYTES_MAX))} | ${kib(m.jsBytes)} | ` +
        `${bold(kib(m.frameworkBytes), !r.hydrated && m.frameworkBytes !== 0)} |`,
    );
  }
  lines.push("");
  return lines;
}

function homeTargetsTable(results: RouteResult[]): string[] {
  const home = results.find((r) => r.route === "/home")?.med;
  const lines = ["## Targets (home page, median of the runs)", ""];
  if (home) {
    lines.push("| target | measured | met |", "| --- | --- | --- |");
    for (const t of HOME_TARGETS) {
      const v = t.value(home);
      lines.push(
        `| ${t.label} | ${Number.isFinite(v) ? t.show(v) : "–"} | ${Number.isFinite(v) && t.ok(v) ? "yes" : "**no**"} |`,
      );
    }
  } else {
    lines.push("No result for /home.");
  }
  lines.push("");
  return lines;
}

function siteTargetsTable(results: RouteResult[]): string[] {
  const lines = [
    "## Targets (whole site, median per route)",
    "",
    "| target | measured | met | routes that miss |",
    "| --- | --- | --- | --- |",
  ];
  for (const t of SITE_TARGETS) {
    const scope = results.filter((r) => judges(t, r));
    const values = scope.map((r) => ({ route: r.route, v: r.med ? t.value(r.med) : NaN }));
    const known = values.filter((x) => Number.isFinite(x.v));
    const missing = values.filter((x) => !Number.isFinite(x.v) || !t.ok(x.v));
    let shown = "–";
    if (t.only) shown = known.length ? t.show(known[0]!.v) : "–";
    else if (known.length) {
      const worst = [...known].sort((a, b) => t.sort!(a.v, b.v))[0]!;
      shown = `${t.worst} ${t.show(worst.v)} (${worst.route})`;
    }
    const misses = missing.length
      ? missing
          .map((x) => (Number.isFinite(x.v) ? `${x.route} (${t.show(x.v)})` : `${x.route} (not measured)`))
          .join(", ")
      : "–";
    lines.push(`| ${t.label} | ${shown} | ${missing.length ? "**no**" : "yes"} | ${misses} |`);
  }
  const unlisted = results.filter((r) => r.unlisted);
  if (unlisted.length)
    lines.push(
      "",
      `Pages that ask search engines not to index them (robots noindex, by design), whose SEO score is not judged: ${unlisted
        .map((r) => `${r.route} (${r.med ? r.med.seo : "–"})`)
        .join(", ")}.`,
    );
  const pdf = results.filter((r) => r.med && embedsPdf(r.med));
  lines.push(
    "",
    pdf.length
      ? `Pages that embed a PDF, whose blocking time is Chrome's own viewer's and not judged: ${pdf
          .map((r) => `${r.route} (${Math.round(r.med!.tbtMs)} ms)`)
          .join(", ")}.`
      : "No page embeds a PDF: every blocking time is judged.",
  );
  lines.push("");
  return lines;
}

/** Why each route misses: the failing audits, per target. */
function routesThatMiss(results: RouteResult[]): string[] {
  const missing = results.map((r) => ({ r, misses: missesOf(r) })).filter((x) => x.misses.length);
  const lines = ["## Routes that miss a site target", ""];
  if (!missing.length) {
    const measured = results.filter((r) => r.med);
    lines.push(`None: all ${measured.length} routes meet every site target.`, "");
    return lines;
  }
  lines.push(
    "Per route: what misses, then the audits to fix. Accessibility, best practices, SEO: the weighted audits scoring below 1. " +
      "Performance: the metrics scoring below 1, then the diagnostics Lighthouse rates below 0.9. " +
      "Page weight: the biggest requests. Routes with several runs: audits from any run, with how many.",
    "",
  );
  for (const { r, misses } of missing) {
    if (!r.med) {
      lines.push(
        `- **${r.route}**: not measured (${r.runs.length} of ${r.planned} runs succeeded; see Notes).`,
      );
      continue;
    }
    const med = r.med;
    const what = misses.map(
      ({ target, value }) =>
        `${target.label.replace(/ on every route$/, "")}: ${Number.isFinite(value) ? target.show(value) : "not measured"}`,
    );
    lines.push(`- **${r.route}** misses: ${[...new Set(what)].join("; ")}`);
    const categories = [
      ...new Set(misses.flatMap(({ target }) => (target.category ? [target.category] : []))),
    ];
    for (const category of categories) {
      const audits = failingAudits(r, category);
      const scored = Number.isFinite(CATEGORY_SCORE[category](med));
      const none = scored
        ? "no single audit below its threshold (the score is the weighted metrics, see the table)"
        : "not scored (see Notes)";
      lines.push(`  - ${category}: ${audits.length ? audits.join("; ") : none}`);
      if (category === "performance") {
        const first = r.runs[0];
        if (first?.lcpElement) lines.push(`  - LCP element: ${cell(first.lcpElement)}`);
        if (first?.renderBlocking?.length)
          lines.push(`  - render-blocking: ${first.renderBlocking.join(", ")}`);
      }
    }
    // A slow largest paint without a performance miss: which element it was.
    if (
      misses.some(({ target }) => target.lcp) &&
      !categories.includes("performance") &&
      r.runs[0]?.lcpElement
    ) {
      lines.push(`  - LCP element: ${cell(r.runs[0].lcpElement)}`);
    }
    if (misses.some(({ target }) => target.bytes)) {
      lines.push(`  - biggest requests: ${r.runs[0]?.biggest?.join(", ") || "–"}`);
    }
  }
  lines.push("");
  return lines;
}

function notes(results: RouteResult[], errors: string[]): string[] {
  const lines: string[] = [];
  for (const r of results) {
    const first = r.runs[0];
    if (FIRST_PAGES.includes(r.route)) {
      if (first?.lcpElement) lines.push(`- ${r.route}: LCP element: ${cell(first.lcpElement)}`);
      if (first?.renderBlocking?.length)
        lines.push(`- ${r.route}: render-blocking: ${first.renderBlocking.join(", ")}`);
    }
    // Audits below 1 on routes that still meet their targets (median), for the record.
    if (r.med && !missesOf(r).length) {
      const below = (["accessibility", "best-practices", "seo"] as const).flatMap((category) =>
        failingAudits(r, category).map((audit) => `${category}: ${audit}`),
      );
      if (below.length) lines.push(`- ${r.route}: audits below 1 in some run: ${below.join("; ")}`);
    }
    if (first && first.pdfBytes + first.videoBytes + first.browserBytes > 0) {
      const left = [
        first.pdfBytes ? `PDF ${kib(first.pdfBytes)}` : "",
        first.videoBytes ? `video ${kib(first.videoBytes)}` : "",
        first.browserBytes ? `from inside Chrome (its PDF viewer) ${kib(first.browserBytes)}` : "",
      ].filter(Boolean);
      lines.push(
        `- ${r.route}: not counted in its bytes: ${left.join(", ")} (Lighthouse's resource-summary total: ${kib(first.summaryBytes)})`,
      );
    }
    for (const retry of r.retries) lines.push(`- ${r.route}: ${retry}; tried again`);
    const warnings = [
      ...new Set(r.runs.flatMap((m) => [...m.warnings, ...(m.runtimeError ? [m.runtimeError] : [])])),
    ];
    for (const w of warnings)
      lines.push(`- ${r.route}: Lighthouse warning: ${String(w).replace(/\s+/g, " ")}`);
  }
  for (const e of errors) lines.push(`- Error: ${e}`);
  return lines.length ? ["## Notes", "", ...lines, ""] : [];
}

export function report(input: ReportInput): string {
  const { results, errors, previousEvents } = input;
  const text = [
    ...howMeasured(input),
    ...everyRouteTable(results),
    ...homeTargetsTable(results),
    ...siteTargetsTable(results),
    ...routesThatMiss(results),
    ...notes(results, errors),
  ].join("\n");
  return previousEvents ? `${text}\n${previousEvents.trimEnd()}\n` : text;
}
