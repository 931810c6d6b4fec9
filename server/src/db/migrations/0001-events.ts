// Events, their image renditions, and the change counter the API's cache watches.

import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../schema.js";

export function eventsMigration(engine: Engine): Migration {
  const pg = engine === "postgres";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("events")
        .addColumn("id", "integer", (column) =>
          pg ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
        )
        .addColumn("title", "text", (column) => column.notNull())
        .addColumn("description", "text")
        .addColumn("date", "text", (column) => column.notNull())
        .addColumn("sample", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("created_at", "text", (column) => column.notNull())
        .addCheckConstraint("events_sample_is_0_or_1", sql`sample in (0, 1)`)
        .execute();
      // The list's order: newest first.
      await db.schema.createIndex("events_by_date").on("events").columns(["date desc", "id desc"]).execute();

      await db.schema
        .createTable("event_images")
        .addColumn("event_id", "integer", (column) =>
          column.notNull().references("events.id").onDelete("cascade"),
        )
        .addColumn("format", "text", (column) => column.notNull())
        .addColumn("width", "integer", (column) => column.notNull())
        .addColumn("height", "integer", (column) => column.notNull())
        .addColumn("hash", "text", (column) => column.notNull())
        .addColumn("bytes", pg ? "bytea" : "blob", (column) => column.notNull())
        .addPrimaryKeyConstraint("event_images_pk", ["event_id", "format", "width"])
        .addCheckConstraint("event_images_format", sql`format in ('webp', 'avif')`)
        .execute();
      // Not unique: two events may carry the same picture, each with its own rows.
      await db.schema.createIndex("event_images_by_hash").on("event_images").column("hash").execute();

      await db.schema
        .createTable("events_version")
        .addColumn("id", "integer", (column) => column.primaryKey())
        .addColumn("version", "integer", (column) => column.notNull())
        .addCheckConstraint("events_version_single_row", sql`id = 1`)
        .execute();
      await sql`insert into events_version (id, version) values (1, 0)`.execute(db);
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("events_version").execute();
      await db.schema.dropTable("event_images").execute();
      await db.schema.dropTable("events").execute();
    },
  };
}
