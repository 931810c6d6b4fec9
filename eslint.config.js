// ESLint over every source file of the repository (`npm run lint`, part of `npm test`),
// at zero warnings.
//
// - typescript-eslint's recommended rules over all TypeScript.
// - eslint-plugin-react-hooks and eslint-plugin-jsx-a11y over the web app's and the staff
//   console's components:
//   hooks called in order with complete dependencies; markup a screen reader can use.
// - eslint-plugin-regexp: no regular expression that can backtrack super-linearly. A
//   pattern with nested or adjacent overlapping quantifiers once let one 126 KB form post
//   freeze the server for 20 s; the rule finds such patterns wherever they are written,
//   so the next one cannot come back unnoticed.
// - What may import what, as the folders' READMEs state it (below, before the config).

import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";

// What may import what. Each folder's README states its rules; these patterns of
// @typescript-eslint/no-restricted-imports hold them, and
// scripts/test/import-boundaries.test.ts proves each one refuses what it should. That
// rule rather than eslint-plugin-boundaries or import-x's no-restricted-paths: it needs no
// resolver and no new dependency, it matches the import as written (a package name or a
// relative path), and it can let `import type` through where only what runs matters
// (zod in the browser). What it cannot see: `import()` and `typeof import()` (bench types
// the built server that way), and a relative path is judged by its folder names
// (`../server/`) whatever the depth, so no folder inside a workspace may be named after one
// it must not import.

/** An import of the workspace `folder`, by relative path or as the `@site/` package. */
const workspace = (folder, message) => ({
  regex: `^(?:(?:\\.\\./)+${folder}|@site/${folder})(?:/|$)`,
  message,
});

const HARNESS = {
  regex: "^(?:\\.\\./)+(?:e2e|bench|deploy)(?:/|$)",
  message: "e2e/, bench/ and deploy/ run the built system; nothing in the workspaces imports from them.",
};

// The public site (web/README.md).
const SITE = [
  workspace(
    "server",
    "The site never imports server/: it calls the API, whose facts are in @site/contracts.",
  ),
  workspace(
    "console",
    "The site never imports console/: the console is built apart so none of its code reaches a public page; what both use is in @site/design and @site/contracts.",
  ),
  HARNESS,
];
// The design as the browser may have it: its stylesheet, never tokens.ts or the plugin.
const DESIGN_IN_BROWSER = {
  regex: "^(?:@site/design(?!/global\\.css$)|(?:\\.\\./)+design(?:/|$))",
  message:
    "Browser code imports only @site/design/global.css: components use the tokens' CSS names, and a value the markup needs is a build `define` (web/scripts/vite-shared.ts).",
};
/** The site's rule for @site/contracts: only `entries` as values, types from any entry. */
const contractsEntries = (entries, message) => ({
  regex: `^@site/contracts(?!/(?:${entries.join("|")})$)`,
  allowTypeImports: true,
  message,
});
const BROWSER_ENTRIES = [
  "forms",
  "form-texts",
  "events",
  "page-render",
  "staff",
  "privacy",
  "xsrf",
  "content-helpers",
];
// The site's browser code: app/ (its loaders too, which run at build but share the modules).
const SITE_BROWSER = [
  ...SITE,
  contractsEntries(
    BROWSER_ENTRIES,
    "The site's browser code imports only @site/contracts/forms, /form-texts, /events, /page-render, /staff, /privacy, /xsrf and /content-helpers (types from any entry): the root and the others bring zod into the bundle, the content schemas among them (@site/contracts/content: content/validate.ts and tests only).",
  ),
  {
    regex: "^\\.\\.?/(?:[\\w.-]+/)*content/validate$",
    message:
      "App code never imports content/validate.ts: it runs the content schemas (zod), for the build and tests only.",
  },
  DESIGN_IN_BROWSER,
];
// What checks the content against its schemas (content/validate.ts) and the app's tests:
// the content schemas' values too.
const SITE_CONTENT_CHECK = [
  ...SITE,
  contractsEntries(
    [...BROWSER_ENTRIES, "content"],
    "content/validate.ts and the app's tests import the entries of the site's browser code and @site/contracts/content, and types from the others.",
  ),
  DESIGN_IN_BROWSER,
];
// Modules in every page's code.
const EVERY_PAGE = [
  ...SITE_BROWSER,
  {
    regex: "-texts(?:\\.ts)?(?:/|$)",
    allowTypeImports: true,
    message:
      "route-table.ts, pages.ts and navigation.ts are in every page: they import short catalogues, never long texts (*-texts); a route's texts reach the browser as its loader's data.",
  },
];

// The staff console (console/README.md).
const CONSOLE = [
  workspace(
    "web",
    "The console never imports web/: what it shares with the site is @site/design (the look) and @site/contracts (the API).",
  ),
  workspace(
    "server",
    "The console never imports server/: it calls /staff/api, whose facts are in @site/contracts/staff.",
  ),
  HARNESS,
];
const CONSOLE_BROWSER = [
  ...CONSOLE,
  {
    regex: "^@site/contracts(?!/(?:staff|events|privacy|xsrf)$)",
    allowTypeImports: true,
    message:
      "The console imports @site/contracts/staff, /events, /privacy and /xsrf, and types only from the others (/forms builds zod schemas, the root is classic zod).",
  },
  DESIGN_IN_BROWSER,
];

// The server (server/README.md).
const SERVER = [
  workspace(
    "web",
    "The server never imports web/: it reads the web build at run time (site-manifest.json names the renderer it loads).",
  ),
  workspace("console", "The server never imports console/: it serves the console's build as files."),
  HARNESS,
];

// The shared packages, below every workspace (contracts/README.md, design/README.md).
const BELOW_ALL = (name) =>
  ["web", "console", "server"].map((folder) =>
    workspace(folder, `${name} imports none of the workspaces: web, console and server import it.`),
  );
const CONTRACTS = [
  ...BELOW_ALL("contracts/"),
  workspace("design", "contracts/ holds the API's facts and imports none of the workspaces."),
  HARNESS,
];
const DESIGN = [
  ...BELOW_ALL("design/"),
  workspace("contracts", "design/ holds the look and imports none of the workspaces."),
  HARNESS,
];

// The harnesses import each other only where their READMEs say: bench uses deploy's stack.
const NOT_FROM_E2E = workspace("e2e", "Nothing outside e2e/ imports from it (e2e/README.md).");
const NOT_FROM_BENCH = workspace("bench", "Nothing outside bench/ imports from it (bench/README.md).");

/** The import rules of `files`: ESLint takes a rule's options from the last config that
 * matches a file, without merging, so a narrower block repeats the wider one's list
 * (`[...SITE, ...]`) and comes after it. */
const importRules = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] },
});

const boundaries = [
  importRules(["web/**"], SITE),
  importRules(["web/app/**"], SITE_BROWSER),
  importRules(["web/app/content/validate.ts", "web/app/**/*.test.{ts,tsx}"], SITE_CONTENT_CHECK),
  importRules(["web/app/route-table.ts", "web/app/pages.ts", "web/app/navigation.ts"], EVERY_PAGE),
  importRules(["console/**"], CONSOLE),
  importRules(["console/src/**"], CONSOLE_BROWSER),
  importRules(["server/**"], SERVER),
  importRules(["contracts/**"], CONTRACTS),
  importRules(["design/**"], DESIGN),
  importRules(["e2e/**"], [NOT_FROM_BENCH]),
  importRules(["bench/**"], [NOT_FROM_E2E]),
  importRules(["deploy/**"], [NOT_FROM_E2E, NOT_FROM_BENCH]),
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/",
      "**/dist/",
      "web/build/",
      "console/build/",
      "web/.react-router/",
      "bench/results/",
      "**/coverage/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["web/app/**/*.{ts,tsx}", "console/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["web/app/**/*.{ts,tsx}", "console/src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["web/app/**/*.tsx", "console/src/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ["web/app/**/*.tsx", "console/src/**/*.tsx"],
    rules: {
      // A table or list that scrolls sideways on a phone is a labelled region in the tab
      // order, so keyboard users can scroll it (axe's scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true },
      ],
    },
  },
  regexp.configs["flat/recommended"],
  {
    rules: {
      // Our patterns match control characters on purpose: to refuse them in visitor text.
      "no-control-regex": "off",
      "regexp/no-super-linear-backtracking": ["error", { report: "potential" }],
      "regexp/no-super-linear-move": ["error", { report: "potential" }],
    },
  },
  ...boundaries,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
);
