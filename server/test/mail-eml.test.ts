// Without SMTP_URL the worker writes each mail as an .eml file in DATA_DIR/mail: a
// complete message a mail program (or mailparser) opens, named by the message's id.

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeContactMessage, storeJobApplication } from "../src/forms/store.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { APPLICATION, CONTACT, mailApp, rowInState, type MailApp } from "./mail-fixtures.js";

describe.each(ENGINES)(".eml delivery on %s", (engine) => {
  let database: TestDatabase;
  let running: MailApp;
  let mailDir: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    mailDir = path.join(database.dataDir, "mail");
    running = mailApp(database.env);
    await running.app.ready();
  });
  afterAll(async () => {
    await running?.app.close();
    await database?.remove();
  });

  it("writes a contact message as a parseable .eml file named by its id, and marks it sent", async () => {
    const { app, mailLogs } = running;
    const receivedAt = new Date("2025-01-02T03:04:05.000Z");
    const id = await storeContactMessage(app.db, CONTACT, receivedAt);
    app.mailWorker.nudge();
    await rowInState(app.db, id, "sent");

    const raw = await readFile(path.join(mailDir, `${id}.eml`));
    // RFC 5322 line endings throughout.
    expect(raw.toString("latin1")).not.toMatch(/[^\r]\n/);
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe("Contact from Ann Example");
    expect(mail.text?.trimEnd()).toBe(CONTACT.body);
    expect(mail.from?.value).toEqual([{ name: "Company Website", address: "website@company.test" }]);
    expect(mail.replyTo?.value).toEqual([{ name: "", address: "ann@visitor.test" }]);
    expect(mail.messageId).toBe(`<${id}@company.test>`);
    expect(mail.date?.toISOString()).toBe(receivedAt.toISOString());
    expect(
      mailLogs().some((line) => line.msg === `Mail: SMTP_URL is not set; writing .eml files to ${mailDir}`),
    ).toBe(true);
  });

  it("writes an application the same way", async () => {
    const { app } = running;
    const id = await storeJobApplication(app.db, APPLICATION);
    app.mailWorker.nudge();
    await rowInState(app.db, id, "sent");
    const mail = await simpleParser(await readFile(path.join(mailDir, `${id}.eml`)));
    expect(mail.subject).toBe("Job application: Finacle Support Engineer – Bob O'Neil, Jr.");
    expect(mail.text).toContain("Years of experience: 4\nMessage: not given");
  });

  it("overwrites the file when a mail is delivered again, and leaves no temporary files", async () => {
    const { app } = running;
    const id = await storeContactMessage(app.db, CONTACT);
    app.mailWorker.nudge();
    await rowInState(app.db, id, "sent");
    const first = await readFile(path.join(mailDir, `${id}.eml`), "latin1");

    // As after a crash between writing the file and recording `sent`: claimed, lease over.
    await app.db
      .updateTable("outbox")
      .set({ state: "sending", lease_until: Date.now() - 1, claim_token: "crashed-worker" })
      .where("message_id", "=", id)
      .execute();
    app.mailWorker.nudge();
    const again = await rowInState(app.db, id, "sent");
    expect(again.attempts).toBe(2);

    const files = await readdir(mailDir);
    expect(files.filter((file) => file.startsWith(id))).toEqual([`${id}.eml`]);
    expect(files.filter((file) => !file.endsWith(".eml"))).toEqual([]);
    const second = await readFile(path.join(mailDir, `${id}.eml`), "latin1");
    // The very same message: rendered from the stored row, with the same Message-ID and Date.
    expect(second).toBe(first);
  });
});
