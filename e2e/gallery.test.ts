// The gallery as a visitor sees it, fed by the staff CLI: a server of its own with an
// empty database, six events added with `server/dist/cli/events.js` while it runs.

import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, startServer, type RunningServer } from "../scripts/server-process.mjs";
import { buildRenderer, rawGet } from "./build-renderer.ts";
import { axeViolations } from "./axe.ts";
import { htmlErrors } from "./html-checker.ts";
import { isFocused, launchBrowser, PHONE, WIDE } from "./browser.ts";
import type { Browser } from "playwright-core";

const run = promisify(execFile);
const CLI = path.join(REPO_ROOT, "server/dist/cli/events.js");

// As long as staff may write (2,000 characters), far past the three lines a card shows.
const LONG_DESCRIPTION = `${"Every return of every bank was filed on time, validated against the regulator's taxonomy and signed off. ".repeat(20).slice(0, 1983)}End of the story.`;

// Newest first on the page: dates descending. The second has the longest story.
const EVENTS = [
  {
    title: "Core banking go-live in Port Louis",
    date: "2024-11-05",
    description: "The whole team celebrated the go-live with the bank.",
  },
  {
    title:
      "XBRL filing season wrap-up: every return of every bank filed on time, checked against the regulator's taxonomy and signed off",
    date: "2024-06-18",
    description: LONG_DESCRIPTION,
  },
  { title: "Annual day 2024", date: "2024-03-02" },
  {
    title: "AML training for branch staff",
    date: "2023-12-12",
    description: "Two days of hands-on training.",
  },
  {
    title: "Instant payments certification",
    date: "2023-08-30",
    description: "Certified with the national network.",
  },
  { title: "Office opening in Salem", date: "2023-01-09", description: "Our new home." },
];

let server: RunningServer;
let browser: Browser;
let imageDir: string;

async function cli(...args: string[]) {
  return run(process.execPath, [CLI, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir, SAMPLE_EVENTS: "false" },
    timeout: 60_000,
  });
}

beforeAll(async () => {
  server = await startServer({ label: "gallery", env: { SAMPLE_EVENTS: "false" } });
  browser = await launchBrowser();
  imageDir = mkdtempSync(path.join(tmpdir(), "gallery-images-"));
  const colours = ["#1d4ed8", "#b91c1c", "#15803d", "#a16207", "#7c3aed", "#0f766e"];
  for (const [index, event] of EVENTS.entries()) {
    const file = path.join(imageDir, `event-${index}.jpg`);
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: colours[index]! } })
      .jpeg()
      .toFile(file);
    const args = ["add", "--title", event.title, "--date", event.date, "--image", file];
    if (event.description) args.push("--description", event.description);
    await cli(...args);
  }
  // The server sees another process's change within its check interval: start once it has.
  for (const deadline = Date.now() + 15_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const listed = (await (await fetch(`${server.baseURL}/Bweb/api/events`)).json()) as unknown[];
    if (listed.length === EVENTS.length) break;
    if (Date.now() > deadline)
      throw new Error(`the server lists ${listed.length} events, not ${EVENTS.length}`);
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (imageDir) rmSync(imageDir, { recursive: true, force: true });
});

async function openGallery(
  viewport: { width: number; height: number } = WIDE,
  reducedMotion: "reduce" | "no-preference" = "no-preference",
) {
  const context = await browser.newContext({ viewport, reducedMotion });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("response", (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
  await page.goto(`${server.baseURL}/gallery`, { waitUntil: "load" });
  await page.getByRole("article").first().waitFor({ timeout: 15_000 });
  // The cards come with the HTML: wait until they answer clicks.
  await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
  return { page, errors, close: () => context.close() };
}

const cardTitles = (page: Page) =>
  page.getByRole("article").getByRole("heading", { level: 2 }).allTextContents();
const button = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Gallery pages" }).getByRole("button", { name });

describe("gallery", () => {
  it("is rendered by the build's own renderer from the events, byte for byte, in every encoding", async () => {
    // The server renders again within a check interval of the last event added: compare
    // once its list and its page are both of the last one.
    const renderer = await buildRenderer();
    let rendered: Awaited<ReturnType<typeof renderer.render>> | undefined;
    await expect
      .poll(async () => {
        const eventsJson = await (await fetch(`${server.baseURL}/Bweb/api/events`)).text();
        rendered = await renderer.render("/gallery", { eventsJson, content: null });
        return (await rawGet(`${server.baseURL}/gallery`, "identity")).equals(rendered.html.identity);
      })
      .toBe(true);
    for (const coding of ["br", "gzip"] as const) {
      const served = await rawGet(`${server.baseURL}/gallery`, coding);
      expect(served.equals(rendered!.html[coding]), coding).toBe(true);
    }
    const data = await rawGet(`${server.baseURL}/gallery.data`, "identity");
    expect(data.equals(rendered!.data!.identity)).toBe(true);
  });

  it("sends the first page of cards with the HTML: the page asks the API nothing and hydrates them", async () => {
    const html = await (await fetch(`${server.baseURL}/gallery`)).text();
    for (const event of EVENTS.slice(0, 4))
      expect(html).toContain(`>${event.title.replaceAll("'", "&#x27;")}</h2>`);
    expect(html.match(/<article /g)).toHaveLength(4);
    // The first card's picture is fetched first (preloaded in the head); the other three wait for layout.
    expect(html.match(/<img [^>]*>/g)!.filter((img) => img.includes('fetchPriority="high"'))).toHaveLength(1);
    expect(html.indexOf('<link rel="preload" as="image"')).toBeLessThan(html.indexOf("</head>"));
    // The renderer the server runs is in the build, not on the site.
    expect((await fetch(`${server.baseURL}/server-render/index.js`, { redirect: "manual" })).status).toBe(
      302,
    );

    const context = await browser.newContext({ viewport: WIDE });
    const page = await context.newPage();
    const asked: string[] = [];
    const errors: string[] = [];
    page.on(
      "request",
      (request) => new URL(request.url()).pathname === "/Bweb/api/events" && asked.push(request.url()),
    );
    page.on(
      "console",
      (message) => ["error", "warning"].includes(message.type()) && errors.push(message.text()),
    );
    await page.goto(`${server.baseURL}/gallery`, { waitUntil: "load" });
    await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
    // Hydrated on the server's cards: they answer clicks, and nothing was fetched or re-rendered.
    await button(page, "Next page").click();
    await expect.poll(() => cardTitles(page)).toEqual(EVENTS.slice(4).map((e) => e.title));
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends valid HTML with the cards in (W3C checker)", async () => {
    const file = path.join(imageDir, "gallery.html");
    writeFileSync(file, await (await fetch(`${server.baseURL}/gallery`)).text());
    expect(await htmlErrors([file])).toEqual([]);
  }, 120_000);

  it("shows the first page of cards without JavaScript", async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/gallery`, { waitUntil: "load" });
    expect(await cardTitles(page)).toEqual(EVENTS.slice(0, 4).map((e) => e.title));
    expect(
      await page
        .getByRole("article")
        .first()
        .getByRole("img")
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    expect(await page.getByText("1 – 4 of 6").isVisible()).toBe(true);
    await context.close();
  });

  it("shows the newest 4 events, then the other 2, with the paginator's disabled states", async () => {
    const { page, errors, close } = await openGallery();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Gallery");
    expect(await cardTitles(page)).toEqual(EVENTS.slice(0, 4).map((e) => e.title));
    expect(await button(page, "First page").isDisabled()).toBe(true);
    expect(await button(page, "Previous page").isDisabled()).toBe(true);
    expect(await button(page, "Next page").isDisabled()).toBe(false);
    expect(await button(page, "Last page").isDisabled()).toBe(false);
    expect(await page.getByText("1 – 4 of 6").isVisible()).toBe(true);

    await button(page, "Next page").click();
    await expect.poll(() => cardTitles(page)).toEqual(EVENTS.slice(4).map((e) => e.title));
    expect(await button(page, "Next page").isDisabled()).toBe(true);
    expect(await button(page, "Last page").isDisabled()).toBe(true);
    expect(await button(page, "First page").isDisabled()).toBe(false);

    await button(page, "First page").click();
    await expect.poll(() => cardTitles(page)).toEqual(EVENTS.slice(0, 4).map((e) => e.title));
    await button(page, "Last page").click();
    await expect.poll(() => page.getByRole("article").count()).toBe(2);
    await button(page, "Previous page").click();
    await expect.poll(() => page.getByRole("article").count()).toBe(4);
    expect(errors).toEqual([]);
    await close();
  });

  it("defaults to the first page-size option (4) and recomputes the page on a size change", async () => {
    const { page, close } = await openGallery();
    const size = page.getByLabel("Items per page");
    expect(await size.inputValue()).toBe("4");
    expect(await size.locator("option").first().textContent()).toBe("4");
    await button(page, "Next page").click();
    await size.selectOption("8");
    await expect.poll(() => page.getByRole("article").count()).toBe(6);
    expect(await page.getByText("1 – 6 of 6").isVisible()).toBe(true);
    expect(await button(page, "Next page").isDisabled()).toBe(true);
    await close();
  });

  it("shows the medium date, the fallback description and cycling accent colours", async () => {
    const { page, close } = await openGallery();
    const cards = page.getByRole("article");
    expect(await cards.nth(0).locator("time").textContent()).toBe("Nov 5, 2024");
    expect(await cards.nth(0).locator("time").getAttribute("datetime")).toBe("2024-11-05");
    expect(await cards.nth(2).getByText("No description available.").isVisible()).toBe(true);
    const accents = await cards.evaluateAll((all) => all.map((card) => card.getAttribute("data-accent")));
    expect(accents).toEqual(["blue", "red", "green", "yellow"]);
    const borders = await cards.evaluateAll((all) =>
      all.map((card) => getComputedStyle(card).borderTopColor),
    );
    expect(new Set(borders).size).toBe(4);
    const imageHeights = await page
      .locator("article img")
      .evaluateAll((all) => all.map((img) => img.getBoundingClientRect().height));
    for (const height of imageHeights) expect(height).toBeLessThanOrEqual(350);
    await close();
  });

  it("opens the image in a dialog with the title and a close button, Escape closes it and focus returns", async () => {
    const { page, errors, close } = await openGallery();
    const opener = page.getByRole("button", { name: `View larger: ${EVENTS[0]!.title}` });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: EVENTS[0]!.title });
    await dialog.waitFor({ state: "visible" });
    expect(await dialog.getByRole("button").allTextContents()).toEqual(["Close"]);
    const size = await dialog.locator("img").evaluate((img: HTMLImageElement) => ({
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
    }));
    expect(size).toEqual({ width: "1200", height: "700" });
    const dialogWidth = await dialog.evaluate((d) => d.getBoundingClientRect().width);
    expect(dialogWidth).toBeCloseTo(Math.min(WIDE.width * 0.9, 1200), 0);
    // Focus stays inside while it is open.
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press("Tab");
      expect(
        await dialog.evaluate(
          (d) => d.contains(document.activeElement) || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    await opener.click();
    await dialog.waitFor({ state: "visible" });
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
    await close();
  });

  describe("the popup tells the whole story the card clamps", () => {
    const story = EVENTS[1]!;
    const SMALL_PHONE = { width: 360, height: 640 } as const;

    for (const [viewport, where] of [
      [SMALL_PHONE, "below"],
      [WIDE, "beside"],
    ] as const) {
      it(`shows the full title, the card's date and the whole description ${where} the picture at ${viewport.width} px, scrolling inside the dialog`, async () => {
        const { page, errors, close } = await openGallery(viewport);
        const card = page.getByRole("article").nth(1);
        const cardDescription = card.getByText(story.description!, { exact: true });
        expect(
          await cardDescription.evaluate((p) => p.scrollHeight > p.clientHeight + 1),
          "the card still clamps it",
        ).toBe(true);
        const opener = card.getByRole("button", { name: `View larger: ${story.title}` });
        await opener.click();
        const dialog = page.getByRole("dialog", { name: story.title });
        await dialog.waitFor({ state: "visible" });
        // Measure colours and boxes once the fade has ended.
        await dialog.evaluate((d) => Promise.all(d.getAnimations({ subtree: true }).map((a) => a.finished)));

        expect(await dialog.getByRole("heading", { level: 2 }).textContent()).toBe(story.title);
        const cardDate = await card.locator("time").textContent();
        expect(cardDate).toBe("Jun 18, 2024");
        expect(await dialog.locator("time").textContent()).toBe(cardDate);
        expect(await dialog.locator("time").getAttribute("datetime")).toBe(story.date);
        const description = dialog.getByText(story.description!, { exact: true });
        expect(await description.textContent()).toBe(LONG_DESCRIPTION);

        const image = (await dialog.locator("img").boundingBox())!;
        const text = (await description.boundingBox())!;
        if (where === "beside") {
          expect(text.x).toBeGreaterThanOrEqual(image.x + image.width);
          expect(text.y).toBeLessThan(image.y + image.height);
        } else {
          expect(text.y).toBeGreaterThanOrEqual(image.y + image.height);
          expect(text.x).toBeLessThan(image.x + image.width);
        }

        // Inside the viewport, nothing wider than it, and the dialog itself does not scroll:
        // its body does, under the title and Close.
        const box = (await dialog.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(
          await dialog.evaluate((d) => ({
            x: d.scrollWidth <= d.clientWidth,
            y: d.scrollHeight <= d.clientHeight,
          })),
        ).toEqual({ x: true, y: true });
        const region = dialog.getByRole("region", { name: story.title });
        const scroll = () =>
          region.evaluate((r) => ({
            top: r.scrollTop,
            max: r.scrollHeight - r.clientHeight,
            wide: r.scrollWidth > r.clientWidth,
          }));
        const atEnd = async () => {
          const { top, max } = await scroll();
          return top >= max - 1;
        };
        expect((await scroll()).max, "a long description overflows the body").toBeGreaterThan(0);
        expect((await scroll()).wide).toBe(false);

        expect(await axeViolations(page)).toEqual([]);

        // The keyboard reaches the text: Tab from Close to the scrolling body, End to its end.
        await page.keyboard.press("Tab");
        expect(await isFocused(region)).toBe(true);
        await page.keyboard.press("End");
        await expect.poll(atEnd).toBe(true);
        await page.keyboard.press("Home");
        await expect.poll(async () => (await scroll()).top).toBe(0);

        // A wheel past the end of the text scrolls the dialog's body, never the page behind.
        expect(
          await page.evaluate(() => document.documentElement.scrollHeight > innerHeight),
          "the page could scroll",
        ).toBe(true);
        const scrollY = await page.evaluate(() => window.scrollY);
        const body = (await region.boundingBox())!;
        await page.mouse.move(
          body.x + body.width / 2,
          body.y + Math.min(body.height, viewport.height - body.y) / 2,
        );
        for (let i = 0; i < 4; i += 1) await page.mouse.wheel(0, 1500);
        await expect.poll(atEnd).toBe(true);
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

        // A click on the backdrop closes it and gives focus back to the card.
        await page.mouse.click(2, 2);
        await dialog.waitFor({ state: "hidden" });
        expect(await isFocused(opener)).toBe(true);
        expect(errors).toEqual([]);
        await close();
      });
    }

    it("fades in, but not under prefers-reduced-motion", async () => {
      for (const [motion, fades] of [
        ["no-preference", true],
        ["reduce", false],
      ] as const) {
        const { page, close } = await openGallery(PHONE, motion);
        await page.getByRole("button", { name: `View larger: ${story.title}` }).click();
        const dialog = page.getByRole("dialog", { name: story.title });
        await dialog.waitFor({ state: "visible" });
        const animation = await dialog.evaluate((d) => getComputedStyle(d).animationName);
        expect(animation !== "none", `${motion}: animation-name ${animation}`).toBe(fades);
        await close();
      }
    });
  });

  it("shows an event removed or added with the CLI without a restart", async () => {
    const { stdout } = await cli("list", "--json");
    const listed = JSON.parse(stdout) as { id: number; title: string }[];
    const office = listed.find((e) => e.title === "Office opening in Salem");
    expect(office).toBeDefined();
    await cli("remove", String(office!.id));
    // The server re-checks the database version at most once a second.
    await expect
      .poll(async () => (await (await fetch(`${server.baseURL}/Bweb/api/events`)).json()).length, {
        timeout: 10_000,
      })
      .toBe(5);
    // The page's own HTML follows the list once the server has rendered it again, under a new validator.
    await expect
      .poll(async () => (await (await fetch(`${server.baseURL}/gallery`)).text()).includes("1 – 4 of 5"), {
        timeout: 5_000,
      })
      .toBe(true);
    const { page, close } = await openGallery(PHONE);
    await button(page, "Last page").click();
    await expect.poll(() => cardTitles(page)).toEqual(["Instant payments certification"]);
    await close();
    const html = await fetch(`${server.baseURL}/gallery`);
    expect(await html.text()).toContain("1 – 4 of 5");
    const etag = html.headers.get("etag")!;
    expect((await fetch(`${server.baseURL}/gallery`, { headers: { "if-none-match": etag } })).status).toBe(
      304,
    );
    await cli(
      "add",
      "--title",
      "Office opening in Salem",
      "--date",
      "2023-01-09",
      "--image",
      path.join(imageDir, "event-5.jpg"),
    );
    await expect
      .poll(
        async () => (await fetch(`${server.baseURL}/gallery`, { headers: { "if-none-match": etag } })).status,
        { timeout: 10_000 },
      )
      .toBe(200);
    expect(await (await fetch(`${server.baseURL}/gallery`)).text()).toContain("1 – 4 of 6");
  });

  it("keeps the placeholders' size: no layout shift while the events load after a client-side navigation", async () => {
    const context = await browser.newContext({ viewport: WIDE });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // Reached from another page with the loader data the build rendered (no events known),
    // the gallery shows placeholders, asks the API, then shows the cards in their place.
    // The answer is held until the placeholders are in place, and shifts counted from then.
    const buildData = readFileSync(path.join(REPO_ROOT, "web/build/client/gallery.data"));
    await page.route(/\/gallery\.data(\?|$)/, (route) =>
      route.fulfill({ body: buildData, contentType: "text/x-script" }),
    );
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/Bweb\/api\/events$/, async (route) => {
      await held;
      await route.continue();
    });
    // From another page React hydrates (a static page has no router to navigate with).
    await page.goto(`${server.baseURL}/contact`, { waitUntil: "load" });
    await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate("/gallery"),
    );
    await page.locator('[aria-busy="true"]').waitFor();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.evaluate(() => ((window as unknown as { __cls: number }).__cls = 0));
    release();
    await page.getByRole("article").first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
    await context.close();
  });
});
