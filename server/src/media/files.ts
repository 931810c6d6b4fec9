// The files of the media library that are served as they are (documents and videos): each
// stored in the database in chunks of MEDIA_CHUNK_BYTES under the hash of its bytes, so
// every instance serves the same file, the same file uploaded twice is stored once, and a
// Range request reads only the chunks it covers.
//
// An upload is received as a stream: its kind is decided by its first bytes (file-type,
// by content, never by its name or the type the browser claims), then its chunks are
// written as they arrive under a temporary name, so a 200 MB video is never whole in
// memory and no transaction waits on a slow connection. Once the last byte is in, the
// file takes its hash's name in one transaction; until then nothing serves it, and an
// upload cut short is deleted by the housekeeping (deleteUnfinishedFiles).

import { createHash, randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { LIBRARY_FILE_PREFIX, MEDIA_LIMITS, type MediaKind } from "@site/contracts";
import { fileTypeFromBuffer } from "file-type";
import type { Db } from "../db/schema.js";

/** 256 KiB: a Range request for the start of a video reads one row. */
export const MEDIA_CHUNK_BYTES = 256 * 1024;

/** Bytes enough for file-type to tell every accepted kind apart (an MP4's brand, a WebM's doctype). */
const HEAD_BYTES = 64 * 1024;

/** Why an upload was refused; `status` 400 (not a file of an accepted kind) or 413 (too large). */
export class MediaRejected extends Error {
  override name = "MediaRejected";
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** What an accepted file is, by its content. */
export interface MediaType {
  kind: MediaKind;
  /** The type it is served as. */
  contentType: string;
  extension: string;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

const ACCEPTED_WORDS = (["picture", "document", "video"] as const)
  .map((kind) => `${MEDIA_LIMITS[kind].accepted} (${kind === "picture" ? "a picture" : `a ${kind}`})`)
  .join(", ");

/** The accepted kind `head` (a file's first bytes) is, or undefined. */
export async function mediaTypeOf(head: Buffer): Promise<MediaType | undefined> {
  const found = await fileTypeFromBuffer(head);
  if (found === undefined) return undefined;
  for (const kind of ["picture", "document", "video"] as const)
    if (MEDIA_LIMITS[kind].types.includes(found.mime))
      return { kind, contentType: found.mime, extension: found.ext === "jpg" ? "jpeg" : found.ext };
  return undefined;
}

/** The name of a file served at /media/file-{hash}.{extension}, or undefined when it cannot be one. */
export function libraryFileOf(name: string): { hash: string; extension: string } | undefined {
  if (!name.startsWith(LIBRARY_FILE_PREFIX) || name.length > LIBRARY_FILE_PREFIX.length + 32 + 6)
    return undefined;
  const rest = name.slice(LIBRARY_FILE_PREFIX.length);
  const dot = rest.indexOf(".");
  const hash = rest.slice(0, dot);
  const extension = rest.slice(dot + 1);
  if (dot !== 32 || !isHex(hash)) return undefined;
  const served = [...MEDIA_LIMITS.document.extensions, ...MEDIA_LIMITS.video.extensions];
  return served.includes(extension) ? { hash, extension } : undefined;
}

const isHex = (text: string) => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!((code >= 48 && code <= 57) || (code >= 97 && code <= 102))) return false;
  }
  return true;
};

/** A file as received: a picture whole (its renditions are made from it), anything else stored. */
export type ReceivedFile = { type: MediaType; bytes: Buffer } | { type: MediaType; stored: StoredFile };

export interface StoredFile {
  hash: string;
  extension: string;
  contentType: string;
  bytes: number;
}

/** The stream's bytes as Buffers, whatever it was given. */
async function* chunksOf(stream: Readable): AsyncGenerator<Buffer> {
  for await (const chunk of stream) yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
}

export interface ReceiveOptions {
  /** The name the file had, made safe (what a browser saves it as), given its type. */
  fileName: (type: MediaType) => string;
  now: Date;
  /** Only this kind is accepted (a replacement keeps its item's kind). */
  kind?: MediaKind;
  /**
   * For a file of `type`, what is also given each byte as it arrives (a video's copy for
   * its poster) and told when it ends; undefined for none.
   */
  tee?: (type: MediaType) => { write(bytes: Buffer): void; end(): Promise<void> } | undefined;
}

/**
 * Receives an upload: decides its kind by its first bytes, refuses it (MediaRejected)
 * past its kind's limit, and stores a document or a video as it arrives. A picture is
 * answered whole, for the picture intake (images/renditions.ts) to check and store.
 */
export async function receiveFile(db: Db, stream: Readable, options: ReceiveOptions): Promise<ReceivedFile> {
  const chunks = chunksOf(stream);
  let head = Buffer.alloc(0);
  let ended = false;
  while (head.length < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done === true) {
      ended = true;
      break;
    }
    head = Buffer.concat([head, next.value]);
  }
  if (head.length === 0) throw new MediaRejected(400, "The file is empty.");
  const type = await mediaTypeOf(head);
  if (type === undefined || (options.kind !== undefined && type.kind !== options.kind))
    throw new MediaRejected(
      400,
      options.kind === undefined
        ? `The file is not one the library takes: ${ACCEPTED_WORDS}, by what the file holds, whatever its name.`
        : `The file is not a ${MEDIA_LIMITS[options.kind].accepted} file: a replacement is of the same kind.`,
    );
  const limit = MEDIA_LIMITS[type.kind].maxBytes;
  const tooLarge = () =>
    new MediaRejected(
      413,
      `The file is larger than ${megabytes(limit)}, the limit for ${MEDIA_LIMITS[type.kind].accepted} files. Choose a smaller one.`,
    );
  if (type.kind === "picture") {
    const parts: Buffer[] = [head];
    let size = head.length;
    if (!ended)
      for await (const chunk of chunks) {
        size += chunk.length;
        if (size > limit) throw tooLarge();
        parts.push(chunk);
      }
    if (size > limit) throw tooLarge();
    return { type, bytes: Buffer.concat(parts) };
  }
  const tee = options.tee?.(type);
  const pending = `pending-${randomBytes(12).toString("hex")}`;
  await db
    .insertInto("media_files")
    .values({
      hash: pending,
      extension: type.extension,
      content_type: type.contentType,
      bytes: 0,
      file_name: options.fileName(type),
      completed_at: null,
      created_at: options.now.toISOString(),
    })
    .execute();
  try {
    const hash = createHash("sha256");
    // One chunk's buffer, filled as bytes arrive and written when full: both drivers have
    // copied it by the time the insert is awaited, so it is used again for the next.
    const chunk = Buffer.allocUnsafe(MEDIA_CHUNK_BYTES);
    let filled = 0;
    let size = 0;
    let seq = 0;
    const write = async (bytes: Buffer) => {
      await db.insertInto("media_chunks").values({ hash: pending, seq, bytes }).execute();
      seq++;
    };
    const take = async (bytes: Buffer) => {
      size += bytes.length;
      if (size > limit) throw tooLarge();
      hash.update(bytes);
      tee?.write(bytes);
      for (let from = 0; from < bytes.length;) {
        const copied = bytes.copy(chunk, filled, from);
        filled += copied;
        from += copied;
        if (filled === MEDIA_CHUNK_BYTES) {
          await write(chunk);
          filled = 0;
        }
      }
    };
    await take(head);
    if (!ended) for await (const piece of chunks) await take(piece);
    if (filled > 0) await write(chunk.subarray(0, filled));
    await tee?.end();
    const stored: StoredFile = {
      hash: hash.digest("hex").slice(0, 32),
      extension: type.extension,
      contentType: type.contentType,
      bytes: size,
    };
    await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom("media_files")
        .select("hash")
        .where("hash", "=", stored.hash)
        .executeTakeFirst();
      if (existing === undefined) {
        await trx
          .insertInto("media_files")
          .values({
            hash: stored.hash,
            extension: stored.extension,
            content_type: stored.contentType,
            bytes: stored.bytes,
            file_name: options.fileName(type),
            completed_at: options.now.toISOString(),
            created_at: options.now.toISOString(),
          })
          .execute();
        await trx
          .updateTable("media_chunks")
          .set({ hash: stored.hash })
          .where("hash", "=", pending)
          .execute();
      } else {
        // The same file again: it is kept once, and its day of grace starts again.
        await trx
          .updateTable("media_files")
          .set({ created_at: options.now.toISOString() })
          .where("hash", "=", stored.hash)
          .execute();
        await trx.deleteFrom("media_chunks").where("hash", "=", pending).execute();
      }
      await trx.deleteFrom("media_files").where("hash", "=", pending).execute();
    });
    return { type, stored };
  } catch (error) {
    // What was written of a refused or broken upload goes at once (the housekeeping would later).
    await deletePending(db, pending).catch(() => undefined);
    throw error;
  }
}

async function deletePending(db: Db, pending: string): Promise<void> {
  await db.deleteFrom("media_chunks").where("hash", "=", pending).execute();
  await db.deleteFrom("media_files").where("hash", "=", pending).execute();
}

/** A stored file's facts, or undefined when there is no finished file of that hash. */
export async function fileFacts(
  db: Db,
  hash: string,
): Promise<{ extension: string; contentType: string; bytes: number; fileName: string } | undefined> {
  const row = await db
    .selectFrom("media_files")
    .select(["extension", "content_type", "bytes", "file_name"])
    .where("hash", "=", hash)
    .where("completed_at", "is not", null)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        extension: row.extension,
        contentType: row.content_type,
        bytes: Number(row.bytes),
        fileName: row.file_name,
      };
}

/** Chunks read at a time while a file is sent: 2 MiB of memory per request at most. */
const CHUNKS_PER_READ = 8;

/** The bytes `start` to `end` (inclusive) of a stored file, read a few chunks at a time. */
export async function* fileBytes(db: Db, hash: string, start: number, end: number): AsyncGenerator<Buffer> {
  const first = Math.floor(start / MEDIA_CHUNK_BYTES);
  const last = Math.floor(end / MEDIA_CHUNK_BYTES);
  for (let from = first; from <= last; from += CHUNKS_PER_READ) {
    const rows = await db
      .selectFrom("media_chunks")
      .select(["seq", "bytes"])
      .where("hash", "=", hash)
      .where("seq", ">=", from)
      .where("seq", "<=", Math.min(last, from + CHUNKS_PER_READ - 1))
      .orderBy("seq")
      .execute();
    for (const row of rows) {
      const seq = Number(row.seq);
      const offset = seq * MEDIA_CHUNK_BYTES;
      const bytes = row.bytes;
      const cutStart = Math.max(0, start - offset);
      const cutEnd = Math.min(bytes.length, end - offset + 1);
      if (cutEnd > cutStart) yield bytes.subarray(cutStart, cutEnd);
    }
  }
}

/** How long an upload may take before what it wrote counts as abandoned. */
export const UNFINISHED_UPLOAD_MS = 24 * 3_600_000;

/** Deletes what uploads cut short left (a day old); answers how many. */
export async function deleteUnfinishedFiles(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNFINISHED_UPLOAD_MS).toISOString();
  const stale = await db
    .selectFrom("media_files")
    .select("hash")
    .where("completed_at", "is", null)
    .where("created_at", "<", before)
    .execute();
  for (const { hash } of stale) await deletePending(db, hash);
  return stale.length;
}

/** Deletes stored files by hash, with their chunks. */
export async function deleteFiles(db: Db, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  await db.deleteFrom("media_chunks").where("hash", "in", hashes).execute();
  await db.deleteFrom("media_files").where("hash", "in", hashes).execute();
}

/**
 * Deletes the finished files nothing needs any more (`named`: content/pictures.ts's
 * namedFiles; a file replaced stays while a version visitors may see again names it),
 * stored before `now` less UNFINISHED_UPLOAD_MS. Answers their names.
 */
export async function deleteUnusedFiles(db: Db, now: Date, named: ReadonlySet<string>): Promise<string[]> {
  const before = new Date(now.getTime() - UNFINISHED_UPLOAD_MS).toISOString();
  const old = await db
    .selectFrom("media_files")
    .select(["hash", "extension"])
    .where("completed_at", "is not", null)
    .where("created_at", "<", before)
    .execute();
  const unused = old.filter((file) => !named.has(`${LIBRARY_FILE_PREFIX}${file.hash}`));
  await deleteFiles(
    db,
    unused.map((file) => file.hash),
  );
  return unused.map((file) => `${LIBRARY_FILE_PREFIX}${file.hash}.${file.extension}`).sort();
}
