import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  // SITE_URL (canonical origin) is read at build time: pages are prerendered with it.
  envPrefix: ["VITE_", "SITE_URL"],
  build: {
    // Small inline data URIs are blocked by nothing but cost cache efficiency; keep files.
    assetsInlineLimit: 0,
  },
});
