// The console's pages: one client-rendered document for every path under /staff, never
// cached or indexed, under the site's security headers and a CSP without inline
// scripts; its hashed assets immutable; a missing build answered with 503 and a hint.

import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { XSRF_COOKIE } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./databases.js";
import { staffApp } from "./staff-helpers.js";

const DOCUMENT =
  '<!doctype html><html lang="en"><head><title>Staff console</title><script type="module" src="/staff/assets/main-abc123.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = "console.log('console');\n";

describe("staff console pages", () => {
  let database: TestDatabase;
  let consoleRoot: string;
  let app: FastifyInstance;
  let unbuilt: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    consoleRoot = await mkdtemp(path.join(tmpdir(), "console-build-"));
    await mkdir(path.join(consoleRoot, "assets"));
    await writeFile(path.join(consoleRoot, "index.html"), DOCUMENT);
    await writeFile(path.join(consoleRoot, "assets", "main-abc123.js"), SCRIPT);
    app = staffApp(database, { CONSOLE_ROOT: consoleRoot });
    unbuilt = staffApp(database);
    await Promise.all([app.ready(), unbuilt.ready()]);
  });
  afterAll(async () => {
    await Promise.all([app?.close(), unbuilt?.close()]);
    await database?.remove();
    await rm(consoleRoot, { recursive: true, force: true });
  });

  it.each(["/staff", "/staff/", "/staff/gallery", "/staff/inbox/contact/123", "/staff/enrol"])(
    "serves the console's document at %s",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(DOCUMENT);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      // `private` too: the page carries the visitor's own XSRF cookie.
      expect(String(response.headers["cache-control"]).split(", ")).toContain("no-store");
      expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      const policy = String(response.headers["content-security-policy"]);
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      // The gallery previews a picture chosen on the device (an object URL) before upload.
      expect(policy.split("; ")).toContain("img-src 'self' data: blob:");
      // The page hands out the XSRF token the console's requests echo.
      expect(response.cookies.some((cookie) => cookie.name === XSRF_COOKIE)).toBe(true);
    },
  );

  it("serves the hashed assets as immutable files and refuses the ones it does not have", async () => {
    const asset = await app.inject({ url: "/staff/assets/main-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(SCRIPT);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await app.inject({ url: "/staff/assets/missing.js" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/staff/assets/../index.html" })).body).not.toBe(SCRIPT);
  });

  it("answers unknown API paths as API paths, not with the document", async () => {
    for (const url of ["/staff/api", "/staff/api/", "/staff/api/nothing"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    // Paths are case-sensitive; another spelling is a reserved path: a 404, never a page.
    expect((await app.inject({ url: "/STAFF/API/session" })).statusCode).toBe(404);
  });

  it("answers 503 with a hint when the console is not built, and the API still works", async () => {
    const response = await unbuilt.inject({ url: "/staff" });
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/npm run build/);
    expect((await unbuilt.inject({ url: "/staff/api/session" })).statusCode).toBe(401);
  });
});
