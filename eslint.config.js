// ESLint over every source file of the repository (`npm run lint`, part of `npm test`).
//
// Its first job: no regular expression that can backtrack super-linearly. A pattern with
// nested or adjacent overlapping quantifiers once let one 126 KB form post freeze the
// server for 20 s; eslint-plugin-regexp finds such patterns wherever they are written,
// so the next one cannot come back unnoticed. Its other rules keep patterns correct and
// simple.

import regexp from "eslint-plugin-regexp";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["**/node_modules/", "**/dist/", "web/build/", "web/.react-router/", "bench/results/", "**/coverage/"],
  },
  {
    files: ["**/*.{ts,tsx,mts,cts}"],
    languageOptions: { parser: tseslint.parser },
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
