// Visits and where messages come from, without tracking, end to end: the built server
// counts the pages it sends, a visitor arriving by a campaign's link sends a message
// through the real contact form (its page's small script kept how the visit began), and a
// marketing member's overview in the console shows the visit and puts the message down
// to the campaign. The overview passes axe on a phone and a wide screen.

import { VISIT_STORAGE_KEY } from "@site/contracts/privacy";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pathTo } from "../web/app/route-paths.ts";
import { axeViolations } from "./axe.ts";
import { normalise, WIDE } from "./browser.ts";
import { contactFields, contactForm, contactTexts, fillContact, VISITOR } from "./form-page.ts";
import { useStaffServer } from "./staff-server.ts";

const staff = useStaffServer({ sampleEvents: false });

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** A table's body rows as the texts of their cells, header cell first. */
const rowsOf = async (table: Locator) =>
  Promise.all(
    (await table.locator("tbody tr").all()).map(async (row) =>
      (await row.locator("th, td").allTextContents()).map(normalise),
    ),
  );

async function expectAccessible(page: Page, what: string) {
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways overflow on ${what}`).toBeLessThanOrEqual(0);
}

describe("visits", () => {
  it("counts a campaign's visit and puts the message sent in it down to the campaign on the overview", async () => {
    // The visitor: in from a campaign's link, on to the contact page, a message sent.
    const home = pathTo("home");
    const visitor = await staff.browser.openPage(`${home}?utm_campaign=spring`, { viewport: WIDE });
    const { page } = visitor;
    expect(visitor.response?.status()).toBe(200);
    // A link of the site, followed as a click follows it (the page's address as Referer).
    await Promise.all([
      page.waitForURL((url) => url.pathname === pathTo("contact")),
      page.evaluate((to) => {
        window.location.href = to;
      }, pathTo("contact")),
    ]);
    await visitor.settle();
    expect(
      JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), VISIT_STORAGE_KEY)) ?? "null"),
    ).toEqual({
      page: home,
      source: "direct",
      campaign: "spring",
    });
    const form = await contactForm(page);
    await fillContact(form, VISITOR);
    await contactFields(form).submit.click();
    await page.getByRole("dialog", { name: contactTexts.sent.title }).waitFor({ state: "visible" });

    // Marketing, on Monday: the overview.
    const member = await staff.enrolledPage("mira@example.com", "Mira Marketing", ["marketing"]);
    await member.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Overview" }).click();
    await expect.poll(() => heading(member).textContent()).toBe("Overview");

    const sources = member.getByRole("table", {
      name: /^Visits .*, by the site or campaign they came from$/,
    });
    await sources.waitFor();
    expect(await rowsOf(sources)).toEqual([["Direct (no referring site)", "spring", "1"]]);
    const pages = member.getByRole("table", { name: /^The most viewed pages / });
    const pageRows = await rowsOf(pages);
    expect(pageRows).toContainEqual([home, "1", "1"]);
    expect(pageRows).toContainEqual([pathTo("contact"), "1", "0"]);
    // Only the site's pages: not the console the member opened since.
    expect(pageRows.every(([path]) => !path!.startsWith("/staff"))).toBe(true);
    const messages = member.getByRole("table", {
      name: /^Contact messages received .*, by where the sender's visit began$/,
    });
    expect(await rowsOf(messages)).toEqual([["Direct (no referring site)", "spring", "1"]]);
    expect(normalise(await member.getByRole("link", { name: /not handled yet/ }).textContent())).toBe(
      "1 not handled yet",
    );

    await expectAccessible(member, "the overview on a phone");
    await member.setViewportSize(WIDE);
    await expectAccessible(member, "the overview on a wide screen");
  });
});
