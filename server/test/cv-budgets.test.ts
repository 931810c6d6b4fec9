// The CV byte budgets (CV_BYTES_PER_CLIENT_PER_DAY, CV_BYTES_PER_DAY), small ones set
// through the configuration: a CV that would cross a budget is refused with 429, a
// Retry-After of the day's window and a sentence saying when to try again, and nothing is
// stored; a client with nothing left uploads no CV at all. Counted in memory, in a real
// Redis (a throwaway redis-server) shared by two instances, and in memory again while
// Redis is down; on SQLite and PostgreSQL.

import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { CV_BUDGET_USED_UP, JOB_APPLICATION_PATH } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startRedis, type ThrowawayRedis } from "../../scripts/redis.mjs";
import { pdfOfSize } from "./cv-documents.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import {
  applicationForm,
  captureLog,
  encodeForm,
  fetchXsrf,
  formsApp,
  generalErrorOf,
  newClient,
  plainFormHeaders,
  post,
  scriptHeaders,
  storedCounts,
  validApplication,
  withCv,
  type XsrfPair,
} from "./form-helpers.js";

const DAY_SECONDS = 24 * 60 * 60;
const KB = 1024;

/** Retry-After of a budget whose window started moments ago: a day, give or take the test's own time. */
function expectRetryInADay(response: { headers: Record<string, unknown> }) {
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(DAY_SECONDS - 60);
  expect(retryAfter).toBeLessThanOrEqual(DAY_SECONDS);
  return retryAfter;
}

describe.each(ENGINES)("CV byte budgets on %s", (engine) => {
  let redis: ThrowawayRedis;
  let database: TestDatabase;
  let inspector: Redis;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    [redis, database] = await Promise.all([
      startRedis({ label: `cv-budgets-${engine}` }),
      createTestDatabase(engine),
    ]);
    inspector = new Redis(redis.url, { lazyConnect: true });
    await inspector.connect();
  }, 60_000);

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  afterAll(async () => {
    await inspector?.quit();
    await redis?.stop();
    await database?.remove();
  });

  // Every test starts with the whole budgets, whichever store counts them.
  beforeEach(async () => {
    await inspector.flushall();
  });

  /** A ready forms app over the suite's database with `env` (the budgets), closed after the test. */
  async function budgetApp(env: Record<string, string>, options: Parameters<typeof formsApp>[2] = {}) {
    const app = formsApp(database, env, options);
    apps.push(app);
    await app.ready();
    return { app, xsrf: await fetchXsrf(app) };
  }

  /** The web app's post of an application with a CV of `size` bytes, from `client`. */
  async function postCv(
    app: FastifyInstance,
    xsrf: XsrfPair,
    client: string,
    size: number,
    headers: (pair: XsrfPair, contentType: string) => Record<string, string> = scriptHeaders,
  ) {
    const { body, contentType } = await encodeForm(withCv(pdfOfSize(size)));
    return post(app, JOB_APPLICATION_PATH, body, headers(xsrf, contentType), { remoteAddress: client });
  }

  /** The statuses of CVs of `sizes` bytes, posted one after the other. */
  async function statusesOf(sends: (() => Promise<{ statusCode: number }>)[]) {
    const statuses = [];
    for (const send of sends) statuses.push((await send()).statusCode);
    return statuses;
  }

  describe.each([
    ["in memory", () => ({})],
    ["in Redis", () => ({ REDIS_URL: redis.url })],
  ])("counted %s", (_, store) => {
    it("refuses a CV that would cross the client's budget with 429 and Retry-After, storing nothing; another client is still served", async () => {
      const { app, xsrf } = await budgetApp({
        ...store(),
        CV_BYTES_PER_CLIENT_PER_DAY: "25KB",
        CV_BYTES_PER_DAY: "1MB",
      });
      const client = newClient();
      expect(
        await statusesOf([
          () => postCv(app, xsrf, client, 10 * KB),
          () => postCv(app, xsrf, client, 10 * KB),
        ]),
      ).toEqual([202, 202]);

      const before = await storedCounts(app);
      const refused = await postCv(app, xsrf, client, 10 * KB);
      expect(refused.statusCode).toBe(429);
      const retryAfter = expectRetryInADay(refused);
      expect(generalErrorOf(refused)).toBe(CV_BUDGET_USED_UP.client(retryAfter));
      expect(generalErrorOf(refused)).toMatch(/Please try again in about 24 hours\.$/);
      // Without JavaScript: the page says the same.
      const plain = await postCv(app, xsrf, client, 10 * KB, plainFormHeaders);
      expect(plain.statusCode).toBe(429);
      expect(plain.headers["content-type"]).toMatch(/^text\/html/);
      expect(plain.body).toContain(
        "too many CVs have been sent from your connection today. Please try again in about 24 hours.",
      );
      expect(await storedCounts(app)).toEqual(before);

      // What is left still fits, to the byte; then nothing does.
      expect((await postCv(app, xsrf, client, 5 * KB)).statusCode).toBe(202);
      expect((await postCv(app, xsrf, client, 1 * KB)).statusCode).toBe(429);
      // Posts without a CV are not counted, with or without JavaScript.
      const { body, contentType } = await encodeForm(applicationForm());
      expect(
        (
          await post(app, JOB_APPLICATION_PATH, body, plainFormHeaders(xsrf, contentType), {
            remoteAddress: client,
          })
        ).statusCode,
      ).toBe(303);
      expect(
        (await post(app, JOB_APPLICATION_PATH, validApplication(), xsrf.headers, { remoteAddress: client }))
          .statusCode,
      ).toBe(202);
      // Another client has its own budget.
      expect((await postCv(app, xsrf, newClient(), 20 * KB)).statusCode).toBe(202);
    });

    it("refuses everyone once all clients together have used the day's budget", async () => {
      const { app, xsrf } = await budgetApp({
        ...store(),
        CV_BYTES_PER_CLIENT_PER_DAY: "1MB",
        CV_BYTES_PER_DAY: "25KB",
      });
      const send = (size: number) => () => postCv(app, xsrf, newClient(), size);
      expect(await statusesOf([send(10 * KB), send(10 * KB)])).toEqual([202, 202]);
      const before = await storedCounts(app);
      const refused = await send(10 * KB)();
      expect(refused.statusCode).toBe(429);
      expect(generalErrorOf(refused)).toBe(CV_BUDGET_USED_UP.everyone(expectRetryInADay(refused)));
      expect(await storedCounts(app)).toEqual(before);
      expect(await statusesOf([send(5 * KB), send(1 * KB)])).toEqual([202, 429]);
      expect(await storedCounts(app)).toEqual({
        ...before,
        applications: before.applications + 1,
        cvs: before.cvs + 1,
        outbox: before.outbox + 1,
      });
    });
  });

  it("counts in Redis, shared by two instances on the one connection each already has", async () => {
    const env = { REDIS_URL: redis.url, CV_BYTES_PER_CLIENT_PER_DAY: "25KB", CV_BYTES_PER_DAY: "1MB" };
    const first = await budgetApp(env);
    const second = await budgetApp(env);
    const client = newClient();
    // Each instance sees at most 20 KB of this client's: only a shared count refuses.
    expect(
      await statusesOf([
        () => postCv(first.app, first.xsrf, client, 10 * KB),
        () => postCv(second.app, second.xsrf, client, 10 * KB),
      ]),
    ).toEqual([202, 202]);
    const refused = await postCv(first.app, first.xsrf, client, 10 * KB);
    expect(refused.statusCode).toBe(429);
    expect(generalErrorOf(refused)).toBe(CV_BUDGET_USED_UP.client(expectRetryInADay(refused)));
    expect((await postCv(second.app, second.xsrf, client, 10 * KB)).statusCode).toBe(429);

    expect(await inspector.get(`site:cv-bytes:client:${client}`)).toBe(String(20 * KB));
    expect(Number(await inspector.get("site:cv-bytes:everyone"))).toBe(20 * KB);
    const ttl = await inspector.pttl(`site:cv-bytes:client:${client}`);
    expect(ttl).toBeGreaterThan((DAY_SECONDS - 60) * 1000);
    expect(ttl).toBeLessThanOrEqual(DAY_SECONDS * 1000);
    // The rate limit's connection, not one more: one per instance (and the inspector's).
    const connections = String(await inspector.client("LIST"))
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.includes("cmd=client|list"));
    expect(connections).toHaveLength(2);
  });

  it("counts in memory while Redis is down, still refusing over the budget, with the rate limit's one warning", async () => {
    const own = await startRedis({ label: `cv-budgets-stopped-${engine}` });
    const log = captureLog();
    try {
      const { app, xsrf } = await budgetApp(
        {
          REDIS_URL: own.url,
          CV_BYTES_PER_CLIENT_PER_DAY: "25KB",
          CV_BYTES_PER_DAY: "1MB",
          LOG_LEVEL: "info",
        },
        { logger: true, logStream: log.stream },
      );
      const client = newClient();
      expect((await postCv(app, xsrf, client, 20 * KB)).statusCode).toBe(202); // counted in Redis
      await own.stop();
      // Counted from zero in this instance's memory: refused past the budget all the same.
      const send = (size: number) => () => postCv(app, xsrf, client, size);
      const before = await storedCounts(app);
      expect(await statusesOf([send(10 * KB), send(10 * KB)])).toEqual([202, 202]);
      const refused = await send(10 * KB)();
      expect(refused.statusCode).toBe(429);
      expect(generalErrorOf(refused)).toBe(CV_BUDGET_USED_UP.client(expectRetryInADay(refused)));
      expect(await storedCounts(app)).toEqual({
        ...before,
        applications: before.applications + 2,
        cvs: before.cvs + 2,
        outbox: before.outbox + 2,
      });
      const warnings = log.entries().filter((entry) => entry.level === 40 && entry.msg.includes("Redis"));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.msg).toMatch(
        /^Rate limits: Redis .* did not answer .*; requests are limited per instance until it answers$/,
      );
    } finally {
      await own.stop();
    }
  }, 30_000);

  it("answers a client with no budget left before its CV is uploaded", async () => {
    const { app, xsrf } = await budgetApp(
      { CV_BYTES_PER_CLIENT_PER_DAY: "10KB", CV_BYTES_PER_DAY: "1MB" },
      { requestTimeoutMs: 3_000 },
    );
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    // The socket's client, used up.
    expect((await postCv(app, xsrf, "127.0.0.1", 10 * KB)).statusCode).toBe(202);
    const before = await storedCounts(app);

    // The form's fields and the CV's first bytes, then nothing more: only a server that
    // answers without waiting for the CV answers at all (the old one timed out with 408).
    const { body, contentType } = await encodeForm(withCv(pdfOfSize(4 * 1024 * 1024)));
    const stalled = new Readable({ read() {} });
    stalled.push(body.subarray(0, body.indexOf("%PDF-1.4\n") + 64 * KB));
    const started = Date.now();
    const status = await new Promise<number>((resolve) => {
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: JOB_APPLICATION_PATH,
          headers: { ...scriptHeaders(xsrf, contentType), "transfer-encoding": "chunked" },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
          stalled.destroy();
        },
      );
      request.on("error", () => resolve(0));
      stalled.pipe(request);
    });
    expect(status).toBe(429);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await storedCounts(app)).toEqual(before);
  });
});
