#!/usr/bin/env node
// `npm run dev`: the site, the staff console and the server, from source, behind one
// address (http://localhost:5173; the console at /staff), each reloading on change:
//
//   server   tsx watch of server/src/main.ts (restarts on a change to server/src or to
//            contracts/src, which it imports through the `source` condition); data in
//            data/dev (DEV_DATA_DIR), mail as .eml files there; port DEV_SERVER_PORT (3000)
//   site     the web app's Vite dev server (DEV_PORT, 5173), hot reload; proxies the API
//            to the server and /staff to the console's (web/scripts/vite-dev-server.ts)
//   console  the staff console's Vite dev server (DEV_CONSOLE_PORT, 5174), base /staff/
//
// Nothing needs building first: the server runs its TypeScript and the shared contracts
// from source, and pages come from Vite (the server's own pages and console, which need a
// build, are not used: it only warns that they are missing).
//
// Every line of output is prefixed with its part's name. Ctrl-C or SIGTERM stops every
// part (a second Ctrl-C, a moment later, kills them); when one part exits by itself, the
// others are stopped and this exits non-zero. The ports and data are scripts/dev-environment.mjs's.

import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import {
  DEV_INTERNAL_HOST,
  DEV_SITE_HOST,
  devOrigin,
  devPorts,
  devServerEnvironment,
} from "./dev-environment.mjs";
import { refuseUnsupportedNode } from "./node-version.mjs";

refuseUnsupportedNode("npm run dev");

const root = fileURLToPath(new URL("..", import.meta.url));
/** A package's command as npm links it: in the workspace's own node_modules when npm could
 * not hoist it (two versions in the tree), else in the root's. */
const bin = (name, workspace = ".") =>
  [path.join(root, workspace, "node_modules/.bin", name), path.join(root, "node_modules/.bin", name)].find(
    (file) => existsSync(file),
  ) ?? path.join(root, "node_modules/.bin", name);
// A part that has not stopped this long after SIGTERM is killed; the server's own
// graceful shutdown (in-flight requests) is well within it in development.
const STOP_GRACE_MS = 8_000;

let ports;
let env;
try {
  ports = devPorts();
  env = devServerEnvironment();
} catch (error) {
  console.error(`dev: ${error.message}`);
  process.exit(2);
}
const origin = devOrigin(ports);

// Colours when a person watches (as the parts' own output has them), never in a pipe.
const colour = process.stdout.isTTY && !process.env.NO_COLOR;
if (colour) env.FORCE_COLOR ??= "1";
const paint = (code, text) => (colour ? `\u001b[${code}m${text}\u001b[39m` : text);

/** A part's name in front of each of its lines, all names the same width. */
function prefixer(name, code) {
  const label = `${paint(code, name.padEnd(7))}| `;
  return (line) => `${label}${line}\n`;
}
const say = prefixer("dev", 90);

// The server logs JSON lines when not on a terminal (as here, in a pipe): pino-pretty,
// which it uses on a terminal, makes them the same short lines.
const serverRequire = createRequire(path.join(root, "server/package.json"));
const { prettyFactory } = serverRequire("pino-pretty");
const prettyLog = prettyFactory({
  colorize: colour,
  translateTime: "SYS:HH:MM:ss",
  ignore: "pid,hostname",
  singleLine: true,
});
const prettyServerLine = (line) => {
  if (!line.startsWith("{")) return line;
  try {
    return prettyLog(JSON.parse(line)).trimEnd();
  } catch {
    return line;
  }
};

const parts = [
  {
    name: "server",
    colour: 36,
    cwd: root,
    // --clear-screen=false: its restarts must not wipe the other parts' output.
    args: [bin("tsx"), "watch", "--clear-screen=false", "--conditions=source", "server/src/main.ts"],
    line: prettyServerLine,
  },
  { name: "site", colour: 35, cwd: path.join(root, "web"), args: [bin("react-router", "web"), "dev"] },
  { name: "console", colour: 33, cwd: path.join(root, "console"), args: [bin("vite", "console")] },
];

/** Refuses to start when a port is taken (e.g. by `npm start` on 3000), naming its variable. */
async function refuseTakenPorts() {
  const checks = [
    ["DEV_SERVER_PORT", DEV_INTERNAL_HOST, ports.server],
    ["DEV_CONSOLE_PORT", DEV_INTERNAL_HOST, ports.console],
    ["DEV_PORT", DEV_SITE_HOST, ports.site],
  ];
  for (const [variable, host, port] of checks) {
    const error = await new Promise((resolve) => {
      const probe = createServer();
      probe.once("error", resolve);
      probe.listen(port, host, () => probe.close(() => resolve(null)));
    });
    if (error !== null) {
      const why =
        error.code === "EADDRINUSE" ? "is in use" : `cannot be used (${error.code ?? error.message})`;
      console.error(
        `dev: port ${port} on ${host} ${why}: stop what uses it, or set ${variable} to another port.`,
      );
      process.exit(1);
    }
  }
}

// A closed terminal or pipe (writes failing with EIO or EPIPE) must not end us before the
// parts are stopped: they run in groups of their own and would be left behind.
for (const stream of [process.stdout, process.stderr]) stream.on("error", () => {});

let stopping = false;
let exitCode = 0;
const running = new Set();

/** Passes a stream's output on line by line, each with the part's prefix. */
function relay(stream, prefix, transform, out) {
  let pending = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) out.write(prefix(transform(line.replace(/\r$/, ""))));
  });
  stream.on("end", () => {
    if (pending !== "") out.write(prefix(transform(pending)));
    pending = "";
  });
}

function start(part) {
  // Its own process group: a terminal's Ctrl-C reaches the part only through us (once),
  // and stopping the group also ends what the part started (esbuild, tsx's server).
  const child = spawn(process.execPath, part.args, {
    cwd: part.cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  part.child = child;
  running.add(part);
  const prefix = prefixer(part.name, part.colour);
  relay(child.stdout, prefix, part.line ?? ((line) => line), process.stdout);
  relay(child.stderr, prefix, part.line ?? ((line) => line), process.stderr);
  child.once("error", (error) => {
    process.stderr.write(say(`${part.name} could not start: ${error.message}`));
  });
  // What the part started and left behind (an esbuild service) would hold its output open.
  child.once("exit", () => killGroup(part, "SIGKILL"));
  child.once("close", (code, signal) => {
    running.delete(part);
    if (!stopping) {
      process.stderr.write(say(`${part.name} exited (${signal ?? `code ${code}`}): stopping the others`));
      stop(code === 0 || code === null ? 1 : code);
    } else if (running.size === 0) {
      process.exit(exitCode);
    }
  });
}

/** Signals the part's whole process group; quiet when it is already gone. */
function killGroup(part, signal) {
  try {
    process.kill(-part.child.pid, signal);
  } catch {
    // ESRCH: the group has no process left.
  }
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  if (running.size === 0) process.exit(exitCode);
  // The part's own process, not its group: tsx passes the signal on to the server and
  // waits for it (a second SIGTERM would tell the server to give up on in-flight requests).
  for (const part of running) part.child.kill("SIGTERM");
  setTimeout(() => {
    for (const part of running) killGroup(part, "SIGKILL");
  }, STOP_GRACE_MS).unref();
}

let lastSignalAt = 0;
function onSignal(signal) {
  // A Ctrl-C reaches us twice (from the terminal and from npm, which forwards it): one
  // starts the shutdown; one more, later, kills what is left.
  const now = Date.now();
  if (now - lastSignalAt < 1_000) return;
  lastSignalAt = now;
  if (!stopping) {
    process.stdout.write(say(`${signal}: stopping every part`));
    stop(0);
  } else {
    process.stdout.write(say(`${signal} again: killing what is left`));
    for (const part of running) killGroup(part, "SIGKILL");
  }
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, onSignal);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Says where to go once everything answers: the server and the console directly first
 * (so the site's proxy is not asked before they listen, which it would log as an error),
 * then the site, proxying /healthz to the server.
 */
async function announceWhenReady() {
  const checks = [
    `http://${DEV_INTERNAL_HOST}:${ports.server}/healthz`,
    `http://${DEV_INTERNAL_HOST}:${ports.console}/staff/`,
    `${origin}/healthz`,
  ];
  for (const url of checks) {
    while (!(await answers(url))) {
      if (stopping) return;
      await sleep(250);
    }
  }
  if (stopping) return;
  process.stdout.write(
    [
      `ready: open ${origin}/ (the site) and ${origin}/staff (the staff console)`,
      `data (SQLite, mail as .eml files) in ${env.DATA_DIR.startsWith(root) ? path.relative(root, env.DATA_DIR) : env.DATA_DIR}`,
      "a staff account: npm run dev:staff -- invite --email you@example.com (then open the link it prints)",
      "Ctrl-C stops everything",
    ]
      .map(say)
      .join(""),
  );
}

await refuseTakenPorts();
for (const part of parts) start(part);
void announceWhenReady();
