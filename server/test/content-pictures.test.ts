// Pictures staff upload for the site's content: an editor's or publisher's image becomes
// AVIF and WebP renditions no wider than it, stripped of metadata, stored once per file
// and served at /media/upload-{hash}-{width}.{avif,webp} ahead of the build's own /media
// files, immutable; hostile files are refused with a 400 that says why and leave nothing
// behind; other roles get 403, also when the role is taken away while the upload is being
// made; each member may upload 30 pictures in 10 minutes; every upload is in the audit trail.

import { crc32 } from "node:zlib";
import { CONTENT_PICTURE_NAME_PREFIX, STAFF_API } from "@site/contracts";
import type { Picture } from "@site/contracts/content";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "../src/audit/trail.js";
import { revokeStaff, setRoles } from "../src/staff/accounts.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { siteForSuite } from "./fixtures.js";
import { imageFilesForSuite } from "./images.js";
import { enrolledMember, SHELL, staffApp, staffIdOfEmail, type StaffBrowser } from "./staff-helpers.js";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** A photo-like JPEG: a gradient with a disc, EXIF with a GPS position and a copyright. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#ffd166"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Copyright: "Secret Corp" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "11/1 39/1 0/1" },
    })
    .toBuffer();

/** A valid 1×1 PNG whose header claims `width`×`height` (CRC fixed): a decompression bomb's promise. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
      .png()
      .toBuffer(),
  );
  // Signature (8), IHDR length (4), "IHDR" (4), then width and height.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" onload="alert(1)"><script>alert(document.cookie)</script><rect width="800" height="600"/></svg>',
);

describe.each(ENGINES)("content pictures (%s)", (engine) => {
  const images = imageFilesForSuite();
  const site = siteForSuite();
  let database: TestDatabase;
  let app: FastifyInstance;
  let editor: StaffBrowser;
  let publisher: StaffBrowser;
  let marketing: StaffBrowser;
  let editorRef: string;
  let large: Buffer;
  /** Runs once, in the next upload, after its session and role were checked and before it is stored. */
  let meanwhile: (() => Promise<unknown>) | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    // A file of an upload's name on disk must not be what is served: the database is.
    await writeFile(
      path.join(site.webRoot, "media", `${CONTENT_PICTURE_NAME_PREFIX}${"0".repeat(32)}-480.webp`),
      "from the disk",
    );
    app = staffApp(database, { WEB_ROOT: site.webRoot });
    // The window a colleague's change can land in: between the request's own checks (its
    // onRequest hooks) and the transaction that stores the picture, which takes seconds
    // for a large image. Fastify's onRoute hook puts the change there, on the real route.
    app.addHook("onRoute", (route) => {
      if (route.url !== STAFF_API.contentPictures || route.method !== "POST") return;
      route.preHandler = async () => {
        const change = meanwhile;
        meanwhile = undefined;
        await change?.();
      };
    });
    await app.ready();
    editor = await enrolledMember(app, "eddie@example.com", "Eddie Editor", ["editor"]);
    publisher = await enrolledMember(app, "pia@example.com", "Pia Publisher", ["publisher"]);
    marketing = await enrolledMember(app, "max@example.com", "Max Marketing", ["marketing"]);
    editorRef = `staff:${await staffIdOfEmail(app, "eddie@example.com")}`;
    large = await photo(2000, 1200);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  const upload = (browser: StaffBrowser, bytes: Buffer, type = "image/jpeg", xsrf = true) =>
    browser.request({
      method: "POST",
      url: STAFF_API.contentPictures,
      headers: { "content-type": type },
      payload: bytes,
      xsrf,
    });
  const storedRows = async () =>
    Number(
      (
        await app.db
          .selectFrom("content_pictures")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const uploads = async () =>
    (await listAudit(app.db, { limit: 100 })).entries.filter(
      (entry) => entry.action === "content.picture-upload",
    );

  it("makes AVIF and WebP renditions no wider than 1600 px, served immutable from the database", async () => {
    const response = await upload(editor, large);
    expect(response.statusCode, response.body).toBe(201);
    const picture = response.json() as Picture;
    expect(picture).toEqual({
      name: expect.stringMatching(/^upload-[0-9a-f]{32}$/),
      width: 1600,
      height: 960,
      widths: [480, 960, 1600],
    });
    expect(await storedRows()).toBe(6);
    for (const format of ["avif", "webp"] as const)
      for (const width of picture.widths) {
        const url = `/media/${picture.name}-${width}.${format}`;
        const file = await app.inject({ url });
        expect(file.statusCode, url).toBe(200);
        expect(file.headers["content-type"]).toBe(`image/${format}`);
        expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        const metadata = await sharp(file.rawPayload).metadata();
        expect([metadata.format === "heif" ? "avif" : metadata.format, metadata.width]).toEqual([
          format,
          width,
        ]);
        // Metadata stripped: no EXIF (with its GPS position and copyright), no XMP.
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        const again = await app.inject({ url, headers: { "if-none-match": file.headers.etag as string } });
        expect(again.statusCode).toBe(304);
      }
    const [entry] = await uploads();
    expect(entry).toMatchObject({
      actor: editorRef,
      subject: `picture ${picture.name}`,
      details: { width: 1600, height: 960, bytes: large.length, added: true },
    });
  });

  it("stores the same file twice once, under the same name", async () => {
    const first = (await upload(publisher, large)).json() as Picture;
    const rows = await storedRows();
    const second = await upload(editor, large, "image/jpeg");
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first);
    expect(await storedRows()).toBe(rows);
    expect((await uploads())[0]).toMatchObject({
      subject: `picture ${first.name}`,
      details: { added: false },
    });
  });

  it("never makes a picture wider than the original", async () => {
    const small = await upload(editor, await readFile(images.small), "image/png");
    expect(small.statusCode, small.body).toBe(201);
    expect(small.json()).toMatchObject({ width: 300, height: 200, widths: [300] });
  });

  it("answers 404 for an upload it does not hold, even where the build has a file of that name", async () => {
    for (const url of [
      `/media/${CONTENT_PICTURE_NAME_PREFIX}${"0".repeat(32)}-480.webp`,
      `/media/${CONTENT_PICTURE_NAME_PREFIX}${"a".repeat(32)}-480.avif`,
      `/media/${CONTENT_PICTURE_NAME_PREFIX}nothing.webp`,
      `/media/${CONTENT_PICTURE_NAME_PREFIX}${"a".repeat(32)}-480.png`,
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
    // The build's other media files are served from disk as before.
    expect((await app.inject({ url: "/media/brochure.pdf" })).statusCode).toBe(200);
  });

  it("refuses hostile files with a 400 that says why, quickly, and stores nothing", async () => {
    const before = await storedRows();
    const hostile: [string, Buffer, string, RegExp][] = [
      ["text", await readFile(images.text), "image/jpeg", /is not a JPEG, PNG or WebP image/],
      ["declared size", await pngClaiming(200_000, 200_000), "image/png", /megapixels/],
      ["too many pixels", await readFile(images.tooManyPixels), "image/png", /48\.0 megapixels/],
      ["truncated", await readFile(images.truncatedJpeg), "image/jpeg", /corrupt or truncated JPEG/],
      ["svg with script", SVG_WITH_SCRIPT, "image/svg+xml", /SVG image; only JPEG, PNG and WebP/],
      ["empty", Buffer.alloc(0), "image/png", /is empty/],
    ];
    for (const [what, bytes, type, message] of hostile) {
      const started = performance.now();
      const response = await upload(editor, bytes, type);
      expect(response.statusCode, what).toBe(400);
      expect(performance.now() - started, what).toBeLessThan(3_000);
      const [error] = (response.json() as { errors: { path: string; message: string }[] }).errors;
      expect(error?.message, what).toMatch(message);
    }
    const tooLarge = await upload(editor, await readFile(images.tooLarge));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      errors: [{ path: "", message: "The picture is larger than 15 MB. Choose a smaller one." }],
    });
    const notAnImageType = await upload(editor, large, "text/plain");
    expect(notAnImageType.statusCode).toBe(415);
    expect(await storedRows()).toBe(before);
  });

  it("refuses members without the editor's or publisher's role, and posts without the XSRF header", async () => {
    const before = await storedRows();
    const other = await photo(640, 480);
    const refused = await upload(marketing, other);
    expect(refused.statusCode).toBe(403);
    const withoutToken = await upload(editor, other, "image/jpeg", false);
    expect(withoutToken.statusCode).toBe(403);
    const signedOut = await app.inject({
      method: "POST",
      url: STAFF_API.contentPictures,
      headers: { "content-type": "image/jpeg" },
      payload: other,
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await storedRows()).toBe(before);
  });

  it("stores nothing when the member's role is taken away while the upload is being made", async () => {
    const email = "rita@example.com";
    const member = await enrolledMember(app, email, "Rita Racer", ["editor"]);
    const staffId = await staffIdOfEmail(app, email);
    const before = { rows: await storedRows(), uploads: (await uploads()).length };
    const other = await photo(800, 500);

    meanwhile = () => setRoles(app.db, staffId, ["marketing"], SHELL, new Date());
    const refused = await upload(member, other);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({
      errors: [{ path: "", message: "Your roles do not include this. Ask an admin if your job needs it." }],
    });
    expect(meanwhile).toBeUndefined();
    expect({ rows: await storedRows(), uploads: (await uploads()).length }).toEqual(before);

    // Access ended altogether (the session with it): 401, and still nothing stored.
    await setRoles(app.db, staffId, ["editor"], SHELL, new Date());
    meanwhile = () => revokeStaff(app.db, staffId, SHELL, new Date());
    const revoked = await upload(member, other);
    expect(revoked.statusCode, revoked.body).toBe(401);
    expect(revoked.json()).toEqual({
      errors: [{ path: "", message: "Your session has ended. Sign in again." }],
    });
    expect({ rows: await storedRows(), uploads: (await uploads()).length }).toEqual(before);
  });

  it("lets each member upload 30 pictures in 10 minutes, then answers 429 with Retry-After", async () => {
    const busy = await enrolledMember(app, "lena@example.com", "Lena Layout", ["editor"]);
    const small = await readFile(images.small);
    for (let count = 1; count <= 30; count += 1) {
      const response = await upload(busy, small, "image/png");
      expect(response.statusCode, `upload ${count}: ${response.body}`).toBe(201);
    }
    const before = (await uploads()).length;
    // Counted before the body is read: an upload over the byte limit gets the 429, not a 413.
    const limited = await upload(busy, await readFile(images.tooLarge));
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // The text says the wait the header gives, in whole minutes.
    const minutes = Math.ceil(retryAfter / 60);
    expect(limited.json()).toEqual({
      errors: [
        {
          path: "",
          message: `You have uploaded 30 pictures in 10 minutes, as many as a member may. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
        },
      ],
    });
    expect((await uploads()).length).toBe(before);
    // Counted per member, not per address (every request here comes from the same one).
    expect((await upload(publisher, small, "image/png")).statusCode).toBe(201);
  });
});
