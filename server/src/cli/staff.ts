#!/usr/bin/env node
// Entry of the staff CLI: `npm run staff -- <command>` (see staff-cli.ts for the commands).

import { processIo } from "./command-line.js";
import { runStaffCli } from "./staff-cli.js";

process.exitCode = await runStaffCli(process.argv.slice(2), processIo());
