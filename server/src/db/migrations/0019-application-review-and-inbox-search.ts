// Two things HR and marketing asked of the inbox:
//
// - An application's review: where HR has got with it (`status`, every application
//   `new` until someone moves it), a short internal `note`, and when either last changed
//   (`reviewed_at`, which also lets the server refuse a change made over a colleague's).
//   They are part of the application: exported, erased and purged with it. Who changed
//   them is the audit trail's to say, not a column's.
// - Searching the whole text of messages and applications, indexed on both engines
//   (db/inbox-search.ts says how, and why its text never changes).

import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import {
  INBOX_SEARCH_ROWS,
  INBOX_SEARCH_TABLE,
  loweredTextSql,
  SEARCHED_COLUMNS,
  searchedTextSql,
  type SearchedTable,
} from "../inbox-search.js";
import type { Engine } from "../schema.js";

const TABLES = Object.keys(SEARCHED_COLUMNS) as SearchedTable[];
const pgIndex = (table: SearchedTable) => `${table}_search`;
const trigger = (table: SearchedTable, event: "insert" | "update" | "delete") => `${table}_search_${event}`;

/** SQLite: the statements that index row `row` (`new.` in a trigger) of `table`. */
const sqliteIndexRow = (table: SearchedTable, row: string) => `
  insert into ${INBOX_SEARCH_ROWS} (message_id) values (${row}id);
  insert into ${INBOX_SEARCH_TABLE} (rowid, text)
    values ((select rowid from ${INBOX_SEARCH_ROWS} where message_id = ${row}id), ${searchedTextSql(table, row)});`;

/** SQLite: the statements that forget message `old.id`. */
const sqliteForgetRow = () => `
  delete from ${INBOX_SEARCH_TABLE} where rowid = (select rowid from ${INBOX_SEARCH_ROWS} where message_id = old.id);
  delete from ${INBOX_SEARCH_ROWS} where message_id = old.id;`;

export function applicationReviewMigration(engine: Engine): Migration {
  const pg = engine === "postgres";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("job_applications")
        .addColumn("status", "text", (column) => column.notNull().defaultTo("new"))
        .execute();
      await db.schema
        .alterTable("job_applications")
        .addColumn("note", "text", (column) => column.notNull().defaultTo(""))
        .execute();
      await db.schema.alterTable("job_applications").addColumn("reviewed_at", "text").execute();
      // HR's inbox filters by status.
      await db.schema
        .createIndex("job_applications_status")
        .on("job_applications")
        .column("status")
        .execute();

      if (pg) {
        // A trusted extension since PostgreSQL 13: the database's owner may create it.
        await sql`create extension if not exists pg_trgm`.execute(db);
        for (const table of TABLES)
          await sql
            .raw(
              `create index ${pgIndex(table)} on ${table} using gin ((${loweredTextSql(table)}) gin_trgm_ops)`,
            )
            .execute(db);
        return;
      }
      await sql
        .raw(`create table ${INBOX_SEARCH_ROWS} (rowid integer primary key, message_id text not null unique)`)
        .execute(db);
      await sql
        .raw(
          `create virtual table ${INBOX_SEARCH_TABLE} using fts5(text, tokenize = 'trigram', content = '', contentless_delete = 1)`,
        )
        .execute(db);
      // A deleted row's entries leave the index at once, not at the next merge.
      await sql
        .raw(`insert into ${INBOX_SEARCH_TABLE} (${INBOX_SEARCH_TABLE}, rank) values ('secure-delete', 1)`)
        .execute(db);
      for (const table of TABLES) {
        const columns = SEARCHED_COLUMNS[table].join(", ");
        await sql
          .raw(
            `create trigger ${trigger(table, "insert")} after insert on ${table} begin ${sqliteIndexRow(table, "new.")} end`,
          )
          .execute(db);
        // Nothing edits what a visitor sent today; should anything ever, the index follows.
        await sql
          .raw(
            `create trigger ${trigger(table, "update")} after update of ${columns} on ${table} begin ${sqliteForgetRow()} ${sqliteIndexRow(table, "new.")} end`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger ${trigger(table, "delete")} after delete on ${table} begin ${sqliteForgetRow()} end`,
          )
          .execute(db);
        // What is there already, oldest first.
        await sql
          .raw(`insert into ${INBOX_SEARCH_ROWS} (message_id) select id from ${table} order by received_at`)
          .execute(db);
        await sql
          .raw(
            `insert into ${INBOX_SEARCH_TABLE} (rowid, text) select r.rowid, ${searchedTextSql(table, "m.")} from ${table} m join ${INBOX_SEARCH_ROWS} r on r.message_id = m.id`,
          )
          .execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (pg) {
        for (const table of TABLES) await sql.raw(`drop index ${pgIndex(table)}`).execute(db);
      } else {
        for (const table of TABLES)
          for (const event of ["insert", "update", "delete"] as const)
            await sql.raw(`drop trigger ${trigger(table, event)}`).execute(db);
        await sql.raw(`drop table ${INBOX_SEARCH_TABLE}`).execute(db);
        await sql.raw(`drop table ${INBOX_SEARCH_ROWS}`).execute(db);
      }
      await db.schema.dropIndex("job_applications_status").execute();
      for (const column of ["reviewed_at", "note", "status"])
        await db.schema.alterTable("job_applications").dropColumn(column).execute();
    },
  };
}
