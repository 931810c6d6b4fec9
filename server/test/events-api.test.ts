// GET /Bweb/api/events and its images, on a real SQLite file and a real PostgreSQL
// database: the same suite for both engines. Events are added the way staff add them,
// through the CLI's code path on its own connection, while the app keeps running.

import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { GalleryEventsResponseSchema, type GalleryEvent } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addWithCli, runCli } from "./cli-helpers.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { appOn, getList, waitForList } from "./events-helpers.js";
import { imageFilesForSuite } from "./images.js";

const files = imageFilesForSuite();

describe.each(ENGINES)("events API on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const ids: Record<"older" | "newest" | "sameDayNoDescription", number> = {
    older: 0,
    newest: 0,
    sameDayNoDescription: 0,
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = appOn(database);
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  it("answers an empty list on a new database without samples", async () => {
    const { response, events } = await getList(app);
    expect(response.statusCode).toBe(200);
    expect(events).toEqual([]);
  });

  it("lists events newest first (date, then id), in the contract's shape", async () => {
    ids.older = await addWithCli(database.env, {
      title: "Older event",
      date: "2024-05-01",
      image: files.jpeg,
      description: "The first one.",
    });
    ids.newest = await addWithCli(database.env, {
      title: "Newest event",
      date: "2025-01-10",
      image: files.png,
      description: "Line one.\nLine two.",
    });
    ids.sameDayNoDescription = await addWithCli(database.env, {
      title: "  Same day, added later  ",
      date: "2024-05-01",
      image: files.webp,
    });

    const { response, events } = await getList(app);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const parsed = GalleryEventsResponseSchema.parse(events);
    expect(parsed.map((event) => event.id)).toEqual([ids.newest, ids.sameDayNoDescription, ids.older]);

    const [newest, sameDay, older] = events as [GalleryEvent, GalleryEvent, GalleryEvent];
    expect(newest).toMatchObject({
      title: "Newest event",
      date: "2025-01-10",
      description: "Line one.\nLine two.",
    });
    expect(older).toMatchObject({ title: "Older event", date: "2024-05-01", description: "The first one." });
    // Trimmed; and no description key at all when there is none.
    expect(sameDay.title).toBe("Same day, added later");
    // The spec's fields, and beside them the first picture's alt text and focus, and every picture.
    const pictureFields = ["alt", "focus", "pictures"];
    expect(Object.keys(sameDay).sort()).toEqual(
      ["date", "height", "id", "imageurl", "images", "title", "width", ...pictureFields].sort(),
    );
    expect(Object.keys(newest).sort()).toEqual(
      [
        "date",
        "description",
        "height",
        "id",
        "imageurl",
        "images",
        "title",
        "width",
        ...pictureFields,
      ].sort(),
    );
  });

  it("points imageurl at the 800 px WebP and lists every rendition", async () => {
    const { events } = await getList(app);
    for (const event of events) {
      // 900×600 originals: 480 and 800, plus the original width 900 (never upscaled to 1200).
      expect(event.images.map((image) => [image.type, image.width, image.height])).toEqual([
        ["image/avif", 480, 320],
        ["image/avif", 800, 533],
        ["image/avif", 900, 600],
        ["image/webp", 480, 320],
        ["image/webp", 800, 533],
        ["image/webp", 900, 600],
      ]);
      expect(event.imageurl).toMatch(/^\/Bweb\/api\/events\/images\/[0-9a-f]{32}\.webp$/);
      expect(event.images.find((image) => image.url === event.imageurl)).toEqual({
        url: event.imageurl,
        width: 800,
        height: 533,
        type: "image/webp",
      });
      expect([event.width, event.height]).toEqual([800, 533]);
      expect(new Set(event.images.map((image) => image.url)).size).toBe(6);
    }
  });

  it("sends short-lived caching headers and an ETag; If-None-Match gets 304", async () => {
    const { response } = await getList(app);
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate, s-maxage=10");
    expect(response.headers.vary).toBe("Accept-Encoding");
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const cached = await app.inject({ url: "/Bweb/api/events", headers: { "if-none-match": ifNoneMatch } });
      expect(cached.statusCode).toBe(304);
      expect(cached.body).toBe("");
      expect(cached.headers.etag).toBe(etag);
      expect(cached.headers["cache-control"]).toBe("public, max-age=0, must-revalidate, s-maxage=10");
    }
    const stale = await app.inject({
      url: "/Bweb/api/events",
      headers: { "if-none-match": '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it("compresses the list with brotli or gzip when asked, same content", async () => {
    const plain = await app.inject({ url: "/Bweb/api/events" });
    const br = await app.inject({
      url: "/Bweb/api/events",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const gz = await app.inject({ url: "/Bweb/api/events", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    // Any encoding's ETag revalidates.
    const revalidated = await app.inject({
      url: "/Bweb/api/events",
      headers: { "if-none-match": String(br.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("serves each rendition with its type, an ETag and a year of immutable caching", async () => {
    const { events } = await getList(app);
    const event = events[0]!;
    for (const image of event.images) {
      const response = await app.inject({ url: image.url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe(image.type);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const hash = /([0-9a-f]{32})\./.exec(image.url)![1];
      expect(response.headers.etag).toBe(`"${hash}"`);
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata.format).toBe(image.type === "image/webp" ? "webp" : "heif");
      expect([metadata.width, metadata.height]).toEqual([image.width, image.height]);

      const again = await app.inject({ url: image.url, headers: { "if-none-match": `"${hash}"` } });
      expect(again.statusCode).toBe(304);
    }
  });

  it("answers 404 for an unknown or malformed image name", async () => {
    const { events } = await getList(app);
    const known = events[0]!.imageurl;
    for (const url of [
      `/Bweb/api/events/images/${"0".repeat(32)}.webp`,
      known.replace(".webp", ".avif"), // that hash names a WebP
      known.replace(".webp", ".png"),
      known.replace(/\.webp$/, ""),
      "/Bweb/api/events/images/..%2F..%2Fevents",
      "/Bweb/api/events/images/",
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: "Not Found" });
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("stores renditions upright and without EXIF, GPS or other metadata", async () => {
    const id = await addWithCli(database.env, {
      title: "Rotated",
      date: "2023-01-01",
      image: files.exifRotated,
    });
    const original = await sharp(files.exifRotated).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.toString("latin1")).toContain("Secret Corp");

    const { events } = await getList(app);
    const event = events.find((candidate) => candidate.id === id)!;
    // 900×600 shown rotated a quarter turn: 600 wide, 900 tall.
    expect(event.images.map((image) => [image.width, image.height])).toContainEqual([600, 900]);
    for (const image of event.images) {
      const bytes = (await app.inject({ url: image.url })).rawPayload;
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, image.url).toBeUndefined();
      expect(metadata.xmp, image.url).toBeUndefined();
      expect(metadata.iptc, image.url).toBeUndefined();
      expect(metadata.orientation ?? 1, image.url).toBe(1);
      expect(bytes.includes(Buffer.from("Secret Corp")), image.url).toBe(false);
      expect(bytes.includes(Buffer.from("Exif\0")), image.url).toBe(false);
      expect(metadata.height! > metadata.width!, image.url).toBe(true);
    }
    // The red half (left in the file) is on top once turned upright.
    const webp = event.images.find((image) => image.type === "image/webp")!;
    const { data, info } = await sharp((await app.inject({ url: webp.url })).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [topRed, , topBlue] = pixel(Math.floor(info.width / 2), 5);
    const [bottomRed, , bottomBlue] = pixel(Math.floor(info.width / 2), info.height - 5);
    expect(topRed! > 180 && topBlue! < 60).toBe(true);
    expect(bottomBlue! > 180 && bottomRed! < 60).toBe(true);
    expect((await runCli(database.env, "remove", String(id))).code).toBe(0);
  });

  it("shows a change made by another process after its version check, without a restart", async () => {
    // A second app with the production interval: between checks it answers from memory.
    const watcher = appOn(database, {}, 1_000);
    try {
      const before = await getList(watcher);
      const checkedAt = Date.now();
      const id = await addWithCli(database.env, {
        title: "Fresh news",
        date: "2025-06-30",
        image: files.small,
      });

      const soon = await getList(watcher);
      if (Date.now() - checkedAt < 900) {
        // Still within the interval: the cached list, unchanged (no database query).
        expect(soon.response.headers.etag).toBe(before.response.headers.etag);
      }
      const events = await waitForList(watcher, (list) => list[0]?.id === id);
      expect(events[0]).toMatchObject({ title: "Fresh news", date: "2025-06-30", width: 300, height: 200 });
      // A small original: one rendition per format, at its own size.
      expect(events[0]!.images.map((image) => [image.type, image.width])).toEqual([
        ["image/avif", 300],
        ["image/webp", 300],
      ]);
      const after = await getList(watcher);
      expect(after.response.headers.etag).not.toBe(before.response.headers.etag);
      const oldTag = await watcher.inject({
        url: "/Bweb/api/events",
        headers: { "if-none-match": String(before.response.headers.etag) },
      });
      expect(oldTag.statusCode).toBe(200);

      // Removal: gone from the list, and its pictures stop being served.
      const image = events[0]!.imageurl;
      expect((await watcher.inject({ url: image })).statusCode).toBe(200);
      expect((await runCli(database.env, "remove", String(id))).code).toBe(0);
      await waitForList(watcher, (list) => !list.some((event) => event.id === id));
      expect((await watcher.inject({ url: image })).statusCode).toBe(404);
    } finally {
      await watcher.close();
    }
  });

  it("keeps the data and applies nothing twice when started again (migrations are idempotent)", async () => {
    const before = (await getList(app)).events;
    const second = appOn(database, { SAMPLE_EVENTS: "true" });
    try {
      await second.ready();
      // The database was not new: no samples added, same rows.
      expect((await getList(second)).events).toEqual(before);
    } finally {
      await second.close();
    }
  });
});
