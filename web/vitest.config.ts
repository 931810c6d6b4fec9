import { defineConfig } from "vitest/config";

// Unit tests of the web app run without the React Router plugin: they import modules directly.
export default defineConfig({
  test: {
    name: "web",
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts"],
    environment: "happy-dom",
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
