// Per-client limits on the two form posts, counted in each instance's memory (no
// REDIS_URL), on a real SQLite file and a real PostgreSQL database: what is let through,
// what is refused and how, and which requests count at all.

import { JOB_APPLICATION_PATH, MAIL_SENDING_PATH, XSRF_TOKEN_PATH } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { ENGINES } from "./databases.js";
import { formsSuite, generalErrorOf, newClient, postValidFrom, storedCounts } from "./form-helpers.js";

describe.each(ENGINES)("rate limit in memory on %s", (engine) => {
  const suite = formsSuite(engine, { RATE_LIMIT: "5" });
  const postFrom = (
    instance: FastifyInstance,
    client: string,
    url?: string,
    headers?: Record<string, string>,
  ) => postValidFrom(instance, suite.xsrf, client, url, headers);

  it("lets RATE_LIMIT posts a minute through and answers the rest of 40 rapid posts with 429 and Retry-After", async () => {
    const before = await storedCounts(suite.app);
    const client = newClient();
    const responses = [];
    for (let index = 0; index < 40; index += 1) responses.push(await postFrom(suite.app, client));

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
    expect(await storedCounts(suite.app)).toEqual({
      ...before,
      contact: before.contact + 5,
      outbox: before.outbox + 5,
    });
  });

  it("never lets more than RATE_LIMIT of 40 simultaneous posts through", async () => {
    // @fastify/rate-limit's memory store hands every caller the same counter object, so
    // posts counted in one tick may all read the final count and all be refused: it errs
    // towards refusing, never towards letting more in. Sequential posts are exact (above).
    const before = await storedCounts(suite.app);
    const client = newClient();
    const responses = await Promise.all(Array.from({ length: 40 }, () => postFrom(suite.app, client)));
    const accepted = responses.filter((response) => response.statusCode === 202).length;
    expect(accepted).toBeLessThanOrEqual(5);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(40 - accepted);
    expect((await storedCounts(suite.app)).contact).toBe(before.contact + accepted);
  });

  it("counts both forms against one allowance", async () => {
    const client = newClient();
    for (let index = 0; index < 5; index += 1) {
      const response = await postFrom(
        suite.app,
        client,
        index % 2 === 0 ? MAIL_SENDING_PATH : JOB_APPLICATION_PATH,
      );
      expect(response.statusCode).toBe(202);
    }
    expect((await postFrom(suite.app, client, JOB_APPLICATION_PATH)).statusCode).toBe(429);
    expect((await postFrom(suite.app, client, MAIL_SENDING_PATH)).statusCode).toBe(429);
  });

  it("counts each client separately", async () => {
    const busy = newClient();
    for (let index = 0; index < 6; index += 1) await postFrom(suite.app, busy);
    expect((await postFrom(suite.app, busy)).statusCode).toBe(429);
    expect((await postFrom(suite.app, newClient())).statusCode).toBe(202);
  });

  it("limits only the form posts: pages, the token endpoint and the API stay open", async () => {
    const client = newClient();
    for (let index = 0; index < 6; index += 1) await postFrom(suite.app, client);
    for (const url of [XSRF_TOKEN_PATH, "/Bweb/api/events", "/healthz"]) {
      for (let index = 0; index < 10; index += 1) {
        const response = await suite.app.inject({ url, remoteAddress: client });
        expect(response.statusCode).toBeLessThan(400);
      }
    }
  });

  it("does not count forged posts against the visitor: the XSRF check comes first", async () => {
    const client = newClient();
    for (let index = 0; index < 10; index += 1) {
      const forged = await postFrom(suite.app, client, MAIL_SENDING_PATH, { "sec-fetch-site": "cross-site" });
      expect(forged.statusCode).toBe(403);
    }
    expect((await postFrom(suite.app, client)).statusCode).toBe(202);
  });

  it("lets the client post again once the window has passed", async () => {
    const shortWindow = suite.another({ RATE_LIMIT: "2" }, { forms: { rateLimitWindowMs: 500 } });
    const client = newClient();
    expect((await postFrom(shortWindow, client)).statusCode).toBe(202);
    expect((await postFrom(shortWindow, client)).statusCode).toBe(202);
    expect((await postFrom(shortWindow, client)).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await postFrom(shortWindow, client)).statusCode).toBe(202);
  });
});
