// The media library: editors and publishers upload a picture, a PDF or a video once, by its
// content and within its kind's limit; documents and videos are served from the database
// in chunks, with Range requests and immutable addresses; the library says where each
// item is used, refuses to delete one in use, and replacing a file gives it a new address
// that every use takes (drafts saved, published documents published again); a publish
// naming a file the library no longer has is refused; hostile uploads change nothing.

import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { STAFF_API, staffApiPath, type MediaItem, type MediaReplaced, type MediaUse } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "../src/audit/trail.js";
import { MEDIA_CHUNK_BYTES } from "../src/media/files.js";
import { FIXTURE_DOCUMENTS, seedFixtureContent } from "./content-fixtures.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { enrolledMember, staffApp, type StaffBrowser } from "./staff-helpers.js";

const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
const HAS_FFMPEG = spawnSync("ffmpeg", ["-version"]).status === 0;

/** A PDF of `size` bytes, its bytes different at every offset (so a wrong range shows). */
function pdfOf(size: number, seed = 1): Buffer {
  const body = Buffer.alloc(size - 16);
  for (let i = 0; i < body.length; i++) body[i] = 32 + ((i * 7 + seed) % 90);
  return Buffer.concat([Buffer.from("%PDF-1.4\n"), body, Buffer.from("\n%%EOF\n")]);
}

describe.each(ENGINES)("the media library (%s)", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let editor: StaffBrowser;
  let publisher: StaffBrowser;
  let marketing: StaffBrowser;
  let video: Buffer;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = staffApp(database);
    await app.ready();
    await seedFixtureContent(app, FIXTURE_DOCUMENTS);
    editor = await enrolledMember(app, "eddie@example.com", "Eddie Editor", ["editor"]);
    publisher = await enrolledMember(app, "pia@example.com", "Pia Publisher", ["publisher"]);
    marketing = await enrolledMember(app, "max@example.com", "Max Marketing", ["marketing"]);
    video = await readFile(path.join(REPO_ROOT, "web/public/media/merchant-qr-demo.mp4"));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  const upload = (browser: StaffBrowser, bytes: Buffer, type: string, title = "A file", fileName = "file") =>
    browser.request({
      method: "POST",
      url: `${STAFF_API.media}?title=${encodeURIComponent(title)}&fileName=${encodeURIComponent(fileName)}`,
      headers: { "content-type": type },
      payload: bytes,
    });
  const uploaded = async (browser: StaffBrowser, bytes: Buffer, type: string, title?: string) => {
    const response = await upload(browser, bytes, type, title);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as MediaItem;
  };
  const counts = async () => ({
    files: Number(
      (
        await app.db
          .selectFrom("media_files")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    chunks: Number(
      (
        await app.db
          .selectFrom("media_chunks")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    items: Number(
      (
        await app.db
          .selectFrom("media_items")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  const library = async () => (await editor.get(STAFF_API.media)).json() as MediaItem[];
  const documentOf = async (type: string, id: string) =>
    (await publisher.get(staffApiPath(STAFF_API.contentDocument, { type, id }))).json() as {
      version: number;
      draft: Record<string, unknown> | null;
      published: Record<string, unknown>;
    };
  /** Saves the payments solution's text with `change` as a draft; answers the version. */
  const saveText = async (browser: StaffBrowser, change: Record<string, unknown>) => {
    const current = await documentOf("solution", "payments");
    const data = current.draft ?? current.published;
    const saved = await browser.send(
      "PUT",
      staffApiPath(STAFF_API.contentDocument, { type: "solution", id: "payments" }),
      {
        version: current.version,
        data: { ...data, text: { ...(data.text as object), ...change } },
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    return (saved.json() as { version: number }).version;
  };
  const publish = (version: number) =>
    publisher.post(staffApiPath(STAFF_API.contentPublish, { type: "solution", id: "payments" }), { version });

  it("stores a PDF in chunks and serves it whole, by range, and immutable", async () => {
    const pdf = pdfOf(MEDIA_CHUNK_BYTES * 2 + 1000);
    const item = await uploaded(editor, pdf, "application/pdf", "Core banking brochure");
    expect(item).toMatchObject({
      kind: "document",
      title: "Core banking brochure",
      contentType: "application/pdf",
      bytes: pdf.length,
      fileName: "file.pdf",
      uploadedBy: "Eddie Editor",
      usedBy: [],
      picture: null,
    });
    expect(item.url).toMatch(/^\/media\/file-[0-9a-f]{32}\.pdf$/);
    expect((await counts()).chunks).toBe(3);

    const whole = await app.inject({ url: item.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    expect(whole.headers).toMatchObject({
      "content-type": "application/pdf",
      "cache-control": "public, max-age=31536000, immutable",
      "accept-ranges": "bytes",
      "content-length": String(pdf.length),
      "content-disposition": "inline; filename=file.pdf",
    });
    // Across the boundary of two chunks.
    const start = MEDIA_CHUNK_BYTES - 10;
    const part = await app.inject({ url: item.url, headers: { range: `bytes=${start}-${start + 19}` } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes ${start}-${start + 19}/${pdf.length}`);
    expect(part.rawPayload.equals(pdf.subarray(start, start + 20))).toBe(true);
    const tail = await app.inject({ url: item.url, headers: { range: "bytes=-100" } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(pdf.subarray(pdf.length - 100))).toBe(true);
    const open = await app.inject({ url: item.url, headers: { range: `bytes=${pdf.length - 5}-` } });
    expect(open.rawPayload.equals(pdf.subarray(pdf.length - 5))).toBe(true);
    // Past the end: 416; several ranges or a malformed header: the whole file.
    const past = await app.inject({ url: item.url, headers: { range: `bytes=${pdf.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${pdf.length}`);
    for (const range of ["bytes=0-1,100-200", "bytes=abc", "lines=1-2", `bytes=0-${"9".repeat(500)}`]) {
      const answer = await app.inject({ url: item.url, headers: { range } });
      expect(answer.statusCode, range).toBe(200);
      expect(answer.rawPayload.length, range).toBe(pdf.length);
    }
    // If-Range with another file's tag: the whole of this one.
    const stale = await app.inject({ url: item.url, headers: { range: "bytes=0-9", "if-range": '"other"' } });
    expect(stale.statusCode).toBe(200);
    const hash = item.url.slice("/media/file-".length, -".pdf".length);
    expect((await app.inject({ url: item.url, headers: { "if-none-match": `"${hash}"` } })).statusCode).toBe(
      304,
    );
    const head = await app.inject({ method: "HEAD", url: item.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(pdf.length));
    // Another extension, a made-up hash, a name that cannot be one: not found.
    for (const url of [
      item.url.replace(".pdf", ".mp4"),
      `/media/file-${"a".repeat(32)}.pdf`,
      "/media/file-../x.pdf",
    ])
      expect((await app.inject({ url })).statusCode, url).toBe(404);

    // The same file again is stored once.
    const again = await uploaded(editor, pdf, "application/pdf", "The same brochure");
    expect(again.url).toBe(item.url);
    expect((await counts()).chunks).toBe(3);
  });

  it("takes a video and makes its poster with ffmpeg where the machine has it", async () => {
    const item = await uploaded(publisher, video, "video/mp4", "Merchant QR demo");
    expect(item.kind).toBe("video");
    expect(item.url).toMatch(/^\/media\/file-[0-9a-f]{32}\.mp4$/);
    expect(item.poster === null).toBe(!HAS_FFMPEG);
    if (item.poster !== null) {
      expect(item.poster.name).toMatch(/^upload-[0-9a-f]{32}$/);
      const poster = await app.inject({ url: `/media/${item.poster.name}-${item.poster.widths[0]}.webp` });
      expect(poster.statusCode).toBe(200);
    }
    // A player's first request: the start of the file.
    const start = await app.inject({ url: item.url, headers: { range: "bytes=0-1" } });
    expect(start.statusCode).toBe(206);
    expect(start.headers["content-type"]).toBe("video/mp4");
  });

  it("takes a picture as the gallery's are: renditions, no metadata", async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#336699" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "Secret Corp" } })
      .toBuffer();
    const item = await uploaded(editor, jpeg, "image/jpeg", "Team photo");
    expect(item.kind).toBe("picture");
    expect(item.picture).toMatchObject({ width: 1200, height: 800, widths: [480, 960, 1200] });
    expect(item.url).toBe(`/media/${item.picture!.name}-1200.webp`);
    const served = await app.inject({ url: item.url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it("takes a picture uploaded from a field of the editor into the library, once", async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#228844" } })
      .png()
      .toBuffer();
    const fromField = () =>
      editor.request({
        method: "POST",
        url: `${STAFF_API.contentPictures}?title=Office%20front&fileName=office-front.png`,
        headers: { "content-type": "image/png" },
        payload: png,
      });
    const response = await fromField();
    expect(response.statusCode, response.body).toBe(201);
    const picture = response.json() as { name: string };
    expect((await fromField()).statusCode).toBe(201);
    const items = (await library()).filter((item) => item.picture?.name === picture.name);
    expect(items).toMatchObject([
      { kind: "picture", title: "Office front", fileName: "office-front.png", contentType: "image/png" },
    ]);
  });

  it("refuses what it does not take, by content and by size, and keeps nothing of it", async () => {
    const before = await counts();
    const refusals: [Buffer, string, number, RegExp][] = [
      [
        Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
        "image/svg+xml",
        400,
        /not one the library takes/,
      ],
      [Buffer.from("PK\u0003\u0004 a zip, not a pdf"), "application/pdf", 400, /not one the library takes/],
      [Buffer.from("#!/bin/sh\nrm -rf /\n"), "video/mp4", 400, /not one the library takes/],
      [Buffer.alloc(0), "application/pdf", 400, /empty/],
      [pdfOf(20 * 1024 * 1024 + 1), "application/pdf", 413, /larger than 20 MB/],
    ];
    for (const [bytes, type, status, message] of refusals) {
      const response = await upload(editor, bytes, type);
      expect(response.statusCode, response.body).toBe(status);
      expect(JSON.stringify(response.json()), type).toMatch(message);
    }
    // A title that is not one line of at most 120 characters.
    for (const title of ["", "x".repeat(500), "two\nlines"])
      expect((await upload(editor, pdfOf(2000), "application/pdf", title)).statusCode).toBe(400);
    // Longer than any address the server reads.
    expect((await upload(editor, pdfOf(2000), "application/pdf", "x".repeat(10_000))).statusCode).toBe(414);
    expect(await counts()).toEqual(before);
    // Other roles: refused before a byte is read.
    expect((await upload(marketing, pdfOf(2000), "application/pdf")).statusCode).toBe(403);
    expect((await marketing.get(STAFF_API.media)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it("says where an item is used, keeps one in use, and gives a replaced file a new address every use takes", async () => {
    const first = await uploaded(editor, video, "video/mp4", "Payments demo");
    const poster = await uploaded(
      editor,
      await sharp({ create: { width: 1280, height: 720, channels: 3, background: "#113355" } })
        .png()
        .toBuffer(),
      "image/png",
      "Payments demo poster",
    );
    const posterUrl = `/media/${poster.picture!.name}-960.webp`;
    const version = await saveText(editor, { videoUrl: first.url, videoPoster: posterUrl });
    const inDraft = (await library()).find((item) => item.id === first.id)!;
    expect(inDraft.usedBy).toEqual<MediaUse[]>([
      {
        type: "solution",
        id: "payments",
        label: "Instant Payments",
        published: false,
        draft: true,
        fields: ["text.videoUrl"],
      },
    ]);
    expect((await publish(version)).statusCode).toBe(200);
    const used = (await library()).find((item) => item.id === first.id)!;
    expect(used.usedBy).toMatchObject([{ published: true, draft: false }]);

    // In use: it stays, and the answer says where.
    const kept = await editor.send("DELETE", staffApiPath(STAFF_API.mediaItem, { id: first.id }));
    expect(kept.statusCode).toBe(409);
    expect((kept.json() as { usedBy: MediaUse[] }).usedBy).toMatchObject([
      { type: "solution", id: "payments" },
    ]);
    expect((await library()).some((item) => item.id === first.id)).toBe(true);

    // Replacing what visitors see publishes again: the publisher's role.
    const otherVideo = await readFile(
      path.join(REPO_ROOT, "web/public/media/video/scheduling-and-queuing.mp4"),
    );
    const replaceBy = (browser: StaffBrowser, bytes: Buffer, type = "video/mp4") =>
      browser.request({
        method: "POST",
        url: staffApiPath(STAFF_API.mediaFile, { id: first.id }),
        headers: { "content-type": type },
        payload: bytes,
      });
    expect((await replaceBy(editor, otherVideo)).statusCode).toBe(403);
    // Of the same kind only.
    expect((await replaceBy(publisher, pdfOf(3000), "application/pdf")).statusCode).toBe(400);
    const replaced = await replaceBy(publisher, otherVideo);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const answer = replaced.json() as MediaReplaced;
    expect(answer.item.url).not.toBe(first.url);
    expect(answer.item.replacedAt).not.toBeNull();
    expect(answer.published).toEqual(["solution/payments"]);
    const now = await documentOf("solution", "payments");
    expect((now.published.text as { videoUrl: string }).videoUrl).toBe(answer.item.url);
    // The new address serves the new file; the old one still serves the old (a rollback may need it).
    expect((await app.inject({ url: answer.item.url })).rawPayload.equals(otherVideo)).toBe(true);
    expect((await app.inject({ url: first.url })).rawPayload.equals(video)).toBe(true);
    const audit = (await listAudit(app.db, { limit: 100 })).entries.map((entry) => entry.action);
    expect(audit).toEqual(expect.arrayContaining(["media.upload", "media.replace", "content.media-replace"]));

    // A picture replaced: the poster's address moves to the new picture's nearest width.
    const newPoster = await publisher.request({
      method: "POST",
      url: staffApiPath(STAFF_API.mediaFile, { id: poster.id }),
      headers: { "content-type": "image/png" },
      payload: await sharp({ create: { width: 1280, height: 720, channels: 3, background: "#aa3355" } })
        .png()
        .toBuffer(),
    });
    expect(newPoster.statusCode, newPoster.body).toBe(200);
    const movedPoster = (newPoster.json() as MediaReplaced).item.picture!;
    const text = (await documentOf("solution", "payments")).published.text as { videoPoster: string };
    expect(text.videoPoster).toBe(`/media/${movedPoster.name}-960.webp`);
  });

  it("refuses a publish that names a file the library does not have", async () => {
    const version = await saveText(editor, {
      videoUrl: `/media/file-${"b".repeat(32)}.mp4`,
      videoPoster: `/media/upload-${"c".repeat(32)}-960.webp`,
    });
    const refused = await publish(version);
    expect(refused.statusCode).toBe(400);
    expect(
      (refused.json() as { errors: { path: string }[] }).errors.map((error) => error.path).sort(),
    ).toEqual(["text.videoPoster", "text.videoUrl"]);
  });

  it("deletes an item nothing uses; the housekeeping then deletes its file", async () => {
    const item = await uploaded(editor, pdfOf(5000, 7), "application/pdf", "Old price list");
    const renamed = await editor.send("PATCH", staffApiPath(STAFF_API.mediaItem, { id: item.id }), {
      title: "Price list 2025",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as MediaItem).title).toBe("Price list 2025");
    const deleted = await editor.send("DELETE", staffApiPath(STAFF_API.mediaItem, { id: item.id }));
    expect(deleted.statusCode).toBe(204);
    expect((await library()).some((entry) => entry.id === item.id)).toBe(false);
    // Served until the housekeeping, a day later, finds nothing names it.
    expect((await app.inject({ url: item.url })).statusCode).toBe(200);
    const removed = await app.contentPictures.deleteUnused(new Date(Date.now() + 2 * 24 * 3_600_000));
    expect(removed).toContain(item.url.slice("/media/".length));
    expect((await app.inject({ url: item.url })).statusCode).toBe(404);
    // What a publish named stays, though replaced: the first video of the test above.
    expect(removed.every((name) => !name.endsWith(".mp4"))).toBe(true);
    expect((await editor.send("DELETE", staffApiPath(STAFF_API.mediaItem, { id: item.id }))).statusCode).toBe(
      404,
    );
  });
});
