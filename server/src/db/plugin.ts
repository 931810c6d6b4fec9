// The `database` plugin: opens the database (SQLite in DATA_DIR, or PostgreSQL with
// DATABASE_URL), migrates it, and decorates the app with `db` (and whether this start
// created it). Closed when the app closes, after in-flight requests finish.

import type { FastifyPluginAsync } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Config } from "../config.js";
import type { Db, Engine } from "./schema.js";
import { setUpDatabase } from "./setup.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The Kysely instance over the configured database. */
    db: Db;
    /** Which engine `db` talks to. */
    dbEngine: Engine;
    /** True when this start created the schema: the database is new (and empty). */
    dbCreated: boolean;
  }
}

export interface DatabasePluginOptions {
  config: Pick<Config, "dataDir" | "databaseUrl">;
}

const database: FastifyPluginAsync<DatabasePluginOptions> = async (app, { config }) => {
  const opened = await setUpDatabase(config, {
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
  });
  app.decorate("db", opened.db);
  app.decorate("dbEngine", opened.engine);
  app.decorate("dbCreated", opened.created);
  app.addHook("onClose", async () => {
    await opened.db.destroy();
  });
};

export default fastifyPlugin(database, { name: "database", fastify: "5.x" });
