// The site's visits, counted (server/src/visits/, docs/decisions/0018): page views and
// visits begun per page and day, and visits begun per source and campaign and day.
// Counts only: no address, browser, cookie or row per visitor. The campaign is "" for
// none, so it can be part of the key on both engines.
//
// A contact message and an application keep how their sender's visit began (the page,
// source and campaign the pages' script kept), when the post said it: null otherwise.
// They are part of the message: exported, erased and purged with it.

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

const MESSAGE_TABLES = ["contact_messages", "job_applications"] as const;
const LANDING_COLUMNS = ["landing_page", "landing_source", "landing_campaign"] as const;

export function visitCountsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("visit_page_views")
        .addColumn("day", "text", (column) => column.notNull())
        .addColumn("path", "text", (column) => column.notNull())
        .addColumn("views", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("visits", "integer", (column) => column.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("visit_page_views_key", ["day", "path"])
        .execute();
      await db.schema
        .createTable("visit_sources")
        .addColumn("day", "text", (column) => column.notNull())
        .addColumn("source", "text", (column) => column.notNull())
        .addColumn("campaign", "text", (column) => column.notNull().defaultTo(""))
        .addColumn("visits", "integer", (column) => column.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("visit_sources_key", ["day", "source", "campaign"])
        .execute();
      for (const table of MESSAGE_TABLES)
        for (const column of LANDING_COLUMNS)
          await db.schema.alterTable(table).addColumn(column, "text").execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of MESSAGE_TABLES)
        for (const column of LANDING_COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
      await db.schema.dropTable("visit_sources").execute();
      await db.schema.dropTable("visit_page_views").execute();
    },
  };
}
