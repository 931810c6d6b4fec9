import { defineConfig } from "vitest/config";
import { refuseUnsupportedNode } from "./scripts/node-version.mjs";

refuseUnsupportedNode("The tests");

// One runner for every suite; each folder names its own project (and sets how many of
// its files run at once: scripts/test-workers.mjs).
export default defineConfig({
  test: {
    projects: ["contracts", "design", "web", "console", "server", "e2e", "scripts/test"],
  },
});
