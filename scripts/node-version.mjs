// The Node versions this project is made for: the root package.json's `engines.node`,
// the one place they are written. `npm install` brings Node 24 from the npm registry
// (the `node` package, linked into node_modules/.bin), so every `npm run` script runs on
// it whatever the machine's own Node is; a Node started by hand is checked here.

import { readFileSync } from "node:fs";
import semver from "semver";

const rootPackage = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

/** The `engines.node` range of the root package.json. */
export const supportedNode = rootPackage.engines.node;

/** Whether `version` (default: this process's) is one the project is made for. */
export function isSupportedNode(version = process.versions.node) {
  return semver.satisfies(version, supportedNode);
}

/** The one sentence that refuses an unsupported Node, or null when this one is supported. */
export function unsupportedNodeMessage(what, version = process.versions.node) {
  if (isSupportedNode(version)) return null;
  return (
    `${what} needs Node ${supportedNode} and this is Node ${version}: ` +
    `run it through npm (npm install brings Node 24 into node_modules/.bin) or install Node 24 LTS.`
  );
}

/** Exits with the refusal when this process's Node is not supported. */
export function refuseUnsupportedNode(what) {
  const message = unsupportedNodeMessage(what);
  if (message === null) return;
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
