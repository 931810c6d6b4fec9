// The XSRF checks on the two form posts, on a real SQLite file and a real PostgreSQL
// database: JSON posts need the cookie and its echo in the header, plain HTML form posts
// the cookie and a same-origin proof; cross-site posts are refused whatever they carry,
// before the body is read.

import { randomBytes } from "node:crypto";
import { JOB_APPLICATION_PATH, MAIL_SENDING_PATH, XSRF_COOKIE, XSRF_HEADER } from "@site/contracts";
import { describe, expect, it } from "vitest";
import { createTestDatabase, ENGINES } from "./databases.js";
import { siteForSuite } from "./fixtures.js";
import {
  CONTACT_FORM_BODY,
  FORBIDDEN,
  fetchXsrf,
  formPostHeaders,
  formsApp,
  formsSuite,
  generalErrorOf,
  post,
  SITE_URL,
  unsignedPart,
  validApplication,
  validContact,
} from "./form-helpers.js";

const site = siteForSuite();

describe.each(ENGINES)("XSRF on %s", (engine) => {
  const suite = formsSuite(engine, () => ({ WEB_ROOT: site.webRoot, SITE_URL }));

  describe("JSON posts are refused with 403 and store nothing", () => {
    const refused = async (headers: Record<string, string>, url = MAIL_SENDING_PATH) => {
      const response = await post(
        suite.app,
        url,
        url === MAIL_SENDING_PATH ? validContact() : validApplication(),
        headers,
      );
      expect(response.statusCode).toBe(403);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(generalErrorOf(response)).toBe(FORBIDDEN);
      await suite.expectNothingStored();
    };

    it("without cookie and header", async () => {
      await refused({});
      await refused({}, JOB_APPLICATION_PATH);
    });

    it("with the header but no cookie", async () => {
      await refused({ [XSRF_HEADER]: suite.xsrf.token });
    });

    it("with the cookie but no header", async () => {
      await refused({ cookie: suite.xsrf.headers.cookie });
    });

    it("with a header that is another valid token", async () => {
      const other = await fetchXsrf(suite.app);
      await refused({ cookie: suite.xsrf.headers.cookie, [XSRF_HEADER]: other.token });
      await refused(
        { cookie: suite.xsrf.headers.cookie, [XSRF_HEADER]: `${suite.xsrf.token}x` },
        JOB_APPLICATION_PATH,
      );
    });

    it("with a cookie whose signature is wrong, even when the header matches it", async () => {
      const value = unsignedPart(suite.xsrf.token);
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

    it.each(["cross-site", "same-site"])(
      "from a %s fetch (Sec-Fetch-Site), even with a valid token",
      async (site) => {
        await refused({ ...suite.xsrf.headers, "sec-fetch-site": site });
      },
    );

    it.each([
      "https://evil.example",
      "null",
      "https://www.example.com.evil.example",
      "http://www.example.com",
    ])("from the foreign Origin %s, even with a valid token", async (origin) => {
      await refused({ ...suite.xsrf.headers, origin });
    });
  });

  describe("JSON posts are accepted", () => {
    it.each([
      ["no fetch metadata (an older browser)", {}],
      ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }],
      ["Sec-Fetch-Site: none", { "sec-fetch-site": "none" }],
      ["the SITE_URL Origin", { origin: SITE_URL }],
      ["the request's own Origin", { origin: "http://localhost:80" }],
      [
        "the own Origin behind a trusted proxy",
        { origin: "https://shop.example", "x-forwarded-proto": "https", "x-forwarded-host": "shop.example" },
      ],
    ])("with a valid token and %s", async (_case, extra: Record<string, string>) => {
      const instance = "x-forwarded-host" in extra ? suite.another({ TRUST_PROXY: "true" }) : suite.app;
      const response = await post(instance, MAIL_SENDING_PATH, validContact(), {
        ...suite.xsrf.headers,
        ...extra,
      });
      expect(response.statusCode).toBe(202);
    });
  });

  describe("plain HTML form posts (urlencoded) need the cookie and a same-origin proof", () => {
    it("are accepted with the cookie and Sec-Fetch-Site: same-origin", async () => {
      const response = await post(
        suite.app,
        MAIL_SENDING_PATH,
        CONTACT_FORM_BODY,
        formPostHeaders(suite.xsrf),
      );
      expect(response.statusCode).toBe(303);
    });

    it("are accepted with the cookie and a matching Origin (no fetch metadata)", async () => {
      const response = await post(suite.app, MAIL_SENDING_PATH, CONTACT_FORM_BODY, {
        cookie: suite.xsrf.headers.cookie,
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
    ])(
      "are refused with 403 and an HTML page: %s",
      async (_case, headers: Record<string, string | boolean>) => {
        const { cookie, ...rest } = headers;
        const response = await post(suite.app, MAIL_SENDING_PATH, CONTACT_FORM_BODY, {
          "content-type": "application/x-www-form-urlencoded",
          ...(cookie ? { cookie: suite.xsrf.headers.cookie } : {}),
          ...(rest as Record<string, string>),
        });
        expect(response.statusCode).toBe(403);
        expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(response.body).toContain("<h1>The form could not be verified</h1>");
        expect(response.body).toContain('<a href="/contact">the contact form</a>');
        await suite.expectNothingStored();
      },
    );
  });

  it("checks before reading the body: a forged oversized post is 403, not 413", async () => {
    const response = await post(
      suite.app,
      MAIL_SENDING_PATH,
      validContact({ body: "x".repeat(200 * 1024) }),
      {
        "sec-fetch-site": "cross-site",
      },
    );
    expect(response.statusCode).toBe(403);
    await suite.expectNothingStored();
  });
});
