// Every prerendered page's first-load JavaScript and CSS, as the last build weighed them
// (web/scripts/page-weight.ts writes web/build/page-weights.json; the build fails over a
// budget). Replaces the "First-load bytes per page" section of bench/RESULTS.md.
//
//   npm run bench           (everything)
//   npm run bench:weights   (this alone; builds first)

import { readFile } from "node:fs/promises";
import path from "node:path";
import { REPO_ROOT } from "../scripts/server-process.mjs";
import { JS_BUDGET, CSS_BUDGET, type PageWeight } from "../web/scripts/page-weight.ts";
import { machine } from "./lib/machine.ts";
import { LOAD_SECTION_TITLES, resultsPathShown, writeSection } from "./lib/results-file.ts";

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const file = path.join(REPO_ROOT, "web/build/page-weights.json");
  const weights = (JSON.parse(await readFile(file, "utf8")) as PageWeight[]).sort(
    (a, b) => b.js - a.js || a.path.localeCompare(b.path),
  );
  const heaviest = weights[0]!;
  const lightest = weights.at(-1)!;
  const heaviestWithoutForm = weights.find((weight) => !weight.hasForm)!;
  const { node } = machine();
  const lines = [
    LOAD_SECTION_TITLES.pageWeights,
    "",
    "Written by `bench/page-weights.ts` (part of `npm run bench`; alone: `npm run bench:weights`) from the build's own weighing. Do not edit by hand.",
    "",
    `- Date: ${new Date().toISOString()}; Node ${node}.`,
    "- First load: the stylesheets a page links and every module its inline script imports, with their static imports (modules loaded later, when used, not counted); sizes of the .br and .gz files the build wrote. Brotli is what browsers receive (our server and nginx's brotli_static send it to every browser that accepts it); gzip is for the rest.",
    `- Budgets the build enforces (brotli): ${kib(JS_BUDGET.withForm)} KiB of JavaScript on a page with a form, ${kib(JS_BUDGET.withoutForm)} KiB without, ${kib(CSS_BUDGET)} KiB of CSS.`,
    `- Heaviest: ${heaviest.path}, ${kib(heaviest.js)} KiB; lightest: ${lightest.path}, ${kib(lightest.js)} KiB; heaviest without a form: ${heaviestWithoutForm.path}, ${kib(heaviestWithoutForm.js)} KiB.`,
    "",
    "| page | form | JS br KiB | JS gzip KiB | CSS br KiB | CSS gzip KiB | modules |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...weights.map(
      (weight) =>
        `| ${weight.path} | ${weight.hasForm ? "yes" : ""} | ${kib(weight.js)} | ${kib(weight.jsGzip)} | ${kib(weight.css)} | ${kib(weight.cssGzip)} | ${weight.scripts.length} |`,
    ),
  ];
  writeSection(LOAD_SECTION_TITLES.pageWeights, lines.join("\n"));
  console.log(
    `bench:weights: wrote the first-load bytes of ${weights.length} pages to ${resultsPathShown()}`,
  );
}

await main();
