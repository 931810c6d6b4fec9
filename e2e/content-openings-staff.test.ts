// A job opening's life as HR live it on a phone, with no content role: a member of HR
// alone finds the console's content screen named "Job openings" and listing the openings
// only, creates one with the "New job opening" dialog, writes its texts over the starter
// texts, sets its closing date a few weeks ahead and publishes it; a visitor then finds it
// on /Careers, on its own page with its JobPosting data, and in the sitemap. HR then close
// it with the Retire dialog, which says its address will answer 410 Gone: it does, and
// neither /Careers nor the sitemap names it any more. axe on each console screen used and
// on the opening's public page. One test, one member signed in throughout.

import { COMPANY_TIME_ZONE, isoDate } from "@site/contracts/content-helpers";
import { STAFF_API, staffApiPath, type ContentDocumentAnswer, type ContentList } from "@site/contracts/staff";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { site } from "../web/app/content/site.ts";
import { pathTo } from "../web/app/route-paths.ts";
import { axeViolations } from "./axe.ts";
import { heading, untilStatus, waitForEditor } from "./console-helpers.ts";
import { normalise } from "./browser.ts";
import { useStaffServer } from "./staff-server.ts";

const staff = useStaffServer({ sampleEvents: false });

/** The day `days` after today, where the company is (an opening closes at the end of it there). */
function dayAhead(days: number): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: COMPANY_TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).formatToParts(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part("day")}-${part("month")}-${part("year")}`;
}

const OPENING = {
  id: "java-developer",
  title: "Java Developer",
  summary: "A Java developer for the core banking team, building the services that post every transaction.",
  description: [
    "The core banking team builds the ledger, the interest engine and the end-of-day batch that banks across India run on.",
    "You will start on the posting services, pairing with a senior developer, and own one of them within your first three months.",
  ],
  responsibilities: [
    "Build and maintain the Java services of the core banking ledger",
    "Review colleagues' changes and write the tests that keep the ledger right",
    "Trace production problems with the support team and fix their causes",
  ],
  requirements: [
    "Three years or more of Java in production",
    "SQL on a relational database, transactions included",
    "Clear written English",
  ],
  // Three weeks ahead, as DD-MM-YYYY.
  closes: dayAhead(21),
};
const PAGE = pathTo("careers", OPENING.id);
const CAREERS = pathTo("careers");
const ITEM_API = staffApiPath(STAFF_API.contentDocument, { type: "opening", id: OPENING.id });
// A publish renders every page that changes before it answers, beside other files on two cores.
const PUBLISH_MS = 240_000;

/** What a visitor gets at `pathname`, redirects not followed. */
const visit = (pathname: string) => fetch(`${staff.baseURL}${pathname}`, { redirect: "manual" });
const htmlOf = async (pathname: string) => {
  const response = await visit(pathname);
  expect(response.status, pathname).toBe(200);
  return response.text();
};

/** The JSON-LD blocks of a page's HTML (its serializer escapes "<", so none holds one). */
function jsonLdOf(html: string): Record<string, unknown>[] {
  const opening = '<script type="application/ld+json">';
  return html
    .split(opening)
    .slice(1)
    .map((block) => JSON.parse(block.slice(0, block.indexOf("</script>"))) as Record<string, unknown>);
}

async function itemNow(page: Page): Promise<ContentDocumentAnswer> {
  const response = await page.request.get(ITEM_API);
  expect(response.status()).toBe(200);
  return (await response.json()) as ContentDocumentAnswer;
}

/** The job openings' screen, from the console's navigation: HR's name for the content screen. */
async function openOpenings(page: Page) {
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Job openings", exact: true })
    .click();
  await expect.poll(() => heading(page).textContent()).toBe("Job openings");
  // The server lists HR the openings alone: one collection, and no other screen's name.
  await expect
    .poll(() => page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents())
    .toEqual(["Job openings"]);
}

/** Creates the opening with the New job opening dialog, writes its texts and closing date, publishes it. */
async function createAndPublish(page: Page) {
  await page.getByRole("button", { name: "New job opening" }).click();
  const dialog = page.getByRole("dialog", { name: "New job opening" });
  await dialog.getByLabel("Id", { exact: true }).fill(OPENING.id);
  await dialog.getByLabel("Job title", { exact: true }).fill(OPENING.title);
  expect(normalise(await dialog.textContent())).toContain(`Its address: ${PAGE}`);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Create job opening" }).click();
  await waitForEditor(page, OPENING.title);
  expect(new URL(page.url()).pathname).toBe(`/staff/content/opening/${OPENING.id}`);
  expect(normalise(await page.locator(".facts").textContent())).toContain("Draft, not published yet");

  // Its starter texts ask to be replaced: each gets a real one, and the closing date is set.
  await page.getByLabel("Summary", { exact: true }).fill(OPENING.summary);
  await page.getByLabel("Closing date", { exact: true }).fill(OPENING.closes);
  const lists = [
    ["About the role", "Paragraph", OPENING.description],
    ["Responsibilities", "Responsibility", OPENING.responsibilities],
    ["Requirements", "Requirement", OPENING.requirements],
  ] as const;
  for (const [group, item, texts] of lists) {
    const fieldset = page.getByRole("group", { name: group, exact: true });
    for (const [index, text] of texts.entries()) {
      const field = fieldset.getByLabel(`${item} ${index + 1}`, { exact: true });
      // The starter has two of each: a third is added.
      if ((await field.count()) === 0)
        await fieldset.getByRole("button", { name: `Add ${item.toLowerCase()}`, exact: true }).click();
      await field.fill(text);
    }
  }
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Save draft" }).click();
  await untilStatus(page, /^Draft saved \(version \d+\)\./);
  // HR previews the draft as visitors will see it (the openings' drafts alone are applied).
  expect(await page.getByRole("link", { name: new RegExp(`^Open the preview of ${PAGE}`) }).count()).toBe(1);
  const preview = await page.request.get(`/staff/preview${PAGE}`);
  expect(preview.status()).toBe(200);
  expect(await preview.text()).toContain(OPENING.summary);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const publish = page.getByRole("dialog", { name: "Publish this draft?" });
  await publish.getByLabel("Note (optional)").fill("A Java developer for the core banking team");
  await publish.getByRole("button", { name: "Publish", exact: true }).click();
  await untilStatus(page, /^Published: visitors see version \d+ now\.$/, PUBLISH_MS);
}

/** Closes the opening with the Retire dialog, after checking what the dialog says. */
async function retireWithDialog(page: Page) {
  await page.getByRole("button", { name: "Retire…" }).click();
  const dialog = page.getByRole("dialog", { name: `Retire ${OPENING.title}?` });
  const retire = dialog.getByRole("button", { name: `Retire ${OPENING.title}`, exact: true });
  // The dialog asks the server what retiring does, then says it.
  await retire.waitFor({ timeout: 20_000 });
  const said = normalise(await dialog.textContent());
  expect(said).toContain(`Visitors will no longer see ${OPENING.title}.`);
  // A closed role is gone, not moved: no list to lead to.
  expect(said).toContain(`${PAGE} will say the page is gone (410)`);
  expect((await dialog.getByRole("listitem").allTextContents()).map(normalise)).toContain(CAREERS);
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByLabel("Note (optional)").fill("The role is filled");
  await retire.click();
  await page.waitForURL((url) => url.pathname === "/staff/content", { timeout: PUBLISH_MS });
}

describe("a job opening from the console, by HR alone", () => {
  it(
    "is created, written, published with its JobPosting data, then closed (410)",
    async () => {
      const page = await staff.enrolledPage("hari@example.com", "Hari HR", ["hr"]);
      // HR land on their applications; the job openings are one tap away.
      await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toBe("Inbox");
      expect((await visit(PAGE)).status).not.toBe(200);

      // 1. The openings' screen: named for them, nothing else of the site's content.
      await openOpenings(page);
      expect(await page.getByRole("link", { name: "Site content" }).count()).toBe(0);
      const { collections } = (await (await page.request.get(STAFF_API.content)).json()) as ContentList;
      expect(collections.map((collection) => collection.type)).toEqual(["opening"]);
      expect(await axeViolations(page)).toEqual([]);

      // 2. Created, written and published from the console.
      await createAndPublish(page);
      const published = await itemNow(page);
      expect(published.draft).toBeNull();
      expect(JSON.stringify(published.published)).not.toContain("Replace");
      const entry = (published.published as { entry: { posted: string; closes: string } }).entry;
      expect(entry.closes).toBe(OPENING.closes);

      // A visitor: /Careers lists it, its page carries its JobPosting, the sitemap names it.
      const careers = await htmlOf(CAREERS);
      expect(careers).toContain(`href="${PAGE}"`);
      expect(careers).toContain(OPENING.title);
      const html = await htmlOf(PAGE);
      expect(html).toContain(`>${OPENING.title}</h1>`);
      const postings = jsonLdOf(html).filter((data) => data["@type"] === "JobPosting");
      expect(postings).toHaveLength(1);
      const posting = postings[0]!;
      expect(posting).toMatchObject({
        "@context": "https://schema.org",
        title: OPENING.title,
        datePosted: isoDate(entry.posted),
        validThrough: `${isoDate(OPENING.closes)}T23:59:59+05:30`,
        employmentType: "FULL_TIME",
        hiringOrganization: { "@type": "Organization", name: site.company },
        jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressCountry: "IN" } },
      });
      expect(posting.description).toEqual(expect.stringContaining(OPENING.description[0]!));
      expect(posting.description).toEqual(expect.stringContaining(OPENING.requirements[0]!));
      expect(await htmlOf("/sitemap.xml")).toContain(`${PAGE}</loc>`);
      await page.goto(PAGE);
      expect(await axeViolations(page)).toEqual([]);

      // 3. Closed with the Retire dialog; back on the openings, which say so.
      await page.goto("/staff/content");
      await page.getByRole("link", { name: OPENING.title, exact: true }).click();
      await waitForEditor(page, OPENING.title);
      await retireWithDialog(page);
      await untilStatus(page, new RegExp(`^${OPENING.title} is retired: visitors no longer see it\\.`));
      expect(await heading(page).textContent()).toBe("Job openings");
      const row = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: OPENING.title, exact: true }) });
      expect(normalise(await row.textContent())).toContain("Retired, no longer on the site");

      // A visitor: its address says it is gone; neither /Careers nor the sitemap names it.
      expect((await visit(PAGE)).status).toBe(410);
      const closedCareers = await htmlOf(CAREERS);
      expect(closedCareers).not.toContain(`href="${PAGE}"`);
      expect(closedCareers).not.toContain(OPENING.title);
      expect(await htmlOf("/sitemap.xml")).not.toContain(`${PAGE}</loc>`);
    },
    2 * PUBLISH_MS + 120_000,
  );
});
