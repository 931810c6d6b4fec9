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

import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";

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
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
);
