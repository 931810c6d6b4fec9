// What the server and the staff CLI both do first: open the configured database, bring
// its schema up to date, and give a brand-new one its sample events.

import type { Config } from "../config.js";
import { seedSampleEvents } from "../events/samples.js";
import { openDatabase, type OpenedDatabase } from "./open.js";

export interface SetupLog {
  info(message: string): void;
  warn(message: string): void;
}

export async function setUpDatabase(
  config: Pick<Config, "dataDir" | "databaseUrl" | "sampleEvents">,
  log: SetupLog,
): Promise<OpenedDatabase> {
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
