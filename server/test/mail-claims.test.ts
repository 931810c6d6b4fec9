// Several workers over one outbox, each with its own database connection and SMTP pool,
// as several server instances would run: every mail is claimed by one worker at a time,
// delivered exactly once, and an expired claim's owner cannot overwrite the new owner's
// outcome.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type OpenedDatabase } from "../src/db/open.js";
import { formMailRenderers } from "../src/forms/mail.js";
import { storeContactMessage } from "../src/forms/store.js";
import { claimDue, recordDead, recordRetry, recordSent } from "../src/mail/outbox.js";
import { smtpTimeouts, smtpTransport } from "../src/mail/transport.js";
import { DeliveryWorker, type PassResult } from "../src/mail/worker.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { CONTACT, MAIL_ENV, MAIL_SITE_URL, outboxRow, sleep } from "./mail-fixtures.js";
import { createSmtpPeer, type SmtpPeer } from "./smtp-peer.js";

const RENDERERS = formMailRenderers({
  mailTo: MAIL_ENV.MAIL_TO,
  careersMailTo: MAIL_ENV.CAREERS_MAIL_TO,
  siteUrl: MAIL_SITE_URL,
});

describe.each(ENGINES)("outbox claims on %s", (engine) => {
  let database: TestDatabase;
  let peer: SmtpPeer;
  // Two connections (pools) to the same database, like two server instances.
  let first: OpenedDatabase;
  let second: OpenedDatabase;

  const open = () => openDatabase({ dataDir: database.dataDir, databaseUrl: database.env.DATABASE_URL });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    peer = await createSmtpPeer();
    first = await open();
    second = await open();
  });
  afterAll(async () => {
    await first?.db.destroy();
    await second?.db.destroy();
    await peer?.close();
    await database?.remove();
  });

  it("two concurrent claims never share a row, and together take every due row", async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => storeContactMessage(first.db, CONTACT)));
    const now = Date.now();
    const [a, b] = await Promise.all([
      claimDue(first.db, engine, { now, leaseMs: 60_000, limit: 12 }),
      claimDue(second.db, engine, { now, leaseMs: 60_000, limit: 12 }),
    ]);
    const claimed = [...a, ...b].map((claim) => claim.messageId);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual([...ids].sort());
    // Claimed rows are leased: nothing is due any more.
    expect(await claimDue(first.db, engine, { now, leaseMs: 60_000, limit: 12 })).toEqual([]);
    await first.db.deleteFrom("outbox").execute();
  });

  it("two workers racing over 20 mails deliver each exactly once", async () => {
    peer.clear();
    const ids = await Promise.all(Array.from({ length: 20 }, () => storeContactMessage(first.db, CONTACT)));
    const transports = [
      smtpTransport(peer.url, smtpTimeouts(10_000)),
      smtpTransport(peer.url, smtpTimeouts(10_000)),
    ];
    const workers = [first, second].map(
      (opened, index) =>
        new DeliveryWorker({
          db: opened.db,
          engine,
          transport: transports[index]!,
          mailFrom: MAIL_ENV.MAIL_FROM,
          renderers: RENDERERS,
          leaseMs: 60_000,
          // Small batches, so the two interleave claim after claim.
          batchSize: 3,
        }),
    );
    const totals: Omit<PassResult, "more"> = { sent: 0, retried: 0, dead: 0, lost: 0 };
    const deadline = Date.now() + 20_000;
    try {
      while (totals.sent < 20 && Date.now() < deadline) {
        const passes = await Promise.all(workers.map((worker) => worker.deliverDue()));
        for (const pass of passes)
          for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += pass[key];
      }
    } finally {
      for (const transport of transports) transport.close();
    }
    expect(totals).toEqual({ sent: 20, retried: 0, dead: 0, lost: 0 });

    const counts = peer.countByMessageId();
    expect(counts.size).toBe(20);
    for (const id of ids) expect(counts.get(`<${id}@company.test>`)).toBe(1);
    for (const id of ids) expect((await outboxRow(first.db, id)).state).toBe("sent");
  });

  it("lets only the current claimant record an outcome once a lease was taken over", async () => {
    const id = await storeContactMessage(first.db, CONTACT);
    const [stale] = await claimDue(first.db, engine, { now: Date.now(), leaseMs: 1, limit: 1 });
    expect(stale?.messageId).toBe(id);
    await sleep(5);
    const [current] = await claimDue(second.db, engine, { now: Date.now(), leaseMs: 60_000, limit: 1 });
    expect(current).toMatchObject({ messageId: id, attempts: 2 });

    expect(await recordSent(first.db, stale!, new Date())).toBe(false);
    expect(await recordRetry(first.db, stale!, { nextAttemptAt: Date.now(), error: "stale" })).toBe(false);
    expect(await recordDead(first.db, stale!, "stale")).toBe(false);
    expect(await outboxRow(first.db, id)).toMatchObject({
      state: "sending",
      claim_token: current!.claimToken,
      last_error: null,
    });

    expect(await recordSent(second.db, current!, new Date())).toBe(true);
    expect(await outboxRow(first.db, id)).toMatchObject({
      state: "sent",
      claim_token: null,
      lease_until: null,
    });
  });

  it("claims due rows only: not a retry whose time has not come", async () => {
    const id = await storeContactMessage(first.db, CONTACT);
    const [claim] = await claimDue(first.db, engine, { now: Date.now(), leaseMs: 60_000, limit: 5 });
    expect(claim?.messageId).toBe(id);
    await recordRetry(first.db, claim!, {
      nextAttemptAt: Date.now() + 60_000,
      error: "EMESSAGE on DATA: 451 later",
    });
    expect(await claimDue(first.db, engine, { now: Date.now(), leaseMs: 60_000, limit: 5 })).toEqual([]);
    const [later] = await claimDue(first.db, engine, { now: Date.now() + 61_000, leaseMs: 60_000, limit: 5 });
    expect(later).toMatchObject({ messageId: id, attempts: 2 });
  });

  it("leaves a mail whose kind has no renderer in this process claimed, for a worker that has one", async () => {
    const id = await storeContactMessage(first.db, CONTACT);
    const transactions = peer.transactions;
    const transport = smtpTransport(peer.url, smtpTimeouts(10_000));
    try {
      const worker = new DeliveryWorker({
        db: first.db,
        engine,
        transport,
        mailFrom: MAIL_ENV.MAIL_FROM,
        renderers: new Map(),
        leaseMs: 60_000,
      });
      expect(await worker.deliverDue()).toEqual({ sent: 0, retried: 0, dead: 0, lost: 1, more: false });
    } finally {
      transport.close();
    }
    expect(peer.transactions).toBe(transactions);
    // Another worker takes it over once the lease expires.
    expect(await outboxRow(first.db, id)).toMatchObject({ state: "sending", attempts: 1, last_error: null });
  });
});
