#!/usr/bin/env node
// `npm run events -- ...`: runs a staff command of the compiled server
// (server/dist/cli/<name>.js), building the server first when that file is missing, so
// it works on a fresh clone right after `npm install`. Arguments, environment, output
// and exit code pass straight through.
//
//   node scripts/run-cli.mjs events list --json

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { refuseUnsupportedNode } from "./node-version.mjs";

refuseUnsupportedNode(`npm run ${process.argv[2] ?? "<command>"}`);

const root = fileURLToPath(new URL("..", import.meta.url));
const [name, ...args] = process.argv.slice(2);
if (!name || !/^[a-z][a-z-]*$/.test(name)) {
  console.error("usage: node scripts/run-cli.mjs <command-name> [arguments...]");
  process.exit(2);
}

const entry = path.join(root, "server/dist/cli", `${name}.js`);
// The compiled server imports the shared schemas from contracts/dist: the server build makes both.
if (!existsSync(entry) || !existsSync(path.join(root, "contracts/dist/index.js"))) {
  const source = path.join(root, "server/src/cli", `${name}.ts`);
  if (!existsSync(source)) {
    console.error(`run-cli: there is no command "${name}" (no server/src/cli/${name}.ts)`);
    process.exit(2);
  }
  // Progress on stderr: stdout may be piped (`list --json`).
  console.error(
    `run-cli: ${path.relative(root, entry)} or contracts/dist is missing: building the server first (npm run build -w server)`,
  );
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const build = spawnSync(npm, ["run", "build", "--workspace", "server"], {
    cwd: root,
    stdio: ["ignore", process.stderr, "inherit"],
  });
  if (build.status !== 0) {
    console.error(`run-cli: the server build failed (exit code ${build.status ?? build.signal})`);
    process.exit(build.status ?? 1);
  }
}

const result = spawnSync(process.execPath, [entry, ...args], { cwd: process.cwd(), stdio: "inherit" });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
