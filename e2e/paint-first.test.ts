// A page React hydrates paints from its HTML alone, then loads its stylesheet and code
// (web/scripts/paint-first.ts), in a real browser against the real server: no script or
// stylesheet request starts before the first contentful paint (nor before the page's
// high-priority picture has loaded), the inline critical CSS styles the first markup
// exactly as the whole stylesheet does, and the page still hydrates, with the head React
// rendered and nothing in the console.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PHONE, useBrowser, WIDE } from "./browser.ts";
import { expectClean } from "./navigation-helpers.ts";

const browser = useBrowser();

/** The pages React hydrates: the forms, data from the API, the search. (Pages without React: static-pages.test.ts.) */
const PAGES = ["/contact", "/Careers", "/gallery", "/search"];

const isCode = (url: string) => /\/assets\/[^/]+\.(?:js|css)$/.test(new URL(url).pathname);

describe("content first, then code", () => {
  for (const pathname of PAGES) {
    it(`${pathname}: no script or stylesheet is requested before the page has painted, and it hydrates`, async () => {
      const opened = await browser.openPage(pathname, { viewport: PHONE });
      const { page } = opened;
      await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
      const timing = await page.evaluate(() => {
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const hero = document.querySelector<HTMLImageElement>("main img[fetchpriority=high]");
        return {
          firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
          heroLoaded: hero
            ? resources.find((entry) => entry.name === hero.currentSrc)?.responseEnd
            : undefined,
          hasHero: hero !== null,
          code: resources
            .filter((entry) => entry.initiatorType !== "navigation")
            .map((entry) => ({ url: entry.name, start: entry.startTime })),
        };
      });
      const code = timing.code.filter((entry) => isCode(entry.url));
      expect(timing.firstPaint).toBeGreaterThan(0);
      expect(code.length).toBeGreaterThan(3);
      for (const entry of code) expect(entry.start, entry.url).toBeGreaterThanOrEqual(timing.firstPaint!);
      if (timing.hasHero) {
        expect(timing.heroLoaded).toBeGreaterThan(0);
        for (const entry of code) expect(entry.start, entry.url).toBeGreaterThanOrEqual(timing.heroLoaded!);
      }
      // The head as React rendered it: the stylesheet linked once, the inline rules gone.
      const head = await page.evaluate(() => ({
        stylesheets: [...document.head.querySelectorAll("link[rel=stylesheet]")].map((link) =>
          link.getAttribute("href"),
        ),
        inline: document.head.querySelectorAll("style, noscript").length,
      }));
      expect(head.stylesheets).toHaveLength(1);
      expect(head.stylesheets[0]).toMatch(/^\/assets\/style-[\w-]+\.css$/);
      expect(head.inline).toBe(0);
      expectClean(opened, pathname);
    });
  }

  it("an unknown id gets its route's not-found page in the HTML, which paints before the code loads", async () => {
    const html = await (await fetch(`${browser.baseURL}/project-details/NOPE`)).text();
    expect(html).toContain("Project not found</h1>");
    const opened = await browser.openPage("/project-details/NOPE", { viewport: PHONE });
    const { page } = opened;
    await page.getByRole("heading", { level: 1, name: "Project not found" }).waitFor();
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      code: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((entry) => ({
        url: entry.name,
        start: entry.startTime,
      })),
    }));
    const code = timing.code.filter((entry) => isCode(entry.url));
    expect(code.length).toBeGreaterThan(3);
    for (const entry of code) expect(entry.start, entry.url).toBeGreaterThan(timing.firstPaint!);
    expectClean(opened, "/project-details/NOPE");
  });

  it("without JavaScript, the page links the whole stylesheet from <noscript>", async () => {
    const { page } = await browser.openPage("/contact", { viewport: PHONE, javaScriptEnabled: false });
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => sheet.href ?? "inline"),
    );
    expect(sheets).toContain("inline");
    expect(sheets.some((href) => /\/assets\/style-[\w-]+\.css$/.test(href))).toBe(true);
  });
});

/** Properties that place and paint an element. */
const PROPERTIES = [
  "display",
  "position",
  "top",
  "float",
  "box-sizing",
  "width",
  "height",
  "margin-top",
  "margin-left",
  "padding-top",
  "padding-left",
  "border-top-width",
  "border-top-color",
  "color",
  "background-color",
  "background-image",
  "font-family",
  "font-size",
  "font-weight",
  "line-height",
  "text-align",
  "text-decoration-line",
  "flex-direction",
  "justify-content",
  "align-items",
  "gap",
  "grid-template-columns",
  "visibility",
  "opacity",
  "overflow-x",
  "z-index",
  "list-style-type",
] as const;

/**
 * Every element's computed style in the body, by document position, once React's streamed
 * HTML has been put in place (its inline scripts move each boundary's content out of a
 * hidden <div> into its <template>'s place, on a later frame).
 */
async function computedStyles(page: Page): Promise<string[]> {
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector('template[id^="B:"], div[hidden][id^="S:"]') === null),
    )
    .toBe(true);
  return page.evaluate(
    (properties) => {
      return [...document.body.querySelectorAll("*:not(script)")].map((element, index) => {
        const style = getComputedStyle(element);
        return `${index} ${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}: ${properties.map((name) => style.getPropertyValue(name)).join("|")}`;
      });
    },
    [...PROPERTIES],
  );
}

describe("the inline critical CSS", () => {
  for (const [pathname, viewport, hydrated] of [
    ["/BRBS", PHONE, false],
    ["/contact", WIDE, true],
    ["/home", WIDE, false],
    ["/privacy", PHONE, false],
    ["/gallery", WIDE, true],
  ] as const) {
    it(`${pathname} at ${viewport.width} px: styles the first markup as the whole stylesheet does`, async () => {
      const context = await browser
        .browser()
        .newContext({ baseURL: browser.baseURL, viewport, reducedMotion: "reduce" });
      try {
        const page = await context.newPage();
        // No code: the markup stays the prerendered one (a static page's one-line inline
        // script, which links the stylesheet once the page has loaded, still runs). The
        // stylesheet waits until let go.
        await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/assets\/style-[\w-]+\.css$/, async (route) => {
          await released;
          await route.continue();
        });
        await page.goto(pathname, { waitUntil: "load" });
        await expect
          .poll(() => page.evaluate(() => document.querySelectorAll("link[rel=stylesheet]").length))
          .toBe(1);
        expect(await page.evaluate(() => document.getElementById("critical-css") !== null)).toBe(true);
        const critical = await computedStyles(page);
        release();
        if (hydrated) {
          // Once the stylesheet has loaded, the bootstrap removes the inline rules.
          await expect
            .poll(() => page.evaluate(() => document.getElementById("critical-css") === null))
            .toBe(true);
        } else {
          await expect
            .poll(() =>
              page.evaluate(
                () => document.querySelector<HTMLLinkElement>("link[rel=stylesheet]")?.sheet != null,
              ),
            )
            .toBe(true);
        }
        const whole = await computedStyles(page);
        expect(critical.length).toBeGreaterThan(50);
        expect(critical).toEqual(whole);
      } finally {
        await context.close();
      }
    });
  }
});
