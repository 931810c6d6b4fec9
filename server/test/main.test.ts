// The real entry point as a process. With tsx installed (a root devDependency) it runs
// src/main.ts directly; otherwise the compiled dist/main.js of `npm run build -w server`.
// Nothing is compiled here: other suites (e2e) may be running dist/main.js meanwhile.

import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteFixture, type SiteFixture } from "./fixtures.js";
import { entryPoint, SERVER_DIR } from "./server-instance.js";

let fixture: SiteFixture;
let dataDir: string;

beforeAll(async () => {
  fixture = await createSiteFixture();
  dataDir = await mkdtemp(path.join(tmpdir(), "main-test-data-"));
});

afterAll(async () => {
  await fixture?.remove();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  exit: Promise<number | null>;
}

/** Starts the server with only `env` (and PATH) set, so the caller's shell leaks nothing in. */
function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, entryPoint(), {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = once(child, "exit").then(([code]) => code as number | null);
  return { child, output: () => ({ stdout, stderr }), exit };
}

/** Rejects after `ms`, killing the child, so a hung process cannot hang the suite. */
async function within<T>(ms: number, promise: Promise<T>, child: ChildProcess): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  await once(server, "close");
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

async function waitForHealth(url: string, exited: Promise<unknown>): Promise<Response> {
  let stopped = false;
  void exited.then(() => (stopped = true));
  while (!stopped) {
    try {
      return await fetch(url, { signal: AbortSignal.timeout(1_000) });
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error("the server exited before answering");
}

describe("server process", () => {
  it("refuses a bad PORT: exit code 1, the variable named, no stack trace", async () => {
    const server = startServer({ PORT: "abc", WEB_ROOT: fixture.webRoot });
    const code = await within(20_000, server.exit, server.child);
    const { stderr } = server.output();
    expect(code).toBe(1);
    expect(stderr).toContain('Configuration error: PORT: must be an integer between 1 and 65535 (got "abc")');
    expect(stderr).not.toMatch(/^[ \t]+at /m);
  }, 30_000);

  it("serves /healthz and the site, then exits 0 on SIGTERM", async () => {
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      HOST: "127.0.0.1",
      WEB_ROOT: fixture.webRoot,
      LOG_LEVEL: "warn",
      // A DATA_DIR that does not exist yet: the server makes it.
      DATA_DIR: path.join(dataDir, "new"),
      SAMPLE_EVENTS: "false",
    });
    try {
      const health = await within(
        20_000,
        waitForHealth(`http://127.0.0.1:${port}/healthz`, server.exit),
        server.child,
      );
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok" });

      // DATA_DIR made, database created and migrated before /healthz said ready.
      expect(existsSync(path.join(dataDir, "new", "site.db"))).toBe(true);
      const events = await fetch(`http://127.0.0.1:${port}/Bweb/api/events`);
      expect(events.status).toBe(200);
      expect(await events.json()).toEqual([]);

      const home = await fetch(`http://127.0.0.1:${port}/home`);
      expect(home.status).toBe(200);
      expect(home.headers.get("content-type")).toBe("text/html; charset=utf-8");
    } finally {
      server.child.kill("SIGTERM");
    }
    const code = await within(15_000, server.exit, server.child);
    expect(code, server.output().stderr).toBe(0);
  }, 60_000);

  it("logs JSON lines without a terminal: where to open the site, no line per request unless LOG_LEVEL=debug", async () => {
    for (const level of ["info", "debug"]) {
      const port = await freePort();
      const server = startServer({
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_URL: `http://localhost:${port}`,
        WEB_ROOT: fixture.webRoot,
        LOG_LEVEL: level,
        DATA_DIR: path.join(dataDir, `logs-${level}`),
        SAMPLE_EVENTS: "false",
      });
      try {
        await within(20_000, waitForHealth(`http://127.0.0.1:${port}/healthz`, server.exit), server.child);
        await fetch(`http://127.0.0.1:${port}/home?utm=secret`);
        // The debug line is written as the answer ends: give it a moment to arrive.
        await new Promise((resolve) => setTimeout(resolve, 300));
      } finally {
        server.child.kill("SIGTERM");
      }
      await within(15_000, server.exit, server.child);
      const lines = server
        .output()
        .stdout.trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { msg: string; path?: string; statusCode?: number });
      expect(lines.map((line) => line.msg)).toContain(`Site ready: open http://localhost:${port}/`);
      const answered = lines.filter((line) => line.msg === "Request answered");
      if (level === "info") {
        expect(answered).toEqual([]);
      } else {
        expect(answered).toContainEqual(expect.objectContaining({ path: "/home", statusCode: 200 }));
        // The path only: a query string can carry what a visitor typed.
        expect(JSON.stringify(answered)).not.toContain("secret");
      }
    }
  }, 90_000);
});
