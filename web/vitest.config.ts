import { defineConfig } from "vitest/config";
import { sourceConditions } from "../contracts/vite-conditions.ts";
import { TEST_WORKERS } from "../scripts/test-workers.mjs";

// Unit tests of the web app run without the React Router plugin: they import modules directly.
export default defineConfig({
  ...sourceConditions,
  test: {
    name: "web",
    maxWorkers: TEST_WORKERS,
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts", "render/**/*.test.ts"],
    environment: "happy-dom",
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
