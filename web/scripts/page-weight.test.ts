import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { init } from "es-module-lexer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  entryModules,
  inlineScriptBytes,
  JS_BUDGET,
  linkedStylesheets,
  overBudget,
  pageWeights,
  RESPONSE_HEADER_BYTES,
  scriptSources,
  STATIC_BUDGET,
  type PageWeight,
} from "./page-weight";

const PAGE = (body: string) =>
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root-1.css"/><link rel="preload" as="image" href="/media/x.avif"/>' +
  '<link rel="stylesheet" href="/assets/page-2.css"/></head><body><form role="search" method="get" action="/search"></form>' +
  `${body}<script type="module" async="">\nimport "/assets/manifest-1.js"\nimport * as route0 from "/assets/root-1.js"\nimport("/assets/entry-1.js")</script></body></html>`;

describe("a page's first load", () => {
  let clientDir: string;
  // Written with a .br and a .gz of a known size (those of `compressed`), or without.
  const write = async (sitePath: string, content: string, compressed?: string) => {
    const file = path.join(clientDir, sitePath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    if (compressed !== undefined) {
      await writeFile(`${file}.br`, brotliCompressSync(compressed));
      await writeFile(`${file}.gz`, gzipSync(compressed));
    }
  };
  const br = (text: string) => brotliCompressSync(text).length;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), "page-weight-"));
    await write("assets/manifest-1.js", "window.m = 1;", "m".repeat(1000));
    await write("assets/root-1.js", 'import { a } from "./shared-1.js"; export default a;', "r".repeat(1000));
    // The entry brings the shared chunk again (counted once) and loads the dialog when used.
    await write(
      "assets/entry-1.js",
      'import "./shared-1.js"; export const open = () => import("./dialog-1.js");',
      "e".repeat(1000),
    );
    await write("assets/shared-1.js", "export const a = 1;"); // too small for a .gz
    await write("assets/dialog-1.js", "export const d = 1;", "d".repeat(100_000));
    await write("assets/root-1.css", "a{}", "c".repeat(500));
    await write("assets/page-2.css", "b{}", "p".repeat(500));
    await write("home/index.html", PAGE("<h1>Home</h1>"));
    await write("contact/index.html", PAGE('<form method="post" action="/Bweb/api/mailsending"></form>'));
  });
  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
  });

  it("reads the stylesheets and the module imports of the HTML", async () => {
    await init;
    const html = PAGE('<form class="contact" method="post"></form>');
    expect(linkedStylesheets(html)).toEqual(["/assets/root-1.css", "/assets/page-2.css"]);
    expect(entryModules(html)).toEqual(["/assets/manifest-1.js", "/assets/root-1.js", "/assets/entry-1.js"]);
  });

  it("counts each module of the first load once, gzipped, and no module loaded later", async () => {
    const [home, contact] = await pageWeights(clientDir, [
      { path: "/home", file: "home/index.html", hydrated: true },
      { path: "/contact", file: "contact/index.html", hydrated: true },
    ]);
    expect(home!.scripts).toEqual([
      "/assets/entry-1.js",
      "/assets/manifest-1.js",
      "/assets/root-1.js",
      "/assets/shared-1.js",
    ]);
    expect(home!.js).toBe(
      br("m".repeat(1000)) + br("r".repeat(1000)) + br("e".repeat(1000)) + "export const a = 1;".length,
    );
    expect(home!.jsGzip).toBe(
      gzipSync("m".repeat(1000)).length +
        gzipSync("r".repeat(1000)).length +
        gzipSync("e".repeat(1000)).length +
        "export const a = 1;".length,
    );
    expect(home!.css).toBe(br("c".repeat(500)) + br("p".repeat(500)));
    expect(home!.hasForm).toBe(false);
    expect(contact!.hasForm).toBe(true);
  });

  it("names every page over its budget, a page with a form allowed more", () => {
    const weight = (path: string, hasForm: boolean, js: number): PageWeight => ({
      path,
      hydrated: true,
      inlineScript: 0,
      hasForm,
      js,
      css: 0,
      jsGzip: js,
      cssGzip: 0,
      scripts: [],
      stylesheets: [],
    });
    const between = (JS_BUDGET.withForm + JS_BUDGET.withoutForm) / 2;
    expect(overBudget([weight("/contact", true, between), weight("/home", false, between)])).toEqual([
      expect.stringMatching(
        /^\/home: first-load JavaScript [\d.]+ KiB \(brotli\), over its budget of [\d.]+ KiB \(a page without a form\)$/,
      ),
    ]);
  });

  it("names a page that links more than one stylesheet", () => {
    const page = (path: string, stylesheets: string[]): PageWeight => ({
      path,
      hydrated: true,
      inlineScript: 0,
      hasForm: false,
      js: 0,
      css: 0,
      jsGzip: 0,
      cssGzip: 0,
      scripts: [],
      stylesheets,
    });
    expect(
      overBudget([
        page("/home", ["/assets/style-1.css"]),
        page("/about", ["/assets/style-1.css", "/assets/about-2.css"]),
      ]),
    ).toEqual(["/about: 2 stylesheets (/assets/style-1.css, /assets/about-2.css), where one is the budget"]);
  });

  it("holds a static page to its own budget: no framework, 3 KiB of script files with headers, 1 KiB inline", () => {
    const page = (path: string, scripts: string[], js: number, inlineScript: number): PageWeight => ({
      path,
      hydrated: false,
      inlineScript,
      hasForm: false,
      js,
      css: 0,
      jsGzip: js,
      cssGzip: 0,
      scripts,
      stylesheets: ["/assets/style-1.css"],
    });
    const enhance = ["/assets/enhance-1.js"];
    const fits = STATIC_BUDGET.scriptFiles - RESPONSE_HEADER_BYTES;
    expect(
      overBudget([
        page("/about", enhance, fits, STATIC_BUDGET.inlineScript),
        page("/help", enhance, fits + 1, 0),
        page("/team", enhance, 0, STATIC_BUDGET.inlineScript + 1),
        page("/BXBRL", ["/assets/framework-Ab_1.js"], 0, 0),
      ]),
    ).toEqual([
      expect.stringMatching(
        /^\/help: script files 3\.0 KiB as transferred \(brotli and headers\), over a static page's budget of 3\.0 KiB$/,
      ),
      "/team: inline scripts 1.0 KiB, over a static page's budget of 1.0 KiB",
      "/BXBRL: a static page loads the framework (/assets/framework-Ab_1.js)",
    ]);
  });

  it("counts a static page's script files and the text of its inline scripts, JSON-LD aside", async () => {
    await init;
    const html =
      '<html><head><script type="speculationrules">{"a":1}</script><script type="application/ld+json">{"b":2}</script></head>' +
      '<body><script type="module" src="/assets/enhance-1.js"></script><script>é</script></body></html>';
    expect(scriptSources(html)).toEqual(["/assets/enhance-1.js"]);
    expect(inlineScriptBytes(html)).toBe('{"a":1}'.length + 2);
  });
});
