#!/usr/bin/env node
// Entry of the staff CLI: `npm run events -- <command>` (see events-cli.ts for the commands).

import { runEventsCli } from "./events-cli.js";

process.exitCode = await runEventsCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  // npm runs scripts from the repository root; INIT_CWD is where the user typed the command.
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
