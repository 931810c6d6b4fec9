// Shared by the forms, XSRF and rate-limit tests: an app over a test database, a valid
// XSRF pair fetched the way the web app gets it, valid payloads, and what got stored.

import path from "node:path";
import { XSRF_COOKIE, XSRF_HEADER, XSRF_TOKEN_PATH, type JobApplicationInput, type MailSendingRequest } from "@site/contracts";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp, type BuildAppOptions } from "../src/app.js";
import type { TestDatabase } from "./databases.js";
import { testConfig } from "./fixtures.js";

export const NO_SITE = path.join("/nonexistent", "web-build");

/**
 * An app over `database` with the delivery worker off (rows stay pending), logging off,
 * and a rate limit high enough not to matter unless `env` sets RATE_LIMIT.
 */
export function formsApp(database: TestDatabase, env: Record<string, string> = {}, options: BuildAppOptions = {}): FastifyInstance {
  return buildApp(testConfig({ ...database.env, WEB_ROOT: NO_SITE, RATE_LIMIT: "1000", ...env }), {
    logger: false,
    mail: { enabled: false },
    ...options,
  });
}

export interface XsrfPair {
  /** The signed token, as a script reads it from document.cookie. */
  token: string;
  /** Headers a same-origin JSON post from the web app carries: the cookie and the echo. */
  headers: { cookie: string; [XSRF_HEADER]: string };
}

/** The XSRF-TOKEN value a response sets, if it sets one. */
export function tokenSetBy(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value;
}

/** GETs the token endpoint as the web app does when it has no cookie, and returns what to send. */
export async function fetchXsrf(app: FastifyInstance): Promise<XsrfPair> {
  const response = await app.inject({ url: XSRF_TOKEN_PATH });
  const token = tokenSetBy(response);
  if (response.statusCode !== 204 || token === undefined) {
    throw new Error(`the token endpoint answered ${response.statusCode} without a token`);
  }
  return { token, headers: { cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token } };
}

/** Headers of a plain HTML form posted from our own page: the cookie, a same-origin fetch. */
export const formPostHeaders = (pair: XsrfPair) => ({
  cookie: pair.headers.cookie,
  "content-type": "application/x-www-form-urlencoded",
  "sec-fetch-site": "same-origin",
});

export const validContact = (overrides: Partial<MailSendingRequest["params"]> = {}) => ({
  params: {
    sender: "ann@example.com",
    subject: "Contact from Ann",
    body: "Name: Ann\nEmail: ann@example.com\nMessage: Hello there",
    ...overrides,
  },
});

export const validApplication = (overrides: Partial<Record<keyof JobApplicationInput, unknown>> = {}) => ({
  name: "Ann Smith",
  email: "ann@example.com",
  phone: "+1 555 0100",
  linkedin: "https://www.linkedin.com/in/ann",
  highestDegree: "BSc Computer Science",
  university: "State University",
  graduationYear: 2015,
  skills: "TypeScript, SQL",
  certifications: "",
  position: "Software Engineer",
  location: "Remote",
  experience: 7,
  message: "I would like to join.",
  ...overrides,
});

/** POSTs `payload` as JSON (objects) or as given (strings) with `headers`. */
export function post(
  app: FastifyInstance,
  url: string,
  payload: InjectOptions["payload"],
  headers: Record<string, string> = {},
  extra: Omit<InjectOptions, "method" | "url" | "payload" | "headers"> = {},
) {
  return app.inject({ method: "POST", url, payload, headers, ...extra });
}

/** Rows in the tables a post writes to. */
export async function storedCounts(app: FastifyInstance) {
  const count = async (table: "contact_messages" | "job_applications" | "outbox") => {
    const row = await app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  return {
    contact: await count("contact_messages"),
    applications: await count("job_applications"),
    outbox: await count("outbox"),
  };
}

/** The refusal body: `{errors:[{path:"", message}]}` with a sentence. */
export function generalErrorOf(response: LightMyRequestResponse): string {
  const body = response.json() as { errors: { path: string; message: string }[] };
  if (body.errors.length !== 1 || body.errors[0]?.path !== "") {
    throw new Error(`expected one general error, got ${response.body}`);
  }
  return body.errors[0].message;
}

export interface LogEntry {
  level: number;
  msg: string;
}

/** Collects an app's pino lines (`buildApp`'s `logStream`), parsed. */
export function captureLog() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    entries: (): LogEntry[] => lines.map((line) => JSON.parse(line) as LogEntry),
  };
}

/** Resolves once `condition()` holds; fails after `timeoutMs` (polls every 50 ms). */
export async function eventually(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
