import type { ErasureCounts, PrivacyFindings } from "@site/contracts/staff";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MEMBER, renderConsole, stubApi, type Call } from "../test-helpers";

const FIND = "/staff/api/privacy/find";
const EXPORT = "/staff/api/privacy/export";
const ERASE = "/staff/api/privacy/erase";
// A ZIP's first bytes: the download must be these, not a JSON rendering of them.
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const FOUND: PrivacyFindings = {
  email: "sam@example.com",
  found: true,
  contactMessages: [{ receivedAt: "2026-11-02T10:00:00.000Z", subject: "Core banking upgrade" }],
  applications: [{ receivedAt: "2026-11-03T11:00:00.000Z", appliedFor: "Report Developer", cv: "sam.pdf" }],
  mails: [
    { kind: "contact", inbox: "contact@example.com", sentAt: "2026-11-02T10:01:00.000Z" },
    { kind: "application", inbox: "careers@example.com", sentAt: null },
  ],
  staffAccount: null,
};

const NOTHING: ErasureCounts = {
  contactMessages: 0,
  applications: 0,
  mails: 0,
  mailFiles: 0,
  cvs: 0,
  staffAccounts: 0,
  staffAccountKept: false,
  copiesSent: [],
};

/** stubApi answers JSON only, so the export's binary answer is put in its place here. */
function api(extra: (call: Call) => { status: number; body?: unknown } | undefined = () => undefined) {
  const calls = stubApi((call) => {
    if (call.path === "/staff/api/session") return { status: 200, body: MEMBER };
    if (call.path === EXPORT) return { status: 200 };
    return extra(call) ?? (call.path === FIND ? { status: 200, body: FOUND } : undefined);
  });
  const json = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await json(input, init);
    if (String(input) !== EXPORT) return response;
    return new Response(ZIP, {
      status: 200,
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": 'attachment; filename="personal-data.zip"',
      },
    });
  });
  return calls;
}

async function openPrivacy() {
  renderConsole("/privacy");
  const form = await screen.findByRole("form", { name: "Find a person's data" });
  fireEvent.change(within(form).getByLabelText("Their e-mail address"), {
    target: { value: " sam@example.com " },
  });
  return form;
}

/** Finds what is held under the address typed, and the panel that lists it. */
async function findHeld(form: HTMLElement, email = "sam@example.com") {
  fireEvent.click(within(form).getByRole("button", { name: "Find what is held" }));
  return screen.findByRole("region", { name: `Held under ${email}` });
}

describe("Privacy", () => {
  it("downloads the export as personal-data.zip, sent with the XSRF header", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"], shouldAdvanceTime: true });
    const calls = api();
    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      created.push(blob as Blob);
      return "blob:export";
    });
    const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    const form = await openPrivacy();
    const held = await findHeld(form);
    fireEvent.click(within(held).getByRole("button", { name: "Download their data" }));
    expect(
      await screen.findByText("The data held about sam@example.com was downloaded as personal-data.zip."),
    ).toBeTruthy();

    const sent = calls.find((c) => c.path === EXPORT)!;
    expect([sent.method, sent.body, sent.headers.get("X-XSRF-TOKEN")]).toEqual([
      "POST",
      { email: "sam@example.com" },
      "tok",
    ]);
    expect(created).toHaveLength(1);
    expect(created[0]!.type).toBe("application/zip");
    expect(new Uint8Array(await created[0]!.arrayBuffer())).toEqual(ZIP);
    expect(clicked.map((link) => [link.href, link.download])).toEqual([["blob:export", "personal-data.zip"]]);
    // Revoked, but only once the browser has had time to start the download.
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(revoke).toHaveBeenCalledWith("blob:export");
  });

  it("shows the server's refusal of an export beside the address, and downloads nothing", async () => {
    const calls = stubApi((call) => {
      if (call.path === "/staff/api/session") return { status: 200, body: MEMBER };
      if (call.path === EXPORT)
        return {
          status: 400,
          body: {
            errors: [{ path: "email", message: "Enter the person's e-mail address, like name@example.com." }],
          },
        };
      if (call.path === FIND) return { status: 200, body: FOUND };
      return undefined;
    });
    const create = vi.spyOn(URL, "createObjectURL");
    const form = await openPrivacy();
    fireEvent.click(within(await findHeld(form)).getByRole("button", { name: "Download their data" }));
    await vi.waitFor(() =>
      expect(within(form).getByRole("alert").textContent).toContain("Enter the person's e-mail address"),
    );
    expect(calls.filter((c) => c.path === EXPORT)).toHaveLength(1);
    expect(create).not.toHaveBeenCalled();
  });

  it("erases after the confirmation and counts the CVs deleted", async () => {
    const counts: ErasureCounts = {
      contactMessages: 1,
      applications: 2,
      mails: 3,
      mailFiles: 0,
      cvs: 2,
      staffAccounts: 0,
      staffAccountKept: false,
      copiesSent: [],
    };
    const calls = api((call) => (call.path === ERASE ? { status: 200, body: counts } : undefined));
    const form = await openPrivacy();
    fireEvent.click(within(await findHeld(form)).getByRole("button", { name: "Erase their data" }));
    const dialog = await screen.findByRole("dialog", { name: "Erase this person's data?" });
    expect(dialog.textContent).toContain("Everything held about sam@example.com is deleted");
    expect(calls.some((c) => c.path === ERASE)).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Erase" }));
    const status = await screen.findByText(/^Erased /);
    expect(status.textContent).toBe(
      "Erased 1 contact message, 2 applications, 2 CVs, 3 mail records and 0 mail files held under sam@example.com.",
    );
    // Done: the findings go with the address, so nothing can act on them again.
    expect(screen.queryByRole("region", { name: /^Held under/ })).toBeNull();
    expect(status.getAttribute("role")).toBe("status");
    const erased = calls.find((c) => c.path === ERASE)!;
    expect([erased.method, erased.body, erased.headers.get("X-XSRF-TOKEN")]).toEqual([
      "POST",
      { email: "sam@example.com" },
      "tok",
    ]);
  });

  it("says when nothing was held, and that a staff account of the address was kept", async () => {
    const nothing: ErasureCounts = { ...NOTHING, staffAccountKept: true };
    api((call) =>
      call.path === ERASE
        ? { status: 200, body: nothing }
        : call.path === FIND
          ? {
              status: 200,
              body: {
                ...FOUND,
                contactMessages: [],
                applications: [],
                mails: [],
                staffAccount: { name: "Sam" },
              },
            }
          : undefined,
    );
    const form = await openPrivacy();
    const held = await findHeld(form);
    expect(held.textContent).toContain("Sam has a staff account with this address.");
    fireEvent.click(within(held).getByRole("button", { name: "Erase their data" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Erase this person's data?" })).getByRole("button", {
        name: "Erase",
      }),
    );
    const status = await screen.findByText(/^Nothing was held/);
    expect(status.textContent).toBe(
      "Nothing was held under sam@example.com: nothing was erased. " +
        "A staff account has this address; it was kept: staff accounts are erased from the shell (npm run privacy -- erase).",
    );
    expect(status.textContent).not.toMatch(/Erased/);
  });

  it("keeps the staff account sentence beside what an erasure deleted, and leaves it out when there is none", async () => {
    let kept = true;
    api((call) =>
      call.path === ERASE
        ? {
            status: 200,
            body: {
              contactMessages: 0,
              applications: 1,
              mails: 1,
              mailFiles: 1,
              cvs: 1,
              staffAccounts: 0,
              staffAccountKept: kept,
              copiesSent: [],
            },
          }
        : undefined,
    );
    const form = await openPrivacy();
    const erase = async () => {
      fireEvent.change(within(form).getByLabelText("Their e-mail address"), {
        target: { value: "sam@example.com" },
      });
      fireEvent.click(within(await findHeld(form)).getByRole("button", { name: "Erase their data" }));
      fireEvent.click(
        within(await screen.findByRole("dialog", { name: "Erase this person's data?" })).getByRole("button", {
          name: "Erase",
        }),
      );
    };
    await erase();
    expect((await screen.findByText(/^Erased /)).textContent).toBe(
      "Erased 0 contact messages, 1 application, 1 CV, 1 mail record and 1 mail file held under sam@example.com. " +
        "A staff account has this address; it was kept: staff accounts are erased from the shell (npm run privacy -- erase).",
    );
    kept = false;
    await erase();
    await vi.waitFor(() => expect(screen.getByText(/^Erased /).textContent).not.toContain("staff account"));
  });

  it("lists what is held before anything is done, with the copies in staff inboxes", async () => {
    const calls = api();
    const form = await openPrivacy();
    const held = await findHeld(form);
    expect(calls.find((c) => c.path === FIND)!.body).toEqual({ email: "sam@example.com" });
    expect(within(held).getByRole("heading", { name: "Contact messages (1)" })).toBeTruthy();
    const items = within(held)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^2 Nov 2026, \d\d:\d\d: “Core banking upgrade”$/),
      expect.stringMatching(/^3 Nov 2026, \d\d:\d\d: Report Developer, with the CV sam\.pdf$/),
      expect.stringMatching(/^Contact message to contact@example\.com, sent 2 Nov 2026, \d\d:\d\d$/),
      "Job application to careers@example.com (not sent yet)",
    ]);
    // Another address typed: what was found is not its, and nothing can act on it.
    fireEvent.change(within(form).getByLabelText("Their e-mail address"), {
      target: { value: "sam@example.org" },
    });
    expect(screen.queryByRole("region", { name: /^Held under/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Download their data" })).toBeNull();
  });

  it("says plainly when nothing is held, and offers no download and no erasure", async () => {
    const calls = api((call) =>
      call.path === FIND
        ? {
            status: 200,
            body: { ...FOUND, found: false, contactMessages: [], applications: [], mails: [] },
          }
        : undefined,
    );
    const form = await openPrivacy();
    const held = await findHeld(form);
    expect(held.textContent).toContain(
      "Nothing is held under sam@example.com. Check its spelling, or ask the person for any other address they used.",
    );
    expect(within(held).queryAllByRole("button")).toEqual([]);
    expect(calls.some((c) => c.path === EXPORT || c.path === ERASE)).toBe(false);
  });

  it("sends the request's reference with each step, and refuses one too long before asking", async () => {
    const calls = api((call) =>
      call.path === ERASE
        ? {
            status: 200,
            body: {
              ...NOTHING,
              applications: 1,
              mails: 2,
              copiesSent: [
                { kind: "contact", inbox: "contact@example.com", sentAt: "2026-11-02T10:01:00.000Z" },
                { kind: "contact", inbox: "contact@example.com", sentAt: "2026-11-05T10:01:00.000Z" },
              ],
            },
          }
        : undefined,
    );
    const form = await openPrivacy();
    const referenceField = within(form).getByLabelText("Request reference (optional)");
    fireEvent.change(referenceField, { target: { value: "x".repeat(81) } });
    fireEvent.click(within(form).getByRole("button", { name: "Find what is held" }));
    await vi.waitFor(() => expect(referenceField.getAttribute("aria-invalid")).toBe("true"));
    expect(calls.some((c) => c.path === FIND)).toBe(false);

    fireEvent.change(referenceField, { target: { value: " DSR-14 " } });
    const held = await findHeld(form);
    fireEvent.click(within(held).getByRole("button", { name: "Erase their data" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Erase this person's data?" })).getByRole("button", {
        name: "Erase",
      }),
    );
    const status = await screen.findByText(/^Erased /);
    expect(status.textContent).toMatch(
      /held under sam@example\.com\. Copies were mailed to contact@example\.com \(2 Nov 2026, \d\d:\d\d; 5 Nov 2026, \d\d:\d\d\): delete them there too, and from any mail forwarded from them\.$/,
    );
    for (const path of [FIND, ERASE])
      expect(calls.find((c) => c.path === path)!.body).toEqual({
        email: "sam@example.com",
        reference: "DSR-14",
      });
  });

  it("says that nothing is held under an address (404), beside it, and downloads nothing", async () => {
    const nothingHeld =
      "Nothing is held under this address. Check its spelling, or ask the person for any other address they used.";
    stubApi((call) => {
      if (call.path === "/staff/api/session") return { status: 200, body: MEMBER };
      if (call.path === EXPORT)
        return { status: 404, body: { errors: [{ path: "email", message: nothingHeld }] } };
      if (call.path === FIND) return { status: 200, body: FOUND };
      return undefined;
    });
    const create = vi.spyOn(URL, "createObjectURL");
    const form = await openPrivacy();
    // Erased by a colleague between the look-up and the download.
    fireEvent.click(within(await findHeld(form)).getByRole("button", { name: "Download their data" }));
    const alert = within(form).getByRole("alert");
    await vi.waitFor(() => expect(alert.textContent).toBe(`Nothing to download${nothingHeld}`));
    const field = within(form).getByLabelText("Their e-mail address");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(field.getAttribute("aria-describedby")!.split(" ")[0]!)!.textContent).toBe(
      `Error: ${nothingHeld}`,
    );
    expect(create).not.toHaveBeenCalled();
    expect(screen.queryByText(/was downloaded/)).toBeNull();
  });
});
