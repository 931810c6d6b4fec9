// The pages the server rendered, and the documents it made (rendered_pages, rendered_files),
// kept in the database: a restart serves the last rendering at once, and an instance takes
// a rendering another one already made.

import type { EncodedFile, RenderedPage } from "@site/contracts";
import { sql } from "kysely";
import type { Db } from "../db/schema.js";

export interface StoredRendering {
  buildId: string;
  /** What it was rendered from (live-pages.ts's data keys). */
  dataKey: string;
  page: RenderedPage;
  /**
   * When a rendering of this data was first kept (ISO 8601): what the page shows changed
   * then. A rendering of the same data by a later build keeps the date. Set by the store.
   */
  changedAt?: string;
}

/** A document made from the content (a PDF), as kept. */
export interface StoredFile {
  buildId: string;
  dataKey: string;
  body: Buffer;
  contentReads: string[];
}

export interface RenderedStore {
  read(path: string): Promise<StoredRendering | undefined>;
  write(path: string, rendering: StoredRendering): Promise<void>;
  /** The kept page's StoredRendering.changedAt, without reading the page. */
  changedAt?(path: string): Promise<string | undefined>;
  readFile(path: string): Promise<StoredFile | undefined>;
  writeFile(path: string, file: StoredFile): Promise<void>;
  /**
   * The same store, writing in `trx`: a publish keeps its renderings in its own
   * transaction, so no instance ever sees the content without them. None for a store that
   * is not the database's.
   */
  within?(trx: Db): RenderedStore;
}

const encoded = (identity: Buffer | null, br: Buffer | null, gzip: Buffer | null): EncodedFile | undefined =>
  identity === null || br === null || gzip === null
    ? undefined
    : { identity: Buffer.from(identity), br: Buffer.from(br), gzip: Buffer.from(gzip) };

export function databaseRenderedStore(db: Db, now: () => Date = () => new Date()): RenderedStore {
  return {
    within: (trx) => databaseRenderedStore(trx, now),
    async read(path) {
      const row = await db
        .selectFrom("rendered_pages")
        .selectAll()
        .where("path", "=", path)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      const html = encoded(row.html, row.html_br, row.html_gz)!;
      const data = encoded(row.data, row.data_br, row.data_gz);
      return {
        buildId: row.build_id,
        dataKey: row.data_key,
        changedAt: row.rendered_at,
        page: {
          html,
          ...(data === undefined ? {} : { data }),
          scriptHashes: JSON.parse(row.script_hashes) as string[],
          ...(row.content_reads === null ? {} : { contentReads: JSON.parse(row.content_reads) as string[] }),
        },
      };
    },
    async write(path, { buildId, dataKey, page }) {
      const values = {
        build_id: buildId,
        data_key: dataKey,
        html: page.html.identity,
        html_br: page.html.br,
        html_gz: page.html.gzip,
        data: page.data?.identity ?? null,
        data_br: page.data?.br ?? null,
        data_gz: page.data?.gzip ?? null,
        script_hashes: JSON.stringify(page.scriptHashes),
        content_reads: page.contentReads === undefined ? null : JSON.stringify(page.contentReads),
        rendered_at: now().toISOString(),
      };
      await db
        .insertInto("rendered_pages")
        .values({ path, ...values })
        .onConflict((conflict) =>
          conflict.column("path").doUpdateSet({
            ...values,
            // The same data rendered again (by a new build): the page changed when it first showed it.
            rendered_at: sql<string>`case when rendered_pages.data_key = excluded.data_key then rendered_pages.rendered_at else excluded.rendered_at end`,
          }),
        )
        .execute();
    },
    async changedAt(path) {
      const row = await db
        .selectFrom("rendered_pages")
        .select("rendered_at")
        .where("path", "=", path)
        .executeTakeFirst();
      return row?.rendered_at;
    },
    async readFile(path) {
      const row = await db
        .selectFrom("rendered_files")
        .selectAll()
        .where("path", "=", path)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return {
        buildId: row.build_id,
        dataKey: row.data_key,
        body: Buffer.from(row.body),
        contentReads: JSON.parse(row.content_reads) as string[],
      };
    },
    async writeFile(path, { buildId, dataKey, body, contentReads }) {
      const values = {
        build_id: buildId,
        data_key: dataKey,
        content_reads: JSON.stringify(contentReads),
        body,
        rendered_at: now().toISOString(),
      };
      await db
        .insertInto("rendered_files")
        .values({ path, ...values })
        .onConflict((conflict) => conflict.column("path").doUpdateSet(values))
        .execute();
    },
  };
}
