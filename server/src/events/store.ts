// Every query on the events tables, written once for SQLite and PostgreSQL.
//
// Each change (an event or one of its pictures added, changed or removed) bumps
// events_version in the same transaction, which is how the API's in-memory list, in this
// process or another, and the rendered /gallery page learn that they are stale.
//
// An event has 1..EVENT_PICTURES_MAX pictures (event_pictures), each with its renditions
// (event_images). A change to an event's pictures first "touches" the event's row (an
// UPDATE that changes nothing): on PostgreSQL that locks it until the transaction ends, so
// two members removing the last two pictures at once cannot leave an event with none;
// SQLite runs one writing transaction at a time anyway.

import { EVENT_FOCUS_DEFAULT, EVENT_PICTURES_MAX, type EventFocus } from "@site/contracts";
import type { Db, ImageFormat } from "../db/schema.js";
import type { ImageRendition } from "../images/renditions.js";

export interface NewEvent {
  title: string;
  description?: string | undefined;
  /** YYYY-MM-DD */
  date: string;
  sample?: boolean;
  /** The first picture's renditions. */
  renditions: readonly ImageRendition[];
  /** The first picture's alt text; the title when not given (samples, benchmarks). */
  alt?: string | undefined;
  /** The first picture's focal point; the middle when not given. */
  focus?: EventFocus | undefined;
}

export interface StoredImage {
  format: ImageFormat;
  width: number;
  height: number;
  hash: string;
  size: number;
}

export interface StoredPicture {
  id: number;
  alt: string;
  focus: EventFocus;
  createdAt: string;
  /** Narrowest first within each format; AVIF before WebP. */
  images: StoredImage[];
}

export interface StoredEvent {
  id: number;
  title: string;
  description: string | null;
  date: string;
  sample: boolean;
  createdAt: string;
  /** In the event's order: the first is the card's. Never empty for a stored event. */
  pictures: StoredPicture[];
}

type Executor = Pick<Db, "updateTable" | "insertInto" | "selectFrom" | "deleteFrom">;

async function bumpVersion(db: Executor): Promise<void> {
  await db
    .updateTable("events_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}

/** The change counter; it goes up with every change to the events or their pictures. */
export async function readEventsVersion(db: Db): Promise<number> {
  const row = await db.selectFrom("events_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Locks the event's row for the transaction (see the top); false when there is no such event. */
async function lockEvent(trx: Executor, eventId: number): Promise<boolean> {
  const result = await trx
    .updateTable("events")
    .set((eb) => ({ title: eb.ref("title") }))
    .where("id", "=", eventId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

async function insertRenditions(
  trx: Executor,
  pictureId: number,
  renditions: readonly ImageRendition[],
): Promise<void> {
  if (renditions.length === 0) throw new Error("a picture needs at least one rendition");
  await trx
    .insertInto("event_images")
    .values(
      renditions.map((rendition) => ({
        picture_id: pictureId,
        format: rendition.format,
        width: rendition.width,
        height: rendition.height,
        hash: rendition.hash,
        bytes: rendition.bytes,
      })),
    )
    .execute();
}

async function insertPicture(
  trx: Executor,
  eventId: number,
  position: number,
  picture: { alt: string; focus?: EventFocus | undefined; renditions: readonly ImageRendition[] },
): Promise<number> {
  const focus = picture.focus ?? EVENT_FOCUS_DEFAULT;
  const { id } = await trx
    .insertInto("event_pictures")
    .values({
      event_id: eventId,
      position,
      alt: picture.alt,
      focus_x: focus.x,
      focus_y: focus.y,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await insertRenditions(trx, Number(id), picture.renditions);
  return Number(id);
}

/** Stores the event, its first picture and that picture's renditions in one transaction; returns the new id. */
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
    await insertPicture(trx, Number(id), 0, {
      alt: event.alt ?? event.title,
      focus: event.focus,
      renditions: event.renditions,
    });
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

/** Deletes the events, their pictures and renditions; returns how many events there were. */
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
    await trx
      .deleteFrom("event_images")
      .where("picture_id", "in", (eb) =>
        eb.selectFrom("event_pictures").select("id").where("event_id", "in", ids),
      )
      .execute();
    await trx.deleteFrom("event_pictures").where("event_id", "in", ids).execute();
    await trx.deleteFrom("events").where("id", "in", ids).execute();
    await bumpVersion(trx);
    return ids.length;
  });
}

/** Deletes one event, its pictures and their renditions; false when there is no such event. */
export async function deleteEvent(db: Db, id: number): Promise<boolean> {
  return (await deleteWhere(db, { id })) > 0;
}

/** Deletes the sample events a new database starts with; returns how many. */
export async function deleteSampleEvents(db: Db): Promise<number> {
  return deleteWhere(db, { sample: true });
}

/** The event's picture ids in its order. */
async function pictureOrder(trx: Executor, eventId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom("event_pictures")
    .select("id")
    .where("event_id", "=", eventId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Writes positions 0..n-1 in the order given. */
async function writeOrder(trx: Executor, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await trx.updateTable("event_pictures").set({ position }).where("id", "=", id).execute();
}

export type PictureChange = "done" | "no-event" | "no-picture" | "full" | "last";

export interface NewPicture {
  alt: string;
  focus?: EventFocus | undefined;
  renditions: readonly ImageRendition[];
}

/** Adds a picture after the event's others: "full" at EVENT_PICTURES_MAX. */
export async function addPicture(
  db: Db,
  eventId: number,
  picture: NewPicture,
): Promise<{ result: "done"; id: number } | { result: "no-event" | "full" }> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockEvent(trx, eventId))) return { result: "no-event" as const };
    const order = await pictureOrder(trx, eventId);
    if (order.length >= EVENT_PICTURES_MAX) return { result: "full" as const };
    const id = await insertPicture(trx, eventId, order.length, picture);
    // Positions may have gaps after a removal by another version: close them.
    await writeOrder(trx, [...order, id]);
    await bumpVersion(trx);
    return { result: "done" as const, id };
  });
}

/** Looks the picture up in the event, the event locked; the reason when it is not there. */
async function lockedPicture(trx: Executor, eventId: number, pictureId: number) {
  if (!(await lockEvent(trx, eventId))) return { problem: "no-event" as const, order: [] };
  const order = await pictureOrder(trx, eventId);
  return order.includes(pictureId)
    ? { problem: undefined, order }
    : { problem: "no-picture" as const, order };
}

/** A new file for a picture: its renditions replaced, its place kept, alt text and focus too unless given. */
export async function replacePicture(
  db: Db,
  eventId: number,
  pictureId: number,
  change: { renditions: readonly ImageRendition[]; alt?: string | undefined; focus?: EventFocus | undefined },
): Promise<PictureChange> {
  return db.transaction().execute(async (trx) => {
    const { problem } = await lockedPicture(trx, eventId, pictureId);
    if (problem) return problem;
    await trx.deleteFrom("event_images").where("picture_id", "=", pictureId).execute();
    await insertRenditions(trx, pictureId, change.renditions);
    await setPictureFields(trx, pictureId, change);
    await bumpVersion(trx);
    return "done";
  });
}

async function setPictureFields(
  trx: Executor,
  pictureId: number,
  change: { alt?: string | undefined; focus?: EventFocus | undefined },
): Promise<void> {
  const fields = {
    ...(change.alt === undefined ? {} : { alt: change.alt }),
    ...(change.focus === undefined ? {} : { focus_x: change.focus.x, focus_y: change.focus.y }),
  };
  if (Object.keys(fields).length > 0)
    await trx.updateTable("event_pictures").set(fields).where("id", "=", pictureId).execute();
}

/**
 * A picture's alt text, focal point or place: `position` 0 makes it the first (the
 * card's); one past the end or more makes it the last.
 */
export async function updatePicture(
  db: Db,
  eventId: number,
  pictureId: number,
  change: { alt?: string | undefined; focus?: EventFocus | undefined; position?: number | undefined },
): Promise<PictureChange> {
  return db.transaction().execute(async (trx) => {
    const { problem, order } = await lockedPicture(trx, eventId, pictureId);
    if (problem) return problem;
    await setPictureFields(trx, pictureId, change);
    if (change.position !== undefined) {
      const others = order.filter((id) => id !== pictureId);
      others.splice(Math.min(change.position, others.length), 0, pictureId);
      await writeOrder(trx, others);
    }
    await bumpVersion(trx);
    return "done";
  });
}

/** Removes a picture and its renditions; "last" (nothing changed) when it is the event's only one. */
export async function deletePicture(db: Db, eventId: number, pictureId: number): Promise<PictureChange> {
  return db.transaction().execute(async (trx) => {
    const { problem, order } = await lockedPicture(trx, eventId, pictureId);
    if (problem) return problem;
    if (order.length <= 1) return "last";
    await trx.deleteFrom("event_images").where("picture_id", "=", pictureId).execute();
    await trx.deleteFrom("event_pictures").where("id", "=", pictureId).execute();
    await writeOrder(
      trx,
      order.filter((id) => id !== pictureId),
    );
    await bumpVersion(trx);
    return "done";
  });
}

const FORMAT_ORDER: Record<ImageFormat, number> = { avif: 0, webp: 1 };

/** Every event, newest first (date, then id, descending), with its pictures and their images' descriptions. */
export async function listEvents(db: Db): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom("events")
    .select(["id", "title", "description", "date", "sample", "created_at"])
    .orderBy("date", "desc")
    .orderBy("id", "desc")
    .execute();
  const pictures = await db
    .selectFrom("event_pictures")
    .select(["id", "event_id", "alt", "focus_x", "focus_y", "created_at"])
    .orderBy("event_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
  const images = await db
    .selectFrom("event_images")
    // length(bytes) is the same function in both engines (bytes for a blob/bytea).
    .select((eb) => [
      "picture_id",
      "format",
      "width",
      "height",
      "hash",
      eb.fn<number>("length", ["bytes"]).as("size"),
    ])
    .execute();

  const byPicture = new Map<number, StoredImage[]>();
  for (const image of images) {
    const list = byPicture.get(Number(image.picture_id)) ?? [];
    list.push({
      format: image.format,
      width: image.width,
      height: image.height,
      hash: image.hash,
      size: Number(image.size),
    });
    byPicture.set(Number(image.picture_id), list);
  }
  const byEvent = new Map<number, StoredPicture[]>();
  for (const picture of pictures) {
    const list = byEvent.get(Number(picture.event_id)) ?? [];
    list.push({
      id: Number(picture.id),
      alt: picture.alt,
      focus: { x: Number(picture.focus_x), y: Number(picture.focus_y) },
      createdAt: picture.created_at,
      images: (byPicture.get(Number(picture.id)) ?? []).sort(
        (a, b) => FORMAT_ORDER[a.format] - FORMAT_ORDER[b.format] || a.width - b.width,
      ),
    });
    byEvent.set(Number(picture.event_id), list);
  }
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    description: row.description,
    date: row.date,
    sample: Number(row.sample) === 1,
    createdAt: row.created_at,
    pictures: byEvent.get(Number(row.id)) ?? [],
  }));
}

/** One event as listEvents gives it, or undefined. */
export async function findEvent(db: Db, id: number): Promise<StoredEvent | undefined> {
  return (await listEvents(db)).find((event) => event.id === id);
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
