// Runs the staff CLIs in this process (the same functions the `events` and `outbox`
// binaries call), with their own environment and captured output, or as a process of
// their own; and the tests every staff command passes alike.

import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import type { CliIo } from "../src/cli/command-line.js";
import { runContentCli } from "../src/cli/content-cli.js";
import { runEventsCli } from "../src/cli/events-cli.js";
import { runOutboxCli } from "../src/cli/outbox-cli.js";
import { runPrivacyCli } from "../src/cli/privacy-cli.js";
import { runStaffCli } from "../src/cli/staff-cli.js";

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

/** `npm run staff -- ...argv` */
export const runStaff = (env: Record<string, string>, ...argv: string[]) => capture(runStaffCli, env, argv);
/** `npm run content -- ...argv` */
export const runContent = (env: Record<string, string>, ...argv: string[]) =>
  capture(runContentCli, env, argv);
/** `npm run privacy -- ...argv` */
export const runPrivacy = (env: Record<string, string>, ...argv: string[]) =>
  capture(runPrivacyCli, env, argv);

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

const SERVER_DIR = fileURLToPath(new URL("../", import.meta.url));

/**
 * Runs `src/cli/{name}.ts` as a process of its own (through tsx), with only PATH and `env`.
 * The "source" condition makes `@site/contracts` its TypeScript too, as in the tests, so
 * no build is needed (the compiled CLI imports contracts/dist).
 */
export async function runCliProcess(
  name: "events" | "outbox",
  env: Record<string, string>,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const entry = fileURLToPath(new URL(`../src/cli/${name}.ts`, import.meta.url));
  const child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", entry, ...args], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? "", SAMPLE_EVENTS: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const [code] = (await once(child, "exit")) as [number | null];
  clearTimeout(timer);
  return { code, stdout, stderr };
}

export interface StaffCommand {
  run: (env: Record<string, string>, ...argv: string[]) => Promise<CliResult>;
  /** The environment to run it in (read when a test runs). */
  env: () => Record<string, string>;
  /** The usage text's first line. */
  usage: string;
  /** Something the help text names. */
  helpMentions: string;
  /** Command lines that are usage errors, each with what it is. */
  usageErrors: [string, string[]][];
  /** A command line that opens the database (default `list`). */
  readOnly?: string[];
}

/** Tests, inside the command's describe, of what every staff command does alike. */
export function itBehavesLikeAStaffCommand(command: StaffCommand): void {
  it.each(command.usageErrors)("answers %s with the usage text and exit code 2", async (_case, argv) => {
    const result = await command.run(command.env(), ...argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(command.usage);
  });

  it("help prints the usage on stdout", async () => {
    const result = await command.run(command.env(), "help");
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toContain(command.helpMentions);
  });

  it("refuses a bad configuration like the server does", async () => {
    const result = await command.run(
      { ...command.env(), DATABASE_URL: "mysql://nope" },
      ...(command.readOnly ?? ["list"]),
    );
    expect(result).toEqual({
      code: 1,
      stdout: "",
      stderr:
        'Configuration error: DATABASE_URL: must be a postgres:// or postgresql:// URL (got "mysql://nope")\n',
    });
  });
}
