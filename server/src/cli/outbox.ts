#!/usr/bin/env node
// Entry of the staff CLI: `npm run outbox -- <command>` (see outbox-cli.ts for the commands).

import { processIo } from "./command-line.js";
import { runOutboxCli } from "./outbox-cli.js";

process.exitCode = await runOutboxCli(process.argv.slice(2), processIo());
