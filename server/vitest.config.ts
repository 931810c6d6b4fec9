import { defineConfig } from "vitest/config";
import { sourceConditions } from "../contracts/vite-conditions.ts";

export default defineConfig({
  ...sourceConditions,
  test: {
    name: "server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    // A throwaway PostgreSQL for the suites that run on both engines (or TEST_DATABASE_URL).
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/setup.ts"],
  },
});
