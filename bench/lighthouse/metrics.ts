// The numbers kept from one Lighthouse report, and their median over runs.

import { CATEGORIES, type Category } from "./plan.ts";
import { FRAMEWORK_FILE } from "../../web/scripts/page-weight.ts";
import { kib, median, shortUrl } from "./format.ts";

/** The parts of a Lighthouse result (JSON) read here; details items vary by audit. */
interface Item {
  /** "node" for an element (Lighthouse 13's insights list it beside their table). */
  type?: string;
  snippet?: string;
  nodeLabel?: string;
  url?: string;
  mimeType?: string;
  resourceType?: string;
  transferSize?: number;
  wastedMs?: number;
  node?: { snippet?: string; nodeLabel?: string };
  source?: { url?: string };
  items?: Item[];
}

interface AuditResult {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  errorMessage?: string;
  details?: { items?: (Item | null)[] };
}

export interface LighthouseReport {
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] } | undefined
  >;
  audits: Record<string, AuditResult | undefined>;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
}

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  score: number | null;
  detail: string;
  metric: boolean;
}

/** The numbers of a run; a route's median has each of them. */
export const NUMBERS = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "lcpMs",
  "fcpMs",
  "tbtMs",
  "cls",
  "jsBytes",
  "frameworkBytes",
  "totalBytes",
  "requests",
  "summaryBytes",
  "pdfBytes",
  "videoBytes",
  "browserBytes",
] as const;
export type Numbers = Record<(typeof NUMBERS)[number], number>;

export interface Metrics extends Numbers {
  lcpElement: string | undefined;
  renderBlocking: string[];
  biggest: string[];
  runtimeError: string | undefined;
  warnings: string[];
  failing: FailingAudit[];
}

const SCORED_MODES = new Set(["binary", "numeric", "metricSavings"]);

/** Why a request does not count towards the page weight, if it does not. */
function excludedKind(item: Item): "pdf" | "video" | "browser" | undefined {
  let url;
  try {
    url = new URL(item.url ?? "");
  } catch {
    return "browser";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "browser";
  const mime = String(item.mimeType ?? "").toLowerCase();
  if (mime === "application/pdf" || /\.pdf$/i.test(url.pathname)) return "pdf";
  if (
    mime.startsWith("video/") ||
    item.resourceType === "Media" ||
    /\.(?:mp4|webm|ogv|mov|m4v)$/i.test(url.pathname)
  )
    return "video";
  return undefined;
}

/** What an audit found, in a few words: its display value, or how many items, with one example. */
function auditDetail(audit: AuditResult): string {
  const parts: string[] = [];
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

/**
 * Audits to fix, per category. Accessibility, best practices, SEO: the weighted audits
 * scoring below 1 (or failing to run): those are what keep the score under 100.
 * Performance: the weighted metrics below 1, and the diagnostics Lighthouse rates
 * below 0.9 (its orange and red), which say where the time goes.
 */
function auditsToFix(lhr: LighthouseReport): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      const errored = audit.scoreDisplayMode === "error";
      const low =
        audit.score !== null && audit.score < (category === "performance" && ref.weight === 0 ? 0.9 : 1);
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
  return failing;
}

const itemsOf = (lhr: LighthouseReport, id: string): Item[] =>
  (lhr.audits[id]?.details?.items ?? []).filter((item): item is Item => item != null);

/** The numbers we keep from one Lighthouse report. */
export function metrics(lhr: LighthouseReport): Metrics {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value == null ? NaN : Math.round(value * 100);
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = itemsOf(lhr, "resource-summary");
  const transfer = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? NaN;

  // Page weight: what the page loads over the network from its first request on, as
  // transferred. Not counted: PDF and video files (the ovation pages embed their PDF, the
  // demo pages play videos) and what Chrome serves from inside itself (chrome://,
  // chrome-extension://: its PDF viewer), which Lighthouse's resource-summary partly counts.
  const requests = itemsOf(lhr, "network-requests").filter((item): item is Item & { transferSize: number } =>
    Number.isFinite(item.transferSize),
  );
  const excluded = { pdf: 0, video: 0, browser: 0 };
  const counted: typeof requests = [];
  for (const item of requests) {
    const kind = excludedKind(item);
    if (kind) excluded[kind] += item.transferSize;
    else counted.push(item);
  }
  const sum = (items: typeof requests) => items.reduce((total, item) => total + item.transferSize, 0);
  // What makes a page heavy: its biggest requests.
  const biggest = [...counted]
    .sort((a, b) => b.transferSize - a.transferSize)
    .slice(0, 4)
    .map(
      (item) => `${shortUrl(String(item.url))} (${item.resourceType ?? "other"}, ${kib(item.transferSize)})`,
    );

  // Hints for whoever chases the performance targets: what the LCP is, what blocks render
  // (Lighthouse 13's insights: the LCP element is a node item beside the breakdown's table).
  const lcpItems = itemsOf(lhr, "lcp-breakdown-insight");
  const lcpNode = lcpItems
    .flatMap((entry) => entry.items ?? [entry])
    .map((item) => (item?.type === "node" ? item : item?.node))
    .find((node) => node !== undefined);
  const lcpElement = lcpNode
    ? `${lcpNode.nodeLabel ?? ""} \`${(lcpNode.snippet ?? "").slice(0, 120)}\``.trim()
    : undefined;
  const renderBlocking = itemsOf(lhr, "render-blocking-insight").map(
    (item) => `${shortUrl(String(item.url))} (${Math.round(item.wastedMs ?? 0)} ms)`,
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
    frameworkBytes: requests.length
      ? sum(counted.filter((item) => FRAMEWORK_FILE.test(new URL(String(item.url)).pathname)))
      : NaN,
    totalBytes: requests.length ? sum(counted) : NaN,
    requests: requests.length ? counted.length : NaN,
    summaryBytes: transfer("total"),
    pdfBytes: excluded.pdf,
    videoBytes: excluded.video,
    browserBytes: excluded.browser,
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings ?? [],
    failing: auditsToFix(lhr),
  };
}

/** The median of every number over the runs (each metric on its own). */
export function medianOf(runs: Metrics[]): Numbers | undefined {
  if (!runs.length) return undefined;
  return Object.fromEntries(NUMBERS.map((key) => [key, median(runs.map((run) => run[key]))])) as Numbers;
}
