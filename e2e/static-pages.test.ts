// The pages React does not hydrate (the route table's `hydrate` unset), end to end in
// Chromium against the real server: each one without JavaScript (its HTML and CSS alone:
// navbar, dropdowns, mobile menu, FAQ, search form, scroll-to-top link, axe) and with it
// (the small scripts of app/enhance/ and the speculation rules, no console error, no CSP
// violation, no framework downloaded; axe with it is routes.test.ts's).

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { confirmationPages, prerenderedPages } from "../web/app/pages.ts";
import { axeViolations } from "./axe.ts";
import { PHONE, useBrowser, WIDE } from "./browser.ts";
import { expectClean, isOpen, mainNav, summaryOf } from "./navigation-helpers.ts";

const browser = useBrowser();

const STATIC_PAGES = prerenderedPages()
  .filter((page) => !page.hydrate)
  .map((page) => page.path);

describe("every page without React", () => {
  it("is most of the site, the forms' confirmation pages among them", () => {
    expect(STATIC_PAGES.length).toBeGreaterThan(55);
    for (const page of confirmationPages()) expect(STATIC_PAGES).toContain(page.path);
    for (const path of ["/gallery", "/contact", "/Careers", "/search"])
      expect(STATIC_PAGES).not.toContain(path);
  });

  // Concurrent, as routes.test.ts: each page opens three contexts of its own, which the
  // test closes when it finishes.
  for (const path of STATIC_PAGES) {
    it.concurrent(
      `${path}: styled and navigable without JavaScript, axe-clean without it, no framework with it`,
      async ({ expect, onTestFinished }) => {
        const test = { onTestFinished };
        const plain = await browser.openPage(path, { javaScriptEnabled: false, test });
        const styled = await plain.page.evaluate(() =>
          [...document.styleSheets].some((sheet) => /\/assets\/style-[\w-]+\.css$/.test(sheet.href ?? "")),
        );
        expect(styled, "the whole stylesheet, without script").toBe(true);
        expect(await plain.page.locator("h1").count()).toBe(1);
        expect(await mainNav(plain.page).locator("a[href='/about']").count()).toBe(1);
        expectClean(plain, `${path} without JavaScript`, expect);
        // axe runs as a script, which a context without JavaScript never lets start: it checks
        // the same HTML with the page's own scripts blocked instead.
        const blocked = await browser.openPage(path, { test, settle: false });
        await blocked.page.route(/\/assets\/.*\.js$/, (route) => route.abort());
        await blocked.page.goto(path);
        expect(await axeViolations(blocked.page), "axe without the page's scripts").toEqual([]);

        const withScript = await browser.openPage(path, { test });
        expect(
          await withScript.page.evaluate(() => document.documentElement.hasAttribute("data-enhanced")),
          "the small scripts ran",
        ).toBe(true);
        const scripts = await withScript.page.evaluate(() =>
          (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
            .filter((entry) => entry.initiatorType === "script" || entry.name.endsWith(".js"))
            .map((entry) => new URL(entry.name).pathname),
        );
        expect(
          scripts.every((script) => /^\/assets\/enhance-[\w-]+\.js$/.test(script)),
          scripts.join(", "),
        ).toBe(true);
        expect(await withScript.page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
        // axe with JavaScript: routes.test.ts, on every page at two widths.
        // A CSP violation (the speculation rules' hash, say) is a console error.
        expectClean(withScript, `${path} with JavaScript`, expect);
      },
    );
  }
});

describe("paint first", () => {
  // The stylesheet and the small scripts are requested once the page has painted its content
  // (web/scripts/static-page.ts): a request made before is one the largest paint waits for on
  // a slow network. A page led by a picture waits for it too.
  for (const path of ["/BXBRL", "/Doc-1"]) {
    it(`${path}: nothing is requested before the first paint and the page's picture`, async () => {
      const opened = await browser.openPage(path, { viewport: PHONE });
      const timing = await opened.page.evaluate(() => {
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const hero = document.querySelector<HTMLImageElement>("main img[fetchpriority=high]");
        return {
          firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
          hero: hero && (resources.find((entry) => entry.name === hero.currentSrc)?.responseEnd ?? NaN),
          code: resources
            .filter((entry) => /\/assets\/[^/]+\.(?:js|css)$/.test(new URL(entry.name).pathname))
            .map((entry) => ({ url: entry.name, start: entry.startTime })),
        };
      });
      expect(timing.code.map((entry) => new URL(entry.url).pathname).sort()).toEqual([
        expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/),
        expect.stringMatching(/^\/assets\/style-[\w-]+\.css$/),
      ]);
      expect(timing.hero !== null, "a page led by a picture").toBe(path === "/BXBRL");
      for (const entry of timing.code) {
        expect(entry.start, entry.url).toBeGreaterThan(timing.firstPaint);
        if (timing.hero !== null) expect(entry.start, entry.url).toBeGreaterThan(timing.hero);
      }
      expectClean(opened, path);
    });
  }
});

describe("without JavaScript", () => {
  const open = (path: string, viewport: { width: number; height: number } = WIDE) =>
    browser.openPage(path, { viewport, javaScriptEnabled: false });

  it("a navbar dropdown opens and closes by click and by keyboard, one at a time", async () => {
    const opened = await open("/about");
    const nav = mainNav(opened.page);
    const publications = summaryOf(nav, "Publications");
    const ovations = summaryOf(nav, "Ovations");
    const doc1 = nav.locator("a[href='/Doc-1']");
    expect(await doc1.isVisible()).toBe(false);
    await publications.click();
    expect(await isOpen(publications)).toBe(true);
    expect(await doc1.isVisible()).toBe(true);
    await ovations.focus();
    await opened.page.keyboard.press("Enter");
    expect(await isOpen(ovations)).toBe(true);
    expect(await isOpen(publications), "one dropdown at a time").toBe(false);
    await opened.page.keyboard.press("Enter");
    expect(await isOpen(ovations)).toBe(false);
    await publications.click();
    await doc1.click();
    await opened.page.waitForURL((url) => url.pathname === "/Doc-1");
    expectClean(opened, "dropdown without JavaScript");
  });

  it("the browser exposes each menu summary's expanded state", async () => {
    const { page } = await open("/about");
    const cdp = await page.context().newCDPSession(page);
    const expandedOf = async () => {
      const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
      const { nodeId } = await cdp.send("DOM.querySelector", {
        nodeId: root.nodeId,
        selector: "nav details[name] > summary",
      });
      const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
      return nodes[0]?.properties?.find((p) => p.name === "expanded")?.value.value as unknown;
    };
    expect(await expandedOf()).toBe(false);
    await summaryOf(mainNav(page), "Publications").click();
    expect(await expandedOf()).toBe(true);
  });

  it("the Menu toggle shows and hides the menu on a phone", async () => {
    const { page } = await open("/help", PHONE);
    const nav = mainNav(page);
    const toggle = summaryOf(nav, "Menu");
    const about = nav.getByRole("link", { name: "About", exact: true });
    expect(await about.isVisible()).toBe(false);
    await toggle.click();
    expect(await about.isVisible()).toBe(true);
    await summaryOf(nav, "More").click();
    expect(await nav.locator("a[href='/time-line']").isVisible()).toBe(true);
    await toggle.click();
    expect(await about.isVisible()).toBe(false);
  });

  it("the FAQ opens its first answer at start and one at a time", async () => {
    const { page } = await open("/help");
    const summaries = page.locator("main details > summary");
    const expanded = () =>
      summaries.evaluateAll((all) => all.map((s) => (s.parentElement as HTMLDetailsElement).open));
    expect(await expanded()).toEqual([true, false, false, false, false, false]);
    await summaries.nth(3).click();
    expect(await expanded()).toEqual([false, false, false, true, false, false]);
  });

  it("the search box is a plain GET of /search", async () => {
    const { page } = await open("/about");
    const box = page.getByRole("combobox", { name: "Search this site" });
    await box.fill("core banking");
    await box.press("Enter");
    await page.waitForURL(
      (url) => url.pathname === "/search" && url.searchParams.get("q") === "core banking",
      { timeout: 10_000 },
    );
  });

  it("the scroll-to-top link is there and goes to the top", async () => {
    const { page } = await open("/time-line", PHONE);
    await page.evaluate(() => window.scrollTo(0, 800));
    const link = page.getByRole("link", { name: "Scroll to top" });
    expect(await link.isVisible()).toBe(true);
    await link.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe("with JavaScript", () => {
  it("carries speculation rules the browser accepts, and a cross-document view transition", async () => {
    const opened = await browser.openPage("/about", { viewport: WIDE });
    const found = await opened.page.evaluate(() => ({
      supported: HTMLScriptElement.supports("speculationrules"),
      rules: document.querySelectorAll('script[type="speculationrules"]').length,
      viewTransition: [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.startsWith("@view-transition")),
      ),
    }));
    expect(found).toEqual({ supported: true, rules: 1, viewTransition: true });
    expectClean(opened, "speculation rules");
  });
});

describe("a PDF shown in the page", () => {
  const fallback = (page: Page) => page.getByText("This browser does not support PDFs.");

  it("is framed where the browser shows PDFs, with the fallback hidden", async () => {
    const { page } = await browser.openPage("/ovations-1", { viewport: WIDE });
    expect(await page.locator("main iframe").count()).toBe(1);
    expect(await fallback(page).isVisible()).toBe(false);
  });

  // Chrome's viewer draws its document at (8,8), then at (0,0) once its stylesheet applies:
  // a layout shift of the page's frame in about half the loads. The frame stays 0x0 until
  // that is over, then fills its box; growing is a resize, which shifts nothing. Three
  // loads, each traced across every frame as Lighthouse does.
  it("shifts nothing while Chrome's viewer settles, then fills its box", async () => {
    const opened = await browser.openPage("/ovations-1", { viewport: PHONE });
    const { page } = opened;
    for (let load = 0; load < 3; load++) {
      await browser.browser().startTracing(page, { categories: ["loading", "devtools.timeline"] });
      await opened.goto("/ovations-1");
      // The frame grown to its box's inner size (the box has the 600 px and the border).
      const fills = () =>
        page.locator("main iframe").evaluate((frame) => {
          const box = frame.parentElement;
          return (
            box !== null &&
            frame.clientHeight > 500 &&
            frame.clientWidth === box.clientWidth &&
            frame.clientHeight === box.clientHeight
          );
        });
      await expect.poll(fills).toBe(true);
      await page.waitForTimeout(500);
      const trace = JSON.parse((await browser.browser().stopTracing()).toString()) as {
        traceEvents: { name: string; args?: { data?: { weighted_score_delta?: number } } }[];
      };
      const shifts = trace.traceEvents
        .filter((event) => event.name === "LayoutShift")
        .map((event) => event.args?.data?.weighted_score_delta);
      expect(shifts, `load ${load + 1}`).toEqual([]);
    }
    expectClean(opened, "/ovations-1");
  });

  it("gives way to the fallback and its download link where the browser cannot show PDFs", async () => {
    const opened = await browser.openPage("/ovations-1", { viewport: PHONE, settle: false });
    await opened.page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "pdfViewerEnabled", { get: () => false }),
    );
    await opened.goto("/ovations-1");
    const { page } = opened;
    await expect.poll(() => fallback(page).isVisible()).toBe(true);
    expect(await page.locator("main iframe").count()).toBe(0);
    const download = fallback(page).getByRole("link", { name: /^Download .+ \(PDF/ });
    expect(await download.getAttribute("href")).toMatch(/\.pdf$/);
  });
});
