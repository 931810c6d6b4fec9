// The contact page's map (spec section 2: "an embedded map"): nothing comes from
// OpenStreetMap until the visitor asks; then its embedded map fills the box the drawing
// held (nothing moves), takes the focus, and a link offers it in a new tab. The page's
// Content-Security-Policy lets it frame OpenStreetMap, and a visitor who arrived by a
// client-side navigation (whose document has another page's policy) gets it too.
//
// No test reaches the real OpenStreetMap: every request off the loopback is answered
// here, OpenStreetMap's with a stub page and anything else refused (and so reported).

import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { filledContent } from "../web/app/content/current.ts";
import { repositoryContent } from "../web/app/content/repository.ts";
import { site } from "../web/app/content/site.ts";
import { HOME_PATH } from "../web/app/pages.ts";
import { axeViolations } from "./axe.ts";
import { isFocused, PHONE, useBrowser, WIDE, type OpenedPage } from "./browser.ts";
import { mainNav, summaryOf, pathname } from "./navigation-helpers.ts";

// As the page prints them: placeholders ({company}…) filled.
const { contactPage } = filledContent(repositoryContent);

const browser = useBrowser();

const OSM_ORIGIN = "https://www.openstreetmap.org";
const STUB_TEXT = "OpenStreetMap stand-in";
const STUB_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${STUB_TEXT}</title></head><body><p>${STUB_TEXT}</p></body></html>`;
const NEW_TAB_LINK = "Open the map in a new tab (OpenStreetMap, opens in a new tab)";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

interface Watched {
  /** Every request the page made, in order, frames included. */
  requests: string[];
  /** Requests answered with the stub page. */
  mapRequests: string[];
  /** Requests for anything else off the loopback: refused. */
  refused: string[];
}

/**
 * Answers every request off the loopback for the whole context: OpenStreetMap's with the
 * stub, anything else refused. Playwright tries the routes last registered first.
 */
async function interceptThirdParties(context: BrowserContext, page: Page): Promise<Watched> {
  const watched: Watched = { requests: [], mapRequests: [], refused: [] };
  await context.route(
    (url) => !LOOPBACK.has(url.hostname),
    (route) => {
      watched.refused.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  await context.route(`${OSM_ORIGIN}/**`, (route) => {
    watched.mapRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: STUB_PAGE });
  });
  page.on("request", (request) => watched.requests.push(request.url()));
  return watched;
}

/** A page with the interception in place before the site loads (robots.txt loads nothing). */
async function openWatched(path: string, viewport: { width: number; height: number }) {
  const opened = await browser.openPage("/robots.txt", { viewport });
  const watched = await interceptThirdParties(opened.context, opened.page);
  const response = await opened.goto(path);
  return { opened, watched, response };
}

const fromOsm = (urls: string[]) => urls.filter((url) => new URL(url).hostname.endsWith("openstreetmap.org"));

/** The map section's parts, found the way a visitor's assistive technology finds them. */
function mapSection(page: Page) {
  const section = page.getByRole("region", { name: "Find Us on the Map" });
  return {
    section,
    showButton: section.getByRole("button", { name: "Show the map" }),
    frame: section.locator("iframe"),
    newTabLink: section.getByRole("link", { name: NEW_TAB_LINK, exact: true }),
  };
}

/** Where an element is on the page (not in the viewport: focusing the map may scroll). */
function rect(locator: Locator) {
  return locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + window.scrollX, y: y + window.scrollY, width, height };
  });
}

/** The embedded map: OpenStreetMap's embed view of a box around the office, with a marker on it. */
async function expectEmbeddedMap(frame: Locator) {
  const src = new URL((await frame.getAttribute("src")) ?? "");
  expect(src.origin + src.pathname).toBe(`${OSM_ORIGIN}/export/embed.html`);
  expect(src.searchParams.get("layer")).toBe("mapnik");
  expect(src.searchParams.get("marker")).toBe(`${site.geo.latitude},${site.geo.longitude}`);
  const [west = NaN, south = NaN, east = NaN, north = NaN] = (src.searchParams.get("bbox") ?? "")
    .split(",")
    .map(Number);
  expect(west).toBeLessThan(site.geo.longitude);
  expect(east).toBeGreaterThan(site.geo.longitude);
  expect(south).toBeLessThan(site.geo.latitude);
  expect(north).toBeGreaterThan(site.geo.latitude);
  expect(await frame.getAttribute("title")).toBe(contactPage.map.title);
  expect(await frame.getAttribute("referrerpolicy")).toBe("no-referrer");
  expect(await frame.getAttribute("sandbox")).toBe("allow-scripts allow-same-origin");
  return src.href;
}

/** The stub's text inside the frame: the browser loaded it (a policy that blocked it would not). */
async function frameText(page: Page): Promise<string> {
  const frame = page.frames().find((f) => f.url().startsWith(`${OSM_ORIGIN}/export/embed.html`));
  return frame
    ? ((await frame
        .locator("body")
        .textContent()
        .catch(() => "")) ?? "")
    : "";
}

function expectNothingWrong(opened: OpenedPage, watched: Watched) {
  expect(opened.consoleErrors, "console errors (a blocked frame is one)").toEqual([]);
  expect(opened.failedRequests).toEqual([]);
  expect(watched.refused, "requests off the loopback other than OpenStreetMap's").toEqual([]);
}

describe("the contact page's map", () => {
  it.each([
    { size: "phone", viewport: PHONE, how: "click" as const },
    { size: "wide", viewport: WIDE, how: "Enter" as const },
  ])(
    "on a $size screen: nothing from OpenStreetMap until asked ($how), then the map in place",
    async ({ viewport, how }) => {
      const { opened, watched, response } = await openWatched("/contact", viewport);
      const { page } = opened;
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-security-policy"]?.split("; ")).toContain(
        `frame-src 'self' ${OSM_ORIGIN}`,
      );

      const { section, showButton, frame, newTabLink } = mapSection(page);
      await showButton.waitFor();
      expect(fromOsm(watched.requests), "requests to OpenStreetMap before the visitor asks").toEqual([]);
      expect(await page.locator("iframe").count()).toBe(0);
      expect(await showButton.getAttribute("aria-expanded")).toBe("false");
      const boxId = await showButton.getAttribute("aria-controls");
      expect(boxId).toBeTruthy();
      const box = page.locator(`[id="${boxId}"]`);
      expect(await section.locator(`[id="${boxId}"]`).count(), "the button controls the map box").toBe(1);
      expect(await axeViolations(page)).toEqual([]);

      const formHeading = page.getByRole("heading", { name: contactPage.form.heading });
      const before = { box: await rect(box), formHeading: await rect(formHeading) };

      if (how === "click") await showButton.click();
      else {
        await showButton.focus();
        await page.keyboard.press("Enter");
      }

      await frame.waitFor();
      const src = await expectEmbeddedMap(frame);
      expect(await box.locator("iframe").count(), "the map is in the box the drawing held").toBe(1);
      await expect.poll(() => frameText(page), { timeout: 10_000 }).toContain(STUB_TEXT);
      expect(watched.mapRequests).toEqual([src]);
      expect(await isFocused(frame), "the map the visitor asked for has the focus").toBe(true);
      expect(await showButton.count(), "the button became the map").toBe(0);

      const after = { box: await rect(box), formHeading: await rect(formHeading) };
      for (const key of ["x", "y", "width", "height"] as const) {
        expect(after.box[key], `map box ${key}`).toBeCloseTo(before.box[key], 0);
        expect(after.formHeading[key], `form heading ${key}`).toBeCloseTo(before.formHeading[key], 0);
      }
      // The drawn map and the embedded one have the box's 8:5 shape.
      expect(after.box.width / after.box.height).toBeCloseTo(8 / 5, 1);

      // Tab leaves the map (the stub has nothing to focus) for the link beside it.
      for (let presses = 0; presses < 3 && !(await isFocused(newTabLink)); presses += 1)
        await page.keyboard.press("Tab");
      expect(await isFocused(newTabLink), "Tab reaches the new-tab link").toBe(true);
      expect(await newTabLink.getAttribute("target")).toBe("_blank");
      expect(await newTabLink.getAttribute("rel")).toBe("noopener noreferrer");
      expect(new URL((await newTabLink.getAttribute("href")) ?? "").origin).toBe(OSM_ORIGIN);

      expect(await axeViolations(page)).toEqual([]);
      expectNothingWrong(opened, watched);
    },
  );

  it("reaches a visitor who came from another page: the link is a document load, with the page's own policy", async () => {
    const { opened, watched, response } = await openWatched(HOME_PATH, WIDE);
    const { page } = opened;
    expect(response?.headers()["content-security-policy"]).not.toContain("openstreetmap");
    const documentPath = () =>
      page.evaluate(() => new URL(performance.getEntriesByType("navigation")[0]?.name ?? "").pathname);

    await summaryOf(mainNav(page), "More").click();
    await mainNav(page).getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/contact");
    expect(await documentPath(), "a document load: the contact page's own document").toBe("/contact");

    const { showButton, frame } = mapSection(page);
    await showButton.click();
    await frame.waitFor();
    expect(pathname(page)).toBe("/contact");
    await expectEmbeddedMap(frame);
    await expect.poll(() => frameText(page), { timeout: 10_000 }).toContain(STUB_TEXT);
    expect(await isFocused(frame)).toBe(true);
    expect(fromOsm(watched.requests)).toHaveLength(1);

    // The request was for that one load: coming back later starts with the drawing again.
    await opened.goto("/contact");
    await mapSection(page).showButton.waitFor();
    expect(await page.locator("iframe").count()).toBe(0);
    expect(fromOsm(watched.requests)).toHaveLength(1);
    expectNothingWrong(opened, watched);
  });

  it("without JavaScript, 'Show the map' is a link to OpenStreetMap in a new tab", async () => {
    const opened = await browser.openPage("/contact", { viewport: PHONE, javaScriptEnabled: false });
    const { page } = opened;
    const { section, frame } = mapSection(page);
    const link = section.getByRole("link", {
      name: "Show the map on OpenStreetMap (opens in a new tab)",
      exact: true,
    });
    expect(new URL((await link.getAttribute("href")) ?? "").origin).toBe(OSM_ORIGIN);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await section.getByRole("button").count()).toBe(0);
    expect(await frame.count()).toBe(0);
    expect(opened.consoleErrors).toEqual([]);
    expect(opened.failedRequests).toEqual([]);
  });
});
