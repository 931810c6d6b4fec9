// Which parts of the content a kept rendering read: a publish that leaves those parts as
// they were leaves the page as it is, on every instance and after a restart.

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function renderedContentReadsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // JSON list of SiteContent's keys; null for a rendering kept before (it read it all).
      await db.schema.alterTable("rendered_pages").addColumn("content_reads", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("rendered_pages").dropColumn("content_reads").execute();
    },
  };
}
