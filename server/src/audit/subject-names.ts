// What an audit entry is about, named from the live records when the trail is shown: the
// trail keeps only references (`event 7`, `application {id}`, `staff:{id}`…), so nothing
// personal stays in it once a person's data is erased, and a renamed member or event
// shows by its name of today. A page's subjects are looked up together, one query per
// kind of record (and chunked), never one per entry.

import { CONTENT_PICTURE_NAME_PREFIX } from "@site/contracts";
import { documentLabel, type ContentType } from "@site/contracts/content";
import { sql } from "kysely";
import type { Db } from "../db/schema.js";
import { STAFF_REF_PREFIX } from "./subjects.js";

/** How a sentence names a subject. */
export interface SubjectName {
  /** As the object of a verb: “the event “Go-live””, “Arjun Mehta's application”, “a person”. */
  phrase: string;
  /** Whose it is, before a noun: “Arjun Mehta's” (CV), “an erased applicant's”, “Ravi Kumar's” (roles). */
  owner: string;
  /** The record is no longer held (erased, deleted, or never was). */
  gone: boolean;
}

/** A subject read from its reference: what kind of record, and its id there. */
type Parsed =
  | { kind: "member"; id: string }
  | { kind: "person" }
  | { kind: "event"; id: number }
  | { kind: "application" | "contact"; id: string }
  | { kind: "mail"; id: number }
  | { kind: "content"; type: string; id: string }
  | { kind: "media"; id: string }
  | { kind: "picture"; hash: string }
  | { kind: "fixed"; phrase: string }
  | { kind: "other"; text: string };

// Ids of the trail's own making are short: anything longer is not one of them.
const ID_MAX_LENGTH = 200;
const WHOLE_NUMBER = /^[1-9]\d{0,14}$/;

/** Subjects the trail names by a fixed text, and how a sentence says them. */
const FIXED: Record<string, string> = {
  "sample events": "the sample events",
  "expired messages": "the messages and applications past their retention period",
};

/** Reads a subject reference. Linear in its length; the length checked first. */
export function parseSubject(subject: string): Parsed {
  if (subject.length > ID_MAX_LENGTH) return { kind: "other", text: subject.slice(0, ID_MAX_LENGTH) };
  if (Object.hasOwn(FIXED, subject)) return { kind: "fixed", phrase: FIXED[subject]! };
  if (subject.startsWith(STAFF_REF_PREFIX))
    return { kind: "member", id: subject.slice(STAFF_REF_PREFIX.length) };
  if (subject.startsWith("person:")) return { kind: "person" };
  const space = subject.indexOf(" ");
  const [kind, id] = space < 0 ? [subject, ""] : [subject.slice(0, space), subject.slice(space + 1)];
  if (id === "") return { kind: "other", text: subject };
  switch (kind) {
    case "event":
    case "mail":
      return WHOLE_NUMBER.test(id) ? { kind, id: Number(id) } : { kind: "other", text: subject };
    case "application":
    case "contact":
    case "media":
      return { kind, id };
    case "content": {
      const slash = id.indexOf("/");
      return slash < 1
        ? { kind: "other", text: subject }
        : { kind, type: id.slice(0, slash), id: id.slice(slash + 1) };
    }
    case "picture":
      return id.startsWith(CONTENT_PICTURE_NAME_PREFIX)
        ? { kind, hash: id.slice(CONTENT_PICTURE_NAME_PREFIX.length) }
        : { kind: "other", text: subject };
    default:
      return { kind: "other", text: subject };
  }
}

const possessive = (name: string) => `${name}'s`;
const quoted = (text: string) => `“${text}”`;
const named = (phrase: string, owner = possessive(phrase)): SubjectName => ({ phrase, owner, gone: false });
const goneAs = (phrase: string, owner = possessive(phrase)): SubjectName => ({ phrase, owner, gone: true });

/** How a former member (an erased account) reads: apart from other former members by the start of their id. */
export const formerMember = (id: string) => `former member ${id.slice(0, 8)}`;

// The `in` lists of one query stay well under every engine's limit on parameters.
const CHUNK = 500;

async function inChunks<Key, Row>(
  keys: readonly Key[],
  read: (chunk: Key[]) => Promise<Row[]>,
): Promise<Row[]> {
  const unique = [...new Set(keys)];
  const rows: Row[] = [];
  for (let start = 0; start < unique.length; start += CHUNK)
    rows.push(...(await read(unique.slice(start, start + CHUNK))));
  return rows;
}

const MEDIA_KIND_WORDS: Record<string, string> = { picture: "picture", document: "document", video: "video" };

/** The records a page's subjects name, read one query per kind. */
async function readRecords(db: Db, parsed: readonly Parsed[]) {
  const ids = <K extends Parsed["kind"]>(kind: K) =>
    parsed.filter((item): item is Extract<Parsed, { kind: K }> => item.kind === kind);

  // A mail names its message: read the mails first, then their messages with the others.
  const mails = await inChunks(
    ids("mail").map((item) => item.id),
    (chunk) =>
      db.selectFrom("outbox").select(["id", "kind", "message_id"]).where("id", "in", chunk).execute(),
  );
  const messagesOf = (kind: "application" | "contact") => [
    ...ids(kind).map((item) => item.id),
    ...mails.filter((mail) => mail.kind === kind).map((mail) => mail.message_id),
  ];

  const eventIds = ids("event").map((item) => item.id);
  const [members, events, eventTitles, applications, contacts, documents, media, pictures] =
    await Promise.all([
      inChunks(
        ids("member").map((item) => item.id),
        (chunk) => db.selectFrom("staff").select(["id", "name"]).where("id", "in", chunk).execute(),
      ),
      inChunks(eventIds, (chunk) =>
        db.selectFrom("events").select(["id", "title"]).where("id", "in", chunk).execute(),
      ),
      // A removed event is named by the title the trail itself recorded when it was added,
      // edited or removed (a gallery's title is public, not personal): the latest one.
      inChunks(
        eventIds.map((id) => `event ${id}`),
        (chunk) =>
          db
            .selectFrom("audit_log")
            .select(["subject", "details", "id"])
            .where("subject", "in", chunk)
            .where("action", "in", ["event.add", "event.edit", "event.remove"])
            .orderBy("id", "desc")
            .execute(),
      ),
      inChunks(messagesOf("application"), (chunk) =>
        db.selectFrom("job_applications").select(["id", "name"]).where("id", "in", chunk).execute(),
      ),
      inChunks(messagesOf("contact"), (chunk) =>
        db.selectFrom("contact_messages").select(["id", "subject"]).where("id", "in", chunk).execute(),
      ),
      inChunks(
        ids("content").map((item) => item.id),
        (chunk) =>
          db
            .selectFrom("content_documents as d")
            .leftJoin("content_versions as v", (join) =>
              join
                .onRef("v.type", "=", "d.type")
                .onRef("v.id", "=", "d.id")
                .onRef("v.version", "=", "d.published_version"),
            )
            // The published data names it; a draft only while nothing is published (it may be large).
            .select([
              "d.type",
              "d.id",
              "v.data as published",
              sql<string | null>`case when d.published_version is null then d.draft end`.as("draft"),
            ])
            .where("d.id", "in", chunk)
            .execute(),
      ),
      inChunks(
        ids("media").map((item) => item.id),
        (chunk) =>
          db.selectFrom("media_items").select(["id", "kind", "title"]).where("id", "in", chunk).execute(),
      ),
      inChunks(
        ids("picture").map((item) => item.hash),
        (chunk) =>
          db
            .selectFrom("media_items")
            .select(["file", "title"])
            .where("kind", "=", "picture")
            .where("file", "in", chunk)
            .execute(),
      ),
    ]);

  const titles = new Map<string, string>();
  for (const row of eventTitles) {
    if (titles.has(row.subject) || row.details === null) continue;
    const title = (JSON.parse(row.details) as { title?: unknown }).title;
    if (typeof title === "string") titles.set(row.subject, title);
  }
  const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));
  return {
    members: new Map(members.map((row) => [row.id, row.name])),
    events: new Map(events.map((row) => [Number(row.id), row.title])),
    eventTitles: titles,
    mails: new Map(mails.map((row) => [Number(row.id), row])),
    applications: new Map(applications.map((row) => [row.id, row.name])),
    contacts: new Map(contacts.map((row) => [row.id, row.subject])),
    documents: new Map(
      documents.map((row) => [
        `${row.type}/${row.id}`,
        documentLabel({ type: row.type as ContentType, id: row.id, data: parse(row.published ?? row.draft) }),
      ]),
    ),
    media: new Map(media.map((row) => [row.id, row])),
    pictures: new Map(pictures.map((row) => [row.file, row.title])),
  };
}

type Records = Awaited<ReturnType<typeof readRecords>>;

function messageName(records: Records, kind: string, id: string): SubjectName | undefined {
  if (kind === "application") {
    const name = records.applications.get(id);
    return name === undefined
      ? goneAs("an erased applicant's application", "an erased applicant's")
      : named(`${possessive(name)} application`, possessive(name));
  }
  if (kind === "contact") {
    const subject = records.contacts.get(id);
    return subject === undefined
      ? goneAs("an erased message", "an erased sender's")
      : named(`the message ${quoted(subject)}`, "the sender's");
  }
  return undefined;
}

function nameOf(records: Records, item: Parsed): SubjectName {
  switch (item.kind) {
    case "member": {
      const name = records.members.get(item.id);
      return name === undefined ? goneAs(formerMember(item.id)) : named(name);
    }
    case "person":
      return named("a person");
    case "event": {
      const title = records.events.get(item.id) ?? records.eventTitles.get(`event ${item.id}`);
      const phrase = title === undefined ? `event ${item.id}` : `the event ${quoted(title)}`;
      return records.events.has(item.id) ? named(phrase) : goneAs(phrase);
    }
    case "application":
    case "contact":
      return messageName(records, item.kind, item.id)!;
    case "mail": {
      const mail = records.mails.get(item.id);
      if (mail === undefined) return goneAs("an erased mail");
      const message = messageName(records, mail.kind, mail.message_id);
      // A kind of mail this module does not know yet reads by its number.
      return message === undefined ? named(`mail ${item.id}`) : named(`the mail of ${message.phrase}`);
    }
    case "content": {
      const label = records.documents.get(`${item.type}/${item.id}`);
      const text = quoted(label ?? `${item.type}/${item.id}`);
      const phrase = item.type === "opening" ? `the job opening ${text}` : text;
      return label === undefined ? goneAs(phrase) : named(phrase);
    }
    case "media": {
      const row = records.media.get(item.id);
      return row === undefined
        ? goneAs("a media item since deleted")
        : named(`the ${MEDIA_KIND_WORDS[row.kind] ?? "media item"} ${quoted(row.title)}`);
    }
    case "picture": {
      const title = records.pictures.get(item.hash);
      return title === undefined ? goneAs("a picture since deleted") : named(`the picture ${quoted(title)}`);
    }
    case "fixed":
      return named(item.phrase);
    case "other":
      return named(item.text);
  }
}

/**
 * How each of `references` reads in a sentence (subjects, and the actors and members
 * details name), and the current name of each member among them (`staff:{id}` → name),
 * read in one batch: a fixed number of queries, whatever the number of entries.
 */
export async function subjectNames(
  db: Db,
  references: readonly string[],
): Promise<{ subjects: Map<string, SubjectName>; members: Map<string, string> }> {
  const unique = [...new Set(references)];
  const parsed = unique.map(parseSubject);
  const records = await readRecords(db, parsed);
  return {
    subjects: new Map(unique.map((reference, index) => [reference, nameOf(records, parsed[index]!)])),
    members: new Map([...records.members].map(([id, name]) => [`${STAFF_REF_PREFIX}${id}`, name])),
  };
}
