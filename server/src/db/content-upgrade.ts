// Content migrations: when a content schema changes in code, a database migration upgrades
// every stored version of the documents it shapes (published versions and drafts), on both
// engines, with the other migrations at start. The published history stays readable by
// today's schemas: the console shows it, and a rollback to a version from before the change
// publishes it in today's shape. What a version says is kept; only its shape changes.
//
// Published versions are append-only (0010's trigger refuses an UPDATE): the upgrade lifts
// the trigger for its own statements and puts it back, inside the migration's transaction
// on PostgreSQL; the app itself can never change a version. Content exported before a
// migration is upgraded by the same functions when it is imported (upgradeDocuments).

import { sql, type Kysely } from "kysely";
import type { Engine } from "./schema.js";

const TRIGGER = "content_versions_append_only";

/** A stored document's JSON object, as an upgrade reads it. */
export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A stored document's data in today's shape, given its id and the site identity published
 * now; a document it does not concern comes back as it was.
 */
export type ContentUpgrade = (data: unknown, document: { id: string; identity: unknown }) => unknown;

/** What a content migration does: `upgrade` on every stored document of `type`. */
export interface TypedContentUpgrade {
  type: string;
  upgrade: ContentUpgrade;
}

/**
 * Documents never stored here (content exported by an installation before a content
 * migration) upgraded as upgradeStoredContent upgrades stored ones: each of `upgrades` in
 * turn on the documents of its type, given the site identity among the documents as it is
 * at that step, else `identity` (the one published here).
 */
export function upgradeDocuments<D extends { type: string; id: string; data: unknown }>(
  documents: readonly D[],
  upgrades: readonly TypedContentUpgrade[],
  identity: unknown,
): D[] {
  let upgraded = [...documents];
  for (const { type, upgrade } of upgrades) {
    const site =
      upgraded.find((document) => document.type === "site" && document.id === "identity")?.data ?? identity;
    upgraded = upgraded.map((document) =>
      document.type === type
        ? { ...document, data: upgrade(document.data, { id: document.id, identity: site }) }
        : document,
    );
  }
  return upgraded;
}

interface Row {
  type: string;
  id: string;
}

/**
 * Upgrades every stored version and draft of the documents of `type` with `upgrade`, and
 * moves the content's change counter on so every instance reads the content again.
 */
export async function upgradeStoredContent(
  db: Kysely<unknown>,
  engine: Engine,
  type: string,
  upgrade: ContentUpgrade,
): Promise<void> {
  const raw = db as unknown as Kysely<Record<string, Row & Record<string, unknown>>>;
  const identity = await publishedIdentity(raw);
  const versions = await raw
    .selectFrom("content_versions")
    .select(["id", "version", "data"])
    .where("type", "=", type)
    .execute();
  await liftTrigger(db, engine, async () => {
    for (const row of versions) {
      const data = upgradedJson(row.data as string, (value) => upgrade(value, { id: row.id, identity }));
      if (data !== undefined)
        await raw
          .updateTable("content_versions")
          .set({ data })
          .where("type", "=", type)
          .where("id", "=", row.id)
          .where("version", "=", row.version as number)
          .execute();
    }
  });
  const drafts = await raw
    .selectFrom("content_documents")
    .select(["id", "draft"])
    .where("type", "=", type)
    .where("draft", "is not", null)
    .execute();
  for (const row of drafts) {
    const draft = upgradedJson(row.draft as string, (value) => upgrade(value, { id: row.id, identity }));
    if (draft !== undefined)
      await raw
        .updateTable("content_documents")
        .set({ draft })
        .where("type", "=", type)
        .where("id", "=", row.id)
        .execute();
  }
  await sql`update content_state set version = version + 1 where id = 1`.execute(db);
}

/** The upgraded JSON, or undefined when the upgrade leaves it as it is. */
function upgradedJson(json: string, upgrade: (data: unknown) => unknown): string | undefined {
  const upgraded = JSON.stringify(upgrade(JSON.parse(json)));
  return upgraded === json ? undefined : upgraded;
}

/** The published site identity's data (site/identity), or undefined on a database without content. */
async function publishedIdentity(raw: Kysely<Record<string, Row & Record<string, unknown>>>) {
  const row = await raw
    .selectFrom("content_documents as d")
    .innerJoin("content_versions as v", (join) =>
      join
        .onRef("v.type", "=", "d.type")
        .onRef("v.id", "=", "d.id")
        .onRef("v.version", "=", "d.published_version"),
    )
    .select("v.data")
    .where("d.type", "=", "site")
    .where("d.id", "=", "identity")
    .executeTakeFirst();
  return row === undefined ? undefined : (JSON.parse(row.data as string) as unknown);
}

/** Runs `change` with the append-only trigger lifted, and puts it back whatever happens. */
async function liftTrigger(db: Kysely<unknown>, engine: Engine, change: () => Promise<void>): Promise<void> {
  if (engine === "postgres") {
    await sql`alter table content_versions disable trigger ${sql.raw(TRIGGER)}`.execute(db);
    try {
      await change();
    } finally {
      await sql`alter table content_versions enable trigger ${sql.raw(TRIGGER)}`.execute(db);
    }
    return;
  }
  // SQLite cannot disable a trigger: it is dropped and created again as 0010 made it.
  const { rows } = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'trigger' and name = ${TRIGGER}`.execute(db);
  const definition = rows[0]?.sql;
  if (definition === undefined) throw new Error(`The trigger ${TRIGGER} is missing`);
  await sql`drop trigger ${sql.raw(TRIGGER)}`.execute(db);
  try {
    await change();
  } finally {
    await sql.raw(definition).execute(db);
  }
}
