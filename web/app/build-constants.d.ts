// Values vite.config.ts writes into the app at build time (its `define`).

/** The brand colour of the design tokens (@site/design), for the browser's theme-color. */
declare const __THEME_COLOR__: string;
