// Navigation in a real browser: redirects and aliases, links as document loads, the
// professional-network link and the skip link. The navbar itself: navbar.test.ts; the
// scroll-to-top button and the logo marquees: motion.test.ts.

import { describe, expect, it } from "vitest";
import { site } from "../web/app/content/site.ts";
import { HOME_PATH } from "../web/app/pages.ts";
import { useBrowser, WIDE } from "./browser.ts";
import { activeElement, expectClean, h1Text, mainNav, pageInfo, pathname } from "./navigation-helpers.ts";

const browser = useBrowser();

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

describe("links load documents", () => {
  it("from a page React hydrates, a navbar link to a page without React is a full document load", async () => {
    const opened = await browser.openPage("/contact", { viewport: WIDE });
    const { page } = opened;
    const about = pageInfo("/about");
    await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
    await page.evaluate(() => {
      (window as unknown as { __e2eMarker?: string }).__e2eMarker = "same document";
      window.scrollTo(0, 600);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

    await mainNav(page).getByRole("link", { name: "About", exact: true }).click();

    await page.waitForURL((url) => url.pathname === "/about", { timeout: 10_000 });
    await expect.poll(() => h1Text(page)).toBe(about.heading);
    await expect.poll(() => page.title()).toBe(`${about.title} | ${site.company}`);
    // (The document may come from the speculation rules' prerender, requested outside this page.)
    expect(
      await page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker),
      "a new window (a full load)",
    ).toBeUndefined();
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window), "no React on /about").toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expectClean(opened, "/contact -> /about");
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
