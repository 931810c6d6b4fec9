// The media library's items (migration 0018): a name for staff and the file it stands for
// now. A picture's file is an upload of content/pictures.ts (`upload-{hash}`, its
// renditions), a document's or video's is a file of files.ts (`/media/file-{hash}.{ext}`).
// The content names a file, never an item: a field holds the picture's value or the file's
// address, so a page is rendered from its content alone and a file's address never changes
// its bytes. So where an item is used is found in the content (every draft and every
// published version visitors see), and replacing its file rewrites those uses
// (store.ts's rewriteDocuments), published pages published again.

import { randomBytes } from "node:crypto";
import {
  CONTENT_PICTURE_NAME_PREFIX,
  libraryFileUrl,
  LIBRARY_FILE_PREFIX,
  pictureFileUrl,
  type MediaItem,
  type MediaKind,
  type MediaUse,
} from "@site/contracts";
import { documentLabel, type Picture } from "@site/contracts/content";
import type { Selectable, Transaction } from "kysely";
import type { Database, Db, MediaItemsTable } from "../db/schema.js";
import { pictureOf } from "../content/pictures.js";

type Trx = Transaction<Database>;
type ItemRow = Selectable<MediaItemsTable>;
type DocumentType = Parameters<typeof documentLabel>[0]["type"];

/** A new item's id: random, so it says nothing of the file and never collides. */
export const newMediaId = () => randomBytes(8).toString("hex");

/** What names a file in the content: `upload-{hash}` (a picture) or `file-{hash}` (anything else). */
export const referenceOf = (kind: MediaKind, file: string) =>
  `${kind === "picture" ? CONTENT_PICTURE_NAME_PREFIX : LIBRARY_FILE_PREFIX}${file}`;

/** Every file reference a text holds, as referenceOf spells them. */
const REFERENCE = new RegExp(`(?:${CONTENT_PICTURE_NAME_PREFIX}|${LIBRARY_FILE_PREFIX})[0-9a-f]{32}`, "g");

/** Where each file reference is, in one document's data: reference → field paths. */
export function referencesIn(data: unknown, at = "", found = new Map<string, string[]>()) {
  if (typeof data === "string") {
    for (const [reference] of data.matchAll(REFERENCE)) {
      const paths = found.get(reference) ?? [];
      if (!paths.includes(at)) paths.push(at);
      found.set(reference, paths);
    }
  } else if (Array.isArray(data)) {
    data.forEach((value, index) => referencesIn(value, `${at}[${index}]`, found));
  } else if (data !== null && typeof data === "object") {
    for (const [name, value] of Object.entries(data))
      referencesIn(value, at === "" ? name : `${at}.${name}`, found);
  }
  return found;
}

/** Fields shown per use: enough to find it, not a list to scroll. */
const FIELDS_SHOWN = 5;

/** Every file reference the content uses now (drafts and the versions visitors see), with its uses. */
export async function mediaUses(db: Db | Trx): Promise<Map<string, MediaUse[]>> {
  const rows = await db
    .selectFrom("content_documents as d")
    .leftJoin("content_versions as v", (join) =>
      join
        .onRef("v.type", "=", "d.type")
        .onRef("v.id", "=", "d.id")
        .onRef("v.version", "=", "d.published_version"),
    )
    .select(["d.type", "d.id", "d.draft", "v.data"])
    .where("d.retired_at", "is", null)
    .orderBy("d.type")
    .orderBy("d.position")
    .execute();
  const uses = new Map<string, MediaUse[]>();
  for (const row of rows) {
    const published = row.data === null ? null : (JSON.parse(row.data) as unknown);
    const draft = row.draft === null ? null : (JSON.parse(row.draft) as unknown);
    const inPublished = referencesIn(published);
    const inDraft = referencesIn(draft);
    const label = documentLabel({ type: row.type as DocumentType, id: row.id, data: published ?? draft });
    for (const reference of new Set([...inPublished.keys(), ...inDraft.keys()])) {
      const fields = [...new Set([...(inPublished.get(reference) ?? []), ...(inDraft.get(reference) ?? [])])];
      const list = uses.get(reference) ?? [];
      list.push({
        type: row.type,
        id: row.id,
        label,
        published: inPublished.has(reference),
        draft: inDraft.has(reference),
        fields: fields.slice(0, FIELDS_SHOWN),
      });
      uses.set(reference, list);
    }
  }
  return uses;
}

/** The picture value of an upload's stored renditions, or undefined when it has none. */
export async function pictureOfUpload(db: Db | Trx, hash: string): Promise<Picture | undefined> {
  const rows = await db
    .selectFrom("content_pictures")
    .select(["format", "width", "height"])
    .where("hash", "=", hash)
    .execute();
  return rows.some((row) => row.format === "webp") ? pictureOf(hash, rows) : undefined;
}

/** An item as the console is answered it. */
export async function itemAnswer(
  db: Db | Trx,
  row: ItemRow,
  uses: Map<string, MediaUse[]>,
  name: (reference: string) => string,
): Promise<MediaItem> {
  const picture = row.kind === "picture" ? ((await pictureOfUpload(db, row.file)) ?? null) : null;
  const poster = row.poster === null ? null : ((await pictureOfUpload(db, row.poster)) ?? null);
  const extension = row.kind === "picture" ? "" : await extensionOf(db, row.file);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    url:
      row.kind === "picture"
        ? picture === null
          ? ""
          : pictureFileUrl(picture, picture.width)
        : libraryFileUrl(row.file, extension),
    picture,
    poster,
    contentType: row.content_type,
    bytes: Number(row.bytes),
    fileName: row.file_name,
    uploadedAt: row.created_at,
    uploadedBy: name(row.created_by),
    replacedAt: row.replaced_at,
    usedBy: uses.get(referenceOf(row.kind, row.file)) ?? [],
  };
}

async function extensionOf(db: Db | Trx, hash: string): Promise<string> {
  const row = await db
    .selectFrom("media_files")
    .select("extension")
    .where("hash", "=", hash)
    .executeTakeFirst();
  return row?.extension ?? "";
}

export const readItem = (db: Db | Trx, id: string) =>
  db.selectFrom("media_items").selectAll().where("id", "=", id).executeTakeFirst();

export const listItems = (db: Db | Trx) =>
  db.selectFrom("media_items").selectAll().orderBy("created_at", "desc").orderBy("id").execute();

/**
 * The library's picture for an upload, made when the upload is not one yet (a picture
 * uploaded from a field of the editor joins the library too). Answers its id.
 */
export async function ensurePictureItem(
  trx: Trx,
  picture: { hash: string; title: string; contentType: string; bytes: number; fileName: string },
  by: string,
  now: Date,
): Promise<{ id: string; added: boolean }> {
  const existing = await trx
    .selectFrom("media_items")
    .select("id")
    .where("kind", "=", "picture")
    .where("file", "=", picture.hash)
    .executeTakeFirst();
  if (existing !== undefined) return { id: existing.id, added: false };
  const id = newMediaId();
  await trx
    .insertInto("media_items")
    .values({
      id,
      kind: "picture",
      title: picture.title,
      file: picture.hash,
      content_type: picture.contentType,
      bytes: picture.bytes,
      file_name: picture.fileName,
      poster: null,
      created_at: now.toISOString(),
      created_by: by,
      replaced_at: null,
    })
    .execute();
  return { id, added: true };
}

/**
 * The rewrite of the content that moves every use of `from` (an item's old file) to `to`:
 * a picture's value for the new picture's; a rendition's address (a video's poster) for
 * the new picture's nearest width; a file's address for the new file's.
 */
export function replacing(
  kind: MediaKind,
  from: { file: string; url?: string },
  to: { picture?: Picture; url?: string },
): (data: unknown) => unknown {
  const oldName = referenceOf(kind, from.file);
  const renditionPrefix = `/media/${oldName}-`;
  const swap = (value: unknown): unknown => {
    if (typeof value === "string") {
      if (kind !== "picture") return from.url !== undefined && value === from.url ? to.url : value;
      if (to.picture !== undefined && value.startsWith(renditionPrefix)) {
        const width = Number(value.slice(renditionPrefix.length).split(".")[0]);
        return pictureFileUrl(to.picture, Number.isFinite(width) ? width : to.picture.width);
      }
      return value;
    }
    if (Array.isArray(value)) return value.map(swap);
    if (value !== null && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (kind === "picture" && record.name === oldName && to.picture !== undefined) return { ...to.picture };
      return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, swap(inner)]));
    }
    return value;
  };
  return swap;
}

/**
 * What `data` names that the database does not hold (a picture or file deleted from the
 * library, or never uploaded): a publish of it would show a broken picture or link, so it
 * is refused with these problems, each at the field that names it.
 */
export async function missingFiles(
  db: Db | Trx,
  data: unknown,
): Promise<{ path: string; message: string }[]> {
  const found = referencesIn(data);
  if (found.size === 0) return [];
  const pictures: string[] = [];
  const files: string[] = [];
  for (const reference of found.keys())
    if (reference.startsWith(CONTENT_PICTURE_NAME_PREFIX))
      pictures.push(reference.slice(CONTENT_PICTURE_NAME_PREFIX.length));
    else files.push(reference.slice(LIBRARY_FILE_PREFIX.length));
  const held = new Set<string>();
  if (pictures.length > 0)
    for (const row of await db
      .selectFrom("content_pictures")
      .select("hash")
      .distinct()
      .where("hash", "in", pictures)
      .execute())
      held.add(`${CONTENT_PICTURE_NAME_PREFIX}${row.hash}`);
  if (files.length > 0)
    for (const row of await db
      .selectFrom("media_files")
      .select("hash")
      .where("hash", "in", files)
      .where("completed_at", "is not", null)
      .execute())
      held.add(`${LIBRARY_FILE_PREFIX}${row.hash}`);
  return [...found].flatMap(([reference, paths]) =>
    held.has(reference)
      ? []
      : paths.map((path) => ({
          path,
          message:
            "names a file the media library no longer has (it was deleted): choose another from the library",
        })),
  );
}
