// `npm run staff -- invite|list|roles|revoke|audit`: who may use the staff console and
// with which roles. Whoever has the server's shell and settings can do everything the
// console's admins can, and two things they cannot: give an existing account a link to
// add a device (`invite --add-device`), and erase a staff account (`npm run privacy --
// erase`). Each account gets a one-time enrolment link (valid 24 hours) to register a
// passkey, printed and, as from the console, mailed to its address through the outbox
// (the running server delivers it; `--no-mail` leaves it to whoever hands the link
// over). No passwords, no default account. Every change is in the audit trail, which
// `audit` shows.
//
// Exit codes: 0 done; 1 refused (bad address, no such account, database unreachable),
// with a one-line "Error: ..." on stderr; 2 usage error, with the usage text.

import {
  AUDIT_ACTIONS,
  STAFF_NAME_MAX_LENGTH,
  STAFF_ROLES,
  parseRoles,
  type AuditAction,
  type StaffRole,
  type StaffSummary,
} from "@site/contracts";
import { staffRef } from "../audit/subjects.js";
import { listAudit, type AuditFilter } from "../audit/trail.js";
import { loadConfig } from "../config.js";
import type { Db } from "../db/schema.js";
import {
  enrolmentLink,
  inviteFromShell,
  listStaff,
  revokeStaff,
  setRoles,
  staffEmail,
  staffIdOf,
  staffName,
  TeamRefusal,
} from "../staff/accounts.js";
import { formatTable, shortTime } from "./text-table.js";
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

const ROLES = STAFF_ROLES.join(", ");

export const USAGE = `Usage: npm run staff -- <command> [options]

Commands:
  invite --email E [--name N] [--role R]... [--no-mail]
                   Create the account of E with its roles (R one of ${ROLES};
                   repeat --role for several; admin when none is given) and print a
                   one-time enrolment link, valid 24 hours, where E registers a passkey.
                   The link is also mailed to E by the running server (its outbox),
                   unless --no-mail is given.
                   For an account that has no passkey (its link expired, or its access
                   was revoked), a new link; older ones stop working. An account that
                   has a passkey is refused: see --add-device.
                   Without --name, a new account is named after E's local part.
  invite --email E --add-device [--no-mail]
                   A one-time link that lets E add a passkey for another device to
                   the account E has (E's own console session can do that too);
                   mailed to E as well, unless --no-mail is given.
  list [--json]    Every account: e-mail, name, roles, passkeys, open sessions, last
                   sign-in, and until when its pending invitation works.
  roles --email E --set R[,R...]
                   Set E's roles (${ROLES}); --set "" takes them all away.
  revoke --email E Remove every passkey of E, end E's sessions and the unused links E
                   has or has made, at once (the account stays: \`invite\` lets E
                   enrol again).
  audit [--json] [--limit N] [--member E] [--action A]
                   The audit trail, newest first (N entries, default 200): every
                   change made in the console or by a staff command (who, what, when,
                   from where). Kept a year.
  help             This text.

A staff account is erased with \`npm run privacy -- erase --email E\`.
The database is the server's: SQLite in DATA_DIR (default ./data), or PostgreSQL
when DATABASE_URL is set. Links start with SITE_URL.
`;

function emailOption(value: unknown, command: string): string {
  if (value === undefined) throw new UsageError(`${command} needs --email`);
  const email = staffEmail(String(value));
  if (!email) throw new Refusal(`${JSON.stringify(String(value))} is not an e-mail address`);
  return email;
}

function rolesOption(names: readonly string[]): StaffRole[] {
  const roles = parseRoles(names);
  if (roles === undefined)
    throw new UsageError(`a role is one of ${ROLES} (got ${JSON.stringify(names.join(","))})`);
  return roles;
}

/** Runs a change of accounts.ts, its refusals as the command's. */
async function teamChange<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof TeamRefusal) throw new Refusal(error.message);
    throw error;
  }
}

async function accountOf(db: Db, email: string): Promise<string> {
  const id = await staffIdOf(db, email);
  if (id === undefined) throw new Refusal(`there is no staff account for ${email} (see \`list\`)`);
  return id;
}

function invite(args: string[], io: CliIo): Run {
  const { values } = parse(
    args,
    {
      email: { type: "string" },
      name: { type: "string" },
      role: { type: "string", multiple: true },
      "add-device": { type: "boolean" },
      "no-mail": { type: "boolean" },
    },
    0,
  );
  const email = emailOption(values.email, "invite");
  const name = values.name === undefined ? undefined : staffName(String(values.name));
  if (values.name !== undefined && name === undefined)
    throw new Refusal(`a name is 1 to ${STAFF_NAME_MAX_LENGTH} characters on one line`);
  const roles = values.role === undefined ? undefined : rolesOption([values.role].flat().map(String));
  const addDevice = values["add-device"] === true;
  if (addDevice && (roles !== undefined || name !== undefined))
    throw new UsageError("--add-device takes no --name or --role");
  const mail = values["no-mail"] !== true;
  const { siteUrl } = loadConfig(io.env);
  return async (db) => {
    const invited = await teamChange(() =>
      inviteFromShell(db, { email, name, roles, addDevice }, shellActor(), new Date(), { mail }),
    );
    const what = addDevice
      ? `A link for ${invited.name} <${email}> to add a device`
      : `${invited.created ? "Invited" : "Invited again"} ${invited.name} <${email}> (${invited.roles.join(", ") || "no roles"})`;
    const handOver = invited.mailed
      ? "The server mails them this link (`npm run outbox -- list` shows the mail)"
      : "Send them this link";
    // The link last: scripts take the output's last line.
    io.stdout(
      `${what}. ${handOver}; it works once, until ${shortTime(invited.expiresAt.toISOString())}:\n` +
        `${enrolmentLink(siteUrl, invited.token)}\n`,
    );
  };
}

function list(args: string[], io: CliIo): Run {
  const { values } = parse(args, { json: { type: "boolean" } }, 0);
  return async (db) => {
    const staff = await listStaff(db);
    if (values.json) return void io.stdout(`${JSON.stringify(staff, null, 2)}\n`);
    if (staff.length === 0)
      return void io.stdout(
        "No staff accounts. Invite someone: npm run staff -- invite --email E --name N\n",
      );
    const rows = [
      ["EMAIL", "NAME", "ROLES", "PASSKEYS", "SESSIONS", "LAST SIGN-IN", "INVITATION"],
      ...staff.map((s: StaffSummary) => [
        s.email,
        s.name,
        s.roles.join(",") || "-",
        String(s.passkeys.length),
        String(s.sessions),
        s.lastSignInAt === null ? "never" : shortTime(s.lastSignInAt),
        s.invitedUntil === null ? "-" : `pending until ${shortTime(s.invitedUntil)}`,
      ]),
    ];
    io.stdout(`${formatTable(rows)}\n`);
  };
}

function roles(args: string[], io: CliIo): Run {
  const { values } = parse(args, { email: { type: "string" }, set: { type: "string" } }, 0);
  const email = emailOption(values.email, "roles");
  if (values.set === undefined) throw new UsageError("roles needs --set R[,R...]");
  const wanted = rolesOption(String(values.set).split(","));
  return async (db) => {
    const id = await accountOf(db, email);
    const set = await teamChange(() => setRoles(db, id, wanted, shellActor(), new Date()));
    io.stdout(`${email} now has the roles: ${set.join(", ") || "none"}.\n`);
  };
}

function revoke(args: string[], io: CliIo): Run {
  const { values } = parse(args, { email: { type: "string" } }, 0);
  const email = emailOption(values.email, "revoke");
  return async (db) => {
    const id = await accountOf(db, email);
    const result = await teamChange(() => revokeStaff(db, id, shellActor(), new Date()));
    io.stdout(
      `Revoked ${email}: ${result.passkeys} passkey(s) removed, ${result.sessions} session(s) ended, ${result.links} unused link(s) ended.\n`,
    );
  };
}

function audit(args: string[], io: CliIo): Run {
  const { values } = parse(
    args,
    {
      json: { type: "boolean" },
      limit: { type: "string" },
      member: { type: "string" },
      action: { type: "string" },
    },
    0,
  );
  const raw = values.limit === undefined ? "200" : String(values.limit);
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1)
    throw new UsageError(`--limit must be a positive whole number (got ${JSON.stringify(raw)})`);
  const action = values.action === undefined ? undefined : String(values.action);
  if (action !== undefined && !Object.hasOwn(AUDIT_ACTIONS, action)) {
    throw new UsageError(`--action is one of ${Object.keys(AUDIT_ACTIONS).join(", ")}`);
  }
  const memberEmail = values.member === undefined ? undefined : emailOption(values.member, "audit");
  return async (db) => {
    const filter: AuditFilter = { limit: Number(raw), action: action as AuditAction | undefined };
    if (memberEmail !== undefined) filter.actor = staffRef(await accountOf(db, memberEmail));
    const { entries } = await listAudit(db, filter);
    if (values.json) return void io.stdout(`${JSON.stringify(entries, null, 2)}\n`);
    if (entries.length === 0) return void io.stdout("The audit trail is empty.\n");
    // Each entry as the console reads it (a sentence with today's names), its action's
    // name kept for grep and for --action.
    const rows = [
      ["WHEN", "FROM", "ACTION", "WHAT HAPPENED"],
      ...entries.map((e) => [shortTime(e.at), e.address ?? "-", e.action, e.sentence]),
    ];
    io.stdout(`${formatTable(rows)}\n`);
  };
}

const COMMANDS = { invite, list, roles, revoke, audit } satisfies Record<string, Command>;

/** Runs one command; resolves with the exit code. Never throws. */
export function runStaffCli(argv: readonly string[], io: CliIo): Promise<number> {
  return runCommandLine(argv, io, { usage: USAGE, commands: COMMANDS });
}
