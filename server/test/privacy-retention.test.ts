// The privacy notice's retention periods, kept by the server: with the clock set past a
// period, the purge deletes exactly the messages and applications due, with their CVs,
// outbox rows and `.eml` files, and nothing else; it sweeps mail files left without a
// row; a dry run only counts; two purges at once delete each row once; the daily job runs
// by itself and is audited. Both engines.

import { randomUUID } from "node:crypto";
import { mkdir, readdir, rm, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { JOB_APPLICATION_PATH, MAIL_SENDING_PATH, RETENTION } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { attachCv } from "./cv-documents.js";
import { listAudit } from "../src/audit/trail.js";
import { monthsBefore, purgeExpired } from "../src/privacy/retention.js";
import { buildApp } from "../src/app.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { NO_SITE, testConfig } from "./fixtures.js";
import { fetchXsrf, formsApp, post, validApplication, validContact } from "./form-helpers.js";

const DAY = 86_400_000;
const monthsAfter = (date: Date, months: number) => {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
};

describe("monthsBefore", () => {
  it("goes back calendar months, keeping the day where the month has it", () => {
    expect(monthsBefore(new Date("2026-11-23T10:00:00.000Z"), 12).toISOString()).toBe(
      "2025-11-23T10:00:00.000Z",
    );
    expect(monthsBefore(new Date("2026-03-31T00:00:00.000Z"), 1).toISOString()).toBe(
      "2026-02-28T00:00:00.000Z",
    );
    expect(monthsBefore(new Date("2028-02-29T12:00:00.000Z"), 24).toISOString()).toBe(
      "2026-02-28T12:00:00.000Z",
    );
    expect(monthsBefore(new Date("2026-01-15T00:00:00.000Z"), 25).toISOString()).toBe(
      "2023-12-15T00:00:00.000Z",
    );
  });
});

describe.each(ENGINES)("retention purge (%s)", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let mailDir: string;
  let receivedAt: Date;
  const ids = { contact: "", application: "", other: "" };

  const rows = async () => ({
    contact: (await app.db.selectFrom("contact_messages").select("id").execute()).map((row) => row.id).sort(),
    applications: (await app.db.selectFrom("job_applications").select("id").execute())
      .map((row) => row.id)
      .sort(),
    cvs: (await app.db.selectFrom("job_application_cvs").select("application_id").execute())
      .map((row) => row.application_id)
      .sort(),
    outbox: (await app.db.selectFrom("outbox").select("message_id").execute())
      .map((row) => row.message_id)
      .sort(),
    files: (await readdir(mailDir)).sort(),
  });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = formsApp(database, {}, { privacy: { enabled: false } });
    await app.ready();
    mailDir = path.join(database.dataDir, "mail");
  });
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  beforeEach(async () => {
    // A contact message and an application received now, and one received a year later.
    for (const table of ["outbox", "job_application_cvs", "contact_messages", "job_applications"] as const)
      await app.db.deleteFrom(table).execute();
    const xsrf = await fetchXsrf(app);
    ids.contact = (await post(app, MAIL_SENDING_PATH, validContact(), xsrf.headers)).json().id;
    ids.application = (await post(app, JOB_APPLICATION_PATH, validApplication(), xsrf.headers)).json().id;
    ids.other = (
      await post(app, JOB_APPLICATION_PATH, validApplication({ name: "Later Applicant" }), xsrf.headers)
    ).json().id;
    const row = await app.db
      .selectFrom("contact_messages")
      .select("received_at")
      .where("id", "=", ids.contact)
      .executeTakeFirstOrThrow();
    receivedAt = new Date(row.received_at);
    await app.db
      .updateTable("job_applications")
      .set({ received_at: monthsAfter(receivedAt, 12).toISOString() })
      .where("id", "=", ids.other)
      .execute();
    // Both applications came with a CV (as forms-cv.test.ts stores them).
    for (const id of [ids.application, ids.other]) {
      const bytes = Buffer.from(`%PDF-1.4\n${id}\n%%EOF\n`);
      await attachCv(app.db, id, { fileName: "cv.pdf", mediaType: "application/pdf", bytes });
    }
    await rm(mailDir, { recursive: true, force: true });
    await mkdir(mailDir, { recursive: true });
    for (const id of Object.values(ids))
      await writeFile(path.join(mailDir, `${id}.eml`), "Subject: test\r\n\r\nbody\r\n");
  });

  it("keeps everything until a period is over", async () => {
    const before = await rows();
    const justBefore = new Date(monthsAfter(receivedAt, RETENTION.applicationsMonths).getTime() - 60_000);
    expect(await purgeExpired(app.db, { now: justBefore, mailDir })).toEqual({
      contactMessages: 0,
      applications: 0,
      cvs: 0,
      mails: 0,
      mailFiles: 0,
    });
    expect(await rows()).toEqual(before);
  });

  it("deletes an application, its CV, mail record and .eml file once its period is over; a dry run only counts", async () => {
    const before = await rows();
    const now = new Date(monthsAfter(receivedAt, RETENTION.applicationsMonths).getTime() + DAY);
    const expected = { contactMessages: 0, applications: 1, cvs: 1, mails: 1, mailFiles: 1 };
    expect(await purgeExpired(app.db, { now, mailDir, dryRun: true })).toEqual(expected);
    expect(await rows()).toEqual(before);

    expect(await purgeExpired(app.db, { now, mailDir })).toEqual(expected);
    const after = await rows();
    expect(after.applications).toEqual([ids.other]);
    expect(after.contact).toEqual([ids.contact]);
    expect(after.cvs).toEqual([ids.other]);
    expect(after.outbox).toEqual([ids.contact, ids.other].sort());
    expect(after.files).toEqual([`${ids.contact}.eml`, `${ids.other}.eml`].sort());
  });

  it("deletes contact messages after their longer period, and two purges at once delete each row once", async () => {
    const now = new Date(monthsAfter(receivedAt, RETENTION.contactMessagesMonths).getTime() + DAY);
    const [first, second] = await Promise.all([
      purgeExpired(app.db, { now, mailDir }),
      purgeExpired(app.db, { now, mailDir }),
    ]);
    // The later application is past its own 12 months too by then.
    expect(first.contactMessages + second.contactMessages).toBe(1);
    expect(first.applications + second.applications).toBe(2);
    expect(first.mails + second.mails).toBe(3);
    expect(first.cvs + second.cvs).toBe(2);
    expect(await rows()).toEqual({ contact: [], applications: [], cvs: [], outbox: [], files: [] });
  });

  it("sweeps mail files no row wants: an orphan .eml and a stale temporary file go, the rest stays", async () => {
    // An .eml whose row is gone (a delivery that ended after its row was erased), a
    // temporary file a crashed worker left an hour ago, and one a worker is writing now.
    const orphan = `${randomUUID()}.eml`;
    const stale = `.${randomUUID()}.eml.0123456789ab.tmp`;
    const fresh = `.${ids.other}.eml.ba9876543210.tmp`;
    for (const name of [orphan, stale, fresh])
      await writeFile(path.join(mailDir, name), "Subject: test\r\n\r\nbody\r\n");
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(path.join(mailDir, stale), anHourAgo, anHourAgo);
    const before = await rows();
    const now = new Date(monthsAfter(receivedAt, 1).getTime());
    const expected = { contactMessages: 0, applications: 0, cvs: 0, mails: 0, mailFiles: 2 };

    expect(await purgeExpired(app.db, { now, mailDir, dryRun: true })).toEqual(expected);
    expect(await rows()).toEqual(before);
    expect(await purgeExpired(app.db, { now, mailDir })).toEqual(expected);
    expect(await rows()).toEqual({
      ...before,
      files: [fresh, ...Object.values(ids).map((id) => `${id}.eml`)].sort(),
    });
  });

  it("runs by itself in the server, and says so in the audit trail", async () => {
    const later = new Date(monthsAfter(receivedAt, RETENTION.contactMessagesMonths).getTime() + DAY);
    const server = buildApp(testConfig({ ...database.env, WEB_ROOT: NO_SITE }), {
      logger: false,
      mail: { enabled: false },
      privacy: { firstPurgeAfterMs: 10, now: () => later },
    });
    await server.ready();
    try {
      await expect.poll(async () => (await rows()).contact.length, { timeout: 10_000 }).toBe(0);
    } finally {
      await server.close();
    }
    const entry = (await listAudit(app.db)).entries.find((item) => item.action === "privacy.purge");
    expect(entry).toMatchObject({
      actor: "server:retention",
      subject: "expired messages",
      details: { contactMessages: 1, applications: 2 },
    });
  });
});
