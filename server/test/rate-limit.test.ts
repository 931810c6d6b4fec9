// Per-client limits on the two form posts: in memory, and shared through a real Redis
// (a throwaway redis-server from scripts/redis.mjs) by several instances; while Redis is
// down (stopped in the test, or never there), each instance counts in its own memory.
// Which address a post counts against, behind each kind of TRUST_PROXY.

import { JOB_APPLICATION_PATH, MAIL_SENDING_PATH, XSRF_TOKEN_PATH } from "@site/contracts";
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

  describe("behind a trusted proxy, made-up X-Forwarded-For entries mint no new counts", () => {
    /** Six posts through `proxy`, each with its own X-Forwarded-For; the statuses. */
    const sixPosts = async (instance: FastifyInstance, proxy: string, forwardedFor: (index: number) => string) => {
      const statuses = [];
      for (let index = 0; index < 6; index += 1) {
        statuses.push((await postFrom(instance, proxy, MAIL_SENDING_PATH, { "x-forwarded-for": forwardedFor(index) })).statusCode);
      }
      return statuses;
    };
    const FIVE_THEN_REFUSED = [202, 202, 202, 202, 202, 429];
    const appWith = (trustProxy: string) => {
      const instance = formsApp(database, { RATE_LIMIT: "5", TRUST_PROXY: trustProxy });
      others.push(instance);
      return instance;
    };

    it("TRUST_PROXY=true: only the entry the proxy appended (the right-most) counts", async () => {
      const behindProxy = appWith("true");
      const proxy = newClient();
      const visitor = newClient();
      // The visitor wrote an X-Forwarded-For of its own; the proxy appended the address it saw.
      expect(await sixPosts(behindProxy, proxy, (index) => `203.0.113.${index}, ${visitor}`)).toEqual(FIVE_THEN_REFUSED);
      // Another visitor behind the same proxy has an allowance of its own.
      expect((await postFrom(behindProxy, proxy, MAIL_SENDING_PATH, { "x-forwarded-for": `203.0.113.1, ${newClient()}` })).statusCode).toBe(202);
    });

    it("TRUST_PROXY=2: the entry two hops from the socket counts, whatever is left of it", async () => {
      const behindProxies = appWith("2");
      const innerProxy = newClient();
      const outerProxy = newClient();
      const visitor = newClient();
      expect(await sixPosts(behindProxies, innerProxy, (index) => `203.0.113.${index}, ${visitor}, ${outerProxy}`)).toEqual(
        FIVE_THEN_REFUSED,
      );
    });

    it("TRUST_PROXY=<addresses>: the first address from the right that is not a trusted proxy counts", async () => {
      const behindProxy = appWith("198.51.100.0/24");
      const proxy = newClient();
      const visitor = "192.0.2.10";
      expect(await sixPosts(behindProxy, proxy, (index) => `203.0.113.${index}, ${visitor}`)).toEqual(FIVE_THEN_REFUSED);
    });

    it.each(["true", "1", "198.51.100.0/24"])(
      "TRUST_PROXY=%s: an entry that is not an IP address never becomes a key (the proxy's address counts)",
      async (trustProxy) => {
        const behindProxy = appWith(trustProxy);
        const proxy = newClient();
        // A proxy that passes the header on as it came, or a visitor reaching a hop-count setup directly.
        expect(await sixPosts(behindProxy, proxy, (index) => `not-an-ip-${index}`)).toEqual(FIVE_THEN_REFUSED);
        expect(await sixPosts(behindProxy, newClient(), (index) => `192.0.2.1, [2001:db8::${index}]:443`)).toEqual(
          FIVE_THEN_REFUSED,
        );
        // Only the bad entries fall back: a proper one still counts on its own.
        expect((await postFrom(behindProxy, proxy, MAIL_SENDING_PATH, { "x-forwarded-for": "192.0.2.44" })).statusCode).toBe(202);
      },
    );
  });

  it("counts IPv6 clients by /64 and IPv4-mapped IPv6 addresses as the IPv4 address", async () => {
    for (let index = 1; index <= 5; index += 1) {
      expect((await postFrom(app, `2001:db8:0:7::${index}`)).statusCode).toBe(202);
    }
    expect((await postFrom(app, "2001:db8:0:7:ffff:ffff:ffff:ffff")).statusCode).toBe(429);
    expect((await postFrom(app, "2001:db8:0:8::1")).statusCode).toBe(202);

    const client = newClient();
    for (let index = 0; index < 5; index += 1) await postFrom(app, client);
    expect((await postFrom(app, `::ffff:${client}`)).statusCode).toBe(429);
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

  /** The statuses of `sends`, made one after the other. */
  const statusesOf = async (sends: (() => Promise<{ statusCode: number }>)[]) => {
    const statuses = [];
    for (const send of sends) statuses.push((await send()).statusCode);
    return statuses;
  };

  it("counts posts per instance in memory and logs one warning while Redis is unreachable from the start", async () => {
    const log = captureLog();
    const unreachable = `redis://127.0.0.1:${await freePort()}`;
    const app = formsApp(database, { RATE_LIMIT: "2", REDIS_URL: unreachable, LOG_LEVEL: "info" }, { logger: true, logStream: log.stream });
    try {
      await app.ready();
      const xsrf = await fetchXsrf(app);
      const client = newClient();
      const send = () => post(app, MAIL_SENDING_PATH, validContact(), xsrf.headers, { remoteAddress: client });
      expect(await statusesOf([send, send, send, send])).toEqual([202, 202, 429, 429]);
      // Per client, as with Redis.
      expect((await post(app, MAIL_SENDING_PATH, validContact(), xsrf.headers, { remoteAddress: newClient() })).statusCode).toBe(202);
    } finally {
      await app.close();
    }
    const warnings = log.entries().filter((entry) => entry.level === 40 && entry.msg.includes("Redis"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(/form posts are limited per instance until it answers/);
    expect(warnings[0]?.msg).toContain(unreachable);
  }, 30_000);

  it("falls back to counting in memory when Redis stops, and back to the shared count when it answers again", async () => {
    const log = captureLog();
    const own = await startRedis({ label: `rate-limit-stopped-${engine}` });
    let restarted: ThrowawayRedis | undefined;
    const app = formsApp(database, { RATE_LIMIT: "2", REDIS_URL: own.url, LOG_LEVEL: "info" }, { logger: true, logStream: log.stream });
    const redisLines = () => log.entries().filter((entry) => entry.msg.startsWith("Rate limits:"));
    try {
      await app.ready();
      const xsrf = await fetchXsrf(app);
      const client = newClient();
      const send = () => post(app, MAIL_SENDING_PATH, validContact(), xsrf.headers, { remoteAddress: client });

      expect((await send()).statusCode).toBe(202); // counted in Redis
      await own.stop();
      // Counted from zero in this instance's memory: RATE_LIMIT more, then refused.
      expect(await statusesOf([send, send, send])).toEqual([202, 202, 429]);
      expect(redisLines().map((entry) => entry.level)).toEqual([40]);
      expect(redisLines()[0]?.msg).toMatch(/did not answer .*; form posts are limited per instance until it answers$/);

      // The same server back on its port, empty (no persistence): the shared count starts again.
      restarted = await startRedis({ label: `rate-limit-restarted-${engine}`, port: own.port });
      await eventually(() => redisLines().length === 2, "the recovery line");
      expect(redisLines()[1]).toMatchObject({ level: 30, msg: "Rate limits: Redis answers again; form posts are limited by the shared count again" });
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
