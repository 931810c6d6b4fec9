// Navigation in a real browser: redirects and aliases, client-side navigation, the active
// tab, the navbar's dropdowns and mobile menu by keyboard, the skip link, the
// scroll-to-top button, and the home page's logo marquees with and without reduced motion.

import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { site } from "../web/app/content/site.ts";
import { allPages, HOME_PATH } from "../web/app/route-table.ts";
import { normalise, PHONE, useBrowser, WIDE, type OpenedPage } from "./browser.ts";

const browser = useBrowser();

function pageInfo(path: string) {
  const info = allPages().find((p) => p.path === path);
  if (!info) throw new Error(`${path} is not in the route table`);
  return info;
}

const pathname = (page: Page) => new URL(page.url()).pathname;
const h1Text = async (page: Page) => normalise(await page.locator("h1").first().textContent({ timeout: 10_000 }));
const mainNav = (page: Page) => page.getByRole("navigation").first();
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const activeElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? "",
      id: element?.id ?? "",
      text: (element?.textContent ?? "").replace(/\s+/g, " ").trim(),
      href: element?.getAttribute("href") ?? null,
    };
  });

function expectClean(opened: OpenedPage, what: string) {
  expect.soft(opened.consoleErrors, `${what}: console errors`).toEqual([]);
  expect.soft(opened.failedRequests, `${what}: failed requests`).toEqual([]);
}

describe("redirects and aliases", () => {
  const home = pageInfo(HOME_PATH);

  it("/ ends on /home", async () => {
    const opened = await browser.openPage("/");
    expect(pathname(opened.page)).toBe(HOME_PATH);
    expect(await h1Text(opened.page)).toBe(home.heading);
    expectClean(opened, "/");
  });

  it("/no-such-page ends on /home", async () => {
    const opened = await browser.openPage("/no-such-page");
    expect(pathname(opened.page)).toBe(HOME_PATH);
    expect(await h1Text(opened.page)).toBe(home.heading);
    expectClean(opened, "/no-such-page");
  });

  it("/careers (wrong case) ends on /Careers", async () => {
    const opened = await browser.openPage("/careers");
    expect(pathname(opened.page)).toBe("/Careers");
    expect(opened.response?.status()).toBe(200);
    expect(await h1Text(opened.page)).toBe(pageInfo("/Careers").heading);
    expectClean(opened, "/careers");
  });

  it("/project-details/NOPE shows the spec's not-found message", async () => {
    const opened = await browser.openPage("/project-details/NOPE");
    expect(opened.response?.status()).toBe(200);
    expect(pathname(opened.page)).toBe("/project-details/NOPE");
    const message = opened.page.getByText("No project data found. Please check the project ID.");
    await message.waitFor({ state: "visible", timeout: 10_000 });
    expectClean(opened, "/project-details/NOPE");
  });

  for (const path of ["/career", "/Careers"]) {
    it(`${path} shows "Join Our Team"`, async () => {
      const opened = await browser.openPage(path);
      expect(opened.response?.status()).toBe(200);
      expect(pathname(opened.page)).toBe(path);
      expect(await h1Text(opened.page)).toBe("Join Our Team");
      expectClean(opened, path);
    });
  }

  it("/Demos shows the Demo-Page heading", async () => {
    const opened = await browser.openPage("/Demos");
    expect(opened.response?.status()).toBe(200);
    expect(await h1Text(opened.page)).toBe(pageInfo("/Demo-Page").heading);
    expectClean(opened, "/Demos");
  });
});

describe("client-side navigation", () => {
  it("a navbar link changes h1 and title without a full reload, and scrolls to the top", async () => {
    const opened = await browser.openPage(HOME_PATH, { viewport: WIDE });
    const { page } = opened;
    const about = pageInfo("/about");
    await page.evaluate(() => {
      (window as unknown as { __e2eMarker?: string }).__e2eMarker = "same document";
      window.scrollTo(0, 600);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

    const documentRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documentRequests.push(request.url());
    });
    await mainNav(page).getByRole("link", { name: "About", exact: true }).click();

    await page.waitForURL((url) => url.pathname === "/about", { timeout: 10_000 });
    await expect.poll(() => h1Text(page)).toBe(about.heading);
    await expect.poll(() => page.title()).toBe(`${about.title} | ${site.company}`);
    expect(documentRequests, "no document was requested").toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker),
      "the window survived (no full reload)",
    ).toBe("same document");
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
    expectClean(opened, "/home -> /about");
  });
});

describe("active tab", () => {
  for (const path of ["/project-page", "/FIS"]) {
    it(`on ${path} the Projects link has aria-current="page"`, async () => {
      const { page } = await browser.openPage(path, { viewport: WIDE });
      const projects = mainNav(page).getByRole("link", { name: "Projects", exact: true });
      expect(await projects.getAttribute("aria-current")).toBe("page");
      // ... and it is the only top-level item marked.
      const marked = await mainNav(page).locator(':scope [aria-current="page"]').evaluateAll((elements) =>
        elements.filter((e) => !e.closest("[hidden]")).map((e) => (e.textContent ?? "").trim()),
      );
      expect(marked).toEqual(["Projects"]);
    });
  }
});

describe("navbar dropdowns by keyboard (1440 wide)", () => {
  const docLinks = ["/Doc-1", "/Doc-2", "/Doc-3", "/Doc-4"];

  it("Tab reaches Publications; Enter opens it; Escape closes it and keeps focus; a click outside closes it", async () => {
    const opened = await browser.openPage(HOME_PATH, { viewport: WIDE });
    const { page } = opened;
    const nav = mainNav(page);
    const button = nav.getByRole("button", { name: "Publications" });
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
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    const controls = await button.getAttribute("aria-controls");
    expect(controls, "aria-controls").toBeTruthy();
    expect(await linksVisible()).toEqual([false, false, false, false]);

    await page.keyboard.press("Enter");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(linksVisible).toEqual([true, true, true, true]);
    expect(await page.locator(`[id="${controls}"]`).isVisible(), "the list aria-controls names").toBe(true);

    await page.keyboard.press("Escape");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
    expect(await isFocused(button), "focus is back on the button").toBe(true);
    expect(await linksVisible()).toEqual([false, false, false, false]);

    await page.keyboard.press("Enter");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
    await page.locator("h1").first().click();
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
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
        expect(row[i]!.left, `entry ${i} starts after the one before it ends`).toBeGreaterThanOrEqual(row[i - 1]!.right - 0.5);
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
    const toggle = nav.getByRole("button", { name: "Menu" });
    const about = nav.getByRole("link", { name: "About", exact: true });

    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.getAttribute("aria-controls")).toBeTruthy();
    expect(await about.isVisible(), "menu links hidden while closed").toBe(false);

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => about.isVisible()).toBe(true);

    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await isFocused(toggle), "focus is back on the toggle").toBe(true);
    await expect.poll(() => about.isVisible()).toBe(false);
    expectClean(opened, "mobile menu");
  });

  it("Escape in a dropdown inside the open menu closes the dropdown first, then the menu", async () => {
    const opened = await browser.openPage(HOME_PATH, { viewport: PHONE });
    const { page } = opened;
    const nav = mainNav(page);
    const toggle = nav.getByRole("button", { name: "Menu" });
    const publications = nav.getByRole("button", { name: "Publications" });

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await publications.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => publications.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => nav.getByRole("link", { name: "POSH Policy" }).isVisible()).toBe(true);

    await page.keyboard.press("Escape");
    await expect.poll(() => publications.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.getAttribute("aria-expanded"), "the menu stays open").toBe("true");
    expect(await isFocused(publications), "focus is back on Publications").toBe(true);

    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await isFocused(toggle), "focus is back on the toggle").toBe(true);
    expectClean(opened, "nested Escape");
  });
});

describe("links and focus", () => {
  it("the professional-network link opens in a new tab with rel=noopener", async () => {
    const { page } = await browser.openPage(HOME_PATH, { viewport: WIDE });
    const link = mainNav(page).locator(`a[href="${site.professionalNetwork.url}"]`);
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect((await link.getAttribute("rel"))?.split(/\s+/)).toContain("noopener");
  });

  it("the skip link is the first Tab stop and moves focus to main", async () => {
    const { page } = await browser.openPage("/about", { viewport: WIDE });
    await page.keyboard.press("Tab");
    const first = await activeElement(page);
    expect(first).toMatchObject({ tag: "a", text: "Skip to main content", href: "#main-content" });
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await activeElement(page)).id).toBe("main-content");
    expect((await activeElement(page)).tag).toBe("main");
  });
});

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
