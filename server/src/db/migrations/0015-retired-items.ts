// Items staff retire, and the addresses the site has had: a retired item's document stays
// (its history is never rewritten) but visitors no longer see it; every address a page
// had and no longer has (an item renamed or retired) is kept forever with where it now
// leads, so old links and search engines are sent on (301) or told it is gone (410).

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function retiredItemsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // When the item was retired; null while it is on the site (or a draft).
      await db.schema.alterTable("content_documents").addColumn("retired_at", "text").execute();
      await db.schema
        .createTable("address_redirects")
        // The old address lower-cased, as the server matches addresses.
        .addColumn("address", "text", (column) => column.primaryKey())
        // Where it leads now (a page's path); null: the page is gone, with no page to send to.
        .addColumn("target", "text")
        .addColumn("moved_at", "text", (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("address_redirects").execute();
      await db.schema.alterTable("content_documents").dropColumn("retired_at").execute();
    },
  };
}
