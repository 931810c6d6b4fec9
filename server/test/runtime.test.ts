// The runtime: the Node the project brings (the root package.json's `node` dependency),
// the range it accepts (`engines.node`), the version files of version managers and the
// systemd unit agree, every installed package accepts every Node in that range, and an
// older Node is refused in one sentence.

import { existsSync, readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { isSupportedNode, supportedNode, unsupportedNodeMessage } from "../../scripts/node-version.mjs";

const repoFile = (name: string) => new URL(`../../${name}`, import.meta.url);
const readJson = (name: string) =>
  JSON.parse(readFileSync(repoFile(name), "utf8")) as Record<string, unknown>;
const rootPackage = readJson("package.json") as {
  dependencies: Record<string, string>;
  engines: { node: string };
};
const broughtNode = rootPackage.dependencies["node"]!;

describe("the runtime", () => {
  it("is a Node 24 LTS the accepted range includes, and the tests run on a supported Node", () => {
    expect(semver.major(broughtNode)).toBe(24);
    expect(semver.satisfies(broughtNode, supportedNode)).toBe(true);
    expect(supportedNode).toBe(rootPackage.engines.node);
    expect(isSupportedNode(process.versions.node)).toBe(true);
  });

  it("is the one .nvmrc and .node-version name", () => {
    expect(readFileSync(repoFile(".nvmrc"), "utf8").trim()).toBe(broughtNode);
    expect(readFileSync(repoFile(".node-version"), "utf8").trim()).toBe(broughtNode);
  });

  it("is the one the systemd unit runs", () => {
    const unit = readFileSync(repoFile("deploy/systemd/site@.service"), "utf8");
    expect(unit).toContain("ExecStart=/srv/site/node_modules/.bin/node server/dist/main.js");
  });

  it("is accepted by every installed package that names the Node it needs", () => {
    const lock = readJson("package-lock.json") as {
      packages: Record<string, { version?: string; engines?: unknown; optional?: boolean }>;
    };
    const refusing: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      const engines = entry.engines;
      if (!engines || typeof engines !== "object" || Array.isArray(engines)) continue;
      const range = (engines as Record<string, unknown>)["node"];
      if (typeof range !== "string") continue;
      // Optional packages for other platforms are in the lock but not installed here.
      if (entry.optional && !existsSync(repoFile(where))) continue;
      if (!semver.subset(supportedNode, range)) refusing.push(`${where}@${entry.version} wants ${range}`);
    }
    expect(refusing).toEqual([]);
  });

  it("refuses an older Node in one sentence that says what to do", () => {
    const message = unsupportedNodeMessage("npm start", "20.20.2");
    expect(message).toContain("needs Node ^22");
    expect(message).toContain("this is Node 20.20.2");
    expect(message!.split(". ").length).toBe(1);
    expect(unsupportedNodeMessage("npm start", broughtNode)).toBeNull();
    expect(unsupportedNodeMessage("npm start", "22.22.1")).not.toBeNull();
  });
});
