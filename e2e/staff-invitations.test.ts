// Invitations by mail, end to end: an admin invites a colleague on the Team screen, which
// shows the link to copy and says it was mailed; the real SMTP server receives the mail;
// the colleague opens the mailed link in a browser of their own (another context, its own
// virtual authenticator) and enrols a passkey. The invitation's result passes axe on a
// phone and a wide screen, without sideways overflow.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { normalise, PHONE, WIDE } from "./browser.ts";
import { heading } from "./console-helpers.ts";
import { addVirtualAuthenticator, useStaffServer } from "./staff-server.ts";

const staff = useStaffServer({ sampleEvents: false });

async function expectAccessible(page: Page, what: string) {
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways overflow on ${what}`).toBeLessThanOrEqual(0);
}

describe("invitations by mail", () => {
  it("mails the colleague their link, which they open in their own browser to enrol", async () => {
    const page = await staff.enrolledPage("lead@example.com", "Team Lead", ["admin"]);
    await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toBe("Team");

    const form = page.getByRole("form", { name: "Invite a colleague" });
    await form.getByLabel("Name").fill("Meera Iyer");
    await form.getByLabel("E-mail").fill("meera@example.com");
    await form.getByRole("checkbox", { name: "Editor" }).check();
    await form.getByRole("button", { name: "Invite" }).click();
    const shown = page.getByLabel("Enrolment link", { exact: true });
    const linkPattern = new RegExp(`^${staff.baseURL}/staff/enrol#[\\w-]{43}$`);
    await expect.poll(() => shown.inputValue()).toMatch(linkPattern);
    const link = await shown.inputValue();
    const result = page.locator(".invitation");
    expect(normalise(await result.textContent())).toContain(
      "The link was mailed to meera@example.com: it should arrive within minutes. You can also send it to them yourself.",
    );
    await expectAccessible(page, "the invitation's result on a phone");
    await page.setViewportSize(WIDE);
    await expectAccessible(page, "the invitation's result on a wide screen");

    // The mail: to her address, from the site's sender, with the same link.
    const toMeera = () =>
      staff.peer.received.find((received) => received.to.some((to) => to.address === "meera@example.com"));
    await expect.poll(toMeera, { timeout: 30_000 }).toBeDefined();
    const mail = toMeera()!;
    expect(mail.subject).toMatch(/^Your invitation to the .+ staff console$/);
    expect(mail.replyTo).toEqual([{ name: "Team Lead", address: "lead@example.com" }]);
    const mailed = mail.text
      ?.split("\n")
      .map((line) => line.trim())
      .find((line) => line.startsWith(`${staff.baseURL}/staff/enrol#`));
    expect(mailed).toBe(link);
    expect(mail.text).toContain("Team Lead (lead@example.com) has invited you");

    // Meera, in a browser of her own, with her own authenticator.
    const { page: hers } = await staff.browser.openPage("/staff/enrol", { viewport: PHONE });
    const authenticator = await addVirtualAuthenticator(hers);
    await hers.goto(mailed!);
    await expect.poll(() => heading(hers).textContent()).toBe("Set up your passkey");
    await hers.getByRole("button", { name: "Create your passkey" }).click();
    await hers.waitForURL((url) => !url.pathname.startsWith("/staff/enrol"), { timeout: 20_000 });
    expect(await authenticator.credentials()).toHaveLength(1);
    const listed = JSON.parse(await staff.staffCommand("list", "--json")) as {
      email: string;
      passkeys: unknown[];
      roles: string[];
    }[];
    expect(listed.find((member) => member.email === "meera@example.com")).toMatchObject({
      roles: ["editor"],
      passkeys: [expect.anything()],
    });
  });
});
