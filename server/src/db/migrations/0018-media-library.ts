// The media library (content/media-library.ts): the pictures, documents and videos staff
// upload once and pick in any field. An item is a name for staff and its current file; a
// picture's file is its renditions in content_pictures (by the upload's hash), a
// document's or video's is a row of media_files with its bytes in media_chunks, so a Range
// request reads the chunks it needs and never the whole video. Every picture uploaded
// before is an item of the library from now on.

import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../schema.js";

export function mediaLibraryMigration(engine: Engine): Migration {
  const blob = engine === "postgres" ? "bytea" : "blob";
  const bigint = engine === "postgres" ? "bigint" : "integer";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("media_files")
        // Hex SHA-256 prefix of the file: it is served at /media/file-{hash}.{extension}.
        .addColumn("hash", "text", (column) => column.primaryKey())
        .addColumn("extension", "text", (column) => column.notNull())
        .addColumn("content_type", "text", (column) => column.notNull())
        .addColumn("bytes", bigint, (column) => column.notNull())
        // The file's name as uploaded, made safe: the name a browser saves it under.
        .addColumn("file_name", "text", (column) => column.notNull())
        // Null while its chunks are being written; the file is served only once it is set.
        .addColumn("completed_at", "text")
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("media_chunks")
        .addColumn("hash", "text", (column) => column.notNull())
        // The chunk's place: byte offset / MEDIA_CHUNK_BYTES.
        .addColumn("seq", "integer", (column) => column.notNull())
        .addColumn("bytes", blob, (column) => column.notNull())
        .addPrimaryKeyConstraint("media_chunks_pk", ["hash", "seq"])
        .execute();
      await db.schema
        .createTable("media_items")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("title", "text", (column) => column.notNull())
        // The current file: a picture's upload hash (content_pictures), else media_files' hash.
        .addColumn("file", "text", (column) => column.notNull())
        // What was uploaded: its type, size and name (a picture's original, not its renditions).
        .addColumn("content_type", "text", (column) => column.notNull())
        .addColumn("bytes", bigint, (column) => column.notNull())
        .addColumn("file_name", "text", (column) => column.notNull())
        // A video's poster: a picture's upload hash; null when it has none.
        .addColumn("poster", "text")
        .addColumn("created_at", "text", (column) => column.notNull())
        // `staff:{id}` of the member who uploaded it.
        .addColumn("created_by", "text", (column) => column.notNull())
        .addColumn("replaced_at", "text")
        .addCheckConstraint("media_items_kind", sql`kind in ('picture', 'document', 'video')`)
        .execute();
      await db.schema.createIndex("media_items_file").on("media_items").column("file").execute();
      const uploads = await sql<{ hash: string; created_at: string }>`
        select hash, min(created_at) as created_at from content_pictures group by hash`.execute(db);
      for (const { hash, created_at } of uploads.rows)
        await db
          .insertInto("media_items" as never)
          .values({
            id: `picture-${hash.slice(0, 16)}`,
            kind: "picture",
            title: `Picture uploaded ${created_at.slice(0, 10)}`,
            file: hash,
            content_type: "image/webp",
            bytes: 0,
            file_name: `upload-${hash}.webp`,
            poster: null,
            created_at,
            created_by: "server:media-library",
            replaced_at: null,
          } as never)
          .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("media_items").execute();
      await db.schema.dropTable("media_chunks").execute();
      await db.schema.dropTable("media_files").execute();
    },
  };
}
