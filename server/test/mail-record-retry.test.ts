// A mail sent just before the database goes away is recorded as sent once it is back,
// not sent a second time when its lease expires (the fault run at scale saw one
// extra copy per database outage). On a throwaway cluster of this file's own: the shared
// cluster of global-setup.ts serves other suites in parallel and must not be stopped.

import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type ThrowawayPostgres } from "../../scripts/postgres.mjs";
import { openDatabase, type OpenedDatabase } from "../src/db/open.js";
import { formMailRenderers } from "../src/forms/mail.js";
import { storeContactMessage } from "../src/forms/store.js";
import { smtpTimeouts, smtpTransport, type MailTransport } from "../src/mail/transport.js";
import { DeliveryWorker } from "../src/mail/worker.js";
import { CONTACT, MAIL_ENV, MAIL_SITE_URL, outboxRow, sleep } from "./mail-fixtures.js";
import { createSmtpPeer, type SmtpPeer } from "./smtp-peer.js";

const RENDERERS = formMailRenderers({
  mailTo: MAIL_ENV.MAIL_TO,
  careersMailTo: MAIL_ENV.CAREERS_MAIL_TO,
  siteUrl: MAIL_SITE_URL,
});
// Shorter than the outage: without the retried record, the row would be claimable again
// (and its mail sent again) as soon as the database is back.
const LEASE_MS = 1_000;
const DOWN_FOR_MS = 2_500;

/** Resolves once a new connection to `url` is refused: the server has stopped. */
async function databaseDown(url: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on("error", () => {});
    const up = await client.connect().then(
      () => true,
      () => false,
    );
    await client.end().catch(() => {});
    if (!up) return;
    await sleep(50);
  }
  throw new Error("PostgreSQL did not stop");
}

describe("a mail sent while the database goes away", () => {
  let cluster: ThrowawayPostgres | undefined;
  let dataDir: string;
  let opened: OpenedDatabase;
  let peer: SmtpPeer;

  beforeAll(async () => {
    cluster = await startPostgres({ label: `record-${randomBytes(3).toString("hex")}` });
    dataDir = await mkdtemp(path.join(tmpdir(), "mail-record-"));
    opened = await openDatabase({ dataDir, databaseUrl: await cluster.createDatabase("record") });
    peer = await createSmtpPeer();
  }, 60_000);

  afterAll(async () => {
    await opened?.db.destroy();
    await peer?.close();
    await cluster?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it("is recorded as sent once the database is back, and never sent twice", async () => {
    const id = await storeContactMessage(opened.db, CONTACT);
    const smtp = smtpTransport(peer.url, smtpTimeouts(10_000));
    let outage: Promise<void> | undefined;
    // The real SMTP send; then the database stops before the worker can record it.
    const transport: MailTransport = {
      async send(mail, signal, checks) {
        const sent = await smtp.send(mail, signal, checks);
        outage = cluster!.restart({ downForMs: DOWN_FOR_MS });
        await databaseDown(cluster!.url);
        return sent;
      },
      description: smtp.description,
      close: () => smtp.close(),
    };
    const worker = new DeliveryWorker({
      db: opened.db,
      engine: "postgres",
      transport,
      mailFrom: MAIL_ENV.MAIL_FROM,
      renderers: RENDERERS,
      leaseMs: LEASE_MS,
    });
    try {
      expect(await worker.deliverDue()).toMatchObject({ sent: 1, lost: 0 });
      await outage;
      expect(await outboxRow(opened.db, id)).toMatchObject({ state: "sent" });

      // Past the lease: nothing is due, so another pass sends nothing.
      await sleep(LEASE_MS);
      expect(await worker.deliverDue()).toMatchObject({ sent: 0, lost: 0 });
      expect(peer.countByMessageId().get(`<${id}@company.test>`)).toBe(1);
    } finally {
      transport.close();
    }
  }, 60_000);
});
