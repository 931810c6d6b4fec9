import { configDefaults, defineConfig } from "vitest/config";
import { sourceConditions } from "../contracts/vite-conditions.ts";
import { SQLITE_ONLY, SUITES_NEEDING_SERVICES } from "./test/test-scope.ts";
import { TEST_WORKERS } from "../scripts/test-workers.mjs";

export default defineConfig({
  ...sourceConditions,
  test: {
    name: "server",
    maxWorkers: TEST_WORKERS,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...(SQLITE_ONLY ? SUITES_NEEDING_SERVICES : [])],
    environment: "node",
    // A throwaway PostgreSQL for the suites that run on both engines (or TEST_DATABASE_URL).
    globalSetup: SQLITE_ONLY ? [] : ["test/global-setup.ts"],
    setupFiles: ["test/setup.ts"],
    // Files share a worker's loaded modules (the app, Kysely, sharp...): importing them
    // afresh for each file was a third of the loop's time. No suite mocks modules or
    // globals, and each builds its own app and database.
    isolate: false,
    // Suites that run the staff commands or a server as child processes wait on them;
    // on a loaded two-core machine that can outlast Vitest's default of 5 s.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
