// The site search in the navbar's utility bar, by keyboard and by mouse: an accessible
// combobox whose suggestions follow the spec's matching rules, then offer the full-text
// search (full-text-search.test.ts).

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PHONE, useBrowser, WIDE } from "./browser.ts";

const browser = useBrowser();

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search this site" });
const suggestions = (page: Page) => page.getByRole("listbox", { name: "Suggestions" });

describe("site search", () => {
  it("suggests labels containing the query and opens the one chosen by keyboard", async () => {
    const opened = await browser.openPage("/about", { viewport: WIDE });
    const { page } = opened;
    const box = searchBox(page);
    expect(await box.getAttribute("aria-expanded")).toBe("false");

    await box.click();
    await page.keyboard.type("TEAM");
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("true");
    expect(await suggestions(page).getByRole("option").allTextContents()).toEqual([
      "Team",
      "Search the site for “TEAM”",
    ]);

    await page.keyboard.press("ArrowDown");
    const activeId = await box.getAttribute("aria-activedescendant");
    expect(activeId).toBeTruthy();
    expect(await page.locator(`[id="${activeId}"]`).getAttribute("aria-selected")).toBe("true");

    // Every link is a document load: what the box showed as the page left is kept for the check.
    await page.evaluate(() =>
      addEventListener("pagehide", () => {
        const input = document.querySelector<HTMLInputElement>("[role=combobox]")!;
        sessionStorage.setItem("left-with", `${input.value}|${input.getAttribute("aria-expanded")}`);
      }),
    );
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/team", { timeout: 10_000 });
    expect(await page.evaluate(() => sessionStorage.getItem("left-with"))).toBe("Team|false");
    expect(await suggestions(page).isVisible()).toBe(false);
    expect(opened.consoleErrors).toEqual([]);
  });

  it("keeps the suggestions typed for before React hydrated the page, and they still open", async () => {
    const context = await browser.browser().newContext({ baseURL: browser.baseURL, viewport: WIDE });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    // React waits until the visitor has typed: its chunk is held, the small scripts are not.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const enhanced = page.waitForResponse((response) => /\/assets\/enhance-[\w-]+\.js$/.test(response.url()));
    await page.goto("/contact");
    await enhanced;
    await searchBox(page).click();
    await page.keyboard.type("gall");
    const gallery = suggestions(page).getByRole("option", { name: "Gallery" });
    await expect.poll(() => gallery.count()).toBe(1);
    release();
    await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await gallery.click();
    await page.waitForURL((url) => url.pathname === "/gallery", { timeout: 10_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a suggestion clicked with the mouse", async () => {
    const { page } = await browser.openPage("/home", { viewport: WIDE });
    await searchBox(page).fill("gall");
    await page.evaluate(() =>
      addEventListener("pagehide", () =>
        sessionStorage.setItem(
          "left-with",
          document.querySelector<HTMLInputElement>("[role=combobox]")!.value,
        ),
      ),
    );
    await suggestions(page).getByRole("option", { name: "Gallery" }).click();
    await page.waitForURL((url) => url.pathname === "/gallery", { timeout: 10_000 });
    expect(await page.evaluate(() => sessionStorage.getItem("left-with"))).toBe("Gallery");
  });

  it("on submit, opens the page whose label the query equals (trimmed, any case), and otherwise searches the whole site", async () => {
    const { page } = await browser.openPage("/home", { viewport: WIDE });
    const box = searchBox(page);
    await box.fill("  help and FAQS ");
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/help", { timeout: 10_000 });

    await box.fill("galler");
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "galler", {
      timeout: 10_000,
    });
    expect(await suggestions(page).isVisible(), "hidden after submit").toBe(false);
  });

  it("hides the suggestions on Escape and on a click outside", async () => {
    const { page } = await browser.openPage("/home", { viewport: WIDE });
    const box = searchBox(page);
    await box.fill("an");
    await expect.poll(() => suggestions(page).isVisible()).toBe(true);
    await box.press("Escape");
    expect(await suggestions(page).isVisible()).toBe(false);

    await box.fill("ana");
    await expect.poll(() => suggestions(page).isVisible()).toBe(true);
    await page.locator("h1").click();
    await expect.poll(() => suggestions(page).isVisible()).toBe(false);
  });

  for (const [viewport, maxHeight] of [
    [PHONE, "200px"],
    [WIDE, "300px"],
  ] as const) {
    it(`sizes the list 300 px wide and at most ${maxHeight} tall at ${viewport.width} wide`, async () => {
      const { page } = await browser.openPage("/home", { viewport });
      await searchBox(page).fill("e");
      await expect.poll(() => suggestions(page).isVisible()).toBe(true);
      const style = await suggestions(page).evaluate((list) => {
        const s = getComputedStyle(list);
        return { width: s.width, maxHeight: s.maxHeight, height: list.getBoundingClientRect().height };
      });
      expect(style.width).toBe("300px");
      expect(style.maxHeight).toBe(maxHeight);
      expect(style.height).toBeLessThanOrEqual(Number.parseInt(maxHeight, 10));
    });
  }
});
