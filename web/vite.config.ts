import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { BASE_STYLESHEET, designTokens } from "../design/vite-design-tokens.ts";
import { siteDevServer } from "./scripts/vite-dev-server.ts";
import { sharedViteConfig } from "./scripts/vite-shared.ts";

const SCREEN_HOOKS = ["/app/use-page.ts", "/app/components/useModalDialog.ts"];
const FRAMEWORK = /[\\/]node_modules[\\/](?:react|react-dom|react-router|scheduler)[\\/]/;

export default defineConfig(({ command }) => ({
  ...sharedViteConfig,
  // The design tokens (@site/design) become the custom properties of its global.css.
  plugins: [designTokens(), reactRouter()],
  // `npm run dev`: the address to open, with the API and the staff console behind it.
  server: siteDevServer(),
  // The server build is one file with everything in it, React and React Router included:
  // the site's server imports it from the build (WEB_ROOT) to render pages, and so runs the
  // build's own copies, whatever else is installed. (In dev, Vite loads them as usual.)
  ...(command === "build"
    ? { ssr: { ...sharedViteConfig.ssr, noExternal: true, target: "node" as const } }
    : {}),
  environments: {
    ssr: {
      build: {
        rolldownOptions: { input: fileURLToPath(new URL("./render/server-build.ts", import.meta.url)) },
      },
      // React's production build, whatever NODE_ENV the server runs with: what we test and ship.
      ...(command === "build" ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } } : {}),
    },
  },
  build: {
    // Small inline data URIs are blocked by nothing but cost cache efficiency; keep files.
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (8.8 KiB brotli), linked by every page: one request,
    // cached from the first page on, instead of three to five chunks of 1-3 KB per page that
    // each held the first paint by a round trip. Postbuild then inlines
    // each page's critical rules and loads the stylesheet after the paint (scripts/paint-first.ts).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, ReactDOM and React Router in one file: every page needs them, they compress
            // better together (2.7 KiB less brotli per page than Rolldown's own split), and no
            // code of the site's own is in it, so it stays cached across most releases.
            // global.css's import goes with them: Vite writes the one stylesheet chunk by chunk,
            // from each entry's imports first, and Rolldown orders the entries by name, so
            // without it the routes' component rules came before the base rules. This chunk is
            // every route's first import; postbuild checks the stylesheet opens with global.css.
            { name: "framework", test: (id) => FRAMEWORK.test(id) || id === BASE_STYLESHEET, priority: 2 },
            // The modal-dialog hook goes with use-page.ts, which every screen loads: the gallery
            // and the forms share it without an extra request (alone, it became one more chunk),
            // with the app code both need and no other chunk holds.
            {
              name: "screen-hooks",
              test: (id) => SCREEN_HOOKS.some((file) => id.endsWith(file)),
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
