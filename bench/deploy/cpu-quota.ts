// Caps processes at a share of one core with the cgroup (v1) cpu controller: the app
// instances then run as if each had a small machine of its own, which the two-instance
// measurement needs on a machine whose two cores are also wrk's, nginx's, PostgreSQL's
// and Redis's (uncapped, one instance alone already keeps it 90% busy). Linux, as root.

import { mkdir, readFile, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";

const CPU_CGROUPS = "/sys/fs/cgroup/cpu";
// A short period: the quota comes in slices of 2.5 ms rather than 25 ms, so a capped
// instance pauses briefly and often instead of for three quarters of every 100 ms.
const PERIOD_US = 10_000;

export interface CpuCap {
  /** Moves the processes back to the root group and removes the groups made. */
  release(): Promise<void>;
}

/** Puts each of `pids` in a group of its own allowed `cores` of CPU time (0.25: a quarter of a core). */
export async function capCores(pids: number[], cores: number): Promise<CpuCap> {
  const groups: string[] = [];
  const release = async () => {
    for (const group of groups) {
      const members = await readFile(path.join(group, "cgroup.procs"), "utf8").catch(() => "");
      for (const pid of members.split("\n").filter(Boolean)) {
        await writeFile(path.join(CPU_CGROUPS, "cgroup.procs"), pid).catch(() => undefined);
      }
      await rmdir(group).catch(() => undefined);
    }
  };
  try {
    for (const pid of pids) {
      const group = path.join(CPU_CGROUPS, `bench-deploy-${pid}`);
      await mkdir(group);
      groups.push(group);
      await writeFile(path.join(group, "cpu.cfs_period_us"), String(PERIOD_US));
      await writeFile(path.join(group, "cpu.cfs_quota_us"), String(Math.round(cores * PERIOD_US)));
      // cgroup.procs moves the whole process, its libuv and V8 threads included.
      await writeFile(path.join(group, "cgroup.procs"), String(pid));
    }
  } catch (error) {
    await release();
    throw new Error(
      `cannot cap the instances' CPU through ${CPU_CGROUPS} (Linux cgroup v1, as root): ${(error as Error).message}`,
    );
  }
  return { release };
}
