// The console's inbox: contact messages and job applications together, newest first,
// each with the state of its mail (and an application with the opening it is for and
// where HR has got with it), searchable through their whole text (db/inbox-search.ts),
// filtered, and marked handled by a member of staff; an application's review (status and
// internal note) set by HR. Read from the tables the forms write; nothing is copied.

import {
  APPLICATION_FIELD_LABELS,
  APPLICATION_NOTE_MAX_LENGTH,
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
  type ApplicationReviewChange,
  type ApplicationStatus,
  type CvSummary,
} from "@site/contracts";
import { sql, type Transaction } from "kysely";
import {
  containsText,
  ftsPhrase,
  INBOX_SEARCH_ROWS,
  INBOX_SEARCH_TABLE,
  usesTrigrams,
  type SearchedTable,
} from "../db/inbox-search.js";
import { engineOf } from "../db/open.js";
import type { Database, Db } from "../db/schema.js";
import { memberNames } from "../audit/subjects.js";
import { readCvFile } from "../forms/cv-store.js";
import { APPLIED_FOR_LABEL, applicationValues, NOT_GIVEN } from "../forms/mail.js";

const TABLES = { contact: "contact_messages", application: "job_applications" } as const;
// Random UUIDs, as the forms make them.
const ID_LENGTH = 36;

/**
 * Rows (as `m`) of `table` whose text contains `query`, through the engine's index when
 * the search is long enough for one.
 */
export function textContains(db: Db, table: SearchedTable, query: string) {
  // PostgreSQL's index is on the very expression containsText compares, so it serves it;
  // SQLite's full-text table is asked apart.
  if (engineOf(db) !== "sqlite" || !usesTrigrams(query)) return containsText(table, "m.", query);
  const search = sql.table(INBOX_SEARCH_TABLE);
  return sql<boolean>`m.id in (select message_id from ${sql.table(INBOX_SEARCH_ROWS)}
    where rowid in (select rowid from ${search} where ${search} match ${ftsPhrase(query)}))`;
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
  status?: ApplicationStatus;
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
        status: row.status ?? "new",
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
  /** Applications HR moved to this status (contact messages have none: left out). */
  status?: ApplicationStatus;
}

async function rowsOf(db: Db, kind: InboxKind, filter: InboxFilter & { id?: string }): Promise<Row[]> {
  const { opening, query } = filter;
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
          .$if(query !== undefined, (q) => q.where(textContains(db, "contact_messages", query!)))
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
            "m.status",
          ])
          .$if(query !== undefined, (q) => q.where(textContains(db, "job_applications", query!)))
          .$if(filter.status !== undefined, (q) => q.where("m.status", "=", filter.status!))
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
  // Only applications name an opening or have a status.
  const kinds =
    filter.opening === undefined && filter.status === undefined
      ? asked
      : asked.filter((kind) => kind === "application");
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
  let review: Pick<InboxMessage, "note" | "reviewedAt"> = {};
  let landing: {
    landing_page: string | null;
    landing_source: string | null;
    landing_campaign: string | null;
  };
  if (kind === "contact") {
    const message = await db
      .selectFrom("contact_messages")
      .select(["sender", "subject", "body", "landing_page", "landing_source", "landing_campaign"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    landing = message;
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
    review = { note: application.note, reviewedAt: application.reviewed_at };
    landing = application;
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
  const cameBy = {
    page: landing.landing_page,
    source: landing.landing_source,
    campaign: landing.landing_campaign,
  };
  return { ...item!, fields, cv, cameBy, ...review };
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

/** What reviewApplication did: changed it (and what), found it changed meanwhile, or found none. */
export type ReviewOutcome =
  | { outcome: "changed"; status?: { from: ApplicationStatus; to: ApplicationStatus }; note?: NoteChange }
  | { outcome: "unchanged" }
  | { outcome: "conflict" }
  | { outcome: "missing" };

/** How a note changed, as the audit trail says it: never its text. */
export type NoteChange = "added" | "changed" | "removed";

/** A note as it is kept: its lines' trailing spaces and the blank lines around it gone, line breaks as \n. */
export function noteText(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trimEnd())
    .join("\n")
    .trim();
}

/** Whether `text` is a note HR may keep (its length first). */
export const isNote = (text: unknown): text is string =>
  typeof text === "string" && text.length <= APPLICATION_NOTE_MAX_LENGTH;

type Changed = Extract<ReviewOutcome, { outcome: "changed" }>;

/**
 * Sets an application's status and/or note at `now`, only if its review is still the one
 * the member loaded (`reviewedAt`): a colleague's change in between is never overwritten.
 * One statement decides, so two members saving at once cannot both succeed. `record`
 * writes the audit entries in the same transaction: no change without its entry.
 */
export async function reviewApplication(
  db: Db,
  id: string,
  change: ApplicationReviewChange,
  now: Date,
  record: (trx: Transaction<Database>, changed: Changed) => Promise<void>,
): Promise<ReviewOutcome> {
  if (id.length !== ID_LENGTH) return { outcome: "missing" };
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("job_applications")
      .select(["status", "note", "reviewed_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (before === undefined) return { outcome: "missing" };
    if (before.reviewed_at !== change.reviewedAt) return { outcome: "conflict" };
    const status = change.status !== undefined && change.status !== before.status ? change.status : undefined;
    const note = change.note === undefined ? undefined : noteText(change.note);
    const noteChanged = note !== undefined && note !== before.note;
    if (status === undefined && !noteChanged) return { outcome: "unchanged" };
    const result = await trx
      .updateTable("job_applications")
      .set({
        ...(status === undefined ? {} : { status }),
        ...(noteChanged ? { note } : {}),
        reviewed_at: now.toISOString(),
      })
      .where("id", "=", id)
      .where((eb) =>
        change.reviewedAt === null
          ? eb("reviewed_at", "is", null)
          : eb("reviewed_at", "=", change.reviewedAt),
      )
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return { outcome: "conflict" };
    const changed: Changed = {
      outcome: "changed",
      ...(status === undefined ? {} : { status: { from: before.status, to: status } }),
      ...(noteChanged ? { note: before.note === "" ? "added" : note === "" ? "removed" : "changed" } : {}),
    };
    await record(trx, changed);
    return changed;
  });
}
