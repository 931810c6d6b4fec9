// Where the cores went during a measurement, from /proc: the whole machine's busy share
// and the CPU time of given processes. On a two-core machine shared by the load
// generator, nginx and the instances, this says whether a second instance had a core to use.

import { readFile } from "node:fs/promises";

interface Snapshot {
  busy: number;
  total: number;
  /** CPU ticks (user + system) of each process. */
  processes: number[];
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

async function snapshot(pids: (number | undefined)[]): Promise<Snapshot> {
  const stat = await readFile("/proc/stat", "utf8");
  const fields = (stat.split("\n", 1)[0] ?? "").trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const processes = await Promise.all(
    pids.map(async (pid) => {
      if (pid === undefined) return Number.NaN;
      const text = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
      // After the command name in parentheses: state is field 3, utime 14, stime 15.
      const rest = text.slice(text.lastIndexOf(")") + 2).split(" ");
      return Number(rest[11]) + Number(rest[12]);
    }),
  );
  return { busy: total - idle, total, processes };
}

export interface CpuUse {
  /** Share of all cores busy, 0..1. */
  machineBusy: number;
  /** Cores each process used on average (1 = one core all the time). */
  processCores: number[];
}

/** Runs `work` and says how busy the machine and `pids` were meanwhile. */
export async function measureCpu<T>(
  pids: (number | undefined)[],
  work: () => Promise<T>,
): Promise<{ result: T; cpu: CpuUse }> {
  const before = await snapshot(pids);
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const after = await snapshot(pids);
  return {
    result,
    cpu: {
      machineBusy: (after.busy - before.busy) / Math.max(1, after.total - before.total),
      processCores: after.processes.map(
        (ticks, index) => (ticks - before.processes[index]!) / TICKS_PER_SECOND / seconds,
      ),
    },
  };
}
