// The real server over HTTP, without a browser: redirects, security headers,
// compression, caching, robots.txt, the sitemap, the web app manifest and the favicon.

import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import { HOME_PATH, sitemapPages } from "../web/app/pages.ts";

const baseURL = inject("baseURL");

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as sent (still compressed when content-encoding says so). */
  body: Buffer;
  text(): string;
}

/** One GET, no redirects followed, no decompression: what the server actually sent. */
function get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseURL), { method: "GET", headers, timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          text: () => body.toString("utf8"),
        });
      });
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on("error", reject);
    req.end();
  });
}

const header = (response: RawResponse, name: string) => {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
};

/** The directives of a Content-Security-Policy header: name -> source list. */
function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

describe("redirects and the app shell", () => {
  it("GET /healthz answers 200", async () => {
    expect((await get("/healthz")).status).toBe(200);
  });

  for (const path of ["/", "/no-such-page"]) {
    it(`${path} -> 302 to ${HOME_PATH}`, async () => {
      const response = await get(path);
      expect(response.status).toBe(302);
      expect(new URL(header(response, "location"), baseURL).pathname).toBe(HOME_PATH);
    });
  }

  it("/careers (wrong case) -> 301 to /Careers", async () => {
    const response = await get("/careers");
    expect(response.status).toBe(301);
    expect(new URL(header(response, "location"), baseURL).pathname).toBe("/Careers");
  });

  for (const path of ["/project-details/NOPE", "/solution-details/NOPE"]) {
    it(`${path} (unknown id) -> 200 with the app shell`, async () => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(header(response, "content-type")).toMatch(/^text\/html/);
      expect(response.text()).toMatch(/<script[^>]*type="module"/);
    });
  }
});

describe("GET /home", () => {
  it("sends the security headers", async () => {
    const response = await get(HOME_PATH);
    expect(response.status).toBe(200);
    const csp = header(response, "content-security-policy");
    expect(csp, "Content-Security-Policy").not.toBe("");
    const directives = parseCsp(csp);
    const scriptSrc = directives.get("script-src") ?? directives.get("default-src");
    expect(scriptSrc, "script-src (or default-src)").toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(header(response, "x-content-type-options")).toBe("nosniff");
    expect(header(response, "referrer-policy")).not.toBe("");
    expect(header(response, "permissions-policy")).not.toBe("");
    expect(header(response, "cross-origin-resource-policy")).not.toBe("");
  });

  it("is compressed with br or gzip when asked, and the same page either way", async () => {
    const plain = await get(HOME_PATH, { "accept-encoding": "identity" });
    expect(header(plain, "content-encoding")).toMatch(/^(identity)?$/);
    const html = plain.text();
    expect(html).toContain("</html>");

    const br = await get(HOME_PATH, { "accept-encoding": "br" });
    expect(header(br, "content-encoding")).toBe("br");
    expect(header(br, "vary").toLowerCase()).toContain("accept-encoding");
    expect(brotliDecompressSync(br.body).toString("utf8")).toBe(html);

    const gzip = await get(HOME_PATH, { "accept-encoding": "gzip" });
    expect(header(gzip, "content-encoding")).toBe("gzip");
    expect(gunzipSync(gzip.body).toString("utf8")).toBe(html);

    const browserLike = await get(HOME_PATH, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(header(browserLike, "content-encoding")).toMatch(/^(br|gzip)$/);
  });

  it("links hashed assets that are cached as immutable", async () => {
    const html = (await get(HOME_PATH)).text();
    const assets = [
      ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)),
    ];
    expect(assets.length, "assets linked from /home").toBeGreaterThan(0);
    for (const asset of assets.slice(0, 5)) {
      const response = await get(asset, { "accept-encoding": "br, gzip" });
      expect(response.status, asset).toBe(200);
      const cacheControl = header(response, "cache-control");
      expect(cacheControl, `${asset} Cache-Control`).toContain("immutable");
      const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
      expect(maxAge, `${asset} max-age`).toBeGreaterThanOrEqual(31_536_000);
    }
  });
});

describe("crawler and app files", () => {
  it("robots.txt names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.text()).toMatch(/^Sitemap:\s*https?:\/\/\S+\/sitemap\.xml\s*$/im);
  });

  it("sitemap.xml lists every canonical page path, and only those", async () => {
    const response = await get("/sitemap.xml", { "accept-encoding": "identity" });
    expect(response.status).toBe(200);
    expect(header(response, "content-type")).toMatch(/xml/);
    const locs = [...response.text().matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    const expected = [...new Set(sitemapPages().map((p) => p.canonicalPath))].sort();
    // The search results page asks not to be indexed (full-text-search.test.ts).
    expect(locs).not.toContain("/search");
    expect(locs.length, "no path listed twice").toBe(new Set(locs).size);
    expect([...locs].sort()).toEqual(expected);
  });

  it("manifest.webmanifest parses and its icons answer 200", async () => {
    const response = await get("/manifest.webmanifest", { "accept-encoding": "identity" });
    expect(response.status).toBe(200);
    const manifest = JSON.parse(response.text()) as { name?: string; icons?: { src: string }[] };
    expect(manifest.name ?? "").not.toBe("");
    expect(manifest.icons?.length ?? 0, "icons").toBeGreaterThan(0);
    for (const icon of manifest.icons ?? []) {
      const url = new URL(icon.src, new URL("/manifest.webmanifest", baseURL));
      expect(url.origin, `${icon.src} is same-origin`).toBe(new URL(baseURL).origin);
      expect((await get(url.pathname)).status, icon.src).toBe(200);
    }
  });

  it("favicon.ico answers 200", async () => {
    const response = await get("/favicon.ico");
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
  });
});
