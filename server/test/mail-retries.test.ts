// What the worker does when the SMTP server is down, says "later" or says "no", on a real
// SQLite file and a real PostgreSQL database: retries with growing waits, dead letters
// (listed and requeued with `npm run outbox`), and giving up after 72 hours.

import { describe, expect, it } from "vitest";
import { storeContactMessage } from "../src/forms/store.js";
import { GIVE_UP_AFTER_MS } from "../src/mail/backoff.js";
import { requeueDead } from "../src/mail/outbox.js";
import { runOutbox as outboxCli } from "./cli-helpers.js";
import { ENGINES } from "./databases.js";
import {
  CONTACT,
  eventually,
  mailDeliverySuite,
  outboxRow,
  receivedMail,
  rowInState,
  sleep,
  withMessageId,
} from "./mail-fixtures.js";

describe.each(ENGINES)("mail delivery on %s", (engine) => {
  const suite = mailDeliverySuite(engine);

  it("retries while the SMTP server is down, waiting longer each time, then delivers once", async () => {
    await suite.peer.stop();
    const transactions = suite.peer.transactions;
    const { app, mailLogs } = await suite.start();
    const id = await storeContactMessage(app.db, CONTACT);
    app.mailWorker.nudge();

    const row = await eventually(async () => {
      const current = await outboxRow(app.db, id);
      return current.attempts >= 4 && current.state === "pending" ? current : undefined;
    }, "four failed attempts");
    expect(row.last_error).toMatch(
      /^ESOCKET \(ECONNREFUSED\) on CONN: connect ECONNREFUSED 127\.0\.0\.1:\d+$/,
    );
    expect(suite.peer.transactions).toBe(transactions);

    // retryBaseMs 20: the n-th wait lies in [0.5, 1] x 20 ms x 2^(n-1).
    const retries = mailLogs().filter(
      (line) => line.outboxId === Number(row.id) && line.msg.startsWith("Mail not sent yet"),
    );
    expect(retries.length).toBeGreaterThanOrEqual(3);
    retries.forEach((line, index) => {
      expect(line.attempts).toBe(index + 1);
      const ceiling = 20 * 2 ** index;
      expect(line.retryInMs).toBeGreaterThanOrEqual(ceiling / 2);
      expect(line.retryInMs).toBeLessThanOrEqual(ceiling);
      expect(line.error).toMatchObject({ code: "ESOCKET", command: "CONN" });
    });

    await suite.peer.start();
    await receivedMail(suite.peer, id);
    const sent = await rowInState(app.db, id, "sent");
    expect(sent.attempts).toBeGreaterThanOrEqual(5);
    // A few more polls: still one copy.
    await sleep(200);
    expect(withMessageId(suite.peer, id)).toHaveLength(1);
  });

  it("retries after a 4xx answer and then delivers", async () => {
    const { app } = await suite.start();
    const before = suite.peer.transactions;
    suite.peer.failNext(2, 451, "4.3.0 Mailbox temporarily unavailable");
    const id = await storeContactMessage(app.db, CONTACT);
    app.mailWorker.nudge();

    await receivedMail(suite.peer, id);
    const row = await rowInState(app.db, id, "sent");
    expect(row.attempts).toBe(3);
    expect(suite.peer.transactions - before).toBe(3);
    // The last failure stays on record; the mail went out after it.
    expect(row.last_error).toBe("EMESSAGE on DATA: 451 4.3.0 Mailbox temporarily unavailable");
    expect(withMessageId(suite.peer, id)).toHaveLength(1);
  });

  it("marks a 5xx answer dead, lists it in `outbox list`, and `outbox retry` delivers it", async () => {
    const { app } = await suite.start();
    // A server that quotes what it refused: the quote must not reach last_error.
    suite.peer.failNext(1, 550, `5.7.1 Refused: ${CONTACT.subject}`);
    const id = await storeContactMessage(app.db, CONTACT);
    app.mailWorker.nudge();

    const dead = await rowInState(app.db, id, "dead");
    expect(dead.attempts).toBe(1);
    expect(dead.last_error).toBe("EMESSAGE on DATA: 550 5.7.1 Refused: […]");
    expect(withMessageId(suite.peer, id)).toHaveLength(0);
    // It stays dead: no further attempts.
    const transactions = suite.peer.transactions;
    await sleep(200);
    expect(suite.peer.transactions).toBe(transactions);
    expect((await outboxRow(app.db, id)).state).toBe("dead");

    const listed = await outboxCli(suite.database.env, "list", "--json");
    expect(listed.code).toBe(0);
    const entries = JSON.parse(listed.stdout) as Array<{
      id: number;
      messageId: string;
      state: string;
      lastError: string;
    }>;
    expect(entries.find((entry) => entry.messageId === id)).toMatchObject({
      id: Number(dead.id),
      state: "dead",
      lastError: "EMESSAGE on DATA: 550 5.7.1 Refused: […]",
    });
    const table = await outboxCli(suite.database.env, "list", "--state", "dead");
    expect(table.stdout).toMatch(
      new RegExp(`^\\s*${dead.id}\\s+contact\\s+dead\\s+1\\s.*EMESSAGE on DATA: 550`, "m"),
    );

    const retried = await outboxCli(suite.database.env, "retry", String(dead.id));
    expect(retried).toMatchObject({ code: 0, stderr: "" });
    app.mailWorker.nudge();
    await receivedMail(suite.peer, id);
    const sent = await rowInState(app.db, id, "sent");
    expect(sent.attempts).toBe(2);
  });

  it("gives up on a message older than 72 hours when the server is still unreachable", async () => {
    await suite.peer.stop();
    const { app } = await suite.start();
    const id = await storeContactMessage(app.db, CONTACT, new Date(Date.now() - GIVE_UP_AFTER_MS - 60_000));
    app.mailWorker.nudge();
    const row = await rowInState(app.db, id, "dead");
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(
      /^gave up after 72 h: ESOCKET \(ECONNREFUSED\) on CONN: connect ECONNREFUSED/,
    );
  });

  it("gives a requeued mail another 72 hours, counted from the requeue, and then delivers it", async () => {
    await suite.peer.stop();
    const { app } = await suite.start();
    const id = await storeContactMessage(app.db, CONTACT, new Date(Date.now() - GIVE_UP_AFTER_MS - 60_000));
    app.mailWorker.nudge();
    const dead = await rowInState(app.db, id, "dead");

    // Staff retry while the mail server is still down: a temporary failure, not dead again.
    expect(await requeueDead(app.db, Number(dead.id), new Date())).toEqual({ requeued: true });
    app.mailWorker.nudge();
    await eventually(async () => {
      const row = await outboxRow(app.db, id);
      return row && row.attempts === 2 && row.state === "pending" ? row : undefined;
    }, "the requeued mail tried once more and kept pending");
    expect((await outboxRow(app.db, id))!.requeued_at).not.toBeNull();

    const transactions = suite.peer.transactions;
    await suite.peer.start();
    app.mailWorker.nudge();
    await rowInState(app.db, id, "sent", 30_000);
    expect(suite.peer.transactions).toBe(transactions + 1);
  });
});
