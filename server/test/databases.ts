// A fresh, empty database per suite, on either engine: SQLite in a temporary DATA_DIR,
// or a new database on the PostgreSQL server of global-setup.ts. Real engines, no fakes.

import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { createDatabase, dropDatabase } from "../../scripts/postgres.mjs";
import type { Engine } from "../src/db/schema.js";

export const ENGINES: readonly Engine[] = ["sqlite", "postgres"];

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
