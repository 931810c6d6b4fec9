// Every relative link in the repository's Markdown leads to a file that exists, so a
// newcomer following the README and docs/ never lands on nothing after files move.

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const markdownFiles = execFileSync("git", ["ls-files", "*.md"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((file) => file !== "" && !file.includes("node_modules/"));

/** The targets of inline links `[text](target)` outside code spans and fences. */
function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  let inFence = false;
  for (const line of markdown.split("\n")) {
    if (line.trimStart().startsWith("```")) inFence = !inFence;
    if (inFence) continue;
    const prose = line
      .split("`")
      .filter((_, index) => index % 2 === 0)
      .join(" ");
    for (const match of prose.matchAll(/\]\(([^()\s]+)\)/g)) targets.push(match[1]!);
  }
  return targets;
}

describe("links in the Markdown files", () => {
  it("finds the README and docs/ among them", () => {
    expect(markdownFiles).toContain("README.md");
    expect(markdownFiles.some((file) => file.startsWith("docs/decisions/"))).toBe(true);
  });

  for (const file of markdownFiles) {
    it(`${file}: every relative link leads to a file`, () => {
      const broken = linkTargets(readFileSync(path.join(root, file), "utf8"))
        .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith("#"))
        .map((target) => target.split("#")[0]!)
        .filter((target) => !existsSync(path.resolve(root, path.dirname(file), decodeURIComponent(target))));
      expect(broken).toEqual([]);
    });
  }
});
