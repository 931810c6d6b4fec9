// What moves on its own or scrolls the page, in a real browser: the scroll-to-top button
// and the home page's logo marquees, with and without prefers-reduced-motion.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { HOME_PATH } from "../web/app/pages.ts";
import { PHONE, useBrowser, WIDE } from "./browser.ts";
import { expectClean } from "./navigation-helpers.ts";

const browser = useBrowser();

describe("scroll-to-top button", () => {
  const button = (page: Page) => page.getByRole("button", { name: "Scroll to top" });
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

  it("is hidden at the top, shows after scrolling 500 px, and scrolls back to the top", async () => {
    const opened = await browser.openPage(HOME_PATH, { viewport: PHONE });
    const { page } = opened;
    expect(await button(page).isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect.poll(() => scrollY(page)).toBe(500);
    await expect.poll(() => button(page).isVisible()).toBe(true);
    await button(page).click();
    await expect.poll(() => scrollY(page), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => button(page).isVisible()).toBe(false);
    expectClean(opened, "scroll to top");
  });

  it("scrolls instantly under prefers-reduced-motion", async () => {
    const { page } = await browser.openPage(HOME_PATH, { viewport: PHONE, reducedMotion: "reduce" });
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
