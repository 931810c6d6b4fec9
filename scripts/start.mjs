#!/usr/bin/env node
// `npm start`: builds when no build exists, then runs the server (`node server/dist/main.js`)
// with this process's environment and output, passes SIGTERM/SIGINT/SIGHUP on to it,
// and exits with its exit code.

import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { refuseUnsupportedNode } from "./node-version.mjs";

refuseUnsupportedNode("npm start");

const root = fileURLToPath(new URL("..", import.meta.url));
// The compiled server imports the shared schemas from contracts/dist (built with it).
const required = [
  "web/build/client/site-manifest.json",
  "console/build/index.html",
  "server/dist/main.js",
  "contracts/dist/index.js",
];
const FORWARDED = ["SIGTERM", "SIGINT", "SIGHUP"];

let child = null;
let lastSignal = { name: "", at: 0 };

function onSignal(signal) {
  // A Ctrl-C reaches us twice (from the terminal and from npm, which forwards it): pass
  // one on, so the server's graceful shutdown does not read it as an impatient second one.
  const now = Date.now();
  if (lastSignal.name === signal && now - lastSignal.at < 1_000) return;
  lastSignal = { name: signal, at: now };
  if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
  else process.exit(128 + (constants.signals[signal] ?? 0));
}
for (const signal of FORWARDED) process.on(signal, onSignal);

/** Runs a command to completion; resolves with its exit code (128+n when killed by a signal). */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    child = spawn(command, args, { cwd: root, env: process.env, ...options });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      child = null;
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

const missing = required.filter((file) => !existsSync(path.join(root, file)));
if (missing.length > 0) {
  console.log(`start: no build found (${missing.join(", ")} missing): running npm run build`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const code = await run(npm, ["run", "build"], { stdio: "inherit" });
  if (code !== 0) {
    console.error(`start: npm run build failed (exit code ${code})`);
    process.exit(code);
  }
}

// Its own process group, so a terminal's Ctrl-C reaches the server only through us (once).
// stdin is not used by the server; a background group reading the terminal would stop.
const code = await run(process.execPath, [path.join(root, "server/dist/main.js")], {
  stdio: ["ignore", "inherit", "inherit"],
  detached: process.platform !== "win32",
});
process.exit(code);
