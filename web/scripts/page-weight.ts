// What each prerendered page makes a browser download before it can run: its first-load
// JavaScript and CSS, compressed as the build wrote them (brotli and gzip). The postbuild step fails the build
// when a page is over its budget, naming it.
//
// A page's HTML names its stylesheet in a <link rel="stylesheet"> (in <noscript> since
// paint-first.ts: the page's module script links it after the first paint) and its scripts
// in that one inline module script (`import("/assets/…")` of the manifest, the root and the
// route, then of the entry), which runs on every load; each of those modules brings its
// static imports, and theirs. Dynamic imports inside a module (a dialog, the search) load
// later, when used: not counted. A page React does not hydrate (static-page.ts) names its
// scripts in <script type="module" src>: only the site's small scripts, which the budget
// of a static page counts as transferred, headers included, with its inline scripts.

import { promises as fs } from "node:fs";
import path from "node:path";
import { hasPostForm } from "@site/contracts/xsrf";
import { init, parse } from "es-module-lexer";

/**
 * First-load JavaScript in bytes as browsers receive it: brotli, which our server and
 * nginx (brotli_static) send every browser that accepts it, as every current one does
 * over HTTPS. The budgets: 120 KiB on every page, 110 KiB on a page without a form.
 */
export const JS_BUDGET = { withForm: 120 * 1024, withoutForm: 110 * 1024 } as const;

/**
 * First-load CSS (brotli): the stylesheets a page links. Every page links one stylesheet,
 * the whole site's (vite.config.ts: cssCodeSplit off), 8.8 KiB today: one request a browser
 * then has cached for every other page, where three to five chunks of 1-3 KB each cost a
 * round trip apiece. It loads after the first paint, which the page's
 * inline critical rules style (paint-first.ts); those are counted in the page's HTML.
 */
export const CSS_BUDGET = 10 * 1024;

/**
 * A page without React (static-page.ts): its script files as transferred (brotli plus
 * RESPONSE_HEADER_BYTES per file) and the text of its inline scripts (JSON-LD aside, which
 * is data). No file of the framework at all (FRAMEWORK_FILE).
 */
export const STATIC_BUDGET = { scriptFiles: 3 * 1024, inlineScript: 1024 } as const;

/**
 * What the headers of one script response weigh, counted against a static page's budget:
 * the status line, date, type, encoding, length, caching, validators and the security
 * headers our server sends with every response, the Content-Security-Policy among them.
 * Measured over HTTP/1.1 from the built server: 930 bytes
 * (`curl -s -D - -o /dev/null -H 'accept-encoding: br' http://127.0.0.1:PORT/assets/enhance-….js | wc -c`),
 * rounded up. HTTP/2, as nginx serves the site, compresses them to far less.
 */
export const RESPONSE_HEADER_BYTES = 1000;

/** React, ReactDOM and React Router's chunk (vite.config.ts), which a static page must not load. */
export const FRAMEWORK_FILE = /\/framework-[\w-]+\.js$/;

export interface PageWeight {
  path: string;
  /** Whether React hydrates the page (the route table's `hydrate`); otherwise, STATIC_BUDGET. */
  hydrated: boolean;
  /** Bytes of the page's inline scripts' text (JSON-LD aside). */
  inlineScript: number;
  /** Whether the page has a form that posts (its code then may weigh more). */
  hasForm: boolean;
  /** Brotli bytes: what browsers receive, and what the budgets count. */
  js: number;
  css: number;
  /** Gzipped bytes: what a client without brotli receives. */
  jsGzip: number;
  cssGzip: number;
  scripts: string[];
  stylesheets: string[];
}

/** The value of attribute `name` in one tag, or undefined. */
function attributeOf(tag: string, name: string): string | undefined {
  const attribute = ` ${name}="`;
  const start = tag.indexOf(attribute);
  return start === -1
    ? undefined
    : tag.slice(start + attribute.length, tag.indexOf('"', start + attribute.length));
}

/** The stylesheets a page links, as site paths. */
export function linkedStylesheets(html: string): string[] {
  const links: string[] = [];
  for (let at = html.indexOf("<link"); at !== -1; at = html.indexOf("<link", at + 1)) {
    const tag = html.slice(at, html.indexOf(">", at) + 1);
    const href = attributeOf(tag, "href");
    if (tag.includes('rel="stylesheet"') && href !== undefined) links.push(href);
  }
  return links;
}

/** The modules a page's inline module scripts import, statically or at once (after `init`). */
export function entryModules(html: string): string[] {
  const modules: string[] = [];
  for (
    let at = html.indexOf('<script type="module"');
    at !== -1;
    at = html.indexOf('<script type="module"', at + 1)
  ) {
    const body = html.slice(html.indexOf(">", at) + 1, html.indexOf("</script>", at));
    const [imports] = parse(body);
    for (const { specifier } of imports) if (specifier?.startsWith("/")) modules.push(specifier);
  }
  return modules;
}

/** The site paths of a page's `<script src>` files. */
export function scriptSources(html: string): string[] {
  const sources: string[] = [];
  for (let at = html.indexOf("<script"); at !== -1; at = html.indexOf("<script", at + 1)) {
    const src = attributeOf(html.slice(at, html.indexOf(">", at) + 1), "src");
    if (src?.startsWith("/")) sources.push(src);
  }
  return sources;
}

/** Bytes (UTF-8) of the text of a page's inline scripts, data blocks (JSON-LD) aside. */
export function inlineScriptBytes(html: string): number {
  let bytes = 0;
  for (let at = html.indexOf("<script"); at !== -1; at = html.indexOf("<script", at + 1)) {
    const open = html.slice(at, html.indexOf(">", at) + 1);
    if (attributeOf(open, "src") !== undefined || attributeOf(open, "type") === "application/ld+json")
      continue;
    const close = html.indexOf("</script>", at);
    bytes += Buffer.byteLength(html.slice(at + open.length, close));
  }
  return bytes;
}

/** What a page's stylesheets and scripts weigh, reading the .br and .gz the build wrote. */
export async function pageWeights(
  clientDir: string,
  pages: { path: string; file: string; hydrated: boolean }[],
): Promise<PageWeight[]> {
  await init;
  const sizes = new Map<string, Promise<number>>();
  const sizeOf = (suffix: ".gz" | ".br") => (sitePath: string) => {
    let size = sizes.get(sitePath + suffix);
    if (size === undefined) {
      const file = path.join(clientDir, sitePath);
      // Files too small to be worth compressing were left as they are.
      size = fs.stat(file + suffix).then(
        (found) => found.size,
        () => fs.stat(file).then((found) => found.size),
      );
      sizes.set(sitePath + suffix, size);
    }
    return size;
  };
  const staticImports = new Map<string, Promise<string[]>>();
  const importsOf = (sitePath: string) => {
    let imports = staticImports.get(sitePath);
    if (imports === undefined) {
      imports = fs.readFile(path.join(clientDir, sitePath), "utf8").then((source) =>
        parse(source)[0]
          // A static import (or export … from); dynamic ones load when used.
          .flatMap((found) =>
            found.type === "static" || found.type === "reexport-star" ? [found.specifier] : [],
          )
          .map((specifier) => path.posix.resolve(path.posix.dirname(sitePath), specifier)),
      );
      staticImports.set(sitePath, imports);
    }
    return imports;
  };

  return Promise.all(
    pages.map(async (page) => {
      const html = await fs.readFile(path.join(clientDir, page.file), "utf8");
      const scripts = new Set<string>();
      const pending = [...entryModules(html), ...scriptSources(html)];
      while (pending.length > 0) {
        const next = pending.pop()!;
        if (scripts.has(next)) continue;
        scripts.add(next);
        pending.push(...(await importsOf(next)));
      }
      const stylesheets = linkedStylesheets(html);
      const total = async (files: Iterable<string>, suffix: ".gz" | ".br") =>
        (await Promise.all([...files].map(sizeOf(suffix)))).reduce((sum, size) => sum + size, 0);
      return {
        path: page.path,
        hydrated: page.hydrated,
        inlineScript: inlineScriptBytes(html),
        hasForm: hasPostForm(html),
        js: await total(scripts, ".br"),
        css: await total(stylesheets, ".br"),
        jsGzip: await total(scripts, ".gz"),
        cssGzip: await total(stylesheets, ".gz"),
        scripts: [...scripts].sort(),
        stylesheets,
      };
    }),
  );
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One line per static page over STATIC_BUDGET or loading the framework. */
function staticProblems(weight: PageWeight): string[] {
  const problems: string[] = [];
  const framework = weight.scripts.filter((script) => FRAMEWORK_FILE.test(script));
  if (framework.length > 0)
    problems.push(`${weight.path}: a static page loads the framework (${framework.join(", ")})`);
  const transferred = weight.js + weight.scripts.length * RESPONSE_HEADER_BYTES;
  if (transferred > STATIC_BUDGET.scriptFiles)
    problems.push(
      `${weight.path}: script files ${kib(transferred)} as transferred (brotli and headers), over a static page's budget of ${kib(STATIC_BUDGET.scriptFiles)}`,
    );
  if (weight.inlineScript > STATIC_BUDGET.inlineScript)
    problems.push(
      `${weight.path}: inline scripts ${kib(weight.inlineScript)}, over a static page's budget of ${kib(STATIC_BUDGET.inlineScript)}`,
    );
  return problems;
}

/** One line per page over a budget (JavaScript, CSS, one stylesheet), naming the page, its weight and its budget. */
export function overBudget(weights: readonly PageWeight[]): string[] {
  const problems: string[] = [];
  for (const weight of weights) {
    if (!weight.hydrated) problems.push(...staticProblems(weight));
    const jsBudget = weight.hasForm ? JS_BUDGET.withForm : JS_BUDGET.withoutForm;
    if (weight.js > jsBudget) {
      problems.push(
        `${weight.path}: first-load JavaScript ${kib(weight.js)} (brotli), over its budget of ${kib(jsBudget)} (${weight.hasForm ? "a page with a form" : "a page without a form"})`,
      );
    }
    if (weight.css > CSS_BUDGET)
      problems.push(
        `${weight.path}: first-load CSS ${kib(weight.css)} (brotli), over its budget of ${kib(CSS_BUDGET)}`,
      );
    // Each render-blocking stylesheet beyond the first costs a round trip before the first paint.
    if (weight.stylesheets.length > 1)
      problems.push(
        `${weight.path}: ${weight.stylesheets.length} stylesheets (${weight.stylesheets.join(", ")}), where one is the budget`,
      );
  }
  return problems;
}
