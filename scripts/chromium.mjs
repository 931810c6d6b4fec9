// Where Chromium lives on this machine and how every tool here launches it: the one
// source of truth for e2e tests (playwright-core), the benchmark (Lighthouse via
// chrome-launcher) and scripts/ensure-chromium.mjs.
//
// Test tools cannot download their own browser here (no internet), so we use Debian's
// `chromium` package. CHROMIUM_PATH overrides the lookup.

import { execFileSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

/** Paths tried, in order, when CHROMIUM_PATH is not set. */
export const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/**
 * Flags for a headless, quiet, loopback-only Chromium. Playwright and chrome-launcher
 * each give a launch its own fresh profile (user-data-dir).
 */
export const CHROMIUM_ARGS = Object.freeze([
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]);

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium executable, or undefined when none is installed. */
export function chromiumPath(env = process.env) {
  const fromEnv = env.CHROMIUM_PATH?.trim();
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : undefined;
  return CHROMIUM_CANDIDATES.find(isExecutable);
}

/** Like chromiumPath(), but throws with instructions when Chromium is missing. */
export function requireChromiumPath(env = process.env) {
  const found = chromiumPath(env);
  if (found) return found;
  const where = env.CHROMIUM_PATH?.trim()
    ? `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file`
    : `none of ${CHROMIUM_CANDIDATES.join(", ")} exists`;
  throw new Error(
    `Chromium not found (${where}). Run \`node scripts/ensure-chromium.mjs\` as root, ` +
      "or `sudo apt-get install -y chromium`, or set CHROMIUM_PATH.",
  );
}

/** "Chromium 156.0.8078.79 ..." as the browser reports it, or undefined. */
export function chromiumVersion(executable = chromiumPath()) {
  if (!executable) return undefined;
  try {
    const out = execFileSync(executable, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 15_000,
    });
    return out.trim().split("\n").pop()?.trim() || undefined;
  } catch {
    return undefined;
  }
}
