// Every query on the events tables, written once for SQLite and PostgreSQL.
//
// Each change (add, remove) bumps events_version in the same transaction, which is how
// the API's in-memory list, in this process or another, learns that it is stale.

import type { Db, ImageFormat } from "../db/schema.js";
import type { ImageRendition } from "../images/renditions.js";

export interface NewEvent {
  title: string;
  description?: string | undefined;
  /** YYYY-MM-DD */
  date: string;
  sample?: boolean;
  renditions: readonly ImageRendition[];
}

export interface StoredImage {
  format: ImageFormat;
  width: number;
  height: number;
  hash: string;
  size: number;
}

export interface StoredEvent {
  id: number;
  title: string;
  description: string | null;
  date: string;
  sample: boolean;
  createdAt: string;
  /** Narrowest first within each format; AVIF before WebP. */
  images: StoredImage[];
}

type Executor = Pick<Db, "updateTable">;

async function bumpVersion(db: Executor): Promise<void> {
  await db
    .updateTable("events_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}

/** The change counter; it goes up with every add and remove. */
export async function readEventsVersion(db: Db): Promise<number> {
  const row = await db.selectFrom("events_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Stores the event and all its renditions in one transaction; returns the new id. */
export async function insertEvent(db: Db, event: NewEvent): Promise<number> {
  if (event.renditions.length === 0) throw new Error("an event needs at least one image rendition");
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("events")
      .values({
        title: event.title,
        description: event.description ?? null,
        date: event.date,
        sample: event.sample ? 1 : 0,
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("event_images")
      .values(
        event.renditions.map((rendition) => ({
          event_id: id,
          format: rendition.format,
          width: rendition.width,
          height: rendition.height,
          hash: rendition.hash,
          bytes: rendition.bytes,
        })),
      )
      .execute();
    await bumpVersion(trx);
    return Number(id);
  });
}

/** Replaces an event's title, description and date; false when there is no such event. */
export async function updateEvent(
  db: Db,
  id: number,
  text: { title: string; description?: string | undefined; date: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("events")
      .set({ title: text.title, description: text.description ?? null, date: text.date })
      .where("id", "=", id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await bumpVersion(trx);
    return true;
  });
}

/** Deletes the events and their images; returns how many events there were. */
async function deleteWhere(db: Db, which: { id: number } | { sample: true }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ids = (
      await trx
        .selectFrom("events")
        .select("id")
        .$if("id" in which, (query) => query.where("id", "=", (which as { id: number }).id))
        .$if("sample" in which, (query) => query.where("sample", "=", 1))
        .execute()
    ).map((row) => row.id);
    if (ids.length === 0) return 0;
    // Explicit, not only by ON DELETE CASCADE: correct even on a connection without foreign keys.
    await trx.deleteFrom("event_images").where("event_id", "in", ids).execute();
    await trx.deleteFrom("events").where("id", "in", ids).execute();
    await bumpVersion(trx);
    return ids.length;
  });
}

/** Deletes one event and its images; false when there is no such event. */
export async function deleteEvent(db: Db, id: number): Promise<boolean> {
  return (await deleteWhere(db, { id })) > 0;
}

/** Deletes the sample events a new database starts with; returns how many. */
export async function deleteSampleEvents(db: Db): Promise<number> {
  return deleteWhere(db, { sample: true });
}

const FORMAT_ORDER: Record<ImageFormat, number> = { avif: 0, webp: 1 };

/** Every event, newest first (date, then id, descending), with its images' descriptions. */
export async function listEvents(db: Db): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom("events")
    .select(["id", "title", "description", "date", "sample", "created_at"])
    .orderBy("date", "desc")
    .orderBy("id", "desc")
    .execute();
  const images = await db
    .selectFrom("event_images")
    // length(bytes) is the same function in both engines (bytes for a blob/bytea).
    .select((eb) => [
      "event_id",
      "format",
      "width",
      "height",
      "hash",
      eb.fn<number>("length", ["bytes"]).as("size"),
    ])
    .execute();

  const byEvent = new Map<number, StoredImage[]>();
  for (const image of images) {
    const list = byEvent.get(image.event_id) ?? [];
    list.push({
      format: image.format,
      width: image.width,
      height: image.height,
      hash: image.hash,
      size: Number(image.size),
    });
    byEvent.set(image.event_id, list);
  }
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    description: row.description,
    date: row.date,
    sample: Number(row.sample) === 1,
    createdAt: row.created_at,
    images: (byEvent.get(row.id) ?? []).sort(
      (a, b) => FORMAT_ORDER[a.format] - FORMAT_ORDER[b.format] || a.width - b.width,
    ),
  }));
}

/** The bytes of one rendition by its hash and format, or undefined. */
export async function readImage(db: Db, hash: string, format: ImageFormat): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom("event_images")
    .select("bytes")
    .where("hash", "=", hash)
    .where("format", "=", format)
    .limit(1)
    .executeTakeFirst();
  return row?.bytes;
}
