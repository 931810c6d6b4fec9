// Each screen shows the spec's texts and facts, in a real browser: the project facts, the
// solution and project lists, the services sections, the FAQ accordion, the timeline,
// promoters and team, contact, policies, ovations, brochures, demo videos, structured data.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PHONE, useBrowser, WIDE, normalise } from "./browser.ts";

const browser = useBrowser();

const bodyText = async (page: Page) => normalise(await page.locator("main").textContent());
const h2s = (page: Page) => page.locator("main h2").allTextContents();

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

// Spec section 1, "Project facts".
const PROJECT_FACTS = {
  FIS: ["BANK ONE, Mauritius", "18", "01-09-2017", "30-05-2019", "05-11-2018"],
  BXBRL: ["Bank of Baroda", "5", "29-08-2019", "24-12-2019"],
  BIPS: ["Bank of Baroda", "5", "18-12-2019", "31-07-2021", "18-06-2021"],
  BAML: ["Mauritius mutual aid association", "5", "10-02-2020", "30-09-2020"],
  BRBS: ["Bank of Baroda", "10", "01-01-2020", "31-07-2021"],
  BLRS: ["civil-service mutual aid association", "3", "01-01-2019", "31-03-2019", "March 2019"],
} as const;

describe("projects", () => {
  for (const [code, facts] of Object.entries(PROJECT_FACTS)) {
    const paths = code === "BLRS" ? [`/${code}`] : [`/${code}`, `/project-details/${code}`];
    for (const path of paths) {
      it(`${path} shows client, period, team size, Description, Challenges and Result`, async () => {
        const { page, consoleErrors } = await browser.openPage(path);
        const text = await bodyText(page);
        for (const fact of facts) expect(text, fact).toContain(fact);
        expect(await h2s(page)).toEqual(expect.arrayContaining(["Description", "Challenges", "Result"]));
        const link = path.startsWith("/project-details")
          ? page.locator("main").getByRole("link", { name: "Back", exact: true })
          : page.locator("main").getByRole("link", { name: "Book a Demo" });
        expect(await link.getAttribute("href")).toBe(
          path.startsWith("/project-details") ? "/home" : "/contact",
        );
        expect(await page.locator("main img").first().getAttribute("alt")).toBeTruthy();
        expect(consoleErrors).toEqual([]);
      });
    }
  }

  it("/project-page lists five projects with Learn More to /BXBRL, /BRBS, /BLRS, /FIS, /BAML", async () => {
    const { page } = await browser.openPage("/project-page");
    expect(await page.locator("h1").textContent()).toBe("Projects We Specialize In");
    const hrefs = await page
      .locator("main article a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/BXBRL", "/BRBS", "/BLRS", "/FIS", "/BAML"]);
  });

  it("an unknown project id shows the spec's message and logs 'Project not found'", async () => {
    const logs: string[] = [];
    const opened = await browser.openPage("/project-details/NOPE", { settle: false });
    opened.page.on("console", (m) => logs.push(m.text()));
    await opened.page.reload();
    await opened.page.getByText("No project data found. Please check the project ID.").waitFor();
    await expect.poll(() => logs).toContain("Project not found");
  });

  it("detail pages carry a BreadcrumbList", async () => {
    const { page } = await browser.openPage("/project-details/BIPS");
    const crumbs = (await jsonLd(page)).find((d) => d["@type"] === "BreadcrumbList");
    expect(crumbs?.itemListElement).toHaveLength(3);
  });
});

describe("solutions", () => {
  const PAGES = [
    "/Instant-Payment-System",
    "/BACP",
    "/BKIOSK",
    "/BLOS",
    "/BAIS",
    "/BCMS",
    "/BHMS",
    "/MCIB-CPR",
    "/BRECON",
    "/BCDR",
    "/Merchant-QR-Code",
    "/ERP-and-HRM",
  ];

  it("/solution-page shows 'Innovative Solutions' and 12 cards with Learn More in the spec's order", async () => {
    const { page } = await browser.openPage("/solution-page", { viewport: WIDE });
    expect(await page.locator("h1").textContent()).toBe("Innovative Solutions");
    const links = page.locator("main article a");
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual(PAGES);
    for (const text of await links.allTextContents()) expect(text).toMatch(/^Learn More/);
    expect(await page.locator("main article img").count()).toBe(12);
  });

  it("every solution page has a description, an image and 'Book a Demo' to /contact", async () => {
    for (const path of PAGES) {
      const { page, consoleErrors } = await browser.openPage(path);
      expect((await bodyText(page)).length, path).toBeGreaterThan(400);
      expect(await page.locator("main img").count(), path).toBeGreaterThan(0);
      expect(
        await page.locator("main").getByRole("link", { name: "Book a Demo" }).getAttribute("href"),
        path,
      ).toBe("/contact");
      expect(consoleErrors, path).toEqual([]);
    }
  }, 120_000);

  it("the Merchant QR page plays its video, with the spec's fallback text", async () => {
    const { page } = await browser.openPage("/Merchant-QR-Code", { viewport: WIDE });
    expect(await h2s(page)).toContain("Watch Video");
    const video = page.locator("main video");
    expect(await video.getAttribute("controls")).not.toBeNull();
    expect(await video.textContent()).toContain("Your browser does not support the video tag.");
    const duration = await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { duration: v.duration, time: v.currentTime };
    });
    expect(duration.duration).toBeGreaterThan(5);
    expect(duration.time).toBeGreaterThan(0);
  });

  it("/solution-details/{id} shows title, image and DESCRIPTION; an unknown id says so with a way back", async () => {
    const { page } = await browser.openPage("/solution-details/collateral-management");
    expect(await page.locator("h1").textContent()).toBe("Collateral Management System");
    expect(await h2s(page)).toContain("DESCRIPTION");
    const text = await bodyText(page);
    for (const word of ["valuation", "safekeeping", "inspection", "insurance"])
      expect(text.toLowerCase()).toContain(word);
    const missing = await browser.openPage("/solution-details/no-such-thing");
    expect(await missing.page.locator("h1").textContent()).toBe("Solution not found");
    expect(
      await missing.page
        .locator("main")
        .getByRole("link", { name: /all our solutions/i })
        .getAttribute("href"),
    ).toBe("/solution-page");
  });

  it("a solution's texts come with its page (a document load, as every link), an id in another case at the page's own address", async () => {
    // Pages without React are never rendered in the browser: no .data file is fetched.
    const { page, consoleErrors } = await browser.openPage("/solution-page", { settle: false });
    const data: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(".data")) data.push(new URL(request.url()).pathname);
    });
    await page.goto("/solution-details/COLLATERAL-MANAGEMENT");
    await page.waitForURL((url) => url.pathname === "/solution-details/collateral-management");
    expect(await page.locator("h1").textContent()).toBe("Collateral Management System");
    expect((await page.locator("#solution-features").textContent())?.toLowerCase()).toContain("key features");
    expect(data).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

describe("company screens", () => {
  it("/service-page has the seven sections in order", async () => {
    const { page } = await browser.openPage("/service-page");
    expect(await page.locator("h1").textContent()).toBe("SERVICES WE PROVIDE");
    const sections = [
      "Our Services For You",
      "Core Capabilities",
      "Project Portfolio",
      "Complete Project Execution Flow",
      "Comprehensive Training Solutions",
      "Quality Assurance Services",
      "Our Audit Commitment",
    ];
    const headings = (await h2s(page)).map(normalise);
    expect(headings.filter((h) => sections.some((s) => h.includes(s)))).toHaveLength(7);
    let last = -1;
    for (const s of sections) {
      const index = headings.findIndex((h) => h.includes(s));
      expect(index, s).toBeGreaterThan(last);
      last = index;
    }
  });

  it("/help: an accordion of six questions, first open, one open at a time, and a FAQPage", async () => {
    const { page } = await browser.openPage("/help", { viewport: WIDE });
    // <details name> (components/Accordion.tsx): the browser keeps one open.
    const summaries = page.locator("main details > summary");
    expect(await summaries.count()).toBe(6);
    const expanded = () =>
      summaries.evaluateAll((all) => all.map((s) => (s.parentElement as HTMLDetailsElement).open));
    const answerVisible = (index: number) =>
      summaries.nth(index).locator("xpath=following-sibling::*[1]").isVisible();
    expect(await expanded()).toEqual([true, false, false, false, false, false]);
    expect(await summaries.locator("h2").count(), "each question a heading").toBe(6);
    await summaries.nth(2).focus();
    await page.keyboard.press("Enter");
    await expect.poll(expanded).toEqual([false, false, true, false, false, false]);
    expect(await answerVisible(2)).toBe(true);
    expect(await answerVisible(0)).toBe(false);
    await summaries.nth(4).click();
    await expect.poll(expanded).toEqual([false, false, false, false, true, false]);
    await page.keyboard.press("Space");
    // Space on the open one closes it.
    await expect.poll(expanded).toEqual([false, false, false, false, false, false]);

    const faq = (await jsonLd(page)).find((d) => d["@type"] === "FAQPage");
    const questions = faq?.mainEntity as {
      "@type": string;
      name: string;
      acceptedAnswer: { text: string };
    }[];
    expect(questions).toHaveLength(6);
    const labels = (await summaries.allTextContents()).map(normalise);
    expect(questions.map((q) => q.name)).toEqual(labels);
    for (const q of questions) expect(q.acceptedAnswer.text.length).toBeGreaterThan(40);
  });

  it("/time-line shows four entries: 2017, 2019, 2020, 2024", async () => {
    const { page } = await browser.openPage("/time-line");
    const years = await page.locator("main time").allTextContents();
    expect(years.map((y) => y.trim())).toEqual(["2017", "2019", "2020", "2024"]);
    expect(await page.locator("main li img").count()).toBe(4);
  });

  it("/promoters shows four people and /team three, each with a photo and a profile link", async () => {
    for (const [path, heading, count] of [
      ["/promoters", "MEET OUR PROMOTERS", 4],
      ["/team", "The Minds Behind the Mission", 3],
    ] as const) {
      const { page } = await browser.openPage(path);
      expect(await page.locator("h1").textContent()).toBe(heading);
      const cards = page.locator("main article");
      expect(await cards.count(), path).toBe(count);
      for (const card of await cards.all()) {
        expect(await card.locator("img").getAttribute("alt")).toBeTruthy();
        const link = card.locator('a[target="_blank"]');
        expect(await link.getAttribute("rel")).toContain("noopener");
      }
    }
    const { page } = await browser.openPage("/team");
    const text = await bodyText(page);
    for (const role of ["CEO", "COO", "CTO"]) expect(text).toContain(role);
  });

  it("/contact shows its three cards and makes no third-party request on load", async () => {
    const opened = await browser.openPage("/contact", { viewport: WIDE });
    const requests: string[] = [];
    opened.page.on("request", (r) => requests.push(r.url()));
    await opened.page.reload({ waitUntil: "load" });
    await opened.settle();
    const text = await bodyText(opened.page);
    for (const part of ["Get In Touch", "Our Location", "Ammapet, Salem, Tamil Nadu, India", "24x7 Support"])
      expect(text).toContain(part);
    expect(await opened.page.locator('main a[href^="tel:"]').count()).toBeGreaterThan(0);
    const origin = new URL(opened.page.url()).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"))).toEqual([]);
  });

  it("/Careers shows 'Join Our Team' and the HR e-mail", async () => {
    const { page } = await browser.openPage("/Careers");
    expect(await page.locator("h1").textContent()).toBe("Join Our Team");
    expect(await page.locator('main a[href^="mailto:"]').count()).toBeGreaterThan(0);
  });

  it("the home page carries an Organization", async () => {
    const { page } = await browser.openPage("/home");
    const org = (await jsonLd(page)).find((d) => d["@type"] === "Organization");
    expect(org?.name).toBeTruthy();
  });
});

describe("documents and media", () => {
  const CONSTANTS: Record<string, string[]> = {
    "/Doc-1": ["5,000", "05-04-2017", "2 days"],
    "/Doc-2": ["14 days"],
    "/Doc-3": ["3 months", "10 days", "90 days", "60 days", "Presiding Officer"],
    "/Doc-4": ["5,000"],
  };
  for (const [path, constants] of Object.entries(CONSTANTS)) {
    it(`${path} shows its policy with the spec's constants and a revision history`, async () => {
      const { page } = await browser.openPage(path);
      const text = await bodyText(page);
      for (const c of constants) expect(text.toLowerCase(), c).toContain(c.toLowerCase());
      const table = page.locator("main table").last();
      const headers = (await table.locator("th").allTextContents()).map((h) => normalise(h).toLowerCase());
      for (const column of ["version", "prepared by", "reviewed by", "approved by", "date"]) {
        expect(
          headers.some((h) => h.includes(column)),
          column,
        ).toBe(true);
      }
    });
  }

  it("ovations embed their PDF 600 px high with a download link", async () => {
    for (const path of ["/ovations-1", "/ovations-2", "/ovations-3"]) {
      const { page } = await browser.openPage(path, { viewport: WIDE });
      const frame = page.locator("main iframe");
      // Shown in full once Chrome's viewer has settled (PdfEmbed.module.css).
      await expect
        .poll(() => frame.evaluate((f) => f.getBoundingClientRect().height), { message: path })
        .toBe(600);
      // The browser's viewer without its toolbar, which would shift the page (PdfEmbed.tsx).
      const src = (await frame.getAttribute("src")) ?? "";
      expect(src).toMatch(/^\/media\/docs\/[\w-]+\.pdf#toolbar=0$/);
      const pdf = src.slice(0, src.indexOf("#"));
      expect(await page.locator(`main a[href="${pdf}"][download]`).count(), path).toBeGreaterThan(0);
    }
  });

  it("/brochure offers eight PDFs, each opening in a new tab", async () => {
    const { page } = await browser.openPage("/brochure");
    const links = page.locator('main a[href$=".pdf"]');
    const hrefs = new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href"))));
    expect(hrefs.size).toBe(8);
    for (const link of await links.all()) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
    }
  });

  it("/Demo-Page has three videos with controls, a poster, captions and the fallback text", async () => {
    const { page } = await browser.openPage("/Demo-Page", { viewport: PHONE });
    const videos = page.locator("main video");
    expect(await videos.count()).toBe(3);
    for (const video of await videos.all()) {
      expect(await video.getAttribute("controls")).not.toBeNull();
      // Set once the page has painted (web/scripts/paint-first.ts).
      await expect.poll(() => video.getAttribute("poster")).toMatch(/^\/media\/video\/[\w-]+-poster\.webp$/);
      expect(await video.getAttribute("data-poster")).toBeNull();
      expect(await video.locator('track[kind="captions"]').count()).toBe(1);
      expect(await video.textContent()).toContain("Your browser does not support the video tag.");
    }
  });
});
