import { defineConfig } from "vitest/config";
import { sourceConditions } from "../../contracts/vite-conditions";
import { TEST_WORKERS } from "../test-workers.mjs";

// Tests of the repository's own commands (scripts/), run as a person runs them: real
// processes, real ports. No build needed: `npm run dev` runs everything from source.
export default defineConfig({
  ...sourceConditions,
  test: {
    name: "scripts",
    maxWorkers: TEST_WORKERS,
    root: import.meta.dirname,
    include: ["**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
