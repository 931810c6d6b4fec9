// The site search on the server: the search page's policy lets it compile
// Pagefind's WebAssembly, no other page's does; the index under /pagefind/ is served with
// the policy its worker needs, revalidated on every use, and a missing file is a 404.

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entry, MANIFEST, siteForSuite, testApp } from "./fixtures.js";

const site = siteForSuite();
let app: FastifyInstance;

beforeAll(async () => {
  const write = async (relative: string, content: string) => {
    await mkdir(path.dirname(path.join(site.webRoot, relative)), { recursive: true });
    await writeFile(path.join(site.webRoot, relative), content);
  };
  await write(
    "search/index.html",
    '<!DOCTYPE html><html lang="en"><head><title>Search</title></head><body><h1>Search the Site</h1></body></html>',
  );
  await write("pagefind/pagefind.js", "export const search = () => [];\n");
  await write("pagefind/pagefind-worker.js", "self.onmessage = () => {};\n");
  await write("pagefind/fragment/en_1234.pf_fragment", "\u001f\u008b fragment");
  await write(
    "site-manifest.json",
    JSON.stringify({
      ...MANIFEST,
      pages: { ...MANIFEST.pages, "/search": entry("search/index.html", [], { runsSearchWorker: true }) },
    }),
  );
  app = testApp(site.webRoot);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

const scriptSources = (policy: unknown) =>
  /(?:^|; )script-src ([^;]*)/.exec(String(policy))?.[1]?.split(" ") ?? [];

describe("the search page and its index", () => {
  it("lets the search page, and only it, compile WebAssembly", async () => {
    const search = await app.inject({ url: "/search?q=XBRL" });
    expect(search.statusCode).toBe(200);
    expect(scriptSources(search.headers["content-security-policy"])).toContain("'wasm-unsafe-eval'");
    for (const url of ["/home", "/Careers", "/project-details/NOPE", "/media/intro.mp4", "/robots.txt"]) {
      const other = await app.inject({ url });
      expect(scriptSources(other.headers["content-security-policy"]), url).not.toContain(
        "'wasm-unsafe-eval'",
      );
    }
  });

  it.each([
    "/pagefind/pagefind.js",
    "/pagefind/pagefind-worker.js",
    "/pagefind/fragment/en_1234.pf_fragment",
  ])("serves %s revalidated on every use, under the policy Pagefind's worker needs", async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.etag).toBeDefined();
    const policy = String(response.headers["content-security-policy"]);
    expect(scriptSources(policy)).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it.each(["/pagefind/missing.js", "/pagefind/", "/pagefind", "/Pagefind/pagefind.js"])(
    "answers %s with a 404, never a page",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).not.toMatch(/^text\/html/);
    },
  );
});
