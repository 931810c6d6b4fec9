// The processes below one process, read from Linux's /proc: what a command started, so a
// test can check that none of them outlives it, and end them itself when it failed.

import { readdirSync, readFileSync } from "node:fs";

export interface ProcessEntry {
  pid: number;
  ppid: number;
  /** Process group. */
  pgid: number;
  /** State letter: R, S, D, Z (zombie: exited, not yet reaped)… */
  state: string;
  /** The command line, arguments joined by spaces. */
  args: string;
}

function readEntry(pid: number): ProcessEntry | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (comm) state ppid pgrp …": comm may hold spaces and parentheses, so the fields
    // are read after its last ")".
    const [state = "", ppid = "", pgid = ""] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
    return { pid, ppid: Number(ppid), pgid: Number(pgid), state, args };
  } catch {
    return undefined; // gone meanwhile
  }
}

/** Every process below `rootPid` (not itself), at this moment. */
export function descendantsOf(rootPid: number): ProcessEntry[] {
  const all = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readEntry(Number(name)))
    .filter((entry) => entry !== undefined);
  const found: ProcessEntry[] = [];
  const parents = new Set([rootPid]);
  // Parents before children is not guaranteed by pid order (pids wrap): repeat until stable.
  for (let grew = true; grew;) {
    grew = false;
    for (const entry of all) {
      if (parents.has(entry.ppid) && !parents.has(entry.pid)) {
        parents.add(entry.pid);
        found.push(entry);
        grew = true;
      }
    }
  }
  return found;
}

/**
 * Whether the process is still running as the one seen: same pid and command line (not a
 * new process that reused its pid) and not a zombie.
 */
export function isRunning(seen: ProcessEntry): boolean {
  const now = readEntry(seen.pid);
  return now !== undefined && now.state !== "Z" && now.args === seen.args;
}
