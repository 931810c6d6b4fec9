// What the Lighthouse part measures: which routes, how many runs each, the time limits,
// and the gallery's sample events that must be there first.

import { readFileSync } from "node:fs";
import { SITE_MANIFEST } from "../../scripts/server-process.mjs";
import { messageOf, sleep, withTimeout } from "../lib/time-limit.ts";
import type { Metrics, Numbers } from "./metrics.ts";

export const EVENTS_PATH = "/Bweb/api/events";

// Every route three times, the median of each number reported (one run of a
// route varies by ±150 ms of blocking time on these shared cores): about 35 minutes on 2
// cores. These pages first, so a slow machine still gets them, with their largest paint's
// element and render-blocking requests in the notes.
export const FIRST_PAGES = ["/home", "/gallery", "/solution-page", "/FIS"];
export const RUNS = 3;
// A run whose trace Lighthouse could not use (e.g. NO_NAVSTART, seen now and then on this
// machine) is tried once more.
export const ATTEMPTS = 2;
export const RUN_TIMEOUT_MS = 150_000;
export const TOTAL_TIMEOUT_MS = 60 * 60_000;
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** One route's runs so far, and their median once all are done. */
export interface RouteResult {
  route: string;
  /** Whether React hydrates the page (the manifest's `hydrated`); otherwise it must load no framework. */
  hydrated: boolean;
  /** A page that asks search engines not to index it (the route table's `unlisted`): Lighthouse's SEO score says so. */
  unlisted: boolean;
  planned: number;
  runs: Metrics[];
  retries: string[];
  med: Numbers | undefined;
}

/**
 * The routes to measure: every canonical page of allPages() (aliases skipped), the ones
 * in FIRST_PAGES first. Each must be in the build's site manifest.
 */
export async function siteRoutes(): Promise<
  { route: string; runs: number; hydrated: boolean; unlisted: boolean }[]
> {
  const { allPages } = await withTimeout(
    import("../../web/app/pages.ts"),
    60_000,
    "loading web/app/pages.ts",
  );
  const pages = allPages().filter((page) => page.path === page.canonicalPath);
  const canonical = pages.map((page) => page.path);
  const unlisted = new Set(pages.filter((page) => page.unlisted).map((page) => page.path));
  const manifest = JSON.parse(readFileSync(SITE_MANIFEST, "utf8")) as {
    pages?: Record<string, { hydrated?: boolean }>;
  };
  const built = new Set(Object.keys(manifest.pages ?? {}));
  const missing = canonical.filter((route) => !built.has(route));
  if (missing.length) {
    throw new Error(
      `web/build is older than the route table (${missing.join(", ")} not built): run npm run build first.`,
    );
  }
  const unknown = FIRST_PAGES.filter((route) => !canonical.includes(route));
  if (unknown.length)
    throw new Error(`FIRST_PAGES names routes the site does not have: ${unknown.join(", ")}`);
  const ordered = [...FIRST_PAGES, ...canonical.filter((route) => !FIRST_PAGES.includes(route))];
  return onlyRoutes(ordered, canonical).map((route) => ({
    route,
    runs: RUNS,
    hydrated: manifest.pages?.[route]?.hydrated === true,
    unlisted: unlisted.has(route),
  }));
}

/**
 * BENCH_ROUTES (comma-separated, e.g. "/home,/contact"): measure only these routes, in
 * this order, for a before-and-after comparison that takes minutes rather than the
 * whole site's half hour. Unset: every route.
 */
function onlyRoutes(ordered: string[], canonical: string[]): string[] {
  const wanted = (process.env.BENCH_ROUTES ?? "")
    .split(",")
    .map((route) => route.trim())
    .filter(Boolean);
  if (wanted.length === 0) return ordered;
  const unknown = wanted.filter((route) => !canonical.includes(route));
  if (unknown.length)
    throw new Error(
      `BENCH_ROUTES names routes that are not canonical pages of the site: ${unknown.join(", ")}`,
    );
  return wanted;
}

/** Waits until the server's events API lists events (the gallery's content); returns how many. */
export async function sampleEventCount(baseURL: string, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseURL}${EVENTS_PATH}`, { signal: AbortSignal.timeout(5_000) });
      const body: unknown = response.ok ? await response.json() : undefined;
      if (Array.isArray(body) && body.length > 0) return body.length;
      last = response.ok
        ? `${Array.isArray(body) ? body.length : "no list of"} events`
        : `HTTP ${response.status}`;
    } catch (error) {
      last = messageOf(error);
    }
    await sleep(500);
  }
  throw new Error(
    `${EVENTS_PATH} listed no events within ${timeoutMs / 1000} s (${last}): /gallery would be empty`,
  );
}
