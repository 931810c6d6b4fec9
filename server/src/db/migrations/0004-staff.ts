// The staff who run the site from the staff console: their accounts, passkeys,
// one-time enrolment links and sessions, and the audit trail of every change they make.
// Secrets are stored only as SHA-256 hashes (enrolment tokens, session ids), so a copy
// of the database lets nobody in.

import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../schema.js";

export function staffMigration(engine: Engine): Migration {
  const pg = engine === "postgres";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("staff")
        .addColumn("id", "text", (column) => column.primaryKey())
        // Lower-cased: one account per address, however it is typed.
        .addColumn("email", "text", (column) => column.notNull().unique())
        .addColumn("name", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("last_sign_in_at", "text")
        .execute();

      await db.schema
        .createTable("staff_passkeys")
        // The credential id, base64url.
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("staff_id", "text", (column) =>
          column.notNull().references("staff.id").onDelete("cascade"),
        )
        .addColumn("public_key", "text", (column) => column.notNull())
        .addColumn("counter", "bigint", (column) => column.notNull().defaultTo(0))
        .addColumn("transports", "text")
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("last_used_at", "text")
        .execute();
      await db.schema.createIndex("staff_passkeys_staff").on("staff_passkeys").column("staff_id").execute();

      await db.schema
        .createTable("staff_enrolments")
        .addColumn("token_hash", "text", (column) => column.primaryKey())
        .addColumn("staff_id", "text", (column) =>
          column.notNull().references("staff.id").onDelete("cascade"),
        )
        // Epoch milliseconds, compared in SQL the same way in both engines.
        .addColumn("expires_at", "bigint", (column) => column.notNull())
        .addColumn("used_at", "text")
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();

      await db.schema
        .createTable("staff_sessions")
        .addColumn("id_hash", "text", (column) => column.primaryKey())
        .addColumn("staff_id", "text", (column) =>
          column.notNull().references("staff.id").onDelete("cascade"),
        )
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("last_seen_at", "bigint", (column) => column.notNull())
        .addColumn("address", "text")
        .execute();
      await db.schema.createIndex("staff_sessions_staff").on("staff_sessions").column("staff_id").execute();

      await db.schema
        .createTable("audit_log")
        .addColumn("id", "integer", (column) =>
          pg ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
        )
        // ISO 8601 UTC: sorts as text, and entries older than a year are deleted by it.
        .addColumn("at", "text", (column) => column.notNull())
        // Who: a staff member's e-mail address, or `shell:{user}` for a staff command.
        .addColumn("actor", "text", (column) => column.notNull())
        .addColumn("action", "text", (column) => column.notNull())
        .addColumn("subject", "text", (column) => column.notNull())
        // From where: the client address of a console request; null from the shell.
        .addColumn("address", "text")
        .addColumn("details", "text")
        .addCheckConstraint("audit_log_action", sql`action <> ''`)
        .execute();
      await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["audit_log", "staff_sessions", "staff_enrolments", "staff_passkeys", "staff"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
