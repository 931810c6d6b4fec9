// The lint step of `npm test` (eslint.config.js) refuses patterns that backtrack
// super-linearly, wherever they are written. This holds the rule itself: the e-mail
// pattern that once let one 126 KB form post freeze the server for 20 s must not pass,
// and the scan that replaced it must.

import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const REPOSITORY = fileURLToPath(new URL("../..", import.meta.url));

async function ruleIdsFor(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: REPOSITORY });
  const [result] = await eslint.lintText(code, { filePath: `${REPOSITORY}server/src/sample.ts` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("the linter refuses super-linear patterns", () => {
  it("refuses the old e-mail pattern (adjacent overlapping quantifiers)", async () => {
    const oldEmail = String.raw`export const EMAIL = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;`;
    expect(await ruleIdsFor(oldEmail)).toContain("regexp/no-super-linear-backtracking");
  });

  it("refuses a trailing-run pattern that retries from every position", async () => {
    expect(
      await ruleIdsFor(String.raw`export const trim = (path: string) => path.replace(/\/+$/, "");`),
    ).toContain("regexp/no-super-linear-move");
  });

  it("accepts single character classes and anchored patterns without overlap", async () => {
    const code = String.raw`export const CONTROL = /[\u0000-\u001F]/;
export const PHONE = /^\+?\d[\d ().-]*$/;`;
    expect(await ruleIdsFor(code)).toEqual([]);
  }, 30_000);
});
