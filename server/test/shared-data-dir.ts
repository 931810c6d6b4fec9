// Every app has a database: unless a test names its own DATA_DIR, the apps of one test
// file share a temporary SQLite file (testConfig in fixtures.ts), removed after the file
// by test/setup.ts.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

let directory: string | undefined;

export function sharedDataDir(): string {
  directory ??= mkdtempSync(path.join(tmpdir(), "server-test-data-"));
  return directory;
}

/** Deletes the shared DATA_DIR, if one was made. */
export function removeSharedDataDir(): void {
  if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
  directory = undefined;
}
