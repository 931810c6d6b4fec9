// One Lighthouse run in a fresh Chrome (launched by chrome-launcher with the flags of
// scripts/chromium.mjs), bounded in time, and the machine it runs on.

import { createRequire } from "node:module";
import os from "node:os";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumVersion } from "../../scripts/chromium.mjs";
import { machine } from "../lib/machine.ts";
import { withTimeout } from "../lib/time-limit.ts";
import type { LighthouseReport } from "./metrics.ts";
import { CATEGORIES, RUN_TIMEOUT_MS } from "./plan.ts";

// chrome-launcher comes with lighthouse: resolve it from there, not from the root.
const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve("lighthouse"));
const chromeLauncher = (await import(
  requireFromLighthouse.resolve("chrome-launcher")
)) as typeof import("chrome-launcher");

type LaunchedChrome = Awaited<ReturnType<typeof chromeLauncher.launch>>;
let currentChrome: LaunchedChrome | undefined;

/** Kills the Chrome of the run in progress, if any (on Ctrl-C). */
export function killCurrentChrome(): void {
  try {
    currentChrome?.kill();
  } catch {
    // Already gone: nothing left to stop.
  }
}

export async function runLighthouse(url: string, chromePath: string): Promise<LighthouseReport> {
  const chrome = await withTimeout(
    chromeLauncher.launch({
      chromePath,
      // Our own signal handler stops Chrome and the server.
      handleSIGINT: false,
      chromeFlags: [...CHROMIUM_ARGS],
      logLevel: "silent",
      connectionPollInterval: 250,
      maxConnectionRetries: 120,
    }),
    60_000,
    "starting Chrome",
  );
  currentChrome = chrome;
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      }),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${url}`,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    // The JSON result, read through the subset of its shape that metrics() uses.
    return result.lhr as unknown as LighthouseReport;
  } finally {
    // kill() can hang on a wedged browser: bound it, then make sure.
    await withTimeout(Promise.resolve(chrome.kill()), 10_000, "stopping Chrome").catch(() => {
      try {
        if (chrome.pid) process.kill(chrome.pid, "SIGKILL");
      } catch {
        // It ended between the timeout and the kill.
      }
    });
    currentChrome = undefined;
  }
}

export interface MachineInfo {
  cpu: string;
  cores: number;
  memory: string;
  os: string;
  node: string;
  chromium: string;
  lighthouse: string;
}

export function machineInfo(chromePath: string): MachineInfo {
  const { cpu, cores, memory, node } = machine();
  return {
    cpu,
    cores,
    memory,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node,
    chromium: chromiumVersion(chromePath) ?? chromePath,
    lighthouse: (requireFromLighthouse("lighthouse/package.json") as { version: string }).version,
  };
}
