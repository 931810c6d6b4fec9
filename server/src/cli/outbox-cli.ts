// `npm run outbox -- list|retry`: what became of the mail the forms queued, and a way to
// send a dead one again once its cause is fixed (a rejected recipient, a full mailbox).
// Same environment as the server (DATA_DIR or DATABASE_URL); a running server delivers
// a requeued mail at its next poll, within a second or so.
//
// Exit codes: 0 done; 1 refused (no such mail, not dead, bad id, database unreachable),
// with a one-line "Error: ..." on stderr; 2 usage error, with the usage text.

import { DELIVERY_STATES } from "@site/contracts";
import { recordAudit } from "../audit/trail.js";
import type { OutboxState } from "../db/schema.js";
import { listOutbox, requeueDead, type OutboxEntry } from "../mail/outbox.js";
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

export const USAGE = `Usage: npm run outbox -- <command> [options]

Commands:
  list [--json] [--state STATE] [--limit N]
                   The queued mail, newest first: id, kind (contact or application),
                   state (pending, sending, sent, dead), attempts, last error, when it
                   was created and when it is next tried or was sent. A table, or JSON
                   with --json. --state shows only mail in that state; --limit the
                   newest N.
  retry ID         Queue the dead mail with this id again, due now. Its last error is
                   kept until the next attempt; temporary failures are retried for
                   another 72 hours from now.
  help             This text.

The database is the server's: SQLite in DATA_DIR (default ./data), or PostgreSQL
when DATABASE_URL is set.
`;

const STATES = DELIVERY_STATES;

/** The time that matters for the row's state, labelled. */
function when(entry: OutboxEntry, now: number): string {
  switch (entry.state) {
    case "pending":
      return Date.parse(entry.nextAttemptAt) <= now ? "due now" : `next ${shortTime(entry.nextAttemptAt)}`;
    case "sending":
      return entry.leaseUntil === null ? "sending" : `lease until ${shortTime(entry.leaseUntil)}`;
    case "sent":
      return entry.sentAt === null ? "sent" : `sent ${shortTime(entry.sentAt)}`;
    case "dead":
      return "-";
  }
}

// The table's error column is cut; --json has every error in full.
const ERROR_COLUMN = 100;

function table(entries: OutboxEntry[], now: number): string {
  const rows = [
    ["ID", "KIND", "STATE", "ATTEMPTS", "CREATED", "NEXT / SENT", "LAST ERROR"],
    ...entries.map((entry) => [
      String(entry.id),
      entry.kind,
      entry.state,
      String(entry.attempts),
      shortTime(entry.createdAt),
      when(entry, now),
      entry.lastError === null
        ? "-"
        : entry.lastError.length > ERROR_COLUMN
          ? `${entry.lastError.slice(0, ERROR_COLUMN - 1)}…`
          : entry.lastError,
    ]),
  ];
  return formatTable(rows, new Set([0, 3]));
}

function list(args: string[], io: CliIo): Run {
  const { values } = parse(
    args,
    { json: { type: "boolean" }, state: { type: "string" }, limit: { type: "string" } },
    0,
  );
  const state = values.state === undefined ? undefined : String(values.state);
  if (state !== undefined && !STATES.includes(state as OutboxState)) {
    throw new UsageError(`--state must be one of ${STATES.join(", ")} (got ${JSON.stringify(state)})`);
  }
  const rawLimit = values.limit === undefined ? undefined : String(values.limit);
  if (
    rawLimit !== undefined &&
    (!/^\d+$/.test(rawLimit) || Number(rawLimit) < 1 || !Number.isSafeInteger(Number(rawLimit)))
  ) {
    throw new UsageError(`--limit must be a positive whole number (got ${JSON.stringify(rawLimit)})`);
  }
  return async (db) => {
    const entries = await listOutbox(db, {
      ...(state === undefined ? {} : { state: state as OutboxState }),
      ...(rawLimit === undefined ? {} : { limit: Number(rawLimit) }),
    });
    if (values.json) {
      io.stdout(`${JSON.stringify(entries, null, 2)}\n`);
      return;
    }
    if (entries.length === 0) {
      io.stdout(state === undefined ? "No mail in the outbox.\n" : `No ${state} mail in the outbox.\n`);
      return;
    }
    io.stdout(`${table(entries, Date.now())}\n`);
  };
}

function retry(args: string[], io: CliIo): Run {
  const { positionals } = parse(args, {}, 1);
  const raw = positionals[0];
  if (raw === undefined) throw new UsageError("retry needs the id of a dead mail (see `list --state dead`)");
  // A malformed id is refused like an unknown one (exit 1): both mean "no such mail".
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw)) || Number(raw) < 1) {
    throw new Refusal(`a mail id is a positive whole number (got ${JSON.stringify(raw)}; see \`list\`)`);
  }
  const id = Number(raw);
  return async (db) => {
    const result = await requeueDead(db, id, new Date());
    if (!result.requeued) {
      if (result.state === undefined) throw new Refusal(`there is no mail with id ${id} (see \`list\`)`);
      throw new Refusal(`mail ${id} is ${result.state}, not dead: only dead mail can be retried`);
    }
    await recordAudit(db, { ...shellActor(), action: "mail.retry", subject: `mail ${id}` }, new Date());
    io.stdout(`Mail ${id} is queued again; a running server sends it within seconds.\n`);
  };
}

const COMMANDS = { list, retry } satisfies Record<string, Command>;

/** Runs one command; resolves with the exit code. Never throws. */
export function runOutboxCli(argv: readonly string[], io: CliIo): Promise<number> {
  return runCommandLine(argv, io, { usage: USAGE, commands: COMMANDS });
}
