// Opens the database the configuration names and brings its schema up to date.
//
// SQLite (better-sqlite3) in DATA_DIR by default: WAL, so readers (the server) never wait
// for a writer (the staff CLI), foreign keys on, deleted bytes overwritten (secure_delete),
// and a busy timeout for two writers.
// PostgreSQL (pg) when DATABASE_URL is set. The same Kysely queries run on both.

import { mkdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { FIRST_MIGRATION, migrationProvider } from "./migrations/index.js";
import { createPrivateFile, PRIVATE_DIRECTORY_MODE } from "./private-files.js";
import type { Database, Db, Engine } from "./schema.js";

/** The SQLite file inside DATA_DIR. */
export const SQLITE_FILE_NAME = "site.db";

// A writer waits this long for another process's write to finish before failing.
const SQLITE_BUSY_TIMEOUT_MS = 5_000;
const SQLITE_MIGRATION_RETRIES = 5;
const POSTGRES_POOL_SIZE = 10;
const POSTGRES_CONNECT_TIMEOUT_MS = 10_000;

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where errors of PostgreSQL connections, idle or in use, are reported (a dropped server, say). */
  onPoolError?: (error: Error) => void;
}

export interface OpenedDatabase {
  db: Db;
  engine: Engine;
  /** Migrations applied by this call, in order (empty when the schema was current). */
  applied: string[];
  /** True when this call created the schema: the database was new. */
  created: boolean;
  /** Where the data is, for messages: the SQLite file, or the PostgreSQL URL without password. */
  location: string;
}

export class DatabaseError extends Error {
  override name = "DatabaseError";
}

function sqliteDialect(file: string) {
  // Visitors' personal data and the signing key: readable by the server's user only.
  mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  createPrivateFile(file);
  const database = new SqliteDatabase(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  database.pragma("journal_mode = WAL");
  // WAL makes NORMAL safe against corruption; a power cut may lose the last commits only.
  database.pragma("synchronous = NORMAL");
  database.pragma("foreign_keys = ON");
  // A deleted row's bytes are overwritten with zeros, not left in a free page or in the
  // free space of a page until something else is written there: erasure means gone
  // (db/forget-deleted.ts then clears the WAL, which still holds the earlier pages).
  database.pragma("secure_delete = ON");
  return new SqliteDialect({ database });
}

function postgresDialect(url: string, onPoolError?: (error: Error) => void) {
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_POOL_SIZE,
    // pg waits forever by default; an unreachable server should fail the start (or a
    // request) with a message instead.
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
  });
  // pg emits 'error' on a client whose connection dies (a server restart, a terminated
  // backend), and an 'error' event nobody hears ends the process. The pool listens only
  // while a client is idle: while a request has it checked out, nothing would. So every
  // client gets a listener for its whole life. The query in flight fails by itself (its
  // request answers 503), and the pool drops the dead client when it is released and
  // connects a new one for the next request.
  pool.on("connect", (client) => client.on("error", (error) => onPoolError?.(error)));
  // An idle client's error reaches the pool too (which then drops the client); the
  // listener above has reported it already, but without one here the pool's own 'error'
  // event would end the process.
  pool.on("error", () => {});
  return new PostgresDialect({ pool });
}

/** The URL with its password replaced by `***`, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(an unreadable URL)";
  }
}

// The engine of every database openDatabase opened: code handed only `db` (erasure, say)
// may need to know, and Kysely keeps its dialect to itself.
const engines = new WeakMap<Db, Engine>();

/** The engine of a `db` that openDatabase opened; undefined for anything else (a transaction). */
export const engineOf = (db: Db): Engine | undefined => engines.get(db);

/** Opens the database and runs every pending migration. Closes it again on failure. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenedDatabase> {
  const engine: Engine = options.databaseUrl ? "postgres" : "sqlite";
  const location =
    engine === "postgres" ? redactUrl(options.databaseUrl!) : path.join(options.dataDir, SQLITE_FILE_NAME);

  let db: Db;
  try {
    db = new Kysely<Database>({
      dialect:
        engine === "postgres"
          ? postgresDialect(options.databaseUrl!, options.onPoolError)
          : sqliteDialect(location),
    });
  } catch (error) {
    throw new DatabaseError(`Cannot open the database ${location}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  engines.set(db, engine);

  try {
    const migrator = new Migrator({ db, provider: migrationProvider(engine) });
    let { error, results = [] } = await migrator.migrateToLatest();
    // Kysely takes no lock across processes on SQLite: when two processes (the server and
    // a staff command, say) migrate a new file at once, one of them fails inside its
    // transaction, which rolls back. Once the other has committed, trying again finds
    // the schema current.
    for (let retry = 1; error && engine === "sqlite" && retry <= SQLITE_MIGRATION_RETRIES; retry += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100 * retry + Math.random() * 100));
      ({ error, results = [] } = await migrator.migrateToLatest());
    }
    if (error) {
      const failed = results.find((result) => result.status === "Error")?.migrationName;
      const detail = error instanceof Error ? error.message : String(error);
      throw new DatabaseError(
        `Cannot migrate the database ${location}${failed ? ` (migration ${failed})` : ""}: ${detail}`,
        { cause: error },
      );
    }
    const applied = results
      .filter((result) => result.status === "Success")
      .map((result) => result.migrationName);
    return { db, engine, applied, created: applied.includes(FIRST_MIGRATION), location };
  } catch (error) {
    await db.destroy().catch(() => {});
    if (error instanceof DatabaseError) throw error;
    throw new DatabaseError(`Cannot use the database ${location}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
