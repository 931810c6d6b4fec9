// The delivery worker inside the app, on a real SQLite file and a real PostgreSQL
// database, delivering to a real SMTP server (smtp-peer.ts): what the mails look like,
// and what happens when the server is down, says "later", says "no", or stalls.

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/open.js";
import { storeContactMessage, storeJobApplication } from "../src/forms/store.js";
import { GIVE_UP_AFTER_MS } from "../src/mail/backoff.js";
import { requeueDead } from "../src/mail/outbox.js";
import { runOutbox as outboxCli } from "./cli-helpers.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import {
  APPLICATION,
  CONTACT,
  eventually,
  mailApp,
  outboxRow,
  rowInState,
  sleep,
  type MailApp,
} from "./mail-fixtures.js";
import { createSmtpPeer, type ReceivedMail, type SmtpPeer } from "./smtp-peer.js";

const withMessageId = (peer: SmtpPeer, id: string) =>
  peer.received.filter((mail) => mail.messageId === `<${id}@company.test>`);

/** Waits until the peer accepted the mail with this stored id's Message-ID. */
function receivedMail(peer: SmtpPeer, id: string): Promise<ReceivedMail> {
  return eventually(async () => withMessageId(peer, id)[0], `the mail of ${id} at the SMTP peer`);
}

describe.each(ENGINES)("mail delivery on %s", (engine) => {
  let database: TestDatabase;
  let peer: SmtpPeer;
  let running: MailApp | undefined;

  /** A started app delivering to the peer; closed after the test. */
  async function start(mail: Parameters<typeof mailApp>[1] = {}, env: Record<string, string> = {}) {
    running = mailApp({ ...database.env, SMTP_URL: peer.url, ...env }, mail);
    await running.app.ready();
    return running;
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    peer = await createSmtpPeer();
  });
  afterEach(async () => {
    // A test that failed half-way leaves its mail undelivered; later tests count the
    // peer's transactions, so it must not be delivered during them.
    await running?.app.db.deleteFrom("outbox").where("state", "in", ["pending", "sending"]).execute();
    await running?.app.close();
    running = undefined;
    await peer.start(); // a test may have left it stopped
  });
  afterAll(async () => {
    await peer?.close();
    await database?.remove();
  });

  it("sends a contact message as the spec composes it: From the site, Reply-To the visitor", async () => {
    const { app, mailLogs } = await start();
    const receivedAt = new Date("2025-03-04T05:06:07.000Z");
    const id = await storeContactMessage(app.db, CONTACT, receivedAt);
    app.mailWorker.nudge();

    const mail = await receivedMail(peer, id);
    expect(mail.subject).toBe("Contact from Ann Example");
    expect(mail.text?.trimEnd().split("\n")).toEqual([
      "Name: Ann Example",
      "Email: ann@visitor.test",
      "Message: Hello,",
      "please call me back about core banking.",
      "Grüße ✓",
    ]);
    expect(mail.from).toEqual({ name: "Company Website", address: "website@company.test" });
    expect(mail.to).toEqual([{ name: "", address: "contact@company.test" }]);
    expect(mail.replyTo).toEqual([{ name: "", address: "ann@visitor.test" }]);
    expect(mail.messageId).toBe(`<${id}@company.test>`);
    expect(mail.date?.toISOString()).toBe(receivedAt.toISOString());
    expect(mail.envelope).toEqual({ from: "website@company.test", to: ["contact@company.test"] });

    const row = await rowInState(app.db, id, "sent");
    expect(row).toMatchObject({ attempts: 1, last_error: null, claim_token: null, lease_until: null });
    expect(Date.parse(row.sent_at!)).toBeGreaterThan(Date.now() - 60_000);

    // One line for the outcome, with ids and counts only: nothing the visitor wrote.
    const lines = mailLogs().filter((line) => line.outboxId === Number(row.id));
    expect(lines).toMatchObject([{ msg: "Mail sent", kind: "contact", attempts: 1 }]);
    expect(JSON.stringify(lines)).not.toMatch(/Ann|ann@visitor|core banking/);
  });

  it("sends a job application to the careers inbox with every field labelled, in order", async () => {
    const { app } = await start();
    const id = await storeJobApplication(app.db, APPLICATION);
    app.mailWorker.nudge();

    const mail = await receivedMail(peer, id);
    expect(mail.subject).toBe("Job application: Finacle Support Engineer – Bob O'Neil, Jr.");
    expect(mail.text?.trimEnd().split("\n")).toEqual([
      "Full name: Bob O'Neil, Jr.",
      "Email: bob@applicant.test",
      "Phone: +91 98765 43210",
      "LinkedIn profile: not given",
      "Highest degree: B.Tech in Computer Science",
      "University: Anna University",
      "Graduation year: 2019",
      "Skills: Java, SQL",
      "Finacle customisation",
      "Certifications: not given",
      "Position applied for: Finacle Support Engineer",
      "Location: Chennai",
      "Years of experience: 4",
      "Message: not given",
    ]);
    // The comma in the name stays inside one address: it was passed as an object.
    expect(mail.replyTo).toEqual([{ name: "Bob O'Neil, Jr.", address: "bob@applicant.test" }]);
    expect(mail.to.map((to) => to.address)).toEqual(["hr@company.test", "careers@company.test"]);
    expect(mail.from?.address).toBe("website@company.test");
    expect(mail.messageId).toBe(`<${id}@company.test>`);
    await rowInState(app.db, id, "sent");
  });

  it("retries while the SMTP server is down, waiting longer each time, then delivers once", async () => {
    await peer.stop();
    const transactions = peer.transactions;
    const { app, mailLogs } = await start();
    const id = await storeContactMessage(app.db, CONTACT);
    app.mailWorker.nudge();

    const row = await eventually(async () => {
      const current = await outboxRow(app.db, id);
      return current.attempts >= 4 && current.state === "pending" ? current : undefined;
    }, "four failed attempts");
    expect(row.last_error).toMatch(/^ESOCKET \(ECONNREFUSED\) on CONN: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
    expect(peer.transactions).toBe(transactions);

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

    await peer.start();
    await receivedMail(peer, id);
    const sent = await rowInState(app.db, id, "sent");
    expect(sent.attempts).toBeGreaterThanOrEqual(5);
    // A few more polls: still one copy.
    await sleep(200);
    expect(withMessageId(peer, id)).toHaveLength(1);
  });

  it("retries after a 4xx answer and then delivers", async () => {
    const { app } = await start();
    const before = peer.transactions;
    peer.failNext(2, 451, "4.3.0 Mailbox temporarily unavailable");
    const id = await storeContactMessage(app.db, CONTACT);
    app.mailWorker.nudge();

    await receivedMail(peer, id);
    const row = await rowInState(app.db, id, "sent");
    expect(row.attempts).toBe(3);
    expect(peer.transactions - before).toBe(3);
    // The last failure stays on record; the mail went out after it.
    expect(row.last_error).toBe("EMESSAGE on DATA: 451 4.3.0 Mailbox temporarily unavailable");
    expect(withMessageId(peer, id)).toHaveLength(1);
  });

  it("marks a 5xx answer dead, lists it in `outbox list`, and `outbox retry` delivers it", async () => {
    const { app } = await start();
    // A server that quotes what it refused: the quote must not reach last_error.
    peer.failNext(1, 550, `5.7.1 Refused: ${CONTACT.subject}`);
    const id = await storeContactMessage(app.db, CONTACT);
    app.mailWorker.nudge();

    const dead = await rowInState(app.db, id, "dead");
    expect(dead.attempts).toBe(1);
    expect(dead.last_error).toBe("EMESSAGE on DATA: 550 5.7.1 Refused: […]");
    expect(withMessageId(peer, id)).toHaveLength(0);
    // It stays dead: no further attempts.
    const transactions = peer.transactions;
    await sleep(200);
    expect(peer.transactions).toBe(transactions);
    expect((await outboxRow(app.db, id)).state).toBe("dead");

    const listed = await outboxCli(database.env, "list", "--json");
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
    const table = await outboxCli(database.env, "list", "--state", "dead");
    expect(table.stdout).toMatch(new RegExp(`^\\s*${dead.id}\\s+contact\\s+dead\\s+1\\s.*EMESSAGE on DATA: 550`, "m"));

    const retried = await outboxCli(database.env, "retry", String(dead.id));
    expect(retried).toMatchObject({ code: 0, stderr: "" });
    app.mailWorker.nudge();
    await receivedMail(peer, id);
    const sent = await rowInState(app.db, id, "sent");
    expect(sent.attempts).toBe(2);
  });

  it("recovers a row a crashed worker left `sending` once its lease expired, and delivers it once", async () => {
    // Stored while no worker runs, then claimed by a worker that "crashed": sending, lease over.
    const { app: before } = await start({ enabled: false });
    const crashed = await storeContactMessage(before.db, CONTACT);
    const active = await storeContactMessage(before.db, CONTACT);
    const now = Date.now();
    await before.db
      .updateTable("outbox")
      .set({ state: "sending", lease_until: now - 1_000, claim_token: "crashed-worker", attempts: 1 })
      .where("message_id", "=", crashed)
      .execute();
    // This one is still leased to a live worker elsewhere: not ours to take.
    await before.db
      .updateTable("outbox")
      .set({ state: "sending", lease_until: now + 60_000, claim_token: "live-worker", attempts: 1 })
      .where("message_id", "=", active)
      .execute();
    await before.close();

    const { app } = await start();
    await receivedMail(peer, crashed);
    const row = await rowInState(app.db, crashed, "sent");
    expect(row.attempts).toBe(2);
    await sleep(200);
    expect(withMessageId(peer, crashed)).toHaveLength(1);
    expect(withMessageId(peer, active)).toHaveLength(0);
    expect(await outboxRow(app.db, active)).toMatchObject({ state: "sending", claim_token: "live-worker" });
    // Out of the way of later tests, which count the peer's transactions.
    await app.db.deleteFrom("outbox").where("message_id", "=", active).execute();
  });

  it("marks a row dead with a clear error when its message is missing", async () => {
    const { app } = await start({ enabled: false });
    const id = await storeContactMessage(app.db, CONTACT);
    await app.db.deleteFrom("contact_messages").where("id", "=", id).execute();
    await app.close();
    running = undefined;

    const { app: worker } = await start();
    const row = await rowInState(worker.db, id, "dead");
    expect(row.last_error).toBe(`message ${id} is missing from contact_messages: nothing to send`);
  });

  it("gives up on a message older than 72 hours when the server is still unreachable", async () => {
    await peer.stop();
    const { app } = await start();
    const id = await storeContactMessage(app.db, CONTACT, new Date(Date.now() - GIVE_UP_AFTER_MS - 60_000));
    app.mailWorker.nudge();
    const row = await rowInState(app.db, id, "dead");
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/^gave up after 72 h: ESOCKET \(ECONNREFUSED\) on CONN: connect ECONNREFUSED/);
  });

  it("gives a requeued mail another 72 hours, counted from the requeue, and then delivers it", async () => {
    await peer.stop();
    const { app } = await start();
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

    const transactions = peer.transactions;
    await peer.start();
    app.mailWorker.nudge();
    await rowInState(app.db, id, "sent", 30_000);
    expect(peer.transactions).toBe(transactions + 1);
  });

  it("does not let a stalled send hold up closing the app; the mail is sent later", async () => {
    const { app } = await start({ closeGraceMs: 300 });
    peer.stallNext();
    const transactions = peer.transactions;
    const id = await storeContactMessage(app.db, CONTACT);
    app.mailWorker.nudge();
    await peer.waitForTransactions(transactions + 1);

    const closing = Date.now();
    await app.close();
    running = undefined;
    expect(Date.now() - closing).toBeLessThan(3_000);

    // The cut send was recorded as a temporary failure, on a connection of our own.
    const { db } = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.env.DATABASE_URL });
    try {
      expect(await outboxRow(db, id)).toMatchObject({
        state: "pending",
        attempts: 1,
        last_error: expect.stringMatching(/^EABORT/),
      });
    } finally {
      await db.destroy();
    }
    expect(withMessageId(peer, id)).toHaveLength(0);

    const { app: next } = await start();
    await receivedMail(peer, id);
    await rowInState(next.db, id, "sent");
  });

  it("authenticates with the credentials of SMTP_URL", async () => {
    const guarded = await createSmtpPeer({ auth: { user: "site", pass: "s3cret/word" } });
    try {
      running = mailApp({ ...database.env, SMTP_URL: guarded.url });
      await running.app.ready();
      const id = await storeContactMessage(running.app.db, CONTACT);
      running.app.mailWorker.nudge();
      const [mail] = await guarded.waitForMails(1);
      expect(mail).toMatchObject({ user: "site", messageId: `<${id}@company.test>` });
    } finally {
      await running?.app.close();
      running = undefined;
      await guarded.close();
    }
  });

  it("counts a mail sent when one of several inboxes is refused, and logs which", async () => {
    const { app, mailLogs } = await start({}, { CAREERS_MAIL_TO: "hr@company.test, gone@company.test" });
    peer.refuseRecipient("gone@company.test");
    const id = await storeJobApplication(app.db, APPLICATION);
    app.mailWorker.nudge();
    const mail = await receivedMail(peer, id);
    expect(mail.envelope.to).toEqual(["hr@company.test"]);
    const row = await rowInState(app.db, id, "sent");
    expect(mailLogs().filter((line) => line.outboxId === Number(row.id))).toMatchObject([
      { msg: "Mail sent, but some recipients were refused", rejected: ["gone@company.test"], attempts: 1 },
    ]);
  });

  it("uses the domain of MAIL_FROM in the Message-ID", async () => {
    const { app } = await start({}, { MAIL_FROM: "noreply@mail.bank.test" });
    const id = await storeContactMessage(app.db, CONTACT);
    app.mailWorker.nudge();
    const mail = await eventually(
      async () => peer.received.find((received) => received.messageId === `<${id}@mail.bank.test>`),
      "the mail",
    );
    expect(mail.from).toEqual({ name: "", address: "noreply@mail.bank.test" });
  });
});
