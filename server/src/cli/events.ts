#!/usr/bin/env node
// Entry of the staff CLI: `npm run events -- <command>` (see events-cli.ts for the commands).

import { processIo } from "./command-line.js";
import { runEventsCli } from "./events-cli.js";

process.exitCode = await runEventsCli(process.argv.slice(2), processIo());
