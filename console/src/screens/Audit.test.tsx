import type { AuditActor, AuditEntry, AuditPage } from "@site/contracts/staff";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MEMBER, renderConsole, stubApi, type Call } from "../test-helpers";

const ACTORS: AuditActor[] = [
  { actor: "staff:0d9f6f1e-5b7a-4c1e-9a53-6d2f3c1b8e70", actorName: "Priya N" },
  { actor: "shell:deploy", actorName: "Shell (deploy)" },
];

function entry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: "2025-08-01T09:00:00Z",
    actor: ACTORS[0]!.actor,
    actorName: "Priya N",
    action: "staff.invite",
    subject: "staff:22222222-2222-4222-8222-222222222222",
    subjectName: "Ravi Kumar",
    sentence: "Priya N invited Ravi Kumar as Marketing",
    address: "203.0.113.9",
    details: { roles: ["marketing"] },
    ...overrides,
  };
}

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The trail's API: `pages` answers each query string (without "?"), else the first page. */
function api(pages: (query: URLSearchParams, call: Call) => { status: number; body?: unknown }) {
  return stubApi((call) => {
    if (call.path === "/staff/api/session") return { status: 200, body: MEMBER };
    if (call.path === "/staff/api/audit/actors") return { status: 200, body: ACTORS };
    const url = new URL(call.path, "http://localhost");
    if (url.pathname === "/staff/api/audit") return pages(url.searchParams, call);
    return undefined;
  });
}

const auditCalls = (calls: Call[]) =>
  calls
    .filter((c) => c.path === "/staff/api/audit" || c.path.startsWith("/staff/api/audit?"))
    .map((c) => c.path);

describe("Audit trail", () => {
  it("reads each entry as a sentence with its time, and says how long entries are kept", async () => {
    api(() => ({
      status: 200,
      body: {
        entries: [
          entry(3),
          entry(2, {
            actor: "shell:deploy",
            actorName: "Shell (deploy)",
            address: null,
            action: "privacy.erase",
            subject: "person:ab12",
            subjectName: "A person's data",
            sentence: "Shell (deploy) erased a person's data",
            details: { reference: "DSR-7" },
          }),
        ],
        next: null,
      } satisfies AuditPage,
    }));
    renderConsole("/audit");
    const table = await screen.findByRole("table", { name: "Audit trail" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["When", "What happened", "From address", "Details"]);
    expect(rows.map((cells) => cells.slice(1))).toEqual([
      ["Priya N invited Ravi Kumar as Marketing", "203.0.113.9", 'roles: ["marketing"]'],
      ["Shell (deploy) erased a person's data", "Not from the console", "reference: DSR-7"],
    ]);
    // Each row says when, as a time a machine reads too.
    expect(within(table).getAllByRole("cell")[0]!.querySelector("time")!.getAttribute("dateTime")).toBe(
      "2025-08-01T09:00:00Z",
    );
    // On a phone each row stacks, every cell labelled by its column.
    expect(table.className).toContain("table-stacked");
    expect(
      Array.from(within(table).getAllByRole("row")[1]!.querySelectorAll("td"), (cell) => cell.dataset.label),
    ).toEqual(["When", "What happened", "From address", "Details"]);
    expect(table.textContent).not.toContain("staff:");
    expect(screen.getByText(/Entries are kept 365 days, then deleted\./)).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pages of the audit trail" })).toBeNull();
  });

  it("puts the filters in the address and asks the server for exactly them", async () => {
    const calls = api(() => ({ status: 200, body: { entries: [entry(1)], next: null } }));
    const { router } = renderConsole("/audit");
    const form = await screen.findByRole("form", { name: "Filter the audit trail" });
    expect(form.getAttribute("method")).toBe("get");
    const member = within(form).getByRole("combobox", { name: "Member" });
    await waitFor(() =>
      expect(
        within(member)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Everyone", "Priya N", "Shell (deploy)"]),
    );
    fireEvent.change(member, { target: { value: "shell:deploy" } });
    fireEvent.change(within(form).getByRole("combobox", { name: "Action" }), {
      target: { value: "privacy.export" },
    });
    fireEvent.change(within(form).getByLabelText("About (e-mail address)"), {
      target: { value: " sam@example.com " },
    });
    fireEvent.change(within(form).getByLabelText("From"), { target: { value: "2025-07-01" } });
    fireEvent.change(within(form).getByLabelText("To"), { target: { value: "2025-07-31" } });
    fireEvent.click(within(form).getByRole("button", { name: "Show entries" }));
    const query =
      "actor=shell%3Adeploy&action=privacy.export&subject=sam%40example.com&from=2025-07-01&to=2025-07-31";
    await waitFor(() => expect(router.state.location.search).toBe(`?${query}`));
    await waitFor(() => expect(auditCalls(calls).at(-1)).toBe(`/staff/api/audit?${query}`));
    expect(await screen.findByText("1 entry found, the newest first.")).toBeTruthy();

    // The address is the truth: going back shows the unfiltered trail and an empty form.
    router.navigate(-1);
    await waitFor(() => expect(auditCalls(calls).at(-1)).toBe("/staff/api/audit"));
    await waitFor(() =>
      expect((screen.getByLabelText("About (e-mail address)") as HTMLInputElement).value).toBe(""),
    );
    expect((screen.getByRole("combobox", { name: "Action" }) as HTMLSelectElement).value).toBe("");
  });

  it("pages to older entries with before=next, keeping the filters, and back to the newest", async () => {
    const calls = api((query) =>
      query.get("before") === "51"
        ? { status: 200, body: { entries: [entry(50, { sentence: "Older one" })], next: null } }
        : { status: 200, body: { entries: [entry(52, { sentence: "Newer one" }), entry(51)], next: 51 } },
    );
    const { router } = renderConsole("/audit?action=staff.invite");
    await screen.findByText("Newer one");
    const pages = screen.getByRole("navigation", { name: "Pages of the audit trail" });
    const older = within(pages).getByRole("link", { name: "Older entries" });
    expect(older.getAttribute("href")).toBe("/staff/audit?action=staff.invite&before=51");
    expect(within(pages).queryByRole("link", { name: "Newest entries" })).toBeNull();
    fireEvent.click(older);
    expect(await screen.findByText("Older one")).toBeTruthy();
    expect(auditCalls(calls).at(-1)).toBe("/staff/api/audit?action=staff.invite&before=51");
    expect(screen.queryByRole("link", { name: "Older entries" })).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "Newest entries" }));
    expect(await screen.findByText("Newer one")).toBeTruthy();
    expect(router.state.location.search).toBe("?action=staff.invite");
  });

  it("shows the server's refusal of a filter beside its field, and moves focus there", async () => {
    const lastDay = "The last day cannot be before the first.";
    api((query) =>
      query.has("to")
        ? { status: 400, body: { errors: [{ path: "to", message: lastDay }] } }
        : { status: 200, body: { entries: [], next: null } },
    );
    renderConsole("/audit");
    const form = await screen.findByRole("form", { name: "Filter the audit trail" });
    expect(await screen.findByText("Nothing has been recorded yet.")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("From"), { target: { value: "2025-07-31" } });
    fireEvent.change(within(form).getByLabelText("To"), { target: { value: "2025-07-01" } });
    fireEvent.submit(form);
    const to = await screen.findByLabelText("To");
    await waitFor(() => expect(to.getAttribute("aria-invalid")).toBe("true"));
    await waitFor(() => expect(document.activeElement).toBe(to));
    expect(document.getElementById(to.getAttribute("aria-describedby")!.split(" ")[0]!)!.textContent).toBe(
      `Error: ${lastDay}`,
    );
    expect(screen.queryByRole("table", { name: "Audit trail" })).toBeNull();
  });
});
