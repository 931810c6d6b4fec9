import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { createSiteFixture, testApp, testConfig, type SiteFixture } from "./fixtures.js";

describe("GET /healthz", () => {
  let fixture: SiteFixture;

  beforeAll(async () => {
    fixture = await createSiteFixture();
  });

  afterAll(async () => {
    await fixture?.remove();
  });

  it("answers 200 ok, never cached", async () => {
    const app = testApp(fixture.webRoot);
    const response = await app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
    await app.close();
  });

  it("answers 503 when the database does not answer, so a load balancer takes the instance out", async () => {
    const app = testApp(fixture.webRoot);
    await app.ready();
    // As if the database had gone away under the running server.
    await app.db.destroy();
    const response = await app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "unavailable", database: "unreachable" });
    expect(response.headers["cache-control"]).toBe("no-store");
    await app.close();
  });
});

describe("without a web build", () => {
  let emptyDirectory: string;

  beforeAll(async () => {
    emptyDirectory = await mkdtemp(path.join(tmpdir(), "no-build-"));
  });

  afterAll(async () => {
    await rm(emptyDirectory, { recursive: true, force: true });
  });

  it.each([
    ["a missing WEB_ROOT", () => path.join(emptyDirectory, "does-not-exist")],
    ["a WEB_ROOT without site-manifest.json", () => emptyDirectory],
  ])("starts with %s: health 200, pages 503, API 404", async (_case, webRoot) => {
    const lines: string[] = [];
    const app = buildApp(testConfig({ WEB_ROOT: webRoot(), LOG_LEVEL: "warn" }), {
      logStream: { write: (line) => void lines.push(line) },
    });

    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);

    for (const url of ["/home", "/", "/careers"]) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain("npm run build");
      expect(page.headers["cache-control"]).toBe("no-store");
    }

    const api = await app.inject({ url: "/Bweb/api/nope" });
    expect(api.statusCode).toBe(404);
    expect((await app.inject({ url: "/assets/app.js" })).statusCode).toBe(404);

    // The console's build may be missing too (a fresh clone): its own warning comes first.
    const warnings = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40)
      .map((entry) => entry.msg);
    expect(warnings).toContainEqual(expect.stringMatching(/Site not available: .*npm run build/));
    await app.close();
  });
});
