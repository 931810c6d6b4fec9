// The machine a benchmark ran on, as every section of RESULTS.md states it.

import os from "node:os";

/** The CPU, cores, memory and Node of this machine. */
export function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model?.trim() ?? "unknown",
    cores: cpus.length,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
  };
}
