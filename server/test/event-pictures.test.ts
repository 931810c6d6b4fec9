// An event's pictures, on a real SQLite file and a real PostgreSQL database: the migration
// that makes each existing event's renditions its one picture (alt text = its title), and
// the console's API that adds, replaces, describes, reorders and removes pictures (never
// the last), each change bumping events_version, audited, and shown in the public answer,
// which keeps the spec's fields as the first picture's.

import { readFile } from "node:fs/promises";
import {
  EVENT_ALT_MAX_LENGTH,
  EVENT_PICTURES_MAX,
  EVENTS_PATH,
  GalleryEventsResponseSchema,
  STAFF_API,
  staffApiPath,
  type GalleryEvent,
  type StaffEvent,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationProvider } from "../src/db/migrations/index.js";
import { openDatabase } from "../src/db/open.js";
import { readEventsVersion } from "../src/events/store.js";
import { runCli } from "./cli-helpers.js";
import { createTestDatabase, ENGINES, openWithoutMigrating, type TestDatabase } from "./databases.js";
import { encodeForm } from "./form-helpers.js";
import { appOn, getList } from "./events-helpers.js";
import { imageFilesForSuite } from "./images.js";
import { enrolledMember, StaffBrowser, staffApp, staffIdOfEmail } from "./staff-helpers.js";

const PICTURES = "0022-event-pictures";

/** A multipart/form-data body as a browser's FormData makes it. */
async function multipart(fields: Record<string, string>, image?: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append("image", new Blob([image], { type: "image/jpeg" }), "picture.jpg");
  const { body, contentType } = await encodeForm(form);
  return { payload: body, headers: { "content-type": contentType } };
}

describe.each(ENGINES)("migrating events to pictures (%s)", (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.remove();
  });

  it("makes each event's renditions its one picture, described by its title, focus in the middle", async () => {
    const opened = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.env.DATABASE_URL });
    await opened.db.destroy();
    const old = await openWithoutMigrating(database);
    try {
      const migrator = new Migrator({ db: old, provider: migrationProvider(engine) });
      const names = Object.keys(await migrationProvider(engine).getMigrations()).sort();
      const before = names[names.indexOf(PICTURES) - 1]!;
      const down = await migrator.migrateTo(before);
      if (down.error) throw down.error;
      const raw = old as Kysely<Record<string, Record<string, unknown>>>;
      const webp = await sharp({ create: { width: 480, height: 280, channels: 3, background: "#1d4ed8" } })
        .webp()
        .toBuffer();
      const { id } = await raw
        .insertInto("events")
        .values({
          title: "Go-live weekend",
          description: null,
          date: "2025-03-14",
          sample: 0,
          created_at: "2025-03-15T09:00:00.000Z",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await raw
        .insertInto("event_images")
        .values([
          { event_id: id, format: "webp", width: 480, height: 280, hash: "a".repeat(32), bytes: webp },
          { event_id: id, format: "avif", width: 480, height: 280, hash: "b".repeat(32), bytes: webp },
        ])
        .execute();
      const up = await migrator.migrateToLatest();
      if (up.error) throw up.error;

      const pictures = await raw.selectFrom("event_pictures").selectAll().execute();
      expect(pictures).toEqual([
        {
          id: expect.anything(),
          event_id: id,
          position: 0,
          alt: "Go-live weekend",
          focus_x: 50,
          focus_y: 50,
          created_at: "2025-03-15T09:00:00.000Z",
        },
      ]);
      const images = await raw.selectFrom("event_images").select(["picture_id", "format", "hash"]).execute();
      expect(images).toHaveLength(2);
      expect(images.every((image) => image.picture_id === pictures[0]!.id)).toBe(true);
    } finally {
      await old.destroy();
    }

    const app = appOn(database);
    try {
      const { events } = await getList(app);
      GalleryEventsResponseSchema.parse(events);
      expect(events).toHaveLength(1);
      const [event] = events as [GalleryEvent];
      expect(event).toMatchObject({
        title: "Go-live weekend",
        imageurl: `${EVENTS_PATH}/images/${"a".repeat(32)}.webp`,
        width: 480,
        height: 280,
        alt: "Go-live weekend",
        focus: { x: 50, y: 50 },
      });
      expect(event.pictures).toHaveLength(1);
      expect(event.pictures![0]).toMatchObject({ alt: "Go-live weekend", imageurl: event.imageurl });
      expect((await app.inject({ url: event.imageurl })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe.each(ENGINES)("an event's pictures in the console (%s)", (engine) => {
  const files = imageFilesForSuite();
  let database: TestDatabase;
  let app: FastifyInstance;
  let asha: StaffBrowser;
  let ashaRef: string;
  let jpeg: Buffer;
  let png: Buffer;
  let small: Buffer;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = staffApp(database);
    await app.ready();
    asha = await enrolledMember(app, "asha@example.com", "Asha Rao", ["marketing"]);
    ashaRef = `staff:${await staffIdOfEmail(app, "asha@example.com")}`;
    [jpeg, png, small] = await Promise.all([
      readFile(files.jpeg),
      readFile(files.png),
      readFile(files.small),
    ]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  // null: no file in the form.
  const addEvent = async (fields: Record<string, string>, image: Buffer | null = small) =>
    asha.request({ method: "POST", url: STAFF_API.events, ...(await multipart(fields, image ?? undefined)) });
  const addPicture = async (id: number, fields: Record<string, string>, image: Buffer | null = small) =>
    asha.request({
      method: "POST",
      url: staffApiPath(STAFF_API.eventPictures, { id }),
      ...(await multipart(fields, image ?? undefined)),
    });
  const picturePath = (id: number, picture: number) => staffApiPath(STAFF_API.eventPicture, { id, picture });
  const publicEvent = async (id: number) => {
    const { events } = await getList(app);
    GalleryEventsResponseSchema.parse(events);
    return events.find((event) => event.id === id)!;
  };
  const version = () => readEventsVersion(app.db);
  const counts = async () => ({
    events: (await app.db.selectFrom("events").select("id").execute()).length,
    pictures: (await app.db.selectFrom("event_pictures").select("id").execute()).length,
    images: (await app.db.selectFrom("event_images").select("hash").execute()).length,
  });

  it("adds an event with its first picture's alt text and focal point", async () => {
    const before = await version();
    const response = await addEvent({
      title: "Go-live",
      date: "2026-03-14",
      alt: "The project team cheering in front of the bank's main branch",
      focusX: "30",
      focusY: "62.4",
    });
    expect(response.statusCode).toBe(201);
    const added = response.json() as StaffEvent;
    expect(added.pictures).toEqual([
      {
        id: expect.any(Number),
        alt: "The project team cheering in front of the bank's main branch",
        focus: { x: 30, y: 62 },
        thumbnail: added.thumbnail,
        width: expect.any(Number),
        height: expect.any(Number),
      },
    ]);
    expect(await version()).toBe(before + 1);
    const shown = await publicEvent(added.id);
    expect(shown).toMatchObject({
      alt: "The project team cheering in front of the bank's main branch",
      focus: { x: 30, y: 62 },
    });
    // Without a focal point, the middle.
    const plain = (await addEvent({ title: "Plain", date: "2026-03-13", alt: "A plain blue square" })).json();
    expect((plain as StaffEvent).pictures[0]!.focus).toEqual({ x: 50, y: 50 });
  });

  it("refuses an event or picture without a good alt text or focal point, storing nothing", async () => {
    const before = await counts();
    const versionBefore = await version();
    const event = (await (
      await addEvent({ title: "Target", date: "2026-01-01", alt: "A" })
    ).json()) as StaffEvent;
    const afterAdd = await counts();
    const cases = [
      [{}, "alt", /^The alt text is missing: describe what the picture shows/],
      [{ alt: "   " }, "alt", /^The alt text is missing/],
      [{ alt: "x".repeat(EVENT_ALT_MAX_LENGTH + 1) }, "alt", /^The alt text must be at most 250 characters/],
      [{ alt: "x".repeat(100_000) }, "alt", /^The alt text must be at most 250 characters/],
      [{ alt: "Two\nlines" }, "alt", /^The alt text must be one line/],
      [{ alt: "Fine", focusX: "101", focusY: "50" }, "focus", /^The focal point must be two percentages/],
      [{ alt: "Fine", focusX: "-1", focusY: "50" }, "focus", /^The focal point must be two percentages/],
      [{ alt: "Fine", focusX: "50" }, "focus", /^The focal point must be two percentages/],
      [{ alt: "Fine", focusX: "5e1", focusY: "50" }, "focus", /^The focal point must be two percentages/],
    ] as const;
    for (const [fields, path, message] of cases) {
      const asEvent = await addEvent({ title: "Refused", date: "2026-01-01", ...fields });
      expect(asEvent.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(asEvent.json().errors).toEqual([{ path, message: expect.stringMatching(message) }]);
      const asPicture = await addPicture(event.id, fields);
      expect(asPicture.statusCode).toBe(400);
      expect(asPicture.json().errors).toEqual([{ path, message: expect.stringMatching(message) }]);
    }
    expect(await counts()).toEqual(afterAdd);
    expect(afterAdd.events).toBe(before.events + 1);
    expect(await version()).toBe(versionBefore + 1);
    const noPicture = await addPicture(event.id, { alt: "Nothing chosen" }, null);
    expect(noPicture.json().errors).toEqual([
      { path: "image", message: expect.stringMatching(/^The picture is missing/) },
    ]);
  });

  it("adds, replaces, describes, reorders and removes pictures, each change public at once", async () => {
    const created = (
      await addEvent({ title: "Annual day", date: "2026-02-02", alt: "First: the stage" }, jpeg)
    ).json() as StaffEvent;
    const id = created.id;
    let versionNow = await version();
    const changed = async () => {
      const next = await version();
      expect(next).toBe(versionNow + 1);
      versionNow = next;
    };

    const second = await addPicture(id, { alt: "Second: the audience", focusX: "10", focusY: "90" }, png);
    expect(second.statusCode).toBe(201);
    await changed();
    const third = await addPicture(id, { alt: "Third: the cake" });
    expect(third.statusCode).toBe(201);
    await changed();
    let event = third.json() as StaffEvent;
    expect(event.pictures.map((picture) => picture.alt)).toEqual([
      "First: the stage",
      "Second: the audience",
      "Third: the cake",
    ]);
    const [first, middle, last] = event.pictures as [
      StaffEvent["pictures"][0],
      StaffEvent["pictures"][0],
      StaffEvent["pictures"][0],
    ];

    let shown = await publicEvent(id);
    expect(shown.pictures!.map((picture) => picture.alt)).toEqual(
      event.pictures.map((picture) => picture.alt),
    );
    // The spec's fields stay the first picture's.
    expect(shown.imageurl).toBe(shown.pictures![0]!.imageurl);
    expect(shown.images).toEqual(shown.pictures![0]!.images);
    expect(shown.alt).toBe("First: the stage");
    expect(shown.pictures![1]!.focus).toEqual({ x: 10, y: 90 });

    // A new file for the middle one: its place, alt text and focus kept.
    const replaced = await asha.request({
      method: "POST",
      url: staffApiPath(STAFF_API.eventPictureImage, { id, picture: middle.id }),
      ...(await multipart({}, small)),
    });
    expect(replaced.statusCode).toBe(200);
    await changed();
    event = replaced.json() as StaffEvent;
    expect(event.pictures[1]).toMatchObject({
      id: middle.id,
      alt: "Second: the audience",
      focus: { x: 10, y: 90 },
    });
    expect(event.pictures[1]!.thumbnail).not.toBe(middle.thumbnail);
    // The old file is no longer served.
    expect((await app.inject({ url: middle.thumbnail })).statusCode).toBe(404);
    // ...and with a new alt text when one is given.
    const described = await asha.request({
      method: "POST",
      url: staffApiPath(STAFF_API.eventPictureImage, { id, picture: middle.id }),
      ...(await multipart({ alt: "Second: the audience, standing" }, small)),
    });
    expect((described.json() as StaffEvent).pictures[1]!.alt).toBe("Second: the audience, standing");
    await changed();

    // Alt text and focal point changed.
    const edited = await asha.send("PATCH", picturePath(id, last.id), {
      alt: "Third: cutting the cake",
      focus: { x: 75, y: 20 },
    });
    expect(edited.statusCode).toBe(200);
    await changed();
    expect((edited.json() as StaffEvent).pictures[2]).toMatchObject({
      alt: "Third: cutting the cake",
      focus: { x: 75, y: 20 },
    });

    // Made first: the card's picture and the spec's fields follow.
    const madeFirst = await asha.send("PATCH", picturePath(id, last.id), { position: 0 });
    expect(madeFirst.statusCode).toBe(200);
    await changed();
    expect((madeFirst.json() as StaffEvent).pictures.map((picture) => picture.id)).toEqual([
      last.id,
      first.id,
      middle.id,
    ]);
    shown = await publicEvent(id);
    expect(shown).toMatchObject({ alt: "Third: cutting the cake", focus: { x: 75, y: 20 } });
    expect(shown.imageurl).toBe(shown.pictures![0]!.imageurl);
    // Moved last (a position past the end is the end).
    const moved = await asha.send("PATCH", picturePath(id, last.id), { position: 99 });
    expect((moved.json() as StaffEvent).pictures.map((picture) => picture.id)).toEqual([
      first.id,
      middle.id,
      last.id,
    ]);
    await changed();

    // Refused changes change nothing.
    for (const [body, status, path] of [
      [{}, 400, ""],
      [{ alt: "" }, 400, "alt"],
      [{ alt: 7 }, 400, "alt"],
      [{ focus: { x: 50, y: 101 } }, 400, "focus"],
      [{ focus: { x: 50 } }, 400, "focus"],
      [{ focus: "50,50" }, 400, "focus"],
      [{ position: -1 }, 400, "position"],
      [{ position: 1.5 }, 400, "position"],
    ] as const) {
      const response = await asha.send("PATCH", picturePath(id, first.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().errors[0].path).toBe(path);
    }
    const other = (await addEvent({ title: "Other", date: "2026-02-01", alt: "Other" })).json() as StaffEvent;
    versionNow = await version();
    expect((await asha.send("PATCH", picturePath(other.id, first.id), { alt: "Stolen" })).statusCode).toBe(
      404,
    );
    expect((await asha.send("DELETE", picturePath(other.id, first.id))).statusCode).toBe(404);
    expect((await asha.send("PATCH", picturePath(999_999, first.id), { alt: "Gone" })).statusCode).toBe(404);
    expect((await asha.send("PATCH", picturePath(id, 999_999), { alt: "Gone" })).statusCode).toBe(404);
    expect(await version()).toBe(versionNow);

    // Removed, down to one; the last one stays.
    const removed = await asha.send("DELETE", picturePath(id, middle.id));
    expect(removed.statusCode).toBe(200);
    await changed();
    expect((removed.json() as StaffEvent).pictures.map((picture) => picture.id)).toEqual([first.id, last.id]);
    expect((await asha.send("DELETE", picturePath(id, first.id))).statusCode).toBe(200);
    await changed();
    const refused = await asha.send("DELETE", picturePath(id, last.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toMatch(/^An event needs at least one picture/);
    expect(await version()).toBe(versionNow);
    shown = await publicEvent(id);
    expect(shown.pictures!.map((picture) => picture.alt)).toEqual(["Third: cutting the cake"]);

    // Every change is in the trail, by its member.
    const trail = await app.db
      .selectFrom("audit_log")
      .select(["action", "actor"])
      .where("subject", "=", `event ${id}`)
      .execute();
    expect(new Set(trail.map((entry) => entry.actor))).toEqual(new Set([ashaRef]));
    expect(new Set(trail.map((entry) => entry.action))).toEqual(
      new Set([
        "event.add",
        "event.picture-add",
        "event.picture-replace",
        "event.picture-edit",
        "event.picture-remove",
      ]),
    );
  });

  it(`holds at most ${EVENT_PICTURES_MAX} pictures an event`, async () => {
    const { id } = (
      await addEvent({ title: "Full", date: "2026-04-04", alt: "Picture 1" })
    ).json() as StaffEvent;
    for (let n = 2; n <= EVENT_PICTURES_MAX; n += 1)
      expect((await addPicture(id, { alt: `Picture ${n}` })).statusCode).toBe(201);
    const before = await counts();
    const over = await addPicture(id, { alt: "One too many" });
    expect(over.statusCode).toBe(409);
    expect(over.json().errors).toEqual([
      { path: "image", message: expect.stringMatching(/at most 10 pictures/) },
    ]);
    expect(await counts()).toEqual(before);
    expect((await publicEvent(id)).pictures).toHaveLength(EVENT_PICTURES_MAX);
  }, 60_000);

  it("removing an event removes its pictures and their files", async () => {
    // Files no other event has: their addresses must stop working.
    const unique = (background: string) =>
      sharp({ create: { width: 320, height: 200, channels: 3, background } })
        .jpeg()
        .toBuffer();
    const { id } = (
      await addEvent({ title: "Short-lived", date: "2026-05-05", alt: "One" }, await unique("#7c2d12"))
    ).json() as StaffEvent;
    await addPicture(id, { alt: "Two" }, await unique("#14532d"));
    const urls = (await publicEvent(id)).pictures!.map((picture) => picture.imageurl);
    const files = (await publicEvent(id)).pictures!.flatMap((picture) => picture.images).length;
    const before = await counts();
    const versionBefore = await version();
    expect((await asha.send("DELETE", staffApiPath(STAFF_API.event, { id }))).statusCode).toBe(204);
    expect(await version()).toBe(versionBefore + 1);
    const after = await counts();
    expect(after.pictures).toBe(before.pictures - 2);
    expect(after.images).toBe(before.images - files);
    for (const url of urls) expect((await app.inject({ url })).statusCode, url).toBe(404);
  });

  it("is marketing's: another role may not change pictures", async () => {
    const ravi = await enrolledMember(app, "ravi@example.com", "Ravi", ["hr"]);
    const { id } = (
      await addEvent({ title: "Guarded", date: "2026-06-06", alt: "Guarded" })
    ).json() as StaffEvent;
    const response = await ravi.request({
      method: "POST",
      url: staffApiPath(STAFF_API.eventPictures, { id }),
      ...(await multipart({ alt: "Not mine" }, small)),
    });
    expect(response.statusCode).toBe(403);
    expect((await publicEvent(id)).pictures).toHaveLength(1);
  });
});

describe("the staff command's --alt", () => {
  const files = imageFilesForSuite();
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterAll(async () => {
    await database?.remove();
  });

  it("gives the picture its alt text, the title by default, and refuses an empty one", async () => {
    const base = ["add", "--date", "2025-05-05", "--image", files.small];
    expect((await runCli(database.env, ...base, "--title", "Described", "--alt", "A blue square")).code).toBe(
      0,
    );
    expect((await runCli(database.env, ...base, "--title", "By title")).code).toBe(0);
    const refused = await runCli(database.env, ...base, "--title", "Empty", "--alt", " ");
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/^Error: --alt is missing/) });
    const listed = JSON.parse((await runCli(database.env, "list", "--json")).stdout) as {
      title: string;
      pictures: { alt: string }[];
    }[];
    expect(listed.map((event) => [event.title, event.pictures[0]!.alt])).toEqual([
      ["By title", "By title"],
      ["Described", "A blue square"],
    ]);
  }, 60_000);
});
