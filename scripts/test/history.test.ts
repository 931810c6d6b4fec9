// Commit subjects a reader can scan: at most 72 characters (the why goes in the body),
// for every commit since the team adopted the rule. Older history keeps its long ones.

import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
/** The last commit before the rule; its descendants must keep it. */
const RULE_ADOPTED_AFTER = "9b96d4d";
const MAX_SUBJECT = 72;

const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" });

function subjectsSinceTheRule(): string[] {
  let known = true;
  try {
    git("cat-file", "-e", `${RULE_ADOPTED_AFTER}^{commit}`);
  } catch {
    // A shallow clone may not reach back that far: every commit it has is newer.
    known = false;
  }
  const range = known ? [`${RULE_ADOPTED_AFTER}..HEAD`] : ["HEAD"];
  return git("log", "--format=%s", ...range)
    .split("\n")
    .filter((subject) => subject !== "");
}

describe("commit subjects", () => {
  it(`are at most ${MAX_SUBJECT} characters since the rule was adopted`, () => {
    const subjects = subjectsSinceTheRule();
    expect(subjects.length).toBeGreaterThan(0);
    expect(subjects.filter((subject) => [...subject].length > MAX_SUBJECT)).toEqual([]);
  });
});
