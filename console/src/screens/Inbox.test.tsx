import type { InboxItem, InboxOpening, OutboxEntry } from "@site/contracts/staff";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MEMBER, memberWith, renderConsole, stubApi, type Call } from "../test-helpers";

const ITEM: InboxItem = {
  kind: "contact",
  id: "c1",
  title: "Question about pricing",
  email: "sam@example.com",
  receivedAt: "2025-08-01T09:00:00Z",
  delivery: "dead",
  handledAt: null,
  handledBy: null,
};

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function api(extra: (call: Call) => { status: number; body?: unknown } | undefined, member = MEMBER) {
  return stubApi((call) =>
    call.path === "/staff/api/session" ? { status: 200, body: member } : extra(call),
  );
}

describe("Inbox filters", () => {
  it("finds yesterday's unhandled applications with two choices and no typing, each applied as it changes", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 10, 27, 15, 30) });
    const calls = api((call) =>
      call.path.startsWith("/staff/api/inbox?") || call.path === "/staff/api/inbox"
        ? { status: 200, body: [ITEM] }
        : undefined,
    );
    renderConsole("/inbox");
    await screen.findByRole("link", { name: "Question about pricing" });
    const handled = screen.getByRole("combobox", { name: "Handled" });
    handled.focus();
    fireEvent.change(handled, { target: { value: "no" } });
    await vi.waitFor(() => expect(calls.at(-1)!.path).toBe("/staff/api/inbox?handled=no"));
    // The form stayed: focus is where the member left it.
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Handled" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Received" }), { target: { value: "yesterday" } });
    const from = new Date(2026, 10, 26).toISOString();
    const to = new Date(2026, 10, 27).toISOString();
    await vi.waitFor(() =>
      expect(calls.at(-1)!.path).toBe(
        `/staff/api/inbox?handled=no&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      ),
    );
    expect(await screen.findByText("1 item found.")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    vi.useRealTimers();
  });

  it("takes a range of dates, whole days, and forgets it when another choice is made", async () => {
    const calls = api((call) =>
      call.path.startsWith("/staff/api/inbox") ? { status: 200, body: [] } : undefined,
    );
    renderConsole("/inbox?received=range&from=2026-11-01&to=2026-11-02");
    await screen.findByText("Nothing found.");
    const last = () =>
      calls.filter((c) => c.path === "/staff/api/inbox" || c.path.startsWith("/staff/api/inbox?")).at(-1)!
        .path;
    expect(last()).toBe(
      `/staff/api/inbox?from=${encodeURIComponent(new Date(2026, 10, 1).toISOString())}&to=${encodeURIComponent(new Date(2026, 10, 3).toISOString())}`,
    );
    expect((screen.getByLabelText("From (first day)") as HTMLInputElement).value).toBe("2026-11-01");
    fireEvent.change(screen.getByRole("combobox", { name: "Received" }), { target: { value: "" } });
    await vi.waitFor(() => expect(last()).toBe("/staff/api/inbox"));
    expect(screen.queryByLabelText("From (first day)")).toBeNull();
  });
});

describe("Inbox by status", () => {
  it("keeps the applications HR moved to a status, and says each one's status", async () => {
    const application: InboxItem = {
      ...ITEM,
      kind: "application",
      id: "a1",
      title: "Zoya Khan",
      opening: null,
      position: "Report Developer",
      status: "shortlisted",
    };
    const calls = api((call) =>
      call.path.startsWith("/staff/api/inbox/openings")
        ? { status: 200, body: [] }
        : call.path.startsWith("/staff/api/inbox")
          ? { status: 200, body: [application] }
          : undefined,
    );
    renderConsole("/inbox");
    const entry = (await screen.findByRole("link", { name: "Zoya Khan" })).closest("li")!;
    expect(within(entry).getByText("Status: Shortlisted")).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "shortlisted" } });
    await vi.waitFor(() => expect(calls.at(-1)!.path).toBe("/staff/api/inbox?status=shortlisted"));
    // Contact messages have no status: choosing them alone forgets it.
    fireEvent.change(screen.getByRole("combobox", { name: "Show" }), { target: { value: "contact" } });
    await vi.waitFor(() => expect(calls.at(-1)!.path).toBe("/staff/api/inbox?kind=contact"));
    expect(screen.queryByRole("combobox", { name: "Status" })).toBeNull();
  });
});

describe("Inbox and Message", () => {
  it("searches by the address's q and kind, and states delivery and handling in words", async () => {
    const calls = api((call) =>
      call.path.startsWith("/staff/api/inbox?") || call.path === "/staff/api/inbox"
        ? { status: 200, body: [ITEM] }
        : undefined,
    );
    renderConsole("/inbox");
    const link = await screen.findByRole("link", { name: "Question about pricing" });
    const entry = link.closest("li")!;
    expect(within(entry).getByText("Mail: Failed, not delivered")).toBeTruthy();
    expect(within(entry).getByText("Not handled yet")).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "sam" },
    });
    fireEvent.change(screen.getByRole("combobox", { name: "Show" }), { target: { value: "contact" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await screen.findByText("1 item found.");
    expect(calls.at(-1)!.path).toBe("/staff/api/inbox?q=sam&kind=contact");
  });

  it("offers only the kinds of the member's roles, and leaves another role's kind out of the search", async () => {
    const calls = api(
      (call) => (call.path.startsWith("/staff/api/inbox") ? { status: 200, body: [ITEM] } : undefined),
      memberWith("marketing"),
    );
    renderConsole("/inbox?kind=application&q=sam");
    await screen.findByRole("link", { name: "Question about pricing" });
    // One kind: nothing to choose; the search asks for no kind the server would refuse.
    expect(screen.queryByRole("combobox", { name: "Show" })).toBeNull();
    expect(screen.getByText("Contact messages sent from the site's forms, newest first.")).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith("/staff/api/inbox")).map((c) => c.path)).toEqual([
      "/staff/api/inbox?q=sam",
    ]);
    cleanup();

    api(
      (call) => (call.path.startsWith("/staff/api/inbox") ? { status: 200, body: [] } : undefined),
      memberWith("hr", "marketing"),
    );
    renderConsole("/inbox");
    const show = await screen.findByRole("combobox", { name: "Show" });
    expect(
      within(show)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Messages and applications", "Contact messages", "Job applications"]);
  });

  it("shows a message's fields as text and marks it handled", async () => {
    const calls = api((call) => {
      if (call.path === "/staff/api/inbox/contact/c1") {
        return {
          status: 200,
          body: {
            ...ITEM,
            fields: [{ label: "Message", value: "Line one\n<b>not bold</b>" }],
            cameBy: { page: null, source: null, campaign: null },
          },
        };
      }
      if (call.path === "/staff/api/inbox/contact/c1/handled") {
        return { status: 200, body: { ...ITEM, handledAt: "2025-08-02T09:00:00Z", handledBy: MEMBER.name } };
      }
      return undefined;
    });
    renderConsole("/inbox/contact/c1");
    expect(await screen.findByRole("heading", { level: 1, name: "Question about pricing" })).toBeTruthy();
    const value = screen.getByText(
      (_, element) => element?.tagName === "DD" && element.textContent === "Line one\n<b>not bold</b>",
    );
    expect(value.querySelector("b")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Mark as handled" }));
    expect(await screen.findByText("Marked as handled.")).toBeTruthy();
    expect(screen.getByText(/^Handled by Priya N on /)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mark as not handled" })).toBeTruthy();
    const post = calls.find((c) => c.path.endsWith("/handled"))!;
    expect([post.method, post.body, post.headers.get("X-XSRF-TOKEN")]).toEqual([
      "POST",
      { handled: true },
      "tok",
    ]);
  });
});

describe("Inbox by job opening", () => {
  const application = (id: string, title: string, opening: InboxItem["opening"]): InboxItem => ({
    ...ITEM,
    kind: "application",
    id,
    title,
    email: `${id}@example.org`,
    opening,
  });
  const JAVA = { id: "java-developer", title: "Java Developer" };
  const OPENINGS: InboxOpening[] = [{ ...JAVA, applications: 2 }];

  function hrApi(items: InboxItem[], member = MEMBER) {
    return api((call) => {
      if (call.path === "/staff/api/inbox/openings") return { status: 200, body: OPENINGS };
      if (call.path.startsWith("/staff/api/inbox")) return { status: 200, body: items };
      return undefined;
    }, member);
  }

  it("says each application's opening, or that it is an open application; a contact message says neither", async () => {
    hrApi([
      { ...application("a1", "Ravi Kumar", JAVA), position: "Java Developer" },
      application("a2", "Asha Rao", null),
      { ...application("a3", "Kiran Shah", null), position: "Report Developer" },
      ITEM,
    ]);
    renderConsole("/inbox");
    const entry = async (name: string) => (await screen.findByRole("link", { name })).closest("li")!;
    expect(within(await entry("Ravi Kumar")).getByText("For Java Developer")).toBeTruthy();
    expect(within(await entry("Asha Rao")).getByText("Open application")).toBeTruthy();
    // An open application goes by the position its applicant typed.
    expect(within(await entry("Kiran Shah")).getByText("Open application: Report Developer")).toBeTruthy();
    const contact = await entry("Question about pricing");
    expect(within(contact).queryByText(/^For |^Open application$/)).toBeNull();
  });

  it("filters by an opening the applications name, or by none, and keeps the filter in the address", async () => {
    const calls = hrApi([application("a1", "Ravi Kumar", JAVA)]);
    const { router } = renderConsole("/inbox");
    const choice = await screen.findByRole("combobox", { name: "Job opening" });
    await within(choice).findByRole("option", { name: "Java Developer (2)" });
    expect(
      within(choice)
        .getAllByRole("option")
        .map((option) => [(option as HTMLOptionElement).value, option.textContent]),
    ).toEqual([
      ["", "Any, or none"],
      ["~open", "Open applications"],
      ["java-developer", "Java Developer (2)"],
    ]);
    fireEvent.change(choice, { target: { value: "java-developer" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await screen.findByText("1 item found.");
    expect(calls.at(-1)!.path).toBe("/staff/api/inbox?opening=java-developer");
    expect(router.state.location.search).toBe("?opening=java-developer");

    fireEvent.change(screen.getByRole("combobox", { name: "Job opening" }), { target: { value: "~open" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await vi.waitFor(() => expect(calls.at(-1)!.path).toBe("/staff/api/inbox?opening=%7Eopen"));
  });

  it("asks for the address's opening at once, and drops it with contact messages alone", async () => {
    const calls = hrApi([application("a1", "Ravi Kumar", JAVA)]);
    renderConsole("/inbox?opening=java-developer&q=ravi");
    await screen.findByRole("link", { name: "Ravi Kumar" });
    expect(calls.filter((c) => c.path.startsWith("/staff/api/inbox?")).map((c) => c.path)).toEqual([
      "/staff/api/inbox?q=ravi&opening=java-developer",
    ]);
    await vi.waitFor(() =>
      expect((screen.getByRole("combobox", { name: "Job opening" }) as HTMLSelectElement).value).toBe(
        "java-developer",
      ),
    );
    // Contact messages name no opening: the choice goes, and the search asks for none.
    fireEvent.change(screen.getByRole("combobox", { name: "Show" }), { target: { value: "contact" } });
    expect(screen.queryByRole("combobox", { name: "Job opening" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await vi.waitFor(() => expect(calls.at(-1)!.path).toBe("/staff/api/inbox?q=ravi&kind=contact"));
  });

  it("offers no opening to a member who reads no applications, and asks for none", async () => {
    const calls = hrApi([ITEM], memberWith("marketing"));
    renderConsole("/inbox?opening=java-developer");
    await screen.findByRole("link", { name: "Question about pricing" });
    expect(screen.queryByRole("combobox", { name: "Job opening" })).toBeNull();
    expect(calls.filter((c) => c.path.startsWith("/staff/api/inbox")).map((c) => c.path)).toEqual([
      "/staff/api/inbox",
    ]);
  });
});

describe("Mail", () => {
  const dead: OutboxEntry = {
    id: 11,
    kind: "contact",
    messageId: "c1",
    state: "dead",
    attempts: 8,
    lastError: "550 mailbox unavailable",
    createdAt: "2025-08-01T09:00:00Z",
    nextAttemptAt: "2025-08-01T12:00:00Z",
    leaseUntil: null,
    sentAt: null,
    requeuedAt: null,
  };

  it("explains a Retry that came too late (409) and reloads the outbox", async () => {
    const calls = api((call) => {
      if (call.path === "/staff/api/outbox") return { status: 200, body: [dead] };
      if (call.path === "/staff/api/outbox/11/retry")
        return { status: 409, body: { errors: [{ path: "", message: "This mail is not dead any more." }] } };
      return undefined;
    });
    renderConsole("/mail");
    const table = await screen.findByRole("table", { name: "Outbox" });
    expect(screen.getByRole("region", { name: "Outbox" }).tabIndex).toBe(0);
    fireEvent.click(within(table).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("This mail is not dead any more.")).toBeTruthy();
    await vi.waitFor(() => expect(calls.filter((c) => c.path === "/staff/api/outbox")).toHaveLength(2));
  });
});
