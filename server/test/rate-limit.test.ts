// Per-client limits on the two form posts: in memory, and shared through a real Redis
// (a throwaway redis-server from scripts/redis.mjs) by several instances; posts still go
// through when Redis is down.

import { JOB_APPLICATION_PATH, MAIL_SENDING_PATH, XSRF_TOKEN_PATH } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/server-process.mjs";
import { startRedis, type ThrowawayRedis } from "../../scripts/redis.mjs";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import {
  fetchXsrf,
  formsApp,
  generalErrorOf,
  post,
  storedCounts,
  validApplication,
  validContact,
  type XsrfPair,
} from "./form-helpers.js";

/** Each test posts from its own client address, so their counts never mix. */
let nextClient = 1;
const newClient = () => `198.51.100.${nextClient++}`;

describe.each(ENGINES)("rate limit in memory on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let xsrf: XsrfPair;
  const others: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = formsApp(database, { RATE_LIMIT: "5" });
    await app.ready();
    xsrf = await fetchXsrf(app);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([app, ...others].map((instance) => instance?.close()));
    await database?.remove();
  });

  const postFrom = (instance: FastifyInstance, client: string, url = MAIL_SENDING_PATH, headers: Record<string, string> = {}) =>
    post(instance, url, url === MAIL_SENDING_PATH ? validContact() : validApplication(), { ...xsrf.headers, ...headers }, {
      remoteAddress: client,
    });

  it("lets RATE_LIMIT posts a minute through and answers the rest of 40 rapid posts with 429 and Retry-After", async () => {
    const before = await storedCounts(app);
    const client = newClient();
    const responses = [];
    for (let index = 0; index < 40; index += 1) responses.push(await postFrom(app, client));

    expect(responses.map((response) => response.statusCode)).toEqual([
      ...Array.from({ length: 5 }, () => 202),
      ...Array.from({ length: 35 }, () => 429),
    ]);
    for (const response of responses.slice(5)) {
      const retryAfter = Number(response.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(generalErrorOf(response)).toBe(
        `Too many forms were sent from your connection. Please wait ${retryAfter} second${retryAfter === 1 ? "" : "s"} and try again.`,
      );
    }
    // Refused posts store nothing.
    expect(await storedCounts(app)).toEqual({ ...before, contact: before.contact + 5, outbox: before.outbox + 5 });
  });

  it("never lets more than RATE_LIMIT of 40 simultaneous posts through", async () => {
    // @fastify/rate-limit's memory store hands every caller the same counter object, so
    // posts counted in one tick may all read the final count and all be refused: it errs
    // towards refusing, never towards letting more in. Sequential posts are exact (above).
    const before = await storedCounts(app);
    const client = newClient();
    const responses = await Promise.all(Array.from({ length: 40 }, () => postFrom(app, client)));
    const accepted = responses.filter((response) => response.statusCode === 202).length;
    expect(accepted).toBeLessThanOrEqual(5);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(40 - accepted);
    expect((await storedCounts(app)).contact).toBe(before.contact + accepted);
  });

  it("counts both forms against one allowance", async () => {
    const client = newClient();
    for (let index = 0; index < 5; index += 1) {
      const response = await postFrom(app, client, index % 2 === 0 ? MAIL_SENDING_PATH : JOB_APPLICATION_PATH);
      expect(response.statusCode).toBe(202);
    }
    expect((await postFrom(app, client, JOB_APPLICATION_PATH)).statusCode).toBe(429);
    expect((await postFrom(app, client, MAIL_SENDING_PATH)).statusCode).toBe(429);
  });

  it("counts each client separately", async () => {
    const busy = newClient();
    for (let index = 0; index < 6; index += 1) await postFrom(app, busy);
    expect((await postFrom(app, busy)).statusCode).toBe(429);
    expect((await postFrom(app, newClient())).statusCode).toBe(202);
  });

  it("limits only the form posts: pages, the token endpoint and the API stay open", async () => {
    const client = newClient();
    for (let index = 0; index < 6; index += 1) await postFrom(app, client);
    for (const url of [XSRF_TOKEN_PATH, "/Bweb/api/events", "/healthz"]) {
      for (let index = 0; index < 10; index += 1) {
        const response = await app.inject({ url, remoteAddress: client });
        expect(response.statusCode).toBeLessThan(400);
      }
    }
  });

  it("does not count forged posts against the visitor: the XSRF check comes first", async () => {
    const client = newClient();
    for (let index = 0; index < 10; index += 1) {
      const forged = await postFrom(app, client, MAIL_SENDING_PATH, { "sec-fetch-site": "cross-site" });
      expect(forged.statusCode).toBe(403);
    }
    expect((await postFrom(app, client)).statusCode).toBe(202);
  });

  it("identifies clients by X-Forwarded-For only behind a trusted proxy (TRUST_PROXY)", async () => {
    const proxy = newClient();
    // Not trusted: the header is the client's claim, so every post is the proxy's own.
    for (let index = 0; index < 5; index += 1) {
      await postFrom(app, proxy, MAIL_SENDING_PATH, { "x-forwarded-for": `203.0.113.${index}` });
    }
    expect((await postFrom(app, proxy, MAIL_SENDING_PATH, { "x-forwarded-for": "203.0.113.99" })).statusCode).toBe(429);

    const behindProxy = formsApp(database, { RATE_LIMIT: "5", TRUST_PROXY: "true" });
    others.push(behindProxy);
    const trustedProxy = newClient();
    for (let index = 0; index < 5; index += 1) {
      await postFrom(behindProxy, trustedProxy, MAIL_SENDING_PATH, { "x-forwarded-for": "203.0.113.7" });
    }
    expect((await postFrom(behindProxy, trustedProxy, MAIL_SENDING_PATH, { "x-forwarded-for": "203.0.113.7" })).statusCode).toBe(429);
    expect((await postFrom(behindProxy, trustedProxy, MAIL_SENDING_PATH, { "x-forwarded-for": "203.0.113.8" })).statusCode).toBe(202);
  });

  it("lets the client post again once the window has passed", async () => {
    const shortWindow = formsApp(database, { RATE_LIMIT: "2" }, { forms: { rateLimitWindowMs: 500 } });
    others.push(shortWindow);
    const client = newClient();
    expect((await postFrom(shortWindow, client)).statusCode).toBe(202);
    expect((await postFrom(shortWindow, client)).statusCode).toBe(202);
    expect((await postFrom(shortWindow, client)).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await postFrom(shortWindow, client)).statusCode).toBe(202);
  });
});

describe.each(ENGINES)("rate limit shared through Redis on %s", (engine) => {
  let redis: ThrowawayRedis;
  let database: TestDatabase;
  let inspector: Redis;

  beforeAll(async () => {
    [redis, database] = await Promise.all([startRedis({ label: `rate-limit-${engine}` }), createTestDatabase(engine)]);
    inspector = new Redis(redis.url, { lazyConnect: true });
    await inspector.connect();
  }, 60_000);

  afterAll(async () => {
    await inspector?.quit();
    await redis?.stop();
    await database?.remove();
  });

  /** Connections to Redis other than the inspector's own. */
  const appConnections = async () => {
    const list = String(await inspector.client("LIST"));
    return list.split("\n").filter((line) => line.trim() !== "" && !line.includes("cmd=client|list")).length;
  };

  it("enforces one limit across two instances, counted in Redis", async () => {
    const first = formsApp(database, { RATE_LIMIT: "3", REDIS_URL: redis.url });
    const second = formsApp(database, { RATE_LIMIT: "3", REDIS_URL: redis.url });
    try {
      // One after the other: two processes migrating a new SQLite file at once collide.
      await first.ready();
      await second.ready();
      const xsrf = await fetchXsrf(first);
      const client = newClient();
      const send = (instance: FastifyInstance) =>
        post(instance, MAIL_SENDING_PATH, validContact(), xsrf.headers, { remoteAddress: client });

      expect((await send(first)).statusCode).toBe(202);
      expect((await send(second)).statusCode).toBe(202);
      expect((await send(first)).statusCode).toBe(202);
      // Each instance has seen at most two posts: only a shared count refuses these.
      const refused = await send(second);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
      expect((await send(first)).statusCode).toBe(429);

      // The count lives in Redis, under the site's prefix, expiring with the window.
      const keys = await inspector.keys("site:form-posts:*");
      expect(keys).toContain(`site:form-posts:${client}`);
      expect(await inspector.get(`site:form-posts:${client}`)).toBe("5");
      const ttl = await inspector.pttl(`site:form-posts:${client}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      expect(await appConnections()).toBe(2);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
    // Each instance closed its connection with the app.
    expect(await appConnections()).toBe(0);
  });

  it("lets posts through and logs one warning while Redis does not answer", async () => {
    const lines: string[] = [];
    const unreachable = `redis://127.0.0.1:${await freePort()}`;
    const app = formsApp(
      database,
      { RATE_LIMIT: "1", REDIS_URL: unreachable, LOG_LEVEL: "info" },
      { logger: true, logStream: { write: (line) => lines.push(line) } },
    );
    try {
      await app.ready();
      const xsrf = await fetchXsrf(app);
      const client = newClient();
      for (let index = 0; index < 3; index += 1) {
        const response = await post(app, MAIL_SENDING_PATH, validContact(), xsrf.headers, { remoteAddress: client });
        expect(response.statusCode).toBe(202);
      }
    } finally {
      await app.close();
    }
    const warnings = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40 && entry.msg.includes("Redis"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(/form posts are not limited/);
  }, 30_000);
});
