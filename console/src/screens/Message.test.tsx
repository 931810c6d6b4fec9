import type { InboxMessage } from "@site/contracts/staff";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MEMBER, memberWith, renderConsole, stubApi } from "../test-helpers";
import { cameByWords } from "./Message";

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
  cameBy: { page: null, source: null, campaign: null },
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

describe("Message: how the visit began", () => {
  it("says the first page, where the visitor came from and the campaign", async () => {
    await showing({
      ...APPLICATION,
      cameBy: { page: "/careers", source: "www.google.com", campaign: "spring" },
    }).heading;
    const facts = document.querySelector("dl.facts") as HTMLElement;
    const term = within(facts).getByText("Came to the site by", { selector: "dt" });
    expect(term.nextElementSibling?.textContent).toBe("/careers, from www.google.com, campaign spring");
  });

  it("words a direct visit, and says when nothing is known", () => {
    expect(cameByWords({ page: "/home", source: "direct", campaign: null })).toBe(
      "/home, typed in or bookmarked",
    );
    expect(cameByWords({ page: null, source: null, campaign: null })).toBe("Not known");
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

describe("Message: HR's review of an application", () => {
  const REVIEWED: InboxMessage = { ...APPLICATION, status: "new", note: "", reviewedAt: null };
  const reviewPath = `/staff/api/inbox/application/${encodeURIComponent(REVIEWED.id)}/review`;

  /** The application shown to HR, the review's answers given by `answer`. */
  function reviewing(answer: (body: unknown) => { status: number; body: unknown }) {
    const calls = stubApi((call) => {
      if (call.path === "/staff/api/session") return { status: 200, body: MEMBER };
      if (call.path === `/staff/api/inbox/application/${encodeURIComponent(REVIEWED.id)}`)
        return { status: 200, body: REVIEWED };
      if (call.path === reviewPath && call.method === "POST") return answer(call.body);
      return undefined;
    });
    renderConsole(`/inbox/application/${encodeURIComponent(REVIEWED.id)}`);
    return calls;
  }

  it("moves the application to shortlisted with a note, saved together", async () => {
    const calls = reviewing((body) => ({
      status: 200,
      body: { ...REVIEWED, ...(body as object), reviewedAt: "2026-11-27T10:00:00.000Z" },
    }));
    const status = (await screen.findByRole("combobox", { name: "Status" })) as HTMLSelectElement;
    expect(status.value).toBe("new");
    expect([...status.options].map((option) => option.text)).toEqual([
      "New",
      "Shortlisted",
      "Interview",
      "Rejected",
      "Hired",
    ]);
    fireEvent.change(status, { target: { value: "shortlisted" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Internal note (optional)" }), {
      target: { value: "Call back Monday." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save status and note" }));
    expect(await screen.findByText("Status and note saved.")).toBeTruthy();
    expect(calls.find((call) => call.path === reviewPath)?.body).toEqual({
      status: "shortlisted",
      note: "Call back Monday.",
      reviewedAt: null,
    });
    // The facts say the new status, and when it changed.
    const facts = document.querySelector("dl.facts") as HTMLElement;
    expect(within(facts).getByText("Status", { selector: "dt" }).nextElementSibling?.textContent).toBe(
      "Shortlisted",
    );
    expect(screen.getByText(/^Last changed/)).toBeTruthy();
  });

  it("keeps what the member typed when a colleague changed the review meanwhile, and shows theirs", async () => {
    const theirs = {
      ...REVIEWED,
      status: "interview",
      note: "Hari: second round Friday.",
      reviewedAt: "2026-11-27T09:00:00.000Z",
    };
    const bodies: unknown[] = [];
    reviewing((body) => {
      bodies.push(body);
      return bodies.length === 1
        ? {
            status: 409,
            body: {
              errors: [
                {
                  path: "reviewedAt",
                  message: "A colleague changed this application's status or note meanwhile.",
                },
              ],
              current: theirs,
            },
          }
        : { status: 200, body: { ...theirs, ...(body as object), reviewedAt: "2026-11-27T10:00:00.000Z" } };
    });
    const note = await screen.findByRole("textbox", { name: "Internal note (optional)" });
    fireEvent.change(note, { target: { value: "Mine: strong on SQL." } });
    fireEvent.click(screen.getByRole("button", { name: "Save status and note" }));
    expect(
      await screen.findByText(/A colleague changed this application's status or note meanwhile/),
    ).toBeTruthy();
    expect(screen.getByText(/Hari: second round Friday\./)).toBeTruthy();
    expect((note as HTMLTextAreaElement).value).toBe("Mine: strong on SQL.");
    // Saved again, it builds on the colleague's review.
    fireEvent.click(screen.getByRole("button", { name: "Save status and note" }));
    expect(await screen.findByText("Status and note saved.")).toBeTruthy();
    expect(bodies[1]).toMatchObject({ note: "Mine: strong on SQL.", reviewedAt: theirs.reviewedAt });
  });

  it("says there is nothing to save, asking the server nothing, when nothing changed", async () => {
    const calls = reviewing(() => ({ status: 500, body: {} }));
    fireEvent.click(await screen.findByRole("button", { name: "Save status and note" }));
    expect(await screen.findByText("Nothing to save: the status and the note are as saved.")).toBeTruthy();
    expect(calls.some((call) => call.path === reviewPath)).toBe(false);
  });

  it("offers no review for a contact message", async () => {
    await showing({ ...APPLICATION, kind: "contact", id: "c1", title: "Question", cv: null }).heading;
    expect(screen.queryByRole("combobox", { name: "Status" })).toBeNull();
  });
});
