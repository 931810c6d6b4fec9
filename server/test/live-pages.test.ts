// Pages rendered from run-time data (the manifest's `renderedFrom`): /gallery from the
// events, with the build's renderer (here the fixture's, fixtures.ts). A change of the
// events shows on every instance within the check interval, visitors are never held by a
// render, a failed render keeps the page, and renderings are kept in the database: a
// restart serves the last one without rendering, never one of another build.

import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { insertEvent } from "../src/events/store.js";
import { databaseForSuite, ENGINES } from "./databases.js";
import { createSiteFixture, testConfig, type SiteFixture } from "./fixtures.js";

declare global {
  var fixtureRenders: Map<string, number> | undefined;
}
const renders = () => globalThis.fixtureRenders?.get("/gallery") ?? 0;

const addEvent = (db: Parameters<typeof insertEvent>[0], title: string) =>
  insertEvent(db, {
    title,
    date: "2026-01-02",
    renditions: [{ format: "webp", width: 8, height: 8, hash: "a".repeat(32), bytes: Buffer.from("webp") }],
  });

/** Polls /gallery until its body holds `text`; bounded. */
async function waitForGallery(app: FastifyInstance, text: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ url: "/gallery" });
    if (response.body.includes(text)) return response;
    if (Date.now() > deadline) throw new Error(`/gallery never showed ${text}: ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(ENGINES)("live pages on %s", (engine) => {
  const database = databaseForSuite(engine);
  let fixture: SiteFixture;
  const apps: FastifyInstance[] = [];
  let logs: string[] = [];
  /** Stops every instance started so far: the next ones render and log alone. */
  const stopAll = async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    logs = [];
  };
  const start = async (env: Record<string, string> = {}) => {
    const app = buildApp(
      testConfig({ ...database.env, WEB_ROOT: fixture.webRoot, LOG_LEVEL: "info", ...env }),
      {
        logStream: { write: (line: string) => void logs.push(line) },
        events: { versionCheckIntervalMs: 0 },
        site: { liveCheckIntervalMs: 50 },
      },
    );
    apps.push(app);
    await app.ready();
    return app;
  };
  beforeAll(async () => {
    fixture = await createSiteFixture();
  });
  afterAll(async () => {
    await stopAll();
    await fixture.remove();
  });

  it("serves the build's /gallery until its first rendering, then the rendering, its loader data with it", async () => {
    await addEvent(database.db, "Annual day");
    const app = await start();
    const page = await waitForGallery(app, "<li>Annual day</li>");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<li>Annual day</li>");
    expect(page.body).not.toContain("Loading events");
    // Its policy allows the rendering's own inline script, from the renderer's hashes.
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+'/);
    const data = await app.inject({ url: "/gallery.data", headers: { "accept-encoding": "br" } });
    expect(data.statusCode).toBe(200);
    expect(data.headers["content-encoding"]).toBe("br");
    expect(data.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const revalidated = await app.inject({
      url: "/gallery.data",
      headers: { "accept-encoding": "br", "if-none-match": String(data.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    const plain = await app.inject({ url: "/gallery.data" });
    expect(JSON.parse(plain.body)).toMatchObject([{ title: "Annual day" }]);
    // Pages not rendered from data are the build's.
    expect((await app.inject({ url: "/about" })).body).toContain("<h1>About Us</h1>");
  });

  it("shows an event added by another process on every instance, serving the old page meanwhile", async () => {
    // Only these two instances, so that the renders counted are theirs.
    await stopAll();
    const [first, second] = [await start(), await start()];
    const before = renders();
    await addEvent(database.db, "Hackathon");
    const [one, two] = await Promise.all([
      waitForGallery(first, "Hackathon", 2_000),
      waitForGallery(second, "Hackathon", 2_000),
    ]);
    expect(one.body).toBe(two.body);
    // Rendered once or twice (each instance may render before it sees the other's), not per request.
    expect(renders() - before).toBeGreaterThanOrEqual(1);
    expect(renders() - before).toBeLessThanOrEqual(2);
  });

  it("restarts with the kept rendering, rendering nothing when the data did not move", async () => {
    const before = renders();
    const app = await start();
    expect((await app.inject({ url: "/gallery" })).body).toContain("<li>Hackathon</li>");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(renders()).toBe(before);
  });

  it("keeps the page and says why when a render fails", async () => {
    await stopAll();
    const app = await start();
    await addEvent(database.db, "FAIL");
    const deadline = Date.now() + 5_000;
    while (!logs.some((line) => line.includes("/gallery could not be rendered"))) {
      if (Date.now() > deadline) throw new Error("the failure was never logged");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const page = await app.inject({ url: "/gallery" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<li>Hackathon</li>");
    expect(page.body).not.toContain("FAIL");
    // Said once for this data, not at every check.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logs.filter((line) => line.includes("/gallery could not be rendered"))).toHaveLength(1);
    const logged = logs.find((line) => line.includes("/gallery could not be rendered"))!;
    expect(JSON.parse(logged)).toMatchObject({
      level: 50,
      err: { message: "the fixture renderer was told to fail" },
    });
  });

  it("never serves a rendering of another build: a new build serves its own page until it has rendered", async () => {
    await stopAll();
    // The last event sorts first in the list and would fail the render: make the list renderable again.
    await addEvent(database.db, "Zonal meet");
    const manifestFile = path.join(fixture.webRoot, "site-manifest.json");
    const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as { buildId: string };
    await writeFile(manifestFile, JSON.stringify({ ...manifest, buildId: "fixture-build-2" }));
    const app = await start();
    const first = await app.inject({ url: "/gallery" });
    // The build's page or the new build's rendering, never the kept one of the old build
    // (which shows the list before "Zonal meet").
    expect(["Loading events", "<li>Zonal meet</li>"].some((text) => first.body.includes(text))).toBe(true);
    await waitForGallery(app, "<li>Zonal meet</li>");
    const kept = await database.db
      .selectFrom("rendered_pages")
      .select(["build_id", "data_key"])
      .where("path", "=", "/gallery")
      .executeTakeFirstOrThrow();
    expect(kept.build_id).toBe("fixture-build-2");
    expect(kept.data_key).toMatch(/^events:\d+$/);
  });
});
