// The stored counts: a flush adds a batch to them (`views = views + ?`, so the batches of
// several instances, and of one instance's flushes, add up), the console's overview reads
// their sums over days, and the daily housekeeping deletes those past their period.

import type { Db } from "../db/schema.js";
import type { TallyBatch } from "./tally.js";

// Rows per statement: four or five values each, far below either engine's parameter limit.
const ROWS_PER_STATEMENT = 200;

const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / ROWS_PER_STATEMENT) }, (_, index) =>
    rows.slice(index * ROWS_PER_STATEMENT, (index + 1) * ROWS_PER_STATEMENT),
  );

/** Adds `batch` to the stored counts, in one transaction: all of it or none. */
export async function addVisitCounts(db: Db, batch: TallyBatch): Promise<void> {
  if (batch.pages.length === 0 && batch.sources.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const rows of chunks(batch.pages))
      await trx
        .insertInto("visit_page_views")
        .values(rows.map(({ day, path, views, visits }) => ({ day, path, views, visits })))
        .onConflict((conflict) =>
          conflict.columns(["day", "path"]).doUpdateSet((eb) => ({
            views: eb("visit_page_views.views", "+", eb.ref("excluded.views")),
            visits: eb("visit_page_views.visits", "+", eb.ref("excluded.visits")),
          })),
        )
        .execute();
    for (const rows of chunks(batch.sources))
      await trx
        .insertInto("visit_sources")
        .values(rows.map(({ day, source, campaign, visits }) => ({ day, source, campaign, visits })))
        .onConflict((conflict) =>
          conflict.columns(["day", "source", "campaign"]).doUpdateSet((eb) => ({
            visits: eb("visit_sources.visits", "+", eb.ref("excluded.visits")),
          })),
        )
        .execute();
  });
}

export interface PageTotal {
  path: string;
  views: number;
  visits: number;
}

export interface SourceTotal {
  source: string;
  campaign: string | null;
  visits: number;
}

/** How many rows of each list the overview reads: the most viewed pages, the largest sources. */
export const OVERVIEW_ROWS_MAX = 50;

// PostgreSQL sums integers as bigint, which pg returns as text.
const count = (value: unknown) => Number(value ?? 0);

/** The counts of the days `from` to `to` (`YYYY-MM-DD`, both included): totals, pages and sources. */
export async function visitTotals(db: Db, from: string, to: string) {
  const [totals, pages, sources] = await Promise.all([
    db
      .selectFrom("visit_page_views")
      .select((eb) => [eb.fn.sum<string>("views").as("views"), eb.fn.sum<string>("visits").as("visits")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .executeTakeFirst(),
    db
      .selectFrom("visit_page_views")
      .select((eb) => [
        "path",
        eb.fn.sum<string>("views").as("views"),
        eb.fn.sum<string>("visits").as("visits"),
      ])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("path")
      .orderBy("views", "desc")
      .orderBy("path")
      .limit(OVERVIEW_ROWS_MAX)
      .execute(),
    db
      .selectFrom("visit_sources")
      .select((eb) => ["source", "campaign", eb.fn.sum<string>("visits").as("visits")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy(["source", "campaign"])
      .orderBy("visits", "desc")
      .orderBy("source")
      .orderBy("campaign")
      .limit(OVERVIEW_ROWS_MAX)
      .execute(),
  ]);
  return {
    views: count(totals?.views),
    visits: count(totals?.visits),
    pages: pages.map((row): PageTotal => ({
      path: row.path,
      views: count(row.views),
      visits: count(row.visits),
    })),
    sources: sources.map((row): SourceTotal => ({
      source: row.source,
      campaign: row.campaign === "" ? null : row.campaign,
      visits: count(row.visits),
    })),
  };
}

/** Deletes the counts of the days before `day` (`YYYY-MM-DD`); returns how many rows went. */
export async function deleteVisitCountsBefore(db: Db, day: string): Promise<number> {
  const [pages, sources] = await Promise.all([
    db.deleteFrom("visit_page_views").where("day", "<", day).executeTakeFirst(),
    db.deleteFrom("visit_sources").where("day", "<", day).executeTakeFirst(),
  ]);
  return Number(pages.numDeletedRows) + Number(sources.numDeletedRows);
}
