// bench/RESULTS.md is shared: bench/run.ts writes the Lighthouse part and keeps the
// sections the other benchmarks own (events, forms, hostile, deploy, page weights), which each replace only
// their own. BENCH_RESULTS=path writes elsewhere (a trial run that must not touch the
// recorded results).

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const RESULTS = process.env.BENCH_RESULTS
  ? path.resolve(process.env.BENCH_RESULTS)
  : path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "RESULTS.md");

/** Sections written by other scripts than bench/run.ts, in the order they appear. */
export const LOAD_SECTION_TITLES = {
  events: "## Events API load (autocannon)",
  forms: "## Forms: acceptance, delivery and faults",
  hostile: "## Hostile requests (worst case)",
  deployLoad: "## Production shape: load side by side (wrk)",
  deployFaults: "## Production shape: fault run at scale",
  deploySoak: "## Production shape: soak",
  pageWeights: "## First-load bytes per page (build)",
  startup: "## Start-up and live pages",
  publish: "## Publishing content",
  media: "## Media library: a 200 MB video",
  visits: "## Visit counts: a page's cost, counting or not",
  // Written by hand: the same figures before and after the upgrade to Node 24 and the
  // majors it allowed (docs/dependencies.md), kept for the next such comparison.
  majors: "## Node 24 and the majors",
} as const;

function sectionBounds(text: string, title: string) {
  const start = text.indexOf(title);
  if (start < 0) return undefined;
  const next = text.indexOf("\n## ", start + title.length);
  return { start, end: next < 0 ? text.length : next + 1 };
}

/** The section under `title` in RESULTS.md, or undefined. */
export function readSection(title: string): string | undefined {
  if (!existsSync(RESULTS)) return undefined;
  const text = readFileSync(RESULTS, "utf8");
  const bounds = sectionBounds(text, title);
  return bounds ? text.slice(bounds.start, bounds.end) : undefined;
}

/** Replaces the section that starts with `title` where it stands (or appends it), leaving the rest as it is. */
export function writeSection(title: string, sectionText: string): void {
  const current = existsSync(RESULTS) ? readFileSync(RESULTS, "utf8") : "# Benchmark results\n";
  const section = sectionText.trimEnd();
  const bounds = sectionBounds(current, title);
  if (bounds === undefined) {
    writeFileSync(RESULTS, `${current.trimEnd()}\n\n${section}\n`);
    return;
  }
  const before = current.slice(0, bounds.start);
  const after = current.slice(bounds.end).trim();
  writeFileSync(RESULTS, after === "" ? `${before}${section}\n` : `${before}${section}\n\n${after}\n`);
}

/** RESULTS.md's path as the console shows it. */
export const resultsPathShown = () => path.relative(process.cwd(), RESULTS) || RESULTS;
