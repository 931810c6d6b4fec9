// Changes to the site's content the server makes by itself when their time comes
// (content/schedule.ts): a draft published at a go-live, an item retired when it expires,
// a job opening retired at the end of its closing date. One row per document and action;
// the row goes once the change is made, or stays with the reason it failed.

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function contentScheduleMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("content_schedule")
        .addColumn("type", "text", (column) => column.notNull())
        .addColumn("id", "text", (column) => column.notNull())
        // `publish` (the draft) or `retire` (the item).
        .addColumn("action", "text", (column) => column.notNull())
        // When it is due: ISO 8601 UTC as toISOString writes it, so that text order is time order.
        .addColumn("due_at", "text", (column) => column.notNull())
        // `staff:{id}` of the member who set it, or `server:{task}` (an opening's closing).
        .addColumn("set_by", "text", (column) => column.notNull())
        .addColumn("set_at", "text", (column) => column.notNull())
        // A publish: the draft's version it publishes (the draft as it was scheduled); null for a retirement.
        .addColumn("version", "integer")
        // The instance that holds the row (a random token per claim) and until when: another
        // instance takes it over only after that. Also set without a holder after a failure
        // the server retries by itself: not before then.
        .addColumn("claimed_by", "text")
        .addColumn("claimed_until", "text")
        // The last attempt's failure, and when; `stopped` 1 when the server will not try
        // again until a member schedules it again (no boolean in SQLite).
        .addColumn("failed_at", "text")
        .addColumn("error", "text")
        .addColumn("stopped", "integer", (column) => column.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("content_schedule_pk", ["type", "id", "action"])
        .execute();
      await db.schema.createIndex("content_schedule_due").on("content_schedule").column("due_at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("content_schedule").execute();
    },
  };
}
