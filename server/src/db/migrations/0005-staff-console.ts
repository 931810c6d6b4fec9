// What the staff console adds: WebAuthn challenges kept in the database (so a sign-in
// begun on one instance can end on another), and the inbox's "handled" mark on contact
// messages and job applications (when, and by whom).

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function staffConsoleMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("staff_challenges")
        // The challenge as the browser echoes it (base64url): used up by its first use.
        .addColumn("challenge", "text", (column) => column.primaryKey())
        // "sign-in", "enrol" or "passkey": a challenge answers only the ceremony it was made for.
        .addColumn("purpose", "text", (column) => column.notNull())
        // The account a registration is for; null for a sign-in (the passkey names the account).
        .addColumn("staff_id", "text")
        .addColumn("expires_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("staff_challenges_expiry")
        .on("staff_challenges")
        .column("expires_at")
        .execute();

      for (const table of ["contact_messages", "job_applications"]) {
        await db.schema.alterTable(table).addColumn("handled_at", "text").execute();
        await db.schema.alterTable(table).addColumn("handled_by", "text").execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["contact_messages", "job_applications"]) {
        await db.schema.alterTable(table).dropColumn("handled_by").execute();
        await db.schema.alterTable(table).dropColumn("handled_at").execute();
      }
      await db.schema.dropTable("staff_challenges").execute();
    },
  };
}
