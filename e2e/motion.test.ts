// What moves on its own or scrolls the page, in a real browser: the scroll-to-top link
// (app/enhance/scroll-to-top.ts, on a page React hydrates and on one without React) and the
// home page's logo marquees, with and without prefers-reduced-motion.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { HOME_PATH } from "../web/app/pages.ts";
import { PHONE, useBrowser, WIDE } from "./browser.ts";
import { expectClean } from "./navigation-helpers.ts";

const browser = useBrowser();

describe("scroll-to-top link", () => {
  const button = (page: Page) => page.getByRole("link", { name: "Scroll to top" });
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

  for (const path of [HOME_PATH, "/about"]) {
    it(`${path}: hidden at the top and at 100 px, shown past 100 px, scrolls smoothly back to the top`, async () => {
      const opened = await browser.openPage(path, { viewport: PHONE });
      const { page } = opened;
      expect(await button(page).isVisible()).toBe(false);
      await page.evaluate(() => window.scrollTo(0, 100));
      await expect.poll(() => scrollY(page)).toBe(100);
      await page.waitForTimeout(100);
      expect(await button(page).isVisible(), "not yet at 100 px").toBe(false);
      await page.evaluate(() => window.scrollTo(0, 500));
      await expect.poll(() => scrollY(page)).toBe(500);
      await expect.poll(() => button(page).isVisible()).toBe(true);
      // Smooth: the page passes through positions between 500 and the top. Recorded in the
      // page, at every scroll event: sampling from the test misses them on a busy machine.
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { scrolledThrough: number[] }).scrolledThrough = seen;
        addEventListener("scroll", () => seen.push(window.scrollY), { passive: true });
      });
      await button(page).click();
      await expect.poll(() => scrollY(page), { timeout: 5_000 }).toBe(0);
      const positions = await page.evaluate(
        () => (window as unknown as { scrolledThrough: number[] }).scrolledThrough,
      );
      expect(
        positions.some((y) => y > 0 && y < 500),
        `went through ${positions.join(", ")}`,
      ).toBe(true);
      await expect.poll(() => button(page).isVisible()).toBe(false);
      expect(new URL(page.url()).hash, "the address keeps no #top").toBe("");
      expect(await page.evaluate(() => document.activeElement?.id), "focus on the main content").toBe(
        "main-content",
      );
      expectClean(opened, "scroll to top");
    });
  }

  it("scrolls instantly under prefers-reduced-motion", async () => {
    const { page } = await browser.openPage("/about", { viewport: PHONE, reducedMotion: "reduce" });
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect.poll(() => button(page).isVisible()).toBe(true);
    await button(page).click();
    expect(await scrollY(page)).toBe(0);
  });
});

describe("home logo marquees", () => {
  const tracks = (page: Page) =>
    page.locator('main [role="region"] > ul').evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return {
          name: style.animationName,
          duration: style.animationDuration,
          playState: style.animationPlayState,
          running: element.getAnimations().some((a) => a.playState === "running"),
        };
      }),
    );

  it("do not move under prefers-reduced-motion (animation-name: none)", async () => {
    const { page } = await browser.openPage(HOME_PATH, { viewport: WIDE, reducedMotion: "reduce" });
    const found = await tracks(page);
    expect(found.length, "logo marquees on /home").toBeGreaterThan(0);
    for (const track of found) expect(track).toMatchObject({ name: "none", running: false });
  });

  for (const [viewport, duration] of [
    [WIDE, "10s"],
    [PHONE, "5s"],
  ] as const) {
    it(`run a ${duration} animation at ${viewport.width} wide without reduced motion`, async () => {
      const { page } = await browser.openPage(HOME_PATH, { viewport });
      const found = await tracks(page);
      expect(found.length, "logo marquees on /home").toBeGreaterThan(0);
      for (const track of found) {
        expect(track.name).not.toBe("none");
        expect(track).toMatchObject({ duration, playState: "running", running: true });
      }
    });
  }
});
