// The staff CLI for the outbox (`npm run outbox -- ...`) on both engines: what `list`
// prints, what `retry` changes, its exit codes, and that a refusal changes nothing.

import { describe, expect, it } from "vitest";
import { storeContactMessage, storeJobApplication } from "../src/forms/store.js";
import { claimDue, recordDead, recordRetry, recordSent, type OutboxEntry } from "../src/mail/outbox.js";
import { itBehavesLikeAStaffCommand, runOutbox as runCli, runCliProcess } from "./cli-helpers.js";
import { databaseForSuite, ENGINES } from "./databases.js";
import { APPLICATION, CONTACT, outboxRow } from "./mail-fixtures.js";

describe.each(ENGINES)("outbox CLI on %s", (engine) => {
  const database = databaseForSuite(engine);
  /** Outbox ids by what happened to them. */
  const ids = { sent: 0, dead: 0, retrying: 0, pending: 0 };
  const createdAt = new Date("2025-06-01T08:00:00.000Z");

  /** Claims the row of `messageId` the way a worker does. */
  async function claim(messageId: string) {
    const claims = await claimDue(database.db, engine, { now: Date.now(), leaseMs: 60_000, limit: 100 });
    const mine = claims.find((claimed) => claimed.messageId === messageId);
    if (!mine) throw new Error(`${messageId} was not claimed`);
    return mine;
  }

  it("list says so when the outbox is empty", async () => {
    expect(await runCli(database.env, "list")).toEqual({
      code: 0,
      stdout: "No mail in the outbox.\n",
      stderr: "",
    });
    expect(await runCli(database.env, "list", "--json")).toEqual({ code: 0, stdout: "[]\n", stderr: "" });
  });

  it("list prints a table, newest first, with each mail's state and last error", async () => {
    // One mail in each state, through the worker's own bookkeeping.
    const sent = await storeContactMessage(database.db, CONTACT, createdAt);
    const sentClaim = await claim(sent);
    await recordSent(database.db, sentClaim, new Date("2025-06-01T08:00:02.000Z"));
    const dead = await storeJobApplication(database.db, APPLICATION, createdAt);
    await recordDead(database.db, await claim(dead), "EMESSAGE on DATA: 550 5.1.1 Mailbox unknown");
    const retrying = await storeContactMessage(database.db, CONTACT, createdAt);
    await recordRetry(database.db, await claim(retrying), {
      nextAttemptAt: Date.parse("2099-06-01T08:15:00.000Z"),
      error: "ESOCKET (ECONNREFUSED) on CONN: connect ECONNREFUSED 127.0.0.1:25",
    });
    const pending = await storeContactMessage(database.db, CONTACT, createdAt);
    ids.sent = Number((await outboxRow(database.db, sent)).id);
    ids.dead = Number((await outboxRow(database.db, dead)).id);
    ids.retrying = Number((await outboxRow(database.db, retrying)).id);
    ids.pending = Number((await outboxRow(database.db, pending)).id);

    const result = await runCli(database.env, "list");
    expect(result).toMatchObject({ code: 0, stderr: "" });
    const lines = result.stdout.trimEnd().split("\n");
    const cells = lines.map((line) => line.trim().split(/ {2,}/));
    expect(cells).toEqual([
      ["ID", "KIND", "STATE", "ATTEMPTS", "CREATED", "NEXT / SENT", "LAST ERROR"],
      [`${ids.pending}`, "contact", "pending", "0", "2025-06-01 08:00:00Z", "due now", "-"],
      [
        `${ids.retrying}`,
        "contact",
        "pending",
        "1",
        "2025-06-01 08:00:00Z",
        "next 2099-06-01 08:15:00Z",
        "ESOCKET (ECONNREFUSED) on CONN: connect ECONNREFUSED 127.0.0.1:25",
      ],
      [
        `${ids.dead}`,
        "application",
        "dead",
        "1",
        "2025-06-01 08:00:00Z",
        "-",
        "EMESSAGE on DATA: 550 5.1.1 Mailbox unknown",
      ],
      [`${ids.sent}`, "contact", "sent", "1", "2025-06-01 08:00:00Z", "sent 2025-06-01 08:00:02Z", "-"],
    ]);
    // Columns line up: text columns start under their heading, numbers end under theirs.
    const header = lines[0]!;
    for (const [row, line] of lines.entries()) {
      const [id, kind, state, attempts, created, next, error] = cells[row]!;
      expect(line.indexOf(id!) + id!.length).toBe(header.indexOf("ID") + 2);
      expect(line.indexOf(kind!)).toBe(header.indexOf("KIND"));
      expect(line.indexOf(state!, header.indexOf("STATE"))).toBe(header.indexOf("STATE"));
      expect(line.indexOf(` ${attempts!}  `, header.indexOf("STATE")) + 1 + attempts!.length).toBe(
        header.indexOf("ATTEMPTS") + "ATTEMPTS".length,
      );
      expect(line.indexOf(created!)).toBe(header.indexOf("CREATED"));
      expect(line.indexOf(next!, header.indexOf("CREATED") + 20)).toBe(header.indexOf("NEXT / SENT"));
      expect(line.lastIndexOf(error!)).toBe(header.indexOf("LAST ERROR"));
    }
  });

  it("list --json prints every field of every mail", async () => {
    const result = await runCli(database.env, "list", "--json");
    expect(result.code).toBe(0);
    const entries = JSON.parse(result.stdout) as OutboxEntry[];
    expect(entries.map((entry) => entry.id)).toEqual([ids.pending, ids.retrying, ids.dead, ids.sent]);
    expect(entries[2]).toEqual({
      id: ids.dead,
      kind: "application",
      messageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      state: "dead",
      attempts: 1,
      lastError: "EMESSAGE on DATA: 550 5.1.1 Mailbox unknown",
      createdAt: "2025-06-01T08:00:00.000Z",
      nextAttemptAt: "2025-06-01T08:00:00.000Z",
      leaseUntil: null,
      sentAt: null,
      requeuedAt: null,
    });
    expect(entries[3]).toMatchObject({ state: "sent", sentAt: "2025-06-01T08:00:02.000Z", lastError: null });
    expect(entries[1]).toMatchObject({ state: "pending", nextAttemptAt: "2099-06-01T08:15:00.000Z" });
  });

  it("list --state and --limit narrow the list", async () => {
    const dead = JSON.parse(
      (await runCli(database.env, "list", "--json", "--state", "dead")).stdout,
    ) as OutboxEntry[];
    expect(dead.map((entry) => entry.id)).toEqual([ids.dead]);
    const newest = JSON.parse(
      (await runCli(database.env, "list", "--json", "--limit", "2")).stdout,
    ) as OutboxEntry[];
    expect(newest.map((entry) => entry.id)).toEqual([ids.pending, ids.retrying]);
    expect(await runCli(database.env, "list", "--state", "sending")).toEqual({
      code: 0,
      stdout: "No sending mail in the outbox.\n",
      stderr: "",
    });
  });

  it("retry requeues a dead mail: pending, due now, claim cleared, last error kept, requeue time noted", async () => {
    const before = Date.now();
    const result = await runCli(database.env, "retry", String(ids.dead));
    expect(result).toEqual({
      code: 0,
      stdout: `Mail ${ids.dead} is queued again; a running server sends it within seconds.\n`,
      stderr: "",
    });
    const row = await database.db
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", ids.dead)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      state: "pending",
      attempts: 1,
      claim_token: null,
      lease_until: null,
      last_error: "EMESSAGE on DATA: 550 5.1.1 Mailbox unknown",
    });
    expect(Number(row.next_attempt_at)).toBeGreaterThanOrEqual(before);
    expect(Number(row.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    // The 72 hours of retrying start again from the requeue.
    expect(Date.parse(row.requeued_at!)).toBeGreaterThanOrEqual(before);
  });

  it.each([
    ["an unknown id", ["retry", "999999"], "Error: there is no mail with id 999999 (see `list`)\n"],
    ["a sent mail", ["retry", "SENT"], "Error: mail SENT is sent, not dead: only dead mail can be retried\n"],
    [
      "a pending mail",
      ["retry", "PENDING"],
      "Error: mail PENDING is pending, not dead: only dead mail can be retried\n",
    ],
    [
      "a malformed id",
      ["retry", "abc"],
      'Error: a mail id is a positive whole number (got "abc"; see `list`)\n',
    ],
    ["id zero", ["retry", "0"], 'Error: a mail id is a positive whole number (got "0"; see `list`)\n'],
  ])("retry refuses %s with exit code 1, one line, and changes nothing", async (_case, argv, message) => {
    const substitute = (text: string) =>
      text.replace(/SENT/g, String(ids.sent)).replace(/PENDING/g, String(ids.pending));
    const before = await database.db.selectFrom("outbox").selectAll().orderBy("id").execute();
    const result = await runCli(database.env, ...argv.map(substitute));
    expect(result).toEqual({ code: 1, stdout: "", stderr: substitute(message) });
    expect(await database.db.selectFrom("outbox").selectAll().orderBy("id").execute()).toEqual(before);
  });

  itBehavesLikeAStaffCommand({
    run: runCli,
    env: () => database.env,
    usage: "Usage: npm run outbox -- <command> [options]",
    helpMentions: "retry ID",
    usageErrors: [
      ["no command", []],
      ["an unknown command", ["resend"]],
      ["retry without an id", ["retry"]],
      ["retry with two ids", ["retry", "1", "2"]],
      ["an unknown option", ["list", "--csv"]],
      ["an unknown state", ["list", "--state", "lost"]],
      ["a bad limit", ["list", "--limit", "0"]],
      ["a stray argument", ["list", "extra"]],
    ],
  });
});

describe("outbox CLI as a process", () => {
  // Open here while the command runs, as a running server keeps it.
  const database = databaseForSuite("sqlite");

  const cli = (args: string[]) => runCliProcess("outbox", database.env, args);

  it("prints parseable JSON for list --json and exits 1 on a refusal", async () => {
    const id = await storeContactMessage(database.db, CONTACT);
    const listed = await cli(["list", "--json"]);
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout)).toMatchObject([
      { id: 1, kind: "contact", messageId: id, state: "pending" },
    ]);

    const refused = await cli(["retry", "1"]);
    expect(refused).toEqual({
      code: 1,
      stdout: "",
      stderr: "Error: mail 1 is pending, not dead: only dead mail can be retried\n",
    });
  }, 60_000);
});
