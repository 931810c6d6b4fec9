// A throwaway PostgreSQL server for tests and the benchmark, from Debian's `postgresql`
// package (/usr/lib/postgresql/<version>/bin): initdb into a temporary directory, start
// it on a free port on 127.0.0.1 (its socket in that directory too), hand out its URL,
// then stop it and delete everything. Durability is off (fsync, synchronous_commit):
// the data dies with the cluster anyway.
//
// Root may not run PostgreSQL: as root, every command runs as the `postgres` user
// (created by the Debian package) through runuser, in a directory that user owns.

import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./server-process.mjs";

const DEBIAN_ROOT = "/usr/lib/postgresql";

/** The bin directory of the newest installed PostgreSQL (POSTGRES_BIN_DIR overrides), or undefined. */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function postgresBinDir(env = process.env) {
  const fromEnv = env.POSTGRES_BIN_DIR?.trim();
  if (fromEnv) return existsSync(path.join(fromEnv, "initdb")) ? fromEnv : undefined;
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((version) => existsSync(path.join(DEBIAN_ROOT, version, "bin", "initdb")))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] === undefined ? undefined : path.join(DEBIAN_ROOT, versions[0], "bin");
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

function postgresUser() {
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      "Running as root, PostgreSQL needs the `postgres` user (Debian's postgresql package creates it): " +
        "run `node scripts/ensure-postgres.mjs`.",
    );
  }
}

/** The command line of a PostgreSQL program: through runuser as `postgres` when we are root. */
function commandLine(binDir, program, args) {
  const command = path.join(binDir, program);
  return isRoot() ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

/** Runs a PostgreSQL program (as `postgres` when we are root); throws with its output on failure. */
function run(binDir, program, args, timeoutMs) {
  const [file, argv] = commandLine(binDir, program, args);
  const result = spawnSync(file, argv, {
    encoding: "utf8",
    timeout: timeoutMs,
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (result.error) throw new Error(`${program} failed: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(
      `${program} ${args.join(" ")} exited with ${result.status}:\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
}

/**
 * `run` without blocking the event loop: a test that restarts the server under load keeps
 * sending its requests (and timing them) while pg_ctl waits.
 */
function runInBackground(binDir, program, args, timeoutMs) {
  const [file, argv] = commandLine(binDir, program, args);
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ["ignore", "pipe", "pipe"], timeout: timeoutMs });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", (error) => reject(new Error(`${program} failed: ${error.message}`)));
    child.once("close", (code, signal) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${program} ${args.join(" ")} exited with ${code ?? signal}:\n${output}`));
    });
  });
}

/**
 * Starts a fresh cluster. Resolves with its admin URL (database `postgres`, user
 * `postgres`, no password: trust on 127.0.0.1 only), `createDatabase(name)`, `restart()`,
 * `terminateBackends(name)` (for fault tests) and `stop()`.
 * @param {{ label?: string, startTimeoutS?: number }} [options]
 */
export async function startPostgres(options = {}) {
  const { label = "pg", startTimeoutS = 60 } = options;
  const binDir = postgresBinDir();
  if (!binDir) {
    throw new Error(
      `PostgreSQL is not installed (no ${DEBIAN_ROOT}/*/bin/initdb): run \`node scripts/ensure-postgres.mjs\` ` +
        "(as root it installs Debian's postgresql package), or set POSTGRES_BIN_DIR.",
    );
  }
  const directory = mkdtempSync(path.join(tmpdir(), `site-${label}-`));
  const dataDir = path.join(directory, "data");
  const logFile = path.join(directory, "server.log");
  if (isRoot()) {
    const { uid, gid } = postgresUser();
    chownSync(directory, uid, gid);
  }

  let started = false;
  const stop = async () => {
    if (started) {
      started = false;
      try {
        run(binDir, "pg_ctl", ["stop", "-D", dataDir, "-m", "immediate", "-w", "-t", "30"], 40_000);
      } catch (error) {
        process.stderr.write(`postgres: stopping the ${label} cluster: ${error.message}\n`);
      }
    }
    rmSync(directory, { recursive: true, force: true });
  };

  try {
    run(
      binDir,
      "initdb",
      ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"],
      120_000,
    );
    const port = await freePort();
    const settings = [
      "-c listen_addresses=127.0.0.1",
      `-p ${port}`,
      `-c unix_socket_directories=${directory}`,
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c max_connections=100",
    ].join(" ");
    run(
      binDir,
      "pg_ctl",
      ["start", "-D", dataDir, "-l", logFile, "-o", settings, "-w", "-t", String(startTimeoutS)],
      (startTimeoutS + 10) * 1000,
    );
    started = true;

    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const urlFor = (database) => `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(database)}`;
    return {
      url,
      port,
      directory,
      urlFor,
      createDatabase: (name) => createDatabase(url, name),
      // Same data, port and settings; `-m fast` ends every session at once, as an
      // operator's restart (or a failover) does to the clients. `downForMs`: stopped
      // that long before starting again, as a failover that takes a while.
      restart: async ({ downForMs = 0 } = {}) => {
        const start = ["-D", dataDir, "-l", logFile, "-o", settings, "-w", "-t", String(startTimeoutS)];
        const timeoutMs = (startTimeoutS + 10) * 1000;
        if (downForMs <= 0) {
          await runInBackground(binDir, "pg_ctl", ["restart", "-m", "fast", ...start], timeoutMs);
          return;
        }
        await runInBackground(
          binDir,
          "pg_ctl",
          ["stop", "-D", dataDir, "-m", "fast", "-w", "-t", "30"],
          40_000,
        );
        await sleep(downForMs);
        await runInBackground(binDir, "pg_ctl", ["start", ...start], timeoutMs);
      },
      terminateBackends: (database) => terminateBackends(url, database),
      stop,
    };
  } catch (error) {
    const log = existsSync(logFile) ? `\nserver log:\n${readFileSync(logFile, "utf8").slice(-4000)}` : "";
    await stop();
    throw new Error(`Could not start a throwaway PostgreSQL: ${error.message}${log}`);
  }
}

/** Creates database `name` through the admin URL; resolves with the new database's URL. */
export async function createDatabase(adminUrl, name) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name))
    throw new Error(`unsuitable database name ${JSON.stringify(name)}`);
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops database `name` (closing its connections) through the admin URL. */
export async function dropDatabase(adminUrl, name) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name))
    throw new Error(`unsuitable database name ${JSON.stringify(name)}`);
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * Ends every session on database `name` with pg_terminate_backend (what an administrator
 * does to stuck sessions), except the caller's own; resolves with how many.
 */
export async function terminateBackends(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const result = await client.query(
      "select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
    return result.rows.filter((row) => row.ended).length;
  } finally {
    await client.end();
  }
}
