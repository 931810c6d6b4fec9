import { describe, expect, it } from "vitest";
import { INLINE_SCRIPTS, PAGES, cspHashOf, siteAppForSuite } from "./fixtures.js";

const site = siteAppForSuite();

describe("redirects home", () => {
  it.each([
    "/",
    "/nope",
    "/no/such/page",
    "/home.html",
    "//evil.example",
    "/index.html",
    "/__spa-fallback.html",
    "/site-manifest.json",
  ])("sends %s home with 302", async (url) => {
    const response = await site.app.inject({ url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/home");
  });

  it("keeps the query string", async () => {
    const response = await site.app.inject({ url: "/?utm_source=mail" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/home?utm_source=mail");
  });

  it("sends a parameter route without an id home", async () => {
    const response = await site.app.inject({ url: "/project-details/" });
    expect(response.headers.location).toBe("/home");
  });
});

describe("canonical spelling", () => {
  it.each([
    ["/careers", "/Careers"],
    ["/CAREERS", "/Careers"],
    ["/fis", "/FIS"],
    ["/Home", "/home"],
    ["/project-details/fis", "/project-details/FIS"],
    ["/home/", "/home"],
    ["/Careers/", "/Careers"],
    ["/careers/", "/Careers"],
    ["/h%6Fme", "/home"],
  ])("redirects %s to %s with 301", async (url, location) => {
    const response = await site.app.inject({ url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it("keeps the query string", async () => {
    const response = await site.app.inject({ url: "/careers/?ref=menu&x=1" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/Careers?ref=menu&x=1");
  });
});

describe("parameter routes", () => {
  it("serves the fallback shell for an unknown id, with the shell's own script hashes", async () => {
    const response = await site.app.inject({ url: "/project-details/NOPE" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    // The shell has no form: no cookie, so shared caches may keep it.
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(response.headers.etag).toBeDefined();
    expect(response.body).toBe(PAGES.fallback);
    expect(response.headers["content-security-policy"]).toContain(
      `script-src 'self' ${cspHashOf(INLINE_SCRIPTS.fallbackContext)}`,
    );
  });

  it("serves a known id's own page", async () => {
    const response = await site.app.inject({ url: "/project-details/FIS" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PAGES.projectFis);
  });

  it("redirects an unknown id with a trailing slash or another prefix case", async () => {
    const slash = await site.app.inject({ url: "/solution-details/unknown/" });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe("/solution-details/unknown");

    const upper = await site.app.inject({ url: "/Solution-Details/unknown" });
    expect(upper.statusCode).toBe(301);
    expect(upper.headers.location).toBe("/solution-details/unknown");
  });

  it("sends deeper paths under a prefix home", async () => {
    const response = await site.app.inject({ url: "/project-details/a/b" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/home");
  });
});

describe("real 404s", () => {
  it.each([
    "/assets/missing-123.js",
    "/media/missing.png",
    "/Assets/app-abc123.js",
    "/favicon.svg",
    "/assets/",
  ])("answers 404 for the missing file %s", async (url) => {
    const response = await site.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it.each(["/api/nope", "/Bweb/api/nope", "/BTAB/api/nope", "/bweb/api/events/1"])(
    "answers JSON 404 for the unknown API path %s",
    async (url) => {
      const response = await site.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: "Not Found" });
    },
  );

  it("answers JSON 404 for other methods on unknown API paths", async () => {
    const response = await site.app.inject({ method: "POST", url: "/Bweb/api/nope", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Not Found" });
  });

  it("does not serve dotfiles", async () => {
    expect((await site.app.inject({ url: "/assets/.hidden" })).statusCode).toBe(404);
    expect((await site.app.inject({ url: "/.env" })).statusCode).not.toBe(200);
  });
});

describe("addresses the site had", () => {
  // As a publish leaves them (content/store.ts keepAddresses): a renamed page's, a retired
  // item's with a list to go to, and one with none.
  it("lead on with 301, or answer 410 Gone, never home", async () => {
    const { app } = site;
    await app.db
      .insertInto("address_redirects")
      .values([
        { address: "/btms", target: "/Treasury-Management", moved_at: "2026-11-27T10:00:00.000Z" },
        { address: "/doc-9", target: null, moved_at: "2026-11-27T10:00:00.000Z" },
        { address: "/careers/java-developer", target: null, moved_at: "2026-11-27T10:00:00.000Z" },
        { address: "/project-details/old", target: "/project-page", moved_at: "2026-11-27T10:00:00.000Z" },
      ])
      .execute();
    await app.db
      .updateTable("content_state")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .execute();
    app.publishedContent.changed();

    for (const url of ["/BTMS", "/btms/", "/BTMS?ref=mail"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(
        url.includes("?") ? "/Treasury-Management?ref=mail" : "/Treasury-Management",
      );
    }
    // A details page's too, which the route's not-found page would otherwise answer.
    const details = await app.inject({ url: "/project-details/OLD" });
    expect([details.statusCode, details.headers.location]).toEqual([301, "/project-page"]);
    expect((await app.inject({ url: "/project-details/NOPE" })).statusCode).toBe(200);
    const gone = await app.inject({ url: "/Doc-9" });
    expect(gone.statusCode).toBe(410);
    expect(gone.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(gone.body).toContain("<h1>This page has been removed</h1>");
    // A closed job opening says so, and leads to the open ones.
    const closed = await app.inject({ url: "/Careers/java-developer" });
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toContain("<h1>This job opening is closed</h1>");
    expect(closed.body).toContain('<a href="/Careers">');
    // A page of the site is served whatever an old address says, and other addresses go home.
    expect((await app.inject({ url: "/home" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/nope" })).headers.location).toBe("/home");
  });
});
