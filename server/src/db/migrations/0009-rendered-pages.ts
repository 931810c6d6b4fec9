// The pages the server rendered from its data (the gallery from its events), kept so that
// a restart serves the last rendering at once, and so that every instance can take a
// rendering another one made instead of making its own.

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../schema.js";

export function renderedPagesMigration(engine: Engine): Migration {
  const bytes = engine === "postgres" ? "bytea" : "blob";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("rendered_pages")
        // The page's path as the build's manifest spells it.
        .addColumn("path", "text", (column) => column.primaryKey())
        // The build it was rendered with: a rendering of another build is never served.
        .addColumn("build_id", "text", (column) => column.notNull())
        // What it was rendered from, e.g. "events:12" (the events' change counter).
        .addColumn("data_key", "text", (column) => column.notNull())
        .addColumn("html", bytes, (column) => column.notNull())
        .addColumn("html_br", bytes, (column) => column.notNull())
        .addColumn("html_gz", bytes, (column) => column.notNull())
        .addColumn("data", bytes)
        .addColumn("data_br", bytes)
        .addColumn("data_gz", bytes)
        // JSON list of CSP hash sources.
        .addColumn("script_hashes", "text", (column) => column.notNull())
        .addColumn("rendered_at", "text", (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("rendered_pages").execute();
    },
  };
}
