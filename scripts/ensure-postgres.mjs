#!/usr/bin/env node
// Makes sure PostgreSQL's programs are installed, for the server tests and the benchmark
// (they start their own throwaway cluster; no system service is used).
// Found (POSTGRES_BIN_DIR, /usr/lib/postgresql/*/bin/initdb): prints it.
// Missing and root: installs Debian's `postgresql` package with apt-get.
// Missing and not root: says how to install it and exits 1.
// Skipped when TEST_DATABASE_URL is set: the tests then use that server instead.

import { spawnSync } from "node:child_process";
import { postgresBinDir } from "./postgres.mjs";

if (process.env.TEST_DATABASE_URL?.trim()) {
  console.log("ensure-postgres: TEST_DATABASE_URL is set; the tests use that server");
  process.exit(0);
}

function version(binDir) {
  const result = spawnSync(`${binDir}/postgres`, ["--version"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : "version unknown";
}

function run(command, args, env) {
  console.log(`ensure-postgres: $ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: ["ignore", "inherit", "inherit"], env });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`ensure-postgres: \`${command} ${args.join(" ")}\` failed with exit code ${result.status}`);
    process.exit(result.status ?? 1);
  }
}

const found = postgresBinDir();
if (found) {
  console.log(`ensure-postgres: using ${found} (${version(found)})`);
  process.exit(0);
}

if (process.env.POSTGRES_BIN_DIR?.trim()) {
  console.error(`ensure-postgres: POSTGRES_BIN_DIR=${process.env.POSTGRES_BIN_DIR} has no initdb.`);
  process.exit(1);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(
    [
      "ensure-postgres: PostgreSQL is not installed (looked for /usr/lib/postgresql/*/bin/initdb).",
      "Install Debian's package, then run the command again:",
      "  sudo apt-get update && sudo apt-get install -y postgresql",
      "or point POSTGRES_BIN_DIR at a directory with initdb and pg_ctl,",
      "or set TEST_DATABASE_URL to a PostgreSQL server where the tests may create databases.",
    ].join("\n"),
  );
  process.exit(1);
}

console.log("ensure-postgres: PostgreSQL is missing; installing Debian's postgresql package");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
run("apt-get", ["update"], env);
run("apt-get", ["install", "-y", "postgresql"], env);

const installed = postgresBinDir();
if (!installed) {
  console.error("ensure-postgres: apt-get finished but no initdb was found under /usr/lib/postgresql.");
  process.exit(1);
}
console.log(`ensure-postgres: using ${installed} (${version(installed)})`);
