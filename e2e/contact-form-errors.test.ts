// The contact form when sending fails: the server unreachable, failing (500), refusing
// the post (the real server's 400, 403 and 429), a refused token replaced, and axe with
// each popup open under a paused clock. Same setup as contact-form.test.ts.

import { MAIL_SENDING_PATH, XSRF_COOKIE, XSRF_HEADER } from "@site/contracts/forms";
import type { Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startServer } from "../scripts/server-process.mjs";
import { isFocused, PHONE } from "./browser.ts";
import {
  axeViolationsWhilePaused,
  contactFields,
  contactForm,
  contactTexts,
  fillContact,
  popupText,
  POPUP_CLOSE_MS,
  VISITOR,
} from "./form-page.ts";
import { useFormsServer } from "./forms-server.ts";

const forms = useFormsServer();
const { browser } = forms;

describe("contact form", () => {
  it("says 'Cannot connect to the server. Please try again later.' when the server cannot be reached", async () => {
    const { page } = await browser.openPage("/contact");
    await page.route(`**${MAIL_SENDING_PATH}`, (route) => route.abort("connectionrefused"));
    const form = await contactForm(page);
    await fillContact(form, VISITOR);
    await contactFields(form).submit.click();
    const dialog = page.getByRole("dialog", { name: contactTexts.failed.title });
    await dialog.waitFor();
    expect(await popupText(dialog)).toBe("Cannot connect to the server. Please try again later.");
    await dialog.waitFor({ state: "hidden", timeout: POPUP_CLOSE_MS + 3000 });
    expect(await contactFields(form).name.inputValue(), "what was typed is kept").toBe(VISITOR.name);
  });

  it("says 'Server error. Please contact support.' for a 500", async () => {
    const { page } = await browser.openPage("/contact");
    await page.route(`**${MAIL_SENDING_PATH}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ errors: [{ path: "", message: "Boom" }] }),
      }),
    );
    const form = await contactForm(page);
    await fillContact(form, VISITOR);
    await contactFields(form).submit.click();
    const dialog = page.getByRole("dialog", { name: contactTexts.failed.title });
    await dialog.waitFor();
    expect(await popupText(dialog)).toBe("Server error. Please contact support.");
    // Escape closes it early, and focus goes back to Submit.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => isFocused(contactFields(form).submit)).toBe(true);
  });

  it("says 'Error: ' and the real server's message when it refuses the post (400, 403)", async () => {
    const opened = await browser.openPage("/contact");
    const { page } = opened;
    const form = await contactForm(page);

    // A post the real server finds invalid: the sender is changed on the way.
    await page.route(`**${MAIL_SENDING_PATH}`, async (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}") as { params: { sender: string } };
      body.params.sender = "not-an-address";
      await route.continue({ postData: JSON.stringify(body) });
    });
    await fillContact(form, VISITOR);
    const answer = page.waitForResponse((r) => r.url().endsWith(MAIL_SENDING_PATH));
    await contactFields(form).submit.click();
    const response = await answer;
    expect(response.status()).toBe(400);
    let errors = ((await response.json()) as { errors: { message: string }[] }).errors;
    let dialog = page.getByRole("dialog", { name: contactTexts.failed.title });
    await dialog.waitFor();
    expect(await popupText(dialog)).toBe(`Error: ${errors[0]!.message}`);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.unroute(`**${MAIL_SENDING_PATH}`);

    // Every post loses its XSRF header on the way: 403, and the page's one retry with a
    // fresh token (see the next test) is refused too.
    await page.route(`**${MAIL_SENDING_PATH}`, async (route) => {
      const headers = { ...route.request().headers() };
      delete headers[XSRF_HEADER.toLowerCase()];
      await route.continue({ headers });
    });
    const refusals: Response[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith(MAIL_SENDING_PATH)) refusals.push(r);
    });
    await contactFields(form).submit.click();
    dialog = page.getByRole("dialog", { name: contactTexts.failed.title });
    await dialog.waitFor();
    expect(refusals.map((r) => r.status())).toEqual([403, 403]);
    errors = ((await refusals[1]!.json()) as { errors: { message: string }[] }).errors;
    expect(await popupText(dialog)).toBe(`Error: ${errors[0]!.message}`);
  });

  it("replaces a token the server refuses (expired, or planted) and still sends the message", async () => {
    const opened = await browser.openPage("/contact");
    const { page, context } = opened;
    const form = await contactForm(page);
    // A token the server did not sign, as an expired one or one set by another site.
    await context.addCookies([{ name: XSRF_COOKIE, value: "forged", url: forms.baseURL }]);
    const answers: number[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith(MAIL_SENDING_PATH)) answers.push(r.status());
    });
    await fillContact(form, VISITOR);
    const mail = await forms.mailAfter(async () => {
      await contactFields(form).submit.click();
      await page.getByRole("dialog", { name: contactTexts.sent.title }).waitFor();
    });
    expect(answers).toEqual([403, 202]);
    expect(mail.subject).toBe(`Contact from ${VISITOR.name}`);
  });

  it("says 'Error: ' and the real server's message when the rate limit is reached (429)", async () => {
    // A server of its own allowing one post a minute; no SMTP: it writes .eml files.
    const limited = await startServer({
      label: "forms-429",
      env: { RATE_LIMIT: "1", SAMPLE_EVENTS: "false" },
    });
    try {
      const context = await browser.browser().newContext({ baseURL: limited.baseURL, viewport: PHONE });
      try {
        const page = await context.newPage();
        await page.goto("/contact");
        const form = await contactForm(page);
        await fillContact(form, VISITOR);
        await contactFields(form).submit.click();
        const sent = page.getByRole("dialog", { name: contactTexts.sent.title });
        await sent.waitFor();
        await page.keyboard.press("Escape");
        await sent.waitFor({ state: "hidden" });

        await fillContact(form, VISITOR);
        const answer = page.waitForResponse((r) => r.url().endsWith(MAIL_SENDING_PATH));
        await contactFields(form).submit.click();
        const response = await answer;
        expect(response.status()).toBe(429);
        const { errors } = (await response.json()) as { errors: { message: string }[] };
        const dialog = page.getByRole("dialog", { name: contactTexts.failed.title });
        await dialog.waitFor();
        expect(await popupText(dialog)).toBe(`Error: ${errors[0]!.message}`);
        expect(await popupText(dialog)).toMatch(/^Error: .*try again/i);
      } finally {
        await context.close();
      }
    } finally {
      await limited.stop();
    }
  });

  for (const [title, status] of [
    [contactTexts.sent.title, 202],
    [contactTexts.failed.title, 500],
  ] as const) {
    it(`has no axe violations with the '${title}' popup open, which closes at exactly 3000 ms`, async () => {
      const opened = await browser.openPage("/contact");
      const { page } = opened;
      // Fake timers from the start, paused before the send: the popup stays while axe runs.
      await page.clock.install();
      await opened.goto("/contact");
      await page.route(`**${MAIL_SENDING_PATH}`, (route) =>
        route.fulfill({
          status,
          contentType: "application/json",
          body: JSON.stringify(status === 202 ? { id: "x" } : { errors: [] }),
        }),
      );
      const form = await contactForm(page);
      await fillContact(form, VISITOR);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await contactFields(form).submit.click();
      const dialog = page.getByRole("dialog", { name: title });
      await dialog.waitFor();
      expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open && d.matches(":modal"))).toBe(true);
      const { violations, clockMovedMs } = await axeViolationsWhilePaused(page);
      expect(violations, "axe with the popup open").toEqual([]);
      expect(clockMovedMs).toBeLessThan(POPUP_CLOSE_MS - 1);

      await page.clock.runFor(POPUP_CLOSE_MS - 1 - clockMovedMs);
      expect(await dialog.isVisible(), "still open at 2999 ms").toBe(true);
      await page.clock.runFor(1);
      await dialog.waitFor({ state: "hidden" });
    });
  }
});
