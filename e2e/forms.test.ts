// The contact and job-application forms as visitors use them, end to end: the built site
// served by the real built server, which delivers through a real SMTP server (smtp-server
// + mailparser, in this process). With and without JavaScript, by keyboard, with the
// server unreachable, failing or refusing, and checked by axe in every state.

import AxeBuilder from "@axe-core/playwright";
import {
  APPLICATION_SENT_PATH,
  CONTACT_SENT_PATH,
  JOB_APPLICATION_PATH,
  MAIL_SENDING_PATH,
  XSRF_COOKIE,
  XSRF_HEADER,
} from "@site/contracts/forms";
import type { Locator, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../scripts/server-process.mjs";
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from "../server/test/smtp-peer.ts";
import { careersPage, contactPage } from "../web/app/content/contact.ts";
import { applicationFields } from "../web/app/content/form-fields.ts";
import { pageAt } from "../web/app/route-table.ts";
import { AXE_TAGS, axeViolations } from "./axe.ts";
import { normalise, PHONE, useBrowser, WIDE, type OpenedPage } from "./browser.ts";

const MAIL_FROM = "website@forms-e2e.test";
const MAIL_TO = "contact@forms-e2e.test";
const CAREERS_MAIL_TO = "hr@forms-e2e.test";
const POPUP_CLOSE_MS = 3000;

const contactTexts = contactPage.form;
const careersTexts = careersPage.form;

let peer: SmtpPeer;
let server: RunningServer;
const browser = useBrowser({ baseURL: () => server.baseURL });

beforeAll(async () => {
  peer = await startSmtpPeer();
  server = await startServer({
    label: "forms",
    env: {
      SMTP_URL: peer.url,
      MAIL_FROM,
      MAIL_TO,
      CAREERS_MAIL_TO,
      SAMPLE_EVENTS: "false",
      // Well above what this file posts, so no test here meets the limit by accident.
      RATE_LIMIT: "100",
    },
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await peer?.close();
});

/** The mail the server delivers after `action`: the next one the SMTP peer accepts. */
async function mailAfter(action: () => Promise<void>): Promise<ReceivedMail> {
  const before = peer.received.length;
  await action();
  const mails = await peer.waitForMails(before + 1, 30_000);
  return mails[before]!;
}

/** The form once the app has hydrated it (it then validates by itself: novalidate). */
async function hydratedForm(page: Page, apiPath: string): Promise<Locator> {
  const form = page.locator(`form[action$="${apiPath}"]`);
  await form.and(page.locator("[novalidate]")).waitFor();
  return form;
}

const contactForm = (page: Page) => hydratedForm(page, MAIL_SENDING_PATH);
const careersForm = (page: Page) => hydratedForm(page, JOB_APPLICATION_PATH);

function contactFields(form: Locator) {
  return {
    name: form.getByRole("textbox", { name: "Name", exact: true }),
    email: form.getByRole("textbox", { name: "Email", exact: true }),
    message: form.getByRole("textbox", { name: "Message", exact: true }),
    submit: form.getByRole("button", { name: contactTexts.submit, exact: true }),
  };
}

async function fillContact(form: Locator, values: { name: string; email: string; message: string }) {
  const fields = contactFields(form);
  await fields.name.fill(values.name);
  await fields.email.fill(values.email);
  await fields.message.fill(values.message);
}

const VISITOR = { name: "Asha Rao", email: "asha.rao@cooperative-bank.test", message: "Hello,\nwe would like a demo of the reconciliation solution." };

/** The text of the element that describes a control (its error message), or null. */
function describedBy(control: Locator): Promise<string | null> {
  return control.evaluate((element) => {
    const ids = element.getAttribute("aria-describedby");
    if (!ids) return null;
    return ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ");
  });
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** The popup's description: the text its aria-describedby points at. */
function popupText(dialog: Locator): Promise<string> {
  return dialog.evaluate((element) => document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent ?? "");
}

const APPLICANT: Record<string, string> = {
  name: "Ravi Kumar",
  email: "ravi.kumar@applicant.test",
  phone: "+91 98765 43210",
  linkedin: "",
  highestDegree: "B.E. Computer Science",
  university: "Anna University",
  graduationYear: "2019",
  skills: "Java, SQL, Finacle customisation",
  certifications: "",
  position: "Software Developer",
  location: "Salem",
  experience: "4",
  message: "I can join within a month.",
};

async function fillApplication(form: Locator, values: Record<string, string>) {
  for (const field of applicationFields) {
    const value = values[field.name];
    if (value !== undefined) await form.locator(`[name="${field.name}"]`).fill(value);
  }
}

/** Collects the texts of alert() calls and accepts them, as a visitor clicking OK. */
function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

/** Layout shifts not caused by the visitor's own input, from the page's start. */
async function watchLayoutShifts(opened: OpenedPage) {
  await opened.context.addInitScript(() => {
    const shifts: { value: number; at: number }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, at: entry.startTime });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

function shiftsSince(page: Page, since: number): Promise<number> {
  return page.evaluate(
    (from) => (window as unknown as { __shifts: { value: number; at: number }[] }).__shifts.filter((s) => s.at >= from).reduce((sum, s) => sum + s.value, 0),
    since,
  );
}

/**
 * axe, on a page whose fake clock is paused. axe waits on a chain of setTimeout(0)s
 * between its rules, which fake timers fire 1 ms apart: move the clock on 1 ms at a time
 * until axe is done (a few ms in all), far from the popup's 3 s. Legacy mode runs axe in
 * this page alone, without the blank page where it otherwise combines results (also
 * under the paused clock). Returns the violations and how far the clock moved.
 */
async function axeViolationsWhilePaused(page: Page): Promise<{ violations: string[]; clockMovedMs: number }> {
  const startedAt = await page.evaluate(() => Date.now());
  let done = false;
  const results = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .analyze()
    .finally(() => {
      done = true;
    });
  while (!done) {
    await page.clock.runFor(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const violations = (await results).violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} ${JSON.stringify(node.target)}: ${(node.failureSummary ?? violation.help).replace(/\s+/g, " ")}`),
  );
  return { violations, clockMovedMs: (await page.evaluate(() => Date.now())) - startedAt };
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

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

    const mail = await mailAfter(async () => {
      await fields.submit.click();
      const dialog = page.getByRole("dialog", { name: contactTexts.sent.title });
      await dialog.waitFor({ state: "visible" });
      const shownAt = Date.now();
      expect(await popupText(dialog)).toBe("Your email was sent successfully!");
      expect(await isFocused(dialog.getByRole("button", { name: contactTexts.close }))).toBe(true);
      expect(await fields.name.inputValue()).toBe("");
      expect(await fields.email.inputValue()).toBe("");
      expect(await fields.message.inputValue()).toBe("");

      await dialog.waitFor({ state: "hidden", timeout: POPUP_CLOSE_MS + 3000 });
      const shownFor = Date.now() - shownAt;
      expect(shownFor, "the popup closes by itself after about 3 s").toBeGreaterThan(POPUP_CLOSE_MS - 500);
      expect(shownFor).toBeLessThan(POPUP_CLOSE_MS + 1500);
      expect(await isFocused(fields.submit), "focus is back on Submit").toBe(true);
    });

    expect(mail.subject).toBe(`Contact from ${VISITOR.name}`);
    expect(mail.text?.trim()).toBe(`Name: ${VISITOR.name}\nEmail: ${VISITOR.email}\nMessage: ${VISITOR.message}`);
    expect(mail.from?.address).toBe(MAIL_FROM);
    expect(mail.replyTo.map((a) => a.address)).toEqual([VISITOR.email]);
    expect(mail.to.map((a) => a.address)).toEqual([MAIL_TO]);

    expect(await shiftsSince(page, submittedAt), "layout shift while sending and showing the popup").toBeLessThan(0.001);
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
    expect(await isFocused(fields.submit), "Tab goes from Message straight to Submit: the honeypot is out of the tab order").toBe(true);

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
    expect(await describedBy(fields.email)).toBe("Email must be a valid e-mail address, such as name@example.com.");
    expect(await axeViolations(page), "axe with the messages shown").toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

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
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ errors: [{ path: "", message: "Boom" }] }) }),
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
    await context.addCookies([{ name: XSRF_COOKIE, value: "forged", url: server.baseURL }]);
    const answers: number[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith(MAIL_SENDING_PATH)) answers.push(r.status());
    });
    await fillContact(form, VISITOR);
    const mail = await mailAfter(async () => {
      await contactFields(form).submit.click();
      await page.getByRole("dialog", { name: contactTexts.sent.title }).waitFor();
    });
    expect(answers).toEqual([403, 202]);
    expect(mail.subject).toBe(`Contact from ${VISITOR.name}`);
  });

  it("says 'Error: ' and the real server's message when the rate limit is reached (429)", async () => {
    // A server of its own allowing one post a minute; no SMTP: it writes .eml files.
    const limited = await startServer({ label: "forms-429", env: { RATE_LIMIT: "1", SAMPLE_EVENTS: "false" } });
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
        route.fulfill({ status, contentType: "application/json", body: JSON.stringify(status === 202 ? { id: "x" } : { errors: [] }) }),
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

  it("animates the popup only for visitors who have not asked for reduced motion", async () => {
    const animationOf = async (reducedMotion: "reduce" | "no-preference") => {
      const { page } = await browser.openPage("/contact", { reducedMotion });
      await page.route(`**${MAIL_SENDING_PATH}`, (route) => route.fulfill({ status: 202, contentType: "application/json", body: '{"id":"x"}' }));
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

describe("job-application form", () => {
  for (const path of ["/Careers", "/career"]) {
    it(`${path} shows it under '${careersTexts.heading}' with every field labelled and required ones marked`, async () => {
      const { page, consoleErrors } = await browser.openPage(path);
      const section = page.locator("section#apply-online");
      expect(normalise(await section.getByRole("heading", { level: 2 }).first().textContent())).toBe("Apply Online");
      const form = await careersForm(page);
      for (const field of applicationFields) {
        const control = form.locator(`[name="${field.name}"]`);
        const label = normalise(await form.locator(`label[for="${await control.getAttribute("id")}"]`).textContent());
        expect(label, field.name).toBe(field.required ? `${field.label} *` : field.label);
        expect(await control.evaluate((c) => (c as HTMLInputElement).required), field.name).toBe(field.required);
      }
      const year = form.locator('[name="graduationYear"]');
      expect([await year.getAttribute("type"), await year.getAttribute("min"), await year.getAttribute("max")]).toEqual(["number", "1900", "2100"]);
      expect(await form.locator('[name="experience"]').getAttribute("min")).toBe("0");
      expect(consoleErrors).toEqual([]);
    });
  }

  it("alerts 'Please fill in all required fields.' on an invalid submit, with the messages beside the fields", async () => {
    const { page } = await browser.openPage("/Careers");
    const alerts = recordAlerts(page);
    const form = await careersForm(page);
    await fillApplication(form, { ...APPLICANT, name: "", graduationYear: "1899", experience: "-1" });
    await form.getByRole("button", { name: careersTexts.submit }).click();
    await expect.poll(() => alerts).toEqual(["Please fill in all required fields."]);
    expect(await describedBy(form.locator('[name="name"]'))).toBe("Full name is required.");
    expect(await describedBy(form.locator('[name="graduationYear"]'))).toBe("Graduation year must be at least 1900.");
    expect(await describedBy(form.locator('[name="experience"]'))).toBe("Years of experience must be at least 0.");
    await expect.poll(() => isFocused(form.locator('[name="name"]'))).toBe(true);
    expect(await axeViolations(page), "axe with the messages shown").toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  it("sends the application to the HR inbox, alerts 'Application submitted successfully!' and resets", async () => {
    const { page, consoleErrors, failedRequests } = await browser.openPage("/Careers", { viewport: WIDE });
    const alerts = recordAlerts(page);
    const form = await careersForm(page);
    await fillApplication(form, APPLICANT);
    const mail = await mailAfter(async () => {
      await form.getByRole("button", { name: careersTexts.submit }).click();
      await expect.poll(() => alerts, { timeout: 15_000 }).toEqual(["Application submitted successfully!"]);
    });
    expect(await form.locator('[name="name"]').inputValue()).toBe("");
    expect(mail.to.map((a) => a.address)).toEqual([CAREERS_MAIL_TO]);
    expect(mail.from?.address).toBe(MAIL_FROM);
    expect(mail.replyTo.map((a) => a.address)).toEqual([APPLICANT.email]);
    expect(mail.subject).toContain(APPLICANT.position);
    expect(mail.subject).toContain(APPLICANT.name);
    for (const field of applicationFields) {
      const value = APPLICANT[field.name];
      if (value) expect(mail.text, field.name).toContain(`${field.label}: ${value}`);
    }
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
  });

  it("alerts 'Failed to submit the application. Please try again.' and logs the error when the server fails", async () => {
    const opened = await browser.openPage("/Careers");
    const { page } = opened;
    const alerts = recordAlerts(page);
    await page.route(`**${JOB_APPLICATION_PATH}`, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ errors: [{ path: "", message: "Boom" }] }) }),
    );
    const form = await careersForm(page);
    await fillApplication(form, APPLICANT);
    await form.getByRole("button", { name: careersTexts.submit }).click();
    await expect.poll(() => alerts).toEqual(["Failed to submit the application. Please try again."]);
    expect(opened.consoleErrors.some((line) => line.includes("The job application was not accepted"))).toBe(true);
    expect(await form.locator('[name="name"]').inputValue(), "the answers are kept").toBe(APPLICANT.name);
  });

  it("posts without JavaScript and lands on the confirmation page, and the mail arrives", async () => {
    const { page } = await browser.openPage("/Careers", { javaScriptEnabled: false });
    const form = page.locator(`form[action$="${JOB_APPLICATION_PATH}"]`);
    expect(await form.getAttribute("novalidate")).toBeNull();
    await fillApplication(form, APPLICANT);
    const mail = await mailAfter(async () => {
      await Promise.all([page.waitForURL(`**${APPLICATION_SENT_PATH}`), form.getByRole("button", { name: careersTexts.submit }).click()]);
    });
    expect(normalise(await page.locator("h1").textContent())).toBe(pageAt(APPLICATION_SENT_PATH)?.heading);
    expect(mail.to.map((a) => a.address)).toEqual([CAREERS_MAIL_TO]);
  });
});

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
      const sitemap = await (await fetch(`${server.baseURL}/sitemap.xml`)).text();
      expect(sitemap).not.toContain(path);
    });
  }
});
