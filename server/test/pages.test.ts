import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { fetchXsrf, tokenSetBy } from "./form-helpers.js";
import {
  INLINE_SCRIPTS,
  JSON_LD,
  MANIFEST,
  entry,
  PAGES,
  createSiteFixture,
  cspHashOf,
  siteAppForSuite,
  siteForSuite,
  testApp,
  testConfig,
} from "./fixtures.js";

const site = siteAppForSuite({ withoutSiblings: ["about/index.html"] });

const scriptSources = (policy: string) =>
  policy
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("script-src "))
    ?.split(" ")
    .slice(1);

describe("pages", () => {
  it("serves a page's HTML with its caching headers and no cookie: any cache may keep it, revalidating", async () => {
    const response = await site.app.inject({ url: "/home" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(PAGES.home);
  });

  it("serves a page with a form with a fresh XSRF cookie on every view, so it is private", async () => {
    const { headers, token } = await fetchXsrf(site.app);
    const response = await site.app.inject({ url: "/Careers", headers: { cookie: headers.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, max-age=0, must-revalidate");
    expect(tokenSetBy(response)).toBeDefined();
    expect(tokenSetBy(response)).not.toBe(token);
    expect(response.body).toBe(PAGES.careers);

    const firstVisit = await site.app.inject({ url: "/Careers" });
    expect(firstVisit.headers["cache-control"]).toBe("private, max-age=0, must-revalidate");
    expect(tokenSetBy(firstVisit)).toBeDefined();
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await site.app.inject({ method: "HEAD", url: "/home" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-length"]).toBe(String(Buffer.byteLength(PAGES.home)));
    expect(response.body).toBe("");
  });

  it("answers 304 when If-None-Match carries the current ETag", async () => {
    const first = await site.app.inject({ url: "/about" });
    const etag = first.headers.etag as string;
    const again = await site.app.inject({ url: "/about", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);

    const weak = await site.app.inject({ url: "/about", headers: { "if-none-match": `"x", W/${etag}` } });
    expect(weak.statusCode).toBe(304);

    const stale = await site.app.inject({ url: "/about", headers: { "if-none-match": '"old"' } });
    expect(stale.statusCode).toBe(200);
  });

  it("sends brotli when accepted, and the bytes decompress to the page", async () => {
    const response = await site.app.inject({
      url: "/home",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(PAGES.home);
  });

  it("sends gzip when brotli is not accepted", async () => {
    const response = await site.app.inject({ url: "/home", headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(PAGES.home);
  });

  it("sends identity when neither is accepted or brotli is refused", async () => {
    const plain = await site.app.inject({ url: "/home", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(PAGES.home);

    const noBrotli = await site.app.inject({
      url: "/home",
      headers: { "accept-encoding": "br;q=0, gzip;q=0.5" },
    });
    expect(noBrotli.headers["content-encoding"]).toBe("gzip");
  });

  it("gives each encoding its own ETag and revalidates each", async () => {
    const br = await site.app.inject({ url: "/home", headers: { "accept-encoding": "br" } });
    const plain = await site.app.inject({ url: "/home" });
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const revalidated = await site.app.inject({
      url: "/home",
      headers: { "accept-encoding": "br", "if-none-match": br.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("compresses a page in memory when the build left no .br/.gz beside it", async () => {
    const response = await site.app.inject({ url: "/about", headers: { "accept-encoding": "br" } });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(PAGES.about);
  });
});

describe("Content-Security-Policy of pages", () => {
  it("allows exactly the page's inline scripts by hash, never 'unsafe-inline'", async () => {
    const response = await site.app.inject({ url: "/home" });
    const sources = scriptSources(response.headers["content-security-policy"] as string);
    expect(sources).toEqual([
      "'self'",
      cspHashOf(INLINE_SCRIPTS.homeContext),
      cspHashOf(INLINE_SCRIPTS.homeModule),
      cspHashOf(JSON_LD),
    ]);
    expect(sources).not.toContain("'unsafe-inline'");
  });

  it("hashes each page's own scripts", async () => {
    const about = await site.app.inject({ url: "/about" });
    expect(scriptSources(about.headers["content-security-policy"] as string)).toEqual([
      "'self'",
      cspHashOf(INLINE_SCRIPTS.aboutContext),
    ]);
  });

  it("hashes the text as the browser parses it, with CRLF as LF", async () => {
    const careers = await site.app.inject({ url: "/Careers" });
    expect(scriptSources(careers.headers["content-security-policy"] as string)).toEqual([
      "'self'",
      cspHashOf("window.a = 1;\nwindow.b = 2;"),
    ]);
  });

  it("carries the rest of the policy", async () => {
    const response = await site.app.inject({ url: "/home" });
    const policy = response.headers["content-security-policy"] as string;
    for (const directive of [
      "default-src 'self'",
      "base-uri 'self'",
      "object-src 'none'",
      "frame-ancestors 'self'",
      "form-action 'self'",
      "img-src 'self' data:",
      "style-src 'self' 'unsafe-inline'",
      "font-src 'self'",
      "connect-src 'self'",
      "media-src 'self'",
      "frame-src 'self'",
      "manifest-src 'self'",
    ]) {
      expect(policy.split("; ")).toContain(directive);
    }
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  describe("of a page allowed to frame a third party", () => {
    const OSM = "https://www.openstreetmap.org";
    const contactScript = "window.__reactRouterContext = { page: 'contact' };";
    // The shared fixture has no contact page: this build adds one, and serves the same
    // file at a second path too, which shows the policy follows the page's path (one
    // entry of the manifest, `framesMap`), not the file.
    const contact = siteForSuite();
    beforeAll(async () => {
      await mkdir(path.join(contact.webRoot, "contact"), { recursive: true });
      await writeFile(
        path.join(contact.webRoot, "contact/index.html"),
        `<!DOCTYPE html><html lang="en"><head><title>Contact</title></head><body><h1>Contact Us</h1><script>${contactScript}</script></body></html>`,
      );
      const pages = {
        ...MANIFEST.pages,
        "/contact": entry("contact/index.html", [contactScript], { framesMap: true }),
        "/contact-copy": entry("contact/index.html", [contactScript]),
      };
      await writeFile(
        path.join(contact.webRoot, "site-manifest.json"),
        JSON.stringify({ ...MANIFEST, pages }),
      );
    });
    let app: FastifyInstance;
    beforeAll(async () => {
      app = testApp(contact.webRoot, { TRUST_PROXY: "true" });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
    });
    const directives = (policy: unknown) => String(policy).split("; ");
    const frameSources = (policy: unknown) =>
      directives(policy).filter((directive) => directive.startsWith("frame-src"));

    it("lets /contact frame OpenStreetMap, over http and https, with its own script hashes", async () => {
      const plain = await app.inject({ url: "/contact" });
      expect(plain.statusCode).toBe(200);
      expect(frameSources(plain.headers["content-security-policy"])).toEqual([`frame-src 'self' ${OSM}`]);
      expect(scriptSources(plain.headers["content-security-policy"] as string)).toEqual([
        "'self'",
        cspHashOf(contactScript),
      ]);

      const secure = await app.inject({
        url: "/contact?from=menu",
        headers: { "x-forwarded-proto": "https" },
      });
      expect(frameSources(secure.headers["content-security-policy"])).toEqual([`frame-src 'self' ${OSM}`]);
      expect(directives(secure.headers["content-security-policy"])).toContain("upgrade-insecure-requests");

      const revalidated = await app.inject({
        url: "/contact",
        headers: { "if-none-match": plain.headers.etag as string },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(frameSources(revalidated.headers["content-security-policy"])).toEqual([
        `frame-src 'self' ${OSM}`,
      ]);
    });

    it("keeps frame-src 'self' on every other page, the same file at another path, the shell and other responses", async () => {
      for (const url of [
        "/home",
        "/about",
        "/contact-copy",
        "/project-details/unknown",
        "/assets/app-abc123.js",
        "/healthz",
      ]) {
        const response = await app.inject({ url });
        expect(frameSources(response.headers["content-security-policy"]), url).toEqual(["frame-src 'self'"]);
        expect(String(response.headers["content-security-policy"]), url).not.toContain("openstreetmap");
      }
    });

    it("sends a different spelling of /contact to the page rather than giving it the page's policy", async () => {
      const response = await app.inject({ url: "/Contact/" });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe("/contact");
      expect(String(response.headers["content-security-policy"])).not.toContain("openstreetmap");
    });
  });

  it("gives other responses script-src 'self' alone", async () => {
    const response = await site.app.inject({ url: "/assets/app-abc123.js" });
    expect(scriptSources(response.headers["content-security-policy"] as string)).toEqual(["'self'"]);
  });
});

describe("a page edited after the build", () => {
  it("is served in every encoding from the current file, with a warning about the stale sibling", async () => {
    const edited = await createSiteFixture();
    await writeFile(path.join(edited.webRoot, "home/index.html.br"), zlib.brotliCompressSync("<p>old</p>"));
    const lines: string[] = [];
    const editedApp = buildApp(testConfig({ WEB_ROOT: edited.webRoot, LOG_LEVEL: "warn" }), {
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const response = await editedApp.inject({ url: "/home", headers: { "accept-encoding": "br" } });
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(PAGES.home);
      expect(lines.join("")).toContain("index.html.br does not match");
    } finally {
      await editedApp.close();
      await edited.remove();
    }
  });
});
