// Erased means gone: an erasure that lands while the delivery worker writes the person's
// mail as an `.eml` file (no SMTP_URL) leaves no file behind, wherever in the delivery it
// lands, and sweeps files left without a row; on SQLite, neither site.db nor site.db-wal
// keeps the erased bytes, and emptying the WAL waits for other readers without blocking.

import { randomUUID } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { addressKey, JOB_APPLICATION_PATH, MAIL_SENDING_PATH } from "@site/contracts";
import SqliteDatabase from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetDeletedBytes } from "../src/db/forget-deleted.js";
import { SQLITE_FILE_NAME } from "../src/db/open.js";
import { formMailRenderers } from "../src/forms/mail.js";
import { storeContactMessage } from "../src/forms/store.js";
import { emlTransport, type MailTransport } from "../src/mail/transport.js";
import { DeliveryWorker } from "../src/mail/worker.js";
import { erasePersonalData } from "../src/privacy/subject.js";
import { pdf } from "./cv-documents.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import {
  encodeForm,
  fetchXsrf,
  formsApp,
  post,
  validContact,
  withCv,
  type XsrfPair,
} from "./form-helpers.js";
import {
  CONTACT,
  INBOXES,
  MAIL_ENV,
  MAIL_SITE_URL,
  mailApp,
  rowInState,
  type MailApp,
} from "./mail-fixtures.js";

const BY = { actor: "shell:test", address: null };
/** An erasure as the shell makes it, its mail files in `mailDir`. */
const shellErasure = (mailDir: string) => ({
  now: new Date(),
  mailDir,
  by: BY,
  staffAccount: "erase" as const,
  inboxes: INBOXES,
});
const ATTEMPTS = 50;

/** Posts an application with `cv` as the careers form does from the web app; resolves with its id. */
async function postApplication(
  app: FastifyInstance,
  xsrf: XsrfPair,
  cv: Buffer,
  fields: Record<string, unknown>,
): Promise<string> {
  const { body, contentType } = await encodeForm(withCv(cv, "CV.pdf", fields));
  const response = await post(app, JOB_APPLICATION_PATH, body, {
    ...xsrf.headers,
    "content-type": contentType,
    accept: "application/json",
    "sec-fetch-site": "same-origin",
  });
  expect(response.statusCode).toBe(202);
  return (response.json() as { id: string }).id;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const isTemporary = (name: string) => name.startsWith(".") && name.endsWith(".tmp");

/** Resolves once the worker's temporary file of mail `id` is in `mailDir` (or after `turns` turns without). */
async function temporaryFileOf(mailDir: string, id: string, turns = 2_000): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) {
    const names = existsSync(mailDir) ? await readdir(mailDir) : [];
    if (names.some((name) => name.startsWith(`.${id}.eml.`))) return;
    await nextTurn();
  }
}

describe.each(ENGINES)("an erasure during the delivery of the person's mail, on %s", (engine) => {
  let database: TestDatabase;
  let running: MailApp;
  let mailDir: string;
  let xsrf: XsrfPair;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    mailDir = path.join(database.dataDir, "mail");
    running = mailApp({ ...database.env, RATE_LIMIT: "1000" }, { pollIntervalMs: 20 });
    await running.app.ready();
    xsrf = await fetchXsrf(running.app);
  });
  afterAll(async () => {
    await running?.app.close();
    await database?.remove();
  });

  it(`leaves no .eml file of the erased application, in ${ATTEMPTS} attempts started at different moments`, async () => {
    const { app, mailLogs } = running;
    const cv = await pdf("Curriculum vitae\n".repeat(200), "CV of an applicant");
    const withdrawn = () => mailLogs().filter((line) => line.msg.startsWith("Mail withdrawn")).length;
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const email = `applicant-${attempt}@example.org`;
      // Storing the application wakes the worker, which starts delivering it at once.
      const id = await postApplication(app, xsrf, cv, { name: `Applicant ${attempt}`, email });
      // When the erasure starts, varied: as the answer arrives, a few turns of the event
      // loop later, a few milliseconds later, or once the worker writes the file.
      const moment = attempt % 4;
      if (moment === 1) for (let turn = 0; turn < attempt; turn += 1) await nextTurn();
      if (moment === 2) await new Promise((resolve) => setTimeout(resolve, 3 * (attempt % 5)));
      if (moment === 3) await temporaryFileOf(mailDir, id);
      await erasePersonalData(app.db, email, shellErasure(mailDir));

      // The worker takes due mail oldest first, one at a time: once a mail queued after
      // the erasure is written, it is done with the erased one (delivered or not).
      const after = await storeContactMessage(app.db, CONTACT);
      app.mailWorker.nudge();
      await rowInState(app.db, after, "sent");
      // Checked before the next erasure, whose sweep would remove a file left behind.
      expect(existsSync(path.join(mailDir, `${id}.eml`)), `the .eml file of attempt ${attempt}`).toBe(false);
    }
    expect((await readdir(mailDir)).filter(isTemporary)).toEqual([]);
    // Not vacuous: some erasures landed while the worker was writing the file.
    expect(withdrawn()).toBeGreaterThan(0);
  }, 120_000);
});

describe.each(ENGINES)("an erasure and the mail folder, on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    // The app's own worker is off: the worker below is the only one.
    app = formsApp(database, {}, { privacy: { enabled: false } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  it("leaves no file when it lands right before the worker's rename: the worker looks at the row again after it", async () => {
    const mailDir = path.join(database.dataDir, "mail");
    const email = "late.erasure@example.org";
    const id = await postApplication(
      app,
      await fetchXsrf(app),
      await pdf("Curriculum vitae", "CV of a late erasure"),
      { name: "Late Erasure", email },
    );
    // The real `.eml` transport, handed the worker's own checks; the erasure runs right
    // after the worker found its claim still there, before the rename, so only the look
    // after the rename can see that the row is gone.
    const files = emlTransport(mailDir);
    let erased = false;
    const transport: MailTransport = {
      description: files.description,
      close: () => files.close(),
      send: (mail, signal, checks) =>
        files.send(mail, signal, {
          ...checks,
          async stillClaimed() {
            const claimed = await checks.stillClaimed();
            await erasePersonalData(app.db, email, shellErasure(mailDir));
            erased = true;
            return claimed;
          },
        }),
    };
    const messages: string[] = [];
    const log = {
      info: (_: object, message: string) => void messages.push(message),
      warn: () => {},
      error: () => {},
    };
    const worker = new DeliveryWorker({
      db: app.db,
      engine,
      transport,
      mailFrom: MAIL_ENV.MAIL_FROM,
      renderers: formMailRenderers({
        mailTo: MAIL_ENV.MAIL_TO,
        careersMailTo: MAIL_ENV.CAREERS_MAIL_TO,
        siteUrl: MAIL_SITE_URL,
      }),
      leaseMs: 60_000,
      log,
    });
    const result = await worker.deliverDue();
    expect(erased).toBe(true);
    expect(existsSync(path.join(mailDir, `${id}.eml`))).toBe(false);
    expect((await readdir(mailDir)).filter(isTemporary)).toEqual([]);
    expect(result).toMatchObject({ sent: 0, lost: 1 });
    expect(messages).toEqual([
      "Mail withdrawn: its outbox row was deleted or taken over during delivery; no copy kept",
    ]);
  });

  it("sweeps the mail folder: an .eml file without a row goes, another person's stays", async () => {
    const mailDir = path.join(database.dataDir, "mail");
    const kept = await postApplication(app, await fetchXsrf(app), await pdf(), {
      name: "Still Here",
      email: "still.here@example.org",
    });
    const orphan = randomUUID();
    for (const id of [kept, orphan])
      await writeFile(path.join(mailDir, `${id}.eml`), "Subject: test\r\n\r\nbody\r\n");
    // Someone with nothing stored: the erasure deletes no row, and still sweeps.
    const counts = await erasePersonalData(app.db, "nobody@example.org", shellErasure(mailDir));
    expect(counts).toMatchObject({ applications: 0, mails: 0, mailFiles: 1 });
    expect(existsSync(path.join(mailDir, `${orphan}.eml`))).toBe(false);
    expect(existsSync(path.join(mailDir, `${kept}.eml`))).toBe(true);
  });
});

describe("an erasure on SQLite", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  // A mixed-case, non-ASCII address, erased under another spelling of it: SQLite's lower()
  // folds neither the case of É nor the decomposed form.
  const NAME = "Zéphyrine Quillfeather";
  const EMAIL = "Zéphyrine.Quillfeather@Example.net";
  const ERASED_AS = "ZE\u0301PHYRINE.QUILLFEATHER@example.NET";
  const CV_MARKER = "CV-MARKER-7Q2X9-Quillfeather-Portfolio";
  const MESSAGE = "Please call me about the Quillfeather-Ledger migration";

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    // The delivery worker runs: the person's mail is on its way as the erasure comes.
    app = formsApp(database, {}, { privacy: { enabled: false }, mail: { enabled: true } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  /** Every row of every table, as text: where the person's data could hide. */
  const everyRow = async () => {
    const tables = (await app.db.introspection.getTables()).map((table) => table.name);
    const dump: string[] = [];
    for (const table of tables)
      dump.push(
        JSON.stringify(
          await app.db
            .selectFrom(table as "outbox")
            .selectAll()
            .execute(),
        ),
      );
    return dump.join("\n");
  };
  /** Every file in the mail directory, as bytes. */
  const mailFiles = async () => {
    const mailDir = path.join(database.dataDir, "mail");
    const names = existsSync(mailDir) ? await readdir(mailDir) : [];
    return Promise.all(
      names.map(async (name) => ({ file: name, bytes: await readFile(path.join(mailDir, name)) })),
    );
  };

  /** site.db and site.db-wal, each as it is on disk now. */
  const databaseFiles = async () =>
    Promise.all(
      ["", "-wal"].map(async (suffix) => {
        const file = path.join(database.dataDir, `${SQLITE_FILE_NAME}${suffix}`);
        return { file, bytes: existsSync(file) ? await readFile(file) : Buffer.alloc(0) };
      }),
    );
  const encodings = (text: string) => [
    Buffer.from(text, "utf8"),
    Buffer.from(text, "utf16le"),
    Buffer.from(text, "utf16le").swap16(),
  ];

  it("leaves no table, mail file, site.db or site.db-wal holding the person's name, address, message or CV", async () => {
    const xsrf = await fetchXsrf(app);
    const cv = await pdf("Curriculum vitae", CV_MARKER);
    await postApplication(app, xsrf, cv, { name: NAME, email: EMAIL });
    const contact = await post(
      app,
      MAIL_SENDING_PATH,
      validContact({ sender: EMAIL, subject: `Contact from ${NAME}`, body: MESSAGE }),
      xsrf.headers,
    );
    expect(contact.statusCode).toBe(202);
    // The folded copy the erasure matches on is personal data too.
    const markers = [NAME, EMAIL, addressKey(EMAIL), CV_MARKER, MESSAGE];

    // Before: each is on disk (so the check after cannot pass for want of looking).
    const before = await databaseFiles();
    for (const marker of markers) {
      expect(
        before.some(({ bytes }) => bytes.includes(marker)),
        `${marker} on disk before the erasure`,
      ).toBe(true);
    }

    const counts = await erasePersonalData(
      app.db,
      ERASED_AS,
      shellErasure(path.join(database.dataDir, "mail")),
    );
    expect(counts).toMatchObject({ contactMessages: 1, applications: 1, cvs: 1, mails: 2 });
    // Whatever the worker was doing with the mail, it has finished with it after a few polls.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const rows = await everyRow();
    const files = await mailFiles();
    for (const marker of markers) {
      expect(rows.includes(marker), `${marker} in a table`).toBe(false);
      for (const { file, bytes } of files)
        expect(bytes.includes(marker), `${marker} in mail/${file}`).toBe(false);
    }
    for (const { file, bytes } of await databaseFiles()) {
      for (const marker of markers) {
        for (const encoded of encodings(marker)) {
          expect(
            bytes.includes(encoded),
            `${JSON.stringify(marker)} (${encoded.length} bytes) in ${path.basename(file)}`,
          ).toBe(false);
        }
      }
    }
  });

  it("empties the WAL once another connection's reader lets go, without holding up the server meanwhile", async () => {
    const file = path.join(database.dataDir, SQLITE_FILE_NAME);
    const response = await post(app, MAIL_SENDING_PATH, validContact(), (await fetchXsrf(app)).headers);
    expect(response.statusCode).toBe(202);
    // A staff command or a backup reading: its snapshot keeps the WAL from being emptied.
    const reader = new SqliteDatabase(file, { readonly: true });
    try {
      reader.exec("BEGIN");
      reader.prepare("SELECT count(*) FROM contact_messages").get();
      let ticks = 0;
      const ticker = setInterval(() => (ticks += 1), 10);
      const forgetting = forgetDeletedBytes(app.db);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
      reader.exec("COMMIT");
      expect(await forgetting).toBe(true);
      clearInterval(ticker);
      // The event loop ran while the checkpoint waited: about 50 ticks, not none.
      expect(ticks).toBeGreaterThan(20);
    } finally {
      reader.close();
    }
    expect(statSync(`${file}-wal`).size).toBe(0);
  });
});
