// The staff console's build: one client-rendered app under /staff/, apart from the public
// site's build, so none of its code reaches a public page. The server serves
// build/index.html for every console page and build/assets/ as immutable files.

import { defineConfig } from "vite";
import { sourceConditions } from "../contracts/vite-conditions.ts";
import { DEV_INTERNAL_HOST, devPorts } from "../scripts/dev-environment.mjs";
import { designTokens } from "../design/vite-design-tokens.ts";

export default defineConfig({
  ...sourceConditions,
  base: "/staff/",
  // JSX by Vite's transformer (Oxc), as tsconfig's react-jsx; the console needs no Fast Refresh plugin.
  oxc: { jsx: { runtime: "automatic" } },
  // The base stylesheet of @site/design, shared with the site, carries the tokens' marker.
  plugins: [designTokens()],
  // `npm run dev`: reached through the site's dev server (DEV_PORT), which proxies /staff
  // here, so the console shares the site's origin (the passkeys' SITE_URL); not opened itself.
  server: { host: DEV_INTERNAL_HOST, port: devPorts().console, strictPort: true },
  build: {
    outDir: "build",
    emptyOutDir: true,
    // No inline scripts or data: URLs, so the CSP needs no exception.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    target: "es2022",
  },
});
