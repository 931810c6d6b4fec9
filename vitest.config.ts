import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { refuseUnsupportedNode } from "./scripts/node-version.mjs";

refuseUnsupportedNode("The tests");

// One runner for every suite; each folder names its own project.
export default defineConfig({
  test: {
    projects: ["contracts", "web", "console", "server", "e2e", "scripts/test"],
    // Most test files spend their time waiting (on a child process, a database, a browser
    // page going quiet), so one file more than there are cores keeps the cores busy.
    // Vitest's default is one less, which on a two-core machine runs files one at a time.
    maxWorkers: availableParallelism() + 1,
  },
});
