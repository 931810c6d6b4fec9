// DATA_DIR holds the XSRF signing key and visitors' personal data (the SQLite database,
// mail written as .eml files): only the server's own user may read it. New directories
// are made 0700 and new files 0600, whatever the umask; an existing DATA_DIR or database
// file that is looser (an older version, a copy restored by hand) is tightened at start,
// with a log line saying what changed.

import { chmodSync, closeSync, mkdirSync, openSync, statSync } from "node:fs";

export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

// Bits that give the group or others any access.
const SHARED_BITS = 0o077;

export type PermissionLog = (message: string) => void;

const octal = (mode: number) => (mode & 0o777).toString(8).padStart(4, "0");

/** Makes `file` (if it exists) private; says so through `log` when it was not. */
function tighten(file: string, privateMode: number, what: string, log: PermissionLog): void {
  let mode: number;
  try {
    mode = statSync(file).mode;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if ((mode & SHARED_BITS) === 0) return;
  chmodSync(file, privateMode);
  log(`${what} ${file} was readable by other users (mode ${octal(mode)}); changed to ${octal(privateMode)}`);
}

/** Creates `directory` (and its parents) 0700, or tightens it when it exists. */
export function ensurePrivateDirectory(directory: string, what: string, log: PermissionLog): void {
  mkdirSync(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  tighten(directory, PRIVATE_DIRECTORY_MODE, what, log);
}

/**
 * Creates `file` empty with mode 0600 when it does not exist, so that whatever opens it
 * next (SQLite, which gives its -wal and -shm files the database's mode) never makes it
 * readable by others. An existing file is left as it is.
 */
export function createPrivateFile(file: string): void {
  // "a": create if missing, never truncate; the mode applies only when it is created.
  closeSync(openSync(file, "a", PRIVATE_FILE_MODE));
}

/** Tightens `file` when it exists; never creates it. */
export function tightenIfPresent(file: string, what: string, log: PermissionLog): void {
  tighten(file, PRIVATE_FILE_MODE, what, log);
}
