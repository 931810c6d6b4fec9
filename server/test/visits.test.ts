// The site's visits, counted on both engines without tracking anyone:
//
// - A page the server answers is counted once per view and day; a visit begins on a page
//   not reached from the site, and is put down to its utm_source, else the referring
//   site's host, else "direct", and its utm_campaign.
// - Requests made ahead of the visitor (Sec-Purpose and the older headers), HEAD, redirects,
//   not-found pages, files, the console and crawlers are not counted; a prerendered page the
//   visitor opened is, once its script reports it.
// - Hostile values are cut and cleaned; the tables hold counts and nothing of a visitor.
// - Flushes add to what is stored; the daily purge deletes counts past their period.
// - Messages and applications keep how their sender's visit began when the post says it,
//   and are taken without it; the console's overview shows each part to its roles only.

import {
  JOB_APPLICATION_PATH,
  MAIL_SENDING_PATH,
  PAGE_VIEW_PATH,
  RETENTION,
  STAFF_API,
  VISIT_LIMITS,
  type SiteOverview,
} from "@site/contracts";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { monthsBefore, purgeExpired } from "../src/privacy/retention.js";
import { OTHER_SOURCE, SOURCES_PER_DAY_MAX } from "../src/visits/tally.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { createSiteFixture, type SiteFixture } from "./fixtures.js";
import {
  applicationForm,
  encodeForm,
  fetchXsrf,
  post,
  validApplication,
  validContact,
} from "./form-helpers.js";
import { CONSOLE_ORIGIN, enrolledMember, staffApp } from "./staff-helpers.js";

const SITE = CONSOLE_ORIGIN;
const FROM_SITE = `${SITE}/about`;

describe.each(ENGINES)("visits (%s)", (engine) => {
  let database: TestDatabase;
  let fixture: SiteFixture;
  let app: FastifyInstance;
  let clock = new Date("2026-03-02T09:00:00.000Z");

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    fixture = await createSiteFixture();
    app = staffApp(
      database,
      { WEB_ROOT: fixture.webRoot },
      // A flush only when a test asks for one.
      { visits: { now: () => clock, flushEveryMs: 3_600_000 }, staff: { now: () => clock } },
    );
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await fixture.remove();
    await database.remove();
  });

  afterEach(async () => {
    await app.visits.flush();
    await app.db.deleteFrom("visit_page_views").execute();
    await app.db.deleteFrom("visit_sources").execute();
    clock = new Date("2026-03-02T09:00:00.000Z");
  });

  const view = (url: string, headers: Record<string, string> = {}, options: Partial<InjectOptions> = {}) =>
    app.inject({ method: "GET", url, headers, ...options });

  const stored = async () => {
    await app.visits.flush();
    const [pages, sources] = await Promise.all([
      app.db.selectFrom("visit_page_views").selectAll().orderBy("day").orderBy("path").execute(),
      app.db
        .selectFrom("visit_sources")
        .selectAll()
        .orderBy("day")
        .orderBy("source")
        .orderBy("campaign")
        .execute(),
    ]);
    return {
      pages: pages.map((row) => ({ ...row, views: Number(row.views), visits: Number(row.visits) })),
      sources: sources.map((row) => ({ ...row, visits: Number(row.visits) })),
    };
  };

  it("counts each view of a page per day, and a visit on the page it began on", async () => {
    expect((await view("/home")).statusCode).toBe(200);
    await view("/home", { referer: "https://www.google.com/" });
    await view("/about", { referer: `${SITE}/home` });
    // A revalidation is a view too: the browser shows the page again.
    const etag = (await view("/about", { referer: FROM_SITE })).headers.etag as string;
    expect((await view("/about", { referer: FROM_SITE, "if-none-match": etag })).statusCode).toBe(304);
    clock = new Date("2026-03-03T00:00:01.000Z");
    await view("/about", { referer: FROM_SITE });

    expect((await stored()).pages).toEqual([
      { day: "2026-03-02", path: "/about", views: 3, visits: 0 },
      { day: "2026-03-02", path: "/home", views: 2, visits: 2 },
      { day: "2026-03-03", path: "/about", views: 1, visits: 0 },
    ]);
    expect((await stored()).sources).toEqual([
      { day: "2026-03-02", source: "direct", campaign: "", visits: 1 },
      { day: "2026-03-02", source: "www.google.com", campaign: "", visits: 1 },
    ]);
  });

  it("puts a visit down to its utm_source and utm_campaign, the referring site or none, as one spelling", async () => {
    await view("/home?utm_source=Newsletter&utm_campaign=Spring");
    await view("/FIS?utm_campaign=spring", { referer: "https://www.linkedin.com/feed/" });
    await view("/about?utm_campaign=%20SPRING%20");
    // The site's own host, as the request names it, is the site too (a proxy's address).
    await view("/about?utm_campaign=autumn", { referer: "http://localhost:80/home" });
    // Not an address: as if there were none.
    await view("/gallery", { referer: "not a url" });

    const { sources, pages } = await stored();
    expect(sources).toEqual([
      { day: "2026-03-02", source: "direct", campaign: "", visits: 1 },
      { day: "2026-03-02", source: "direct", campaign: "spring", visits: 1 },
      { day: "2026-03-02", source: "newsletter", campaign: "spring", visits: 1 },
      { day: "2026-03-02", source: "www.linkedin.com", campaign: "spring", visits: 1 },
    ]);
    // A query string makes no page of its own.
    expect(pages.map((page) => page.path)).toEqual(["/FIS", "/about", "/gallery", "/home"]);
    expect(pages.find((page) => page.path === "/about")).toMatchObject({ views: 2, visits: 1 });
  });

  it("does not count what the visitor did not see: prefetches, prerenders, HEAD, redirects, files, the console, crawlers", async () => {
    await view("/about", { "sec-purpose": "prefetch;prerender" });
    await view("/about", { "sec-purpose": "prefetch" });
    await view("/about", { purpose: "prefetch" });
    await view("/about", { "x-moz": "prefetch" });
    await view("/about", { "x-purpose": "preview" });
    await view("/about", {
      "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    expect((await app.inject({ method: "HEAD", url: "/about" })).statusCode).toBe(200);
    expect((await view("/About")).statusCode).toBe(301);
    expect((await view("/no-such-page")).statusCode).toBe(302);
    expect((await view("/project-details/NOPE")).statusCode).toBe(200);
    expect((await view("/assets/app-abc123.js")).statusCode).toBe(200);
    await view("/robots.txt");
    await view("/staff");
    await view("/Bweb/api/events");

    expect(await stored()).toEqual({ pages: [], sources: [] });
  });

  it("counts a prerendered page once the visitor opens it, as its script reports, and nothing else", async () => {
    await view("/about", { "sec-purpose": "prefetch;prerender", referer: `${SITE}/home` });
    const report = (query: string, headers: Record<string, string> = { "sec-fetch-site": "same-origin" }) =>
      app.inject({ method: "POST", url: `${PAGE_VIEW_PATH}?${query}`, headers });
    const opened = await report(
      `path=${encodeURIComponent("/about")}&referrer=${encodeURIComponent(`${SITE}/home`)}`,
    );
    expect(opened.statusCode).toBe(204);
    // From a search engine's prerender of a campaign's page: a visit begins there.
    await report(
      `path=${encodeURIComponent("/FIS?utm_campaign=spring")}&referrer=${encodeURIComponent("https://www.bing.com/")}`,
    );
    // Not pages, another site's report, a path too long to be one: answered alike, not counted.
    expect((await report("path=%2Fno-such-page")).statusCode).toBe(204);
    await report("path=%2FAbout");
    await report("referrer=x");
    await report("path=%2Fabout", { "sec-fetch-site": "cross-site" });
    await report(`path=%2Fabout${"a".repeat(5000)}`);

    expect(await stored()).toEqual({
      pages: [
        { day: "2026-03-02", path: "/FIS", views: 1, visits: 1 },
        { day: "2026-03-02", path: "/about", views: 1, visits: 0 },
      ],
      sources: [{ day: "2026-03-02", source: "www.bing.com", campaign: "spring", visits: 1 }],
    });
  });

  it("cuts and cleans hostile sources and campaigns, and keeps a flood of them to a bounded number of rows", async () => {
    // As long as an address may be (the server answers a longer one 414, counting nothing).
    const long = "x".repeat(3_500);
    const flood = await view(
      `/home?utm_campaign=${encodeURIComponent("a\u0000b\r\nc\u202Ed")}&utm_source=${long}`,
    );
    expect(flood.statusCode).toBe(200);
    // An emoji cut in half at the limit leaves no half of it behind.
    await view(`/home?utm_campaign=${encodeURIComponent(`${"é".repeat(VISIT_LIMITS.campaign - 1)}😀`)}`);
    await view("/home", { referer: `https://${"h".repeat(300)}.example/` });
    // Nothing but control characters: no source of its own.
    await view(`/home?utm_source=${encodeURIComponent("\u0000\u0001 ")}`);
    const { sources } = await stored();
    expect(sources.map(({ source, campaign, visits }) => [source, campaign, visits])).toEqual([
      ["direct", "", 1],
      ["direct", "é".repeat(VISIT_LIMITS.campaign - 1), 1],
      [`${"h".repeat(VISIT_LIMITS.source)}`, "", 1],
      ["x".repeat(VISIT_LIMITS.source), "abcd", 1],
    ]);

    // A day's flood of made-up campaigns: past the cap, they are counted together.
    clock = new Date("2026-03-10T09:00:00.000Z");
    for (let i = 0; i < SOURCES_PER_DAY_MAX + 5; i += 1) await view(`/home?utm_campaign=made-up-${i}`);
    const flooded = (await stored()).sources.filter((row) => row.day === "2026-03-10");
    expect(flooded).toHaveLength(SOURCES_PER_DAY_MAX + 1);
    expect(flooded.find((row) => row.source === OTHER_SOURCE)).toEqual({
      day: "2026-03-10",
      source: OTHER_SOURCE,
      campaign: "",
      visits: 5,
    });
  });

  it("keeps counts and nothing of a visitor: no address, browser, cookie or time of a visit", async () => {
    const tables = await app.db.introspection.getTables();
    const columns = (name: string) =>
      tables
        .find((table) => table.name === name)
        ?.columns.map((column) => column.name)
        .sort();
    expect(columns("visit_page_views")).toEqual(["day", "path", "views", "visits"]);
    expect(columns("visit_sources")).toEqual(["campaign", "day", "source", "visits"]);
    const response = await view("/home", { "user-agent": "Browser/1.0 (unique)", cookie: "XSRF-TOKEN=abc" });
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("adds each flush to what is stored, so several flushes (and instances) add up", async () => {
    await view("/home");
    await view("/about", { referer: FROM_SITE });
    await app.visits.flush();
    await view("/home");
    await view("/home", { referer: FROM_SITE });
    expect((await stored()).pages).toEqual([
      { day: "2026-03-02", path: "/about", views: 1, visits: 0 },
      { day: "2026-03-02", path: "/home", views: 3, visits: 2 },
    ]);
    expect((await stored()).sources).toEqual([
      { day: "2026-03-02", source: "direct", campaign: "", visits: 2 },
    ]);
  });

  it("counts nothing with VISIT_COUNTS=false", async () => {
    const quiet = staffApp(database, { WEB_ROOT: fixture.webRoot, VISIT_COUNTS: "false" });
    try {
      expect((await quiet.inject({ url: "/home?utm_campaign=spring" })).statusCode).toBe(200);
      await quiet.inject({ method: "POST", url: `${PAGE_VIEW_PATH}?path=%2Fabout` });
      await quiet.visits.flush();
    } finally {
      await quiet.close();
    }
    expect(await stored()).toEqual({ pages: [], sources: [] });
  });

  it("deletes the counts past their period with the daily purge, and keeps the rest", async () => {
    await view("/home");
    clock = new Date("2026-03-05T12:00:00.000Z");
    await view("/home");
    await app.visits.flush();
    // The purge on the day the first count's period ends: the day before it goes.
    const now = new Date("2027-04-03T12:00:00.000Z");
    expect(monthsBefore(now, RETENTION.visitCountsMonths).toISOString().slice(0, 10)).toBe("2026-03-03");
    await purgeExpired(app.db, { now, mailDir: `${database.dataDir}/mail` });
    expect((await stored()).pages.map((page) => page.day)).toEqual(["2026-03-05"]);
    expect((await stored()).sources.map((source) => source.day)).toEqual(["2026-03-05"]);
  });

  describe("messages and applications", () => {
    const landing = { landingPage: "/home", landingSource: "newsletter", landingCampaign: "spring" };

    const contactRow = async (id: string) =>
      app.db
        .selectFrom("contact_messages")
        .select(["landing_page", "landing_source", "landing_campaign"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const applicationRow = async (id: string) =>
      app.db
        .selectFrom("job_applications")
        .select(["landing_page", "landing_source", "landing_campaign"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();

    it("keep how the sender's visit began when the post says it, and are taken without it", async () => {
      const pair = await fetchXsrf(app);
      const withVisit = await post(app, MAIL_SENDING_PATH, { ...validContact(), ...landing }, pair.headers);
      expect(withVisit.statusCode).toBe(202);
      expect(await contactRow(withVisit.json<{ id: string }>().id)).toEqual({
        landing_page: "/home",
        landing_source: "newsletter",
        landing_campaign: "spring",
      });
      // The spec's call, byte for byte.
      const plain = await post(app, MAIL_SENDING_PATH, validContact(), pair.headers);
      expect(plain.statusCode).toBe(202);
      expect(await contactRow(plain.json<{ id: string }>().id)).toEqual({
        landing_page: null,
        landing_source: null,
        landing_campaign: null,
      });

      const application = await post(
        app,
        JOB_APPLICATION_PATH,
        { ...validApplication(), landingSource: "www.google.com", landingPage: "/Careers" },
        pair.headers,
      );
      expect(application.statusCode).toBe(202);
      expect(await applicationRow(application.json<{ id: string }>().id)).toEqual({
        landing_page: "/Careers",
        landing_source: "www.google.com",
        landing_campaign: null,
      });
      const plainApplication = await post(app, JOB_APPLICATION_PATH, validApplication(), pair.headers);
      expect(plainApplication.statusCode).toBe(202);
      expect((await applicationRow(plainApplication.json<{ id: string }>().id)).landing_source).toBeNull();

      // As the careers form's multipart post sends them, empty ones as not given.
      const { body, contentType } = await encodeForm(
        applicationForm({ landingPage: "/FIS", landingSource: "direct", landingCampaign: "" }),
      );
      const multipart = await post(app, JOB_APPLICATION_PATH, body, {
        ...pair.headers,
        "content-type": contentType,
        accept: "application/json",
      });
      expect(multipart.statusCode).toBe(202);
      expect(await applicationRow(multipart.json<{ id: string }>().id)).toEqual({
        landing_page: "/FIS",
        landing_source: "direct",
        landing_campaign: null,
      });
    });

    it("refuse a value longer than its limit or a page that is no path of the site, storing nothing; clean the rest", async () => {
      const pair = await fetchXsrf(app);
      const count = async () =>
        Number(
          (
            await app.db
              .selectFrom("contact_messages")
              .select((eb) => eb.fn.countAll<string>().as("count"))
              .executeTakeFirstOrThrow()
          ).count,
        );
      const before = await count();
      for (const bad of [
        { landingCampaign: "x".repeat(VISIT_LIMITS.campaign + 1) },
        { landingPage: "https://evil.example/" },
        { landingPage: "/contact?x=1" },
        { landingPage: 42 },
        { landingSource: { $ne: null } },
      ]) {
        const response = await post(app, MAIL_SENDING_PATH, { ...validContact(), ...bad }, pair.headers);
        expect(response.statusCode, JSON.stringify(bad)).toBe(400);
        expect(response.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual(
          Object.keys(bad),
        );
      }
      expect(await count()).toBe(before);

      // A campaign's link may hold anything: what the script kept is cleaned, not refused.
      const cleaned = await post(
        app,
        MAIL_SENDING_PATH,
        {
          ...validContact(),
          landingPage: "/home\u0000",
          landingSource: " News\nLetter\u202E ",
          landingCampaign: "\u0000\u0001",
        },
        pair.headers,
      );
      expect(cleaned.statusCode).toBe(202);
      expect(await contactRow(cleaned.json<{ id: string }>().id)).toEqual({
        landing_page: "/home",
        landing_source: "newsletter",
        landing_campaign: null,
      });
    });
  });

  describe("the console's overview", () => {
    it("shows each part to the roles that read it: visits to marketing and admins, messages to marketing, applications to HR", async () => {
      // Messages are dated by the real clock: the overview's days end today.
      clock = new Date();
      const today = clock.toISOString().slice(0, 10);
      const daysBefore = (days: number) =>
        new Date(Date.parse(`${today}T00:00:00.000Z`) - days * 86_400_000).toISOString().slice(0, 10);
      const pair = await fetchXsrf(app);
      await view("/home?utm_campaign=summer");
      await post(
        app,
        MAIL_SENDING_PATH,
        { ...validContact(), landingPage: "/home", landingSource: "direct", landingCampaign: "summer" },
        pair.headers,
      );
      await post(
        app,
        JOB_APPLICATION_PATH,
        { ...validApplication(), landingSource: "www.bing.com" },
        pair.headers,
      );
      await app.db.updateTable("outbox").set({ state: "dead" }).where("kind", "=", "application").execute();

      const marketing = await enrolledMember(app, "mira@example.com", "Mira", ["marketing"]);
      // Not flushed by hand: the overview writes this instance's counts first.
      const seen = await marketing.get(STAFF_API.overview);
      expect(seen.statusCode).toBe(200);
      const overview = seen.json<SiteOverview>();
      expect(overview).toMatchObject({ days: 7, from: daysBefore(6), to: today });
      expect(overview.visits?.pages).toEqual([{ path: "/home", views: 1, visits: 1 }]);
      expect(overview.visits?.sources).toEqual([{ source: "direct", campaign: "summer", visits: 1 }]);
      expect(overview.messages?.bySource).toContainEqual({ source: "direct", campaign: "summer", count: 1 });
      expect(overview.messages?.unhandled).toBeGreaterThan(0);
      expect(overview.applications).toBeUndefined();
      expect(overview.failedMails).toEqual([{ kind: "contact", count: 0 }]);

      const hr = await enrolledMember(app, "hari@example.com", "Hari", ["hr"]);
      const hrView = (await hr.get(STAFF_API.overview)).json<SiteOverview>();
      expect(hrView.visits).toBeUndefined();
      expect(hrView.messages).toBeUndefined();
      expect(hrView.applications?.bySource).toContainEqual({
        source: "www.bing.com",
        campaign: null,
        count: 1,
      });
      expect(hrView.failedMails.find((entry) => entry.kind === "application")?.count).toBeGreaterThan(0);

      const admin = await enrolledMember(app, "ada@example.com", "Ada", ["admin"]);
      const adminView = (await admin.get(`${STAFF_API.overview}?days=30`)).json<SiteOverview>();
      expect(adminView).toMatchObject({ days: 30, from: daysBefore(29), to: today });
      expect(adminView.visits?.views).toBeGreaterThan(0);
      expect(adminView.messages).toBeUndefined();
      expect(adminView.applications).toBeUndefined();
      expect(adminView.failedMails.map((entry) => entry.kind)).toEqual(["invitation"]);

      const editor = await enrolledMember(app, "eden@example.com", "Eden", ["editor", "publisher"]);
      expect((await editor.get(STAFF_API.overview)).statusCode).toBe(403);
      expect((await admin.get(`${STAFF_API.overview}?days=8`)).statusCode).toBe(400);
      expect((await admin.get(`${STAFF_API.overview}?days=${"9".repeat(3_000)}`)).statusCode).toBe(400);
      expect((await app.inject({ url: STAFF_API.overview })).statusCode).toBe(401);
    });
  });
});
