// The pictures staff upload for the site's content. An upload is checked and made into
// its renditions by the same intake as the gallery's (images/renditions.ts), at the widths
// a page's pictures are shown at, and stored under the hash of the uploaded file: its
// name is `upload-{hash}`, so the same file twice is stored once, and a rendition never
// changes under its URL (`/media/upload-{hash}-{width}.{avif,webp}`). An upload no
// document names is deleted by the daily housekeeping once it is a day old
// (deleteUnusedPictures) unless the media library keeps it.

import { CONTENT_PICTURE_NAME_PREFIX } from "@site/contracts";
import type { Picture } from "@site/contracts/content";
import type { Transaction } from "kysely";
import type { Database, Db, ImageFormat } from "../db/schema.js";
import { hashOf, inspectImage, makeRenditions } from "../images/renditions.js";
import { FILE_REFERENCE, referenceOf } from "../media/references.js";

/** From a phone's column to a hero across a wide screen; a smaller original stops sooner. */
export const CONTENT_PICTURE_WIDTHS = [480, 960, 1600] as const;

/** `upload-{hash}-{width}.{format}`: the file part of a rendition's URL under /media/. */
const FILE_NAME = new RegExp(
  `^${CONTENT_PICTURE_NAME_PREFIX}([0-9a-f]{32})-([1-9][0-9]{0,4})\\.(avif|webp)$`,
);

export interface PictureFile {
  hash: string;
  width: number;
  format: ImageFormat;
}

/** The rendition a file name under /media/ names, or undefined when it cannot be an upload's. */
export function pictureFileOf(name: string): PictureFile | undefined {
  const match = FILE_NAME.exec(name);
  if (!match) return undefined;
  const [, hash = "", width = "", format] = match;
  return { hash, width: Number(width), format: format as ImageFormat };
}

/** The Picture value of stored renditions (those of one format give every width). */
export function pictureOf(
  hash: string,
  rows: readonly { format: string; width: number; height: number }[],
): Picture {
  const webp = rows.filter((row) => row.format === "webp").sort((a, b) => a.width - b.width);
  const widest = webp.at(-1);
  if (widest === undefined) throw new Error(`content picture ${hash} has no WebP rendition`);
  return {
    name: `${CONTENT_PICTURE_NAME_PREFIX}${hash}`,
    width: widest.width,
    height: widest.height,
    widths: webp.map((row) => row.width),
  };
}

const storedRows = (db: Db | Transaction<Database>, hash: string) =>
  db.selectFrom("content_pictures").select(["format", "width", "height"]).where("hash", "=", hash).execute();

export interface StoredPicture {
  picture: Picture;
  /** False when the same file had been uploaded before (nothing new was stored). */
  added: boolean;
}

/** Who uploads: the check run first inside the transaction, and the record written with it. */
export interface PictureUploader {
  /** Throws to store nothing (the member's role or session was taken away meanwhile). */
  authorize?: (trx: Transaction<Database>) => Promise<void>;
  /** The audit entry. */
  record: (trx: Transaction<Database>, stored: StoredPicture) => Promise<void>;
}

/**
 * Checks `bytes` and stores its renditions, after `by.authorize` and with `by.record`, in
 * one transaction. Throws ImageRejected, before anything is stored, for a refused file.
 */
export async function storePicture(
  db: Db,
  bytes: Buffer,
  now: Date,
  by: PictureUploader,
): Promise<StoredPicture> {
  // The cheap checks (size, type, pixels from the headers) before hashing or decoding.
  await inspectImage(bytes);
  const hash = hashOf(bytes);
  // Undefined when the stored picture was deleted (as unused) between the read and the write.
  const store = async (existing: readonly { format: string; width: number; height: number }[]) => {
    const renditions =
      existing.length > 0 ? [] : await makeRenditions(bytes, { widths: CONTENT_PICTURE_WIDTHS });
    return db.transaction().execute(async (trx): Promise<StoredPicture | undefined> => {
      // Making the renditions took seconds: the uploader's standing is asked again here.
      await by.authorize?.(trx);
      if (renditions.length > 0) await insertRenditions(trx, hash, renditions, now);
      else {
        // Uploaded again, most likely for a draft not saved yet: its day of grace starts again.
        const touched = await trx
          .updateTable("content_pictures")
          .set({ created_at: now.toISOString() })
          .where("hash", "=", hash)
          .executeTakeFirst();
        if (Number(touched.numUpdatedRows) === 0) return undefined;
      }
      const stored = {
        picture: pictureOf(hash, existing.length > 0 ? existing : renditions),
        added: existing.length === 0,
      };
      await by.record(trx, stored);
      return stored;
    });
  };
  return (await store(await storedRows(db, hash))) ?? (await store([])) ?? unreachable(hash);
}

const unreachable = (hash: string): never => {
  throw new Error(`content picture ${hash} was not stored`);
};

async function insertRenditions(
  trx: Transaction<Database>,
  hash: string,
  renditions: Awaited<ReturnType<typeof makeRenditions>>,
  now: Date,
): Promise<void> {
  await trx
    .insertInto("content_pictures")
    .values(
      renditions.map(({ format, width, height, bytes: data }) => ({
        hash,
        format,
        width,
        height,
        bytes: data,
        created_at: now.toISOString(),
      })),
    )
    // A colleague's identical upload at the same moment made the same rows.
    .onConflict((conflict) => conflict.columns(["hash", "format", "width"]).doNothing())
    .execute();
}

/** How long an upload no document names is kept: the draft it was uploaded for may not be saved yet. */
export const UNUSED_PICTURE_GRACE_MS = 24 * 3_600_000;

/** Published versions read at a time: the history is never loaded whole. */
const VERSIONS_PER_READ = 100;

/**
 * The files (`upload-{hash}`, `file-{hash}`) something still needs: any draft, any
 * published version (the earliest included: a rollback may publish it again), and the
 * media library's items and their posters.
 */
export async function namedFiles(db: Db): Promise<Set<string>> {
  const named = new Set<string>();
  const collect = (json: string) => {
    for (const [name] of json.matchAll(FILE_REFERENCE)) named.add(name);
  };
  const items = await db.selectFrom("media_items").select(["kind", "file", "poster"]).execute();
  for (const { kind, file, poster } of items) {
    named.add(referenceOf(kind, file));
    if (poster !== null) named.add(referenceOf("picture", poster));
  }
  const drafts = await db
    .selectFrom("content_documents")
    .select("draft")
    .where("draft", "is not", null)
    .execute();
  for (const { draft } of drafts) if (draft !== null) collect(draft);
  let after: { type: string; id: string; version: number } | undefined;
  for (;;) {
    let query = db
      .selectFrom("content_versions")
      .select(["type", "id", "version", "data"])
      .orderBy("type")
      .orderBy("id")
      .orderBy("version")
      .limit(VERSIONS_PER_READ);
    if (after !== undefined) {
      const { type, id, version } = after;
      query = query.where(({ eb, refTuple, tuple }) =>
        eb(refTuple("type", "id", "version"), ">", tuple(type, id, version)),
      );
    }
    const rows = await query.execute();
    for (const row of rows) collect(row.data);
    const last = rows.at(-1);
    if (last === undefined || rows.length < VERSIONS_PER_READ) return named;
    after = { type: last.type, id: last.id, version: Number(last.version) };
  }
}

/**
 * Deletes the uploads that no draft and no published version of any document names (not
 * even an earlier one, which a rollback may publish again) and the media library does not
 * keep (`named`, else namedFiles), last uploaded before `now` less
 * UNUSED_PICTURE_GRACE_MS. Answers the names of the pictures deleted.
 */
export async function deleteUnusedPictures(
  db: Db,
  now: Date,
  named?: ReadonlySet<string>,
): Promise<string[]> {
  const before = new Date(now.getTime() - UNUSED_PICTURE_GRACE_MS).toISOString();
  const old = await db
    .selectFrom("content_pictures")
    .select("hash")
    .distinct()
    .where("created_at", "<", before)
    .execute();
  if (old.length === 0) return [];
  const needed = named ?? (await namedFiles(db));
  const unused = old
    .map((row) => row.hash)
    .filter((hash) => !needed.has(`${CONTENT_PICTURE_NAME_PREFIX}${hash}`));
  if (unused.length === 0) return [];
  // Still old: an upload of the same file meanwhile started its grace again.
  const deleted = await db
    .deleteFrom("content_pictures")
    .where("hash", "in", unused)
    .where("created_at", "<", before)
    .returning("hash")
    .execute();
  return [...new Set(deleted.map((row) => row.hash))]
    .sort()
    .map((hash) => `${CONTENT_PICTURE_NAME_PREFIX}${hash}`);
}

/** The bytes of one rendition, or undefined when there is no such upload or width. */
export async function readPictureFile(db: Db, file: PictureFile): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom("content_pictures")
    .select("bytes")
    .where("hash", "=", file.hash)
    .where("format", "=", file.format)
    .where("width", "=", file.width)
    .executeTakeFirst();
  return row?.bytes;
}
