// What the mail tests share: a visitor's contact message and job application, an app
// whose worker polls fast and whose log lines can be read, a suite delivering to a real
// SMTP peer, and bounded waits on the outbox and the peer.

import { composeContactMail, type ContactMail, type JobApplication } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll } from "vitest";
import { buildApp, type BuildAppOptions } from "../src/app.js";
import type { Db, Engine } from "../src/db/schema.js";
import { createTestDatabase, type TestDatabase } from "./databases.js";
import { NO_SITE, testConfig } from "./fixtures.js";
import { createSmtpPeer, type ReceivedMail, type SmtpPeer } from "./smtp-peer.js";

export const CONTACT: ContactMail = composeContactMail({
  name: "Ann Example",
  email: "ann@visitor.test",
  message: "Hello,\nplease call me back about core banking.\nGrüße ✓",
});

export const APPLICATION: JobApplication = {
  name: "Bob O'Neil, Jr.",
  email: "bob@applicant.test",
  phone: "+91 98765 43210",
  highestDegree: "B.Tech in Computer Science",
  university: "Anna University",
  graduationYear: 2019,
  skills: "Java, SQL\nFinacle customisation",
  position: "Finacle Support Engineer",
  location: "Chennai",
  experience: 4,
  // linkedin, certifications and message left empty: the mail says "not given".
};

/** The site whose pages the mails link to (an application's opening), for renderers made without an app. */
export const MAIL_SITE_URL = "https://www.company.test";

export const MAIL_ENV = {
  MAIL_FROM: '"Company Website" <website@company.test>',
  MAIL_TO: "contact@company.test",
  CAREERS_MAIL_TO: "hr@company.test, careers@company.test",
};

/** The staff inboxes of MAIL_ENV, as an erasure names them. */
export const INBOXES = { contact: MAIL_ENV.MAIL_TO, application: MAIL_ENV.CAREERS_MAIL_TO };

export interface LogLine {
  level: number;
  msg: string;
  component?: string;
  outboxId?: number;
  kind?: string;
  attempts?: number;
  retryInMs?: number;
  reason?: string;
  error?: { code?: string; responseCode?: number; response?: string; command?: string };
  [field: string]: unknown;
}

export interface MailApp {
  app: FastifyInstance;
  /** Every log line the app wrote, parsed. */
  logs: LogLine[];
  /** The mail worker's lines. */
  mailLogs(): LogLine[];
}

/** An app over `env` (a test database's, plus SMTP_URL or not) whose worker polls every 50 ms. */
export function mailApp(env: Record<string, string>, mail: BuildAppOptions["mail"] = {}): MailApp {
  const logs: LogLine[] = [];
  const app = buildApp(testConfig({ ...MAIL_ENV, WEB_ROOT: NO_SITE, LOG_LEVEL: "info", ...env }), {
    logStream: { write: (line) => void logs.push(JSON.parse(line) as LogLine) },
    mail: { pollIntervalMs: 50, retryBaseMs: 20, ...mail },
  });
  return { app, logs, mailLogs: () => logs.filter((line) => line.component === "mail") };
}

/** Polls `probe` until it returns something other than undefined; bounded. */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function outboxRow(db: Db, messageId: string) {
  return db.selectFrom("outbox").selectAll().where("message_id", "=", messageId).executeTakeFirstOrThrow();
}

/** Resolves with the message's outbox row once it is in `state`. */
export function rowInState(db: Db, messageId: string, state: string, timeoutMs?: number) {
  return eventually(
    async () => {
      const row = await outboxRow(db, messageId);
      return row.state === state ? row : undefined;
    },
    `the outbox row of ${messageId} to be ${state}`,
    timeoutMs,
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the peer received with the Message-ID of stored message `id`. */
export const withMessageId = (peer: SmtpPeer, id: string) =>
  peer.received.filter((mail) => mail.messageId === `<${id}@company.test>`);

/** Waits until the peer accepted the mail with this stored id's Message-ID. */
export function receivedMail(peer: SmtpPeer, id: string): Promise<ReceivedMail> {
  return eventually(async () => withMessageId(peer, id)[0], `the mail of ${id} at the SMTP peer`);
}

export interface MailDeliverySuite {
  readonly database: TestDatabase;
  readonly peer: SmtpPeer;
  /** A started app over the suite's database delivering to the peer (`env` may say otherwise); closed after the test. */
  start(mail?: BuildAppOptions["mail"], env?: Record<string, string>): Promise<MailApp>;
  /** Closes the app `start` started, now. */
  stop(): Promise<void>;
}

/** Inside a describe: a fresh `engine` database and a real SMTP peer for the suite. */
export function mailDeliverySuite(engine: Engine): MailDeliverySuite {
  let database: TestDatabase;
  let peer: SmtpPeer;
  let running: MailApp | undefined;

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

  return {
    get database() {
      return database;
    },
    get peer() {
      return peer;
    },
    async start(mail = {}, env = {}) {
      running = mailApp({ ...database.env, SMTP_URL: peer.url, ...env }, mail);
      await running.app.ready();
      return running;
    },
    async stop() {
      await running?.app.close();
      running = undefined;
    },
  };
}
