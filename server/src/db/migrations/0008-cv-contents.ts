// A CV's bytes are stored once per applicant: the same file sent with several
// applications from the same address (a job seeker applying to three openings, or a
// client posting one file over and over) is one row of cv_contents, which each
// application's CV row points at. Keyed by the applicant's case-folded address and the
// bytes' SHA-256, never across people: erasing one person's data never has to keep bytes
// because someone else sent the same file.

import { createHash } from "node:crypto";
import { sql, type Generated, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../schema.js";

interface Tables {
  job_application_cvs: { application_id: string; bytes: Buffer; content_id: number | null };
  job_applications: { id: string; email_key: string };
  cv_contents: { id: Generated<number>; owner_key: string; sha256: string; bytes: Buffer };
}

export function cvContentsMigration(engine: Engine): Migration {
  const pg = engine === "postgres";
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<Tables>;
      await untyped.schema
        .createTable("cv_contents")
        .addColumn("id", "integer", (column) =>
          pg ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
        )
        // The applicant's case-folded address (addressKey): bytes are shared within one person's applications only.
        .addColumn("owner_key", "text", (column) => column.notNull())
        .addColumn("sha256", "text", (column) => column.notNull())
        .addColumn("bytes", pg ? "bytea" : "blob", (column) => column.notNull())
        .addUniqueConstraint("cv_contents_owner_sha256", ["owner_key", "sha256"])
        .execute();
      await untyped.schema
        .alterTable("job_application_cvs")
        .addColumn("content_id", "integer", (column) => column.references("cv_contents.id"))
        .execute();

      // One CV at a time: a database of many CVs is never held in memory.
      for (;;) {
        const row = await db
          .selectFrom("job_application_cvs")
          .innerJoin("job_applications", "job_applications.id", "job_application_cvs.application_id")
          .select(["application_id", "bytes", "email_key"])
          .where("content_id", "is", null)
          .limit(1)
          .executeTakeFirst();
        if (row === undefined) break;
        const bytes = Buffer.from(row.bytes);
        const sha256 = createHash("sha256").update(bytes).digest("hex");
        await db
          .insertInto("cv_contents")
          .values({ owner_key: row.email_key, sha256, bytes })
          .onConflict((c) => c.columns(["owner_key", "sha256"]).doNothing())
          .execute();
        const { id } = await db
          .selectFrom("cv_contents")
          .select("id")
          .where("owner_key", "=", row.email_key)
          .where("sha256", "=", sha256)
          .executeTakeFirstOrThrow();
        await db
          .updateTable("job_application_cvs")
          .set({ content_id: id })
          .where("application_id", "=", row.application_id)
          .execute();
      }
      await untyped.schema.alterTable("job_application_cvs").dropColumn("bytes").execute();
      await untyped.schema
        .createIndex("job_application_cvs_content")
        .on("job_application_cvs")
        .column("content_id")
        .execute();
      if (pg)
        await sql`alter table job_application_cvs alter column content_id set not null`.execute(untyped);
    },
    async down(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<Tables>;
      await untyped.schema
        .alterTable("job_application_cvs")
        .addColumn("bytes", pg ? "bytea" : "blob")
        .execute();
      for (const row of await db
        .selectFrom("job_application_cvs")
        .select(["application_id", "content_id"])
        .execute()) {
        const content = await db
          .selectFrom("cv_contents")
          .select("bytes")
          .where("id", "=", row.content_id!)
          .executeTakeFirstOrThrow();
        await db
          .updateTable("job_application_cvs")
          .set({ bytes: content.bytes })
          .where("application_id", "=", row.application_id)
          .execute();
      }
      await untyped.schema.dropIndex("job_application_cvs_content").execute();
      await untyped.schema.alterTable("job_application_cvs").dropColumn("content_id").execute();
      await untyped.schema.dropTable("cv_contents").execute();
    },
  };
}
