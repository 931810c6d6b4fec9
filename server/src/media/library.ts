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
  libraryFileUrl,
  pictureFileUrl,
  type MediaItem,
  type MediaKind,
  type MediaUse,
} from "@site/contracts";
import { documentLabel, type Picture } from "@site/contracts/content";
import type { Selectable, Transaction } from "kysely";
import type { Database, Db, MediaItemsTable } from "../db/schema.js";
import { pictureOf } from "../content/pictures.js";
import { currentDocuments } from "../content/store.js";
import { referenceOf, referencesIn } from "./references.js";

type Trx = Transaction<Database>;
type ItemRow = Selectable<MediaItemsTable>;

/** A new item's id: random, so it says nothing of the file and never collides. */
export const newMediaId = () => randomBytes(8).toString("hex");

/** Fields shown per use: enough to find it, not a list to scroll. */
const FIELDS_SHOWN = 5;

/** Every file reference the content uses now (drafts and the versions visitors see), with its uses. */
export async function mediaUses(db: Db | Trx): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  for (const { type, id, published, draft } of await currentDocuments(db)) {
    const inPublished = referencesIn(published);
    const inDraft = referencesIn(draft);
    const label = documentLabel({ type, id, data: published ?? draft });
    for (const reference of new Set([...inPublished.keys(), ...inDraft.keys()])) {
      const fields = [...new Set([...(inPublished.get(reference) ?? []), ...(inDraft.get(reference) ?? [])])];
      const list = uses.get(reference) ?? [];
      list.push({
        type,
        id,
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
