import type { OutboxMail } from "@site/contracts/staff";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDateTime } from "../format";
import { MEMBER, renderConsole, stubApi, type Call } from "../test-helpers";

const mail = (id: number, overrides: Partial<OutboxMail> = {}): OutboxMail => ({
  id,
  kind: "application",
  messageId: `a${id}`,
  to: "careers@example.com",
  state: "pending",
  attempts: 0,
  lastError: null,
  createdAt: "2025-08-01T09:00:00Z",
  nextAttemptAt: "2025-08-01T09:00:00Z",
  leaseUntil: null,
  sentAt: null,
  requeuedAt: null,
  ...overrides,
});

const OUTBOX: OutboxMail[] = [
  mail(14, { state: "sent", attempts: 1, sentAt: "2025-08-01T09:01:00Z" }),
  mail(13, {
    kind: "contact",
    messageId: "c13",
    to: "hello@example.com",
    state: "dead",
    attempts: 8,
    lastError: "550 mailbox unavailable",
  }),
  mail(12, { state: "pending", attempts: 2, nextAttemptAt: "2025-08-01T10:00:00Z" }),
  mail(11, { state: "sending", attempts: 1 }),
  // A kind this console does not know yet, with no staff inbox: read generically.
  mail(10, { kind: "newsletter" as OutboxMail["kind"], to: null }),
];

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function api(more: (call: Call) => { status: number; body?: unknown } | undefined = () => undefined) {
  return stubApi((call) => {
    if (call.path === "/staff/api/session") return { status: 200, body: MEMBER };
    if (call.path === "/staff/api/outbox") return { status: 200, body: OUTBOX };
    return more(call);
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      [within(row).getByRole("rowheader"), ...within(row).getAllByRole("cell")].map(
        (cell) => cell.textContent,
      ),
    );

describe("Mail delivery", () => {
  it("says of each mail to which inbox it went and when: sent, its next attempt, or failed", async () => {
    api();
    renderConsole("/mail");
    const table = await screen.findByRole("table", { name: "Outbox" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Mail", "To", "State", "When", "Queued", "Last error", "Action"]);
    const queued = formatDateTime("2025-08-01T09:00:00Z");
    expect(rowsOf(table)).toEqual([
      [
        "Mail 14: Job application",
        "careers@example.com",
        "Sent",
        `Sent ${formatDateTime("2025-08-01T09:01:00Z")}`,
        queued,
        "",
        "",
      ],
      [
        "Mail 13: Contact message",
        "hello@example.com",
        "Failed, not delivered",
        "Failed after 8 attempts, not tried again",
        queued,
        "550 mailbox unavailable",
        "Retry",
      ],
      [
        "Mail 12: Job application",
        "careers@example.com",
        "Waiting to be sent",
        `Next attempt ${formatDateTime("2025-08-01T10:00:00Z")}, after 2 attempts`,
        queued,
        "",
        "",
      ],
      [
        "Mail 11: Job application",
        "careers@example.com",
        "Sending",
        "Being sent now, after 1 attempt",
        queued,
        "",
        "",
      ],
      ["Mail 10: Mail", "Its addressee", "Waiting to be sent", `To be sent ${queued}`, queued, "", ""],
    ]);
    // A form's mail leads to its message; a kind without a page of its own is plain text.
    expect(within(table).getByRole("link", { name: "Mail 13: Contact message" }).getAttribute("href")).toBe(
      "/staff/inbox/contact/c13",
    );
    expect(within(table).queryByRole("link", { name: "Mail 10: Mail" })).toBeNull();
    // On a phone each row stacks, every cell labelled by its column.
    expect(table.className).toContain("table-stacked");
    expect(
      Array.from(
        within(table).getAllByRole("row")[1]!.querySelectorAll("th, td"),
        (cell) => (cell as HTMLElement).dataset.label,
      ),
    ).toEqual(["Mail", "To", "State", "When", "Queued", "Last error", "Action"]);
  });

  it("queues a dead mail again and says so, its row showing where it goes", async () => {
    const calls = api((call) =>
      call.path === "/staff/api/outbox/13/retry"
        ? {
            status: 200,
            body: {
              ...OUTBOX[1]!,
              state: "pending",
              attempts: 8,
              nextAttemptAt: "2025-08-02T08:00:00Z",
              requeuedAt: "2025-08-02T08:00:00Z",
            },
          }
        : undefined,
    );
    renderConsole("/mail");
    const table = await screen.findByRole("table", { name: "Outbox" });
    const retry = within(table).getByRole("button", { name: "Retry" });
    expect(document.getElementById(retry.getAttribute("aria-describedby")!)!.textContent).toBe(
      "Mail 13: Contact message",
    );
    fireEvent.click(retry);
    expect(await screen.findByText("Mail 13 is queued to be sent again.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([
      "/staff/api/outbox/13/retry",
    ]);
    expect(rowsOf(table)[1]!.slice(0, 4)).toEqual([
      "Mail 13: Contact message",
      "hello@example.com",
      "Waiting to be sent",
      `Next attempt ${formatDateTime("2025-08-02T08:00:00Z")}, after 8 attempts`,
    ]);
    expect(within(table).queryByRole("button", { name: "Retry" })).toBeNull();
  });
});
