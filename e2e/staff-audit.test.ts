// The audit trail and mail delivery in plain language, end to end: members remove an event
// from the gallery and download an applicant's CV, and the admin's audit screen reads each
// as a sentence with their names ("Maya R removed the event “…”", "Anita K downloaded
// Arjun Mehta's CV"); the mail screen says to which inbox each mail went and when. Both
// screens pass axe and fit without sideways scrolling on a phone, at 1280 px and wider,
// their tables stacking into labelled rows on the phone.

import { XSRF_COOKIE, XSRF_HEADER, XSRF_TOKEN_PATH, JOB_APPLICATION_PATH } from "@site/contracts/forms";
import { sampleJobApplication } from "@site/contracts/samples";
import { STAFF_API, staffApiPath } from "@site/contracts/staff";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { normalise, PHONE, WIDE } from "./browser.ts";
import { heading } from "./console-helpers.ts";
import { cvPdf } from "./form-page.ts";
import { useStaffServer } from "./staff-server.ts";

const staff = useStaffServer();

const LAPTOP = { width: 1280, height: 800 } as const;
const SIZES = [
  ["a phone", PHONE],
  ["a 1280 px screen", LAPTOP],
  ["a wide screen", WIDE],
] as const;

/** An application with a CV, posted as the careers page's script posts it; its id. */
async function applyWithCv(name: string, email: string): Promise<string> {
  const tokenResponse = await fetch(`${staff.baseURL}${XSRF_TOKEN_PATH}`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(tokenResponse.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const body = new FormData();
  for (const [field, value] of Object.entries({ ...sampleJobApplication, name, email }))
    body.append(field, String(value));
  const cv = await cvPdf(`${name} – Curriculum vitae`);
  body.append("cv", new Blob([new Uint8Array(cv)], { type: "application/pdf" }), "cv.pdf");
  const response = await fetch(`${staff.baseURL}${JOB_APPLICATION_PATH}`, {
    method: "POST",
    headers: {
      accept: "application/json",
      cookie: `${XSRF_COOKIE}=${token}`,
      [XSRF_HEADER]: decodeURIComponent(token),
    },
    body,
  });
  expect(response.status, await response.clone().text()).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

/** Axe finds nothing, and the page does not scroll sideways. */
async function expectAccessible(page: Page, what: string) {
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways overflow on ${what}`).toBeLessThanOrEqual(0);
}

/** How the table's first row is laid out: its cells' display, their drawn labels, whether its frame scrolls. */
const layoutOf = (page: Page, table: string) =>
  page.getByRole("table", { name: table }).evaluate((element) => {
    const cells = [...element.querySelectorAll("tbody tr:first-child > *")];
    const region = element.closest(".table-region")!;
    return {
      display: [...new Set(cells.map((cell) => getComputedStyle(cell).display))],
      // Each cell shown on a phone draws its column's name before it.
      labelled: cells
        .filter((cell) => getComputedStyle(cell).display !== "none")
        .every((cell) =>
          getComputedStyle(cell, "::before").content.includes(`"${(cell as HTMLElement).dataset.label}"`),
        ),
      scrolls: region.scrollWidth > region.clientWidth,
    };
  });

describe("the audit trail and mail delivery in plain language", () => {
  it("reads a member's removal of an event and download of a CV as sentences with their names", async () => {
    const applicationId = await applyWithCv("Arjun Mehta", "arjun.mehta@example.org");

    // Maya (marketing) removes one of the sample events from the gallery.
    const maya = await staff.enrolledPage("maya@example.com", "Maya R", ["marketing"]);
    await expect.poll(() => heading(maya).textContent()).toBe("Gallery");
    const title = "Team outing to the Yercaud hills";
    const card = maya
      .getByRole("listitem")
      .filter({ has: maya.getByRole("heading", { level: 3, name: title, exact: true }) });
    await card.getByRole("button", { name: "Remove", exact: true }).click();
    await maya.getByRole("dialog").getByRole("button", { name: "Remove event" }).click();
    await expect.poll(() => card.count()).toBe(0);

    // Anita (HR) downloads the applicant's CV.
    const anita = await staff.enrolledPage("anita@example.com", "Anita K", ["hr"]);
    await expect.poll(() => heading(anita).textContent()).toBe("Inbox");
    expect((await anita.request.get(staffApiPath(STAFF_API.inboxCv, { id: applicationId }))).status()).toBe(
      200,
    );

    // The admin reads it all in sentences.
    const lead = await staff.enrolledPage("lead@example.com", "Lena Lead", ["admin", "hr", "marketing"]);
    await lead.setViewportSize(WIDE);
    await lead.goto("/staff/audit");
    await expect.poll(() => heading(lead).textContent()).toBe("Audit trail");
    const table = lead.getByRole("table", { name: "Audit trail" });
    const sentences = async () =>
      (
        await table
          .locator("tbody tr")
          .evaluateAll((rows) => rows.map((row) => row.children[1]?.textContent ?? ""))
      ).map(normalise);
    await expect.poll(sentences).toContain(`Maya R removed the event “${title}”`);
    const said = await sentences();
    expect(said).toContain("Anita K downloaded Arjun Mehta's CV");
    // Each with its time beside it.
    const row = table.locator("tbody tr").filter({ hasText: "Anita K downloaded Arjun Mehta's CV" });
    expect(await row.locator("time").getAttribute("datetime")).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The filters still work: by the member and the action.
    const filters = lead.getByRole("form", { name: "Filter the audit trail" });
    await filters.getByLabel("Member").selectOption({ label: "Anita K" });
    await filters.getByLabel("Action").selectOption({ label: "Downloaded a CV" });
    await filters.getByRole("button", { name: "Show entries" }).click();
    await expect.poll(sentences).toEqual(["Anita K downloaded Arjun Mehta's CV"]);
    await lead.goto("/staff/audit");
    await expect.poll(sentences).toContain(`Maya R removed the event “${title}”`);

    for (const [what, size] of SIZES) {
      await lead.setViewportSize(size);
      await expectAccessible(lead, `the audit trail on ${what}`);
      const layout = await layoutOf(lead, "Audit trail");
      expect(layout.scrolls, `the audit table scrolls sideways on ${what}`).toBe(false);
      if (size === PHONE) {
        // Empty cells (no details) are left out on a phone.
        expect(layout.display.filter((display) => display !== "none")).toEqual(["block"]);
        expect(layout.labelled).toBe(true);
      } else expect(layout.display).toEqual(["table-cell"]);
    }

    // Mail delivery: to which inbox each mail went, and when.
    await lead.goto("/staff/mail");
    await expect.poll(() => heading(lead).textContent()).toBe("Mail delivery");
    const mails = lead.getByRole("table", { name: "Outbox" });
    const application = mails.locator("tbody tr").filter({ hasText: "Job application" }).first();
    await expect.poll(() => application.count()).toBe(1);
    const cells = (await application.locator("th, td").allTextContents()).map(normalise);
    expect(cells[1]).toBe("careers@example.com");
    expect(cells[3]).toMatch(/^(Sent |To be sent |Next attempt |Being sent now)/);
    for (const [what, size] of SIZES) {
      await lead.setViewportSize(size);
      await expectAccessible(lead, `mail delivery on ${what}`);
      const layout = await layoutOf(lead, "Outbox");
      expect(layout.scrolls, `the outbox scrolls sideways on ${what}`).toBe(false);
      expect(layout.display.filter((display) => display !== "none")).toEqual([
        size === PHONE ? "block" : "table-cell",
      ]);
      if (size === PHONE) expect(layout.labelled).toBe(true);
    }
  });
});
