// An editor's draft, seen before anyone else: the preview at /staff/preview/{path} renders
// the real page with every draft applied (the site's own renderer), private to the
// session (no-store, noindex), while every public page still shows what is published.

import {
  STAFF_API,
  STAFF_PREVIEW_PATH,
  staffApiPath,
  type ContentDocumentAnswer,
  type StaffRole,
} from "@site/contracts/staff";
import type { SiteIdentity } from "@site/contracts/content";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { consoleXsrf, useStaffServer } from "./staff-server.ts";

const staff = useStaffServer({ sampleEvents: false });
const NEW_PHONE = { display: "+91 427 255 0101", href: "tel:+914272550101" };
const identityPath = staffApiPath(STAFF_API.contentDocument, { type: "site", id: "identity" });

/** The XSRF header as the console sends it. */
const xsrf = (page: Page) => consoleXsrf(page, staff.baseURL);

const enrolledPage = (email: string, name: string, roles: StaffRole[]) =>
  staff.enrolledPage(email, name, roles);

describe("the console's content screens", () => {
  it("let a publisher on a phone rewrite an answer, preview it and publish it, with no axe violation", async () => {
    const page = await enrolledPage("paul@example.com", "Paul Publisher", ["publisher"]);
    await page.goto("/staff/content");
    await page.getByRole("link", { name: /Help page/ }).click();
    const answer = page.getByLabel("Answer", { exact: true }).nth(5);
    await expect.poll(() => answer.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    const text = "Yes: we answer within a day, in writing. Ask us about your own systems.";
    await answer.fill(text);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect.poll(() => page.getByText(/Draft saved/).count()).toBe(1);
    // The editor opens the page with the draft in a tab of its own.
    const [preview] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("link", { name: /Open the preview of \/help/ }).click(),
    ]);
    await preview.waitForLoadState();
    expect(new URL(preview.url()).pathname).toBe(`${STAFF_PREVIEW_PATH}/help`);
    expect(await preview.locator("main").textContent()).toContain(text);
    await preview.close();
    expect(await (await page.request.get(`${STAFF_PREVIEW_PATH}/help`)).text()).toContain(text);
    expect(await (await fetch(`${staff.baseURL}/help`)).text()).not.toContain(text);

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Note (optional)").fill("Clearer answer");
    await dialog.getByRole("button", { name: "Publish", exact: true }).click();
    // The answer comes once the pages that show the answer are rendered again (a second
    // on a quiet machine, longer beside other files' browsers).
    await expect
      .poll(async () => (await (await fetch(`${staff.baseURL}/help`)).text()).includes(text), {
        timeout: 90_000,
      })
      .toBe(true);
    await expect.poll(() => page.getByText("Clearer answer").count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  }, 180_000);
});

describe("the preview of drafts", () => {
  it("shows an editor's new phone number on the real page, and nobody else", async () => {
    const page = await enrolledPage("erin@example.com", "Erin Editor", ["editor"]);

    const current = (await (await page.request.get(identityPath)).json()) as ContentDocumentAnswer;
    const published = current.published as SiteIdentity;
    const saved = await page.request.put(identityPath, {
      headers: await xsrf(page),
      data: { version: current.version, data: { ...published, phone: NEW_PHONE } },
    });
    expect(saved.status()).toBe(200);

    for (const pathname of ["/help", "/home", "/contact"]) {
      const preview = await page.request.get(`${STAFF_PREVIEW_PATH}${pathname}`);
      expect(preview.status(), pathname).toBe(200);
      expect(preview.headers()["cache-control"]).toBe("no-store");
      expect(preview.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      expect(preview.headers()["content-security-policy"]).toContain("script-src");
      const html = await preview.text();
      expect(html, pathname).toContain(NEW_PHONE.display);
      // The public page still shows what is published.
      const visible = await (await fetch(`${staff.baseURL}${pathname}`)).text();
      expect(visible, pathname).toContain(published.phone.display);
      expect(visible, pathname).not.toContain(NEW_PHONE.display);
    }
    // Opened in the browser, the preview is the page itself, the draft in its footer.
    await page.goto(`${STAFF_PREVIEW_PATH}/help`);
    await expect.poll(() => page.locator("footer").textContent()).toContain(NEW_PHONE.display);

    expect((await page.request.get(`${STAFF_PREVIEW_PATH}/no-such-page`)).status()).toBe(404);
    // Without a session: refused, and nothing of the draft shown.
    const stranger = await fetch(`${staff.baseURL}${STAFF_PREVIEW_PATH}/help`);
    expect(stranger.status).toBe(401);
    expect(await stranger.text()).not.toContain(NEW_PHONE.display);
  });

  it("is what every page shows once a publisher publishes it, when the answer comes", async () => {
    const page = await enrolledPage("pia@example.com", "Pia Publisher", ["publisher"]);
    const current = (await (await page.request.get(identityPath)).json()) as ContentDocumentAnswer;
    expect((current.draft as SiteIdentity).phone).toEqual(NEW_PHONE);
    const published = await page.request.post(
      staffApiPath(STAFF_API.contentPublish, { type: "site", id: "identity" }),
      // Every page and PDF is rendered before the answer: seconds alone, longer beside
      // other files' browsers on two cores.
      {
        headers: await xsrf(page),
        data: { version: current.version, note: "New support line" },
        timeout: 240_000,
      },
    );
    expect(published.status()).toBe(200);
    // No wait: the answer came once the pages were rendered again.
    for (const pathname of ["/help", "/home", "/contact", "/BRBS"])
      expect(await (await fetch(`${staff.baseURL}${pathname}`)).text(), pathname).toContain(
        NEW_PHONE.display,
      );
  }, 300_000);
});
