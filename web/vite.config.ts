import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { sourceConditions } from "../contracts/vite-conditions";

export default defineConfig({
  ...sourceConditions,
  plugins: [reactRouter()],
  // SITE_URL (canonical origin) and API_BASE are read at build time: pages are prerendered.
  envPrefix: ["VITE_", "SITE_URL", "API_BASE"],
  build: {
    // Small inline data URIs are blocked by nothing but cost cache efficiency; keep files.
    assetsInlineLimit: 0,
  },
});
