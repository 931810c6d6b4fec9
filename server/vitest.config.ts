import { configDefaults, defineConfig } from "vitest/config";
import { sourceConditions } from "../contracts/vite-conditions";
import { SQLITE_ONLY, SUITES_NEEDING_SERVICES } from "./test/test-scope";

export default defineConfig({
  ...sourceConditions,
  test: {
    name: "server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...(SQLITE_ONLY ? SUITES_NEEDING_SERVICES : [])],
    environment: "node",
    // A throwaway PostgreSQL for the suites that run on both engines (or TEST_DATABASE_URL).
    globalSetup: SQLITE_ONLY ? [] : ["test/global-setup.ts"],
    setupFiles: ["test/setup.ts"],
  },
});
