// A CV with the job application, end to end: chosen in Chromium's file input on /Careers,
// posted to the real built server (multipart, with and without JavaScript), checked there
// by its content, and delivered as an attachment of the HR mail to a real SMTP server
// (forms-server.ts). Refusals show beside the CV field and store nothing; a file over the
// limit never leaves the browser. The field is labelled, reached by keyboard and passes
// axe at both widths.

import {
  APPLICATION_SENT_PATH,
  CV_ACCEPTED_KINDS,
  CV_LABEL,
  CV_MAX_BYTES,
  CV_TOO_LARGE,
  JOB_APPLICATION_PATH,
  XSRF_HEADER,
} from "@site/contracts/forms";
import type { Locator, Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pageAt } from "../web/app/pages.ts";
import { axeViolations } from "./axe.ts";
import { isFocused, normalise, PHONE, WIDE } from "./browser.ts";
import {
  APPLICANT,
  careersForm,
  careersTexts,
  cvInput,
  cvPdf,
  describedBy,
  fillApplication,
  recordAlerts,
} from "./form-page.ts";
import { CAREERS_MAIL_TO, useFormsServer } from "./forms-server.ts";

const { browser, mailAfter } = useFormsServer();

// Long enough for the server's outbox (nudged by every accepted post) to have sent the
// mail of an application it had stored; see the "nothing stored" checks below.
const DELIVERY_GRACE_MS = 1_500;

/** How many files the input holds: 0 once the form is reset. */
const chosenFiles = (input: Locator) =>
  input.evaluate((element) => (element as HTMLInputElement).files?.length ?? -1);

const submitButton = (form: Locator) => form.getByRole("button", { name: careersTexts.submit });

/** The posts of the application the page makes, as they leave the browser. */
function applicationPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === JOB_APPLICATION_PATH)
      posts.push(request);
  });
  return posts;
}

describe("job application with a CV", () => {
  it("sends a chosen PDF to HR as an attachment, byte for byte, under its non-ASCII name; alerts success and resets", async () => {
    const { page, consoleErrors, failedRequests } = await browser.openPage("/Careers", { viewport: WIDE });
    const alerts = recordAlerts(page);
    const posts = applicationPosts(page);
    const form = await careersForm(page);
    const applicant = { ...APPLICANT, name: "Priya Raman", email: "priya.raman@applicant.test" };
    await fillApplication(form, applicant);
    const cv = await cvPdf("Priya Raman – Curriculum vitae");
    // An en dash and spaces: a name that only survives if the multipart header, the
    // stored name and the mail's MIME parameter all keep UTF-8.
    const fileName = "Priya Raman – CV.pdf";
    await cvInput(form).setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: cv });

    const mail = await mailAfter(async () => {
      const [response] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === "POST" && new URL(r.url()).pathname === JOB_APPLICATION_PATH,
        ),
        submitButton(form).click(),
      ]);
      expect(response.status()).toBe(202);
      await expect.poll(() => alerts, { timeout: 15_000 }).toEqual([careersTexts.alerts.success]);
    });

    // The script's post: multipart (the file), with the XSRF header, asking for JSON.
    expect(posts).toHaveLength(1);
    const headers = await posts[0]!.allHeaders();
    expect(headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(headers[XSRF_HEADER.toLowerCase()]).toMatch(/\S/);
    expect(headers["accept"]).toBe("application/json");

    expect(mail.to.map((a) => a.address)).toEqual([CAREERS_MAIL_TO]);
    expect(mail.subject).toContain(applicant.name);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment!.content.equals(cv), "the attachment's bytes are the file's").toBe(true);
    expect(attachment!.contentType).toBe("application/pdf");
    expect(attachment!.disposition).toBe("attachment");
    expect(attachment!.filename).toBe(fileName);
    expect(mail.text?.trimEnd().split("\n").at(-1)).toBe(`CV: attached (${fileName})`);

    // Reset: the answers and the chosen file are gone, nothing is left flagged.
    expect(await form.locator('[name="name"]').inputValue()).toBe("");
    expect(await chosenFiles(cvInput(form))).toBe(0);
    expect(await describedBy(cvInput(form))).toBeNull();
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
  });

  it("sends the CV without JavaScript: lands on the confirmation page, the attachment named by its content", async () => {
    const { page } = await browser.openPage("/Careers", { javaScriptEnabled: false });
    const form = page.locator(`form[action$="${JOB_APPLICATION_PATH}"]`);
    // Only a multipart form makes the browser send the file itself.
    expect(await form.getAttribute("enctype")).toBe("multipart/form-data");
    const applicant = { ...APPLICANT, name: "Karthik Subramanian", email: "karthik.s@applicant.test" };
    await fillApplication(form, applicant);
    const cv = await cvPdf("Karthik Subramanian – résumé");
    // No extension at all: the server names it by what the bytes are.
    await form
      .locator('input[name="cv"]')
      .setInputFiles({ name: "Karthik-resume", mimeType: "application/octet-stream", buffer: cv });
    const mail = await mailAfter(async () => {
      await Promise.all([page.waitForURL(`**${APPLICATION_SENT_PATH}`), submitButton(form).click()]);
    });
    expect(normalise(await page.locator("h1").textContent())).toBe(pageAt(APPLICATION_SENT_PATH)?.heading);
    expect(mail.subject).toContain(applicant.name);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.content.equals(cv), "the attachment's bytes are the file's").toBe(true);
    expect(mail.attachments[0]!.contentType).toBe("application/pdf");
    expect(mail.attachments[0]!.filename).toBe("Karthik-resume.pdf");
  });

  it("refuses an HTML page named cv.pdf beside the CV field, focuses it, and stores nothing", async () => {
    const opened = await browser.openPage("/Careers");
    const { page } = opened;
    const alerts = recordAlerts(page);
    const form = await careersForm(page);
    const applicant = { ...APPLICANT, name: "Deepa Menon", email: "deepa.menon@applicant.test" };
    await fillApplication(form, applicant);
    const input = cvInput(form);
    const html = Buffer.from("<!doctype html><title>CV</title><script>alert(document.cookie)</script>");
    await input.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: html });
    const cv = await cvPdf("Deepa Menon – Curriculum vitae");

    // Everything from the refusal to the next, good application happens inside one
    // mailAfter: the first mail after the refusal must be the good one. The outbox sends
    // in the order posts were stored, so a refused application that had been stored
    // (with or without its file) would come first and fail the attachment checks.
    const mail = await mailAfter(async () => {
      const [response] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === "POST" && new URL(r.url()).pathname === JOB_APPLICATION_PATH,
        ),
        submitButton(form).click(),
      ]);
      expect(response.status()).toBe(400);
      expect(await response.json()).toEqual({
        errors: [{ path: "cv", message: `The CV is not ${CV_ACCEPTED_KINDS}.` }],
      });
      await expect.poll(() => alerts).toEqual([careersTexts.alerts.failure]);
      await expect.poll(() => describedBy(input)).toBe(`The CV is not ${CV_ACCEPTED_KINDS}.`);
      expect(await input.getAttribute("aria-invalid")).toBe("true");
      await expect.poll(() => isFocused(input)).toBe(true);
      // The other answers are kept, so only the file needs choosing again.
      expect(await form.locator('[name="name"]').inputValue()).toBe(applicant.name);
      expect(await axeViolations(page), "axe with the CV's message shown").toEqual([]);

      await page.waitForTimeout(DELIVERY_GRACE_MS);
      // A good file takes the message away at once (the form has spoken), then goes.
      await input.setInputFiles({ name: "Deepa Menon CV.pdf", mimeType: "application/pdf", buffer: cv });
      await expect.poll(() => describedBy(input)).toBeNull();
      await submitButton(form).click();
      await expect
        .poll(() => alerts, { timeout: 15_000 })
        .toEqual([careersTexts.alerts.failure, careersTexts.alerts.success]);
    });
    expect(mail.subject).toContain(applicant.name);
    expect(mail.attachments.map((a) => a.filename)).toEqual(["Deepa Menon CV.pdf"]);
    expect(mail.attachments[0]!.content.equals(cv)).toBe(true);
    // The refusal's own traces, and nothing else: the 400 and the form's log of it.
    expect(opened.failedRequests).toEqual([`POST ${browser.baseURL}${JOB_APPLICATION_PATH} -> HTTP 400`]);
    expect(
      opened.consoleErrors.filter((line) => !/status of 400|The job application was not accepted/.test(line)),
    ).toEqual([]);
  });

  it("refuses a file over 5 MB in the browser with the server's sentence, without posting anything", async () => {
    const { page, consoleErrors, failedRequests } = await browser.openPage("/Careers");
    const alerts = recordAlerts(page);
    const posts = applicationPosts(page);
    const form = await careersForm(page);
    await fillApplication(form, APPLICANT);
    const input = cvInput(form);
    // A well-formed PDF one byte over the limit: refused for its size alone.
    const head = Buffer.from("%PDF-1.4\n");
    const tail = Buffer.from("\n%%EOF\n");
    const tooLarge = Buffer.concat([
      head,
      Buffer.alloc(CV_MAX_BYTES + 1 - head.length - tail.length, 0x20),
      tail,
    ]);
    expect(tooLarge.length).toBe(CV_MAX_BYTES + 1);
    await input.setInputFiles({ name: "long-cv.pdf", mimeType: "application/pdf", buffer: tooLarge });
    await submitButton(form).click();
    await expect.poll(() => alerts).toEqual([careersTexts.alerts.invalid]);
    expect(await describedBy(input)).toBe(CV_TOO_LARGE);
    expect(await input.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => isFocused(input)).toBe(true);
    // The alert comes after the decision not to send: a post would have left by now.
    await page.waitForTimeout(500);
    expect(posts.map((request) => request.url())).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
  });

  it("labels the CV field, reaches it by keyboard after the message, and passes axe on a phone and a wide screen", async () => {
    for (const viewport of [PHONE, WIDE]) {
      const { page, consoleErrors } = await browser.openPage("/Careers", { viewport });
      const form = await careersForm(page);
      const input = cvInput(form);
      expect(await input.count(), `one control named '${CV_LABEL}'`).toBe(1);
      expect(await input.getAttribute("type")).toBe("file");
      expect(await input.getAttribute("name")).toBe("cv");
      expect(
        normalise(await form.locator(`label[for="${await input.getAttribute("id")}"]`).textContent()),
      ).toBe(CV_LABEL);
      // Optional: an application without a CV is still an application.
      expect(await input.evaluate((element) => (element as HTMLInputElement).required)).toBe(false);
      expect(await axeViolations(page), `axe at ${viewport.width}px`).toEqual([]);

      // Tab from the message (the field before it) lands on the file input, and Tab from
      // there on the submit button: nothing hidden (the honeypot) sits between them.
      await form.locator('[name="message"]').focus();
      await page.keyboard.press("Tab");
      expect(await isFocused(input), `Tab reaches the CV field at ${viewport.width}px`).toBe(true);
      await page.keyboard.press("Tab");
      expect(await isFocused(submitButton(form))).toBe(true);
      await page.keyboard.press("Shift+Tab");
      expect(await isFocused(input)).toBe(true);
      expect(consoleErrors).toEqual([]);
    }
  });
});
