// A new item's whole life in the console, as a publisher lives it on a phone, with a
// visitor's fetch after each step: a solution created with the "New solution" dialog, its
// starter texts written over, its picture chosen from the media library, put in the
// footer, and published (its page, the Solutions list, the sitemap and
// the search box's suggestions have it at once, no build); its page address renamed and
// published (the old address a 301 to the new one); then retired with the Retire dialog,
// which names the addresses and where they will lead (each old address a single 301 to
// the Solutions list, no chain, and no list, sitemap or suggestion naming it). One test,
// one member signed in throughout: each step takes the item as the one before left it.

import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  STAFF_API,
  staffApiPath,
  type ContentDocumentAnswer,
  type ContentList,
  type MediaItem,
} from "@site/contracts/staff";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pathTo } from "../web/app/route-paths.ts";
import { axeViolations } from "./axe.ts";
import { untilStatus, waitForEditor } from "./console-helpers.ts";
import { normalise } from "./browser.ts";
import { REPO_ROOT } from "../scripts/server-process.mjs";
import { consoleXsrf, useStaffServer } from "./staff-server.ts";

const staff = useStaffServer({ sampleEvents: false });

const SOLUTION = {
  id: "treasury-management",
  name: "Treasury Management System",
  page: "BTMS",
  renamed: "Treasury-Management",
  detailsId: "treasury-management-system",
  summary: "Treasury dealing, limits and settlement for banks, in one system with the core banking ledger.",
  description: [
    "Treasury Management System gives a bank's dealers, risk officers and back office one view of every deal, from the trade to its settlement.",
    "It reads positions from the core banking ledger as they change, checks each deal against the bank's limits before it is confirmed, and sends the settlement messages itself.",
  ],
  features: [
    "Money market, foreign exchange and securities deals in one blotter",
    "Counterparty and dealer limits checked before a deal is confirmed",
    "Positions and cash flows from the core banking ledger as they change",
    "Settlement messages sent and matched without re-keying",
  ],
};
const LIST_PAGE = pathTo("solutions");
const DETAILS_PAGE = pathTo("solutionDetails", SOLUTION.detailsId);
const ITEM_API = staffApiPath(STAFF_API.contentDocument, { type: "solution", id: SOLUTION.id });
// A publish renders every page that changes before it answers: a new solution is in the
// footer and menus of every page, a minute or more beside other files on two cores.
const PUBLISH_MS = 240_000;
// An upload is made into AVIF and WebP renditions (a video's poster too) before it is
// answered: seconds alone, much longer beside other files' browsers on two cores.
const UPLOAD_MS = 120_000;

/** What a visitor gets at `pathname`, redirects not followed. */
const visit = (pathname: string) => fetch(`${staff.baseURL}${pathname}`, { redirect: "manual" });
const htmlOf = async (pathname: string) => {
  const response = await visit(pathname);
  expect(response.status, pathname).toBe(200);
  return response.text();
};
/** The status and the `location` of the answer at `pathname`. */
async function answerAt(pathname: string) {
  const response = await visit(pathname);
  return { status: response.status, location: response.headers.get("location") };
}
/** The page's footer, as HTML. */
const footerOf = (html: string) => html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
const suggestionsNow = async () =>
  (await (await visit("/search-suggestions.json")).json()) as { label: string; route: string }[];

async function openItem(page: Page) {
  await page.goto("/staff/content");
  await page.getByRole("link", { name: SOLUTION.name, exact: true }).click();
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 20_000 })
    .toBe(SOLUTION.name);
}

/** Saves the form, then publishes the draft with a note: the answer comes once every page shows it. */
async function saveAndPublish(page: Page, note: string) {
  await page.getByRole("button", { name: "Save draft" }).click();
  await untilStatus(page, /^Draft saved \(version \d+\)\./);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Publish this draft?" });
  await dialog.getByLabel("Note (optional)").fill(note);
  await dialog.getByRole("button", { name: "Publish", exact: true }).click();
  await untilStatus(page, /^Published: visitors see version \d+ now\.$/, PUBLISH_MS);
}

async function itemNow(page: Page): Promise<ContentDocumentAnswer> {
  const response = await page.request.get(ITEM_API);
  expect(response.status()).toBe(200);
  return (await response.json()) as ContentDocumentAnswer;
}

/** Creates the solution with the New solution dialog, writes its texts and addresses, and publishes it. */
async function createAndPublish(page: Page) {
  await page.goto("/staff/content");
  await page.getByRole("button", { name: "New solution" }).click();
  const dialog = page.getByRole("dialog", { name: "New solution" });
  await dialog.getByLabel("Id", { exact: true }).fill(SOLUTION.id);
  await dialog.getByLabel("Name", { exact: true }).fill(SOLUTION.name);
  await dialog.getByRole("button", { name: "Create solution" }).click();
  await waitForEditor(page, SOLUTION.name);
  expect(new URL(page.url()).pathname).toBe(`/staff/content/solution/${SOLUTION.id}`);
  expect(normalise(await page.locator(".facts").textContent())).toContain("Draft, not published yet");

  // Its starter texts ask to be replaced: each gets a real one, and its addresses are set.
  await page.getByLabel("Summary", { exact: true }).fill(SOLUTION.summary);
  await page.getByLabel("Solution page address (optional)").fill(SOLUTION.page);
  await page.getByLabel("Details page name (optional)").fill(SOLUTION.detailsId);
  const description = page.getByRole("group", { name: "Description", exact: true });
  for (const [index, paragraph] of SOLUTION.description.entries())
    await description.getByLabel(`Paragraph ${index + 1}`, { exact: true }).fill(paragraph);
  const features = page.getByRole("group", { name: "Key features", exact: true });
  for (const [index, feature] of SOLUTION.features.entries())
    await features.getByLabel(`Feature ${index + 1}`, { exact: true }).fill(feature);
  // Among the footer's solutions on every page.
  await page.getByLabel("In the footer", { exact: true }).check();
  // Its picture, chosen from the media library (uploaded there before, as marketing does).
  const picture = await uploadToLibrary(page);
  await page.getByRole("button", { name: "Choose from the media library for “Picture”" }).click();
  const picker = page.getByRole("dialog", { name: "Choose a picture from the media library" });
  await picker.getByRole("button", { name: `Choose ${picture.title}` }).click();
  await expect.poll(() => picker.isVisible()).toBe(false);
  await saveAndPublish(page, "A new solution: treasury management");
  return picture;
}

/** A picture in the media library, uploaded as the Media screen does. */
async function uploadToLibrary(page: Page): Promise<MediaItem> {
  const bytes = await readFile(path.join(REPO_ROOT, "web/public/media/solution-account-creation-1200.webp"));
  const response = await page.request.post(`${STAFF_API.media}?title=Treasury%20dealing%20room`, {
    headers: { ...(await consoleXsrf(page, staff.baseURL)), "content-type": "image/webp" },
    data: bytes,
    timeout: UPLOAD_MS,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as MediaItem;
}

/** Retires the solution with the Retire dialog, after checking what the dialog says. */
async function retireWithDialog(page: Page) {
  await page.getByRole("button", { name: "Retire…" }).click();
  const dialog = page.getByRole("dialog", { name: `Retire ${SOLUTION.name}?` });
  const retire = dialog.getByRole("button", { name: `Retire ${SOLUTION.name}`, exact: true });
  // The dialog asks the server what retiring does, then says it.
  await retire.waitFor({ timeout: 20_000 });
  const said = normalise(await dialog.textContent());
  expect(said).toContain(`Visitors will no longer see ${SOLUTION.name}.`);
  expect(said).toContain(`/${SOLUTION.renamed} → ${LIST_PAGE}`);
  expect(said).toContain(`${DETAILS_PAGE} → ${LIST_PAGE}`);
  const listed = (await dialog.getByRole("listitem").allTextContents()).map(normalise);
  // The Solutions list is among the other pages that change with it.
  expect(listed).toContain(LIST_PAGE);
  expect(await dialog.getByRole("button", { name: "Keep it" }).count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByLabel("Note (optional)").fill("Replaced by the treasury module of the core");
  await retire.click();
  await page.waitForURL((url) => url.pathname === "/staff/content", { timeout: PUBLISH_MS });
}

describe("a solution from the console", () => {
  it(
    "is created, published, renamed and retired, visitors following each step",
    async () => {
      const page = await staff.enrolledPage("pia@example.com", "Pia Publisher", ["editor", "publisher"]);
      // Before: no such page (an unknown address leads home).
      expect((await answerAt(`/${SOLUTION.page}`)).status).toBe(302);

      // 1. Created, written, given a picture of the media library and published from the console.
      const picture = await createAndPublish(page);
      const published = await itemNow(page);
      expect(published.draft).toBeNull();
      expect(JSON.stringify(published.published)).not.toContain("Replace this");
      expect((published.published as { entry: { picture: unknown } }).entry.picture).toEqual(picture.picture);
      // Its page shows the picture, and its link preview has an image of its own.
      expect(await htmlOf(`/${SOLUTION.page}`)).toContain(`/media/${picture.picture!.name}-`);
      const image = await visit(`/media/social/solution-${SOLUTION.id}.png`);
      expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/png"]);
      // Put in the footer: every page's footer links it.
      for (const pathname of ["/contact", "/home"])
        expect(footerOf(await htmlOf(pathname)), pathname).toContain(`href="/${SOLUTION.page}"`);
      // A visitor: its page, its details page, the Solutions list, the sitemap, the suggestions.
      expect(await htmlOf(`/${SOLUTION.page}`)).toContain(`>${SOLUTION.name}</h1>`);
      expect(await htmlOf(DETAILS_PAGE)).toContain(SOLUTION.name);
      const list = await htmlOf(LIST_PAGE);
      expect(list).toContain(`href="/${SOLUTION.page}"`);
      expect(list).toContain(SOLUTION.name);
      expect(await htmlOf("/sitemap.xml")).toContain(`/${SOLUTION.page}</loc>`);
      expect(await suggestionsNow()).toContainEqual({ label: SOLUTION.name, route: DETAILS_PAGE });

      // 2. Its page address renamed: the old address a 301 to the new one.
      await openItem(page);
      await waitForEditor(page, SOLUTION.name);
      await page.getByLabel("Solution page address (optional)").fill(SOLUTION.renamed);
      await saveAndPublish(page, "Its page under a plainer address");
      expect(await htmlOf(`/${SOLUTION.renamed}`)).toContain(`>${SOLUTION.name}</h1>`);
      expect(await answerAt(`/${SOLUTION.page}`)).toEqual({ status: 301, location: `/${SOLUTION.renamed}` });
      const renamedList = await htmlOf(LIST_PAGE);
      expect(renamedList).toContain(`href="/${SOLUTION.renamed}"`);
      expect(renamedList).not.toContain(`href="/${SOLUTION.page}"`);
      const renamedSitemap = await htmlOf("/sitemap.xml");
      expect(renamedSitemap).toContain(`/${SOLUTION.renamed}</loc>`);
      expect(renamedSitemap).not.toContain(`/${SOLUTION.page}</loc>`);

      // 3. Retired with the Retire dialog; back on the content list, which says so.
      await openItem(page);
      await waitForEditor(page, SOLUTION.name);
      await retireWithDialog(page);
      await untilStatus(page, new RegExp(`^${SOLUTION.name} is retired: visitors no longer see it\\.`));
      const row = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: SOLUTION.name, exact: true }) });
      expect(normalise(await row.textContent())).toContain("Retired, no longer on the site");
      const { documents } = (await (await page.request.get(STAFF_API.content)).json()) as ContentList;
      expect(documents.find((document) => document.id === SOLUTION.id)?.state).toBe("retired");
      // A visitor: its page's addresses lead to the list, the oldest too, each in one hop.
      for (const pathname of [`/${SOLUTION.renamed}`, `/${SOLUTION.page}`])
        expect(await answerAt(pathname), pathname).toEqual({ status: 301, location: LIST_PAGE });
      expect(footerOf(await htmlOf("/contact"))).not.toContain(SOLUTION.name);
      const retiredList = await htmlOf(LIST_PAGE);
      expect(retiredList).not.toContain(SOLUTION.name);
      expect(retiredList).not.toContain(`href="/${SOLUTION.renamed}"`);
      const retiredSitemap = await htmlOf("/sitemap.xml");
      for (const pathname of [`/${SOLUTION.renamed}`, `/${SOLUTION.page}`, DETAILS_PAGE])
        expect(retiredSitemap).not.toContain(`${pathname}</loc>`);
      expect((await suggestionsNow()).map((suggestion) => suggestion.label)).not.toContain(SOLUTION.name);

      // Its editor now shows it read only, saying so.
      await row.getByRole("link", { name: SOLUTION.name, exact: true }).click();
      await expect
        .poll(() => page.getByRole("heading", { level: 2, name: "Retired, no longer on the site" }).count(), {
          timeout: 20_000,
        })
        .toBe(1);
      expect(await page.getByLabel("Summary", { exact: true }).isDisabled()).toBe(true);
      for (const name of ["Save draft", "Publish", "Retire…"])
        expect(await page.getByRole("button", { name, exact: true }).count(), name).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      // Its details page, as the dialog said: the list too, not the details route's own
      // page for an unknown name.
      expect(await answerAt(DETAILS_PAGE)).toEqual({ status: 301, location: LIST_PAGE });
    },
    3 * PUBLISH_MS + 120_000,
  );
});
