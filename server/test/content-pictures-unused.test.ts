// Uploaded pictures no document uses are deleted by the server's daily housekeeping (the
// privacy plugin's run): a picture named by any published version (the one visitors see,
// or an earlier one a rollback may bring back) or by a draft is kept, and so is one
// uploaded, or uploaded again, within the last 24 hours (its draft may not be saved yet).
// Any other is deleted, logged, and its URLs answer 404 at once, also where they had been
// served from memory. A picture the media library keeps stays. Both engines.

import { STAFF_API } from "@site/contracts";
import type { Picture } from "@site/contracts/content";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMissingDocuments, publishDraft, saveDraft } from "../src/content/store.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { FAQ, seedFixtureContent } from "./content-fixtures.js";
import { enrolledMember, staffApp, type StaffBrowser } from "./staff-helpers.js";

const HOUR = 3_600_000;
const STAFF = { actor: "staff:s-test" };

/** A small PNG of one colour: a distinct upload for each `shade`. */
const square = (shade: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** site/people with one person, whose photo is `photo`. */
const people = (photo: Picture) => [
  {
    name: "Asha Rao",
    role: "CEO",
    title: "Chief Executive Officer",
    photo,
    bio: "Asha leads the company.",
    profileUrl: "https://www.linkedin.com/in/asha-rao",
  },
];

describe.each(ENGINES)("unused content pictures (%s)", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let editor: StaffBrowser;
  const logLines: { msg: string; pictures?: string[] }[] = [];
  // The housekeeping's clock: far in the past while the pictures are set up (nothing is
  // older than the grace period then), the real time once they are.
  let sweepAt = () => new Date("2000-01-01T00:00:00.000Z");

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = staffApp(
      database,
      { LOG_LEVEL: "info" },
      {
        logger: true,
        logStream: { write: (line) => void logLines.push(JSON.parse(line)) },
        privacy: { firstPurgeAfterMs: 10, purgeEveryMs: 100, now: () => sweepAt() },
      },
    );
    await app.ready();
    await seedFixtureContent(app);
    editor = await enrolledMember(app, "eddie@example.com", "Eddie Editor", ["editor"]);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  const upload = async (shade: number) => {
    const response = await editor.request({
      method: "POST",
      url: STAFF_API.contentPictures,
      headers: { "content-type": "image/png" },
      payload: await square(shade),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Picture;
  };
  const urlsOf = (picture: Picture) =>
    picture.widths.flatMap((width) =>
      ["avif", "webp"].map((format) => `/media/${picture.name}-${width}.${format}`),
    );
  const served = async (picture: Picture) =>
    Promise.all(urlsOf(picture).map(async (url) => (await app.inject({ url })).statusCode));
  const storedNames = async () =>
    (await app.db.selectFrom("content_pictures").select("hash").distinct().execute())
      .map((row) => `upload-${row.hash}`)
      .sort();

  it("deletes only pictures no version or draft names and uploaded over a day ago; their URLs then answer 404", async () => {
    const inHistory = await upload(10);
    const published = await upload(60);
    const inDraft = await upload(110);
    const unused = await upload(160);
    const uploadedAgain = await upload(210);

    // page/faq has many versions, so the history is read in several parts, and site/people
    // (after it) in a later one: version 1 shows `inHistory`, version 3 (visitors see it)
    // `published`, and the draft after it `inDraft`.
    for (let version = 1; version < 2 * 100; version += 2) {
      const data = { ...FAQ, intro: `Short answers, edition ${version}.` };
      const draft = await saveDraft(app.db, { type: "page", id: "faq", version, data }, STAFF, new Date());
      await publishDraft(app.db, { type: "page", id: "faq", version: draft, note: null }, STAFF, new Date());
    }
    await addMissingDocuments(
      app.db,
      [{ type: "site", id: "people", data: people(inHistory) }],
      STAFF,
      new Date(),
    );
    const target = { type: "site", id: "people" };
    const saved = await saveDraft(
      app.db,
      { ...target, version: 1, data: people(published) },
      STAFF,
      new Date(),
    );
    const publishedVersion = await publishDraft(
      app.db,
      { ...target, version: saved, note: null },
      STAFF,
      new Date(),
    );
    await saveDraft(
      app.db,
      { ...target, version: publishedVersion, data: people(inDraft) },
      STAFF,
      new Date(),
    );

    // Taken out of the media library, which every upload joins: only the content keeps
    // them now (a picture the library keeps stays, however old: see below).
    const libraryPicture = await upload(240);
    await app.db
      .deleteFrom("media_items")
      .where("file", "!=", libraryPicture.name.slice("upload-".length))
      .execute();

    // Served once, so each instance holds it in memory.
    expect(await served(unused)).toEqual(urlsOf(unused).map(() => 200));
    // Uploaded two days ago, except `uploadedAgain`'s second upload (now) and `young` (an
    // hour ago): its draft may not be saved yet.
    const twoDaysAgo = new Date(Date.now() - 48 * HOUR).toISOString();
    await app.db.updateTable("content_pictures").set({ created_at: twoDaysAgo }).execute();
    expect(await upload(210)).toEqual(uploadedAgain);
    const young = await upload(250);
    await app.db
      .updateTable("content_pictures")
      .set({ created_at: new Date(Date.now() - HOUR).toISOString() })
      .where("hash", "=", young.name.slice("upload-".length))
      .execute();

    sweepAt = () => new Date();
    await expect.poll(storedNames, { timeout: 10_000 }).not.toContain(unused.name);
    expect(await storedNames()).toEqual(
      [inHistory, published, inDraft, uploadedAgain, young, libraryPicture]
        .map((picture) => picture.name)
        .sort(),
    );
    expect(await served(unused)).toEqual(urlsOf(unused).map(() => 404));
    for (const kept of [inHistory, published, inDraft, uploadedAgain, young])
      expect(await served(kept), kept.name).toEqual(urlsOf(kept).map(() => 200));
    expect(logLines).toContainEqual(
      expect.objectContaining({
        msg: "Content: deleted 1 uploaded pictures and files nothing uses",
        files: [unused.name],
      }),
    );
  });
});
