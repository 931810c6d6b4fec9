// Gives the server tests a PostgreSQL server: TEST_DATABASE_URL when set (a role that may
// create databases), else a throwaway cluster from Debian's postgresql package, started
// here once and removed after the run. Each suite creates its own database in it (see
// databases.ts), so suites running in parallel never see each other's rows.

import type { TestProject } from "vitest/node";
import { startPostgres, type ThrowawayPostgres } from "../../scripts/postgres.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL server the tests may create databases on. */
    postgresUrl: string;
  }
}

let cluster: ThrowawayPostgres | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) {
    project.provide("postgresUrl", given);
    return async () => {};
  }
  cluster = await startPostgres({ label: "server-tests-pg" });
  project.provide("postgresUrl", cluster.url);
  return async () => {
    await cluster?.stop();
    cluster = undefined;
  };
}
