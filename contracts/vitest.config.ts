import { defineConfig } from "vitest/config";
import { sourceConditions } from "./vite-conditions.ts";

export default defineConfig({
  ...sourceConditions,
  test: {
    name: "contracts",
    include: ["src/**/*.test.ts"],
    passWithNoTests: true,
  },
});
