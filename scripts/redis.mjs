// A throwaway Redis server for tests, from Debian's `redis-server` package: started on a
// free port on 127.0.0.1 with persistence off (no RDB snapshots, no append-only file) and
// its working directory in a temporary folder, then stopped and deleted. The data dies
// with the process, which is all a test of shared rate limits needs.

import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./server-process.mjs";

/** The redis-server program (REDIS_SERVER overrides), or undefined when none is installed. */
export function redisServerPath(env = process.env) {
  const fromEnv = env.REDIS_SERVER?.trim();
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  const found = spawnSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" });
  const program = found.status === 0 ? found.stdout.trim() : "";
  return program === "" ? undefined : program;
}

const READY = "Ready to accept connections";

/**
 * Starts a fresh redis-server. Resolves with its URL (`redis://127.0.0.1:<port>`) and
 * `stop()`. Retries on another port when the free one was taken in between, unless
 * `port` was asked for: a test restarting a stopped server on its old port (so clients
 * reconnect to the same URL) must get that port or fail.
 * @param {{ label?: string, startTimeoutMs?: number, port?: number }} [options]
 */
export async function startRedis(options = {}) {
  const { label = "redis", startTimeoutMs = 20_000, port } = options;
  const program = redisServerPath();
  if (!program) {
    throw new Error(
      "redis-server is not installed: install Debian's package (`apt-get install -y redis-server`, " +
        "as .ci/run does), or set REDIS_SERVER to the program's path.",
    );
  }
  let lastError;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      return await startOnce(program, label, startTimeoutMs, port ?? (await freePort()));
    } catch (error) {
      lastError = error;
      if (port !== undefined || !/address already in use/i.test(String(error?.message))) break;
    }
  }
  throw lastError;
}

async function startOnce(program, label, startTimeoutMs, port) {
  const directory = mkdtempSync(path.join(tmpdir(), `site-${label}-`));
  const child = spawn(
    program,
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--protected-mode",
      "yes",
      "--daemonize",
      "no",
      // No persistence: nothing to write, nothing left behind.
      "--save",
      "",
      "--appendonly",
      "no",
      "--dir",
      directory,
      "--logfile",
      "",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );

  let output = "";
  let exited = false;
  const exit = new Promise((resolve) => {
    child.once("exit", (code, signal) => {
      exited = true;
      resolve({ code, signal });
    });
  });
  // A test runner that dies before stop() must not leave the server running.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const stop = async () => {
    process.removeListener("exit", killOnExit);
    if (!exited) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exit;
      clearTimeout(timer);
    }
    rmSync(directory, { recursive: true, force: true });
  };

  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`redis-server did not get ready within ${startTimeoutMs} ms`)),
        startTimeoutMs,
      );
      const onData = (chunk) => {
        output = (output + chunk.toString()).slice(-8_000);
        if (output.includes(READY)) {
          clearTimeout(timer);
          resolve(undefined);
        }
      };
      child.stdout.on("data", onData);
      child.stderr.on("data", onData);
      child.once("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      exit.then(({ code, signal }) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${signal ?? code}) before it was ready`));
      });
    });
  } catch (error) {
    await stop();
    throw new Error(`Could not start a throwaway redis-server: ${error.message}\n${output}`);
  }

  return { url: `redis://127.0.0.1:${port}`, port, directory, stop };
}
