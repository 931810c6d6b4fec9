// What the mail tests share: a visitor's contact message and job application, an app
// whose worker polls fast and whose log lines can be read, and bounded waits on the
// outbox.

import path from "node:path";
import { composeContactMail, type ContactMail, type JobApplication } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { buildApp, type BuildAppOptions } from "../src/app.js";
import type { Db } from "../src/db/schema.js";
import { testConfig } from "./fixtures.js";

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

export const MAIL_ENV = {
  MAIL_FROM: '"Company Website" <website@company.test>',
  MAIL_TO: "contact@company.test",
  CAREERS_MAIL_TO: "hr@company.test, careers@company.test",
};

const NO_SITE = path.join("/nonexistent", "web-build");

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
export async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
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
