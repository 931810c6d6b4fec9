// What visitors send (contact messages, job applications), the outbox that delivers
// them by mail, and the secrets every instance sharing the database must agree on.

import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../schema.js";

export function formsAndOutboxMigration(engine: Engine): Migration {
  const pg = engine === "postgres";
  return {
    async up(db: Kysely<unknown>) {
      // Ids are random UUIDs made by the server: the 202 answer carries one without
      // revealing how many messages there are, and the Message-ID is derived from it.
      await db.schema
        .createTable("contact_messages")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("sender", "text", (column) => column.notNull())
        .addColumn("subject", "text", (column) => column.notNull())
        .addColumn("body", "text", (column) => column.notNull())
        .addColumn("received_at", "text", (column) => column.notNull())
        .execute();

      await db.schema
        .createTable("job_applications")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("name", "text", (column) => column.notNull())
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("phone", "text", (column) => column.notNull())
        .addColumn("linkedin", "text")
        .addColumn("highest_degree", "text", (column) => column.notNull())
        .addColumn("university", "text", (column) => column.notNull())
        .addColumn("graduation_year", "integer", (column) => column.notNull())
        .addColumn("skills", "text", (column) => column.notNull())
        .addColumn("certifications", "text")
        .addColumn("position", "text", (column) => column.notNull())
        .addColumn("location", "text", (column) => column.notNull())
        .addColumn("experience", "integer", (column) => column.notNull())
        .addColumn("message", "text")
        .addColumn("received_at", "text", (column) => column.notNull())
        .execute();

      await db.schema
        .createTable("outbox")
        .addColumn("id", "integer", (column) =>
          pg ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
        )
        .addColumn("kind", "text", (column) => column.notNull())
        // The contact_messages or job_applications row this mail delivers: one mail each.
        .addColumn("message_id", "text", (column) => column.notNull().unique())
        .addColumn("state", "text", (column) => column.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        // Times in milliseconds since the epoch: compared in SQL the same way in both engines.
        .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
        .addColumn("lease_until", "bigint")
        .addColumn("claim_token", "text")
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("sent_at", "text")
        .addCheckConstraint("outbox_kind", sql`kind in ('contact', 'application')`)
        .addCheckConstraint("outbox_state", sql`state in ('pending', 'sending', 'sent', 'dead')`)
        .execute();
      // The worker's question: which rows are due (pending and due, or sending with an expired lease)?
      await db.schema.createIndex("outbox_due").on("outbox").columns(["state", "next_attempt_at"]).execute();

      await db.schema
        .createTable("app_secrets")
        .addColumn("name", "text", (column) => column.primaryKey())
        .addColumn("value", "text", (column) => column.notNull())
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("app_secrets").execute();
      await db.schema.dropTable("outbox").execute();
      await db.schema.dropTable("job_applications").execute();
      await db.schema.dropTable("contact_messages").execute();
    },
  };
}
