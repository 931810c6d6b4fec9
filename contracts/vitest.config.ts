import { defineConfig } from "vitest/config";
import { sourceConditions } from "./vite-conditions.ts";
import { TEST_WORKERS } from "../scripts/test-workers.mjs";

export default defineConfig({
  ...sourceConditions,
  test: {
    name: "contracts",
    maxWorkers: TEST_WORKERS,
    include: ["src/**/*.test.ts"],
    passWithNoTests: true,
  },
});
