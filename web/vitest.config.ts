import { defineConfig } from "vitest/config";
import { sourceConditions } from "../contracts/vite-conditions.ts";

// Unit tests of the web app run without the React Router plugin: they import modules directly.
export default defineConfig({
  ...sourceConditions,
  test: {
    name: "web",
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts"],
    environment: "happy-dom",
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
