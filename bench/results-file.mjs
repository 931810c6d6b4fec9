// bench/RESULTS.md is shared: bench/run.mjs writes the Lighthouse part and keeps the
// sections the load benchmarks own (events, forms), which each replace only their own.

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "RESULTS.md");

/** Sections written by other scripts than bench/run.mjs, in the order they appear. */
export const LOAD_SECTION_TITLES = [
  "## Events API load (autocannon)",
  "## Forms: acceptance, delivery and faults",
  "## Hostile requests (worst case)",
];

function sectionBounds(text, title) {
  const start = text.indexOf(title);
  if (start < 0) return undefined;
  const next = text.indexOf("\n## ", start + title.length);
  return { start, end: next < 0 ? text.length : next + 1 };
}

/** The section under `title` in RESULTS.md, or undefined. */
export function readSection(title) {
  if (!existsSync(RESULTS)) return undefined;
  const text = readFileSync(RESULTS, "utf8");
  const bounds = sectionBounds(text, title);
  return bounds ? text.slice(bounds.start, bounds.end) : undefined;
}

/** Replaces the section that starts with `title` (or appends it), leaving the rest as it is. */
export function writeSection(title, sectionText) {
  const current = existsSync(RESULTS) ? readFileSync(RESULTS, "utf8") : "# Benchmark results\n";
  const bounds = sectionBounds(current, title);
  const rest = bounds ? current.slice(0, bounds.start) + current.slice(bounds.end) : current;
  writeFileSync(RESULTS, `${rest.trimEnd()}\n\n${sectionText.trimEnd()}\n`);
}
