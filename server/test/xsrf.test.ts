// The XSRF cookie and the checks on the two form posts, on a real SQLite file and a real
// PostgreSQL database (the signing key lives there, shared by every instance): several
// XSRF-TOKEN cookies at once, and the tokens' lifetime on a clock the tests move.

import { randomBytes } from "node:crypto";
import {
  JOB_APPLICATION_PATH,
  MAIL_SENDING_PATH,
  XSRF_COOKIE,
  XSRF_HEADER,
  XSRF_MAX_TOKENS,
  XSRF_TOKEN_PATH,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { XSRF_SECRET_NAME } from "../src/security/xsrf.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { createSiteFixture, type SiteFixture } from "./fixtures.js";
import {
  fetchXsrf,
  formPostHeaders,
  formsApp,
  generalErrorOf,
  post,
  storedCounts,
  tokenSetBy,
  validApplication,
  validContact,
  type XsrfPair,
} from "./form-helpers.js";

const SITE_URL = "https://www.example.com";
const FORBIDDEN = "This form could not be verified. Please reload the page and send it again.";
const CONTACT_FORM_BODY = "name=Ann&email=ann%40example.com&message=Hello";
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The signed part of a token (issue time and random value), without its signature. */
const unsignedPart = (token: string) => token.slice(0, token.lastIndexOf("."));
/** The issue time a token carries, in seconds. */
const issuedAt = (token: string) => Number(token.slice(0, token.indexOf(".")));

let site: SiteFixture;
beforeAll(async () => {
  site = await createSiteFixture();
});
afterAll(async () => {
  await site?.remove();
});

describe.each(ENGINES)("XSRF on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let xsrf: XsrfPair;
  let before: Awaited<ReturnType<typeof storedCounts>>;
  const others: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = formsApp(database, { WEB_ROOT: site.webRoot, SITE_URL });
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

  const expectNothingStored = async () => expect(await storedCounts(app)).toEqual(before);

  describe("the cookie", () => {
    it("comes from the token endpoint: 204, no-store, signed with its issue time, a week's Max-Age, Path=/, SameSite=Strict, readable by scripts", async () => {
      const response = await app.inject({ url: XSRF_TOKEN_PATH });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe("");
      expect(response.headers["cache-control"]).toBe("no-store");
      const header = String(response.headers["set-cookie"]);
      expect(header).toMatch(
        new RegExp(`^${XSRF_COOKIE}=[0-9]{10}\\.[A-Za-z0-9_-]{43}\\.[A-Za-z0-9+/]{43}; Max-Age=604800; Path=/; SameSite=Strict$`),
      );
      expect(header).not.toMatch(/HttpOnly|Secure|Expires|Domain/i);
      expect(Math.abs(issuedAt(tokenSetBy(response)!) - Date.now() / 1000)).toBeLessThan(60);
    });

    it("is Secure when the request came over https through a trusted proxy", async () => {
      const behindProxy = formsApp(database, { TRUST_PROXY: "true" });
      others.push(behindProxy);
      const response = await behindProxy.inject({ url: XSRF_TOKEN_PATH, headers: { "x-forwarded-proto": "https" } });
      expect(String(response.headers["set-cookie"])).toMatch(/; Path=\/; Secure; SameSite=Strict$/);
      // Without a trusted proxy, the header is a client's claim and changes nothing.
      const direct = await app.inject({ url: XSRF_TOKEN_PATH, headers: { "x-forwarded-proto": "https" } });
      expect(String(direct.headers["set-cookie"])).not.toContain("Secure");
    });

    it("is random per visitor", async () => {
      const other = await fetchXsrf(app);
      expect(other.token).not.toBe(xsrf.token);
    });

    it("is kept when the request already has a valid one, and replaced when its signature is wrong", async () => {
      const kept = await app.inject({ url: XSRF_TOKEN_PATH, headers: { cookie: xsrf.headers.cookie } });
      expect(kept.statusCode).toBe(204);
      expect(kept.headers["set-cookie"]).toBeUndefined();

      const forged = `${unsignedPart(xsrf.token)}.${"A".repeat(43)}`;
      const replaced = await app.inject({ url: XSRF_TOKEN_PATH, headers: { cookie: `${XSRF_COOKIE}=${forged}` } });
      expect(tokenSetBy(replaced)).toBeDefined();
      expect(tokenSetBy(replaced)).not.toBe(forged);
    });

    it("is set on an HTML page for a visitor without one, and the page becomes private", async () => {
      const response = await app.inject({ url: "/home" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(String(response.headers["set-cookie"])).toMatch(/; Path=\/; SameSite=Strict$/);
      expect(response.headers["cache-control"]).toBe("private, max-age=0, must-revalidate");

      const token = tokenSetBy(response)!;
      const accepted = await post(app, MAIL_SENDING_PATH, validContact(), {
        cookie: `${XSRF_COOKIE}=${token}`,
        [XSRF_HEADER]: token,
      });
      expect(accepted.statusCode).toBe(202);
    });

    it("is renewed on every page view, also for a visitor who has a valid one (the page is private)", async () => {
      const response = await app.inject({ url: "/home", headers: { cookie: xsrf.headers.cookie } });
      expect(response.statusCode).toBe(200);
      const renewed = tokenSetBy(response);
      expect(renewed).toBeDefined();
      expect(renewed).not.toBe(xsrf.token);
      expect(response.headers["cache-control"]).toBe("private, max-age=0, must-revalidate");
    });

    it("is set on a page's 304 when a browser revalidates a page without having one", async () => {
      const first = await app.inject({ url: "/about", headers: { cookie: xsrf.headers.cookie } });
      const etag = String(first.headers.etag);
      const revalidated = await app.inject({
        url: "/about",
        headers: { "if-none-match": etag, accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(tokenSetBy(revalidated)).toBeDefined();
      expect(String(revalidated.headers["cache-control"])).toMatch(/^private\b/);
    });

    it.each(["/assets/app-abc123.js", "/robots.txt", "/Bweb/api/events", "/healthz", "/no-such-api/x"])(
      "is not set on %s, which is not a page",
      async (url) => {
        const response = await app.inject({ url });
        expect(response.headers["set-cookie"]).toBeUndefined();
      },
    );

    it("is signed with one key per database, created once and shared by every instance", async () => {
      const secrets = await app.db.selectFrom("app_secrets").selectAll().execute();
      expect(secrets.map((secret) => secret.name)).toEqual([XSRF_SECRET_NAME]);
      expect(secrets[0]?.value).toMatch(/^[\w-]{43}$/);

      // A second instance on the same database accepts the first one's token.
      const second = formsApp(database, { SITE_URL });
      others.push(second);
      await second.ready();
      const response = await post(second, JOB_APPLICATION_PATH, validApplication(), xsrf.headers);
      expect(response.statusCode).toBe(202);
      expect(await second.db.selectFrom("app_secrets").selectAll().execute()).toEqual(secrets);
    });
  });

  describe("JSON posts are refused with 403 and store nothing", () => {
    const refused = async (headers: Record<string, string>, url = MAIL_SENDING_PATH) => {
      const response = await post(app, url, url === MAIL_SENDING_PATH ? validContact() : validApplication(), headers);
      expect(response.statusCode).toBe(403);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(generalErrorOf(response)).toBe(FORBIDDEN);
      await expectNothingStored();
    };

    it("without cookie and header", async () => {
      await refused({});
      await refused({}, JOB_APPLICATION_PATH);
    });

    it("with the header but no cookie", async () => {
      await refused({ [XSRF_HEADER]: xsrf.token });
    });

    it("with the cookie but no header", async () => {
      await refused({ cookie: xsrf.headers.cookie });
    });

    it("with a header that is another valid token", async () => {
      const other = await fetchXsrf(app);
      await refused({ cookie: xsrf.headers.cookie, [XSRF_HEADER]: other.token });
      await refused({ cookie: xsrf.headers.cookie, [XSRF_HEADER]: `${xsrf.token}x` }, JOB_APPLICATION_PATH);
    });

    it("with a cookie whose signature is wrong, even when the header matches it", async () => {
      const value = unsignedPart(xsrf.token);
      const forged = `${value}.${randomBytes(32).toString("base64").replaceAll("=", "")}`;
      await refused({ cookie: `${XSRF_COOKIE}=${forged}`, [XSRF_HEADER]: forged });
      await refused({ cookie: `${XSRF_COOKIE}=${value}`, [XSRF_HEADER]: value });
    });

    it("with a token signed by another database's key", async () => {
      const elsewhere = await createTestDatabase(engine);
      const stranger = formsApp(elsewhere);
      try {
        await stranger.ready();
        const foreign = await fetchXsrf(stranger);
        await refused(foreign.headers);
      } finally {
        await stranger.close();
        await elsewhere.remove();
      }
    });

    it.each(["cross-site", "same-site"])("from a %s fetch (Sec-Fetch-Site), even with a valid token", async (site) => {
      await refused({ ...xsrf.headers, "sec-fetch-site": site });
    });

    it.each(["https://evil.example", "null", "https://www.example.com.evil.example", "http://www.example.com"])(
      "from the foreign Origin %s, even with a valid token",
      async (origin) => {
        await refused({ ...xsrf.headers, origin });
      },
    );
  });

  describe("JSON posts are accepted", () => {
    it.each([
      ["no fetch metadata (an older browser)", {}],
      ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }],
      ["Sec-Fetch-Site: none", { "sec-fetch-site": "none" }],
      ["the SITE_URL Origin", { origin: SITE_URL }],
      ["the request's own Origin", { origin: "http://localhost:80" }],
      ["the own Origin behind a trusted proxy", { origin: "https://shop.example", "x-forwarded-proto": "https", "x-forwarded-host": "shop.example" }],
    ])("with a valid token and %s", async (_case, extra: Record<string, string>) => {
      const instance = "x-forwarded-host" in extra ? formsApp(database, { TRUST_PROXY: "true" }) : app;
      if (instance !== app) others.push(instance);
      const response = await post(instance, MAIL_SENDING_PATH, validContact(), { ...xsrf.headers, ...extra });
      expect(response.statusCode).toBe(202);
    });
  });

  describe("plain HTML form posts (urlencoded) need the cookie and a same-origin proof", () => {
    it("are accepted with the cookie and Sec-Fetch-Site: same-origin", async () => {
      const response = await post(app, MAIL_SENDING_PATH, CONTACT_FORM_BODY, formPostHeaders(xsrf));
      expect(response.statusCode).toBe(303);
    });

    it("are accepted with the cookie and a matching Origin (no fetch metadata)", async () => {
      const response = await post(app, MAIL_SENDING_PATH, CONTACT_FORM_BODY, {
        cookie: xsrf.headers.cookie,
        "content-type": "application/x-www-form-urlencoded",
        origin: SITE_URL,
      });
      expect(response.statusCode).toBe(303);
    });

    it.each([
      ["neither Origin nor Sec-Fetch-Site", { cookie: true }],
      ["only Sec-Fetch-Site: none", { cookie: true, "sec-fetch-site": "none" }],
      ["no cookie", { "sec-fetch-site": "same-origin", origin: SITE_URL }],
      ["a cross-site fetch", { cookie: true, "sec-fetch-site": "cross-site" }],
      ["a foreign Origin", { cookie: true, origin: "https://evil.example" }],
    ])("are refused with 403 and an HTML page: %s", async (_case, headers: Record<string, string | boolean>) => {
      const { cookie, ...rest } = headers;
      const response = await post(app, MAIL_SENDING_PATH, CONTACT_FORM_BODY, {
        "content-type": "application/x-www-form-urlencoded",
        ...(cookie ? { cookie: xsrf.headers.cookie } : {}),
        ...(rest as Record<string, string>),
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("<h1>The form could not be verified</h1>");
      expect(response.body).toContain('<a href="/contact">the contact form</a>');
      await expectNothingStored();
    });
  });

  describe("several XSRF-TOKEN cookies (one planted by a sibling subdomain) lock no visitor out", () => {
    // What a sibling subdomain can plant with Domain=<parent>: anything, or a real token
    // it fetched from us itself. Browsers send both cookies, in an order the page cannot see.
    const plantedValues = async () => ["planted-by-a-sibling", (await fetchXsrf(app)).token];
    const json = (cookie: string, echoed: string) =>
      post(app, MAIL_SENDING_PATH, validContact(), { cookie, [XSRF_HEADER]: echoed });
    const cookies = (...values: string[]) => values.map((value) => `${XSRF_COOKIE}=${value}`).join("; ");

    it("accepts a JSON post whose header is our cookie, whether the planted one comes first or last", async () => {
      for (const planted of await plantedValues()) {
        expect((await json(cookies(planted, xsrf.token), xsrf.token)).statusCode).toBe(202);
        expect((await json(cookies(xsrf.token, planted), xsrf.token)).statusCode).toBe(202);
      }
    });

    it("accepts a header listing every value the page can read (what the web app sends), comma-separated", async () => {
      for (const planted of await plantedValues()) {
        expect((await json(cookies(planted, xsrf.token), `${planted},${xsrf.token}`)).statusCode).toBe(202);
        expect((await json(cookies(xsrf.token, planted), `${xsrf.token}, ${planted}`)).statusCode).toBe(202);
      }
    });

    it("refuses when no listed value is a validly signed cookie the request carries", async () => {
      const [garbage, other] = await plantedValues();
      for (const [cookie, echoed] of [
        [cookies(garbage!, xsrf.token), garbage!],
        [cookies(garbage!, other!), xsrf.token],
        [cookies(garbage!), `${garbage},${xsrf.token}`],
        [cookies(xsrf.token), `${other}, ${garbage}`],
      ] as const) {
        const response = await json(cookie, echoed);
        expect(response.statusCode).toBe(403);
        expect(generalErrorOf(response)).toBe(FORBIDDEN);
      }
      await expectNothingStored();
    });

    it(`reads at most ${XSRF_MAX_TOKENS} cookies and ${XSRF_MAX_TOKENS} header values`, async () => {
      const planted = Array.from({ length: XSRF_MAX_TOKENS }, (_, index) => `planted-${index}`);
      expect((await json(cookies(...planted.slice(1), xsrf.token), xsrf.token)).statusCode).toBe(202);
      expect((await json(cookies(...planted, xsrf.token), xsrf.token)).statusCode).toBe(403);
      expect((await json(xsrf.headers.cookie, [...planted.slice(1), xsrf.token].join(","))).statusCode).toBe(202);
      expect((await json(xsrf.headers.cookie, [...planted, xsrf.token].join(","))).statusCode).toBe(403);
    });

    it("accepts a plain HTML form post when any of the cookies is valid", async () => {
      const response = await post(app, MAIL_SENDING_PATH, CONTACT_FORM_BODY, {
        ...formPostHeaders(xsrf),
        cookie: cookies("planted-by-a-sibling", xsrf.token),
      });
      expect(response.statusCode).toBe(303);
    });

    it("the token endpoint issues none while one of them is valid, and one when none is", async () => {
      const kept = await app.inject({ url: XSRF_TOKEN_PATH, headers: { cookie: cookies("planted", xsrf.token) } });
      expect(kept.headers["set-cookie"]).toBeUndefined();
      const issued = await app.inject({ url: XSRF_TOKEN_PATH, headers: { cookie: cookies("planted", "another") } });
      expect(tokenSetBy(issued)).toBeDefined();
    });
  });

  describe("the token's lifetime: a week from its issue, renewed by every page view", () => {
    const START = Date.UTC(2031, 0, 6, 9, 30);
    let clock = START;
    let timed: FastifyInstance;

    beforeAll(async () => {
      timed = formsApp(database, { WEB_ROOT: site.webRoot, SITE_URL }, { forms: { now: () => clock } });
      others.push(timed);
      await timed.ready();
    });

    /** A token fetched at `at` (ms), and the clock left there. */
    const tokenAt = async (at: number) => {
      clock = at;
      return fetchXsrf(timed);
    };
    const jsonPost = (pair: XsrfPair) => post(timed, MAIL_SENDING_PATH, validContact(), pair.headers);
    const formPost = (pair: XsrfPair) => post(timed, MAIL_SENDING_PATH, CONTACT_FORM_BODY, formPostHeaders(pair));

    it("carries the time it was issued, signed with it", async () => {
      const pair = await tokenAt(START);
      expect(issuedAt(pair.token)).toBe(START / 1000);
      // Moving the issue time forward breaks the signature.
      const [, random, signature] = pair.token.split(".");
      const postdated = `${START / 1000 + 86_400}.${random}.${signature}`;
      expect((await jsonPost({ token: postdated, headers: { cookie: `${XSRF_COOKIE}=${postdated}`, [XSRF_HEADER]: postdated } })).statusCode).toBe(403);
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
      const replaced = tokenSetBy(await timed.inject({ url: XSRF_TOKEN_PATH, headers: { cookie: pair.headers.cookie } }));
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
      const pair = { token: renewed, headers: { cookie: `${XSRF_COOKIE}=${renewed}`, [XSRF_HEADER]: renewed } };
      expect((await jsonPost(pair)).statusCode).toBe(202);
    });

    it.each([
      ["without an issue time (as issued before tokens expired)", () => randomBytes(32).toString("base64url")],
      ["issued in the future (beyond the clock skew allowed between instances)", () => `${clock / 1000 + 3_600}.${"A".repeat(43)}`],
      ["with an issue time that is not a plain number", () => `1e10.${"A".repeat(43)}`],
    ])("is refused and replaced when validly signed but %s", async (_case, unsigned) => {
      clock = START;
      const token = timed.signCookie(unsigned());
      const response = await post(timed, MAIL_SENDING_PATH, validContact(), { cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token });
      expect(response.statusCode).toBe(403);
      const replaced = await timed.inject({ url: XSRF_TOKEN_PATH, headers: { cookie: `${XSRF_COOKIE}=${token}` } });
      expect(tokenSetBy(replaced)).toBeDefined();
    });
  });

  it("checks before reading the body: a forged oversized post is 403, not 413", async () => {
    const response = await post(app, MAIL_SENDING_PATH, validContact({ body: "x".repeat(200 * 1024) }), {
      "sec-fetch-site": "cross-site",
    });
    expect(response.statusCode).toBe(403);
    await expectNothingStored();
  });
});

describe("the signing key", () => {
  it("is created once when instances start together on a database without one", async () => {
    const database = await createTestDatabase("postgres");
    // Migrated first (by one instance), so the instances below race only for the key.
    const first = formsApp(database);
    await first.ready();
    await first.db.deleteFrom("app_secrets").execute();
    await first.close();

    const apps = [formsApp(database), formsApp(database), formsApp(database)];
    try {
      await Promise.all(apps.map((instance) => instance.ready()));
      const secrets = await apps[0]!.db.selectFrom("app_secrets").selectAll().execute();
      expect(secrets).toHaveLength(1);
      // Each instance accepts a token any other one handed out.
      const token = await fetchXsrf(apps[1]!);
      const response = await post(apps[2]!, MAIL_SENDING_PATH, validContact(), token.headers);
      expect(response.statusCode).toBe(202);
    } finally {
      await Promise.all(apps.map((instance) => instance.close()));
      await database.remove();
    }
  }, 60_000);
});
