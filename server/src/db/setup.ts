// What the server and the staff CLI both do first: make DATA_DIR and the SQLite files
// private, open the configured database and bring its schema up to date. Whether it was
// new is in the result (`created`): the features that fill a new database look there.

import path from "node:path";
import type { Config } from "../config.js";
import { openDatabase, SQLITE_FILE_NAME, type OpenedDatabase } from "./open.js";
import { ensurePrivateDirectory, tightenIfPresent } from "./private-files.js";

export interface SetupLog {
  info(message: string): void;
  warn(message: string): void;
}

export async function setUpDatabase(
  config: Pick<Config, "dataDir" | "databaseUrl">,
  log: SetupLog,
): Promise<OpenedDatabase> {
  const tightened = (message: string) => log.warn(message);
  // Mail files live here even with PostgreSQL.
  ensurePrivateDirectory(config.dataDir, "DATA_DIR", tightened);
  if (!config.databaseUrl) {
    // A new database file is created private (open.ts); one left by an older version may not be.
    const file = path.join(config.dataDir, SQLITE_FILE_NAME);
    for (const suffix of ["", "-wal", "-shm"])
      tightenIfPresent(`${file}${suffix}`, "The database file", tightened);
  }

  const opened = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    onPoolError: (error) => log.warn(`PostgreSQL connection error: ${error.message}`),
  });
  if (opened.applied.length > 0) {
    log.info(`Database ${opened.location}: applied migrations ${opened.applied.join(", ")}`);
  }
  return opened;
}
