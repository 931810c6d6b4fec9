// The XSRF cookie, on a real SQLite file and a real PostgreSQL database (the signing key
// lives there, shared by every instance): issued by the token endpoint and with every page
// that has a form, never with other pages; its attributes, and the key it is signed with.

import {
  JOB_APPLICATION_PATH,
  MAIL_SENDING_PATH,
  XSRF_COOKIE,
  XSRF_HEADER,
  XSRF_TOKEN_PATH,
} from "@site/contracts";
import { describe, expect, it } from "vitest";
import { XSRF_SECRET_NAME } from "../src/security/xsrf.js";
import { createTestDatabase, ENGINES } from "./databases.js";
import { siteForSuite } from "./fixtures.js";
import {
  fetchXsrf,
  formsApp,
  formsSuite,
  issuedAt,
  post,
  SITE_URL,
  tokenSetBy,
  unsignedPart,
  validApplication,
  validContact,
} from "./form-helpers.js";

const site = siteForSuite();

describe.each(ENGINES)("XSRF on %s", (engine) => {
  const suite = formsSuite(engine, () => ({ WEB_ROOT: site.webRoot, SITE_URL }));

  describe("the cookie", () => {
    it("comes from the token endpoint: 204, no-store, signed with its issue time, a week's Max-Age, Path=/, SameSite=Strict, readable by scripts", async () => {
      const response = await suite.app.inject({ url: XSRF_TOKEN_PATH });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe("");
      expect(response.headers["cache-control"]).toBe("no-store");
      const header = String(response.headers["set-cookie"]);
      expect(header).toMatch(
        new RegExp(
          `^${XSRF_COOKIE}=[0-9]{10}\\.[A-Za-z0-9_-]{43}\\.[A-Za-z0-9+/]{43}; Max-Age=604800; Path=/; SameSite=Strict$`,
        ),
      );
      expect(header).not.toMatch(/HttpOnly|Secure|Expires|Domain/i);
      expect(Math.abs(issuedAt(tokenSetBy(response)!) - Date.now() / 1000)).toBeLessThan(60);
    });

    it("is Secure when the request came over https through a trusted proxy", async () => {
      const behindProxy = suite.another({ TRUST_PROXY: "true" });
      const response = await behindProxy.inject({
        url: XSRF_TOKEN_PATH,
        headers: { "x-forwarded-proto": "https" },
      });
      expect(String(response.headers["set-cookie"])).toMatch(/; Path=\/; Secure; SameSite=Strict$/);
      // Without a trusted proxy, the header is a client's claim and changes nothing.
      const direct = await suite.app.inject({
        url: XSRF_TOKEN_PATH,
        headers: { "x-forwarded-proto": "https" },
      });
      expect(String(direct.headers["set-cookie"])).not.toContain("Secure");
    });

    it("is random per visitor", async () => {
      const other = await fetchXsrf(suite.app);
      expect(other.token).not.toBe(suite.xsrf.token);
    });

    it("is kept when the request already has a valid one, and replaced when its signature is wrong", async () => {
      const kept = await suite.app.inject({
        url: XSRF_TOKEN_PATH,
        headers: { cookie: suite.xsrf.headers.cookie },
      });
      expect(kept.statusCode).toBe(204);
      expect(kept.headers["set-cookie"]).toBeUndefined();

      const forged = `${unsignedPart(suite.xsrf.token)}.${"A".repeat(43)}`;
      const replaced = await suite.app.inject({
        url: XSRF_TOKEN_PATH,
        headers: { cookie: `${XSRF_COOKIE}=${forged}` },
      });
      expect(tokenSetBy(replaced)).toBeDefined();
      expect(tokenSetBy(replaced)).not.toBe(forged);
    });

    it("is set with a page that has a form for a visitor without one, and the page becomes private", async () => {
      const response = await suite.app.inject({ url: "/Careers" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(String(response.headers["set-cookie"])).toMatch(/; Path=\/; SameSite=Strict$/);
      expect(response.headers["cache-control"]).toBe("private, max-age=0, must-revalidate");

      const token = tokenSetBy(response)!;
      const accepted = await post(suite.app, MAIL_SENDING_PATH, validContact(), {
        cookie: `${XSRF_COOKIE}=${token}`,
        [XSRF_HEADER]: token,
      });
      expect(accepted.statusCode).toBe(202);
    });

    it("is renewed on every view of a page with a form, also for a visitor who has a valid one (the page is private)", async () => {
      const response = await suite.app.inject({
        url: "/Careers",
        headers: { cookie: suite.xsrf.headers.cookie },
      });
      expect(response.statusCode).toBe(200);
      const renewed = tokenSetBy(response);
      expect(renewed).toBeDefined();
      expect(renewed).not.toBe(suite.xsrf.token);
      expect(response.headers["cache-control"]).toBe("private, max-age=0, must-revalidate");
    });

    it("is set on a form page's 304 when a browser revalidates it without having one", async () => {
      const first = await suite.app.inject({
        url: "/Careers",
        headers: { cookie: suite.xsrf.headers.cookie },
      });
      const etag = String(first.headers.etag);
      const revalidated = await suite.app.inject({
        url: "/Careers",
        headers: { "if-none-match": etag, accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(tokenSetBy(revalidated)).toBeDefined();
      expect(String(revalidated.headers["cache-control"])).toMatch(/^private\b/);
    });

    it.each([
      "/home",
      "/about",
      "/project-details/NOPE",
      "/assets/app-abc123.js",
      "/robots.txt",
      "/Bweb/api/events",
      "/healthz",
      "/no-such-api/x",
    ])("is not set on %s, which is not a page with a form", async (url) => {
      const response = await suite.app.inject({ url });
      expect(response.headers["set-cookie"]).toBeUndefined();
    });

    it("is signed with one key per database, created once and shared by every instance", async () => {
      const secrets = await suite.app.db.selectFrom("app_secrets").selectAll().execute();
      expect(secrets.map((secret) => secret.name)).toEqual([XSRF_SECRET_NAME]);
      expect(secrets[0]?.value).toMatch(/^[\w-]{43}$/);

      // A second instance on the same database accepts the first one's token.
      const second = suite.another({ SITE_URL });
      await second.ready();
      const response = await post(second, JOB_APPLICATION_PATH, validApplication(), suite.xsrf.headers);
      expect(response.statusCode).toBe(202);
      expect(await second.db.selectFrom("app_secrets").selectAll().execute()).toEqual(secrets);
    });
  });
});

describe.each(ENGINES)("the signing key on %s", (engine) => {
  it("is created once when instances start together on a database without one", async () => {
    const database = await createTestDatabase(engine);
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
