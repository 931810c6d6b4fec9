// The site's content as documents staff edit (@site/contracts/content's collections.ts):
// each document's state, at most one draft, and every version ever published, which no
// one rewrites. Also the content's change counter, and the publisher role for the members
// who already ran the site's public side (marketing) or the team (admins).

import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../schema.js";

export function contentMigration(engine: Engine): Migration {
  const pg = engine === "postgres";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("content_documents")
        .addColumn("type", "text", (column) => column.notNull())
        .addColumn("id", "text", (column) => column.notNull())
        // Its place in its collection (catalogue order).
        .addColumn("position", "integer", (column) => column.notNull())
        // Grows with every save and publish: what a save must name to change the document.
        .addColumn("version", "integer", (column) => column.notNull())
        // The draft as JSON, null when there is none.
        .addColumn("draft", "text")
        // The version that visitors see (a row of content_versions), null until first published.
        .addColumn("published_version", "integer")
        .addColumn("updated_at", "text", (column) => column.notNull())
        // `staff:{id}`, `shell:{user}` or `server:{task}`, as the audit trail names actors.
        .addColumn("updated_by", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("content_documents_pk", ["type", "id"])
        .execute();
      await db.schema
        .createTable("content_versions")
        .addColumn("type", "text", (column) => column.notNull())
        .addColumn("id", "text", (column) => column.notNull())
        .addColumn("version", "integer", (column) => column.notNull())
        .addColumn("data", "text", (column) => column.notNull())
        .addColumn("published_at", "text", (column) => column.notNull())
        .addColumn("published_by", "text", (column) => column.notNull())
        .addColumn("note", "text")
        // The earlier version a rollback published again, else null.
        .addColumn("restores", "integer")
        .addPrimaryKeyConstraint("content_versions_pk", ["type", "id", "version"])
        .execute();
      // History is never rewritten: the database refuses to change a published version.
      if (pg) {
        await sql`create function content_versions_append_only() returns trigger language plpgsql as $$
          begin raise exception 'published versions are never changed'; end $$`.execute(db);
        await sql`create trigger content_versions_append_only before update on content_versions
          for each row execute function content_versions_append_only()`.execute(db);
      } else {
        await sql`create trigger content_versions_append_only before update on content_versions
          begin select raise(abort, 'published versions are never changed'); end`.execute(db);
      }
      await db.schema
        .createTable("content_state")
        .addColumn("id", "integer", (column) => column.primaryKey())
        // Grows in the same transaction as every publish: any instance can tell cheaply
        // whether the content it rendered from is still the published one.
        .addColumn("version", "integer", (column) => column.notNull())
        .addCheckConstraint("content_state_single_row", sql`id = 1`)
        .execute();
      await sql`insert into content_state (id, version) values (1, 0)`.execute(db);
      // Roles are stored in STAFF_ROLES order, where `publisher` comes last.
      await sql`update staff set roles = roles || ',publisher'
        where ',' || roles || ',' like '%,admin,%' or ',' || roles || ',' like '%,marketing,%'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`update staff set roles = replace(replace(roles, ',publisher', ''), ',editor', '')`.execute(
        db,
      );
      await db.schema.dropTable("content_state").execute();
      await sql`drop trigger content_versions_append_only${pg ? sql` on content_versions` : sql``}`.execute(
        db,
      );
      if (pg) await sql`drop function content_versions_append_only()`.execute(db);
      await db.schema.dropTable("content_versions").execute();
      await db.schema.dropTable("content_documents").execute();
    },
  };
}
