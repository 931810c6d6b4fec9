// Several pictures per event. Each event's renditions so far become its one picture
// (event_pictures), whose alt text starts as the event's title (what the public page used
// as alt text until now; staff improve it in the console) and whose focal point is the
// middle (what a crop kept until now).
//
// event_images' key was (event_id, format, width): one picture per event. Neither engine
// can change a primary key in place the same way, so on both the renditions are copied
// into a new table keyed by (picture_id, format, width), which then takes the old name.

import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../schema.js";

export function eventPicturesMigration(engine: Engine): Migration {
  const pg = engine === "postgres";
  const blob = pg ? "bytea" : "blob";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("event_pictures")
        .addColumn("id", "integer", (column) =>
          pg ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
        )
        .addColumn("event_id", "integer", (column) =>
          column.notNull().references("events.id").onDelete("cascade"),
        )
        // 0 = the first picture, the one the card shows; gaps never matter, only the order.
        .addColumn("position", "integer", (column) => column.notNull())
        .addColumn("alt", "text", (column) => column.notNull())
        // Percent of the width (x) and height (y): where the subject is.
        .addColumn("focus_x", "integer", (column) => column.notNull().defaultTo(50))
        .addColumn("focus_y", "integer", (column) => column.notNull().defaultTo(50))
        .addColumn("created_at", "text", (column) => column.notNull())
        .addCheckConstraint(
          "event_pictures_focus",
          sql`focus_x between 0 and 100 and focus_y between 0 and 100`,
        )
        .execute();
      await db.schema
        .createIndex("event_pictures_by_event")
        .on("event_pictures")
        .columns(["event_id", "position"])
        .execute();
      await sql`insert into event_pictures (event_id, position, alt, focus_x, focus_y, created_at)
        select id, 0, title, 50, 50, created_at from events order by id`.execute(db);

      await db.schema
        .createTable("event_images_by_picture")
        .addColumn("picture_id", "integer", (column) =>
          column.notNull().references("event_pictures.id").onDelete("cascade"),
        )
        .addColumn("format", "text", (column) => column.notNull())
        .addColumn("width", "integer", (column) => column.notNull())
        .addColumn("height", "integer", (column) => column.notNull())
        .addColumn("hash", "text", (column) => column.notNull())
        .addColumn("bytes", blob, (column) => column.notNull())
        .addPrimaryKeyConstraint("event_images_picture_pk", ["picture_id", "format", "width"])
        .addCheckConstraint("event_images_picture_format", sql`format in ('webp', 'avif')`)
        .execute();
      await sql`insert into event_images_by_picture (picture_id, format, width, height, hash, bytes)
        select p.id, i.format, i.width, i.height, i.hash, i.bytes
        from event_images i join event_pictures p on p.event_id = i.event_id`.execute(db);
      await db.schema.dropTable("event_images").execute();
      await sql`alter table event_images_by_picture rename to event_images`.execute(db);
      // Not unique: two pictures may be the same file, each with its own rows.
      await db.schema.createIndex("event_images_by_hash").on("event_images").column("hash").execute();
    },

    async down(db: Kysely<unknown>) {
      // Back to one picture per event: each event keeps its first.
      await db.schema
        .createTable("event_images_by_event")
        .addColumn("event_id", "integer", (column) =>
          column.notNull().references("events.id").onDelete("cascade"),
        )
        .addColumn("format", "text", (column) => column.notNull())
        .addColumn("width", "integer", (column) => column.notNull())
        .addColumn("height", "integer", (column) => column.notNull())
        .addColumn("hash", "text", (column) => column.notNull())
        .addColumn("bytes", blob, (column) => column.notNull())
        .addPrimaryKeyConstraint("event_images_event_pk", ["event_id", "format", "width"])
        .addCheckConstraint("event_images_event_format", sql`format in ('webp', 'avif')`)
        .execute();
      await sql`insert into event_images_by_event (event_id, format, width, height, hash, bytes)
        select p.event_id, i.format, i.width, i.height, i.hash, i.bytes
        from event_images i join event_pictures p on p.id = i.picture_id
        where p.id = (select first.id from event_pictures first where first.event_id = p.event_id
                      order by first.position, first.id limit 1)`.execute(db);
      await db.schema.dropTable("event_images").execute();
      await db.schema.dropTable("event_pictures").execute();
      await sql`alter table event_images_by_event rename to event_images`.execute(db);
      await db.schema.createIndex("event_images_by_hash").on("event_images").column("hash").execute();
    },
  };
}
