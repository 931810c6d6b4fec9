// One real server process (the entry point, as main.test.ts starts it) for tests that
// need several instances at once, or need to see whether a process survives. With tsx
// (a root devDependency) it runs src/main.ts, so it works before any build; otherwise
// the compiled dist/main.js.

import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { freePort } from "../../scripts/server-process.mjs";

/** The server package's folder: the entry point's working directory. */
export const SERVER_DIR = fileURLToPath(new URL("../", import.meta.url));
const COMPILED_MAIN = fileURLToPath(new URL("../dist/main.js", import.meta.url));
// Enough to show why a process died; a long fault run logs far more than this.
const KEPT_OUTPUT_CHARS = 32_000;

/** Node's arguments that run the server's entry point (src/main.ts with tsx, else dist/main.js). */
export function entryPoint(): string[] {
  try {
    createRequire(import.meta.url).resolve("tsx");
    // The "source" condition: `@site/contracts` as TypeScript too, so no build is needed.
    return [
      "--conditions=source",
      "--import",
      "tsx",
      fileURLToPath(new URL("../src/main.ts", import.meta.url)),
    ];
  } catch {
    if (existsSync(COMPILED_MAIN)) return [COMPILED_MAIN];
    throw new Error("Neither tsx nor server/dist/main.js: run `npm run build -w server` first");
  }
}

export interface ServerInstance {
  baseURL: string;
  /** Exit code or signal once the process has ended; undefined while it runs. */
  ended(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** The last KEPT_OUTPUT_CHARS of stdout and stderr together. */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the server on a free port with only `env` (and PATH, PORT, HOST) set, so the
 * caller's shell leaks nothing in, and resolves once GET /healthz answers 200.
 */
export async function startServerInstance(
  env: Record<string, string>,
  readyTimeoutMs = 30_000,
): Promise<ServerInstance> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, entryPoint(), {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-KEPT_OUTPUT_CHARS));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exit = once(child, "exit").then(([code, signal]) => {
    ended = { code: code as number | null, signal: signal as NodeJS.Signals | null };
  });

  const stop = async (graceMs = 10_000) => {
    if (ended) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await exit;
    clearTimeout(timer);
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline && !ended) {
    try {
      const response = await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return { baseURL, ended: () => ended, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  await stop(2_000);
  throw new Error(
    `The server at ${baseURL} did not become ready (exit: ${JSON.stringify(ended)}). Its output:\n${output}`,
  );
}
