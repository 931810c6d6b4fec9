// The staff console end to end, as a member of staff meets it: the built server on
// http://localhost, Chromium with a virtual authenticator (CDP WebAuthn) for the passkey,
// a real SMTP server receiving the mail. Invited from the shell, the member enrols a
// passkey, signs out and in again, runs the gallery (the public /gallery follows at
// once), reads and handles the inbox, downloads an application's CV, retries a mail
// that bounced, invites a colleague, adds a second passkey, and reads the audit trail;
// every screen passes axe on a phone and a wide screen, without sideways overflow.

import { JOB_APPLICATION_PATH, MAIL_SENDING_PATH, XSRF_COOKIE, XSRF_HEADER, XSRF_TOKEN_PATH } from "@site/contracts/forms";
import { sampleContactMessage, sampleJobApplication } from "@site/contracts/samples";
import { STAFF_API, STAFF_SESSION_COOKIE, staffApiPath } from "@site/contracts/staff";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import sharp from "sharp";
import yauzl from "yauzl";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { normalise, PHONE, WIDE, type OpenedPage } from "./browser.ts";
import { cvPdf } from "./form-page.ts";
import { addVirtualAuthenticator, useStaffServer, type VirtualAuthenticator } from "./staff-server.ts";

const staff = useStaffServer();

// Chromium logs every 4xx answer as a console error: a signed-out page load's session
// check (401), and the refusals a test provokes on purpose (`expected`).
const unexpectedErrors = (opened: OpenedPage, expected: number[] = []) =>
  opened.consoleErrors.filter((message) => {
    const status = /Failed to load resource: the server responded with a status of (\d+)/.exec(message)?.[1];
    return status === undefined || ![401, ...expected].includes(Number(status));
  });
const unexpectedFailures = (opened: OpenedPage) => opened.failedRequests.filter((line) => !line.includes("/staff/api/session -> HTTP 401"));

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const status = (page: Page) => page.getByRole("status").filter({ hasNotText: /^$/ });

async function expectAccessible(page: Page, what: string) {
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `sideways overflow on ${what}`).toBeLessThanOrEqual(0);
}

/** A contact message and a job application posted as the public forms post them. */
async function postVisitorMessages(name: string, email = "meera.iyer@example.org") {
  const tokenResponse = await fetch(`${staff.baseURL}${XSRF_TOKEN_PATH}`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(tokenResponse.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const headers = { "content-type": "application/json", cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: decodeURIComponent(token) };
  const application = { ...sampleJobApplication, name, email };
  for (const [path, body] of [[JOB_APPLICATION_PATH, application], [MAIL_SENDING_PATH, sampleContactMessage]] as const) {
    const response = await fetch(`${staff.baseURL}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    expect(response.status, path).toBe(202);
  }
}

/**
 * A job application with a CV, posted as the careers page's script posts it: multipart
 * with the XSRF cookie and header, asking for JSON. Returns the stored application's id.
 */
async function postApplicationWithCv(name: string, email: string, cv: { fileName: string; bytes: Buffer }): Promise<string> {
  const tokenResponse = await fetch(`${staff.baseURL}${XSRF_TOKEN_PATH}`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(tokenResponse.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const body = new FormData();
  for (const [field, value] of Object.entries({ ...sampleJobApplication, name, email })) body.append(field, String(value));
  body.append("cv", new Blob([new Uint8Array(cv.bytes)], { type: "application/pdf" }), cv.fileName);
  // No content-type: fetch writes the multipart boundary itself.
  const headers = { accept: "application/json", cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: decodeURIComponent(token) };
  const response = await fetch(`${staff.baseURL}${JOB_APPLICATION_PATH}`, { method: "POST", headers, body });
  expect(response.status, await response.clone().text()).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

/** Enrols `email` from a fresh invitation in a new page with its own authenticator; signed in. */
async function enrolled(email: string, name: string, viewport: { width: number; height: number } = PHONE): Promise<{ opened: OpenedPage; authenticator: VirtualAuthenticator }> {
  const link = await staff.invite(email, name);
  const opened = await staff.browser.openPage("/staff/enrol", { viewport });
  const authenticator = await addVirtualAuthenticator(opened.page);
  await opened.page.goto(link);
  await expect.poll(() => heading(opened.page).textContent()).toBe("Set up your passkey");
  await opened.page.getByRole("button", { name: "Create your passkey" }).click();
  await expect.poll(() => heading(opened.page).textContent(), { timeout: 20_000 }).toBe("Gallery");
  return { opened, authenticator };
}

/** One file of a ZIP held in memory, as text. */
function zipEntry(bytes: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      zip.on("entry", (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        });
      });
      zip.on("end", () => reject(new Error(`${name} is not in the ZIP`)));
      zip.readEntry();
    });
  });
}

describe("staff console", () => {
  it("enrols a passkey from the shell's link, then signs out and in again with it", async () => {
    const { opened, authenticator } = await enrolled("asha@example.com", "Asha Rao");
    const { page, context } = opened;
    // The token left the address bar; the session cookie is the server's alone.
    expect(new URL(page.url()).hash).toBe("");
    const cookie = (await context.cookies()).find((c) => c.name === STAFF_SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/staff" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("staff-session");
    expect(await authenticator.credentials()).toHaveLength(1);
    await expect.poll(() => page.getByText("Signed in as Asha Rao").count()).toBe(1);
    await expectAccessible(page, "the gallery");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Sign in");
    await expect.poll(() => status(page).first().textContent()).toContain("You have signed out.");
    await expectAccessible(page, "the sign-in screen");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toBe("Gallery");

    // The link was used up.
    const again = await staff.browser.openPage("/staff");
    expect(again.response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(again.response?.headers()["cache-control"]).toContain("no-store");
    expect(unexpectedErrors(opened)).toEqual([]);
    expect(unexpectedFailures(opened)).toEqual([]);
  });

  it("refuses a passkey made without user verification", async () => {
    const link = await staff.invite("nouv@example.com", "No Verification");
    const opened = await staff.browser.openPage("/staff/enrol");
    await addVirtualAuthenticator(opened.page, { userVerified: false });
    await opened.page.goto(link);
    await opened.page.getByRole("button", { name: "Create your passkey" }).click();
    await expect.poll(() => opened.page.getByRole("alert").first().textContent(), { timeout: 20_000 }).toMatch(/\S/);
    expect(await heading(opened.page).textContent()).toBe("Set up your passkey");
  });

  it("adds an event with a picture, edits and removes it, and the public gallery follows at once", async () => {
    const { opened } = await enrolled("gallery@example.com", "Gallery Keeper", WIDE);
    const { page } = opened;
    // A photo-like picture (noise compresses badly): ~200 KB, long enough to watch it upload
    // on a throttled connection.
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
      .jpeg({ quality: 90 })
      .toBuffer();

    const form = page.getByRole("form", { name: "Add an event" });
    await form.getByLabel("Title").fill("Go-live at Example Bank");
    await form.getByLabel("Date").fill("2026-11-20");
    await form.getByLabel("Description (optional)").fill("The whole team, on the day.");
    await form.getByLabel("Picture").setInputFiles({ name: "go-live.jpg", mimeType: "image/jpeg", buffer: picture });
    const cdp = await opened.context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
    await form.getByRole("button", { name: "Add event" }).click();
    // Progress while it uploads, then while the server processes it.
    const progress = page.getByRole("progressbar", { name: "Uploading picture" });
    await expect.poll(() => progress.getAttribute("value"), { timeout: 20_000 }).toMatch(/^(?!0$)\d/);
    expect(Number(await progress.getAttribute("value"))).toBeLessThan(100);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect.poll(() => status(page).first().textContent(), { timeout: 60_000 }).toContain("Event “Go-live at Example Bank” added.");

    const gallery = await staff.browser.openPage("/gallery");
    await expect.poll(() => gallery.page.getByText("Go-live at Example Bank").count()).toBeGreaterThan(0);

    // A file that is not a picture is refused beside its field, and nothing is added.
    await form.getByLabel("Title").fill("Notes");
    await form.getByLabel("Date").fill("2026-11-21");
    await form.getByLabel("Picture").setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("meeting notes, not a photo") });
    await form.getByRole("button", { name: "Add event" }).click();
    await expect.poll(() => page.getByText(/not a JPEG, PNG or WebP image/).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await form.getByLabel("Picture").getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page, "the add form with an error");

    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Go-live at Example Bank" }) });
    await card.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit event" });
    await edit.getByLabel("Title").fill("Go-live at Example Bank, Port Louis");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => status(page).first().textContent()).toContain("saved");
    await gallery.page.reload();
    await expect.poll(() => gallery.page.getByText("Go-live at Example Bank, Port Louis").count()).toBeGreaterThan(0);

    const edited = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Go-live at Example Bank, Port Louis" }) });
    await edited.getByRole("button", { name: "Remove" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove this event?" });
    await expectAccessible(page, "the remove dialog");
    await page.keyboard.press("Escape");
    await expect.poll(() => confirm.isVisible()).toBe(false);
    await edited.getByRole("button", { name: "Remove" }).click();
    await confirm.getByRole("button", { name: "Remove event" }).click();
    await expect.poll(() => status(page).first().textContent()).toContain("removed");
    await gallery.page.reload();
    await gallery.settle();
    expect(await gallery.page.getByText("Go-live at Example Bank, Port Louis").count()).toBe(0);
    // The refused picture's 400, and nothing else.
    expect(unexpectedErrors(opened, [400])).toEqual([]);
    expect(opened.failedRequests.filter((line) => !/\/staff\/api\/(?:session -> HTTP 401|events -> HTTP 400)$/.test(line))).toEqual([]);
  });

  it("finds a message by name, opens it and marks it handled; retries a mail that bounced", async () => {
    // The HR mail of the application bounces (550): it is dead until staff retry it.
    staff.peer.failNext(1, 550);
    await postVisitorMessages("Meera Iyer");
    const { opened } = await enrolled("inbox@example.com", "Inbox Reader");
    const { page } = opened;

    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Inbox" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Inbox");
    await page.getByLabel("Search by name or e-mail").fill("meera");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: "Meera Iyer" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Meera Iyer");
    expect(normalise(await page.locator("main").textContent())).toContain("meera.iyer@example.org");
    await expectAccessible(page, "a message");
    await page.getByRole("button", { name: "Mark as handled" }).click();
    await expect.poll(() => status(page).first().textContent()).toContain("Marked as handled.");

    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Mail" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Mail delivery");
    const retry = page.getByRole("button", { name: "Retry" });
    await expect.poll(async () => { await page.reload(); return retry.count(); }, { timeout: 30_000 }).toBe(1);
    await expectAccessible(page, "mail delivery");
    const mails = staff.peer.received.length;
    await retry.click();
    await expect.poll(() => status(page).first().textContent()).toMatch(/queued to be sent again/);
    const delivered = await staff.peer.waitForMails(mails + 1, 30_000);
    expect(delivered.at(-1)?.subject).toContain("Meera Iyer");
    expect(unexpectedErrors(opened)).toEqual([]);
  });

  it("downloads an application's CV from its screen: the same bytes, its safe name, never opened in the page", async () => {
    const cv = await cvPdf("Meena Pillai – Curriculum vitae");
    // A colon no file system takes is made safe ("_"); the en dash is kept, so the
    // download's name only comes out right if Content-Disposition carries UTF-8.
    const id = await postApplicationWithCv("Meena Pillai", "meena.pillai@example.org", { fileName: "Meena Pillai: CV – 2025.pdf", bytes: cv });
    const safeName = "Meena Pillai_ CV – 2025.pdf";
    const { opened } = await enrolled("cv@example.com", "CV Reader", WIDE);
    const { page } = opened;

    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Inbox" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Inbox");
    await page.getByLabel("Search by name or e-mail").fill("meena");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: "Meena Pillai" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Meena Pillai");
    const link = page.getByRole("link", { name: safeName, exact: false });
    await expect.poll(() => link.count()).toBe(1);
    const href = staffApiPath(STAFF_API.inboxCv, { id });
    expect(await link.getAttribute("href")).toBe(href);
    // Its entry says what the download is before it starts.
    expect(normalise(await link.textContent())).toMatch(/^Meena Pillai_ CV – 2025\.pdf \(.+, PDF\)$/);
    await expectAccessible(page, "an application with a CV");

    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 20_000 }), link.click()]);
    expect(download.suggestedFilename()).toBe(safeName);
    const saved = await readFile((await download.path())!);
    expect(saved.equals(cv), "the downloaded bytes are the applicant's").toBe(true);
    // Saved, not opened: the console stays where it was.
    expect(new URL(page.url()).pathname).toBe(`/staff/inbox/application/${id}`);
    expect(await heading(page).textContent()).toBe("Meena Pillai");

    // The answer itself, with the member's session (the context's cookies).
    const answer = await page.request.get(href);
    expect(answer.status()).toBe(200);
    const headers = answer.headers();
    expect(headers["content-type"]).toMatch(/^application\/pdf/);
    expect(headers["content-disposition"]).toMatch(/^attachment;/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toBe("sandbox");
    expect((await answer.body()).equals(cv)).toBe(true);
    // Without a session there is nothing to download.
    expect((await fetch(`${staff.baseURL}${href}`)).status).toBe(401);
    // Who opened an applicant's CV is on the record.
    expect(await staff.staffCommand("audit")).toContain("inbox.cv-downloaded");
    expect(unexpectedErrors(opened)).toEqual([]);
    expect(unexpectedFailures(opened)).toEqual([]);
  });

  it("invites a colleague, adds a second passkey, and shows the audit trail", async () => {
    const { opened, authenticator } = await enrolled("team@example.com", "Team Lead");
    const { page } = opened;
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Team" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Team");
    await page.getByLabel("Name").fill("Ravi Kumar");
    await page.getByLabel("E-mail").fill("ravi@example.com");
    await page.getByRole("button", { name: "Invite" }).click();
    const link = page.getByLabel("Enrolment link");
    await expect.poll(() => link.inputValue()).toMatch(new RegExp(`^${staff.baseURL}/staff/enrol#[\\w-]{43}$`));
    await expectAccessible(page, "the team screen with an invitation");

    // The second passkey lives on another device (an authenticator refuses to make a
    // second one for an account it already holds: the server lists it as excluded).
    await authenticator.cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId: authenticator.id });
    const securityKey = await addVirtualAuthenticator(page);
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect.poll(() => securityKey.credentials().then((list) => list.length), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByRole("table", { name: "Your passkeys" }).getByRole("row").count()).toBe(3);
    // It signs in.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toBe("Team");

    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Audit trail");
    const trail = normalise(await page.getByRole("table", { name: "Audit trail" }).textContent());
    expect(trail).toContain("staff.invite");
    expect(trail).toContain("ravi@example.com");
    expect(trail).toContain("staff.passkey-add");
    await expectAccessible(page, "the audit trail");
    // The shell sees the same trail.
    expect(await staff.staffCommand("audit")).toContain("team@example.com");
    expect(unexpectedErrors(opened)).toEqual([]);
  });

  it("passes axe on every screen, on a phone and a wide screen, and is reached by keyboard", async () => {
    const { opened } = await enrolled("screens@example.com", "Screen Reader");
    const { page } = opened;
    for (const viewport of [PHONE, WIDE]) {
      await page.setViewportSize(viewport);
      const screens: [string, string][] = [
        ["/staff/gallery", "Gallery"],
        ["/staff/inbox", "Inbox"],
        ["/staff/mail", "Mail delivery"],
        ["/staff/audit", "Audit trail"],
        ["/staff/team", "Team"],
        ["/staff/privacy", "Privacy requests"],
      ];
      for (const [path, title] of screens) {
        await opened.goto(path);
        await expect.poll(() => heading(page).textContent()).toBe(title);
        expect(await page.title()).toBe(`${title} – Staff console`);
        await expectAccessible(page, `${path} at ${viewport.width}px`);
      }
    }
    // The navigation by keyboard: Tab reaches "Inbox", Enter opens it, focus moves to its heading.
    await opened.goto("/staff/gallery");
    const inbox = page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Inbox" });
    for (let step = 0; step < 20 && !(await inbox.evaluate((link) => link === document.activeElement)); step += 1) await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => heading(page).evaluate((h1) => h1 === document.activeElement)).toBe(true);
    expect(await inbox.getAttribute("aria-current")).toBe("page");
    expect(unexpectedErrors(opened)).toEqual([]);
  });

  it("answers a privacy request: the person's data downloaded as a file, then erased after a confirmation", async () => {
    await postVisitorMessages("Priya Natarajan", "priya.n@example.org");
    const { opened } = await enrolled("privacy@example.com", "Privacy Officer", WIDE);
    const { page } = opened;
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Privacy" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Privacy requests");
    await page.getByLabel("Their e-mail address").fill("priya.n@example.org");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download their data" }).click()]);
    expect(download.suggestedFilename()).toBe("personal-data.zip");
    const exported = JSON.parse(await zipEntry(await readFile((await download.path())!), "personal-data.json"));
    expect(exported.applications).toEqual([expect.objectContaining({ name: "Priya Natarajan" })]);

    await page.getByRole("button", { name: "Erase their data" }).click();
    const confirm = page.getByRole("dialog", { name: "Erase this person's data?" });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await expectAccessible(page, "the erase dialog");
    await confirm.getByRole("button", { name: "Erase", exact: true }).click();
    await expect.poll(() => status(page).first().textContent()).toMatch(/^Erased 0 contact messages, 1 applications, 0 CVs, 1 mail records/);
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Inbox" }).click();
    await page.getByLabel("Search by name or e-mail").fill("priya");
    await page.getByRole("button", { name: "Search" }).click();
    await opened.settle();
    expect(await page.getByRole("link", { name: "Priya Natarajan" }).count()).toBe(0);
    expect(unexpectedErrors(opened)).toEqual([]);
  });

  it("keeps the console out of public pages: no console byte, robots and sitemap keep search engines out", async () => {
    const home = await fetch(`${staff.baseURL}/home`).then((response) => response.text());
    expect(home).not.toContain("/staff/assets/");
    const robots = await fetch(`${staff.baseURL}/robots.txt`).then((response) => response.text());
    expect(robots).toMatch(/^Disallow: \/staff$/m);
    const sitemap = await fetch(`${staff.baseURL}/sitemap.xml`).then((response) => response.text());
    expect(sitemap).not.toContain("/staff");
  });
});
