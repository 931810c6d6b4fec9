// `npm run privacy -- purge|export|erase`: the privacy notice's promises on demand.
// `purge` deletes what is past the notice's periods (as the server does daily); `export`
// writes everything held about an address to a new folder; `erase` deletes it all. Each
// prints counts and file names, never the content. Changes are in the audit trail.
//
// Exit codes: 0 done; 1 refused (bad address, database unreachable), with a one-line
// "Error: ..." on stderr; 2 usage error, with the usage text.

import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { RETENTION } from "@site/contracts";
import { recordAudit } from "../audit/trail.js";
import { loadConfig } from "../config.js";
import { staffInboxes } from "../forms/mail.js";
import { mailDirectory } from "../mail/transport.js";
import { auditExport, erasePersonalData, exportPersonalData, readExportCv } from "../privacy/subject.js";
import { purgeExpired, retentionCutoffs } from "../privacy/retention.js";
import type { DeletedCounts } from "../privacy/records.js";
import { staffEmail } from "../staff/accounts.js";
import {
  parse,
  Refusal,
  runCommandLine,
  shellActor,
  UsageError,
  type CliIo,
  type Command,
  type Run,
} from "./command-line.js";

export const USAGE = `Usage: npm run privacy -- <command> [options]

Commands:
  purge [--dry-run]
                   Delete the contact messages older than ${RETENTION.contactMessagesMonths} months and the
                   applications older than ${RETENTION.applicationsMonths} months (the privacy notice's periods),
                   with their CVs, mail records and .eml files. The server does this daily.
                   --dry-run counts what would go and deletes nothing.
  export --email E [--out DIR]
                   Write everything held about E (messages, applications, delivery
                   records, staff account, audit entries) as personal-data.json, and
                   the CVs under cvs/, in a new folder under DIR (default: the current
                   directory).
  erase --email E  Delete everything held about E: messages, applications and CVs, their mail
                   (a mail not yet sent is cancelled) and .eml files, and a staff account
                   of that address (only this command erases one). The audit trail keeps
                   its entries: it names people by a keyed hash and members by an id,
                   never by address, and records the erasure.
  help             This text.

The database is the server's: SQLite in DATA_DIR (default ./data), or PostgreSQL
when DATABASE_URL is set. Output names counts and files, never content.
`;

function emailOption(value: unknown, command: string): string {
  if (value === undefined) throw new UsageError(`${command} needs --email`);
  const email = staffEmail(String(value));
  if (!email) throw new Refusal(`${JSON.stringify(String(value))} is not an e-mail address`);
  return email;
}

const describe = (counts: DeletedCounts) =>
  `${counts.contactMessages} contact messages, ${counts.applications} applications, ${counts.cvs} CVs, ` +
  `${counts.mails} mail records, ${counts.mailFiles} .eml files`;

function purge(args: string[], io: CliIo): Run {
  const { values } = parse(args, { "dry-run": { type: "boolean" } }, 0);
  const config = loadConfig(io.env);
  return async (db) => {
    const now = new Date();
    const dryRun = values["dry-run"] === true;
    const counts = await purgeExpired(db, { now, mailDir: mailDirectory(config), dryRun });
    const cutoffs = retentionCutoffs(now);
    io.stdout(
      `${dryRun ? "Would delete" : "Deleted"} ${describe(counts)}` +
        ` (contact messages received before ${cutoffs.contact}, applications before ${cutoffs.application}).\n`,
    );
    if (!dryRun && counts.contactMessages + counts.applications + counts.mailFiles > 0) {
      await recordAudit(
        db,
        { ...shellActor(), action: "privacy.purge", subject: "expired messages", details: { ...counts } },
        now,
      );
    }
  };
}

function exportData(args: string[], io: CliIo): Run {
  const { values } = parse(args, { email: { type: "string" }, out: { type: "string" } }, 0);
  const email = emailOption(values.email, "export");
  const parent = path.resolve(io.cwd, values.out === undefined ? "." : String(values.out));
  return async (db) => {
    const now = new Date();
    const { data, found } = await exportPersonalData(db, email, now);
    if (!found)
      throw new Refusal(
        `nothing is held under ${email}: check its spelling, or ask the person for any other address they used`,
      );
    // A new folder per export, named by date and a random part: never the address.
    const folder = path.join(
      parent,
      `privacy-export-${now.toISOString().slice(0, 10)}-${randomBytes(4).toString("hex")}`,
    );
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const written = [path.join(folder, "personal-data.json")];
    await writeFile(written[0]!, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600, flag: "wx" });
    // One CV at a time: an export of many never holds them all.
    for (const cv of data.cvs) {
      // Paths made of ids and known extensions (subject.ts), inside the new folder.
      const target = path.join(folder, cv.file);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeFile(target, (await readExportCv(db, cv.applicationId)) ?? Buffer.alloc(0), {
        mode: 0o600,
        flag: "wx",
      });
      written.push(target);
    }
    await auditExport(db, email, data, shellActor(), now);
    io.stdout(
      `Exported ${data.contactMessages.length} contact messages, ${data.applications.length} applications, ${data.cvs.length} CVs, ` +
        `${data.deliveries.length} delivery records, ${data.staffAccount ? 1 : 0} staff accounts, ${data.auditEntries.length} audit entries:\n` +
        written.map((file) => `${file}\n`).join(""),
    );
  };
}

function erase(args: string[], io: CliIo): Run {
  const { values } = parse(args, { email: { type: "string" } }, 0);
  const email = emailOption(values.email, "erase");
  const config = loadConfig(io.env);
  return async (db) => {
    const counts = await erasePersonalData(db, email, {
      now: new Date(),
      mailDir: mailDirectory(config),
      by: shellActor(),
      staffAccount: "erase",
      inboxes: staffInboxes(config),
    });
    const nothing =
      counts.contactMessages +
        counts.applications +
        counts.mails +
        counts.mailFiles +
        counts.staffAccounts ===
      0;
    io.stdout(
      nothing
        ? `Nothing is held under ${email}: nothing was erased. Check its spelling, or ask the person for any other address they used.\n`
        : `Erased ${describe(counts)}, ${counts.staffAccounts} staff accounts.\n` +
            counts.copiesSent
              .map((copy) => `A copy was mailed to ${copy.inbox} at ${copy.sentAt}: delete it there too.\n`)
              .join(""),
    );
  };
}

const COMMANDS = { purge, export: exportData, erase } satisfies Record<string, Command>;

/** Runs one command; resolves with the exit code. Never throws. */
export function runPrivacyCli(argv: readonly string[], io: CliIo): Promise<number> {
  return runCommandLine(argv, io, { usage: USAGE, commands: COMMANDS });
}
