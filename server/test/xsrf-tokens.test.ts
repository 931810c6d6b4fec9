// XSRF tokens over time and in numbers, on a real SQLite file and a real PostgreSQL
// database: several XSRF-TOKEN cookies at once (one planted by a sibling subdomain), and
// the tokens' lifetime on a clock the tests move.

import { randomBytes } from "node:crypto";
import {
  MAIL_SENDING_PATH,
  XSRF_COOKIE,
  XSRF_HEADER,
  XSRF_MAX_TOKENS,
  XSRF_TOKEN_PATH,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "./databases.js";
import { siteForSuite } from "./fixtures.js";
import {
  CONTACT_FORM_BODY,
  FORBIDDEN,
  fetchXsrf,
  formPostHeaders,
  formsSuite,
  generalErrorOf,
  issuedAt,
  post,
  SITE_URL,
  tokenSetBy,
  validContact,
  type XsrfPair,
} from "./form-helpers.js";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const site = siteForSuite();

describe.each(ENGINES)("XSRF on %s", (engine) => {
  const suite = formsSuite(engine, () => ({ WEB_ROOT: site.webRoot, SITE_URL }));

  describe("several XSRF-TOKEN cookies (one planted by a sibling subdomain) lock no visitor out", () => {
    // What a sibling subdomain can plant with Domain=<parent>: anything, or a real token
    // it fetched from us itself. Browsers send both cookies, in an order the page cannot see.
    const plantedValues = async () => ["planted-by-a-sibling", (await fetchXsrf(suite.app)).token];
    const json = (cookie: string, echoed: string) =>
      post(suite.app, MAIL_SENDING_PATH, validContact(), { cookie, [XSRF_HEADER]: echoed });
    const cookies = (...values: string[]) => values.map((value) => `${XSRF_COOKIE}=${value}`).join("; ");

    it("accepts a JSON post whose header is our cookie, whether the planted one comes first or last", async () => {
      for (const planted of await plantedValues()) {
        expect((await json(cookies(planted, suite.xsrf.token), suite.xsrf.token)).statusCode).toBe(202);
        expect((await json(cookies(suite.xsrf.token, planted), suite.xsrf.token)).statusCode).toBe(202);
      }
    });

    it("accepts a header listing every value the page can read (what the web app sends), comma-separated", async () => {
      for (const planted of await plantedValues()) {
        expect(
          (await json(cookies(planted, suite.xsrf.token), `${planted},${suite.xsrf.token}`)).statusCode,
        ).toBe(202);
        expect(
          (await json(cookies(suite.xsrf.token, planted), `${suite.xsrf.token}, ${planted}`)).statusCode,
        ).toBe(202);
      }
    });

    it("refuses when no listed value is a validly signed cookie the request carries", async () => {
      const [garbage, other] = await plantedValues();
      for (const [cookie, echoed] of [
        [cookies(garbage!, suite.xsrf.token), garbage!],
        [cookies(garbage!, other!), suite.xsrf.token],
        [cookies(garbage!), `${garbage},${suite.xsrf.token}`],
        [cookies(suite.xsrf.token), `${other}, ${garbage}`],
      ] as const) {
        const response = await json(cookie, echoed);
        expect(response.statusCode).toBe(403);
        expect(generalErrorOf(response)).toBe(FORBIDDEN);
      }
      await suite.expectNothingStored();
    });

    it(`reads at most ${XSRF_MAX_TOKENS} cookies and ${XSRF_MAX_TOKENS} header values`, async () => {
      const planted = Array.from({ length: XSRF_MAX_TOKENS }, (_, index) => `planted-${index}`);
      expect((await json(cookies(...planted.slice(1), suite.xsrf.token), suite.xsrf.token)).statusCode).toBe(
        202,
      );
      expect((await json(cookies(...planted, suite.xsrf.token), suite.xsrf.token)).statusCode).toBe(403);
      expect(
        (await json(suite.xsrf.headers.cookie, [...planted.slice(1), suite.xsrf.token].join(","))).statusCode,
      ).toBe(202);
      expect(
        (await json(suite.xsrf.headers.cookie, [...planted, suite.xsrf.token].join(","))).statusCode,
      ).toBe(403);
    });

    it("accepts a plain HTML form post when any of the cookies is valid", async () => {
      const response = await post(suite.app, MAIL_SENDING_PATH, CONTACT_FORM_BODY, {
        ...formPostHeaders(suite.xsrf),
        cookie: cookies("planted-by-a-sibling", suite.xsrf.token),
      });
      expect(response.statusCode).toBe(303);
    });

    it("the token endpoint issues none while one of them is valid, and one when none is", async () => {
      const kept = await suite.app.inject({
        url: XSRF_TOKEN_PATH,
        headers: { cookie: cookies("planted", suite.xsrf.token) },
      });
      expect(kept.headers["set-cookie"]).toBeUndefined();
      const issued = await suite.app.inject({
        url: XSRF_TOKEN_PATH,
        headers: { cookie: cookies("planted", "another") },
      });
      expect(tokenSetBy(issued)).toBeDefined();
    });
  });

  describe("the token's lifetime: a week from its issue, renewed by every page view", () => {
    const START = Date.UTC(2031, 0, 6, 9, 30);
    let clock = START;
    let timed: FastifyInstance;

    beforeAll(async () => {
      timed = suite.another({ WEB_ROOT: site.webRoot, SITE_URL }, { xsrf: { now: () => clock } });
      await timed.ready();
    });

    /** A token fetched at `at` (ms), and the clock left there. */
    const tokenAt = async (at: number) => {
      clock = at;
      return fetchXsrf(timed);
    };
    const jsonPost = (pair: XsrfPair) => post(timed, MAIL_SENDING_PATH, validContact(), pair.headers);
    const formPost = (pair: XsrfPair) =>
      post(timed, MAIL_SENDING_PATH, CONTACT_FORM_BODY, formPostHeaders(pair));

    it("carries the time it was issued, signed with it", async () => {
      const pair = await tokenAt(START);
      expect(issuedAt(pair.token)).toBe(START / 1000);
      // Moving the issue time forward breaks the signature.
      const [, random, signature] = pair.token.split(".");
      const postdated = `${START / 1000 + 86_400}.${random}.${signature}`;
      expect(
        (
          await jsonPost({
            token: postdated,
            headers: { cookie: `${XSRF_COOKIE}=${postdated}`, [XSRF_HEADER]: postdated },
          })
        ).statusCode,
      ).toBe(403);
    });

    it("is accepted until a week after its issue and refused from then on, JSON and plain form posts alike", async () => {
      const pair = await tokenAt(START);
      clock = START + WEEK_MS - 1_000;
      expect((await jsonPost(pair)).statusCode).toBe(202);
      expect((await formPost(pair)).statusCode).toBe(303);
      clock = START + WEEK_MS;
      const refused = await jsonPost(pair);
      expect(refused.statusCode).toBe(403);
      expect(generalErrorOf(refused)).toBe(FORBIDDEN);
      expect((await formPost(pair)).statusCode).toBe(403);
    });

    it("is replaced by the token endpoint once it has expired, not before", async () => {
      const pair = await tokenAt(START);
      clock = START + WEEK_MS - 1_000;
      const kept = await timed.inject({ url: XSRF_TOKEN_PATH, headers: { cookie: pair.headers.cookie } });
      expect(kept.headers["set-cookie"]).toBeUndefined();
      clock = START + WEEK_MS;
      const replaced = tokenSetBy(
        await timed.inject({ url: XSRF_TOKEN_PATH, headers: { cookie: pair.headers.cookie } }),
      );
      expect(replaced).toBeDefined();
      expect(issuedAt(replaced!)).toBe(clock / 1000);
    });

    it("is renewed by a page view: the new token outlives the old one", async () => {
      const old = await tokenAt(START);
      clock = START + 3 * 24 * 3_600_000;
      const page = await timed.inject({ url: "/Careers", headers: { cookie: old.headers.cookie } });
      const renewed = tokenSetBy(page)!;
      expect(issuedAt(renewed)).toBe(clock / 1000);
      expect(String(page.headers["set-cookie"])).toContain("; Max-Age=604800;");

      clock = START + WEEK_MS + 1_000;
      expect((await jsonPost(old)).statusCode).toBe(403);
      const pair = {
        token: renewed,
        headers: { cookie: `${XSRF_COOKIE}=${renewed}`, [XSRF_HEADER]: renewed },
      };
      expect((await jsonPost(pair)).statusCode).toBe(202);
    });

    it.each([
      [
        "without an issue time (as issued before tokens expired)",
        () => randomBytes(32).toString("base64url"),
      ],
      [
        "issued in the future (beyond the clock skew allowed between instances)",
        () => `${clock / 1000 + 3_600}.${"A".repeat(43)}`,
      ],
      ["with an issue time that is not a plain number", () => `1e10.${"A".repeat(43)}`],
    ])("is refused and replaced when validly signed but %s", async (_case, unsigned) => {
      clock = START;
      const token = timed.signCookie(unsigned());
      const response = await post(timed, MAIL_SENDING_PATH, validContact(), {
        cookie: `${XSRF_COOKIE}=${token}`,
        [XSRF_HEADER]: token,
      });
      expect(response.statusCode).toBe(403);
      const replaced = await timed.inject({
        url: XSRF_TOKEN_PATH,
        headers: { cookie: `${XSRF_COOKIE}=${token}` },
      });
      expect(tokenSetBy(replaced)).toBeDefined();
    });
  });
});
