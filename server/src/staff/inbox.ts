// The console's inbox: contact messages and job applications together, newest first,
// each with the state of its mail (and an application with the opening it is for),
// searchable by name or e-mail address, applications filtered by opening, and marked
// handled by a member of staff. Read from the tables the forms write; nothing is copied.

import {
  APPLICATION_FIELD_LABELS,
  CONTACT_FIELD_LABELS,
  INBOX_OPEN_APPLICATIONS,
  INBOX_QUERY_MAX_LENGTH,
  JOB_APPLICATION_FIELDS,
  JobApplicationSchema,
  OPEN_APPLICATION,
  STAFF_LIST_LIMIT,
  type DeliveryState,
  type InboxItem,
  type InboxKind,
  type InboxMessage,
  type InboxOpening,
  type JobApplicationField,
  type CvSummary,
} from "@site/contracts";
import { sql } from "kysely";
import type { Db } from "../db/schema.js";
import { memberNames } from "../audit/subjects.js";
import { readCvFile } from "../forms/cv-store.js";
import { APPLIED_FOR_LABEL, applicationValues, NOT_GIVEN } from "../forms/mail.js";

const TABLES = { contact: "contact_messages", application: "job_applications" } as const;
// Random UUIDs, as the forms make them.
const ID_LENGTH = 36;

/** `%text%` for LIKE, with LIKE's own characters taken literally (ESCAPE '\'). */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function contains(column: string, pattern: string) {
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

interface Row {
  id: string;
  title: string;
  email: string;
  received_at: string;
  handled_at: string | null;
  handled_by: string | null;
  delivery: DeliveryState | null;
  /** An application's opening; a contact message has none. */
  opening_id?: string | null;
  opening_title?: string | null;
  position?: string;
}

/**
 * Which applications to keep: those for the opening of this id, or with
 * INBOX_OPEN_APPLICATIONS those for none.
 */
export type OpeningFilter = string;

// Marks name the member by id (`staff:{id}`): shown by their current name, or as a former member.
const toItem = (kind: InboxKind, row: Row, names: ReadonlyMap<string, string>): InboxItem => ({
  kind,
  id: row.id,
  title: row.title,
  email: row.email,
  receivedAt: row.received_at,
  delivery: row.delivery,
  handledAt: row.handled_at,
  handledBy: row.handled_by === null ? null : (names.get(row.handled_by) ?? "a former member"),
  ...(kind === "application"
    ? {
        opening:
          row.opening_id == null ? null : { id: row.opening_id, title: row.opening_title ?? row.opening_id },
        position: row.position ?? "",
      }
    : {}),
});

async function toItems(db: Db, kind: InboxKind, rows: Row[]): Promise<InboxItem[]> {
  const names = await memberNames(
    db,
    rows.flatMap((row) => (row.handled_by === null ? [] : [row.handled_by])),
  );
  return rows.map((row) => toItem(kind, row, names));
}

/** What the inbox keeps besides its kinds: a search, an opening, handled or not, a time range. */
export interface InboxFilter {
  query?: string;
  opening?: OpeningFilter;
  handled?: boolean;
  /** ISO instants: received at `from` or later, and before `to`. */
  from?: string;
  to?: string;
}

async function rowsOf(db: Db, kind: InboxKind, filter: InboxFilter & { id?: string }): Promise<Row[]> {
  const { opening } = filter;
  const pattern = filter.query === undefined ? undefined : containsPattern(filter.query);
  const base =
    kind === "contact"
      ? db
          .selectFrom("contact_messages as m")
          .select([
            "m.id",
            "m.subject as title",
            "m.sender as email",
            "m.received_at",
            "m.handled_at",
            "m.handled_by",
          ])
          .$if(pattern !== undefined, (q) =>
            q.where((eb) => eb.or([contains("m.subject", pattern!), contains("m.sender", pattern!)])),
          )
      : db
          .selectFrom("job_applications as m")
          .select([
            "m.id",
            "m.name as title",
            "m.email",
            "m.received_at",
            "m.handled_at",
            "m.handled_by",
            "m.opening_id",
            "m.opening_title",
            "m.position",
          ])
          .$if(pattern !== undefined, (q) =>
            q.where((eb) => eb.or([contains("m.name", pattern!), contains("m.email", pattern!)])),
          )
          .$if(opening !== undefined, (q) =>
            opening === INBOX_OPEN_APPLICATIONS
              ? q.where("m.opening_id", "is", null)
              : q.where("m.opening_id", "=", opening!),
          );
  return (
    base
      .leftJoin("outbox", "outbox.message_id", "m.id")
      .select("outbox.state as delivery")
      .$if(filter.id !== undefined, (q) => q.where("m.id", "=", filter.id!))
      .$if(filter.handled !== undefined, (q) =>
        q.where("m.handled_at", filter.handled ? "is not" : "is", null),
      )
      // ISO instants in UTC compare as text, on both engines.
      .$if(filter.from !== undefined, (q) => q.where("m.received_at", ">=", filter.from!))
      .$if(filter.to !== undefined, (q) => q.where("m.received_at", "<", filter.to!))
      .orderBy("m.received_at", "desc")
      .limit(STAFF_LIST_LIMIT)
      .execute() as Promise<Row[]>
  );
}

/**
 * The instant `text` names when it is one as toISOString writes it
 * (2026-11-27T00:00:00.000Z), else undefined; its length first.
 */
export function isoInstantOf(text: string): string | undefined {
  if (text.length !== 24) return undefined;
  const at = new Date(text);
  return !Number.isNaN(at.getTime()) && at.toISOString() === text ? text : undefined;
}

/** Whether `text` is a query the inbox takes (length first). */
export const isInboxQuery = (text: string) => text.length <= INBOX_QUERY_MAX_LENGTH;

/**
 * The opening filter `text` asks for, or undefined when it is none: INBOX_OPEN_APPLICATIONS,
 * or an opening's id as the careers form takes it (its length first, then its shape).
 */
export function openingFilterOf(text: string): OpeningFilter | undefined {
  if (text === INBOX_OPEN_APPLICATIONS) return text;
  const parsed = JobApplicationSchema.shape.opening.safeParse(text);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The newest messages and applications of `kinds`, those matching `query` if given;
 * with `opening`, the applications of that filter alone.
 */
export async function listInbox(
  db: Db,
  filter: InboxFilter & { kinds: readonly InboxKind[] },
): Promise<InboxItem[]> {
  const { kinds: asked, ...rest } = filter;
  const query = filter.query?.trim() || undefined;
  const kinds = filter.opening === undefined ? asked : asked.filter((kind) => kind === "application");
  const lists = await Promise.all(
    kinds.map(async (kind) => toItems(db, kind, await rowsOf(db, kind, { ...rest, query }))),
  );
  return lists
    .flat()
    .sort((a, b) => (a.receivedAt < b.receivedAt ? 1 : a.receivedAt > b.receivedAt ? -1 : 0))
    .slice(0, STAFF_LIST_LIMIT);
}

/** The application's fields a member writes to or calls from the console. */
const FIELD_OPENS: Partial<Record<JobApplicationField, "mail" | "phone">> = { email: "mail", phone: "phone" };

const valueOrNotGiven = (value: string | number | null) =>
  value === null || value === "" ? NOT_GIVEN : String(value);

/** One message or application with every field labelled as its form labels it, or undefined. */
export async function readInboxMessage(
  db: Db,
  kind: InboxKind,
  id: string,
): Promise<InboxMessage | undefined> {
  if (id.length !== ID_LENGTH) return undefined;
  const [row] = await rowsOf(db, kind, { id });
  if (row === undefined) return undefined;
  let fields: InboxMessage["fields"];
  let cv: CvSummary | null = null;
  if (kind === "contact") {
    const message = await db
      .selectFrom("contact_messages")
      .select(["sender", "subject", "body"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    fields = [
      { label: CONTACT_FIELD_LABELS.email, value: message.sender, opens: "mail" },
      { label: "Subject", value: message.subject },
      { label: CONTACT_FIELD_LABELS.message, value: message.body },
    ];
  } else {
    const application = await db
      .selectFrom("job_applications")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    // The same labels and values, in the same order, as the mail to HR (the opening by its
    // title alone: its page is gone once it closes).
    const values = applicationValues(application);
    fields = [
      { label: APPLIED_FOR_LABEL, value: application.opening_title ?? OPEN_APPLICATION },
      ...JOB_APPLICATION_FIELDS.map((field) => ({
        label: APPLICATION_FIELD_LABELS[field],
        value: valueOrNotGiven(values[field]),
        ...(FIELD_OPENS[field] === undefined ? {} : { opens: FIELD_OPENS[field] }),
      })),
    ];
    const stored = await db
      .selectFrom("job_application_cvs")
      .select(["file_name", "media_type", "size"])
      .where("application_id", "=", id)
      .executeTakeFirst();
    if (stored !== undefined)
      cv = { fileName: stored.file_name, mediaType: stored.media_type, size: Number(stored.size) };
  }
  const [item] = await toItems(db, kind, [row]);
  return { ...item!, fields, cv };
}

/**
 * The openings applications name, each by the title of its latest application, with how
 * many there are, in the order of their titles: the inbox's filter.
 */
export async function listInboxOpenings(db: Db): Promise<InboxOpening[]> {
  const rows = await db
    .selectFrom("job_applications")
    .select((eb) => [
      "opening_id",
      "opening_title",
      eb.fn.max("received_at").as("latest"),
      eb.fn.countAll<number | string>().as("count"),
    ])
    .where("opening_id", "is not", null)
    .groupBy(["opening_id", "opening_title"])
    .execute();
  // One row per title an opening had: its applications added up, the latest title kept.
  const openings = new Map<string, InboxOpening & { latest: string }>();
  for (const row of rows) {
    const id = row.opening_id!;
    const known = openings.get(id);
    const count = Number(row.count);
    const title = row.opening_title ?? id;
    if (known === undefined) openings.set(id, { id, title, applications: count, latest: row.latest });
    else {
      known.applications += count;
      if (row.latest > known.latest) Object.assign(known, { title, latest: row.latest });
    }
  }
  return [...openings.values()]
    .map(({ id, title, applications }) => ({ id, title, applications }))
    .sort((a, b) => a.title.localeCompare(b.title, "en") || a.id.localeCompare(b.id, "en"));
}

/** An application's CV, bytes included, or undefined when it has none. */
export async function readCv(db: Db, id: string): Promise<(CvSummary & { bytes: Buffer }) | undefined> {
  if (id.length !== ID_LENGTH) return undefined;
  return readCvFile(db, id);
}

/** Marks it handled (by `by`, the member's `staff:{id}`, at `now`) or open again; false when there is no such message. */
export async function markHandled(
  db: Db,
  kind: InboxKind,
  id: string,
  handled: boolean,
  by: string,
  now: Date,
): Promise<boolean> {
  if (id.length !== ID_LENGTH) return false;
  const result = await db
    .updateTable(TABLES[kind])
    .set(handled ? { handled_at: now.toISOString(), handled_by: by } : { handled_at: null, handled_by: null })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
