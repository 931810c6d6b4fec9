// The targets: the home page's and the whole site's, judged on each route's median (or
// single run), and which a route misses with the audits behind it.

import { STATIC_BUDGET } from "../../web/scripts/page-weight.ts";
import { cell, clsText, kib, seconds } from "./format.ts";
import type { FailingAudit, Numbers } from "./metrics.ts";
import type { Category, RouteResult } from "./plan.ts";

interface Target {
  label: string;
  value: (m: Numbers) => number;
  ok: (v: number) => boolean;
  show: (v: number) => string;
}

// The thresholds, shared by the home page's targets and the whole site's.
export const PERF_MIN = 100;
/** The blocking time every route must stay within, the pages embedding a PDF aside. */
export const TBT_MAX_MS = 50;
export const PAGE_BYTES_MAX = 500_000; // 500 KB = 488.3 KiB, everything the page loads (compressed)
/** The largest paint of every route within a second. */
export const LCP_MAX_MS = 1000;
const lowestFirst = (a: number, b: number) => a - b;
const highestFirst = (a: number, b: number) => b - a;
const milliseconds = (v: number) => `${Math.round(v)} ms`;

// Targets for the home page. Scores are Lighthouse's 0-100.
export const HOME_TARGETS: Target[] = [
  {
    label: "Performance score = 100",
    value: (m) => m.performance,
    ok: (v) => v === 100,
    show: (v) => String(v),
  },
  {
    label: "Accessibility score = 100",
    value: (m) => m.accessibility,
    ok: (v) => v === 100,
    show: (v) => String(v),
  },
  {
    label: "Best-practices score = 100",
    value: (m) => m.bestPractices,
    ok: (v) => v === 100,
    show: (v) => String(v),
  },
  { label: "SEO score = 100", value: (m) => m.seo, ok: (v) => v === 100, show: (v) => String(v) },
  {
    label: `LCP ≤ ${seconds(LCP_MAX_MS)}`,
    value: (m) => m.lcpMs,
    ok: (v) => v <= LCP_MAX_MS,
    show: seconds,
  },
  { label: `TBT ≤ ${TBT_MAX_MS} ms`, value: (m) => m.tbtMs, ok: (v) => v <= TBT_MAX_MS, show: milliseconds },
  { label: "CLS = 0", value: (m) => m.cls, ok: (v) => v === 0, show: (v) => v.toFixed(3) },
  {
    label: `No framework; script files ≤ ${kib(STATIC_BUDGET.scriptFiles)} as transferred`,
    value: (m) => (m.frameworkBytes > 0 ? Infinity : m.jsBytes),
    ok: (v) => v <= STATIC_BUDGET.scriptFiles,
    show: (v) => (Number.isFinite(v) ? kib(v) : "framework loaded"),
  },
];

export const CATEGORY_SCORE: Record<Category, (m: Numbers) => number> = {
  performance: (m) => m.performance,
  accessibility: (m) => m.accessibility,
  "best-practices": (m) => m.bestPractices,
  seo: (m) => m.seo,
};

export interface SiteTarget extends Target {
  /** The category whose audits explain a miss. */
  category?: Category;
  /** A page-weight target: a miss lists the biggest requests. */
  bytes?: true;
  /** Judged on this route alone. */
  only?: string;
  /** Judged only on the pages React does not hydrate. */
  staticOnly?: true;
  /** Not judged on a page that asks not to be indexed (Lighthouse's is-crawlable fails there by design). */
  exceptUnlisted?: true;
  /**
   * Not judged on a page that embeds a PDF (Chrome's own viewer loaded, its work counted as
   * the page's): the report names each such route.
   */
  exceptPdf?: true;
  /** A largest-paint target: a miss names the page's largest element. */
  lcp?: true;
  /** How the worst value is named, and the order that puts it first. */
  worst?: string;
  sort?: (a: number, b: number) => number;
}

// Targets for the whole site, judged on each route's median (or single run).
/** A category score every route must reach. */
const everyRoute = (label: string, category: Category, min: number): SiteTarget => ({
  label,
  category,
  value: CATEGORY_SCORE[category],
  ok: (v) => (min === 100 ? v === 100 : v >= min),
  show: String,
  worst: "lowest",
  sort: lowestFirst,
});
export const SITE_TARGETS: SiteTarget[] = [
  everyRoute(`Performance ≥ ${PERF_MIN} on every route`, "performance", PERF_MIN),
  everyRoute("Accessibility = 100 on every route", "accessibility", 100),
  everyRoute("Best practices = 100 on every route", "best-practices", 100),
  {
    ...everyRoute("SEO = 100 on every route (pages asking not to be indexed aside)", "seo", 100),
    exceptUnlisted: true,
  },
  {
    label: `Largest paint ≤ ${seconds(LCP_MAX_MS)} on every route`,
    lcp: true,
    value: (m) => m.lcpMs,
    ok: (v) => v <= LCP_MAX_MS,
    show: seconds,
    worst: "slowest",
    sort: highestFirst,
  },
  {
    label: `Total blocking time ≤ ${TBT_MAX_MS} ms on every route (pages embedding a PDF aside)`,
    category: "performance",
    exceptPdf: true,
    value: (m) => m.tbtMs,
    ok: (v) => v <= TBT_MAX_MS,
    show: milliseconds,
    worst: "longest",
    sort: highestFirst,
  },
  {
    label: "CLS = 0 on every route",
    category: "performance",
    value: (m) => m.cls,
    ok: (v) => v === 0,
    show: clsText,
    worst: "largest",
    sort: highestFirst,
  },
  {
    label: "No framework on a page React does not hydrate",
    staticOnly: true,
    value: (m) => m.frameworkBytes,
    ok: (v) => v === 0,
    show: kib,
    worst: "largest",
    sort: highestFirst,
  },
  {
    label: "No page over 500 KB transferred on first load",
    bytes: true,
    value: (m) => m.totalBytes,
    ok: (v) => v <= PAGE_BYTES_MAX,
    show: kib,
    worst: "largest",
    sort: highestFirst,
  },
];

export interface Miss {
  target: SiteTarget;
  value: number;
}

/** Whether a route embeds a PDF: Chrome's viewer (or the file itself) was among its requests. */
export const embedsPdf = (m: Numbers) => m.browserBytes > 0 || m.pdfBytes > 0;

/** Whether `target` judges `result`. */
export function judges(target: SiteTarget, result: RouteResult): boolean {
  if (target.only && target.only !== result.route) return false;
  if (target.staticOnly && result.hydrated) return false;
  if (target.exceptUnlisted && result.unlisted) return false;
  if (target.exceptPdf && result.med && embedsPdf(result.med)) return false;
  return true;
}

/** Which site targets a route misses (its median), and which it could not be judged on. */
export function missesOf(result: RouteResult): Miss[] {
  const misses: Miss[] = [];
  for (const target of SITE_TARGETS) {
    if (!judges(target, result)) continue;
    const v = result.med ? target.value(result.med) : NaN;
    if (!Number.isFinite(v) || !target.ok(v)) misses.push({ target, value: v });
  }
  return misses;
}

/** The failing audits of a category over a route's runs, "(in k of n runs)" when not all. */
export function failingAudits(result: RouteResult, category: Category): string[] {
  const seen = new Map<string, FailingAudit & { count: number }>();
  for (const run of result.runs) {
    for (const audit of run.failing) {
      if (audit.category !== category) continue;
      const entry = seen.get(audit.id) ?? { ...audit, count: 0 };
      entry.count += 1;
      seen.set(audit.id, entry);
    }
  }
  return [...seen.values()]
    .sort((a, b) => Number(b.metric) - Number(a.metric) || (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => {
      const runs =
        result.runs.length > 1 && audit.count < result.runs.length
          ? ` (in ${audit.count} of ${result.runs.length} runs)`
          : "";
      const score = audit.score === null ? "" : `score ${audit.score.toFixed(2)}`;
      const detail = [score, audit.detail].filter(Boolean).join(", ");
      return `\`${audit.id}\` ${cell(audit.title)}${detail ? ` (${cell(detail)})` : ""}${runs}`;
    });
}
