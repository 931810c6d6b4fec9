// A fresh, empty database per suite, on either engine: SQLite in a temporary DATA_DIR,
// or a new database on the PostgreSQL server of global-setup.ts. Real engines, no fakes.

import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Kysely } from "kysely";
import { afterAll, beforeAll, inject } from "vitest";
import { createDatabase, dropDatabase } from "../../scripts/postgres.mjs";
import { openDatabase, type OpenedDatabase } from "../src/db/open.js";
import type { Db, Engine } from "../src/db/schema.js";

export { ENGINES } from "./test-scope.js";

export interface TestDatabase {
  engine: Engine;
  /** DATA_DIR (always a fresh temporary directory) and, for PostgreSQL, DATABASE_URL. */
  env: Record<string, string>;
  dataDir: string;
  remove(): Promise<void>;
}

export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `events-${engine}-`));
  if (engine === "sqlite") {
    return {
      engine,
      env: { DATA_DIR: dataDir },
      dataDir,
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = inject("postgresUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const url = await createDatabase(adminUrl, name);
  return {
    engine,
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    dataDir,
    remove: async () => {
      await dropDatabase(adminUrl, name);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The database without running the migrations (openDatabase runs them all): to take it
 * back to an earlier version and fill it as that version would have.
 */
export async function openWithoutMigrating(database: TestDatabase): Promise<Kysely<unknown>> {
  const { default: SqliteDatabase } = await import("better-sqlite3");
  const { PostgresDialect, SqliteDialect } = await import("kysely");
  const pg = (await import("pg")).default;
  return new Kysely({
    dialect:
      database.engine === "postgres"
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: database.env.DATABASE_URL, max: 1 }) })
        : new SqliteDialect({ database: new SqliteDatabase(path.join(database.dataDir, "site.db")) }),
  });
}

/** A suite's database, created and opened before its tests and removed after them. */
export interface SuiteDatabase {
  /** DATA_DIR and, for PostgreSQL, DATABASE_URL: the environment of the server or a CLI. */
  readonly env: Record<string, string>;
  readonly opened: OpenedDatabase;
  readonly db: Db;
}

/**
 * A fresh database for the tests of the enclosing describe, opened (and migrated) in
 * beforeAll; `beforeOpen` runs first, e.g. to let a staff command create it.
 */
export function databaseForSuite(
  engine: Engine,
  beforeOpen?: (env: Record<string, string>) => Promise<void>,
): SuiteDatabase {
  let database: TestDatabase | undefined;
  let opened: OpenedDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await beforeOpen?.(database.env);
    opened = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.env.DATABASE_URL });
  });
  afterAll(async () => {
    await opened?.db.destroy();
    await database?.remove();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the suite's database is opened in beforeAll");
    return value;
  };
  return {
    get env() {
      return ready(database).env;
    },
    get opened() {
      return ready(opened);
    },
    get db() {
      return ready(opened).db;
    },
  };
}
