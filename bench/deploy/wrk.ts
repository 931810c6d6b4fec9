// wrk (Debian's package): the load generator of the production benchmark. Written in C
// with its own event loop, it keeps up with nginx where a Node client (autocannon) would
// be the ceiling being measured. A Lua script gives it a method, headers and a body, a
// pause between requests (a moderate load) or a list of paths to go through.

import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface WrkRequest {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Requests each connection takes in turn instead of the URL's (a mixed load). */
  sequence?: { method?: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: string }[];
  /** Each connection's pause after an answer, in ms (default none: as fast as it can). */
  pauseMs?: number;
}

export interface WrkResult {
  requests: number;
  perSecond: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  /** Answers outside 2xx and 3xx, and connect/read/write/timeout errors. */
  non2xx: number;
  socketErrors: number;
}

const WRK = process.env.WRK_PATH ?? "/usr/bin/wrk";

/** Whether wrk is installed (bench/deploy.ts says how to install it otherwise). */
export async function hasWrk(): Promise<boolean> {
  return run(WRK, ["--version"]).then(
    () => true,
    // wrk --version prints its version and exits 1.
    (error: { stdout?: string }) => (error.stdout ?? "").includes("wrk"),
  );
}

const luaString = (text: string) => JSON.stringify(text);
const luaTable = (headers: Record<string, string>) =>
  `{ ${Object.entries(headers)
    .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
    .join(", ")} }`;

function luaScript(request: WrkRequest): string {
  const lines = [`wrk.method = ${luaString(request.method ?? "GET")}`];
  for (const [name, value] of Object.entries(request.headers ?? {}))
    lines.push(`wrk.headers[${luaString(name)}] = ${luaString(value)}`);
  if (request.body !== undefined) lines.push(`wrk.body = ${luaString(request.body)}`);
  if (request.sequence?.length) {
    const entries = request.sequence.map((entry) => {
      const body = entry.body === undefined ? "nil" : luaString(entry.body);
      return `  { ${luaString(entry.method ?? "GET")}, ${luaString(entry.path)}, ${luaTable({ ...request.headers, ...entry.headers })}, ${body} },`;
    });
    // Formatted when sent: wrk sets the Host header only once the script has loaded.
    lines.push(
      "local requests = {",
      ...entries,
      "}",
      "local next = 0",
      "request = function()",
      "  next = next % #requests + 1",
      "  local r = requests[next]",
      "  return wrk.format(r[1], r[2], r[3], r[4])",
      "end",
    );
  }
  if (request.pauseMs) lines.push(`delay = function() return ${Math.round(request.pauseMs)} end`);
  return `${lines.join("\n")}\n`;
}

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** "12.34ms" → 12.34. */
function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`wrk printed a latency it cannot be read from: ${text}`);
  return Number(match[1]) * MS_PER_UNIT[match[2]!]!;
}

/** What wrk --latency printed. */
export function parseWrkOutput(output: string): WrkResult {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN);
  const percentile = (p: string) => {
    // wrk pads a value in seconds with a space ("1.82s ").
    const match = new RegExp(`^\\s+${p}%\\s+(\\S+)\\s*$`, "m").exec(output);
    if (!match) throw new Error(`wrk printed no ${p}th percentile:\n${output}`);
    return milliseconds(match[1]!);
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requests: number(/\b(\d+) requests in/),
    perSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p50: percentile("50"),
    p99: percentile("99"),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    socketErrors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
}

/** wrk on `url` for `seconds` with `connections` (one thread: the other core serves). */
export async function wrk(
  url: string,
  { seconds, connections, request = {} }: { seconds: number; connections: number; request?: WrkRequest },
): Promise<WrkResult> {
  const directory = await mkdtemp(path.join(tmpdir(), "bench-wrk-"));
  try {
    const script = path.join(directory, "request.lua");
    await writeFile(script, luaScript(request));
    const { stdout } = await run(
      WRK,
      ["--latency", "-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", script, url],
      { timeout: (seconds + 30) * 1000 },
    );
    return parseWrkOutput(stdout);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
