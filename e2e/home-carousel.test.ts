// The home hero's carousel and the logo rows' pause switch, which the home page has without
// React: plain HTML and CSS (components/HeroBanner.tsx, LogoMarquee.tsx) enhanced by
// app/enhance/carousel.ts. Without JavaScript every slide is readable in a strip that
// scrolls sideways and the switches pause the animations; with it, previous and next,
// a rotation that stops on hover, focus, pause and reduced motion, and the chosen slide
// announced. Nothing on the page moves when the script takes over.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { home } from "../web/app/content/home.ts";
import { SLIDE_INTERVAL_MS } from "../web/app/enhance/carousel.ts";
import { HOME_PATH } from "../web/app/pages.ts";
import { PHONE, useBrowser, WIDE } from "./browser.ts";
import { expectClean } from "./navigation-helpers.ts";

const browser = useBrowser();
const { heroSlides } = home;

const carousel = (page: Page) => page.getByRole("region", { name: "Highlights" });
const strip = (page: Page) => page.locator("[data-carousel-slides]");
const pauseSwitch = (page: Page) => page.getByRole("checkbox", { name: "Pause slides and motto" });

/**
 * The slide the strip shows, as the script counts it: its scroll position in widths (a
 * whole number once it rests on a slide, within the rounding of a fractional width).
 */
const shownSlide = (page: Page) =>
  strip(page).evaluate((element) => {
    const slides = element.scrollLeft / Math.max(element.clientWidth, 1);
    return Math.abs(slides - Math.round(slides)) < 0.02 ? Math.round(slides) : slides;
  });

const mottoPlayState = (page: Page) =>
  page
    .getByRole("list", { name: "Our mottos" })
    .evaluate((element) => getComputedStyle(element).animationPlayState);

describe("home hero carousel", () => {
  it("has more than one slide, or there is nothing to test", () => {
    expect(heroSlides.length).toBeGreaterThan(1);
  });

  it("without JavaScript: every slide in a strip that scrolls by keyboard; the switch pauses the motto", async () => {
    const opened = await browser.openPage(HOME_PATH, { viewport: WIDE, javaScriptEnabled: false });
    const { page } = opened;
    const slides = carousel(page).getByRole("group");
    expect(await slides.count()).toBe(heroSlides.length);
    for (const [index, slide] of heroSlides.entries()) {
      const group = carousel(page).getByRole("group", {
        name: `${index + 1} of ${heroSlides.length}`,
        exact: true,
      });
      expect(await group.getByRole("heading", { level: 2 }).textContent()).toBe(slide.title);
    }
    // Previous and next need the script: kept in place, but neither seen nor focusable.
    expect(await page.getByRole("button", { name: "Next slide" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Previous slide" }).count()).toBe(0);

    await strip(page).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => shownSlide(page)).toBe(1);

    expect(await mottoPlayState(page)).toBe("running");
    await pauseSwitch(page).check();
    expect(await mottoPlayState(page)).toBe("paused");
    expectClean(opened, "home without JavaScript");
  });

  for (const viewport of [PHONE, WIDE]) {
    it(`at ${viewport.width} px: next, previous (wrapping) and the live region, with nothing shifted`, async () => {
      const opened = await browser.openPage(HOME_PATH, { viewport, reducedMotion: "reduce" });
      const { page } = opened;
      // Each shift with what moved, so that a failure says where.
      const shifts = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            type Shift = PerformanceEntry & {
              value: number;
              sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
            };
            const describe = (entry: Shift) =>
              `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources
                .map(
                  (source) =>
                    `${source.node?.nodeName ?? "?"}.${(source.node as Element | undefined)?.className ?? ""} ` +
                    `${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
                )
                .join("; ")}`;
            new PerformanceObserver((list) => resolve((list.getEntries() as Shift[]).map(describe))).observe({
              type: "layout-shift",
              buffered: true,
            });
            setTimeout(() => resolve([]), 500);
          }),
      );
      expect(shifts, "layout shifts as the page loads").toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        "the strip scrolls inside the page, which does not scroll sideways",
      ).toBe(viewport.width);
      const status = carousel(page).locator("[aria-live=polite]");
      expect(await shownSlide(page)).toBe(0);
      await page.getByRole("button", { name: "Next slide" }).click();
      await expect.poll(() => shownSlide(page)).toBe(1);
      expect(await status.textContent()).toBe(`Slide 2 of ${heroSlides.length}: ${heroSlides[1]!.title}`);
      await page.getByRole("button", { name: "Previous slide" }).click();
      await expect.poll(() => shownSlide(page)).toBe(0);
      await page.getByRole("button", { name: "Previous slide" }).click();
      await expect.poll(() => shownSlide(page)).toBe(heroSlides.length - 1);
      expect(await status.textContent()).toBe(
        `Slide ${heroSlides.length} of ${heroSlides.length}: ${heroSlides.at(-1)!.title}`,
      );
      expectClean(opened, "home carousel");
    });
  }

  /** Opens /home with a fake clock, the pointer away from the carousel. */
  async function withClock(reducedMotion: "reduce" | "no-preference") {
    const opened = await browser.openPage(HOME_PATH, { viewport: WIDE, reducedMotion, settle: false });
    await opened.page.clock.install();
    await opened.goto(HOME_PATH);
    await opened.page.mouse.move(1, 1);
    return opened;
  }

  /**
   * Lets one rotation's time pass, then long enough for a smooth scroll to have started,
   * and checks the strip still rests on `slide`. (One interval at a time: three would
   * bring a three-slide carousel back to where it was.)
   */
  async function staysOn(page: Page, slide: number) {
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await page.waitForTimeout(400);
    expect(await shownSlide(page)).toBe(slide);
  }

  it("turns every few seconds, and not while paused, hovered or focused", async () => {
    const { page } = await withClock("no-preference");
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await expect.poll(() => shownSlide(page)).toBe(1);
    expect(await mottoPlayState(page)).toBe("running");

    await pauseSwitch(page).check();
    expect(await mottoPlayState(page)).toBe("paused");
    await page.mouse.move(1, 1);
    await staysOn(page, 1);
    // Focus stays inside the carousel (on the switch), which holds the rotation too.
    await pauseSwitch(page).uncheck();
    await page.mouse.move(1, 1);
    await staysOn(page, 1);

    // Focus leaves; the pointer rests on the slides.
    await page.locator("h1").click();
    await strip(page).hover();
    await staysOn(page, 1);
    await page.mouse.move(1, 1);
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await expect.poll(() => shownSlide(page)).toBe(2 % heroSlides.length);
  });

  it("never turns on its own under reduced motion", async () => {
    const { page } = await withClock("reduce");
    await staysOn(page, 0);
    await page.getByRole("button", { name: "Next slide" }).click();
    expect(await shownSlide(page), "at once, not smoothly").toBe(1);
  });
});

describe("home logo rows", () => {
  for (const javaScriptEnabled of [false, true]) {
    it(`pause and play with the switch${javaScriptEnabled ? "" : " without JavaScript"}`, async () => {
      const { page } = await browser.openPage(HOME_PATH, { viewport: WIDE, javaScriptEnabled });
      const tracks = () =>
        page
          .locator('main [role="region"] > ul')
          .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).animationPlayState));
      const pause = page.getByRole("checkbox", { name: "Pause logo animation" });
      expect(await tracks()).toEqual(["running", "running", "running"]);
      await pause.check();
      expect(await tracks()).toEqual(["paused", "paused", "paused"]);
      await pause.uncheck();
      expect(await tracks()).toEqual(["running", "running", "running"]);
    });
  }
});
