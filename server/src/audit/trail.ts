// The audit trail: every change made in the staff console or by a staff command, with who
// made it, what and when, and from which address. Staff can read it (admins, a page at a
// time, filtered) and nobody can change it: no route or command writes to it but this
// module, the database refuses an UPDATE (a trigger), and entries are deleted only when
// past AUDIT_RETENTION_DAYS, whenever a new one is written, as the privacy notice says.
//
// Entries name people so that the trail never has to be rewritten when a person's data
// goes: a member by their account's random id (`staff:{id}`, shown by name while the
// account exists), anyone else whose data was exported or erased by a keyed hash of
// their address (`person:{hash}`, subjects.ts). Neither reveals an address. When the trail
// is shown, each entry reads as a sentence with the names of today (sentences.ts,
// subject-names.ts): an erased applicant reads as one, as nothing in the trail names them.

import {
  AUDIT_PAGE_SIZE,
  AUDIT_RETENTION_DAYS,
  type AuditAction,
  type AuditActor,
  type AuditEntry,
  type AuditPage,
} from "@site/contracts";
import type { Kysely } from "kysely";
import type { Database, Db } from "../db/schema.js";
import { auditSentence } from "./sentences.js";
import { subjectNames } from "./subject-names.js";
import { memberNames, STAFF_REF_PREFIX } from "./subjects.js";

export type { AuditEntry };

export interface NewAuditEntry {
  /** `staff:{id}`, `shell:{user}` or `server:{task}`. */
  actor: string;
  action: AuditAction;
  subject: string;
  address?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Records `entry` at `now` and drops the entries past the retention period. Takes the
 * database or a transaction: a change and its entry are best written together.
 */
export async function recordAudit(db: Kysely<Database>, entry: NewAuditEntry, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000).toISOString();
  await db
    .insertInto("audit_log")
    .values({
      at: now.toISOString(),
      actor: entry.actor,
      action: entry.action,
      subject: entry.subject,
      address: entry.address ?? null,
      details: entry.details === undefined ? null : JSON.stringify(entry.details),
    })
    .execute();
  await db.deleteFrom("audit_log").where("at", "<", cutoff).execute();
}

export interface AuditFilter {
  /** One actor (`staff:{id}`, `shell:{user}`, `server:{task}`). */
  actor?: string;
  action?: AuditAction;
  /** Entries about these subjects (a member's and a person's references, say). */
  subjects?: readonly string[];
  /** ISO 8601 instants: from (included) and until (excluded). */
  from?: string;
  until?: string;
  /** Entries older than this id (the previous page's `next`). */
  before?: number;
  /** At most this many (AUDIT_PAGE_SIZE by default). */
  limit?: number;
}

/** How each of `references` reads (referenceLabel), their members' names read once. */
export async function referenceLabels(db: Db, references: readonly string[]) {
  const names = await memberNames(db, references);
  return (reference: string) => referenceLabel(reference, names);
}

/** How an actor or subject reads: a member by name while their account exists. */
export function referenceLabel(reference: string, names: ReadonlyMap<string, string>): string {
  // Former members stay apart from one another by the start of their id.
  if (reference.startsWith(STAFF_REF_PREFIX))
    return (
      names.get(reference) ??
      `Former member (${reference.slice(STAFF_REF_PREFIX.length, STAFF_REF_PREFIX.length + 8)})`
    );
  if (reference.startsWith("shell:")) return `Shell (${reference.slice("shell:".length)})`;
  if (reference.startsWith("server:")) return `Server (${reference.slice("server:".length)})`;
  if (reference.startsWith("person:")) return "A person's data";
  return reference;
}

type Row = Awaited<ReturnType<typeof selectPage>>[number];

function selectPage(db: Db, filter: AuditFilter, limit: number) {
  return db
    .selectFrom("audit_log")
    .selectAll()
    .$if(filter.actor !== undefined, (q) => q.where("actor", "=", filter.actor!))
    .$if(filter.action !== undefined, (q) => q.where("action", "=", filter.action!))
    .$if(filter.subjects !== undefined, (q) =>
      q.where("subject", "in", filter.subjects!.length > 0 ? [...filter.subjects!] : [""]),
    )
    .$if(filter.from !== undefined, (q) => q.where("at", ">=", filter.from!))
    .$if(filter.until !== undefined, (q) => q.where("at", "<", filter.until!))
    .$if(filter.before !== undefined, (q) => q.where("id", "<", filter.before!))
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** A member named in an entry's details (`onBehalfOf`), as a reference, if any. */
function onBehalfOf(details: Record<string, unknown> | null): string | undefined {
  const value = details?.onBehalfOf;
  return typeof value === "string" && value.startsWith(STAFF_REF_PREFIX) ? value : undefined;
}

async function toEntries(db: Db, rows: Row[]): Promise<AuditEntry[]> {
  const parsed = rows.map((row) => ({
    row,
    details: row.details === null ? null : (JSON.parse(row.details) as Record<string, unknown>),
  }));
  // Every name of the page in one batch: subjects, actors and the members details name.
  const { subjects, members } = await subjectNames(db, [
    ...rows.flatMap((row) => [row.actor, row.subject]),
    ...parsed.flatMap(({ details }) => onBehalfOf(details) ?? []),
  ]);
  return parsed.map(({ row, details }) => {
    const actorName = referenceLabel(row.actor, members);
    const behalf = onBehalfOf(details);
    return {
      id: Number(row.id),
      at: row.at,
      actor: row.actor,
      actorName,
      action: row.action as AuditAction,
      subject: row.subject,
      subjectName: referenceLabel(row.subject, members),
      sentence: auditSentence(row.action, actorName, {
        subject: subjects.get(row.subject)!,
        details: details ?? {},
        self: row.subject === row.actor,
        ...(behalf === undefined ? {} : { onBehalfOf: referenceLabel(behalf, members) }),
      }),
      address: row.address,
      details,
    };
  });
}

/** A page of entries, newest first, and where the next one starts (null at the end). */
export async function listAudit(db: Db, filter: AuditFilter = {}): Promise<AuditPage> {
  const limit = filter.limit ?? AUDIT_PAGE_SIZE;
  // One more than asked tells whether another page follows without counting them all.
  const rows = await selectPage(db, filter, limit + 1);
  const entries = await toEntries(db, rows.slice(0, limit));
  return { entries, next: rows.length > limit ? entries.at(-1)!.id : null };
}

/** Every entry matching `filter`, newest first, a page at a time (exports, the shell). */
export async function* allAudit(
  db: Db,
  filter: Omit<AuditFilter, "before" | "limit"> = {},
): AsyncGenerator<AuditEntry> {
  let before: number | undefined;
  do {
    const page = await listAudit(db, { ...filter, before, limit: 500 });
    yield* page.entries;
    before = page.next ?? undefined;
  } while (before !== undefined);
}

/** Everyone who acted in the trail, for the filter by member (members by name first). */
export async function listAuditActors(db: Db): Promise<AuditActor[]> {
  const rows = await db.selectFrom("audit_log").select("actor").distinct().execute();
  const names = await memberNames(
    db,
    rows.map((row) => row.actor),
  );
  return rows
    .map((row) => ({ actor: row.actor, actorName: referenceLabel(row.actor, names) }))
    .sort((a, b) => a.actorName.localeCompare(b.actorName) || a.actor.localeCompare(b.actor));
}
