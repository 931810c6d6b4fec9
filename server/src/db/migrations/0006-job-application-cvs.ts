// The CV a job seeker may send with an application: its bytes in the database, beside
// the application (one row each at most), so that every instance sees it, one backup
// holds it, and deleting the application's data is one transaction away.

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../schema.js";

export function jobApplicationCvsMigration(engine: Engine): Migration {
  const pg = engine === "postgres";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("job_application_cvs")
        // Deleted with its application: records.ts deletes both in one transaction, and
        // the cascade covers any other path that removes an application.
        .addColumn("application_id", "text", (column) =>
          column.primaryKey().references("job_applications.id").onDelete("cascade"),
        )
        // The applicant's file name made safe (cv-file.ts), for HR to recognise; its
        // extension is the one of the kind found in the bytes.
        .addColumn("file_name", "text", (column) => column.notNull())
        .addColumn("media_type", "text", (column) => column.notNull())
        .addColumn("size", "integer", (column) => column.notNull())
        .addColumn("bytes", pg ? "bytea" : "blob", (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("job_application_cvs").execute();
    },
  };
}
