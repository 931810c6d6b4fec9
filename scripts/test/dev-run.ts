// `npm run dev` as a developer runs it, for the tests: free ports, a temporary data
// directory, its own process group (as a terminal's foreground job has), its output kept,
// and every process it starts recorded while it runs, so a test can check that none is
// left behind, and `cleanup()` ends them whatever happened.

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { devOrigin, type DevPorts } from "../dev-environment.mjs";
import { freePort, REPO_ROOT } from "../server-process.mjs";
import { descendantsOf, isRunning, type ProcessEntry } from "./process-tree.ts";

export interface DevRun {
  /** The one address to open, e.g. http://localhost:5173. */
  origin: string;
  ports: DevPorts;
  dataDir: string;
  /** The environment it runs with (DEV_* variables set): for `npm run dev:staff`. */
  env: NodeJS.ProcessEnv;
  /** npm's process: the leader of the run's process group. */
  pid: number;
  /** Everything it printed, both streams, so far. */
  output(): string;
  /** Resolves once the output has `text` (after `from` characters); throws with the output after `timeoutMs`. */
  waitForOutput(text: string, timeoutMs?: number, from?: number): Promise<void>;
  /** The processes running below npm now (recorded too). */
  processes(): ProcessEntry[];
  /** Every process seen below npm since the start. */
  seen(): ProcessEntry[];
  /** npm's exit: its code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Kills (SIGKILL) whatever it started that still runs, then removes the data directory. */
  cleanup(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** Starts `npm run dev`; `env` adds variables (the server's, e.g. SAMPLE_EVENTS, pass through). */
export async function startDev(label: string, extraEnv: Record<string, string> = {}): Promise<DevRun> {
  const [site = 0, console = 0, server = 0] = await distinctFreePorts(3);
  const ports = { site, console, server };
  const dataDir = mkdtempSync(path.join(tmpdir(), `site-dev-${label}-`));
  const env = {
    ...process.env,
    DEV_PORT: String(site),
    DEV_CONSOLE_PORT: String(console),
    DEV_SERVER_PORT: String(server),
    DEV_DATA_DIR: dataDir,
    NO_COLOR: "1",
    ...extraEnv,
  };
  const child = spawn("npm", ["run", "dev"], {
    cwd: REPO_ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error("npm run dev did not start");

  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let hasExited = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => {
      hasExited = true;
      resolve({ code, signal });
    });
  });

  const seen = new Map<number, ProcessEntry>();
  const record = () => {
    const now = descendantsOf(pid);
    for (const entry of now)
      if (!seen.has(entry.pid) || seen.get(entry.pid)?.args !== entry.args) seen.set(entry.pid, entry);
    return now;
  };
  // Often enough to see each server process tsx watch starts, restarts included.
  const recorder = setInterval(record, 100);
  // Should the test process end before cleanup() (a worker torn down), its parts still go.
  const killLeft = () => {
    for (const entry of seen.values()) {
      if (!isRunning(entry)) continue;
      try {
        process.kill(entry.pid, "SIGKILL");
      } catch {
        // gone meanwhile
      }
    }
  };
  process.once("exit", killLeft);

  return {
    origin: devOrigin(ports),
    ports,
    dataDir,
    env,
    pid,
    output: () => output,
    async waitForOutput(text, timeoutMs = 60_000, from = 0) {
      const deadline = Date.now() + timeoutMs;
      while (!output.includes(text, from)) {
        if (hasExited) throw new Error(`npm run dev exited before printing "${text}". Output:\n${output}`);
        if (Date.now() > deadline)
          throw new Error(`"${text}" not printed within ${timeoutMs} ms. Output:\n${output}`);
        await sleep(100);
      }
    },
    processes: record,
    seen: () => [...seen.values()],
    exited,
    async cleanup() {
      clearInterval(recorder);
      process.off("exit", killLeft);
      record();
      const left = [...seen.values()].filter(isRunning);
      killLeft();
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      const deadline = Date.now() + 5_000;
      while (left.some(isRunning) && Date.now() < deadline) await sleep(50);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
