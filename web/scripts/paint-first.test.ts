import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { init, parse } from "es-module-lexer";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CRITICAL_CSS_ID,
  PAINT_WAIT_MS,
  criticalCssSelector,
  paintFirst,
  rewriteBootstrap,
  withDeferredPosters,
  withoutModulePreloads,
} from "./paint-first";

// React Router's module bootstrap (the same in v7 and v8), as it writes it at the end of every prerendered page.
const BOOTSTRAP = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/page-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"page":route1};

import("/assets/entry.client-4.js");`;

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>${head}</head><body>${body}` +
  `<script type="module" async="">${BOOTSTRAP}</script></body></html>`;

/** Syntax errors of `code` as a module (top-level await included). */
function syntaxErrors(code: string): string[] {
  const out = ts.transpileModule(code, {
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

describe("the module bootstrap, rewritten to start after the first paint", () => {
  beforeAll(async () => {
    await init;
  });

  it("imports the same modules, every one dynamically, after waiting for the paint", () => {
    const rewritten = rewriteBootstrap(BOOTSTRAP, "/page", ["/assets/style-5.css"]);
    expect(syntaxErrors(rewritten)).toEqual([]);
    const [imports] = parse(rewritten);
    // Dynamic import()s only: a static one would start downloading before the script runs.
    expect(imports.every((found) => found.type === "dynamic")).toBe(true);
    expect(imports.map((found) => found.specifier)).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/page-3.js",
      "/assets/entry.client-4.js",
    ]);
    const wait = rewritten.indexOf("first-contentful-paint");
    const firstImport = rewritten.indexOf("import(");
    expect(wait).toBeGreaterThan(-1);
    expect(wait).toBeLessThan(firstImport);
    expect(rewritten).toContain(`setTimeout(go, ${PAINT_WAIT_MS})`);
  });

  it("keeps the route modules' names and hydrates last, once the stylesheets are in", () => {
    const rewritten = rewriteBootstrap(BOOTSTRAP, "/page", ["/assets/style-5.css"]);
    expect(rewritten).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/page-3.js"), ...styled]);',
    );
    expect(rewritten).toContain('window.__reactRouterRouteModules = {"root":route0,"page":route1};');
    expect(rewritten.trimEnd().endsWith('import("/assets/entry.client-4.js");')).toBe(true);
    expect(rewritten).toContain('["/assets/style-5.css"].map(');
    expect(rewritten).toContain(`document.getElementById("${CRITICAL_CSS_ID}")`);
  });

  it("refuses a bootstrap of another shape, naming the page", () => {
    expect(() => rewriteBootstrap(`${BOOTSTRAP}\nconsole.log(1);`, "/odd", [])).toThrow(
      /\/odd: unexpected statement/,
    );
    expect(() => rewriteBootstrap('import "/assets/a.js";', "/odd", [])).toThrow(/\/odd: .*lacks/);
  });
});

describe("paintFirst: the page's critical CSS inline, its stylesheet after the paint", () => {
  let dir: string;
  const css =
    ".used{color:red}.unused{color:blue}.used:hover{color:green}" +
    "@media (min-width:40rem){.used{color:navy}.unused{color:teal}}" +
    "@keyframes spin{to{transform:rotate(1turn)}}.spinner{animation:spin 1s}";

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "paint-first-"));
    await fs.mkdir(path.join(dir, "assets"));
    await fs.writeFile(path.join(dir, "assets/s.css"), css);
    await init;
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("inlines the rules that match the page's markup, and moves the link into <noscript>", async () => {
    const html = page(
      '<link rel="manifest" href="/m.webmanifest"/><link rel="stylesheet" href="/assets/s.css"/>',
      '<p class="used">Hi</p>',
    );
    const out = await paintFirst(html, "/page", criticalCssSelector(dir));
    const style = /<style id="critical-css">([^<]*)<\/style>/.exec(out)?.[1] ?? "";
    expect(style).toContain(".used{color:red}");
    expect(style).toContain(".used:hover{color:green}");
    expect(style).toContain("@media (min-width:40rem){.used{color:navy}}");
    expect(style).not.toContain(".unused");
    expect(style).not.toContain("@keyframes");
    // In the stylesheet's place: the inline rules, then the link for visitors without JavaScript.
    expect(out).toContain(
      `<link rel="manifest" href="/m.webmanifest"/><style id="critical-css">${style}</style><noscript><link rel="stylesheet" href="/assets/s.css"/></noscript></head>`,
    );
    expect(out.replace(/<noscript>.*?<\/noscript>/, "")).not.toContain('rel="stylesheet"');
    // The rest of the page is as React Router wrote it, and the shared stylesheet untouched.
    expect(out).toContain('<head><meta charSet="utf-8"/><title>T</title>');
    expect(out).toContain('<body><p class="used">Hi</p><script type="module" async="">');
    expect(await fs.readFile(path.join(dir, "assets/s.css"), "utf8")).toBe(css);
    const [imports] = parse(out.slice(out.indexOf('async="">') + 9, out.lastIndexOf("</script>")));
    expect(imports.every((found) => found.type === "dynamic")).toBe(true);
  });

  it("holds the videos' posters until the bootstrap sets them, after the paint", async () => {
    const video =
      '<video controls="" poster="/media/v-poster.webp" width="1280"><source src="/media/v.mp4"/></video>';
    const out = await paintFirst(
      page('<link rel="stylesheet" href="/assets/s.css"/>', `<p class="used">Hi</p>${video}`),
      "/page",
      criticalCssSelector(dir),
    );
    expect(out).toContain('<video controls="" data-poster="/media/v-poster.webp" width="1280">');
    expect(out).not.toMatch(/\sposter=/);
    const bootstrap = out.slice(out.indexOf('async="">'));
    expect(bootstrap.indexOf('querySelectorAll("video[data-poster]")')).toBeGreaterThan(
      bootstrap.indexOf("first-contentful-paint"),
    );
    expect(bootstrap.indexOf('querySelectorAll("video[data-poster]")')).toBeLessThan(
      bootstrap.indexOf("import("),
    );
    expect(withDeferredPosters('<img poster="/x.webp"/>')).toBe('<img poster="/x.webp"/>');
  });

  it("keeps keyframes that a critical rule runs", async () => {
    const out = await paintFirst(
      page('<link rel="stylesheet" href="/assets/s.css"/>', '<span class="spinner"></span>'),
      "/page",
      criticalCssSelector(dir),
    );
    expect(out).toContain("@keyframes spin");
  });

  it("refuses a page that does not link exactly one stylesheet in its head", async () => {
    const beasties = criticalCssSelector(dir);
    await expect(paintFirst(page("", "<p>Hi</p>"), "/none", beasties)).rejects.toThrow(
      /\/none: expected one stylesheet link/,
    );
    const two = '<link rel="stylesheet" href="/assets/s.css"/><link rel="stylesheet" href="/assets/s.css"/>';
    await expect(paintFirst(page(two, "<p>Hi</p>"), "/two", beasties)).rejects.toThrow(
      /\/two: expected one stylesheet link/,
    );
  });
});

describe("withoutModulePreloads", () => {
  it("drops module preloads and keeps every other tag", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a-1.js"/><link rel="stylesheet" href="/assets/b.css"/>' +
      '<link rel="modulepreload" href="/assets/c-2.js"/><link rel="preload" as="image" href="/media/x.avif"/></head>' +
      '<script type="module" async="">import "/assets/a-1.js";</script>';
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/b.css"/><link rel="preload" as="image" href="/media/x.avif"/></head>' +
        '<script type="module" async="">import "/assets/a-1.js";</script>',
    );
  });
});
