#!/usr/bin/env node
// Entry of the staff CLI: `npm run outbox -- <command>` (see outbox-cli.ts for the commands).

import { runOutboxCli } from "./outbox-cli.js";

process.exitCode = await runOutboxCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
