// Shared by the forms, XSRF and rate-limit tests: an app over a test database (and a
// suite around one), a valid XSRF pair fetched the way the web app gets it, valid
// payloads, and what got stored.

import {
  CV_FIELD,
  JOB_APPLICATION_PATH,
  MAIL_SENDING_PATH,
  XSRF_COOKIE,
  XSRF_HEADER,
  XSRF_TOKEN_PATH,
  type JobApplicationInput,
  type MailSendingRequest,
} from "@site/contracts";
import { sampleContactForm, sampleContactMessage, sampleJobApplication } from "@site/contracts/samples";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { buildApp, type BuildAppOptions } from "../src/app.js";
import type { Engine } from "../src/db/schema.js";
import { createTestDatabase, type TestDatabase } from "./databases.js";
import { NO_SITE, testConfig } from "./fixtures.js";

/**
 * An app over `database` with the delivery worker off (rows stay pending), logging off,
 * and a rate limit high enough not to matter unless `env` sets RATE_LIMIT.
 */
export function formsApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
): FastifyInstance {
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

/** The canonical origin the XSRF tests configure (SITE_URL). */
export const SITE_URL = "https://www.example.com";
/** What every XSRF refusal says. */
export const FORBIDDEN = "This form could not be verified. Please reload the page and send it again.";
/** The contact form's fields as a plain HTML form posts them. */
export const CONTACT_FORM_BODY = new URLSearchParams(sampleContactForm).toString();

/** The signed part of a token (issue time and random value), without its signature. */
export const unsignedPart = (token: string) => token.slice(0, token.lastIndexOf("."));
/** The issue time a token carries, in seconds. */
export const issuedAt = (token: string) => Number(token.slice(0, token.indexOf(".")));

/** Headers of a plain HTML form posted from our own page: the cookie, a same-origin fetch. */
export const formPostHeaders = (pair: XsrfPair) => ({
  cookie: pair.headers.cookie,
  "content-type": "application/x-www-form-urlencoded",
  "sec-fetch-site": "same-origin",
});

/** What the 202's `id` looks like: a random UUID. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The JSON body of a valid contact message (the shared sample), `params` changed by `overrides`. */
export const validContact = (overrides: Partial<MailSendingRequest["params"]> = {}) => ({
  params: { ...sampleContactMessage.params, ...overrides },
});

/** A valid job application (the shared sample), changed by `overrides`. */
export const validApplication = (overrides: Partial<Record<keyof JobApplicationInput, unknown>> = {}) => ({
  ...sampleJobApplication,
  ...overrides,
});

/** The application's fields as text parts, as a browser's FormData sends them. */
export function applicationForm(overrides: Record<string, unknown> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(validApplication(overrides))) {
    if (value !== undefined) form.append(name, String(value));
  }
  return form;
}

/** The form with `bytes` attached as the CV, named `name`. */
export function withCv(bytes: Buffer, name = "cv.pdf", overrides: Record<string, unknown> = {}): FormData {
  const form = applicationForm(overrides);
  form.append(CV_FIELD, new Blob([bytes], { type: "application/pdf" }), name);
  return form;
}

/** A FormData encoded exactly as fetch encodes it (a browser's multipart post): its bytes and content type. */
export async function encodeForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type")!,
  };
}

/** Headers of the web app's multipart post: the cookie, the echoed token, JSON answers. */
export const scriptHeaders = (pair: XsrfPair, contentType: string) => ({
  ...pair.headers,
  "content-type": contentType,
  accept: "application/json",
  "sec-fetch-site": "same-origin",
});

/** Headers of a plain HTML form's multipart post from our page (no script, no token header). */
export const plainFormHeaders = (pair: XsrfPair, contentType: string) => ({
  cookie: pair.headers.cookie,
  "content-type": contentType,
  accept: "text/html,application/xhtml+xml",
  "sec-fetch-site": "same-origin",
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

export type StoredCounts = Awaited<ReturnType<typeof storedCounts>>;

// Each call a client address of its own (TEST-NET-2), so the rate-limit tests' counts never mix.
let nextClient = 1;
export const newClient = () => `198.51.100.${nextClient++}`;

/** A valid post of the form at `url` from address `client`, with `pair`'s XSRF headers and `headers`. */
export function postValidFrom(
  app: FastifyInstance,
  pair: XsrfPair,
  client: string,
  url = MAIL_SENDING_PATH,
  headers: Record<string, string> = {},
) {
  const payload = url === MAIL_SENDING_PATH ? validContact() : validApplication();
  return post(app, url, payload, { ...pair.headers, ...headers }, { remoteAddress: client });
}

/** Rows in the tables a post writes to. */
export async function storedCounts(app: FastifyInstance) {
  const count = async (table: "contact_messages" | "job_applications" | "job_application_cvs" | "outbox") => {
    const row = await app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  return {
    contact: await count("contact_messages"),
    applications: await count("job_applications"),
    cvs: await count("job_application_cvs"),
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

export interface FormsSuite {
  readonly database: TestDatabase;
  /** The suite's app, ready, with the worker off (see formsApp). */
  readonly app: FastifyInstance;
  /** A token pair fetched from `app` before the tests. */
  readonly xsrf: XsrfPair;
  /** What was stored before the current test. */
  readonly before: StoredCounts;
  /** Another app over the suite's database, closed after the suite. */
  another(env?: Record<string, string>, options?: BuildAppOptions): FastifyInstance;
  /** Fails unless the current test stored nothing at all. */
  expectNothingStored(): Promise<void>;
}

/**
 * Inside a describe: a fresh `engine` database and a forms app over it for the suite
 * (`env` is read when the suite starts, so it may name what another hook prepared).
 */
export function formsSuite(
  engine: Engine,
  env: Record<string, string> | (() => Record<string, string>) = {},
): FormsSuite {
  const others: FastifyInstance[] = [];
  let database: TestDatabase;
  let app: FastifyInstance;
  let xsrf: XsrfPair;
  let before: StoredCounts;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = formsApp(database, typeof env === "function" ? env() : env);
    await app.ready();
    xsrf = await fetchXsrf(app);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([app, ...others].map((instance) => instance?.close()));
    await database?.remove();
  });

  beforeEach(async () => {
    before = await storedCounts(app);
  });

  return {
    get database() {
      return database;
    },
    get app() {
      return app;
    },
    get xsrf() {
      return xsrf;
    },
    get before() {
      return before;
    },
    another(otherEnv = {}, options = {}) {
      const instance = formsApp(database, otherEnv, options);
      others.push(instance);
      return instance;
    },
    async expectNothingStored() {
      expect(await storedCounts(app)).toEqual(before);
    },
  };
}

/** POSTs a valid application with `cv` as the careers form does with JavaScript; its id. */
export async function applyWithCv(
  app: FastifyInstance,
  cv: Buffer,
  fileName: string,
  fields: Record<string, unknown>,
): Promise<string> {
  const xsrf = await fetchXsrf(app);
  const form = new FormData();
  for (const [name, value] of Object.entries(validApplication(fields)))
    if (value !== undefined) form.append(name, String(value));
  form.append(CV_FIELD, new Blob([cv], { type: "application/pdf" }), fileName);
  const { body, contentType } = await encodeForm(form);
  const response = await post(app, JOB_APPLICATION_PATH, body, {
    ...xsrf.headers,
    "content-type": contentType,
    accept: "application/json",
  });
  if (response.statusCode !== 202) throw new Error(`the application was refused: ${response.body}`);
  return (response.json() as { id: string }).id;
}
