// The form pages and their confirmation pages as pages: axe, errors and overflow at both
// widths; the confirmation pages' title and description, noindex, and not in the sitemap.
// On the shared e2e server: nothing here posts.

import { APPLICATION_SENT_PATH, CONTACT_SENT_PATH } from "@site/contracts/forms";
import { describe, expect, it } from "vitest";
import { pageAt } from "../web/app/pages.ts";
import { axeViolations } from "./axe.ts";
import { normalise, PHONE, useBrowser, WIDE } from "./browser.ts";
import { horizontalOverflow } from "./form-page.ts";

const browser = useBrowser();

describe("form pages and confirmation pages", () => {
  for (const path of ["/contact", "/Careers", CONTACT_SENT_PATH, APPLICATION_SENT_PATH]) {
    for (const viewport of [PHONE, WIDE]) {
      it(`${path} at ${viewport.width}x${viewport.height}: no axe violations, errors or overflow`, async () => {
        const { page, response, consoleErrors, failedRequests } = await browser.openPage(path, { viewport });
        expect(response?.status()).toBe(200);
        expect(await axeViolations(page)).toEqual([]);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(consoleErrors).toEqual([]);
        expect(failedRequests).toEqual([]);
      });
    }
  }

  for (const path of [CONTACT_SENT_PATH, APPLICATION_SENT_PATH]) {
    it(`${path} has its title and description, asks not to be indexed and is not in the sitemap`, async () => {
      const info = pageAt(path)!;
      const { page } = await browser.openPage(path);
      expect(normalise(await page.locator("h1").textContent())).toBe(info.heading);
      expect(await page.title()).toMatch(new RegExp(`^${info.title} \\| `));
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(info.description);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
      const sitemap = await (await fetch(`${browser.baseURL}/sitemap.xml`)).text();
      expect(sitemap).not.toContain(path);
    });
  }
});
