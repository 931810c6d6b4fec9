// What the server and the staff CLI both do first: make DATA_DIR and the SQLite files
// private, open the configured database, bring its schema up to date, and give a
// brand-new one its sample events.

import path from "node:path";
import type { Config } from "../config.js";
import { seedSampleEvents } from "../events/samples.js";
import { openDatabase, SQLITE_FILE_NAME, type OpenedDatabase } from "./open.js";
import { ensurePrivateDirectory, tightenIfPresent } from "./private-files.js";

export interface SetupLog {
  info(message: string): void;
  warn(message: string): void;
}

export async function setUpDatabase(
  config: Pick<Config, "dataDir" | "databaseUrl" | "sampleEvents">,
  log: SetupLog,
): Promise<OpenedDatabase> {
  const tightened = (message: string) => log.warn(message);
  // Mail files live here even with PostgreSQL.
  ensurePrivateDirectory(config.dataDir, "DATA_DIR", tightened);
  if (!config.databaseUrl) {
    // A new database file is created private (open.ts); one left by an older version may not be.
    const file = path.join(config.dataDir, SQLITE_FILE_NAME);
    for (const suffix of ["", "-wal", "-shm"]) tightenIfPresent(`${file}${suffix}`, "The database file", tightened);
  }

  const opened = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    onPoolError: (error) => log.warn(`PostgreSQL connection error: ${error.message}`),
  });
  if (opened.applied.length > 0) {
    log.info(`Database ${opened.location}: applied migrations ${opened.applied.join(", ")}`);
  }
  if (opened.created && config.sampleEvents) {
    try {
      const count = await seedSampleEvents(opened.db);
      log.info(`New database: added ${count} sample events (remove them with \`npm run events -- remove-samples\`)`);
    } catch (error) {
      // The gallery works without them; a broken image library should not stop the site.
      log.warn(`Could not add the sample events: ${(error as Error).message}`);
    }
  }
  return opened;
}
