import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { IN_MEMORY_MAX_BYTES } from "../src/site/asset-files.js";
import {
  ASSET_JS,
  createSiteFixture,
  LOADER_DATA,
  MEDIA_VIDEO,
  ROBOTS_TXT,
  siteAppForSuite,
  testApp,
} from "./fixtures.js";

const site = siteAppForSuite();

describe("hashed assets", () => {
  it("are cached for a year as immutable", async () => {
    const response = await site.app.inject({ url: "/assets/app-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(response.body).toBe(ASSET_JS);
  });

  it("come precompressed as brotli or gzip, varying by Accept-Encoding", async () => {
    const br = await site.app.inject({
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_JS);

    const gzip = await site.app.inject({
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(ASSET_JS);
  });

  it("revalidate with their ETag", async () => {
    const first = await site.app.inject({ url: "/assets/app-abc123.js" });
    const again = await site.app.inject({
      url: "/assets/app-abc123.js",
      headers: { "if-none-match": first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe("media and root files", () => {
  it("media is cached for an hour and revalidated", async () => {
    const response = await site.app.inject({ url: "/media/team.avif" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.headers["content-type"]).toBe("image/avif");
    expect(response.headers.etag).toBeDefined();
  });

  it.each([
    ["/media/intro.mp4", "video/mp4"],
    ["/media/brochure.pdf", "application/pdf"],
    ["/media/captions.vtt", "text/vtt; charset=utf-8"],
    ["/manifest.webmanifest", "application/manifest+json"],
    ["/robots.txt", "text/plain; charset=utf-8"],
    ["/sitemap.xml", "application/xml"],
    ["/favicon.ico", "image/vnd.microsoft.icon"],
  ])("serves %s as %s", async (url, type) => {
    const response = await site.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(type);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("serves byte ranges of a video", async () => {
    const response = await site.app.inject({ url: "/media/intro.mp4", headers: { range: "bytes=100-199" } });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-range"]).toBe(`bytes 100-199/${MEDIA_VIDEO.length}`);
    expect(response.rawPayload.equals(MEDIA_VIDEO.subarray(100, 200))).toBe(true);
  });

  it("serves root files precompressed too", async () => {
    const response = await site.app.inject({ url: "/robots.txt", headers: { "accept-encoding": "br" } });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(ROBOTS_TXT);
  });

  it("marks any precompressed answer as varying by Accept-Encoding, whatever its type", async () => {
    const response = await site.app.inject({ url: "/favicon.ico", headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["content-type"]).toBe("image/vnd.microsoft.icon");
    expect(response.headers.vary).toBe("Accept-Encoding");
  });

  it.each(["/FIS.data", "/project-details/FIS.data"])(
    "serves a page's loader data %s, revalidated as its page is",
    async (url) => {
      const response = await site.app.inject({ url: `${url}?_routes=routes%2Fproject-details` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(LOADER_DATA);
      expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    },
  );

  it("answers a parameter route's unknown .data with the shell's rules, never a file from elsewhere", async () => {
    const unknown = await site.app.inject({ url: "/project-details/NOPE.data" });
    expect(unknown.headers["content-type"]).toMatch(/^text\/html/);
    const outside = await site.app.inject({ url: "/project-details/..%2F..%2Fsite-manifest.json" });
    expect(outside.body).not.toContain("shellPrefixes");
  });

  it("does not list directories", async () => {
    const response = await site.app.inject({ url: "/media/" });
    expect(response.statusCode).toBe(404);
  });
});

describe("assets held in memory", () => {
  it("are read once at start: answered with their siblings after the files are gone, HEAD included", async () => {
    const fixture = await createSiteFixture();
    const assets = path.join(fixture.webRoot, "assets");
    const big = Buffer.alloc(IN_MEMORY_MAX_BYTES + 1, 120);
    await writeFile(path.join(assets, "big-abc123.js"), big);
    await writeFile(path.join(assets, "stale-abc123.css"), "body { color: red }");
    await writeFile(
      path.join(assets, "stale-abc123.css.br"),
      zlib.brotliCompressSync("body { color: blue }"),
    );
    const app = testApp(fixture.webRoot);
    try {
      await app.ready();
      await rm(path.join(assets, "app-abc123.js"));
      await rm(path.join(assets, "app-abc123.js.br"));

      const br = await app.inject({
        url: "/assets/app-abc123.js",
        headers: { "accept-encoding": "gzip;q=0.5, br" },
      });
      expect(br.statusCode).toBe(200);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_JS);
      // Every response, from memory too, keeps the security headers.
      expect(br.headers["x-content-type-options"]).toBe("nosniff");

      const head = await app.inject({ method: "HEAD", url: "/assets/app-abc123.js" });
      expect(head.statusCode).toBe(200);
      expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(ASSET_JS)));
      expect(head.body).toBe("");

      // The stale brotli sibling is never sent: identity, and no Vary with nothing to vary.
      const stale = await app.inject({
        url: "/assets/stale-abc123.css",
        headers: { "accept-encoding": "br" },
      });
      expect(stale.headers["content-encoding"]).toBeUndefined();
      expect(stale.headers.vary).toBeUndefined();
      expect(stale.body).toBe("body { color: red }");
      expect(stale.headers["content-type"]).toBe("text/css; charset=utf-8");

      // A file too large for memory is still served, from disk, with byte ranges.
      const range = await app.inject({ url: "/assets/big-abc123.js", headers: { range: "bytes=0-9" } });
      expect(range.statusCode).toBe(206);
      expect(range.body).toBe("xxxxxxxxxx");

      expect((await app.inject({ url: "/assets/missing-abc123.js" })).statusCode).toBe(404);
      expect((await app.inject({ url: "/assets/.hidden" })).statusCode).toBe(404);
    } finally {
      await app.close();
      await fixture.remove();
    }
  });
});
