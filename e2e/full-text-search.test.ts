// The full-text search: Pagefind's index of every public page, written by the
// build, searched on /search in Chromium; the page without JavaScript; what it costs the
// other pages (nothing); and that search engines are asked to leave the results out.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { searchablePages } from "../web/app/pages.ts";
import { PHONE, useBrowser, WIDE } from "./browser.ts";
import { axeViolations } from "./axe.ts";

const browser = useBrowser();

const status = (page: Page) => page.locator("main [role=status]");
const resultLinks = (page: Page) =>
  page.locator("main ol a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));

/** Opens the results for `words` and waits for them. */
async function searchFor(words: string, viewport: { width: number; height: number } = WIDE) {
  const opened = await browser.openPage(`/search?q=${encodeURIComponent(words)}`, { viewport });
  await expect
    .poll(() => status(opened.page).textContent(), { timeout: 15_000 })
    .toMatch(/found|No page says/);
  return opened;
}

describe("full-text search", () => {
  it.each([
    ["reconciliation", ["/BRECON", "/solution-details/reconciliation-report"]],
    ["XBRL", ["/project-details/BXBRL", "/solution-details/xbrl-reporting"]],
    ["POSH", ["/Doc-3"]],
    ["Salem", ["/about", "/contact"]],
  ])("finds the pages that say “%s”, with the words marked in each excerpt", async (words, expected) => {
    const { page, consoleErrors, failedRequests } = await searchFor(words);
    const links = await resultLinks(page);
    expect(links).toEqual(expect.arrayContaining(expected));
    expect(await status(page).textContent()).toMatch(new RegExp(`^\\d+ pages? found for “${words}”`));
    const marks = await page.locator("main ol mark").allTextContents();
    expect(marks.length).toBeGreaterThanOrEqual(links.length);
    for (const mark of marks) expect(mark.toLowerCase()).toContain(words.toLowerCase().slice(0, 4));
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
  });

  it("knows only the public pages: not the staff console, not the confirmation pages", async () => {
    for (const words of ["staff", "passkey", "thank you"]) {
      const { page } = await searchFor(words);
      for (const link of await resultLinks(page)) {
        expect(link).not.toMatch(/^\/staff|\/sent$|\/applied$/);
        expect(searchablePages().map((listed) => listed.path)).toContain(link);
      }
    }
  });

  it("says so when no page has the words", async () => {
    const { page } = await searchFor("zyxwvut");
    expect(await status(page).textContent()).toBe("No page says “zyxwvut”. Try other words.");
    expect(await page.locator("main ol").count()).toBe(0);
  });

  it("searches again from its own box, by keyboard, and has no axe violations", async () => {
    const { page } = await searchFor("Salem", PHONE);
    const words = page.getByRole("searchbox", { name: "Words to find" });
    expect(await words.inputValue()).toBe("Salem");
    await words.fill("POSH");
    await words.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === "POSH");
    await expect.poll(() => resultLinks(page), { timeout: 15_000 }).toContain("/Doc-3");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("lists every page as plain links without JavaScript", async () => {
    const { page } = await browser.openPage("/search?q=XBRL", { javaScriptEnabled: false });
    const listed = await page
      .getByRole("region", { name: "Every page of the site" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(listed).toEqual(searchablePages().map((listed) => listed.path));
    expect(
      await page.locator('main form[role="search"][action="/search"][method="get"] input[name="q"]').count(),
    ).toBe(1);
  });

  it("the navbar's box opens the results without JavaScript too: its form is a GET of /search", async () => {
    const { page } = await browser.openPage("/home", { javaScriptEnabled: false, viewport: WIDE });
    const box = page
      .getByRole("search", { name: "Site" })
      .getByRole("combobox", { name: "Search this site" });
    await box.fill("reconciliation");
    await box.press("Enter");
    await page.waitForURL(
      (url) => url.pathname === "/search" && url.searchParams.get("q") === "reconciliation",
    );
    expect(await page.locator("h1").textContent()).toBeTruthy();
  });

  it("costs the other pages nothing: the index and its script load only for a search", async () => {
    const requested: string[] = [];
    for (const path of ["/home", "/search"]) {
      const { page } = await browser.openPage(path, { viewport: WIDE });
      page.on("request", (request) => requested.push(request.url()));
      await page.reload({ waitUntil: "networkidle" });
    }
    expect(requested.filter((url) => url.includes("/pagefind/"))).toEqual([]);

    const home = await fetch(new URL("/home", browser.baseURL));
    const search = await fetch(new URL("/search", browser.baseURL));
    const scriptSources = (response: Response) =>
      /script-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    expect(scriptSources(home)).not.toContain("wasm-unsafe-eval");
    expect(scriptSources(search)).toContain("'wasm-unsafe-eval'");
  });

  it("keeps its results out of search engines, its links followed, and itself out of the sitemap", async () => {
    const robotsOf = (page: Page) =>
      page
        .locator('meta[name="robots"]')
        .evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content")));
    // As a crawler gets it: the prerendered HTML, whatever the query.
    const served = await (await fetch(new URL("/search?q=XBRL", browser.baseURL))).text();
    expect(served).toMatch(/<meta name="robots" content="noindex, follow"\/?>/);
    // And once the results are in: still exactly one such tag.
    const { page } = await searchFor("XBRL");
    expect(await robotsOf(page)).toEqual(["noindex, follow"]);
    // That page only.
    const home = await browser.openPage("/home");
    expect(await robotsOf(home.page)).toEqual([]);
    const sitemap = await (await fetch(new URL("/sitemap.xml", browser.baseURL))).text();
    expect(sitemap).not.toMatch(/\/search</);
    expect(sitemap).toMatch(/\/home</);
  });

  it("serves Pagefind's reader and index, not its interfaces, which the site does not use", async () => {
    expect((await fetch(new URL("/pagefind/pagefind.js", browser.baseURL))).status).toBe(200);
    for (const unused of [
      "pagefind-ui.js",
      "pagefind-ui.css",
      "pagefind-modular-ui.js",
      "pagefind-component-ui.js",
      "pagefind-highlight.js",
    ]) {
      expect((await fetch(new URL(`/pagefind/${unused}`, browser.baseURL))).status, unused).toBe(404);
    }
  });
});
