#!/usr/bin/env node
// `npm run dev:staff -- invite --email E`: a staff command of the server against the data of
// `npm run dev` (data/dev, DEV_DATA_DIR), run from source (nothing to build), with SITE_URL
// the dev address, so an invitation's link opens the console there and its passkey is
// made for that origin. Arguments, output and exit code pass straight through.
//
//   node scripts/dev-cli.mjs staff list

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { devServerEnvironment } from "./dev-environment.mjs";
import { refuseUnsupportedNode } from "./node-version.mjs";

const [name, ...args] = process.argv.slice(2);
refuseUnsupportedNode(`npm run dev:${name ?? "<command>"}`);

const root = fileURLToPath(new URL("..", import.meta.url));
const entry =
  name && /^[a-z][a-z-]*$/.test(name) ? path.join(root, "server/src/cli", `${name}.ts`) : undefined;
if (entry === undefined || !existsSync(entry)) {
  console.error("usage: node scripts/dev-cli.mjs <command-name> [arguments...] (a file of server/src/cli)");
  process.exit(2);
}

let env;
try {
  env = devServerEnvironment();
} catch (error) {
  console.error(`dev:${name}: ${error.message}`);
  process.exit(2);
}

const tsx = path.join(root, "node_modules/.bin/tsx");
const result = spawnSync(process.execPath, [tsx, "--conditions=source", entry, ...args], {
  cwd: process.cwd(),
  env,
  stdio: "inherit",
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
