#!/usr/bin/env node
// Entry of the staff CLI: `npm run staff -- <command>` (see staff-cli.ts for the commands).

import { runStaffCli } from "./staff-cli.js";

process.exitCode = await runStaffCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
