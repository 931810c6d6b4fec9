import type { ContentList } from "@site/contracts/staff";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleAnswer } from "../content-form/sample-form";
import { memberWith, renderConsole, stubApi } from "../test-helpers";

const LIST: ContentList = {
  collections: [
    { type: "site", label: "The whole site" },
    { type: "page", label: "Pages" },
    { type: "solution", label: "Solutions" },
  ],
  documents: [
    {
      type: "site",
      id: "identity",
      label: "Company name, phone, e-mail and address",
      state: "published",
      version: 1,
      updatedAt: "2025-07-01T09:00:00Z",
      updatedBy: "Priya N",
    },
    {
      type: "page",
      id: "help",
      label: "Help page",
      state: "changed",
      version: 3,
      updatedAt: "2025-08-01T09:00:00Z",
      updatedBy: "Ravi Kumar",
    },
    {
      type: "page",
      id: "careers",
      label: "Careers page",
      state: "draft",
      version: 1,
      updatedAt: "2025-08-02T09:00:00Z",
      updatedBy: "Meera Iyer",
    },
  ],
};

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function api(...roles: Parameters<typeof memberWith>) {
  return stubApi((call) => {
    if (call.path === "/staff/api/session") return { status: 200, body: memberWith(...roles) };
    if (call.path === "/staff/api/content") return { status: 200, body: LIST };
    if (call.path === "/staff/api/content/page/help") return { status: 200, body: sampleAnswer() };
    if (call.path === "/staff/api/content/page/help/history") return { status: 200, body: [] };
    return undefined;
  });
}

const section = (name: string) => screen.getByRole("region", { name });

describe("Content", () => {
  it("lists every collection with its documents, each with its state in words and its last change", async () => {
    api("editor");
    renderConsole("/content");
    await screen.findByRole("link", { name: "Help page" });
    expect(document.title).toBe("Content – Staff console");
    expect(screen.getByText("3 documents; 2 have changes visitors do not see yet.")).toBeTruthy();

    const site = within(section("The whole site")).getAllByRole("listitem");
    expect(site).toHaveLength(1);
    expect(site[0]!.textContent).toContain("Published");
    expect(site[0]!.textContent).toContain("Changed by Priya N, ");

    const pages = within(section("Pages")).getAllByRole("listitem");
    expect(pages.map((row) => within(row).getByRole("link").textContent)).toEqual([
      "Help page",
      "Careers page",
    ]);
    expect(pages[0]!.textContent).toContain("Changed since it was published");
    expect(pages[1]!.textContent).toContain("Draft, not published yet");
    expect(within(pages[1]!).getByRole("link").getAttribute("href")).toBe("/staff/content/page/careers");
    expect(within(section("Solutions")).getByText("No documents yet.")).toBeTruthy();
    expect(
      within(screen.getByRole("navigation", { name: "Console" }))
        .getByRole("link", { name: "Content" })
        .getAttribute("aria-current"),
    ).toBe("page");
  });

  it("opens a document's editor from its link", async () => {
    api("publisher");
    renderConsole("/content");
    fireEvent.click(await screen.findByRole("link", { name: "Help page" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Help page" })).toBeTruthy();
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Help");
  });

  it("is not available to roles other than editor and publisher", async () => {
    const calls = api("marketing");
    renderConsole("/content/page/help");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Not available to your roles" }),
    ).toBeTruthy();
    expect(
      screen.getByText("This is for members with the role Editor or Publisher. Your roles: Marketing."),
    ).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith("/staff/api/content"))).toEqual([]);
  });
});
