// The worker after something went wrong around it, on a real SQLite file and a real
// PostgreSQL database: a crashed worker's claim, a message gone from the database, and a
// send that stalls while the app closes.

import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/open.js";
import { storeContactMessage } from "../src/forms/store.js";
import { ENGINES } from "./databases.js";
import {
  CONTACT,
  mailDeliverySuite,
  outboxRow,
  receivedMail,
  rowInState,
  sleep,
  withMessageId,
} from "./mail-fixtures.js";

describe.each(ENGINES)("mail delivery on %s", (engine) => {
  const suite = mailDeliverySuite(engine);

  it("recovers a row a crashed worker left `sending` once its lease expired, and delivers it once", async () => {
    // Stored while no worker runs, then claimed by a worker that "crashed": sending, lease over.
    const { app: before } = await suite.start({ enabled: false });
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

    const { app } = await suite.start();
    await receivedMail(suite.peer, crashed);
    const row = await rowInState(app.db, crashed, "sent");
    expect(row.attempts).toBe(2);
    await sleep(200);
    expect(withMessageId(suite.peer, crashed)).toHaveLength(1);
    expect(withMessageId(suite.peer, active)).toHaveLength(0);
    expect(await outboxRow(app.db, active)).toMatchObject({ state: "sending", claim_token: "live-worker" });
    // Out of the way of later tests, which count the peer's transactions.
    await app.db.deleteFrom("outbox").where("message_id", "=", active).execute();
  });

  it("marks a row dead with a clear error when its message is missing", async () => {
    const { app } = await suite.start({ enabled: false });
    const id = await storeContactMessage(app.db, CONTACT);
    await app.db.deleteFrom("contact_messages").where("id", "=", id).execute();
    await suite.stop();

    const { app: worker } = await suite.start();
    const row = await rowInState(worker.db, id, "dead");
    expect(row.last_error).toBe(`message ${id} is missing from contact_messages: nothing to send`);
  });

  it("does not let a stalled send hold up closing the app; the mail is sent later", async () => {
    const { app } = await suite.start({ closeGraceMs: 300 });
    suite.peer.stallNext();
    const transactions = suite.peer.transactions;
    const id = await storeContactMessage(app.db, CONTACT);
    app.mailWorker.nudge();
    await suite.peer.waitForTransactions(transactions + 1);

    const closing = Date.now();
    await suite.stop();
    expect(Date.now() - closing).toBeLessThan(3_000);

    // The cut send was recorded as a temporary failure, on a connection of our own.
    const { db } = await openDatabase({
      dataDir: suite.database.dataDir,
      databaseUrl: suite.database.env.DATABASE_URL,
    });
    try {
      expect(await outboxRow(db, id)).toMatchObject({
        state: "pending",
        attempts: 1,
        last_error: expect.stringMatching(/^EABORT/),
      });
    } finally {
      await db.destroy();
    }
    expect(withMessageId(suite.peer, id)).toHaveLength(0);

    const { app: next } = await suite.start();
    await receivedMail(suite.peer, id);
    await rowInState(next.db, id, "sent");
  });
});
