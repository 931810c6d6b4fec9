// Which address a form post counts against, behind each kind of TRUST_PROXY: only an
// entry a trusted proxy wrote, never one the client made up; IPv6 clients by /64.

import { MAIL_SENDING_PATH } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { ENGINES } from "./databases.js";
import { formsSuite, newClient, postValidFrom } from "./form-helpers.js";

describe.each(ENGINES)("rate limit in memory on %s", (engine) => {
  const suite = formsSuite(engine, { RATE_LIMIT: "5" });
  const postFrom = (
    instance: FastifyInstance,
    client: string,
    url?: string,
    headers?: Record<string, string>,
  ) => postValidFrom(instance, suite.xsrf, client, url, headers);

  it("identifies clients by X-Forwarded-For only behind a trusted proxy (TRUST_PROXY)", async () => {
    const proxy = newClient();
    // Not trusted: the header is the client's claim, so every post is the proxy's own.
    for (let index = 0; index < 5; index += 1) {
      await postFrom(suite.app, proxy, MAIL_SENDING_PATH, { "x-forwarded-for": `203.0.113.${index}` });
    }
    expect(
      (await postFrom(suite.app, proxy, MAIL_SENDING_PATH, { "x-forwarded-for": "203.0.113.99" })).statusCode,
    ).toBe(429);

    const behindProxy = suite.another({ RATE_LIMIT: "5", TRUST_PROXY: "true" });
    const trustedProxy = newClient();
    for (let index = 0; index < 5; index += 1) {
      await postFrom(behindProxy, trustedProxy, MAIL_SENDING_PATH, { "x-forwarded-for": "203.0.113.7" });
    }
    expect(
      (await postFrom(behindProxy, trustedProxy, MAIL_SENDING_PATH, { "x-forwarded-for": "203.0.113.7" }))
        .statusCode,
    ).toBe(429);
    expect(
      (await postFrom(behindProxy, trustedProxy, MAIL_SENDING_PATH, { "x-forwarded-for": "203.0.113.8" }))
        .statusCode,
    ).toBe(202);
  });

  describe("behind a trusted proxy, made-up X-Forwarded-For entries mint no new counts", () => {
    /** Six posts through `proxy`, each with its own X-Forwarded-For; the statuses. */
    const sixPosts = async (
      instance: FastifyInstance,
      proxy: string,
      forwardedFor: (index: number) => string,
    ) => {
      const statuses = [];
      for (let index = 0; index < 6; index += 1) {
        statuses.push(
          (await postFrom(instance, proxy, MAIL_SENDING_PATH, { "x-forwarded-for": forwardedFor(index) }))
            .statusCode,
        );
      }
      return statuses;
    };
    const FIVE_THEN_REFUSED = [202, 202, 202, 202, 202, 429];
    const appWith = (trustProxy: string) => {
      return suite.another({ RATE_LIMIT: "5", TRUST_PROXY: trustProxy });
    };

    it("TRUST_PROXY=true: only the entry the proxy appended (the right-most) counts", async () => {
      const behindProxy = appWith("true");
      const proxy = newClient();
      const visitor = newClient();
      // The visitor wrote an X-Forwarded-For of its own; the proxy appended the address it saw.
      expect(await sixPosts(behindProxy, proxy, (index) => `203.0.113.${index}, ${visitor}`)).toEqual(
        FIVE_THEN_REFUSED,
      );
      // Another visitor behind the same proxy has an allowance of its own.
      expect(
        (
          await postFrom(behindProxy, proxy, MAIL_SENDING_PATH, {
            "x-forwarded-for": `203.0.113.1, ${newClient()}`,
          })
        ).statusCode,
      ).toBe(202);
    });

    it("TRUST_PROXY=2: the entry two hops from the socket counts, whatever is left of it", async () => {
      const behindProxies = appWith("2");
      const innerProxy = newClient();
      const outerProxy = newClient();
      const visitor = newClient();
      expect(
        await sixPosts(behindProxies, innerProxy, (index) => `203.0.113.${index}, ${visitor}, ${outerProxy}`),
      ).toEqual(FIVE_THEN_REFUSED);
    });

    it("TRUST_PROXY=<addresses>: the first address from the right that is not a trusted proxy counts", async () => {
      const behindProxy = appWith("198.51.100.0/24");
      const proxy = newClient();
      const visitor = "192.0.2.10";
      expect(await sixPosts(behindProxy, proxy, (index) => `203.0.113.${index}, ${visitor}`)).toEqual(
        FIVE_THEN_REFUSED,
      );
    });

    it.each(["true", "1", "198.51.100.0/24"])(
      "TRUST_PROXY=%s: an entry that is not an IP address never becomes a key (the proxy's address counts)",
      async (trustProxy) => {
        const behindProxy = appWith(trustProxy);
        const proxy = newClient();
        // A proxy that passes the header on as it came, or a visitor reaching a hop-count setup directly.
        expect(await sixPosts(behindProxy, proxy, (index) => `not-an-ip-${index}`)).toEqual(
          FIVE_THEN_REFUSED,
        );
        expect(
          await sixPosts(behindProxy, newClient(), (index) => `192.0.2.1, [2001:db8::${index}]:443`),
        ).toEqual(FIVE_THEN_REFUSED);
        // Only the bad entries fall back: a proper one still counts on its own.
        expect(
          (await postFrom(behindProxy, proxy, MAIL_SENDING_PATH, { "x-forwarded-for": "192.0.2.44" }))
            .statusCode,
        ).toBe(202);
      },
    );
  });

  it("counts IPv6 clients by /64 and IPv4-mapped IPv6 addresses as the IPv4 address", async () => {
    for (let index = 1; index <= 5; index += 1) {
      expect((await postFrom(suite.app, `2001:db8:0:7::${index}`)).statusCode).toBe(202);
    }
    expect((await postFrom(suite.app, "2001:db8:0:7:ffff:ffff:ffff:ffff")).statusCode).toBe(429);
    expect((await postFrom(suite.app, "2001:db8:0:8::1")).statusCode).toBe(202);

    const client = newClient();
    for (let index = 0; index < 5; index += 1) await postFrom(suite.app, client);
    expect((await postFrom(suite.app, `::ffff:${client}`)).statusCode).toBe(429);
  });
});
