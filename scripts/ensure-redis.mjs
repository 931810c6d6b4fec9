#!/usr/bin/env node
// Makes sure `redis-server` is installed, for the server tests of the shared rate limit
// (they start their own throwaway redis-server on a free port; no system service is used).
// Found (REDIS_SERVER, or on PATH): prints its version.
// Missing and root: installs Debian's `redis-server` package with apt-get.
// Missing and not root: says how to install it and exits 1.

import { spawnSync } from "node:child_process";

function version(program) {
  const result = spawnSync(program, ["--version"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function run(command, args, env) {
  console.log(`ensure-redis: $ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: ["ignore", "inherit", "inherit"], env });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`ensure-redis: \`${command} ${args.join(" ")}\` failed with exit code ${result.status}`);
    process.exit(result.status ?? 1);
  }
}

const program = process.env.REDIS_SERVER?.trim() || "redis-server";
const found = version(program);
if (found) {
  console.log(`ensure-redis: using ${program} (${found})`);
  process.exit(0);
}
if (process.env.REDIS_SERVER?.trim()) {
  console.error(`ensure-redis: REDIS_SERVER=${program} does not run.`);
  process.exit(1);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(
    [
      "ensure-redis: redis-server is not installed.",
      "Install Debian's package, then run the command again:",
      "  sudo apt-get update && sudo apt-get install -y redis-server",
      "or point REDIS_SERVER at a redis-server program.",
    ].join("\n"),
  );
  process.exit(1);
}

console.log("ensure-redis: redis-server is missing; installing Debian's redis-server package");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
run("apt-get", ["update"], env);
run("apt-get", ["install", "-y", "redis-server"], env);
const installed = version("redis-server");
if (!installed) {
  console.error("ensure-redis: redis-server is still missing after apt-get install");
  process.exit(1);
}
console.log(`ensure-redis: installed ${installed}`);
