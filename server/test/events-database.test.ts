// The gallery and its database, on a real SQLite file and a real PostgreSQL database: the
// sample events a new database gets (and the staff command that removes them), and what
// the API answers once the database stops answering.

import { GalleryEventsResponseSchema } from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addWithCli, runCli } from "./cli-helpers.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { appOn, getList, waitForList } from "./events-helpers.js";
import { imageFilesForSuite } from "./images.js";

const files = imageFilesForSuite();

describe.each(ENGINES)("sample events on %s", (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.remove();
  });

  it("a new database gets a few sample events; remove-samples deletes them", async () => {
    const app = appOn(database, { SAMPLE_EVENTS: "true" });
    try {
      const { events } = await getList(app);
      GalleryEventsResponseSchema.parse(events);
      expect(events.length).toBeGreaterThanOrEqual(3);
      expect(events.length).toBeLessThanOrEqual(6);
      for (const event of events) {
        expect(event.date >= "2023-01-01" && event.date <= "2025-12-31").toBe(true);
        expect((await app.inject({ url: event.imageurl })).headers["content-type"]).toBe("image/webp");
      }
      expect(events.some((event) => event.description === undefined)).toBe(true);

      const listed = await runCli(database.env, "list");
      expect(listed.stdout).toContain("[sample]");
      const removed = await runCli(database.env, "remove-samples");
      expect(removed).toMatchObject({ code: 0, stdout: `Removed ${events.length} sample events.\n` });
      await waitForList(app, (list) => list.length === 0);
      expect((await runCli(database.env, "remove-samples")).stdout).toBe("No sample events to remove.\n");
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe("sample events from a staff command", () => {
  it("are added by a staff command that opens a new database first, as the server would", async () => {
    const database = await createTestDatabase("sqlite");
    try {
      const listed = await runCli({ ...database.env, SAMPLE_EVENTS: "true" }, "list");
      expect(listed.code).toBe(0);
      expect(listed.stderr).toMatch(/New database: added \d+ sample events/);
      expect(listed.stdout).toContain("[sample]");
    } finally {
      await database.remove();
    }
  }, 60_000);
});

describe("when the database stops answering", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    await addWithCli(database.env, { title: "Kept in memory", date: "2024-01-01", image: files.small });
  });
  afterAll(async () => {
    await database?.remove();
  });

  it("serves the last list it has, and 503 (no details, retryable) when it has none", async () => {
    const warm = appOn(database);
    const cold = appOn(database);
    try {
      const before = await getList(warm);
      expect(before.events).toHaveLength(1);
      await cold.ready();
      // The connection is gone: every query now fails.
      await warm.db.destroy();
      await cold.db.destroy();

      const after = await getList(warm);
      expect(after.response.statusCode).toBe(200);
      expect(after.response.headers.etag).toBe(before.response.headers.etag);

      const failed = await cold.inject({ url: "/Bweb/api/events" });
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ error: "Service Unavailable" });
      expect(failed.headers["retry-after"]).toBe("5");
      expect(failed.headers["cache-control"]).toBe("no-store");
    } finally {
      await warm.close();
      await cold.close();
    }
  });
});
