// Runs the staff CLI in this process (the same function the `events` binary calls),
// with its own environment and captured output.

import { runEventsCli } from "../src/cli/events-cli.js";

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCli(env: Record<string, string>, ...argv: string[]): Promise<CliResult> {
  let stdout = "";
  let stderr = "";
  const code = await runEventsCli(argv, {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    env: { SAMPLE_EVENTS: "false", ...env },
    cwd: process.cwd(),
  });
  return { code, stdout, stderr };
}

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
