#!/usr/bin/env node
// Makes sure a Chromium for the browser tests and the benchmark is installed.
// Found (CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser): prints it.
// Missing and root: installs Debian's `chromium` package with apt-get.
// Missing and not root: says how to install it and exits 1.
// (Test tools cannot download their own browser here: no internet, only the apt mirror.)

import { spawnSync } from "node:child_process";
import { chromiumPath, chromiumVersion } from "./chromium.mjs";

function report(path) {
  console.log(`ensure-chromium: using ${path} (${chromiumVersion(path) ?? "version unknown"})`);
}

function run(command, args, env) {
  console.log(`ensure-chromium: $ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: ["ignore", "inherit", "inherit"], env });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`ensure-chromium: \`${command} ${args.join(" ")}\` failed with exit code ${result.status}`);
    process.exit(result.status ?? 1);
  }
}

const found = chromiumPath();
if (found) {
  report(found);
  process.exit(0);
}

if (process.env.CHROMIUM_PATH?.trim()) {
  console.error(`ensure-chromium: CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.`);
  process.exit(1);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(
    [
      "ensure-chromium: Chromium is not installed (looked for /usr/bin/chromium and /usr/bin/chromium-browser).",
      "Install Debian's package, then run the command again:",
      "  sudo apt-get update && sudo apt-get install -y chromium",
      "or point CHROMIUM_PATH at an existing Chromium/Chrome executable.",
    ].join("\n"),
  );
  process.exit(1);
}

console.log("ensure-chromium: Chromium is missing; installing Debian's chromium package");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
run("apt-get", ["update"], env);
run("apt-get", ["install", "-y", "chromium"], env);

const installed = chromiumPath();
if (!installed) {
  console.error("ensure-chromium: apt-get finished but no chromium executable was found.");
  process.exit(1);
}
report(installed);
