#!/usr/bin/env node
// Entry of the staff CLI: `npm run content -- <command>` (see content-cli.ts for the commands).

import { processIo } from "./command-line.js";
import { runContentCli } from "./content-cli.js";

process.exitCode = await runContentCli(process.argv.slice(2), processIo());
