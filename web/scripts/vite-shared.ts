// What the app's Vite configuration (vite.config.ts) shares with the tests and tools that
// load the app's modules outside it.

import type { UserConfig } from "vite";
import { sourceConditions } from "../../contracts/vite-conditions.ts";
// By path, as vite.config.ts imports the design plugin: see ../../design/vite-design-tokens.ts.
import { color } from "../../design/src/tokens.ts";

export const sharedViteConfig = {
  ...sourceConditions,
  // SITE_URL (canonical origin) and API_BASE are read at build time: pages are prerendered.
  envPrefix: ["VITE_", "SITE_URL", "API_BASE"],
  // A design value the markup needs (root.tsx's theme-color), written in at build time so
  // the tokens module stays out of the browser's code.
  define: { __THEME_COLOR__: JSON.stringify(color.brand) },
} satisfies UserConfig;
