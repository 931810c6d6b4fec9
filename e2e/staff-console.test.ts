// The staff console end to end, as members of staff meet it: the built server on
// http://localhost, Chromium with a virtual authenticator (CDP WebAuthn) for the passkey,
// a real SMTP server receiving the mail. Invited from the shell with their roles, members
// enrol a passkey, sign out and in again, run the gallery (the public /gallery follows at
// once), read and handle the inbox, download an application's CV, retry a mail that
// bounced, invite a colleague (never into an existing account), change roles, offboard a
// colleague, manage their own passkeys, page and filter the audit trail, and answer a
// privacy request. Each member sees only the screens and answers of their roles; forged
// sign-in answers cannot lock a member out; every screen passes axe on a phone and a wide
// screen, without sideways overflow.

import {
  JOB_APPLICATION_PATH,
  MAIL_SENDING_PATH,
  XSRF_COOKIE,
  XSRF_HEADER,
  XSRF_TOKEN_PATH,
} from "@site/contracts/forms";
import { sampleContactMessage, sampleJobApplication } from "@site/contracts/samples";
import {
  STAFF_API,
  STAFF_SESSION_COOKIE,
  staffApiPath,
  type InboxItem,
  type StaffRole,
  type StaffSummary,
} from "@site/contracts/staff";
import { createHash, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import sharp from "sharp";
import yauzl from "yauzl";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { normalise, PHONE, WIDE, type OpenedPage } from "./browser.ts";
import { cvPdf } from "./form-page.ts";
import {
  addVirtualAuthenticator,
  consoleXsrf,
  useStaffServer,
  type VirtualAuthenticator,
} from "./staff-server.ts";

const staff = useStaffServer();

// Chromium logs every 4xx answer as a console error: a signed-out page load's session
// check (401), and the refusals a test provokes on purpose (`expected`).
const unexpectedErrors = (opened: OpenedPage, expected: number[] = []) =>
  opened.consoleErrors.filter((message) => {
    const status = /Failed to load resource: the server responded with a status of (\d+)/.exec(message)?.[1];
    return status === undefined || ![401, ...expected].includes(Number(status));
  });
// A screen cancels the load it no longer needs (a search typed on before the last answer
// came: console/src/hooks.ts's useLoad), which Chromium reports as an aborted GET.
const CANCELLED_LOAD = /^GET \S+\/staff\/api\/\S+ failed: net::ERR_ABORTED$/;
const unexpectedFailures = (opened: OpenedPage) =>
  opened.failedRequests.filter(
    (line) => !line.includes("/staff/api/session -> HTTP 401") && !CANCELLED_LOAD.test(line),
  );

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const status = (page: Page) => page.getByRole("status").filter({ hasNotText: /^$/ });
const nav = (page: Page) => page.getByRole("navigation", { name: "Console" });
const navLinks = (page: Page) => nav(page).getByRole("link").allTextContents();
/** The card of a member on the Team screen. */
const memberCard = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name }) });
/** The failed requests of a page but those a test provokes on purpose. */
const failuresBut = (opened: OpenedPage, expected: RegExp) =>
  unexpectedFailures(opened).filter((line) => !expected.test(line));

async function expectAccessible(page: Page, what: string) {
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways overflow on ${what}`).toBeLessThanOrEqual(0);
}

/** A contact message and a job application posted as the public forms post them. */
async function postVisitorMessages(name: string, email = "meera.iyer@example.org") {
  const tokenResponse = await fetch(`${staff.baseURL}${XSRF_TOKEN_PATH}`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(tokenResponse.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const headers = {
    "content-type": "application/json",
    cookie: `${XSRF_COOKIE}=${token}`,
    [XSRF_HEADER]: decodeURIComponent(token),
  };
  const application = { ...sampleJobApplication, name, email };
  for (const [path, body] of [
    [JOB_APPLICATION_PATH, application],
    [MAIL_SENDING_PATH, sampleContactMessage],
  ] as const) {
    const response = await fetch(`${staff.baseURL}${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(202);
  }
}

/**
 * A job application with a CV, posted as the careers page's script posts it: multipart
 * with the XSRF cookie and header, asking for JSON. Returns the stored application's id.
 */
async function postApplicationWithCv(
  name: string,
  email: string,
  cv: { fileName: string; bytes: Buffer },
): Promise<string> {
  const tokenResponse = await fetch(`${staff.baseURL}${XSRF_TOKEN_PATH}`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(tokenResponse.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const body = new FormData();
  for (const [field, value] of Object.entries({ ...sampleJobApplication, name, email }))
    body.append(field, String(value));
  body.append("cv", new Blob([new Uint8Array(cv.bytes)], { type: "application/pdf" }), cv.fileName);
  // No content-type: fetch writes the multipart boundary itself.
  const headers = {
    accept: "application/json",
    cookie: `${XSRF_COOKIE}=${token}`,
    [XSRF_HEADER]: decodeURIComponent(token),
  };
  const response = await fetch(`${staff.baseURL}${JOB_APPLICATION_PATH}`, { method: "POST", headers, body });
  expect(response.status, await response.clone().text()).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

/**
 * The heading of the screen /staff leads a member to: the first of the navigation their
 * roles open (no roles given to the shell: an admin).
 */
function landingOf(roles: readonly StaffRole[]): string {
  const held = roles.length === 0 ? ["admin"] : roles;
  if (held.includes("marketing")) return "Gallery";
  if (held.includes("hr")) return "Inbox";
  return "Team";
}

interface Enrolment {
  /** Passed to the shell's invite as --role; none: an admin. */
  roles?: StaffRole[];
  viewport?: { width: number; height: number };
  /** The device name typed on the enrolment page. */
  deviceName?: string;
}

/** Enrols `email` from a fresh invitation in a new page with its own authenticator; signed in. */
async function enrolled(
  email: string,
  name: string,
  { roles = [], viewport = PHONE, deviceName }: Enrolment = {},
): Promise<{ opened: OpenedPage; authenticator: VirtualAuthenticator }> {
  const link = await staff.invite(email, name, roles);
  const opened = await staff.browser.openPage("/staff/enrol", { viewport });
  const authenticator = await addVirtualAuthenticator(opened.page);
  await opened.page.goto(link);
  await expect.poll(() => heading(opened.page).textContent()).toBe("Set up your passkey");
  if (deviceName) await opened.page.getByLabel("Device name (optional)").fill(deviceName);
  await opened.page.getByRole("button", { name: "Create your passkey" }).click();
  await expect.poll(() => heading(opened.page).textContent(), { timeout: 20_000 }).toBe(landingOf(roles));
  return { opened, authenticator };
}

/** The XSRF header as the console sends it. */
const xsrf = (page: Page) => consoleXsrf(page, staff.baseURL);

/**
 * What a stranger can send: a sign-in answer naming a member's credential id (not a
 * secret), for a real challenge, signed by nobody. From the page's own request context.
 */
async function forgedSignIn(page: Page, credentialId: string) {
  const headers = await xsrf(page);
  const options = await page.request.post(STAFF_API.signInOptions, { headers });
  expect(options.status()).toBe(200);
  const { challenge } = (await options.json()) as { challenge: string };
  const clientData = { type: "webauthn.get", challenge, origin: staff.baseURL, crossOrigin: false };
  // The relying party's id hash, user present and verified, a counter.
  const authenticatorData = Buffer.concat([
    createHash("sha256").update("localhost").digest(),
    Buffer.from([0x05, 0, 0, 0, 99]),
  ]);
  const response = {
    id: credentialId,
    rawId: credentialId,
    type: "public-key",
    authenticatorAttachment: "platform",
    clientExtensionResults: {},
    response: {
      clientDataJSON: Buffer.from(JSON.stringify(clientData)).toString("base64url"),
      authenticatorData: authenticatorData.toString("base64url"),
      signature: randomBytes(72).toString("base64url"),
    },
  };
  return page.request.post(STAFF_API.signIn, { headers, data: { response } });
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
    // Invited without a role, from the shell: an admin, who sees the admin's screens.
    expect(await navLinks(page)).toEqual(["Overview", "Team", "Audit", "Your account"]);
    await expectAccessible(page, "the team screen");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Sign in");
    await expect.poll(() => status(page).first().textContent()).toContain("You have signed out.");
    await expectAccessible(page, "the sign-in screen");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toBe("Team");

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
    await expect
      .poll(() => opened.page.getByRole("alert").first().textContent(), { timeout: 20_000 })
      .toMatch(/\S/);
    expect(await heading(opened.page).textContent()).toBe("Set up your passkey");
  });

  it("adds an event with a picture, edits and removes it, and the public gallery follows at once", async () => {
    const { opened } = await enrolled("gallery@example.com", "Gallery Keeper", {
      roles: ["marketing"],
      viewport: WIDE,
    });
    const { page } = opened;
    // A photo-like picture (noise compresses badly): ~200 KB, long enough to watch it upload
    // on a throttled connection.
    const picture = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: "#000000",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();

    const form = page.getByRole("form", { name: "Add an event" });
    await form.getByLabel("Title").fill("Go-live at Example Bank");
    await form.getByLabel("Date").fill("2026-11-20");
    await form.getByLabel("Description (optional)").fill("The whole team, on the day.");
    await form
      .getByLabel("Picture")
      .setInputFiles({ name: "go-live.jpg", mimeType: "image/jpeg", buffer: picture });
    await form.getByLabel("Alt text").fill("The project team in front of the bank");
    const cdp = await opened.context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    await form.getByRole("button", { name: "Add event" }).click();
    // Progress while it uploads, then while the server processes it.
    const progress = page.getByRole("progressbar", { name: "Uploading picture" });
    await expect.poll(() => progress.getAttribute("value"), { timeout: 20_000 }).toMatch(/^(?!0$)\d/);
    expect(Number(await progress.getAttribute("value"))).toBeLessThan(100);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect
      .poll(() => status(page).first().textContent(), { timeout: 60_000 })
      .toContain("Event “Go-live at Example Bank” added.");

    // The server renders the page again as soon as this instance changed its events: within
    // 2 s (bench), 5 s allowed here.
    const gallery = await staff.browser.openPage("/gallery");
    await expect
      .poll(
        async () => {
          await gallery.page.reload();
          return gallery.page.getByText("Go-live at Example Bank").count();
        },
        { timeout: 5_000 },
      )
      .toBeGreaterThan(0);

    // A file that is not a picture is refused beside its field, and nothing is added.
    await form.getByLabel("Title").fill("Notes");
    await form.getByLabel("Date").fill("2026-11-21");
    await form.getByLabel("Picture").setInputFiles({
      name: "notes.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("meeting notes, not a photo"),
    });
    await form.getByLabel("Alt text").fill("Meeting notes");
    await form.getByRole("button", { name: "Add event" }).click();
    await expect
      .poll(() => page.getByText(/not a JPEG, PNG or WebP image/).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await form.getByLabel("Picture").getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page, "the add form with an error");

    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Go-live at Example Bank" }) });
    await card.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit event" });
    await edit.getByLabel("Title").fill("Go-live at Example Bank, Port Louis");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => status(page).first().textContent()).toContain("saved");
    await expect
      .poll(
        async () => {
          await gallery.page.reload();
          return gallery.page.getByText("Go-live at Example Bank, Port Louis").count();
        },
        { timeout: 5_000 },
      )
      .toBeGreaterThan(0);

    const edited = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Go-live at Example Bank, Port Louis" }) });
    await edited.getByRole("button", { name: "Remove" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove this event?" });
    await expectAccessible(page, "the remove dialog");
    await page.keyboard.press("Escape");
    await expect.poll(() => confirm.isVisible()).toBe(false);
    await edited.getByRole("button", { name: "Remove" }).click();
    await confirm.getByRole("button", { name: "Remove event" }).click();
    await expect.poll(() => status(page).first().textContent()).toContain("removed");
    await expect
      .poll(
        async () => {
          await gallery.page.reload();
          await gallery.settle();
          return gallery.page.getByText("Go-live at Example Bank, Port Louis").count();
        },
        { timeout: 5_000 },
      )
      .toBe(0);
    // The refused picture's 400, and nothing else.
    expect(unexpectedErrors(opened, [400])).toEqual([]);
    expect(
      opened.failedRequests.filter(
        (line) => !/\/staff\/api\/(?:session -> HTTP 401|events -> HTTP 400)$/.test(line),
      ),
    ).toEqual([]);
  });

  it("finds a message by name, opens it and marks it handled; retries a mail that bounced", async () => {
    // The HR mail of the application bounces (550): it is dead until staff retry it.
    staff.peer.failNext(1, 550);
    await postVisitorMessages("Meera Iyer");
    const { opened } = await enrolled("inbox@example.com", "Inbox Reader", { roles: ["hr"] });
    const { page } = opened;

    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Inbox" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Inbox");
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill("meera");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: "Meera Iyer" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Meera Iyer");
    expect(normalise(await page.locator("main").textContent())).toContain("meera.iyer@example.org");
    // The visitor's address opens the mail program, and a reply is one click away.
    expect(await page.getByRole("link", { name: "Reply by e-mail" }).getAttribute("href")).toMatch(
      /^mailto:meera\.iyer@example\.org\?subject=Your%20application/,
    );
    await expectAccessible(page, "a message");
    await page.getByRole("button", { name: "Mark as handled" }).click();
    await expect.poll(() => status(page).first().textContent()).toContain("Marked as handled.");

    // Back in the inbox: today's applications not yet handled, in two choices and no typing.
    await page.getByRole("link", { name: "Back to the inbox" }).click();
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill("");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByLabel("Received").selectOption({ label: "Today" });
    await expect.poll(() => page.getByRole("link", { name: "Meera Iyer" }).count()).toBe(1);
    await page.getByLabel("Handled", { exact: true }).selectOption({ label: "Not handled yet" });
    await expect.poll(() => page.getByRole("link", { name: "Meera Iyer" }).count()).toBe(0);
    await page.getByLabel("Handled", { exact: true }).selectOption({ label: "Handled" });
    await expect.poll(() => page.getByRole("link", { name: "Meera Iyer" }).count()).toBe(1);
    await expectAccessible(page, "the inbox's filters");

    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Mail" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Mail delivery");
    const retry = page.getByRole("button", { name: "Retry" });
    await expect
      .poll(
        async () => {
          await page.reload();
          return retry.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
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
    const id = await postApplicationWithCv("Meena Pillai", "meena.pillai@example.org", {
      fileName: "Meena Pillai: CV – 2025.pdf",
      bytes: cv,
    });
    const safeName = "Meena Pillai_ CV – 2025.pdf";
    const { opened } = await enrolled("cv@example.com", "CV Reader", { roles: ["hr"], viewport: WIDE });
    const { page } = opened;

    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Inbox" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Inbox");
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill("meena");
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

  it("invites a colleague with roles; an address that has an account is refused beside its field, with no link, the account unchanged", async () => {
    const { opened } = await enrolled("team@example.com", "Team Lead", { viewport: WIDE });
    const { page } = opened;
    const form = page.getByRole("form", { name: "Invite a colleague" });
    await form.getByLabel("Name").fill("Ravi Kumar");
    await form.getByLabel("E-mail").fill("ravi@example.com");
    await form.getByRole("checkbox", { name: "HR" }).check();
    await form.getByRole("checkbox", { name: "Marketing" }).check();
    await form.getByRole("button", { name: "Invite" }).click();
    const linkPattern = new RegExp(`^${staff.baseURL}/staff/enrol#[\\w-]{43}$`);
    const link = page.getByLabel("Enrolment link", { exact: true });
    await expect.poll(() => link.inputValue()).toMatch(linkPattern);
    await expectAccessible(page, "the team screen with an invitation");

    // The same address, spelt otherwise, under another name: no new link into Ravi's account.
    await form.getByLabel("Name").fill("Not Ravi");
    await form.getByLabel("E-mail").fill("Ravi@Example.COM");
    await form.getByRole("checkbox", { name: "Admin" }).check();
    await form.getByRole("button", { name: "Invite" }).click();
    const email = form.getByLabel("E-mail");
    await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
    const refusal = "This address has an account already. An invitation makes new accounts only.";
    expect(
      normalise(await page.locator(`#${await email.getAttribute("aria-describedby")}`).textContent()),
    ).toBe(`Error: ${refusal}`);
    expect(await email.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await page.getByRole("textbox", { name: /^Enrolment link/ }).count()).toBe(0);
    expect(normalise(await page.locator("main").textContent())).not.toMatch(/\/staff\/enrol#/);
    await expectAccessible(page, "the refused invitation");
    const listed = JSON.parse(await staff.staffCommand("list", "--json")) as StaffSummary[];
    expect(listed.filter((member) => member.email.toLowerCase() === "ravi@example.com")).toEqual([
      expect.objectContaining({ email: "ravi@example.com", name: "Ravi Kumar", roles: ["hr", "marketing"] }),
    ]);

    // Ravi never enrolled: a new link from his card; then fewer roles.
    const ravi = memberCard(page, "Ravi Kumar");
    await ravi.getByRole("button", { name: "New link" }).click();
    await expect
      .poll(() => ravi.getByLabel("Enrolment link for Ravi Kumar").inputValue())
      .toMatch(linkPattern);
    await ravi.getByRole("button", { name: "Change roles" }).click();
    const dialog = page.getByRole("dialog", { name: "Change roles" });
    await dialog.getByRole("checkbox", { name: "Marketing" }).uncheck();
    await expectAccessible(page, "the roles dialog");
    await dialog.getByRole("button", { name: "Save roles" }).click();
    await expect.poll(() => status(page).first().textContent()).toBe("Ravi Kumar now has the roles: HR.");
    expect(normalise(await ravi.textContent())).toContain("Roles: HR");
    const after = (JSON.parse(await staff.staffCommand("list", "--json")) as StaffSummary[]).find(
      (member) => member.email === "ravi@example.com",
    );
    expect(after).toMatchObject({ name: "Ravi Kumar", roles: ["hr"] });
    // One's own passkeys are not removed from here.
    expect(
      await memberCard(page, "Team Lead (you)")
        .getByRole("button", { name: /^Remove/ })
        .count(),
    ).toBe(0);
    expect(await staff.staffCommand("audit", "--action", "staff.roles")).toContain("Ravi Kumar");
    expect(unexpectedErrors(opened, [409])).toEqual([]);
    expect(failuresBut(opened, /POST \S+\/staff\/api\/staff -> HTTP 409$/)).toEqual([]);
  });

  it("adds a passkey under a device name on another device, renames it, signs in with it, removes the first; the last one stays", async () => {
    const { opened, authenticator } = await enrolled("keys@example.com", "Key Keeper", {
      roles: ["marketing"],
      deviceName: "Work laptop",
    });
    const { page } = opened;
    await nav(page).getByRole("link", { name: "Your account" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Your account");
    const table = page.getByRole("table", { name: "Your passkeys" });
    const devices = () => table.getByRole("rowheader").allTextContents();
    const row = (device: string) =>
      table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: device, exact: true }) });
    await expect.poll(devices).toEqual(["Work laptop"]);
    expect(normalise(await page.locator("main").textContent())).toContain(
      "Marketing: the gallery and contact messages",
    );
    await expectAccessible(page, "your account");

    // The second passkey lives on another device (an authenticator refuses to make a
    // second one for an account it already holds: the server lists it as excluded).
    await authenticator.cdp.send("WebAuthn.removeVirtualAuthenticator", {
      authenticatorId: authenticator.id,
    });
    const securityKey = await addVirtualAuthenticator(page);
    const add = page.getByRole("form", { name: "Add a passkey" });
    // Named first: without a name, no prompt.
    await add.getByRole("button", { name: "Add a passkey" }).click();
    await expect.poll(() => add.getByLabel("Device name").getAttribute("aria-invalid")).toBe("true");
    expect(await securityKey.credentials()).toHaveLength(0);
    await add.getByLabel("Device name").fill("Security key");
    await add.getByRole("button", { name: "Add a passkey" }).click();
    await expect
      .poll(() => securityKey.credentials().then((list) => list.length), { timeout: 20_000 })
      .toBe(1);
    await expect.poll(devices).toEqual(["Work laptop", "Security key"]);

    await row("Security key").getByRole("button", { name: "Rename" }).click();
    const rename = page.getByRole("dialog", { name: "Rename the passkey" });
    await rename.getByLabel("Device name").fill("Blue key");
    await expectAccessible(page, "the rename dialog");
    await rename.getByRole("button", { name: "Save" }).click();
    await expect.poll(devices).toEqual(["Work laptop", "Blue key"]);

    // It signs in.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toBe("Your account");

    // The laptop's passkey goes, after a confirmation.
    await row("Work laptop").getByRole("button", { name: "Remove" }).click();
    const remove = page.getByRole("dialog", { name: "Remove this passkey?" });
    await expect.poll(() => remove.isVisible()).toBe(true);
    expect(normalise(await remove.textContent())).toContain("“Work laptop” will no longer sign you in");
    await expectAccessible(page, "the remove-passkey dialog");
    await remove.getByRole("button", { name: "Remove passkey" }).click();
    await expect.poll(devices).toEqual(["Blue key"]);
    await expect.poll(() => status(page).first().textContent()).toContain("Passkey “Work laptop” removed.");

    // The last one stays, and the dialog says why.
    await row("Blue key").getByRole("button", { name: "Remove" }).click();
    await remove.getByRole("button", { name: "Remove passkey" }).click();
    await expect
      .poll(() => remove.getByRole("alert").textContent())
      .toContain("This is your only passkey: add another before you remove it.");
    await page.keyboard.press("Escape");
    expect(await devices()).toEqual(["Blue key"]);
    const mine = (JSON.parse(await staff.staffCommand("list", "--json")) as StaffSummary[]).find(
      (member) => member.email === "keys@example.com",
    );
    expect(mine?.passkeys.map((passkey) => passkey.name)).toEqual(["Blue key"]);
    expect(unexpectedErrors(opened, [409])).toEqual([]);
    expect(failuresBut(opened, /DELETE \S+\/staff\/api\/passkeys\/[\w-]+ -> HTTP 409$/)).toEqual([]);
  });

  it("pages the audit trail, and its filters find an older entry by member, action and address", async () => {
    await postVisitorMessages("Audit Subject", "audit.subject@example.org");
    const { opened } = await enrolled("auditor@example.com", "Audra Auditor", {
      roles: ["admin", "marketing"],
      viewport: WIDE,
    });
    const { page } = opened;
    // More than a page of newer entries, cheaply: a contact message marked handled and
    // not handled again, through the API with the member's own session.
    const contacts = (await (
      await page.request.get(`${STAFF_API.inbox}?kind=contact`)
    ).json()) as InboxItem[];
    const handled = staffApiPath(STAFF_API.inboxHandled, { kind: "contact", id: contacts[0]!.id });
    const headers = await xsrf(page);
    for (let round = 0; round < 26; round += 1) {
      for (const state of [true, false])
        expect((await page.request.post(handled, { headers, data: { handled: state } })).status()).toBe(200);
    }

    await nav(page).getByRole("link", { name: "Audit" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Audit trail");
    const table = page.getByRole("table", { name: "Audit trail" });
    const rows = () => table.locator("tbody tr");
    const enrolment = () => rows().filter({ hasText: "Audra Auditor enrolled the passkey" }).count();
    await expect.poll(() => rows().count()).toBe(50);
    expect(await rows().first().textContent()).toContain("Audra Auditor marked the message “Contact from");
    expect(await rows().first().textContent()).toContain("” as not handled");
    expect(await enrolment()).toBe(0);
    const pages = page.getByRole("navigation", { name: "Pages of the audit trail" });
    await pages.getByRole("link", { name: "Older entries" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("before")).toMatch(/^\d+$/);
    await expect.poll(enrolment).toBe(1);
    await pages.getByRole("link", { name: "Newest entries" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await expect.poll(() => rows().first().textContent()).toContain("” as not handled");

    // By member and action: the older entry on the first page, the filters in the address.
    const filters = page.getByRole("form", { name: "Filter the audit trail" });
    await filters.getByLabel("Member").selectOption({ label: "Audra Auditor" });
    await filters.getByLabel("Action").selectOption({ label: "Enrolled a passkey from a link" });
    await filters.getByRole("button", { name: "Show entries" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("action")).toBe("staff.enrol");
    expect(new URL(page.url()).searchParams.get("actor")).toMatch(/^staff:[\w-]{36}$/);
    await expect.poll(() => rows().count()).toBe(1);
    expect(await enrolment()).toBe(1);
    await expectAccessible(page, "the filtered audit trail");

    // By the address it is about: the shell's invitation of this member (the server finds
    // the member's entries by their address; the trail never holds it).
    await filters.getByLabel("Member").selectOption({ label: "Everyone" });
    await filters.getByLabel("Action").selectOption({ label: "Invited a new member" });
    await filters.getByLabel("About (e-mail address)").fill("Auditor@Example.com");
    await filters.getByRole("button", { name: "Show entries" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("subject")).toBe("Auditor@Example.com");
    // The previous filter also left one row, so wait for the new one by its action.
    await expect
      .poll(async () => (await rows().first().getByRole("cell").allTextContents())[1])
      .toMatch(/^Shell \(.+\) invited Audra Auditor as Admin and Marketing$/);
    expect(await rows().count()).toBe(1);

    // A refused filter is said beside its field.
    await filters.getByLabel("About (e-mail address)").fill("not an address");
    await filters.getByRole("button", { name: "Show entries" }).click();
    const about = filters.getByLabel("About (e-mail address)");
    await expect.poll(() => about.getAttribute("aria-invalid")).toBe("true");
    expect(
      normalise(
        await page.locator(`#${(await about.getAttribute("aria-describedby"))!.split(" ")[0]}`).textContent(),
      ),
    ).toBe("Error: Enter an e-mail address, like name@example.com.");
    await expectAccessible(page, "the audit trail with a refused filter");
    expect(unexpectedErrors(opened, [400])).toEqual([]);
    expect(failuresBut(opened, /GET \S+\/staff\/api\/audit\?\S*subject=not\S* -> HTTP 400$/)).toEqual([]);
  });

  it("is not locked out by a stranger's forged sign-in answers naming the member's passkey", async () => {
    const { opened, authenticator } = await enrolled("target@example.com", "Tara Target", {
      roles: ["marketing"],
    });
    const { page } = opened;
    const [credential] = await authenticator.credentials();
    const credentialId = Buffer.from(credential!.credentialId, "base64").toString("base64url");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Sign in");
    // As many as a member's own sign-ins may be in the window, and more than are left of it.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await forgedSignIn(page, credentialId);
      expect(answer.status(), `forged answer ${attempt}`).toBe(401);
      expect(await answer.json()).toEqual({
        errors: [{ path: "", message: "The passkey could not be verified. Please try again." }],
      });
    }
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toBe("Gallery");
    expect(await page.getByText("Signed in as Tara Target").count()).toBe(1);
    expect(
      await staff.staffCommand("audit", "--member", "target@example.com", "--action", "staff.sign-in"),
    ).toContain("Tara Target");
    expect(unexpectedErrors(opened)).toEqual([]);
    expect(unexpectedFailures(opened)).toEqual([]);
  });

  it("shows each member only their roles' screens and answers; a colleague removed by an admin is signed out at the next request", async () => {
    const cv = await cvPdf("Kiran Shah – CV");
    const application = await postApplicationWithCv("Kiran Shah", "kiran.shah@example.org", {
      fileName: "kiran-cv.pdf",
      bytes: cv,
    });

    // Marketing: the gallery, contact messages and their mail; nothing of HR's or an admin's.
    const marketing = await enrolled("mina@example.com", "Mina Marketing", {
      roles: ["marketing"],
      viewport: WIDE,
    });
    const mp = marketing.opened.page;
    expect(await navLinks(mp)).toEqual(["Overview", "Gallery", "Inbox", "Mail", "Your account"]);
    await nav(mp).getByRole("link", { name: "Inbox" }).click();
    await expect.poll(() => heading(mp).textContent()).toBe("Inbox");
    await marketing.opened.settle();
    expect(await mp.getByRole("link", { name: "Kiran Shah" }).count()).toBe(0);
    expect(await mp.getByLabel("Show").count()).toBe(0);
    await marketing.opened.goto("/staff/privacy");
    await expect.poll(() => heading(mp).textContent()).toBe("Not available to your roles");
    expect(normalise(await mp.locator("main").textContent())).toContain(
      "This is for members with the role HR. Your roles: Marketing.",
    );
    expect(await navLinks(mp)).not.toContain("Privacy");
    await expectAccessible(mp, "the not-available screen");
    // What the page itself could ask with the member's session: refused, each one.
    const headers = await xsrf(mp);
    const refused: [string, Promise<{ status(): number }>][] = [
      ["applications", mp.request.get(`${STAFF_API.inbox}?kind=application`)],
      [
        "an application",
        mp.request.get(staffApiPath(STAFF_API.inboxItem, { kind: "application", id: application })),
      ],
      ["a CV", mp.request.get(staffApiPath(STAFF_API.inboxCv, { id: application }))],
      [
        "a privacy look-up",
        mp.request.post(STAFF_API.privacyFind, { headers, data: { email: "kiran.shah@example.org" } }),
      ],
      [
        "an export",
        mp.request.post(STAFF_API.privacyExport, { headers, data: { email: "kiran.shah@example.org" } }),
      ],
      [
        "an erasure",
        mp.request.post(STAFF_API.privacyErase, { headers, data: { email: "kiran.shah@example.org" } }),
      ],
      ["the team", mp.request.get(STAFF_API.staff)],
      ["the audit trail", mp.request.get(STAFF_API.audit)],
    ];
    for (const [what, answer] of refused) expect((await answer).status(), what).toBe(403);
    expect((await mp.request.get(STAFF_API.inbox)).status()).toBe(200);

    // HR: the application and its CV (which the refused erasure left in place).
    const hr = await enrolled("hari@example.com", "Hari HR", { roles: ["hr"], viewport: WIDE });
    const hp = hr.opened.page;
    expect(await navLinks(hp)).toEqual([
      "Overview",
      "Job openings",
      "Inbox",
      "Mail",
      "Privacy",
      "Your account",
    ]);
    await hp.getByRole("searchbox", { name: "Search", exact: true }).fill("kiran");
    await hp.getByRole("button", { name: "Search" }).click();
    await hp.getByRole("link", { name: "Kiran Shah" }).click();
    await expect.poll(() => heading(hp).textContent()).toBe("Kiran Shah");
    const [download] = await Promise.all([
      hp.waitForEvent("download", { timeout: 20_000 }),
      hp.getByRole("link", { name: /^kiran-cv\.pdf / }).click(),
    ]);
    expect((await readFile((await download.path())!)).equals(cv)).toBe(true);

    // An admin offboards the marketing member from the Team screen.
    const admin = await enrolled("lena@example.com", "Lena Lead", { viewport: WIDE });
    const ap = admin.opened.page;
    const mina = memberCard(ap, "Mina Marketing");
    await mina.getByRole("button", { name: "Remove access" }).click();
    const confirm = ap.getByRole("dialog", { name: "Remove Mina Marketing's access?" });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await expectAccessible(ap, "the remove-access dialog");
    await confirm.getByRole("button", { name: "Remove access" }).click();
    await expect
      .poll(() => status(ap).first().textContent())
      .toContain("Mina Marketing's access was removed");
    expect(normalise(await mina.textContent())).toContain("No access: no passkey left");

    // Her open page, at its next request, is sent to the sign-in screen.
    await nav(mp).getByRole("link", { name: "Gallery" }).click();
    await expect.poll(() => heading(mp).textContent()).toBe("Sign in");
    expect(await mp.getByRole("alert").first().textContent()).toBe("Your session has ended. Sign in again.");
    expect((await mp.request.get(STAFF_API.session)).status()).toBe(401);

    for (const opened of [hr.opened, admin.opened]) {
      expect(unexpectedErrors(opened)).toEqual([]);
      expect(unexpectedFailures(opened)).toEqual([]);
    }
    // Mina's page: the refused events after her removal, and nothing else.
    expect(unexpectedErrors(marketing.opened)).toEqual([]);
    expect(failuresBut(marketing.opened, /GET \S+\/staff\/api\/events -> HTTP 401$/)).toEqual([]);
  });

  it("passes axe on every screen, on a phone and a wide screen, and is reached by keyboard", async () => {
    const { opened } = await enrolled("screens@example.com", "Screen Reader", {
      roles: ["admin", "hr", "marketing"],
    });
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
        ["/staff/account", "Your account"],
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
    for (
      let step = 0;
      step < 20 && !(await inbox.evaluate((link) => link === document.activeElement));
      step += 1
    )
      await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => heading(page).evaluate((h1) => h1 === document.activeElement)).toBe(true);
    expect(await inbox.getAttribute("aria-current")).toBe("page");
    expect(unexpectedErrors(opened)).toEqual([]);
  });

  it("answers a privacy request: the person's data downloaded as a file, then erased after a confirmation", async () => {
    await postVisitorMessages("Priya Natarajan", "priya.n@example.org");
    const { opened } = await enrolled("privacy@example.com", "Privacy Officer", {
      roles: ["hr"],
      viewport: WIDE,
    });
    const { page } = opened;
    await nav(page).getByRole("link", { name: "Privacy" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Privacy requests");
    const address = page.getByLabel("Their e-mail address");
    const findHeld = async (email: string) => {
      await address.fill(email);
      await page.getByRole("button", { name: "Find what is held" }).click();
      const held = page.getByRole("region", { name: `Held under ${email}` });
      await expect.poll(() => held.isVisible()).toBe(true);
      return held;
    };
    // An address nobody used: said plainly, with nothing to download or erase.
    const unknown = await findHeld("nobody.here@example.org");
    expect(normalise(await unknown.innerText())).toContain("Nothing is held under nobody.here@example.org.");
    expect(await unknown.getByRole("button").count()).toBe(0);
    await expectAccessible(page, "the privacy screen with nothing held");

    await page.getByLabel("Request reference (optional)").fill("DSR-2026-07");
    const held = await findHeld("priya.n@example.org");
    expect(normalise(await held.innerText())).toMatch(/Job applications \(1\)/);
    await expectAccessible(page, "the privacy screen with what is held");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      held.getByRole("button", { name: "Download their data" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("personal-data.zip");
    const archive = await readFile((await download.path())!);
    const exported = JSON.parse(await zipEntry(archive, "personal-data.json"));
    expect(exported.applications).toEqual([expect.objectContaining({ name: "Priya Natarajan" })]);
    // The same for the person to read, as they would open it.
    const summary = await zipEntry(archive, "summary.html");
    const reader = await opened.context.newPage();
    await reader.setContent(summary);
    expect(await reader.getByRole("heading", { level: 1 }).textContent()).toBe(
      "The personal data we hold about priya.n@example.org",
    );
    expect(await reader.getByText("Priya Natarajan").count()).toBeGreaterThan(0);
    await reader.close();

    const erase = async (email: string) => {
      await (await findHeld(email)).getByRole("button", { name: "Erase their data" }).click();
      const confirm = page.getByRole("dialog", { name: "Erase this person's data?" });
      await expect.poll(() => confirm.isVisible()).toBe(true);
      return confirm;
    };
    const confirm = await erase("priya.n@example.org");
    await expectAccessible(page, "the erase dialog");
    await confirm.getByRole("button", { name: "Erase", exact: true }).click();
    await expect
      .poll(() => status(page).first().textContent())
      .toMatch(
        /^Erased 0 contact messages, 1 application, 0 CVs, 1 mail record and 0 mail files held under priya\.n@example\.org\./,
      );

    // Asked again: nothing is held any more.
    expect(normalise(await (await findHeld("priya.n@example.org")).innerText())).toContain(
      "Nothing is held under priya.n@example.org.",
    );
    // A member's own address: their staff account is shown, and kept (the shell erases those).
    await (await erase("privacy@example.com")).getByRole("button", { name: "Erase", exact: true }).click();
    await expect
      .poll(() => status(page).first().textContent())
      .toBe(
        "Nothing was held under privacy@example.com: nothing was erased. " +
          "A staff account has this address; it was kept: staff accounts are erased from the shell (npm run privacy -- erase).",
      );
    const erasures = JSON.parse(await staff.staffCommand("audit", "--action", "privacy.erase", "--json")) as {
      details: Record<string, unknown> | null;
    }[];
    expect(erasures.map((entry) => entry.details?.reference)).toContain("DSR-2026-07");
    expect(
      JSON.parse(await staff.staffCommand("list", "--json")).some(
        (member: StaffSummary) => member.email === "privacy@example.com",
      ),
    ).toBe(true);

    await nav(page).getByRole("link", { name: "Inbox" }).click();
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill("priya");
    await page.getByRole("button", { name: "Search" }).click();
    await opened.settle();
    expect(await page.getByRole("link", { name: "Priya Natarajan" }).count()).toBe(0);
    expect(unexpectedErrors(opened)).toEqual([]);
  });

  it("finds an application by what its applicant wrote, moves it to shortlisted with a note, then exports and erases it with the note", async () => {
    await postVisitorMessages("Farah Qureshi", "farah.q@example.org");
    const { opened } = await enrolled("review@example.com", "Review Officer", {
      roles: ["hr"],
      viewport: PHONE,
    });
    const { page } = opened;
    await nav(page).getByRole("link", { name: "Inbox" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Inbox");
    // The sample application's own words, not its name or address.
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill("like to join");
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => page.getByRole("link", { name: "Farah Qureshi" }).count()).toBe(1);
    await page.getByRole("link", { name: "Farah Qureshi" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Farah Qureshi");

    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Shortlisted" });
    await page.getByLabel("Internal note (optional)").fill("Strong SQL; ask about the core-banking cutover.");
    await page.getByRole("button", { name: "Save status and note" }).click();
    await expect.poll(() => status(page).first().textContent()).toBe("Status and note saved.");
    await expectAccessible(page, "an application's review");

    // The inbox keeps it under its status, and says it.
    await page.getByRole("link", { name: "Back to the inbox" }).click();
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Shortlisted" });
    const entry = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: "Farah Qureshi" }) });
    await expect.poll(() => entry.count()).toBe(1);
    expect(normalise(await entry.innerText())).toContain("Status: Shortlisted");

    // The trail says the status and the note changed, never what the note says.
    const trail = await staff.staffCommand("audit", "--json");
    expect(trail).toContain("inbox.status");
    expect(trail).toContain("inbox.note");
    expect(trail).not.toContain("core-banking cutover");

    await nav(page).getByRole("link", { name: "Privacy" }).click();
    await page.getByLabel("Their e-mail address").fill("farah.q@example.org");
    await page.getByRole("button", { name: "Find what is held" }).click();
    const held = page.getByRole("region", { name: "Held under farah.q@example.org" });
    await expect.poll(() => held.isVisible()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      held.getByRole("button", { name: "Download their data" }).click(),
    ]);
    const archive = await readFile((await download.path())!);
    const exported = JSON.parse(await zipEntry(archive, "personal-data.json"));
    expect(exported.applications).toEqual([
      expect.objectContaining({
        status: "shortlisted",
        note: "Strong SQL; ask about the core-banking cutover.",
      }),
    ]);
    await held.getByRole("button", { name: "Erase their data" }).click();
    await page
      .getByRole("dialog", { name: "Erase this person's data?" })
      .getByRole("button", { name: "Erase", exact: true })
      .click();
    await expect
      .poll(() => status(page).first().textContent())
      .toMatch(/^Erased 0 contact messages, 1 application/);

    // Gone from the inbox, whatever it is searched by.
    await nav(page).getByRole("link", { name: "Inbox" }).click();
    for (const words of ["Farah", "farah.q@"]) {
      await page.getByRole("searchbox", { name: "Search", exact: true }).fill(words);
      await page.getByRole("button", { name: "Search" }).click();
      await expect.poll(() => status(page).first().textContent()).toBe("Nothing found.");
    }
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
