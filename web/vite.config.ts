import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { sourceConditions } from "../contracts/vite-conditions";
import { color } from "./app/styles/tokens";
import { designTokens } from "./scripts/vite-design-tokens";

const SCREEN_HOOKS = ["/app/use-page.ts", "/app/components/useModalDialog.ts"];

export default defineConfig({
  ...sourceConditions,
  // The design tokens of app/styles/tokens.ts become the custom properties of global.css.
  plugins: [designTokens(fileURLToPath(new URL("./app/styles/global.css", import.meta.url))), reactRouter()],
  // SITE_URL (canonical origin) and API_BASE are read at build time: pages are prerendered.
  envPrefix: ["VITE_", "SITE_URL", "API_BASE"],
  // A design value the markup needs (root.tsx's theme-color), written in at build time so
  // the tokens module stays out of the browser's code.
  define: { __THEME_COLOR__: JSON.stringify(color.brand) },
  build: {
    // Small inline data URIs are blocked by nothing but cost cache efficiency; keep files.
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (8.8 KiB brotli), linked by every page: one request,
    // cached from the first page on, instead of three to five chunks of 1-3 KB per page that
    // each held the first paint by a round trip (issue 14, item 1(c)). Postbuild then inlines
    // each page's critical rules and loads the stylesheet after the paint (scripts/paint-first.ts).
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        // The modal-dialog hook goes with use-page.ts, which every screen loads: the gallery
        // and the forms share it without an extra request (alone, it became one more chunk).
        // Rollup puts the code both need and no other chunk holds (React Router) there too.
        manualChunks: (id) => (SCREEN_HOOKS.some((file) => id.endsWith(file)) ? "screen-hooks" : undefined),
      },
    },
  },
});
