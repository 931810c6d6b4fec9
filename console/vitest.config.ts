import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { sourceConditions } from "../contracts/vite-conditions.ts";
import { TEST_WORKERS } from "../scripts/test-workers.mjs";

// Unit tests of the staff console: its modules and screens in happy-dom, with the
// network (fetch, XMLHttpRequest) and the passkey prompt stubbed.
export default defineConfig({
  ...sourceConditions,
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    name: "console",
    maxWorkers: TEST_WORKERS,
    // This folder, also when the file is run from the repository's root (--config).
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "happy-dom",
  },
});
