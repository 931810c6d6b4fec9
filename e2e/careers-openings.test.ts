// A job seeker applies for a job opening HR published, end to end: the opening is added to
// the content with the content command (exported, a document added, imported, as
// content-new-items.test.ts does) while a server of the file's own runs; in Chromium the
// applicant finds it on /Careers, reads its page, follows "Apply for this role" to the form
// with the opening already chosen and its title as the position, sends the form with a CV,
// and HR's mail (delivered to a real SMTP server) names the opening with its page. Without
// JavaScript the choice is posted with the position left empty, which the server fills.

import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Opening, OpeningText } from "@site/contracts/content";
import { APPLICATION_SENT_PATH, JOB_APPLICATION_PATH, OPENING_CHOICE_DEFAULT } from "@site/contracts/forms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, startServer, type RunningServer } from "../scripts/server-process.mjs";
import { startSmtpPeer, type SmtpPeer } from "../server/test/smtp-peer.ts";
import { axeViolations } from "./axe.ts";
import { normalise, useBrowser, WIDE } from "./browser.ts";
import {
  APPLICANT,
  careersForm,
  careersTexts,
  cvInput,
  cvPdf,
  fillApplication,
  recordAlerts,
} from "./form-page.ts";

const run = promisify(execFile);
// The server follows an import within its check, after rendering what changed.
const FOLLOW_MS = 90_000;
const CLI = path.join(REPO_ROOT, "server/dist/cli/content.js");
const CAREERS_MAIL_TO = "hr@openings-e2e.test";

const OPENING: Opening = {
  id: "java-developer-e2e",
  title: "Java Developer (Core Banking)",
  location: { locality: "Salem", region: "Tamil Nadu", country: "IN" },
  workplace: "hybrid",
  employmentType: "FULL_TIME",
  summary:
    "Build and support the core banking software that our client banks run every day, in Java and SQL.",
  posted: "01-01-2026",
  // Well in the future: the opening takes applications whenever the test runs.
  closes: "31-12-2099",
};
const TEXT: OpeningText = {
  description: ["The role joins the team that builds and supports our clients' core banking systems."],
  responsibilities: ["Build new features of the core banking products.", "Support the banks' own teams."],
  requirements: ["Two years of experience with Java.", "Good written English."],
};

describe("applying for a published job opening", () => {
  let peer: SmtpPeer;
  let server: RunningServer;
  const browser = useBrowser({ baseURL: () => server.baseURL });
  const dataDir = mkdtempSync(path.join(tmpdir(), "careers-openings-data-"));
  const folder = mkdtempSync(path.join(tmpdir(), "careers-openings-"));

  const content = (...args: string[]) =>
    run(process.execPath, [CLI, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      // An import renders every page it changes before it answers, a minute or more on two busy cores.
      timeout: 240_000,
    });
  const get = (pathname: string) => fetch(`${server.baseURL}${pathname}`, { redirect: "manual" });

  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await startServer({
      label: "openings",
      dataDir,
      env: {
        SMTP_URL: peer.url,
        MAIL_FROM: "website@openings-e2e.test",
        MAIL_TO: "contact@openings-e2e.test",
        CAREERS_MAIL_TO,
        SAMPLE_EVENTS: "false",
        RATE_LIMIT: "100",
      },
      // The mail links to the opening's page on the site's own address.
      envForPort: (port: number) => ({ SITE_URL: `http://127.0.0.1:${port}` }),
      readyTimeoutMs: 90_000,
    });
    await content("export", folder);
    // HR's opening, as the console would have written it: a document of its own, in the index.
    await mkdir(path.join(folder, "opening"), { recursive: true });
    writeFileSync(
      path.join(folder, `opening/${OPENING.id}.json`),
      JSON.stringify({ entry: OPENING, text: TEXT }),
    );
    const indexFile = path.join(folder, "index.json");
    const index = JSON.parse(readFileSync(indexFile, "utf8")) as {
      documents: { type: string; id: string }[];
    };
    index.documents.push({ type: "opening", id: OPENING.id });
    writeFileSync(indexFile, JSON.stringify(index));
    await content("import", folder);
    const deadline = Date.now() + FOLLOW_MS;
    while ((await get(`/Careers/${OPENING.id}`)).status !== 200 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
  }, 420_000);
  afterAll(async () => {
    await server?.stop();
    await peer?.close();
    rmSync(folder, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("finds it on /Careers, follows Apply for this role, and HR's mail names it", async () => {
    const { page, consoleErrors, failedRequests } = await browser.openPage("/Careers", { viewport: WIDE });
    const alerts = recordAlerts(page);

    // The list names it; its page says what it is and how to apply.
    const listed = page.locator("main").getByRole("link", { name: OPENING.title, exact: true });
    await Promise.all([page.waitForURL(`**/Careers/${OPENING.id}`), listed.click()]);
    expect(normalise(await page.locator("h1").textContent())).toBe(OPENING.title);
    const apply = page.getByRole("link", { name: "Apply for this role" });
    expect(await apply.getAttribute("href")).toBe(`/Careers?opening=${OPENING.id}#apply-online`);
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/Careers" && url.searchParams.get("opening") === OPENING.id),
      apply.click(),
    ]);

    // Once the app runs, the opening is chosen and its title is the position.
    const form = await careersForm(page);
    const choice = form.getByRole("combobox", { name: OPENING_CHOICE_DEFAULT.label });
    await expect.poll(() => choice.inputValue()).toBe(OPENING.id);
    expect(await form.locator('[name="position"]').inputValue()).toBe(OPENING.title);
    expect(await axeViolations(page)).toEqual([]);

    // Everything but the position: the choice filled it.
    const applicant: Record<string, string> = {
      ...Object.fromEntries(Object.entries(APPLICANT).filter(([name]) => name !== "position")),
      name: "Nila Sundaram",
      email: "nila.sundaram@applicant.test",
    };
    await fillApplication(form, applicant);
    const cv = await cvPdf("Nila Sundaram – Curriculum vitae");
    await cvInput(form).setInputFiles({
      name: "Nila Sundaram CV.pdf",
      mimeType: "application/pdf",
      buffer: cv,
    });

    const before = peer.received.length;
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname === JOB_APPLICATION_PATH,
      ),
      form.getByRole("button", { name: careersTexts.submit }).click(),
    ]);
    expect(response.status()).toBe(202);
    await expect.poll(() => alerts, { timeout: 15_000 }).toEqual([careersTexts.alerts.success]);
    const mail = (await peer.waitForMails(before + 1, 30_000))[before]!;

    expect(mail.to.map((to) => to.address)).toEqual([CAREERS_MAIL_TO]);
    expect(mail.subject).toBe(`Job application: ${OPENING.title} – ${applicant.name}`);
    const lines = mail.text?.trimEnd().split("\n") ?? [];
    expect(lines[0]).toBe(`Applied for: ${OPENING.title} (${server.baseURL}/Careers/${OPENING.id})`);
    expect(lines).toContain(`Position applied for: ${OPENING.title}`);
    expect(mail.attachments.map((file) => file.filename)).toEqual(["Nila Sundaram CV.pdf"]);
    expect(mail.attachments[0]!.content.equals(cv)).toBe(true);

    // Sent: the form is an open application again.
    expect(await choice.inputValue()).toBe("");
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
  }, 180_000);

  it("without JavaScript, posts the choice with the position left empty: the server fills it", async () => {
    const { page } = await browser.openPage("/Careers", { javaScriptEnabled: false });
    const form = page.locator(`form[action$="${JOB_APPLICATION_PATH}"]`);
    await form.getByLabel(OPENING_CHOICE_DEFAULT.label, { exact: true }).selectOption(OPENING.id);
    const applicant: Record<string, string> = {
      ...Object.fromEntries(Object.entries(APPLICANT).filter(([name]) => name !== "position")),
      name: "Arjun No Script",
      email: "arjun.noscript@applicant.test",
    };
    await fillApplication(form, applicant);
    const before = peer.received.length;
    await Promise.all([
      page.waitForURL(`**${APPLICATION_SENT_PATH}`),
      form.getByRole("button", { name: careersTexts.submit }).click(),
    ]);
    const mail = (await peer.waitForMails(before + 1, 30_000))[before]!;
    expect(mail.subject).toBe(`Job application: ${OPENING.title} – ${applicant.name}`);
    expect(mail.text?.split("\n")[0]).toBe(
      `Applied for: ${OPENING.title} (${server.baseURL}/Careers/${OPENING.id})`,
    );
  }, 120_000);
});
