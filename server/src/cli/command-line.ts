// What every staff command shares: argument parsing, the database the server uses, and
// one way of ending (exit codes and messages), so `npm run events` and `npm run outbox`
// behave alike.
//
// Exit codes: 0 done; 1 refused (bad input, nothing to act on, database unreachable),
// with a one-line "Error: ..." on stderr; 2 usage error, with the usage text.

import { userInfo } from "node:os";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { ConfigError, loadConfig } from "../config.js";
import { DatabaseError } from "../db/open.js";
import type { Db } from "../db/schema.js";
import { setUpDatabase } from "../db/setup.js";
import { seedNewDatabase } from "../events/samples.js";

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  env: NodeJS.ProcessEnv;
  /** Where relative paths (e.g. --image) start: the directory the user ran npm from. */
  cwd: string;
}

/**
 * The real process's streams and environment. npm runs scripts from the repository root;
 * INIT_CWD is where the user typed the command, so relative paths start there.
 */
export function processIo(): CliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    cwd: process.env.INIT_CWD ?? process.cwd(),
  };
}

/** The command line is wrong: exit 2 with the usage text. */
export class UsageError extends Error {}
/** The request is understood but cannot be done: exit 1 with the message. */
export class Refusal extends Error {}

type Options = NonNullable<ParseArgsConfig["options"]>;

/** Parses `args` strictly: unknown options and more than `positionals` arguments are usage errors. */
export function parse(args: string[], options: Options, positionals: number) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message.split("\n")[0]);
  }
  if (parsed.positionals.length > positionals) {
    throw new UsageError(`unexpected argument ${JSON.stringify(parsed.positionals[positionals])}`);
  }
  return parsed;
}

/** Who runs a staff command, as the audit trail names them: `shell:{user}`, from no address. */
export function shellActor(): { actor: string; address: null } {
  let user = "unknown";
  try {
    user = userInfo().username;
  } catch {
    // No user name (a container user without a passwd entry): still audited, as unknown.
  }
  return { actor: `shell:${user}`, address: null };
}

/** Progress and warnings of setting up, on stderr (stdout may be piped: `list --json`). */
export const stderrLog = (io: CliIo) => ({
  info: (message: string) => io.stderr(`${message}\n`),
  warn: (message: string) => io.stderr(`Warning: ${message}\n`),
});

/** What a command does once the database is open. */
export type Run = (db: Db) => Promise<void>;

/**
 * A command checks its arguments first (usage errors need no database) and returns what
 * to run once the database is open.
 */
export type Command = (args: string[], io: CliIo) => Run;

/** Runs one command of `commands`; resolves with the exit code. Never throws. */
export async function runCommandLine(
  argv: readonly string[],
  io: CliIo,
  { usage, commands }: { usage: string; commands: Readonly<Record<string, Command>> },
): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    (name === undefined ? io.stderr : io.stdout)(usage);
    return name === undefined ? 2 : 0;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (command === undefined) {
    io.stderr(`Error: unknown command ${JSON.stringify(name)}\n\n${usage}`);
    return 2;
  }

  let db: Db | undefined;
  try {
    const run = command(args, io);
    const config = loadConfig(io.env);
    const log = stderrLog(io);
    const opened = await setUpDatabase(config, log);
    db = opened.db;
    await seedNewDatabase(opened, config.sampleEvents, log);
    await run(db);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`Error: ${error.message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof ConfigError) {
      io.stderr(`Configuration error: ${error.message}\n`);
      return 1;
    }
    if (error instanceof Refusal || error instanceof DatabaseError) {
      io.stderr(`Error: ${error.message}\n`);
      return 1;
    }
    io.stderr(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await db?.destroy().catch(() => {});
  }
}
