// The tables as Kysely sees them. One definition for SQLite and PostgreSQL: the
// migrations choose each engine's column types so these TypeScript types hold for both.

import type { ColumnType, Generated, Kysely } from "kysely";

export interface EventsTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  /** `YYYY-MM-DD`: text in both engines, so it sorts and round-trips the same way. */
  date: string;
  /** 1 for the sample events a new database starts with, else 0 (no boolean in SQLite). */
  sample: ColumnType<number, number | undefined, number>;
  /** ISO 8601 UTC timestamp. */
  created_at: string;
}

export type ImageFormat = "webp" | "avif";

/** One rendition of an event's image. Bytes live here, so API instances keep no files. */
export interface EventImagesTable {
  event_id: number;
  format: ImageFormat;
  width: number;
  height: number;
  /** Hex SHA-256 prefix of `bytes`: the file name in the URL, and the ETag. */
  hash: string;
  bytes: Buffer;
}

/**
 * One row (id = 1) whose `version` goes up in the same transaction as every change to
 * the events: any process (server, CLI, another instance) can tell cheaply whether its
 * cached list is still current.
 */
export interface EventsVersionTable {
  id: number;
  version: number;
}

export interface Database {
  events: EventsTable;
  event_images: EventImagesTable;
  events_version: EventsVersionTable;
}

export type Db = Kysely<Database>;
export type Engine = "sqlite" | "postgres";
