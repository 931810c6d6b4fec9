// Invitations by mail: the outbox takes a third kind, `invitation`, whose message is a row
// of staff_invitation_mails holding the enrolment link's token sealed until its delivery
// ends (docs/decisions/0015-invitation-mail-sealed-link.md).
//
// SQLite cannot change a table's CHECK constraint, so there the outbox is copied into a
// new table with the wider one (ids kept, and with them the AUTOINCREMENT counter) and
// renamed; PostgreSQL replaces the constraint in place.

import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../schema.js";

const OUTBOX_COLUMNS = sql.raw(
  "id, kind, message_id, state, attempts, next_attempt_at, lease_until, claim_token, last_error, created_at, sent_at, requeued_at",
);

/** Gives the outbox's kind the values `kinds` (literals of this file only). */
async function outboxKinds(db: Kysely<unknown>, engine: Engine, kinds: readonly string[]): Promise<void> {
  const allowed = sql.raw(`kind in (${kinds.map((kind) => `'${kind}'`).join(", ")})`);
  if (engine === "postgres") {
    await sql`alter table outbox drop constraint outbox_kind`.execute(db);
    await sql`alter table outbox add constraint outbox_kind check (${allowed})`.execute(db);
    return;
  }
  await db.schema
    .createTable("outbox_widened")
    .addColumn("id", "integer", (column) => column.primaryKey().autoIncrement())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("message_id", "text", (column) => column.notNull().unique())
    .addColumn("state", "text", (column) => column.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
    .addColumn("lease_until", "bigint")
    .addColumn("claim_token", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("sent_at", "text")
    .addColumn("requeued_at", "text")
    .addCheckConstraint("outbox_kind", sql`${allowed}`)
    .addCheckConstraint("outbox_state", sql`state in ('pending', 'sending', 'sent', 'dead')`)
    .execute();
  await sql`insert into outbox_widened (${OUTBOX_COLUMNS}) select ${OUTBOX_COLUMNS} from outbox`.execute(db);
  await db.schema.dropTable("outbox").execute();
  await sql`alter table outbox_widened rename to outbox`.execute(db);
  await db.schema.createIndex("outbox_due").on("outbox").columns(["state", "next_attempt_at"]).execute();
}

export function staffInvitationMailsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await outboxKinds(db, engine, ["contact", "application", "invitation"]);
      await db.schema
        .createTable("staff_invitation_mails")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("staff_id", "text", (column) =>
          column.notNull().references("staff.id").onDelete("cascade"),
        )
        // Not a foreign key: a link replaced or revoked is deleted, and its mail's record stays.
        .addColumn("token_hash", "text", (column) => column.notNull())
        .addColumn("sealed_token", "text")
        .addColumn("purpose", "text", (column) => column.notNull())
        .addColumn("invited_by", "text", (column) => column.references("staff.id").onDelete("set null"))
        .addColumn("expires_at", "bigint", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addCheckConstraint("staff_invitation_mails_purpose", sql`purpose in ('invite', 'add-device')`)
        .execute();
      await db.schema
        .createIndex("staff_invitation_mails_staff")
        .on("staff_invitation_mails")
        .column("staff_id")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("staff_invitation_mails").execute();
      await sql`delete from outbox where kind = 'invitation'`.execute(db);
      await outboxKinds(db, engine, ["contact", "application"]);
    },
  };
}
