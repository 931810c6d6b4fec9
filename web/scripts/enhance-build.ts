// Builds the site's small scripts (app/enhance/) into the client build's assets, as an entry
// of their own: a static page ships this and no framework. Separate from React Router's
// build on purpose: there, an extra entry would share chunks with the app, and the pages
// without React would download app code to run a few listeners.

import path from "node:path";
import { build, type Rolldown } from "vite";
import { sharedViteConfig } from "./vite-shared";

/** The browsers the scripts are written for: those the site supports, as the app's build. */
const TARGET = "baseline-widely-available";

/** Builds app/enhance/index.ts into `clientDir`/assets; returns the entry's site path ("/assets/enhance-….js"). */
export async function buildEnhanceScript(webDir: string, clientDir: string): Promise<string> {
  const output = await build({
    ...sharedViteConfig,
    root: webDir,
    configFile: false,
    logLevel: "warn",
    build: {
      outDir: clientDir,
      // React Router's output is already there.
      emptyOutDir: false,
      copyPublicDir: false,
      target: TARGET,
      minify: true,
      modulePreload: false,
      // Library mode: the only way to build without Vite's preload helper, which an app build
      // wraps around every dynamic import (the suggestions') to preload its dependencies,
      // of which these scripts have none: 1.5 KB of code, a fifth of the file.
      lib: { entry: path.join(webDir, "app/enhance/index.ts"), formats: ["es"] },
      rolldownOptions: {
        input: { enhance: path.join(webDir, "app/enhance/index.ts") },
        output: {
          format: "es",
          // Library mode leaves an ES build unminified unless told.
          minify: true,
          entryFileNames: "assets/[name]-[hash].js",
          chunkFileNames: "assets/enhance-[name]-[hash].js",
        },
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const entry = outputs.flatMap((o) => o.output).find((chunk) => chunk.type === "chunk" && chunk.isEntry);
  if (!entry) throw new Error("The enhance build wrote no entry");
  return `/${entry.fileName}`;
}
