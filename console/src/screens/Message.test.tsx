import type { InboxMessage } from "@site/contracts/staff";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MEMBER, memberWith, renderConsole, stubApi } from "../test-helpers";

const APPLICATION: InboxMessage = {
  kind: "application",
  id: "a/7",
  title: "Alex Doe",
  email: "alex@example.com",
  receivedAt: "2025-08-01T09:00:00Z",
  delivery: "sent",
  handledAt: null,
  handledBy: null,
  fields: [{ label: "Full name", value: "Alex Doe" }],
  cv: { fileName: "alex-cv.pdf", mediaType: "application/pdf", size: 120 * 1024 },
};

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function showing(message: InboxMessage, member = MEMBER) {
  const calls = stubApi((call) => {
    if (call.path === "/staff/api/session") return { status: 200, body: member };
    if (call.path === `/staff/api/inbox/${message.kind}/${encodeURIComponent(message.id)}`)
      return { status: 200, body: message };
    return undefined;
  });
  renderConsole(`/inbox/${message.kind}/${encodeURIComponent(message.id)}`);
  return { calls, heading: screen.findByRole("heading", { level: 1, name: message.title }) };
}

/** The `<dd>` beside the `<dt>` named `term` in the fields that were sent. */
function fieldValue(term: string): HTMLElement {
  const dt = within(document.querySelector("dl.fields") as HTMLElement).getByText(term, { selector: "dt" });
  return dt.nextElementSibling as HTMLElement;
}

describe("Message: writing to and calling the visitor", () => {
  it("links the address to the mail program and the phone number to a call, and offers a reply", async () => {
    await showing({
      ...APPLICATION,
      opening: { id: "report-developer", title: "Report Developer" },
      fields: [
        { label: "Full name", value: "Alex Doe" },
        { label: "Email", value: "alex@example.com", opens: "mail" },
        { label: "Phone", value: "+91 98765 43210", opens: "phone" },
      ],
    }).heading;
    expect(within(fieldValue("Email")).getByRole("link").getAttribute("href")).toBe(
      "mailto:alex@example.com",
    );
    expect(within(fieldValue("Phone")).getByRole("link").getAttribute("href")).toBe("tel:+919876543210");
    expect(within(fieldValue("Full name")).queryByRole("link")).toBeNull();
    // The facts' "From" too.
    expect(screen.getAllByRole("link", { name: "alex@example.com" })).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Reply by e-mail" }).getAttribute("href")).toBe(
      "mailto:alex@example.com?subject=Your%20application%20for%20Report%20Developer",
    );
  });

  it("replies to a contact message under its own subject", async () => {
    await showing({ ...APPLICATION, kind: "contact", id: "c1", title: "Rates & fees", cv: null }).heading;
    expect(screen.getByRole("link", { name: "Reply by e-mail" }).getAttribute("href")).toBe(
      "mailto:alex@example.com?subject=Re%3A%20Rates%20%26%20fees",
    );
  });
});

describe("Message: an application's CV", () => {
  it("links to the CV's download, named by file, size and kind, after the fields", async () => {
    await showing(APPLICATION).heading;
    const link = within(fieldValue("CV")).getByRole("link", { name: "alex-cv.pdf (120 KB, PDF)" });
    expect(link.getAttribute("href")).toBe("/staff/api/inbox/application/a%2F7/cv");
    expect(link.hasAttribute("download")).toBe(true);
    const terms = [...document.querySelectorAll("dl.fields dt")].map((dt) => dt.textContent);
    expect(terms).toEqual(["Full name", "CV"]);
  });

  it("names a Word CV's kind and gives a large one's size in MB", async () => {
    await showing({
      ...APPLICATION,
      cv: {
        fileName: "cv.docx",
        mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        size: 2.5 * 1024 * 1024,
      },
    }).heading;
    expect(
      within(fieldValue("CV")).getByRole("link", { name: "cv.docx (2.5 MB, Word document)" }),
    ).toBeTruthy();
  });

  it("says so when an application came without a CV", async () => {
    await showing({ ...APPLICATION, cv: null }).heading;
    expect(fieldValue("CV").textContent).toBe("No CV was sent with this application.");
    expect(screen.queryByRole("link", { name: /\.pdf/ })).toBeNull();
  });

  it("shows no CV entry for a contact message", async () => {
    await showing({ ...APPLICATION, kind: "contact", id: "c1", title: "Question", cv: null }).heading;
    expect(screen.queryByText("CV", { selector: "dt" })).toBeNull();
    expect(screen.queryByText("No CV was sent with this application.")).toBeNull();
  });

  it("shows a marketing member the not-available screen for an application, without asking the server for it", async () => {
    const { calls } = showing(APPLICATION, memberWith("marketing"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Not available to your roles" }),
    ).toBeTruthy();
    expect(screen.getByText(/This is for members with the role HR\. Your roles: Marketing\./)).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(["/staff/api/session"]);
    expect(screen.queryByRole("link", { name: /alex-cv/ })).toBeNull();
  });
});
