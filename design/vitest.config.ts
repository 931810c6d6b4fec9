import { defineConfig } from "vitest/config";
import { TEST_WORKERS } from "../scripts/test-workers.mjs";

// The tokens' own tests, and the checks over every stylesheet that reads them.
export default defineConfig({
  test: {
    name: "design",
    maxWorkers: TEST_WORKERS,
    // This folder, also when the file is run from the repository's root (--config).
    root: import.meta.dirname,
    include: ["src/**/*.test.ts"],
    environment: "node",
  },
});
