// The site's content in the database: each document (`site/identity`, `project/BRBS`) with
// at most one draft and every version ever published (migrations/0010-content.ts).
//
// - A save changes only the draft: visitors never see it.
// - A publish keeps the draft as a new version, after checking the whole site with it
//   (@site/contracts/content's schemas and what spans documents); a rollback publishes an
//   earlier version again as a new one. Published versions are never changed (a trigger
//   refuses), so the history cannot be rewritten.
// - Every save and publish names the version it was made against, and is refused (409)
//   when the document moved on meanwhile: nobody overwrites a colleague's work unseen.
// - Publishes happen one at a time (the content_state row is locked first), so two
//   documents published at once are each checked against the other.
//
// Routes and commands pass `authorize`, which runs first inside each change's transaction
// (a member whose role or session was taken away in the meantime changes nothing).

import {
  addressMoves,
  siteAddresses,
  CONTENT_TYPES,
  ITEM_TYPES,
  documentLabel,
  documentProblems,
  siteContentOf,
  siteContentProblems,
  type ContentDocument,
  type ContentType,
} from "@site/contracts/content";
import type { ContentState, FieldError } from "@site/contracts";
import { sql, type Transaction } from "kysely";
import type { Database, Db } from "../db/schema.js";
import { missingFiles } from "../media/references.js";

export type Trx = Transaction<Database>;

/** A change refused: the status and what to tell the member. */
export class ContentRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409,
    readonly errors: FieldError[],
  ) {
    super(errors.map((error) => `${error.path ? `${error.path}: ` : ""}${error.message}`).join("; "));
    this.name = "ContentRefusal";
  }
}

/** A document as stored, its JSON read. */
export interface StoredDocument {
  type: ContentType;
  id: string;
  position: number;
  version: number;
  draft: unknown;
  /** null until first published (then `published` is its data). */
  publishedVersion: number | null;
  published: unknown;
  updatedAt: string;
  updatedBy: string;
  /** When it was retired (visitors no longer see it), else null. */
  retiredAt: string | null;
}

export interface StoredVersion {
  version: number;
  publishedAt: string;
  publishedBy: string;
  note: string | null;
  restores: number | null;
}

/**
 * Who makes a change (as the audit trail names actors), the check run before it and the
 * record written with it, both inside its transaction.
 */
export interface ContentActor {
  actor: string;
  /** Throws (a ContentRefusal or the caller's own error) to stop the change. */
  authorize?: (trx: Trx) => Promise<void>;
  /** Records the change of a document (the audit trail's entry), given its new version. */
  record?: (trx: Trx, version: number, document: { type: string; id: string }) => Promise<void>;
}

const typeOrder = new Map<string, number>(CONTENT_TYPES.map((type, index) => [type, index]));

/** Documents in the console's order: by type as CONTENT_TYPES lists them, then position. */
const byPlace = (a: { type: string; position: number }, b: { type: string; position: number }) =>
  (typeOrder.get(a.type) ?? 99) - (typeOrder.get(b.type) ?? 99) || a.position - b.position;

const NOT_FOUND = (type: string, id: string) =>
  new ContentRefusal(404, [{ path: "", message: `There is no document ${type}/${id}.` }]);

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

const RETIRED = new ContentRefusal(409, [
  {
    path: "",
    message: "This item is retired: visitors no longer see it. Create a new one to put it back on the site.",
  },
]);

/** A document as the list shows it. */
export interface ListedDocument {
  type: ContentType;
  id: string;
  label: string;
  version: number;
  publishedVersion: number | null;
  hasDraft: boolean;
  updatedAt: string;
  updatedBy: string;
  retired: boolean;
}

/** Documents with their published data (null until first published). */
const withPublished = (db: Db | Trx) =>
  db
    .selectFrom("content_documents as d")
    .leftJoin("content_versions as v", (join) =>
      join
        .onRef("v.type", "=", "d.type")
        .onRef("v.id", "=", "d.id")
        .onRef("v.version", "=", "d.published_version"),
    )
    .select([
      "d.type",
      "d.id",
      "d.position",
      "d.version",
      "d.draft",
      "d.published_version",
      "d.updated_at",
      "d.updated_by",
      "d.retired_at",
      "v.data as published",
    ]);

/** Every document's state and label, in the console's order. */
export async function listDocuments(db: Db): Promise<ListedDocument[]> {
  const rows = await withPublished(db).execute();
  return rows
    .map((row) => ({ ...row, position: Number(row.position) }))
    .sort(byPlace)
    .map((row) => ({
      type: row.type as ContentType,
      id: row.id,
      label: documentLabel({
        type: row.type as ContentType,
        id: row.id,
        data: parse(row.published ?? row.draft),
      }),
      version: Number(row.version),
      publishedVersion: row.published_version === null ? null : Number(row.published_version),
      hasDraft: row.draft !== null,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
      retired: row.retired_at !== null,
    }));
}

/** Where a document stands, as the list says it. */
export function stateOf(document: {
  publishedVersion: number | null;
  hasDraft: boolean;
  retired: boolean;
}): ContentState {
  if (document.retired) return "retired";
  if (document.publishedVersion === null) return "draft";
  return document.hasDraft ? "changed" : "published";
}

/** One document with its draft and published data, or undefined. */
export async function readDocument(
  db: Db | Trx,
  type: string,
  id: string,
): Promise<StoredDocument | undefined> {
  const row = await withPublished(db).where("d.type", "=", type).where("d.id", "=", id).executeTakeFirst();
  return row === undefined ? undefined : storedOf(row);
}

/** Every document not retired, with its draft and published data, in the console's order. */
export async function currentDocuments(db: Db | Trx): Promise<StoredDocument[]> {
  const rows = await withPublished(db).where("d.retired_at", "is", null).execute();
  return rows.map(storedOf).sort(byPlace);
}

type PublishedRow = Awaited<ReturnType<ReturnType<typeof withPublished>["executeTakeFirstOrThrow"]>>;

function storedOf(row: PublishedRow): StoredDocument {
  return {
    type: row.type as ContentType,
    id: row.id,
    position: Number(row.position),
    version: Number(row.version),
    draft: parse(row.draft),
    publishedVersion: row.published_version === null ? null : Number(row.published_version),
    published: parse(row.published ?? null),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    retiredAt: row.retired_at,
  };
}

/** The documents whose `pick` (their published or draft JSON) is not null, in the console's order. */
async function documentsIn(
  db: Db | Trx,
  pick: (row: { type: string; id: string; draft: string | null; published: string | null }) => string | null,
): Promise<ContentDocument[]> {
  // A retired item is nowhere on the site, nor in a preview of it.
  const rows = await withPublished(db).where("d.retired_at", "is", null).execute();
  return rows
    .map((row) => ({ ...row, position: Number(row.position) }))
    .sort(byPlace)
    .flatMap((row) => {
      const json = pick(row);
      return json === null
        ? []
        : [{ type: row.type as ContentType, id: row.id, data: JSON.parse(json) as unknown }];
    });
}

/**
 * Every document as visitors see it and as its draft says it, each that there is (a
 * document with both is there twice), in no particular order: everything that may take
 * an address.
 */
export async function documentsAndDrafts(db: Db | Trx): Promise<ContentDocument[]> {
  const rows = await withPublished(db).execute();
  return rows.flatMap((row) =>
    [row.published, row.draft].flatMap((json) =>
      json === null ? [] : [{ type: row.type as ContentType, id: row.id, data: JSON.parse(json) as unknown }],
    ),
  );
}

/** What every published document says, in the console's order: what visitors see. */
export const publishedDocuments = (db: Db | Trx) => documentsIn(db, (row) => row.published);

/**
 * What the site would be if every draft were published: the published documents with each
 * draft in place of its document (a draft never published, last in its collection). What
 * the preview renders; nothing a visitor sees.
 */
export const previewDocuments = (db: Db, draftsOf: (type: string) => boolean = () => true) =>
  documentsIn(db, (row) => (draftsOf(row.type) ? (row.draft ?? row.published) : row.published));

/** The content's change counter: up by one with every publish. */
export async function contentVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom("content_state")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/** The published versions of a document, newest first. */
export async function documentHistory(db: Db, type: string, id: string): Promise<StoredVersion[]> {
  if ((await readDocument(db, type, id)) === undefined) throw NOT_FOUND(type, id);
  const rows = await db
    .selectFrom("content_versions")
    .select(["version", "published_at", "published_by", "note", "restores"])
    .where("type", "=", type)
    .where("id", "=", id)
    .orderBy("version", "desc")
    .execute();
  return rows.map((row) => ({
    version: Number(row.version),
    publishedAt: row.published_at,
    publishedBy: row.published_by,
    note: row.note,
    restores: row.restores === null ? null : Number(row.restores),
  }));
}

/** The paths (at most `limit`) where `a` and `b` differ, from the document's own fields. */
export function differingPaths(a: unknown, b: unknown, limit = 50): string[] {
  const paths: string[] = [];
  const walk = (x: unknown, y: unknown, path: string) => {
    if (paths.length >= limit || Object.is(x, y)) return;
    const xIsObject = typeof x === "object" && x !== null;
    const yIsObject = typeof y === "object" && y !== null;
    if (!xIsObject || !yIsObject || Array.isArray(x) !== Array.isArray(y)) {
      paths.push(path);
      return;
    }
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length) {
        paths.push(path);
        return;
      }
      x.forEach((item, index) => walk(item, y[index], `${path}[${index}]`));
      return;
    }
    const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
    for (const key of keys)
      walk(
        (x as Record<string, unknown>)[key],
        (y as Record<string, unknown>)[key],
        path === "" ? key : `${path}.${key}`,
      );
  };
  walk(a, b, "");
  return paths;
}

/** Thrown by a change whose `version` is not the document's: the document now, and what differs. */
export class ContentConflictError extends ContentRefusal {
  constructor(
    readonly current: StoredDocument,
    readonly changed: string[],
  ) {
    super(409, [
      {
        path: "version",
        message: `Someone changed this document since you opened it (it is at version ${current.version}). Reload it to see their changes before you save yours.`,
      },
    ]);
  }
}

/**
 * The document `type/id` at `version`, else a refusal: 404, or 409 with the document now
 * and, for a save, where it differs from the data `sent`.
 */
async function documentAt(
  trx: Db | Trx,
  { type, id, version }: { type: string; id: string; version: number },
  sent?: unknown,
): Promise<StoredDocument> {
  const document = await readDocument(trx, type, id);
  if (document === undefined) throw NOT_FOUND(type, id);
  if (document.retiredAt !== null) throw RETIRED;
  if (document.version !== version)
    throw new ContentConflictError(
      document,
      sent === undefined ? [] : differingPaths(document.draft ?? document.published, sent),
    );
  return document;
}

/**
 * The site as it would be with `document` published as `data`: every published document,
 * this one in its place (last in its collection if it was never published).
 */
const documentsWith = (db: Db | Trx, document: { type: string; id: string }, data: unknown) =>
  documentsIn(db, (row) =>
    row.type === document.type && row.id === document.id ? JSON.stringify(data) : row.published,
  );

/** Saves `data` as the document's draft; answers the new version. */
export async function saveDraft(
  db: Db,
  change: { type: string; id: string; version: number; data: unknown },
  by: ContentActor,
  now: Date,
): Promise<number> {
  const { type, id, version, data } = change;
  const problems = documentProblems(type, id, data);
  if (problems.length > 0) throw new ContentRefusal(400, problems);
  return db.transaction().execute(async (trx) => {
    await by.authorize?.(trx);
    const document = await documentAt(trx, change, data);
    const saved = await trx
      .updateTable("content_documents")
      .set({
        draft: JSON.stringify(data),
        version: version + 1,
        updated_at: now.toISOString(),
        updated_by: by.actor,
      })
      .where("type", "=", type)
      .where("id", "=", id)
      .where("version", "=", version)
      .executeTakeFirst();
    // A change that slipped in between the read and this update (another process on SQLite).
    if (Number(saved.numUpdatedRows) !== 1) throw new ContentConflictError(document, []);
    await by.record?.(trx, version + 1, { type, id });
    return version + 1;
  });
}

/**
 * Publishes `data` as a new version of a locked document (a publish, a rollback, an
 * import), once the caller has checked it and the whole site with it.
 */
async function publishVersion(
  trx: Trx,
  document: StoredDocument,
  data: unknown,
  by: ContentActor,
  now: Date,
  options: { note: string | null; restores: number | null; keepDraft: boolean },
): Promise<number> {
  const version = document.version + 1;
  await trx
    .insertInto("content_versions")
    .values({
      type: document.type,
      id: document.id,
      version,
      data: JSON.stringify(data),
      published_at: now.toISOString(),
      published_by: by.actor,
      note: options.note,
      restores: options.restores,
    })
    .execute();
  await trx
    .updateTable("content_documents")
    .set({
      version,
      published_version: version,
      ...(options.keepDraft ? {} : { draft: null }),
      updated_at: now.toISOString(),
      updated_by: by.actor,
    })
    .where("type", "=", document.type)
    .where("id", "=", document.id)
    .execute();
  await by.record?.(trx, version, document);
  return version;
}

/**
 * Keeps every page address the site had before a publish (`before`, the published
 * documents) and has no more: a 301 to where it leads (an item renamed: its new address;
 * retired: its kind's list) or a 410 where nothing does, forever. An address that led to
 * one that moves now leads on to where that one goes, so no old link takes two hops; an
 * address a page takes again is a page, not a redirect.
 */
async function keepAddresses(trx: Trx, before: readonly ContentDocument[], now: Date): Promise<void> {
  const after = await publishedDocuments(trx);
  const moves = addressMoves(siteContentOf(before), siteContentOf(after));
  for (const { from, to } of moves) {
    const address = from.toLowerCase();
    await trx
      .updateTable("address_redirects")
      .set({ target: to, moved_at: now.toISOString() })
      .where(sql`lower(target)`, "=", address)
      .execute();
    await trx.deleteFrom("address_redirects").where("address", "=", address).execute();
    await trx
      .insertInto("address_redirects")
      .values({ address, target: to, moved_at: now.toISOString() })
      .execute();
  }
  const taken = siteAddresses(siteContentOf(after)).map((address) => address.address);
  if (taken.length > 0) await trx.deleteFrom("address_redirects").where("address", "in", taken).execute();
}

/** Takes the publishing lock and moves the content's change counter on; answers its value before. */
async function beginPublish(trx: Trx): Promise<number> {
  const row = await trx
    .updateTable("content_state")
    .set({ version: sql<number>`version + 1` })
    .where("id", "=", 1)
    .returning("version")
    .executeTakeFirstOrThrow();
  return Number(row.version) - 1;
}

/**
 * What a publish makes of the site, rendered before it is committed and served once it is:
 * the pages (site/live-pages.ts) go with the content, or the publish does not happen.
 */
export interface PublishGate {
  /**
   * Renders what changes when `documents` (every published document, the new one in its
   * place) are the site; throws a ContentRefusal saying which page failed and why.
   */
  prepare(documents: readonly ContentDocument[]): Promise<
    | {
        /** Keeps the renderings in the publish's transaction, committed with the content. */
        keep?(trx: Trx): Promise<void>;
        /** Serves them, once the publish is committed. */
        install(): Promise<void>;
      }
    | undefined
  >;
}

/** What a publish or a rollback publishes: read, and checked, outside and again inside the lock. */
type Publication = (
  db: Db | Trx,
  change: { type: string; id: string; version: number },
) => Promise<{ document: StoredDocument; data: unknown; restores: number | null; keepDraft: boolean }>;

/** How often a publish is prepared again when another one lands while it renders. */
const PUBLISH_ATTEMPTS = 3;
class ContentMoved extends Error {}

/**
 * How every publish goes, all or nothing. `check` reads what it will publish and checks it
 * with the whole site, and the pages are rendered (`gate`, given the site as it will be;
 * none when `site` is undefined), before the publishing lock is taken: a render takes
 * seconds, and a transaction held that long would stall every write (SQLite has one
 * writer). Inside the lock, the content's change counter proves nothing was published
 * meanwhile, and `commit` writes (it throws ContentMoved if what it reads again is not
 * what was checked); else it all starts again. Once committed, the renderings switch.
 */
async function publishUnmoved<Plan, Result>(
  db: Db,
  now: Date,
  by: ContentActor,
  gate: PublishGate | undefined,
  what: string,
  check: (db: Db) => Promise<{ plan: Plan; site: readonly ContentDocument[] | undefined }>,
  commit: (trx: Trx, plan: Plan) => Promise<Result>,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const counter = await contentVersion(db);
    const { plan, site } = await check(db);
    const prepared = site === undefined ? undefined : await gate?.prepare(site);
    try {
      const result = await db.transaction().execute(async (trx) => {
        await by.authorize?.(trx);
        if ((await beginPublish(trx)) !== counter) throw new ContentMoved();
        const before = await publishedDocuments(trx);
        const committed = await commit(trx, plan);
        await keepAddresses(trx, before, now);
        await prepared?.keep?.(trx);
        return committed;
      });
      await prepared?.install();
      return result;
    } catch (error) {
      if (!(error instanceof ContentMoved)) throw error;
      if (attempt === PUBLISH_ATTEMPTS)
        throw new ContentRefusal(409, [
          { path: "", message: `The site kept changing while this was being ${what}. Try again.` },
        ]);
    }
  }
}

/**
 * Publishes what `publication` picks as the document's new version (publishUnmoved); inside
 * the lock, the document's version proves its data is the one rendered.
 */
function publishChange(
  db: Db,
  change: { type: string; id: string; version: number; note: string | null },
  by: ContentActor,
  now: Date,
  publication: Publication,
  gate: PublishGate | undefined,
): Promise<number> {
  return publishUnmoved(
    db,
    now,
    by,
    gate,
    "published",
    async (from) => {
      const { document, data } = await publication(from, change);
      const problems = documentProblems(document.type, document.id, data);
      if (problems.length > 0) throw new ContentRefusal(400, problems);
      const missing = await missingFiles(from, data);
      if (missing.length > 0) throw new ContentRefusal(400, missing);
      const documents = await documentsWith(from, document, data);
      const siteWide = siteContentProblems(siteContentOf(documents));
      if (siteWide.length > 0) throw new ContentRefusal(400, siteWide);
      return { plan: document, site: documents };
    },
    async (trx, document) => {
      const locked = await publication(trx, change);
      if (locked.document.version !== document.version) throw new ContentMoved();
      return publishVersion(trx, locked.document, locked.data, by, now, {
        note: change.note,
        restores: locked.restores,
        keepDraft: locked.keepDraft,
      });
    },
  );
}

/** Publishes the document's draft; answers the new version. */
export function publishDraft(
  db: Db,
  change: { type: string; id: string; version: number; note: string | null },
  by: ContentActor,
  now: Date,
  gate?: PublishGate,
): Promise<number> {
  return publishChange(
    db,
    change,
    by,
    now,
    async (from, { type, id, version }) => {
      const document = await documentAt(from, { type, id, version });
      if (document.draft === null)
        throw new ContentRefusal(409, [
          { path: "", message: "There is no draft to publish: save your changes first." },
        ]);
      return { document, data: document.draft, restores: null, keepDraft: false };
    },
    gate,
  );
}

/**
 * Publishes an earlier published version (`change.version`) again as a new one; a draft
 * stays as it is.
 */
export function rollBack(
  db: Db,
  change: { type: string; id: string; version: number; note: string | null },
  by: ContentActor,
  now: Date,
  gate?: PublishGate,
): Promise<number> {
  return publishChange(
    db,
    change,
    by,
    now,
    async (from, { type, id, version }) => {
      const document = await readDocument(from, type, id);
      if (document === undefined) throw NOT_FOUND(type, id);
      if (document.retiredAt !== null) throw RETIRED;
      const earlier = await from
        .selectFrom("content_versions")
        .select("data")
        .where("type", "=", type)
        .where("id", "=", id)
        .where("version", "=", version)
        .executeTakeFirst();
      if (earlier === undefined)
        throw new ContentRefusal(400, [
          { path: "version", message: `Version ${version} of this document was never published.` },
        ]);
      if (version === document.publishedVersion)
        throw new ContentRefusal(400, [
          { path: "version", message: `Version ${version} is the one visitors see already.` },
        ]);
      return { document, data: JSON.parse(earlier.data) as unknown, restores: version, keepDraft: true };
    },
    gate,
  );
}

/**
 * Retires an item (`change.version` as the member saw it): visitors no longer see it, on
 * any page, list, menu, sitemap or index, and each address its pages had leads on to its
 * kind's list, or answers 410 (keepAddresses). The site without it is checked and its
 * pages rendered first, as a publish is. Its history stays; a retired item is never
 * edited again. An item never published is only a draft: it is deleted, and its address
 * is free again. Answers the new version (0 for a draft deleted).
 */
export function retireDocument(
  db: Db,
  change: { type: string; id: string; version: number },
  by: ContentActor,
  now: Date,
  gate?: PublishGate,
): Promise<number> {
  return publishUnmoved(
    db,
    now,
    by,
    gate,
    "retired",
    async (from) => {
      const document = await documentAt(from, change);
      if (!(ITEM_TYPES as readonly string[]).includes(document.type))
        throw new ContentRefusal(400, [
          {
            path: "",
            message:
              "Only an item of a collection (a solution, a project, an insight, a policy, an ovation) can be retired: this document is part of the site itself.",
          },
        ]);
      if (document.publishedVersion === null) return { plan: document, site: undefined };
      const documents = (await publishedDocuments(from)).filter(
        (other) => other.type !== document.type || other.id !== document.id,
      );
      const siteWide = siteContentProblems(siteContentOf(documents));
      if (siteWide.length > 0) throw new ContentRefusal(400, siteWide);
      return { plan: document, site: documents };
    },
    async (trx, document) => {
      const locked = await documentAt(trx, change);
      if (locked.version !== document.version) throw new ContentMoved();
      if (locked.publishedVersion === null) {
        await trx
          .deleteFrom("content_documents")
          .where("type", "=", locked.type)
          .where("id", "=", locked.id)
          .execute();
        await by.record?.(trx, 0, locked);
        return 0;
      }
      const version = locked.version + 1;
      await trx
        .updateTable("content_documents")
        .set({
          version,
          draft: null,
          retired_at: now.toISOString(),
          updated_at: now.toISOString(),
          updated_by: by.actor,
        })
        .where("type", "=", locked.type)
        .where("id", "=", locked.id)
        .execute();
      await by.record?.(trx, version, locked);
      return version;
    },
  );
}

/**
 * Adds each document of `documents` that the database does not have, published as its
 * first version (a new database's content, or a document a newer build brings); never
 * touches one that exists. Answers how many it added.
 */
export async function addMissingDocuments(
  db: Db,
  documents: readonly ContentDocument[],
  by: ContentActor,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await beginPublish(trx);
    const existing = await trx.selectFrom("content_documents").select(["type", "id"]).execute();
    const have = new Set(existing.map((row) => `${row.type}/${row.id}`));
    let added = 0;
    for (const document of documents) {
      if (have.has(`${document.type}/${document.id}`)) continue;
      const problems = documentProblems(document.type, document.id, document.data);
      if (problems.length > 0)
        throw new ContentRefusal(
          400,
          problems.map((p) => prefixed(document, p)),
        );
      await insertDocument(trx, document, by, now, null);
      have.add(`${document.type}/${document.id}`);
      added++;
    }
    return added;
  });
}

/** The position after the last document of `type`: a new one's, last in its collection. */
export async function nextPosition(trx: Trx, type: string): Promise<number> {
  const last = await trx
    .selectFrom("content_documents")
    .select(sql<number | null>`max(position)`.as("position"))
    .where("type", "=", type)
    .executeTakeFirst();
  return last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
}

/** Adds a document published as its first version, last in its collection. */
async function insertDocument(
  trx: Trx,
  document: ContentDocument,
  by: ContentActor,
  now: Date,
  note: string | null,
): Promise<void> {
  const position = await nextPosition(trx, document.type);
  await trx
    .insertInto("content_documents")
    .values({
      type: document.type,
      id: document.id,
      position,
      version: 1,
      draft: null,
      published_version: 1,
      updated_at: now.toISOString(),
      updated_by: by.actor,
    })
    .execute();
  await trx
    .insertInto("content_versions")
    .values({
      type: document.type,
      id: document.id,
      version: 1,
      data: JSON.stringify(document.data),
      published_at: now.toISOString(),
      published_by: by.actor,
      note,
      restores: null,
    })
    .execute();
  await by.record?.(trx, 1, document);
}

/** A document's problem, its path starting with the document's name. */
export const prefixed = (document: { type: string; id: string }, problem: FieldError): FieldError => ({
  path: `${document.type}/${document.id}${problem.path === "" ? "" : `.${problem.path}`}`,
  message: problem.message,
});

/** The document's label for staff, from its published data or its draft. */
export const labelOf = (document: StoredDocument) =>
  documentLabel({ type: document.type, id: document.id, data: document.published ?? document.draft });

/**
 * Publishes each of `documents` whose data differs from what visitors see (a new version,
 * drafts kept) and adds those the database lacks, all at once after checking the whole
 * site as it would then be, and rendering it (`gate`), as a publish does: content moved
 * from another installation. Answers the documents it changed.
 */
export async function importDocuments(
  db: Db,
  documents: readonly ContentDocument[],
  by: ContentActor,
  now: Date,
  note: string,
  gate?: PublishGate,
): Promise<string[]> {
  const problems = documents.flatMap((document) =>
    documentProblems(document.type, document.id, document.data).map((problem) => prefixed(document, problem)),
  );
  if (problems.length > 0) throw new ContentRefusal(400, problems);
  /** The documents that differ from what `from` publishes, and the site as it will be. */
  const changesIn = async (from: Db | Trx) => {
    const published = new Map(
      (await publishedDocuments(from)).map((document) => [`${document.type}/${document.id}`, document]),
    );
    const changed = documents.filter((document) => {
      const current = published.get(`${document.type}/${document.id}`);
      return current === undefined || differingPaths(current.data, document.data, 1).length > 0;
    });
    // Each changed document in its place, new ones last in their collection, as they will
    // be stored.
    const final = new Map(published);
    for (const document of changed) final.set(`${document.type}/${document.id}`, document);
    return { changed, site: [...final.values()] };
  };
  return publishUnmoved(
    db,
    now,
    by,
    gate,
    "imported",
    async (from) => {
      const { changed, site } = await changesIn(from);
      const missing = (
        await Promise.all(
          changed.map(async (document) =>
            (await missingFiles(from, document.data)).map((problem) => prefixed(document, problem)),
          ),
        )
      ).flat();
      if (missing.length > 0) throw new ContentRefusal(400, missing);
      const siteWide = siteContentProblems(siteContentOf(site));
      if (siteWide.length > 0) throw new ContentRefusal(400, siteWide);
      // Nothing to import: nothing to render.
      return { plan: changed, site: changed.length === 0 ? undefined : site };
    },
    async (trx, changed) => {
      for (const document of changed) {
        const stored = await readDocument(trx, document.type, document.id);
        if (stored === undefined) await insertDocument(trx, document, by, now, note);
        else
          await publishVersion(trx, stored, document.data, by, now, {
            note,
            restores: null,
            keepDraft: true,
          });
      }
      return changed.map((document) => `${document.type}/${document.id}`);
    },
  );
}

/** What rewriteDocuments changed: `type/id` of the documents published again, and of the drafts saved. */
export interface Rewritten {
  published: string[];
  drafts: string[];
}

/**
 * Rewrites every document whose published data or draft `rewrite` changes (every use of a
 * replaced file of the media library): a published one is published again as a new
 * version (its draft kept), after the whole site as it will be is checked and rendered
 * (`gate`), as a publish is; a draft is saved rewritten. `also` writes in the same
 * transaction (the library's own record of the new file), so the site and the library
 * never disagree. A retired item is left as it is: nobody sees it.
 */
export async function rewriteDocuments(
  db: Db,
  rewrite: (data: unknown) => unknown,
  by: ContentActor,
  now: Date,
  note: string,
  gate: PublishGate | undefined,
  also: (trx: Trx) => Promise<void>,
): Promise<Rewritten> {
  interface Change {
    document: StoredDocument;
    published?: unknown;
    draft?: unknown;
  }
  const changesIn = async (from: Db | Trx): Promise<Change[]> => {
    const changes: Change[] = [];
    for (const document of await currentDocuments(from)) {
      const change: Change = { document };
      if (document.published !== null) {
        const data = rewrite(document.published);
        if (differingPaths(document.published, data, 1).length > 0) change.published = data;
      }
      if (document.draft !== null) {
        const data = rewrite(document.draft);
        if (differingPaths(document.draft, data, 1).length > 0) change.draft = data;
      }
      if ("published" in change || "draft" in change) changes.push(change);
    }
    return changes;
  };
  const key = (document: { type: string; id: string }) => `${document.type}/${document.id}`;
  return publishUnmoved(
    db,
    now,
    by,
    gate,
    "changed",
    async (from) => {
      const changes = await changesIn(from);
      const problems = changes.flatMap(({ document, published, draft }) =>
        [published, draft].flatMap((data) =>
          data === undefined
            ? []
            : documentProblems(document.type, document.id, data).map((problem) =>
                prefixed(document, problem),
              ),
        ),
      );
      if (problems.length > 0) throw new ContentRefusal(400, problems);
      const republished = new Map(
        changes.flatMap((change) =>
          "published" in change ? [[key(change.document), change.published]] : [],
        ),
      );
      if (republished.size === 0) return { plan: changes, site: undefined };
      const site = (await publishedDocuments(from)).map((document) =>
        republished.has(key(document)) ? { ...document, data: republished.get(key(document)) } : document,
      );
      const siteWide = siteContentProblems(siteContentOf(site));
      if (siteWide.length > 0) throw new ContentRefusal(400, siteWide);
      return { plan: changes, site };
    },
    async (trx, changes) => {
      const done: Rewritten = { published: [], drafts: [] };
      for (const change of changes) {
        const locked = await readDocument(trx, change.document.type, change.document.id);
        if (locked === undefined || locked.version !== change.document.version) throw new ContentMoved();
        let version = locked.version;
        if ("published" in change) {
          version = await publishVersion(trx, locked, change.published, by, now, {
            note,
            restores: null,
            keepDraft: true,
          });
          done.published.push(key(locked));
        }
        if ("draft" in change) {
          const draftOnly = version === locked.version;
          await trx
            .updateTable("content_documents")
            .set({
              draft: JSON.stringify(change.draft),
              ...(draftOnly
                ? { version: version + 1, updated_at: now.toISOString(), updated_by: by.actor }
                : {}),
            })
            .where("type", "=", locked.type)
            .where("id", "=", locked.id)
            .execute();
          if (draftOnly) await by.record?.(trx, version + 1, locked);
          done.drafts.push(key(locked));
        }
      }
      await also(trx);
      return done;
    },
  );
}
