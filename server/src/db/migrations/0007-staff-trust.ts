// The trust model of the staff console, and the addresses a privacy request finds:
//
// - Members get roles by job (admins: the team and the audit trail; HR; marketing), and
//   every existing member becomes an admin, who can then give themselves the others.
// - An account carries a generation, bumped when its access is revoked: a sign-in or a
//   passkey added while the revocation runs checks it in the same transaction.
// - Passkeys get a device name and an opaque reference: the credential id stays out of
//   the console's paths and the audit trail. A session remembers its passkey, so
//   removing a lost device ends what was begun with it.
// - Enrolment links and accounts remember who made them, so revoking a member ends the
//   links they made.
// - The audit trail names members by their pseudonymous id (`staff:{id}`), never by
//   address, so erasing an account never rewrites it; and no UPDATE can change an entry.
// - Every stored address gets a case-folded copy (addressKey), indexed, which export and
//   erasure match on: SQLite's lower() folds ASCII only.

import { addressKey } from "@site/contracts";
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../schema.js";

// What this migration reads and writes, as it finds the tables (not the current schema).
interface Tables {
  staff: {
    id: string;
    email: string;
    created_at: string;
    last_sign_in_at: string | null;
    email_key: string | null;
    roles: string;
    enrolled_at: string | null;
  };
  staff_passkeys: {
    id: string;
    staff_id: string;
    created_at: string;
    ref: string | null;
    name: string | null;
  };
  contact_messages: { id: string; sender: string; sender_key: string | null; handled_by: string | null };
  job_applications: { id: string; email: string; email_key: string | null; handled_by: string | null };
  audit_log: { id: number; actor: string; subject: string; details: string | null };
}

const BATCH = 500;

/** Sets the case-folded copy of every address of `table`, a batch at a time. */
async function foldAddresses(
  db: Kysely<Tables>,
  table: "contact_messages" | "job_applications",
  from: "sender" | "email",
  to: "sender_key" | "email_key",
) {
  for (;;) {
    const rows = (await db
      .selectFrom(table)
      .select(["id", `${from} as address`] as never)
      .where(to, "is", null)
      .limit(BATCH)
      .execute()) as unknown as { id: string; address: string }[];
    if (rows.length === 0) return;
    for (const row of rows) {
      await db
        .updateTable(table)
        .set({ [to]: addressKey(row.address) } as never)
        .where("id", "=", row.id)
        .execute();
    }
  }
}

export function staffTrustMigration(engine: Engine): Migration {
  const pg = engine === "postgres";
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<Tables>;

      await untyped.schema.alterTable("staff").addColumn("email_key", "text").execute();
      // Comma-separated, in STAFF_ROLES order.
      await untyped.schema
        .alterTable("staff")
        .addColumn("roles", "text", (column) => column.notNull().defaultTo(""))
        .execute();
      await untyped.schema
        .alterTable("staff")
        .addColumn("generation", "integer", (column) => column.notNull().defaultTo(0))
        .execute();
      // When the account first had a passkey: a console invitation may make a new link only before.
      await untyped.schema.alterTable("staff").addColumn("enrolled_at", "text").execute();
      // The member who invited it from the console; null from the shell.
      await untyped.schema.alterTable("staff").addColumn("created_by", "text").execute();
      const passkeyCounts = await db.selectFrom("staff_passkeys").select(["staff_id"]).execute();
      const enrolled = new Set(passkeyCounts.map((row) => row.staff_id));
      for (const account of await db
        .selectFrom("staff")
        .select(["id", "email", "created_at", "last_sign_in_at"])
        .execute()) {
        const wasEnrolled = enrolled.has(account.id) || account.last_sign_in_at !== null;
        await db
          .updateTable("staff")
          .set({
            email_key: addressKey(account.email),
            roles: "admin",
            enrolled_at: wasEnrolled ? (account.last_sign_in_at ?? account.created_at) : null,
          })
          .where("id", "=", account.id)
          .execute();
      }
      await untyped.schema
        .createIndex("staff_email_folded")
        .on("staff")
        .column("email_key")
        .unique()
        .execute();

      await untyped.schema.alterTable("staff_passkeys").addColumn("ref", "text").execute();
      await untyped.schema.alterTable("staff_passkeys").addColumn("name", "text").execute();
      const passkeys = await db
        .selectFrom("staff_passkeys")
        .select(["id", "staff_id", "created_at"])
        .orderBy("created_at")
        .execute();
      const numbers = new Map<string, number>();
      for (const passkey of passkeys) {
        const number = (numbers.get(passkey.staff_id) ?? 0) + 1;
        numbers.set(passkey.staff_id, number);
        await db
          .updateTable("staff_passkeys")
          .set({ ref: randomUUID(), name: `Passkey ${number}` })
          .where("id", "=", passkey.id)
          .execute();
      }
      await untyped.schema
        .createIndex("staff_passkeys_ref")
        .on("staff_passkeys")
        .column("ref")
        .unique()
        .execute();

      await untyped.schema.alterTable("staff_enrolments").addColumn("created_by", "text").execute();
      await untyped.schema
        .createIndex("staff_enrolments_created_by")
        .on("staff_enrolments")
        .column("created_by")
        .execute();
      await untyped.schema.alterTable("staff_sessions").addColumn("passkey_ref", "text").execute();

      await untyped.schema.alterTable("contact_messages").addColumn("sender_key", "text").execute();
      await untyped.schema.alterTable("job_applications").addColumn("email_key", "text").execute();
      await foldAddresses(db, "contact_messages", "sender", "sender_key");
      await foldAddresses(db, "job_applications", "email", "email_key");
      await untyped.schema
        .createIndex("contact_messages_sender_folded")
        .on("contact_messages")
        .column("sender_key")
        .execute();
      await untyped.schema
        .createIndex("job_applications_email_folded")
        .on("job_applications")
        .column("email_key")
        .execute();

      // Marks and entries that named a member by address name them by id from now on.
      const accounts = await db.selectFrom("staff").select(["id", "email"]).execute();
      for (const { id, email } of accounts) {
        const member = `staff:${id}`;
        for (const table of ["contact_messages", "job_applications"] as const) {
          await db.updateTable(table).set({ handled_by: member }).where("handled_by", "=", email).execute();
        }
        await db.updateTable("audit_log").set({ actor: member }).where("actor", "=", email).execute();
        await db.updateTable("audit_log").set({ subject: member }).where("subject", "=", email).execute();
      }
      // Details that held a name or a credential id lose them: the trail keeps neither.
      const detailed = await db
        .selectFrom("audit_log")
        .select(["id", "details"])
        .where("details", "is not", null)
        .execute();
      for (const row of detailed) {
        const details = JSON.parse(row.details!) as Record<string, unknown>;
        if (!("passkey" in details) && !("name" in details)) continue;
        delete details.passkey;
        delete details.name;
        await db
          .updateTable("audit_log")
          .set({ details: Object.keys(details).length === 0 ? null : JSON.stringify(details) })
          .where("id", "=", row.id)
          .execute();
      }
      await untyped.schema.createIndex("audit_log_actor").on("audit_log").columns(["actor", "id"]).execute();
      await untyped.schema
        .createIndex("audit_log_action")
        .on("audit_log")
        .columns(["action", "id"])
        .execute();
      await untyped.schema
        .createIndex("audit_log_subject")
        .on("audit_log")
        .columns(["subject", "id"])
        .execute();

      // Append-only: an entry is written once and deleted only when past its period.
      if (pg) {
        await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
          begin raise exception 'the audit trail is append-only'; end $$`.execute(untyped);
        await sql`create trigger audit_log_append_only before update on audit_log
          for each row execute function audit_log_append_only()`.execute(untyped);
      } else {
        await sql`create trigger audit_log_append_only before update on audit_log
          begin select raise(abort, 'the audit trail is append-only'); end`.execute(untyped);
      }
    },
    async down(untyped: Kysely<unknown>) {
      await sql`drop trigger audit_log_append_only${pg ? sql` on audit_log` : sql``}`.execute(untyped);
      if (pg) await sql`drop function audit_log_append_only()`.execute(untyped);
      for (const index of [
        "audit_log_subject",
        "audit_log_action",
        "audit_log_actor",
        "job_applications_email_folded",
        "contact_messages_sender_folded",
        "staff_enrolments_created_by",
        "staff_passkeys_ref",
        "staff_email_folded",
      ]) {
        await untyped.schema.dropIndex(index).execute();
      }
      await untyped.schema.alterTable("job_applications").dropColumn("email_key").execute();
      await untyped.schema.alterTable("contact_messages").dropColumn("sender_key").execute();
      await untyped.schema.alterTable("staff_sessions").dropColumn("passkey_ref").execute();
      await untyped.schema.alterTable("staff_enrolments").dropColumn("created_by").execute();
      for (const column of ["name", "ref"])
        await untyped.schema.alterTable("staff_passkeys").dropColumn(column).execute();
      for (const column of ["created_by", "enrolled_at", "generation", "roles", "email_key"])
        await untyped.schema.alterTable("staff").dropColumn(column).execute();
    },
  };
}
