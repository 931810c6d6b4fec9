import { defineConfig } from "vitest/config";
import { sourceConditions } from "../../contracts/vite-conditions.ts";
import { refuseUnsupportedNode } from "../../scripts/node-version.mjs";

refuseUnsupportedNode("The deployment test");

// The deployment test (npm run test:deploy): nginx, two instances of the built server,
// PostgreSQL and Redis, all on loopback. Not part of `npm test`'s projects: it needs
// nginx and a build, and CI runs it as a phase of its own.
export default defineConfig({
  ...sourceConditions,
  test: {
    name: "deploy",
    root: import.meta.dirname,
    include: ["**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
