// The contact form as visitors use it, end to end: the built site served by the real
// built server, which delivers through a real SMTP server (forms-server.ts). The mail it
// sends, the 'Email Sent' popup, the form reached from a page that set no cookie, field errors by keyboard, reduced motion, and the form
// without JavaScript. Its failures: contact-form-errors.test.ts.

import { CONTACT_SENT_PATH, MAIL_SENDING_PATH, XSRF_COOKIE, XSRF_TOKEN_PATH } from "@site/contracts/forms";
import { describe, expect, it } from "vitest";
import { filledContent } from "../web/app/content/current.ts";
import { repositoryContent } from "../web/app/content/repository.ts";
import { pageAt } from "../web/app/pages.ts";
import { pathTo } from "../web/app/route-paths.ts";
import { axeViolations } from "./axe.ts";
import { isFocused, normalise, PHONE, WIDE } from "./browser.ts";
import {
  contactFields,
  contactForm,
  contactTexts,
  describedBy,
  fillContact,
  popupText,
  POPUP_CLOSE_MS,
  shiftsSince,
  VISITOR,
  watchLayoutShifts,
} from "./form-page.ts";
import { MAIL_FROM, MAIL_TO, useFormsServer } from "./forms-server.ts";

// As the page prints them: placeholders ({company}…) filled.
const { contactPage } = filledContent(repositoryContent);

const { browser, mailAfter } = useFormsServer();

describe("contact form", () => {
  it("sends the spec's mail, says 'Email Sent' for 3 s, resets, and moves nothing on the page", async () => {
    const opened = await browser.openPage("/contact", { viewport: PHONE });
    await watchLayoutShifts(opened);
    await opened.goto("/contact");
    const { page } = opened;
    const form = await contactForm(page);
    const fields = contactFields(form);
    await fillContact(form, VISITOR);
    const submittedAt = await page.evaluate(() => performance.now());
    // How long the popup is shown, by the page's own clock: the test's view of it lags
    // whenever the machine is busy, which shortened the measured time by half a second.
    await page.evaluate(() => {
      const times: { openedAt?: number; closedAt?: number } = {};
      (window as unknown as { popupTimes: typeof times }).popupTimes = times;
      new MutationObserver(() => {
        const open = document.querySelector("dialog[open]") !== null;
        if (open) times.openedAt ??= performance.now();
        else if (times.openedAt !== undefined) times.closedAt ??= performance.now();
      }).observe(document.body, {
        subtree: true,
        attributes: true,
        attributeFilter: ["open"],
        childList: true,
      });
    });

    const mail = await mailAfter(async () => {
      await fields.submit.click();
      const dialog = page.getByRole("dialog", { name: contactTexts.sent.title });
      await dialog.waitFor({ state: "visible" });
      expect(await popupText(dialog)).toBe("Your email was sent successfully!");
      expect(await isFocused(dialog.getByRole("button", { name: contactTexts.close }))).toBe(true);
      expect(await fields.name.inputValue()).toBe("");
      expect(await fields.email.inputValue()).toBe("");
      expect(await fields.message.inputValue()).toBe("");

      await dialog.waitFor({ state: "hidden", timeout: POPUP_CLOSE_MS + 3000 });
      const { openedAt, closedAt } = await page.evaluate(
        () => (window as unknown as { popupTimes: { openedAt: number; closedAt: number } }).popupTimes,
      );
      const shownFor = closedAt - openedAt;
      expect(shownFor, "the popup closes by itself after about 3 s").toBeGreaterThan(POPUP_CLOSE_MS - 500);
      expect(shownFor).toBeLessThan(POPUP_CLOSE_MS + 1500);
      // The dialog hides, then its closing hands focus back (a frame later on a busy machine).
      await expect
        .poll(() => isFocused(fields.submit), { message: "focus is back on Submit", timeout: 2_000 })
        .toBe(true);
    });

    expect(mail.subject).toBe(`Contact from ${VISITOR.name}`);
    expect(mail.text?.trim()).toBe(
      `Name: ${VISITOR.name}\nEmail: ${VISITOR.email}\nMessage: ${VISITOR.message}`,
    );
    expect(mail.from?.address).toBe(MAIL_FROM);
    expect(mail.replyTo.map((a) => a.address)).toEqual([VISITOR.email]);
    expect(mail.to.map((a) => a.address)).toEqual([MAIL_TO]);

    expect(
      await shiftsSince(page, submittedAt),
      "layout shift while sending and showing the popup",
    ).toBeLessThan(0.001);
    expect(opened.consoleErrors).toEqual([]);
    expect(opened.failedRequests).toEqual([]);
  });

  it("works for a visitor who arrived on a page without a form, and whose cookie is gone: the form asks for one", async () => {
    const opened = await browser.openPage("/home", { viewport: WIDE });
    const { page, context } = opened;
    expect(opened.response?.headers()["set-cookie"], "a page without a form sets no cookie").toBeUndefined();
    expect(opened.response?.headers()["cache-control"]).toMatch(/^public\b/);
    const xsrfCookies = async () => (await context.cookies()).filter((cookie) => cookie.name === XSRF_COOKIE);
    expect(await xsrfCookies()).toEqual([]);

    // Every link is a document load: the contact page comes with its cookie...
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await page
      .locator(`a[href="${pathTo("contact")}"]:visible`)
      .first()
      .click();
    const form = await contactForm(page);
    expect(documents).toEqual([pathTo("contact")]);
    expect(await xsrfCookies()).toHaveLength(1);
    // ...which may be gone by the time the visitor sends (cleared, expired): the form asks for one.
    await context.clearCookies();

    await fillContact(form, VISITOR);
    const tokenRequest = page.waitForRequest((request) => request.url().endsWith(XSRF_TOKEN_PATH));
    const mail = await mailAfter(async () => {
      await contactFields(form).submit.click();
      await tokenRequest;
      await page.getByRole("dialog", { name: contactTexts.sent.title }).waitFor({ state: "visible" });
    });
    expect(mail.subject).toBe(`Contact from ${VISITOR.name}`);
    expect(await xsrfCookies()).toHaveLength(1);
    expect(opened.consoleErrors).toEqual([]);
    expect(opened.failedRequests).toEqual([]);
  });

  it("shows every problem beside its field by keyboard alone, skipping the honeypot, and re-checks as fields are fixed", async () => {
    const { page, consoleErrors } = await browser.openPage("/contact", { viewport: WIDE });
    const form = await contactForm(page);
    const fields = contactFields(form);

    await fields.name.focus();
    await page.keyboard.press("Tab");
    expect(await isFocused(fields.email)).toBe(true);
    await page.keyboard.press("Tab");
    expect(await isFocused(fields.message)).toBe(true);
    await page.keyboard.press("Tab");
    expect(
      await isFocused(fields.submit),
      "Tab goes from Message straight to Submit: the honeypot is out of the tab order",
    ).toBe(true);

    await page.keyboard.press("Enter");
    await expect.poll(() => isFocused(fields.name), { timeout: 5_000 }).toBe(true);
    expect(await fields.name.getAttribute("aria-invalid")).toBe("true");
    expect(await describedBy(fields.name)).toBe("Name is required.");
    expect(await describedBy(fields.email)).toBe("Email is required.");
    expect(await describedBy(fields.message)).toBe("Message is required.");
    expect(await form.getByText("Name is required.").isVisible()).toBe(true);

    await page.keyboard.type("Asha Rao");
    expect(await fields.name.getAttribute("aria-invalid"), "fixing a field clears its message").toBeNull();
    await page.keyboard.press("Tab");
    await page.keyboard.type("asha@");
    await page.keyboard.press("Tab");
    expect(await describedBy(fields.email)).toBe(
      "Email must be a valid e-mail address, such as name@example.com.",
    );
    expect(await axeViolations(page), "axe with the messages shown").toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("animates the popup only for visitors who have not asked for reduced motion", async () => {
    const animationOf = async (reducedMotion: "reduce" | "no-preference") => {
      const { page } = await browser.openPage("/contact", { reducedMotion });
      await page.route(`**${MAIL_SENDING_PATH}`, (route) =>
        route.fulfill({ status: 202, contentType: "application/json", body: '{"id":"x"}' }),
      );
      const form = await contactForm(page);
      await fillContact(form, VISITOR);
      await contactFields(form).submit.click();
      const dialog = page.getByRole("dialog", { name: contactTexts.sent.title });
      await dialog.waitFor();
      return dialog.evaluate((d) => getComputedStyle(d).animationName);
    };
    expect(await animationOf("reduce")).toBe("none");
    expect(await animationOf("no-preference")).not.toBe("none");
  });

  it("posts without JavaScript and lands on the confirmation page, and the mail arrives", async () => {
    const opened = await browser.openPage("/contact", { javaScriptEnabled: false });
    const { page } = opened;
    const form = page.locator(`form[action$="${MAIL_SENDING_PATH}"]`);
    expect(await form.getAttribute("method")).toBe("post");
    expect(await form.getAttribute("novalidate"), "the browser checks the fields itself").toBeNull();

    // The browser's own checks stop an empty post.
    await contactFields(form).submit.click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe("/contact");
    expect(await form.locator(":invalid").count()).toBeGreaterThan(0);

    await fillContact(form, VISITOR);
    const mail = await mailAfter(async () => {
      await Promise.all([page.waitForURL(`**${CONTACT_SENT_PATH}`), contactFields(form).submit.click()]);
    });
    expect(normalise(await page.locator("h1").textContent())).toBe(pageAt(CONTACT_SENT_PATH)?.heading);
    expect(await page.getByText(contactPage.sentPage.lede).first().isVisible()).toBe(true);
    expect(mail.subject).toBe(`Contact from ${VISITOR.name}`);
    expect(mail.replyTo.map((a) => a.address)).toEqual([VISITOR.email]);
  });
});
