// The pictures staff upload for the site's content: each rendition's bytes, kept under
// the upload's hash, so every instance serves them from the shared database and the same
// file uploaded twice is stored once.

import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../schema.js";

export function contentPicturesMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("content_pictures")
        // Hex SHA-256 prefix of the uploaded file: the picture's name is `upload-{hash}`.
        .addColumn("hash", "text", (column) => column.notNull())
        .addColumn("format", "text", (column) => column.notNull())
        .addColumn("width", "integer", (column) => column.notNull())
        .addColumn("height", "integer", (column) => column.notNull())
        .addColumn("bytes", engine === "postgres" ? "bytea" : "blob", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("content_pictures_pk", ["hash", "format", "width"])
        .addCheckConstraint("content_pictures_format", sql`format in ('webp', 'avif')`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("content_pictures").execute();
    },
  };
}
