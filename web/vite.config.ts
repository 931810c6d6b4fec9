import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { designTokens } from "./scripts/vite-design-tokens";
import { siteDevServer } from "./scripts/vite-dev-server";
import { sharedViteConfig } from "./scripts/vite-shared";

const SCREEN_HOOKS = ["/app/use-page.ts", "/app/components/useModalDialog.ts"];

export default defineConfig({
  ...sharedViteConfig,
  // The design tokens of app/styles/tokens.ts become the custom properties of global.css.
  plugins: [designTokens(fileURLToPath(new URL("./app/styles/global.css", import.meta.url))), reactRouter()],
  // `npm run dev`: the address to open, with the API and the staff console behind it.
  server: siteDevServer(),
  build: {
    // Small inline data URIs are blocked by nothing but cost cache efficiency; keep files.
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (8.8 KiB brotli), linked by every page: one request,
    // cached from the first page on, instead of three to five chunks of 1-3 KB per page that
    // each held the first paint by a round trip. Postbuild then inlines
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
