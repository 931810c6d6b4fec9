// Runs the staff CLIs in this process (the same functions the `events` and `outbox`
// binaries call), with their own environment and captured output.

import type { CliIo } from "../src/cli/command-line.js";
import { runEventsCli } from "../src/cli/events-cli.js";
import { runOutboxCli } from "../src/cli/outbox-cli.js";

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

type Cli = (argv: readonly string[], io: CliIo) => Promise<number>;

async function capture(cli: Cli, env: Record<string, string>, argv: string[]): Promise<CliResult> {
  let stdout = "";
  let stderr = "";
  const code = await cli(argv, {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    env: { SAMPLE_EVENTS: "false", ...env },
    cwd: process.cwd(),
  });
  return { code, stdout, stderr };
}

/** `npm run events -- ...argv` */
export const runCli = (env: Record<string, string>, ...argv: string[]) => capture(runEventsCli, env, argv);

/** `npm run outbox -- ...argv` */
export const runOutbox = (env: Record<string, string>, ...argv: string[]) => capture(runOutboxCli, env, argv);

/** Adds an event through the CLI; returns its id. Fails the test on a refusal. */
export async function addWithCli(
  env: Record<string, string>,
  event: { title: string; date: string; image: string; description?: string },
): Promise<number> {
  const args = ["add", "--title", event.title, "--date", event.date, "--image", event.image];
  if (event.description !== undefined) args.push("--description", event.description);
  const result = await runCli(env, ...args);
  if (result.code !== 0) throw new Error(`events add failed (${result.code}): ${result.stderr}`);
  const id = /Added event (\d+)/.exec(result.stdout)?.[1];
  if (!id) throw new Error(`no id in ${JSON.stringify(result.stdout)}`);
  return Number(id);
}
