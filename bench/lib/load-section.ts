// What the load benchmarks (events, forms, hostile) share: the machine they ran on, the
// head of their RESULTS.md section, the run on each database engine, and writing it.

import { machine } from "./machine.ts";
import { resultsPathShown, writeSection } from "./results-file.ts";
import { messageOf, stackOf, withTimeout } from "./time-limit.ts";

export const ENGINES = ["SQLite", "PostgreSQL"] as const;
export type Engine = (typeof ENGINES)[number];

export interface SectionHead {
  title: string;
  /** The file under bench/ and the npm script that runs it alone, e.g. "events". */
  name: "events" | "forms" | "hostile" | "deploy" | "startup" | "publish" | "media" | "visits";
  startedAt: Date;
  finishedAt: Date;
  /** Said after the machine, e.g. who shares its cores. */
  machineNote: string;
}

/** The title, who writes the section, the date and run time, and the machine. */
export function sectionHead({ title, name, startedAt, finishedAt, machineNote }: SectionHead): string[] {
  const { cpu, cores, memory, node } = machine();
  return [
    title,
    "",
    `Written by \`bench/${name}.ts\` (part of \`npm run bench\`; alone: \`npm run bench:${name}\`). Do not edit by hand.`,
    "",
    `- Date: ${startedAt.toISOString()} (took ${Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000)} s)`,
    `- Machine: ${cpu}, ${cores} cores, ${memory}; Node ${node}. ${machineNote}`,
  ];
}

/**
 * `measure` on SQLite, then on PostgreSQL, each bounded by `timeoutMs`: the results of
 * those that worked and one error line for each that did not.
 */
export async function onEachEngine<T>(
  logPrefix: string,
  timeoutMs: number,
  measure: (engine: Engine) => Promise<T>,
  { stack = false } = {},
): Promise<{ results: T[]; errors: string[] }> {
  const results: T[] = [];
  const errors: string[] = [];
  for (const engine of ENGINES) {
    try {
      results.push(await withTimeout(measure(engine), timeoutMs, `the ${engine} benchmark`));
    } catch (error) {
      errors.push(`${engine}: ${messageOf(error)}`);
      console.error(`${logPrefix}: ${engine} failed: ${stack ? stackOf(error) : messageOf(error)}`);
    }
  }
  return { results, errors };
}

/** Replaces the section in RESULTS.md and says so on the console. */
export function writeLoadSection(logPrefix: string, title: string, what: string, text: string): void {
  writeSection(title, text);
  console.log(`${logPrefix}: wrote the ${what} section of ${resultsPathShown()}`);
}

/** The error lines at the end of a section, and the blank line after them. */
export const errorLines = (errors: string[]) =>
  errors.length ? [...errors.map((error) => `- Error: ${error}`), ""] : [];
