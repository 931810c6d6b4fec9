// The XSRF cookie and the checks on the two form posts, on a real SQLite file and a real
// PostgreSQL database (the signing key lives there, shared by every instance).

import { randomBytes } from "node:crypto";
import { JOB_APPLICATION_PATH, MAIL_SENDING_PATH, XSRF_COOKIE, XSRF_HEADER, XSRF_TOKEN_PATH } from "@site/contracts";
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
    it("comes from the token endpoint: 204, no-store, signed, Path=/, SameSite=Strict, readable by scripts", async () => {
      const response = await app.inject({ url: XSRF_TOKEN_PATH });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe("");
      expect(response.headers["cache-control"]).toBe("no-store");
      const header = String(response.headers["set-cookie"]);
      expect(header).toMatch(new RegExp(`^${XSRF_COOKIE}=[A-Za-z0-9_-]{43}\\.[A-Za-z0-9+/]{43}; Path=/; SameSite=Strict$`));
      expect(header).not.toMatch(/HttpOnly|Secure|Max-Age|Expires|Domain/i);
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

      const forged = `${xsrf.token.split(".")[0]}.${"A".repeat(43)}`;
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

    it("is not set again on a page for a visitor who has a valid one: the page stays public", async () => {
      const response = await app.inject({ url: "/home", headers: { cookie: xsrf.headers.cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
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
      expect(secrets[0]?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

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
      const [value] = xsrf.token.split(".");
      const forged = `${value}.${randomBytes(32).toString("base64").replace(/=+$/, "")}`;
      await refused({ cookie: `${XSRF_COOKIE}=${forged}`, [XSRF_HEADER]: forged });
      await refused({ cookie: `${XSRF_COOKIE}=${value}`, [XSRF_HEADER]: value! });
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
