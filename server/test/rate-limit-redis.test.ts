// The form rate limit shared through a real Redis (a throwaway redis-server from
// scripts/redis.mjs) by several instances; while Redis is down (stopped in the test, or
// never there), each instance counts in its own memory, and says so in the log.

import { MAIL_SENDING_PATH } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/server-process.mjs";
import { startRedis, type ThrowawayRedis } from "../../scripts/redis.mjs";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import {
  captureLog,
  eventually,
  fetchXsrf,
  formsApp,
  newClient,
  post,
  validContact,
} from "./form-helpers.js";

describe.each(ENGINES)("rate limit shared through Redis on %s", (engine) => {
  let redis: ThrowawayRedis;
  let database: TestDatabase;
  let inspector: Redis;

  beforeAll(async () => {
    [redis, database] = await Promise.all([
      startRedis({ label: `rate-limit-${engine}` }),
      createTestDatabase(engine),
    ]);
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

  /** The statuses of `sends`, made one after the other. */
  const statusesOf = async (sends: (() => Promise<{ statusCode: number }>)[]) => {
    const statuses = [];
    for (const send of sends) statuses.push((await send()).statusCode);
    return statuses;
  };

  it("counts posts per instance in memory and logs one warning while Redis is unreachable from the start", async () => {
    const log = captureLog();
    const unreachable = `redis://127.0.0.1:${await freePort()}`;
    const app = formsApp(
      database,
      { RATE_LIMIT: "2", REDIS_URL: unreachable, LOG_LEVEL: "info" },
      { logger: true, logStream: log.stream },
    );
    try {
      await app.ready();
      const xsrf = await fetchXsrf(app);
      const client = newClient();
      const send = () =>
        post(app, MAIL_SENDING_PATH, validContact(), xsrf.headers, { remoteAddress: client });
      expect(await statusesOf([send, send, send, send])).toEqual([202, 202, 429, 429]);
      // Per client, as with Redis.
      expect(
        (await post(app, MAIL_SENDING_PATH, validContact(), xsrf.headers, { remoteAddress: newClient() }))
          .statusCode,
      ).toBe(202);
    } finally {
      await app.close();
    }
    const warnings = log.entries().filter((entry) => entry.level === 40 && entry.msg.includes("Redis"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(/requests are limited per instance until it answers/);
    expect(warnings[0]?.msg).toContain(unreachable);
  }, 30_000);

  it("falls back to counting in memory when Redis stops, and back to the shared count when it answers again", async () => {
    const log = captureLog();
    const own = await startRedis({ label: `rate-limit-stopped-${engine}` });
    let restarted: ThrowawayRedis | undefined;
    const app = formsApp(
      database,
      { RATE_LIMIT: "2", REDIS_URL: own.url, LOG_LEVEL: "info" },
      { logger: true, logStream: log.stream },
    );
    const redisLines = () => log.entries().filter((entry) => entry.msg.startsWith("Rate limits:"));
    try {
      await app.ready();
      const xsrf = await fetchXsrf(app);
      const client = newClient();
      const send = () =>
        post(app, MAIL_SENDING_PATH, validContact(), xsrf.headers, { remoteAddress: client });

      expect((await send()).statusCode).toBe(202); // counted in Redis
      await own.stop();
      // Counted from zero in this instance's memory: RATE_LIMIT more, then refused.
      expect(await statusesOf([send, send, send])).toEqual([202, 202, 429]);
      expect(redisLines().map((entry) => entry.level)).toEqual([40]);
      expect(redisLines()[0]?.msg).toMatch(
        /did not answer .*; requests are limited per instance until it answers$/,
      );

      // The same server back on its port, empty (no persistence): the shared count starts again.
      restarted = await startRedis({ label: `rate-limit-restarted-${engine}`, port: own.port });
      await eventually(() => redisLines().length === 2, "the recovery line");
      expect(redisLines()[1]).toMatchObject({
        level: 30,
        msg: "Rate limits: Redis answers again; requests are limited by the shared count again",
      });
      expect(await statusesOf([send, send, send])).toEqual([202, 202, 429]);
      const inspector = new Redis(restarted.url);
      try {
        expect(await inspector.get(`site:form-posts:${client}`)).toBe("3");
      } finally {
        await inspector.quit();
      }
    } finally {
      await app.close();
      await restarted?.stop();
      await own.stop();
    }
  }, 30_000);
});
