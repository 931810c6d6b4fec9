// Work is never lost in the staff console, end to end: the built server on
// http://localhost, Chromium with a virtual authenticator for the passkey. A member types
// into the content editor, the server ends the session meanwhile, and the member's next
// save finds it ended: the sign-in screen, the passkey, and the typed text back in the
// editor, unsent until saved. The warning before the idle sign-out (the page's clock
// moved on, the server's untouched) passes axe on a phone and a wide screen; Stay signed
// in hides it, and once the session has surely ended the sign-in screen takes its place
// with the gallery's typed text kept for the sign-in after.

import {
  STAFF_API,
  STAFF_SESSION_IDLE_MS,
  STAFF_SESSION_TOUCH_MS,
  staffApiPath,
  type ContentDocumentAnswer,
  type StaffRole,
} from "@site/contracts/staff";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { normalise, PHONE, WIDE, type OpenedPage } from "./browser.ts";
import { untilStatus, waitForEditor } from "./console-helpers.ts";
import { addVirtualAuthenticator, consoleXsrf, useStaffServer } from "./staff-server.ts";

const staff = useStaffServer({ sampleEvents: false });

const IDENTITY = "Company name, phone, e-mail and address";
const PHONE_FIELD = "Phone number as printed";
const TYPED_PHONE = "+91 427 255 0777";
/** The console's warning comes this long before the session may end (console/src/IdleWarning.tsx). */
const WARNING_MS = 3 * 60_000;
const UNTIL_WARNING = STAFF_SESSION_IDLE_MS - STAFF_SESSION_TOUCH_MS - WARNING_MS;
const RESTORED = "Your unsaved changes from before your session ended are back. Save the draft to keep them.";

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const warning = (page: Page) => page.getByRole("alertdialog", { name: "You are about to be signed out" });

let members = 0;
/** A member enrolled from a fresh invitation in a page of their own, signed in. */
async function enrolled(roles: StaffRole[], { clock = false } = {}): Promise<OpenedPage> {
  members += 1;
  const link = await staff.invite(`keeper${members}@example.com`, `Kim Keeper ${members}`, roles);
  const opened = await staff.browser.openPage("/staff/enrol", { viewport: PHONE });
  // The page's clock, to move on by half an hour without waiting for it.
  if (clock) await opened.page.clock.install();
  await addVirtualAuthenticator(opened.page);
  await opened.page.goto(link);
  await opened.page.getByRole("button", { name: "Create your passkey" }).click();
  await opened.page.waitForURL((url) => !url.pathname.startsWith("/staff/enrol"), { timeout: 20_000 });
  return opened;
}

/** The signed-in member's page signs in again with its passkey, from the sign-in screen. */
async function signInAgain(page: Page) {
  await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toBe("Sign in");
  expect(normalise(await page.getByRole("alert").first().textContent())).toBe(
    "Your session has ended. Sign in again.",
  );
  expect(await page.getByText("What you had typed is kept in this browser").count()).toBe(1);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
}

/** What this tab keeps (sessionStorage) and what the browser keeps for good (localStorage). */
const kept = (page: Page) =>
  page.evaluate(() => ({
    session: Object.keys(sessionStorage).filter((key) => key.startsWith("staff-console:work:")),
    text: Object.values(sessionStorage).join(" "),
    local: localStorage.length,
  }));

async function expectAccessible(page: Page, what: string) {
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways overflow on ${what}`).toBeLessThanOrEqual(0);
}

describe("typed work and the end of a session", () => {
  it("brings the editor's typed text back after the server ended the session and the member signed in", async () => {
    const { page } = await enrolled(["editor"]);
    await page.goto("/staff/content");
    await page.getByRole("link", { name: IDENTITY, exact: true }).click();
    await waitForEditor(page, IDENTITY);
    await page.getByLabel(PHONE_FIELD).fill(TYPED_PHONE);

    // The session ends on the server (as an admin's offboarding or the idle limit would).
    const signOut = await page.request.post(STAFF_API.signOut, {
      headers: await consoleXsrf(page, staff.baseURL),
    });
    expect(signOut.status()).toBe(204);

    await page.getByRole("button", { name: "Save draft" }).click();
    const inTab = await kept(page);
    expect(inTab.session).toHaveLength(1);
    expect(inTab.text).toContain(TYPED_PHONE);
    expect(inTab.local).toBe(0);
    await signInAgain(page);

    await waitForEditor(page, IDENTITY);
    expect(await page.getByLabel(PHONE_FIELD).inputValue()).toBe(TYPED_PHONE);
    expect(await page.getByText(RESTORED).count()).toBe(1);
    // Kept in the browser only: the server has no draft with it until the member saves.
    const path = staffApiPath(STAFF_API.contentDocument, { type: "site", id: "identity" });
    const before = (await (await page.request.get(path)).json()) as ContentDocumentAnswer;
    expect(JSON.stringify(before.draft ?? null)).not.toContain(TYPED_PHONE);

    await page.getByRole("button", { name: "Save draft" }).click();
    await untilStatus(page, /^Draft saved \(version \d+\)\./);
    const after = (await (await page.request.get(path)).json()) as ContentDocumentAnswer;
    expect(JSON.stringify(after.draft)).toContain(TYPED_PHONE);
    expect((await kept(page)).session).toEqual([]);
  });

  it("warns before the idle sign-out (axe on a phone and a wide screen), and Stay signed in keeps the session", async () => {
    const opened = await enrolled(["marketing"], { clock: true });
    const { page } = opened;
    await expect.poll(() => heading(page).textContent()).toBe("Gallery");
    await page.getByLabel("Title").fill("Board games night");

    await page.clock.fastForward(UNTIL_WARNING + 1_000);
    await warning(page).waitFor();
    const stay = warning(page).getByRole("button", { name: "Stay signed in" });
    expect(await stay.evaluate((button) => button === document.activeElement)).toBe(true);
    await expectAccessible(page, "the idle warning on a phone");
    await page.setViewportSize(WIDE);
    await expectAccessible(page, "the idle warning on a wide screen");

    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === STAFF_API.session);
    await stay.click();
    expect((await asked).status()).toBe(200);
    await warning(page).waitFor({ state: "hidden" });
    expect(await page.getByLabel("Title").inputValue()).toBe("Board games night");

    // Unanswered, it gives way to the sign-in screen once the session has surely ended.
    await page.clock.fastForward(UNTIL_WARNING + 1_000);
    await warning(page).waitFor();
    await page.clock.fastForward(WARNING_MS + STAFF_SESSION_TOUCH_MS);
    await signInAgain(page);
    await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toBe("Gallery");
    expect(await page.getByLabel("Title").inputValue()).toBe("Board games night");
    await expectAccessible(page, "the gallery with its text back");
    expect(opened.consoleErrors.filter((message) => !message.includes("status of 401"))).toEqual([]);
  });
});
