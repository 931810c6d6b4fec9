// `npm run staff -- invite|list|revoke|audit`: who may use the staff console. Accounts
// are created only here, by someone with the server's shell and settings; each gets a
// one-time enrolment link (valid 24 hours) to register a passkey. No passwords, no
// default account. Every change is in the audit trail, which `audit` shows.
//
// Exit codes: 0 done; 1 refused (bad address, no such account, database unreachable),
// with a one-line "Error: ..." on stderr; 2 usage error, with the usage text.

import { listAudit } from "../audit/trail.js";
import { loadConfig } from "../config.js";
import { STAFF_NAME_MAX_LENGTH, type StaffSummary } from "@site/contracts";
import { enrolmentLink, inviteStaff, listStaff, revokeStaff, staffEmail, staffName } from "../staff/accounts.js";
import { formatTable, shortTime } from "./text-table.js";
import { parse, Refusal, runCommandLine, shellActor, UsageError, type CliIo, type Command, type Run } from "./command-line.js";

export const USAGE = `Usage: npm run staff -- <command> [options]

Commands:
  invite --email E [--name N]
                   Create the account of E (or rename it) and print a one-time
                   enrolment link, valid 24 hours, where E registers a passkey.
                   Inviting again makes a new link; the older ones stop working.
                   Without --name, a new account is named after E's local part.
  list [--json]    Every account: e-mail, name, passkeys, open sessions, last sign-in,
                   and until when its pending invitation works.
  revoke --email E Remove every passkey of E and end E's sessions at once (the account
                   stays: a new invitation lets E enrol again).
  audit [--json] [--limit N]
                   The audit trail, newest first: every change made in the console
                   or by a staff command (who, what, when, from where). Kept a year.
  help             This text.

The database is the server's: SQLite in DATA_DIR (default ./data), or PostgreSQL
when DATABASE_URL is set. Links start with SITE_URL.
`;

function emailOption(value: unknown, command: string): string {
  if (value === undefined) throw new UsageError(`${command} needs --email`);
  const email = staffEmail(String(value));
  if (!email) throw new Refusal(`${JSON.stringify(String(value))} is not an e-mail address`);
  return email;
}


function invite(args: string[], io: CliIo): Run {
  const { values } = parse(args, { email: { type: "string" }, name: { type: "string" } }, 0);
  const email = emailOption(values.email, "invite");
  const name = values.name === undefined ? undefined : staffName(String(values.name));
  if (values.name !== undefined && name === undefined) throw new Refusal(`a name is 1 to ${STAFF_NAME_MAX_LENGTH} characters on one line`);
  const { siteUrl } = loadConfig(io.env);
  return async (db) => {
    const invited = await inviteStaff(db, { email, name }, shellActor(), new Date());
    const { token, expiresAt, created } = invited;
    io.stdout(
      `${created ? "Invited" : "Invited again"} ${invited.name} <${email}>. Send them this link; it works once, until ${shortTime(expiresAt.toISOString())}:\n` +
        `${enrolmentLink(siteUrl, token)}\n`,
    );
  };
}

function list(args: string[], io: CliIo): Run {
  const { values } = parse(args, { json: { type: "boolean" } }, 0);
  return async (db) => {
    const staff = await listStaff(db);
    if (values.json) return void io.stdout(`${JSON.stringify(staff, null, 2)}\n`);
    if (staff.length === 0) return void io.stdout("No staff accounts. Invite someone: npm run staff -- invite --email E --name N\n");
    const rows = [
      ["EMAIL", "NAME", "PASSKEYS", "SESSIONS", "LAST SIGN-IN", "INVITATION"],
      ...staff.map((s: StaffSummary) => [
        s.email,
        s.name,
        String(s.passkeys),
        String(s.sessions),
        s.lastSignInAt === null ? "never" : shortTime(s.lastSignInAt),
        s.invitedUntil === null ? "-" : `pending until ${shortTime(s.invitedUntil)}`,
      ]),
    ];
    io.stdout(`${formatTable(rows)}\n`);
  };
}

function revoke(args: string[], io: CliIo): Run {
  const { values } = parse(args, { email: { type: "string" } }, 0);
  const email = emailOption(values.email, "revoke");
  return async (db) => {
    const result = await revokeStaff(db, email, shellActor(), new Date());
    if (!result) throw new Refusal(`there is no staff account for ${email} (see \`list\`)`);
    io.stdout(`Revoked ${email}: ${result.passkeys} passkey(s) removed, ${result.sessions} session(s) ended.\n`);
  };
}

function audit(args: string[], io: CliIo): Run {
  const { values } = parse(args, { json: { type: "boolean" }, limit: { type: "string" } }, 0);
  const raw = values.limit === undefined ? "200" : String(values.limit);
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw new UsageError(`--limit must be a positive whole number (got ${JSON.stringify(raw)})`);
  return async (db) => {
    const entries = await listAudit(db, Number(raw));
    if (values.json) return void io.stdout(`${JSON.stringify(entries, null, 2)}\n`);
    if (entries.length === 0) return void io.stdout("The audit trail is empty.\n");
    const rows = [
      ["WHEN", "WHO", "FROM", "ACTION", "SUBJECT"],
      ...entries.map((e) => [shortTime(e.at), e.actor, e.address ?? "shell", e.action, e.subject]),
    ];
    io.stdout(`${formatTable(rows)}\n`);
  };
}

const COMMANDS = { invite, list, revoke, audit } satisfies Record<string, Command>;

/** Runs one command; resolves with the exit code. Never throws. */
export function runStaffCli(argv: readonly string[], io: CliIo): Promise<number> {
  return runCommandLine(argv, io, { usage: USAGE, commands: COMMANDS });
}
