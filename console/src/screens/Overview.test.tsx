import type { SiteOverview } from "@site/contracts/staff";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDate } from "../format";
import { memberWith, renderConsole, stubApi } from "../test-helpers";

const MARKETING: SiteOverview = {
  days: 7,
  from: "2026-03-03",
  to: "2026-03-09",
  visits: {
    views: 1234,
    visits: 310,
    pages: [
      { path: "/home", views: 900, visits: 250 },
      { path: "/contact", views: 334, visits: 60 },
    ],
    sources: [
      { source: "direct", campaign: "spring", visits: 200 },
      { source: "www.google.com", campaign: null, visits: 110 },
    ],
  },
  messages: {
    received: 4,
    unhandled: 2,
    bySource: [
      { source: "direct", campaign: "spring", count: 3 },
      { source: null, campaign: null, count: 1 },
    ],
  },
  failedMails: [{ kind: "contact", count: 1 }],
};

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function api(roles: Parameters<typeof memberWith>, overview: (path: string) => SiteOverview) {
  return stubApi((call) => {
    if (call.path === "/staff/api/session") return { status: 200, body: memberWith(...roles) };
    if (call.path.startsWith("/staff/api/overview")) return { status: 200, body: overview(call.path) };
    return undefined;
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

describe("Overview", () => {
  it("shows marketing the week's visits by page and source, and the messages by where their senders came from", async () => {
    api(["marketing"], () => MARKETING);
    renderConsole("/overview");
    expect(await screen.findByRole("heading", { level: 1, name: "Overview" })).toBeTruthy();
    const period = `from ${formatDate("2026-03-03")} to ${formatDate("2026-03-09")}`;
    const pages = await screen.findByRole("table", { name: `The most viewed pages ${period}` });
    expect(rowsOf(pages)).toEqual([
      ["/home", "900", "250"],
      ["/contact", "334", "60"],
    ]);
    const sources = screen.getByRole("table", {
      name: `Visits ${period}, by the site or campaign they came from`,
    });
    expect(rowsOf(sources)).toEqual([
      ["Direct (no referring site)", "spring", "200"],
      ["www.google.com", "None", "110"],
    ]);
    const messages = screen.getByRole("table", {
      name: `Contact messages received ${period}, by where the sender's visit began`,
    });
    expect(rowsOf(messages)).toEqual([
      ["Direct (no referring site)", "spring", "3"],
      ["Not known", "None", "1"],
    ]);
    expect(screen.getByText("1,234")).toBeTruthy();
    expect(screen.getByRole("link", { name: "2 not handled yet" }).getAttribute("href")).toBe(
      "/staff/inbox?kind=contact&handled=no",
    );
    expect(screen.getByRole("link", { name: "1 mail not delivered" }).getAttribute("href")).toBe(
      "/staff/mail?state=dead",
    );
    expect(screen.queryByRole("heading", { name: /Job applications/ })).toBeNull();
  });

  it("shows HR the applications alone, and asks for another period", async () => {
    const calls = api(["hr"], (path) => ({
      days: path.endsWith("?days=30") ? 30 : 7,
      from: path.endsWith("?days=30") ? "2026-02-08" : "2026-03-03",
      to: "2026-03-09",
      applications: { received: 0, unhandled: 0, bySource: [] },
      failedMails: [{ kind: "application", count: 0 }],
    }));
    renderConsole("/overview");
    expect(
      await screen.findByText(
        `None received from ${formatDate("2026-03-03")} to ${formatDate("2026-03-09")}.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Visits by page" })).toBeNull();
    expect(screen.getByText("None")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Period"), { target: { value: "30" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(
      await screen.findByText(
        `None received from ${formatDate("2026-02-08")} to ${formatDate("2026-03-09")}.`,
      ),
    ).toBeTruthy();
    expect(calls.map((call) => call.path).filter((path) => path.startsWith("/staff/api/overview"))).toEqual([
      "/staff/api/overview",
      "/staff/api/overview?days=30",
    ]);
  });

  it("says when the overview cannot be loaded", async () => {
    stubApi((call) =>
      call.path === "/staff/api/session"
        ? { status: 200, body: memberWith("admin") }
        : { status: 503, body: { errors: [{ path: "", message: "The database is not answering." }] } },
    );
    renderConsole("/overview");
    expect(await screen.findByText("The database is not answering.")).toBeTruthy();
  });
});
