import type { StaffRole } from "@site/contracts/staff";
import { CONTENT_EDIT_ROLES, CONTENT_ROLES, INBOX_KIND_ROLE, STAFF_ROLES } from "@site/contracts/staff";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  contentScreenName,
  homeOf,
  mayEditContent,
  mayPublishContent,
  ROLE_SCREENS,
  roleNames,
} from "./roles";
import { memberWith, renderConsole, stubApi } from "./test-helpers";

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A member of `roles` signed in; every list the screens ask for is empty. */
function signedIn(...roles: StaffRole[]) {
  return stubApi((call) => {
    if (call.path === "/staff/api/session") return { status: 200, body: memberWith(...roles) };
    if (call.path === "/staff/api/content") return { status: 200, body: { collections: [], documents: [] } };
    if (call.method === "GET")
      return {
        status: 200,
        body:
          call.path.startsWith("/staff/api/audit?") || call.path === "/staff/api/audit"
            ? { entries: [], next: null }
            : [],
      };
    return undefined;
  });
}

const navLinks = () =>
  within(screen.getByRole("navigation", { name: "Console" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("screens by role", () => {
  it("shows a marketing member only the overview, the gallery, the inbox, the mail and their account", async () => {
    signedIn("marketing");
    renderConsole("/gallery");
    await screen.findByRole("heading", { level: 1, name: "Gallery" });
    expect(navLinks()).toEqual(["Overview", "Gallery", "Inbox", "Mail", "Your account"]);
  });

  it("shows an admin with every role every screen, in the navigation's order", async () => {
    signedIn("admin", "hr", "marketing");
    renderConsole("/account");
    await screen.findByRole("heading", { level: 1, name: "Your account" });
    expect(navLinks()).toEqual([
      "Overview",
      "Job openings",
      "Gallery",
      "Inbox",
      "Mail",
      "Privacy",
      "Team",
      "Audit",
      "Your account",
    ]);
    expect(
      within(screen.getByRole("navigation", { name: "Console" }))
        .getByRole("link", { name: "Your account" })
        .getAttribute("aria-current"),
    ).toBe("page");
  });

  it("shows HR the job openings, named for them, and the whole site's content under its own name to an editor too", async () => {
    signedIn("hr");
    renderConsole("/inbox");
    await screen.findByRole("heading", { level: 1, name: "Inbox" });
    expect(navLinks()).toEqual(["Overview", "Job openings", "Inbox", "Mail", "Privacy", "Your account"]);
    cleanup();

    signedIn("hr", "editor");
    renderConsole("/inbox");
    await screen.findByRole("heading", { level: 1, name: "Inbox" });
    expect(navLinks()).toEqual([
      "Overview",
      "Site content",
      "Media",
      "Inbox",
      "Mail",
      "Privacy",
      "Your account",
    ]);
  });

  it("shows the media library to editors and publishers, after the site content, and not to marketing or HR alone", async () => {
    signedIn("editor");
    renderConsole("/media");
    await screen.findByRole("heading", { level: 1, name: "Media library" });
    expect(navLinks()).toEqual(["Site content", "Media", "Your account"]);
    cleanup();

    for (const role of ["marketing", "hr"] as const) {
      const calls = signedIn(role);
      renderConsole("/media");
      await screen.findByRole("heading", { level: 1, name: "Not available to your roles" });
      expect(screen.getByText(/This is for members with the role Editor or Publisher\./)).toBeTruthy();
      expect(navLinks()).not.toContain("Media");
      expect(calls.filter((call) => call.path.startsWith("/staff/api/media"))).toEqual([]);
      cleanup();
    }
  });

  it("answers the address of another role's screen with the not-available screen, asking the server nothing for it", async () => {
    const calls = signedIn("marketing");
    renderConsole("/privacy");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Not available to your roles" }),
    ).toBeTruthy();
    expect(document.title).toBe("Not available to your roles – Staff console");
    expect(screen.getByText("This is for members with the role HR. Your roles: Marketing.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your first screen" }).getAttribute("href")).toBe(
      "/staff/gallery",
    );
    expect(screen.queryByRole("form", { name: "Find a person's data" })).toBeNull();
    expect(navLinks()).not.toContain("Privacy");
    cleanup();

    renderConsole("/team");
    await screen.findByRole("heading", { level: 1, name: "Not available to your roles" });
    renderConsole("/audit");
    await screen.findAllByRole("heading", { level: 1, name: "Not available to your roles" });
    expect(calls.filter((c) => c.path !== "/staff/api/session")).toEqual([]);
  });

  it.each([
    [["marketing"], "/staff/gallery", "Gallery"],
    [["hr"], "/staff/inbox", "Inbox"],
    [["admin"], "/staff/team", "Team"],
    [["admin", "hr"], "/staff/inbox", "Inbox"],
    [["editor"], "/staff/content", "Site content"],
    [["marketing", "publisher"], "/staff/content", "Site content"],
    [["hr", "publisher"], "/staff/content", "Site content"],
    [[], "/staff/account", "Your account"],
  ] as [StaffRole[], string, string][])("leads /staff for %j to %s", async (roles, path, title) => {
    signedIn(...roles);
    const { router } = renderConsole("/");
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });
});

describe("roles.ts", () => {
  it("opens the inbox and the mail to exactly the roles of the inbox's kinds", () => {
    const readers = new Set(Object.values(INBOX_KIND_ROLE));
    for (const role of STAFF_ROLES) {
      expect(ROLE_SCREENS[role].includes("inbox"), role).toBe(readers.has(role));
      expect(ROLE_SCREENS[role].includes("mail"), role).toBe(readers.has(role));
    }
  });

  it("opens the content to exactly the roles that edit some of it", () => {
    for (const role of STAFF_ROLES)
      expect(ROLE_SCREENS[role].includes("content"), role).toBe(CONTENT_ROLES.includes(role));
  });

  it("opens the media library to exactly the roles that edit every type of content", () => {
    for (const role of STAFF_ROLES)
      expect(ROLE_SCREENS[role].includes("media"), role).toBe(CONTENT_EDIT_ROLES.includes(role));
  });

  it("lets HR edit and publish job openings alone, editors edit and publishers publish every type", () => {
    for (const type of ["opening", "solution", "page"]) {
      const opening = type === "opening";
      expect(mayEditContent(["hr"], type), type).toBe(opening);
      expect(mayPublishContent(["hr"], type), type).toBe(opening);
      expect(mayEditContent(["editor"], type), type).toBe(true);
      expect(mayPublishContent(["editor"], type), type).toBe(false);
      expect(mayPublishContent(["publisher"], type), type).toBe(true);
      expect(mayEditContent(["admin", "marketing"], type), type).toBe(false);
    }
    expect(contentScreenName(["hr"])).toBe("Job openings");
    expect(contentScreenName(["hr", "editor"])).toBe("Site content");
  });

  it("names roles in words and leads a member of no role to their account", () => {
    expect(roleNames(["admin", "hr", "marketing"])).toBe("Admin, HR and Marketing");
    expect(roleNames([])).toBe("no role");
    expect(homeOf([])).toBe("/account");
  });
});
