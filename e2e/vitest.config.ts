import { defineConfig } from "vitest/config";
import { sourceConditions } from "../contracts/vite-conditions.ts";
import { TEST_WORKERS } from "../scripts/test-workers.mjs";

// Browser and HTTP tests of the whole system: the real built server, Debian's Chromium.
// This project's root is this folder, so paths below are relative to e2e/.
export default defineConfig({
  ...sourceConditions,
  test: {
    name: "e2e",
    maxWorkers: TEST_WORKERS,
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    environment: "node",
    globalSetup: ["./global-setup.ts"],
    // One browser per file, and files side by side (TEST_WORKERS): each file
    // opens its own pages, and those that need a server of their own start it on a free
    // port with its own DATA_DIR, so files never see each other's data.
    // A poll ends as soon as it passes; its limit only decides when a browser that is
    // slow under load (files side by side on two cores) counts as broken: not after 1 s.
    expect: { poll: { timeout: 15_000 } },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
