#!/usr/bin/env node
// Entry of the privacy CLI: `npm run privacy -- <command>` (see privacy-cli.ts for the commands).

import { processIo } from "./command-line.js";
import { runPrivacyCli } from "./privacy-cli.js";

process.exitCode = await runPrivacyCli(process.argv.slice(2), processIo());
