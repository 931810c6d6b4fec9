// The job opening an application is for: its id and its title as they were when the
// applicant applied, kept with the application (and deleted with it), so HR reads what
// the applicant chose even after the opening is renamed, closed or removed. Both null for
// an open application, as every application stored before is.

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

const INDEX = "job_applications_opening_id";

export function applicationOpeningsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("job_applications").addColumn("opening_id", "text").execute();
      await db.schema.alterTable("job_applications").addColumn("opening_title", "text").execute();
      // The inbox filters HR's applications by opening.
      await db.schema.createIndex(INDEX).on("job_applications").column("opening_id").execute();
    },
    async down(db: Kysely<unknown>) {
      // The index first: SQLite drops no column an index still uses.
      await db.schema.dropIndex(INDEX).execute();
      await db.schema.alterTable("job_applications").dropColumn("opening_title").execute();
      await db.schema.alterTable("job_applications").dropColumn("opening_id").execute();
    },
  };
}
