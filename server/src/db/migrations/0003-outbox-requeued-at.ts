// When staff last requeued a dead mail (`npm run outbox -- retry`): the 72 hours of
// retrying start again from then, not from when the visitor sent the message.

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function outboxRequeuedAtMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("outbox").addColumn("requeued_at", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("outbox").dropColumn("requeued_at").execute();
    },
  };
}
