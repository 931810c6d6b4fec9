// Starts the real, built server (`node server/dist/main.js`) on a free loopback port with
// a temporary DATA_DIR, waits for GET /healthz, and stops it again. Shared by the e2e
// tests (e2e/global-setup.ts) and the benchmark (bench/run.ts).

import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));
export const SITE_MANIFEST = path.join(REPO_ROOT, "web/build/client/site-manifest.json");
export const SERVER_MAIN = path.join(REPO_ROOT, "server/dist/main.js");
const CONTRACTS_MAIN = path.join(REPO_ROOT, "contracts/dist/index.js");

/** Throws "run npm run build first" when the web or server build is missing. */
export function assertBuilt() {
  const missing = [SITE_MANIFEST, SERVER_MAIN, CONTRACTS_MAIN].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The build is missing (${missing.map((file) => path.relative(REPO_ROOT, file)).join(", ")}): run npm run build first.`,
    );
  }
}

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns the built server and resolves once /healthz answers 200.
 * `envForPort` adds variables that depend on the port chosen, e.g. a SITE_URL naming it.
 * @param {{ env?: Record<string, string>, envForPort?: (port: number) => Record<string, string>, readyTimeoutMs?: number, label?: string, logLevel?: string }} [options]
 */
export async function startServer(options = {}) {
  assertBuilt();
  const { readyTimeoutMs = 30_000, label = "server", logLevel = "warn" } = options;
  // A given port (a restart where its clients, e.g. a proxy, expect it): that one or failure.
  if (options.port !== undefined) return startOnce({ ...options, readyTimeoutMs, label, logLevel });
  let lastError;
  // The free port can be taken between the probe and the server's listen: retry then.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      return await startOnce({ ...options, readyTimeoutMs, label, logLevel, port: await freePort() });
    } catch (error) {
      lastError = error;
      if (!String(error?.message).includes("EADDRINUSE")) break;
    }
  }
  throw lastError;
}

async function startOnce({
  env: givenEnv = {},
  envForPort,
  readyTimeoutMs,
  label,
  logLevel,
  port,
  dataDir: givenDataDir,
}) {
  const env = { ...givenEnv, ...envForPort?.(port) };
  // A given DATA_DIR outlives the server (a restart after a crash reuses it); our own is removed.
  const ownsDataDir = givenDataDir === undefined;
  const dataDir = givenDataDir ?? mkdtempSync(path.join(tmpdir(), `site-${label}-data-`));
  const host = "127.0.0.1";
  const baseURL = `http://${host}:${port}`;
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: host, DATA_DIR: dataDir, LOG_LEVEL: logLevel, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });

  // Keep the server's recent output for error messages, and pass it through with a prefix.
  let output = "";
  // And every line, for tests that ask what the server did (a test's server says little).
  const lines = [];
  let partial = "";
  const onData = (chunk) => {
    const text = chunk.toString();
    output = (output + text).slice(-8_000);
    const split = (partial + text).split("\n");
    partial = split.pop();
    lines.push(...split);
    for (const line of text.split("\n")) if (line.trim()) process.stderr.write(`[${label}] ${line}\n`);
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);

  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.once("exit", (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });

  let stopped = false;
  const stop = async (graceMs = 5_000) => {
    if (stopped) return;
    stopped = true;
    if (!exited) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => {
        if (!exited) child.kill("SIGKILL");
      }, graceMs);
      await exitPromise;
      clearTimeout(timer);
    }
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  // A crash, as far as the server can tell: no shutdown hook runs. DATA_DIR is kept.
  const kill = async () => {
    stopped = true;
    if (!exited) {
      child.kill("SIGKILL");
      await exitPromise;
    }
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (exited) {
      await stop();
      throw new Error(
        `The server exited before it was ready (code ${exited.code}, signal ${exited.signal}). Its output:\n${output}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200)
        return {
          baseURL,
          port,
          dataDir,
          pid: child.pid,
          stop,
          kill,
          output: () => output,
          linesWith: (text) => [...lines, partial].filter((line) => line.includes(text)),
        };
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  await stop();
  throw new Error(
    `The server did not answer 200 on ${baseURL}/healthz within ${readyTimeoutMs} ms. Its output:\n${output}`,
  );
}
