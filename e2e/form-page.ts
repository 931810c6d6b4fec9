// What the form tests do on a page: find a hydrated form and its fields, fill them in,
// read error messages and popups, record alerts and layout shifts, run axe under a
// paused clock.

import AxeBuilder from "@axe-core/playwright";
import { CV_LABEL, JOB_APPLICATION_PATH, MAIL_SENDING_PATH } from "@site/contracts/forms";
import PDFDocument from "pdfkit";
import type { Locator, Page } from "playwright-core";
import { filledContent } from "../web/app/content/current.ts";
import { repositoryContent } from "../web/app/content/repository.ts";

// As the pages print them: placeholders ({email}…) filled.
const { careersPage, contactPage } = filledContent(repositoryContent);
import { applicationFields } from "../web/app/content/form-fields.ts";
import { AXE_TAGS } from "./axe.ts";
import type { OpenedPage } from "./browser.ts";

export const POPUP_CLOSE_MS = 3000;
export const contactTexts = contactPage.form;
export const careersTexts = careersPage.form;

/** The form once the app has hydrated it (it then validates by itself: novalidate). */
async function hydratedForm(page: Page, apiPath: string): Promise<Locator> {
  const form = page.locator(`form[action$="${apiPath}"]`);
  await form.and(page.locator("[novalidate]")).waitFor();
  return form;
}

export const contactForm = (page: Page) => hydratedForm(page, MAIL_SENDING_PATH);
export const careersForm = (page: Page) => hydratedForm(page, JOB_APPLICATION_PATH);

export function contactFields(form: Locator) {
  return {
    name: form.getByRole("textbox", { name: "Name", exact: true }),
    email: form.getByRole("textbox", { name: "Email", exact: true }),
    message: form.getByRole("textbox", { name: "Message", exact: true }),
    submit: form.getByRole("button", { name: contactTexts.submit, exact: true }),
  };
}

export async function fillContact(form: Locator, values: { name: string; email: string; message: string }) {
  const fields = contactFields(form);
  await fields.name.fill(values.name);
  await fields.email.fill(values.email);
  await fields.message.fill(values.message);
}

export const VISITOR = {
  name: "Asha Rao",
  email: "asha.rao@cooperative-bank.test",
  message: "Hello,\nwe would like a demo of the reconciliation solution.",
};

export const APPLICANT: Record<string, string> = {
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

export async function fillApplication(form: Locator, values: Record<string, string>) {
  for (const field of applicationFields) {
    const value = values[field.name];
    if (value !== undefined) await form.locator(`[name="${field.name}"]`).fill(value);
  }
}

/** The careers form's CV file input, found by its label as a visitor finds it. */
export const cvInput = (form: Locator) => form.getByLabel(CV_LABEL, { exact: true });

/**
 * A real one-page PDF as a PDF writer makes it (pdfkit), for the CV: the server accepts
 * a CV by its content, so a few bytes named .pdf would not do. `text` makes each
 * document's bytes its own.
 */
export function cvPdf(text: string): Promise<Buffer> {
  const document = new PDFDocument({ info: { Title: text } });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on("end", () => resolve(Buffer.concat(chunks)));
    document.on("error", reject);
  });
  document.text(text);
  document.end();
  return done;
}

/** The text of the element that describes a control (its error message), or null. */
export function describedBy(control: Locator): Promise<string | null> {
  return control.evaluate((element) => {
    const ids = element.getAttribute("aria-describedby");
    if (!ids) return null;
    return ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ");
  });
}

/** The popup's description: the text its aria-describedby points at. */
export function popupText(dialog: Locator): Promise<string> {
  return dialog.evaluate(
    (element) => document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent ?? "",
  );
}

/** Collects the texts of alert() calls and accepts them, as a visitor clicking OK. */
export function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

/** Layout shifts not caused by the visitor's own input, from the page's start. */
export async function watchLayoutShifts(opened: OpenedPage) {
  await opened.context.addInitScript(() => {
    const shifts: { value: number; at: number }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, at: entry.startTime });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export function shiftsSince(page: Page, since: number): Promise<number> {
  return page.evaluate(
    (from) =>
      (window as unknown as { __shifts: { value: number; at: number }[] }).__shifts
        .filter((s) => s.at >= from)
        .reduce((sum, s) => sum + s.value, 0),
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
export async function axeViolationsWhilePaused(
  page: Page,
): Promise<{ violations: string[]; clockMovedMs: number }> {
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
    violation.nodes.map(
      (node) =>
        `${violation.id} ${JSON.stringify(node.target)}: ${(node.failureSummary ?? violation.help).replace(/\s+/g, " ")}`,
    ),
  );
  return { violations, clockMovedMs: (await page.evaluate(() => Date.now())) - startedAt };
}

export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
