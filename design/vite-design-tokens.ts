// A Vite plugin that gives the base stylesheet the design tokens of src/tokens.ts: where
// src/global.css says `@design-tokens;`, it writes the `:root { --… }` rule made from
// them, before Vite's own CSS handling, at build and in the dev server. So the values exist
// once, in TypeScript, and no generated copy is committed.
//
// The site's and the console's vite.config.ts import this file by its path, not by the
// package's name: Vite bundles a config's relative imports into it and restarts the dev
// server when one of them changes (tokens.ts included), while a package it would leave to
// Node, cached, so a changed token would need a restart by hand.

import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { cssCustomProperties } from "./src/tokens.ts";

/** The base stylesheet (`@site/design/global.css`), which the plugin fills in. */
export const BASE_STYLESHEET = fileURLToPath(new URL("./src/global.css", import.meta.url));

export const TOKENS_MARKER = "@design-tokens;";

/** Puts the :root rule of the tokens in place of the marker; refuses a file without one. */
export function insertDesignTokens(css: string, file: string): string {
  const at = css.indexOf(TOKENS_MARKER);
  if (at < 0 || css.indexOf(TOKENS_MARKER, at + 1) >= 0) {
    throw new Error(`${file} must say ${TOKENS_MARKER} once, where the design tokens go`);
  }
  return css.slice(0, at) + cssCustomProperties() + css.slice(at + TOKENS_MARKER.length);
}

/**
 * Throws unless `css` (a built stylesheet, `file` naming it) opens with the tokens' :root
 * rule, that is with global.css: its base rules must come before the components' rules
 * in the cascade, which the build's order of chunks decides, not the source.
 */
export function assertBaseRulesFirst(css: string, file: string): void {
  if (!/^\s*:root\s*\{\s*--/.test(css)) {
    throw new Error(
      `${file} must open with global.css (the design tokens' :root rule), so component rules follow the base rules; it opens with ${JSON.stringify(css.slice(0, 80))}`,
    );
  }
}

/** The plugin, for the builds that import `@site/design/global.css`: the site and the console. */
export function designTokens(): Plugin {
  const target = path.resolve(BASE_STYLESHEET);
  return {
    name: "site:design-tokens",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?", 1)[0]!;
      if (path.resolve(file) !== target) return null;
      return { code: insertDesignTokens(code, file), map: null };
    },
  };
}
