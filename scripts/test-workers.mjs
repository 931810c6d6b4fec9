// How many test files Vitest runs at once, in every project (each project's config sets
// it: a project does not inherit the root config's value). Most files spend their time
// waiting, on a child process, a database or a browser page going quiet, so one file
// more than there are cores keeps the cores busy. Vitest's default is one less than the
// cores, which on a two-core machine runs files one after another.

import { availableParallelism } from "node:os";

export const TEST_WORKERS = availableParallelism() + 1;
