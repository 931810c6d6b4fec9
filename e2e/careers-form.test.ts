// The job-application form as visitors use it, end to end: the built site served by the
// real built server, which delivers through a real SMTP server (forms-server.ts). Its
// fields and labels on both paths, the alerts, the mail to the HR inbox, a failing
// server, and the form without JavaScript.

import { APPLICATION_SENT_PATH, JOB_APPLICATION_PATH } from "@site/contracts/forms";
import { describe, expect, it } from "vitest";
import { applicationFields } from "../web/app/content/form-fields.ts";
import { pageAt } from "../web/app/pages.ts";
import { axeViolations } from "./axe.ts";
import { isFocused, normalise, WIDE } from "./browser.ts";
import {
  APPLICANT,
  careersForm,
  careersTexts,
  describedBy,
  fillApplication,
  horizontalOverflow,
  recordAlerts,
} from "./form-page.ts";
import { CAREERS_MAIL_TO, MAIL_FROM, useFormsServer } from "./forms-server.ts";

const { browser, mailAfter } = useFormsServer();

describe("job-application form", () => {
  for (const path of ["/Careers", "/career"]) {
    it(`${path} shows it under '${careersTexts.heading}' with every field labelled and required ones marked`, async () => {
      const { page, consoleErrors } = await browser.openPage(path);
      const section = page.locator("section#apply-online");
      expect(normalise(await section.getByRole("heading", { level: 2 }).first().textContent())).toBe(
        "Apply Online",
      );
      const form = await careersForm(page);
      for (const field of applicationFields) {
        const control = form.locator(`[name="${field.name}"]`);
        const label = normalise(
          await form.locator(`label[for="${await control.getAttribute("id")}"]`).textContent(),
        );
        expect(label, field.name).toBe(field.required ? `${field.label} *` : field.label);
        expect(await control.evaluate((c) => (c as HTMLInputElement).required), field.name).toBe(
          field.required,
        );
      }
      const year = form.locator('[name="graduationYear"]');
      expect([
        await year.getAttribute("type"),
        await year.getAttribute("min"),
        await year.getAttribute("max"),
      ]).toEqual(["number", "1900", "2100"]);
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
    expect(await describedBy(form.locator('[name="graduationYear"]'))).toBe(
      "Graduation year must be at least 1900.",
    );
    expect(await describedBy(form.locator('[name="experience"]'))).toBe(
      "Years of experience must be at least 0.",
    );
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
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ errors: [{ path: "", message: "Boom" }] }),
      }),
    );
    const form = await careersForm(page);
    await fillApplication(form, APPLICANT);
    await form.getByRole("button", { name: careersTexts.submit }).click();
    await expect.poll(() => alerts).toEqual(["Failed to submit the application. Please try again."]);
    expect(opened.consoleErrors.some((line) => line.includes("The job application was not accepted"))).toBe(
      true,
    );
    expect(await form.locator('[name="name"]').inputValue(), "the answers are kept").toBe(APPLICANT.name);
  });

  it("posts without JavaScript and lands on the confirmation page, and the mail arrives", async () => {
    const { page } = await browser.openPage("/Careers", { javaScriptEnabled: false });
    const form = page.locator(`form[action$="${JOB_APPLICATION_PATH}"]`);
    expect(await form.getAttribute("novalidate")).toBeNull();
    await fillApplication(form, APPLICANT);
    const mail = await mailAfter(async () => {
      await Promise.all([
        page.waitForURL(`**${APPLICATION_SENT_PATH}`),
        form.getByRole("button", { name: careersTexts.submit }).click(),
      ]);
    });
    expect(normalise(await page.locator("h1").textContent())).toBe(pageAt(APPLICATION_SENT_PATH)?.heading);
    expect(mail.to.map((a) => a.address)).toEqual([CAREERS_MAIL_TO]);
  });
});
