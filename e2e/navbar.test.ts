// The navbar in a real browser: the active tab, the dropdowns and the mobile menu by
// keyboard, and its layout on wide screens. The menus are <details> (their summaries the
// buttons), with app/enhance/menus.ts for Escape, a click outside and focus leaving; without
// JavaScript: static-pages.test.ts.

import { describe, expect, it } from "vitest";
import { HOME_PATH } from "../web/app/pages.ts";
import { isFocused, PHONE, useBrowser, WIDE } from "./browser.ts";
import { activeElement, expectClean, isOpen, mainNav, summaryOf } from "./navigation-helpers.ts";

const browser = useBrowser();

describe("active tab", () => {
  for (const path of ["/project-page", "/FIS"]) {
    it(`on ${path} the Projects link has aria-current="page"`, async () => {
      const { page } = await browser.openPage(path, { viewport: WIDE });
      const projects = mainNav(page).getByRole("link", { name: "Projects", exact: true });
      expect(await projects.getAttribute("aria-current")).toBe("page");
      // ... and it is the only top-level item marked.
      const marked = await mainNav(page)
        .locator(':scope [aria-current="page"]')
        .evaluateAll((elements) =>
          elements.filter((e) => !e.closest("[hidden]")).map((e) => (e.textContent ?? "").trim()),
        );
      expect(marked).toEqual(["Projects"]);
    });
  }
});

describe("navbar dropdowns by keyboard (1440 wide)", () => {
  const docLinks = ["/Doc-1", "/Doc-2", "/Doc-3", "/Doc-4"];

  it("Tab reaches Publications; Enter opens it; Escape closes it and keeps focus; a click outside closes it", async () => {
    // A page without React: the menus are the same on the pages it hydrates (mobile menu below).
    const opened = await browser.openPage("/about", { viewport: WIDE });
    const { page } = opened;
    const nav = mainNav(page);
    const button = summaryOf(nav, "Publications");
    const links = docLinks.map((href) => nav.locator(`a[href="${href}"]`));
    const linksVisible = async () => Promise.all(links.map((l) => l.isVisible()));

    await page.keyboard.press("Tab");
    expect((await activeElement(page)).text).toBe("Skip to main content");
    let reached = false;
    for (let i = 0; i < 40 && !reached; i += 1) {
      await page.keyboard.press("Tab");
      reached = await isFocused(button);
    }
    expect(reached, "Tab from the skip link reaches the Publications button").toBe(true);
    expect(await isOpen(button)).toBe(false);
    expect(await linksVisible()).toEqual([false, false, false, false]);

    await page.keyboard.press("Enter");
    await expect.poll(() => isOpen(button)).toBe(true);
    await expect.poll(linksVisible).toEqual([true, true, true, true]);

    await page.keyboard.press("Escape");
    await expect.poll(() => isOpen(button)).toBe(false);
    expect(await isFocused(button), "focus is back on the button").toBe(true);
    expect(await linksVisible()).toEqual([false, false, false, false]);

    await page.keyboard.press("Enter");
    await expect.poll(() => isOpen(button)).toBe(true);
    await page.locator("h1").first().click();
    await expect.poll(() => isOpen(button)).toBe(false);
    expect(await linksVisible()).toEqual([false, false, false, false]);
    expectClean(opened, "dropdown");
  });
});

describe("navbar layout on wide screens", () => {
  for (const width of [1280, 1440, 1920]) {
    it(`at ${width} wide the brand and every menu entry sit on one row without overlapping`, async () => {
      const { page } = await browser.openPage(HOME_PATH, { viewport: { width, height: 900 } });
      const boxes = await page.evaluate(() => {
        const nav = document.querySelector("nav")!;
        const brand = nav.querySelector("a")!;
        const entries = [...nav.querySelectorAll(":scope > ul > li")];
        const box = (r: DOMRect) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom });
        // The brand's text may overflow a shrunken box: measure what is drawn.
        const brandText = document.createRange();
        brandText.selectNodeContents(brand);
        return {
          brand: box(brandText.getBoundingClientRect()),
          entries: entries.map((entry) => box(entry.getBoundingClientRect())),
        };
      });
      const row = [boxes.brand, ...boxes.entries];
      expect(boxes.entries.length).toBeGreaterThan(5);
      for (let i = 1; i < row.length; i += 1) {
        expect(row[i]!.left, `entry ${i} starts after the one before it ends`).toBeGreaterThanOrEqual(
          row[i - 1]!.right - 0.5,
        );
        expect(row[i]!.top, `entry ${i} is on the first row`).toBeLessThan(boxes.brand.bottom);
      }
      expect(row.at(-1)!.right).toBeLessThanOrEqual(width);
    });
  }
});

describe("mobile menu (390 wide)", () => {
  it("the Menu toggle opens with Enter and closes with Escape, returning focus to it", async () => {
    const opened = await browser.openPage(HOME_PATH, { viewport: PHONE });
    const { page } = opened;
    const nav = mainNav(page);
    const toggle = summaryOf(nav, "Menu");
    const about = nav.getByRole("link", { name: "About", exact: true });

    expect(await toggle.isVisible()).toBe(true);
    expect(await isOpen(toggle)).toBe(false);
    const controls = await toggle.getAttribute("aria-controls");
    expect(controls, "aria-controls").toBeTruthy();
    expect(await about.isVisible(), "menu links hidden while closed").toBe(false);

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => isOpen(toggle)).toBe(true);
    await expect.poll(() => about.isVisible()).toBe(true);
    expect(await page.locator(`[id="${controls}"]`).isVisible(), "the list aria-controls names").toBe(true);

    await page.keyboard.press("Escape");
    await expect.poll(() => isOpen(toggle)).toBe(false);
    expect(await isFocused(toggle), "focus is back on the toggle").toBe(true);
    await expect.poll(() => about.isVisible()).toBe(false);
    expectClean(opened, "mobile menu");
  });

  it("the Menu toggle keeps its box however much of it the page had parsed when it painted", async () => {
    // A browser may paint before the parser reaches the end of the toggle: without a summary
    // yet it draws a default one. Each cut ends the document there, as such a paint sees it.
    const path = "/about";
    const opened = await browser.openPage(path, { viewport: PHONE, settle: false });
    const { page } = opened;
    const html = await (await page.request.get(`${browser.baseURL}${path}`)).text();
    const start = html.indexOf("<details");
    const after = (text: string, from: number) => html.indexOf(text, from) + text.length;
    const cuts = {
      "without its summary": after(">", start),
      "with an empty summary": after(">", html.indexOf("<summary", start)),
      "with its icon, not its label": after("</svg>", start),
      whole: html.length,
    };
    const boxes: Record<string, string> = {};
    for (const [name, cut] of Object.entries(cuts)) {
      await page.route(`${browser.baseURL}${path}`, (route) =>
        route.fulfill({ contentType: "text/html", body: html.slice(0, cut) }),
      );
      await page.goto(`${browser.baseURL}${path}`, { waitUntil: "load" });
      await page.unroute(`${browser.baseURL}${path}`);
      boxes[name] = await page.evaluate(() => {
        const at = (element: Element | null | undefined) => {
          const rect = element?.getBoundingClientRect();
          return rect && `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
        };
        const toggle = document.querySelector("details[data-menu]");
        const icon = toggle?.querySelector("svg");
        return `${at(toggle)}${icon ? `, icon at ${at(icon)}` : ""}`;
      });
    }
    const whole = boxes.whole!;
    const icon = whole.slice(whole.indexOf(", icon"));
    expect(icon).toMatch(/^, icon at /);
    expect(boxes).toEqual({
      "without its summary": whole.replace(icon, ""),
      "with an empty summary": whole.replace(icon, ""),
      "with its icon, not its label": whole,
      whole,
    });
  });

  it("Escape in a dropdown inside the open menu closes the dropdown first, then the menu", async () => {
    const opened = await browser.openPage(HOME_PATH, { viewport: PHONE });
    const { page } = opened;
    const nav = mainNav(page);
    const toggle = summaryOf(nav, "Menu");
    const publications = summaryOf(nav, "Publications");

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => isOpen(toggle)).toBe(true);
    await publications.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => isOpen(publications)).toBe(true);
    await expect.poll(() => nav.getByRole("link", { name: "POSH Policy" }).isVisible()).toBe(true);

    await page.keyboard.press("Escape");
    await expect.poll(() => isOpen(publications)).toBe(false);
    expect(await isOpen(toggle), "the menu stays open").toBe(true);
    expect(await isFocused(publications), "focus is back on Publications").toBe(true);

    await page.keyboard.press("Escape");
    await expect.poll(() => isOpen(toggle)).toBe(false);
    expect(await isFocused(toggle), "focus is back on the toggle").toBe(true);
    expectClean(opened, "nested Escape");
  });
});
