// What the content's renders need beyond 0009: which parts of the content a kept page read
// (a publish that leaves those parts as they were leaves the page as it is, on every
// instance and after a restart), and the documents made from the content (the PDFs), kept
// the same way as the pages.

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../schema.js";

export function renderedFilesMigration(engine: Engine): Migration {
  const bytes = engine === "postgres" ? "bytea" : "blob";
  return {
    async up(db: Kysely<unknown>) {
      // JSON list of SiteContent's keys; null for a rendering kept before (it read it all).
      await db.schema.alterTable("rendered_pages").addColumn("content_reads", "text").execute();
      await db.schema
        .createTable("rendered_files")
        // The document's site path, as the build's manifest spells it (/media/docs/Doc-1.pdf).
        .addColumn("path", "text", (column) => column.primaryKey())
        .addColumn("build_id", "text", (column) => column.notNull())
        .addColumn("data_key", "text", (column) => column.notNull())
        .addColumn("content_reads", "text", (column) => column.notNull())
        .addColumn("body", bytes, (column) => column.notNull())
        .addColumn("rendered_at", "text", (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("rendered_files").execute();
      await db.schema.alterTable("rendered_pages").dropColumn("content_reads").execute();
    },
  };
}
