import type { ContentList, ContentSummary, NewItemForm } from "@site/contracts/staff";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_DATA, sampleAnswer } from "../content-form/sample-form";
import { memberWith, renderConsole, stubApi, type Call } from "../test-helpers";
import { keepWorkOfEndedSession, workResumedBy } from "../work-kept";

const NEW_SOLUTION: NewItemForm = {
  noun: "solution",
  idLabel: "Id",
  idHint: "The solution page's address: /{id}. Lower-case letters and digits, at most 60 characters.",
  idMaxLength: 60,
  address: "/{id}",
  nameLabel: "Name",
  nameHint: "The solution's name, as its page and cards show it: at most 80 characters.",
  nameMaxLength: 80,
};

const LIST: ContentList = {
  collections: [
    { type: "site", label: "The whole site" },
    { type: "page", label: "Pages" },
    { type: "solution", label: "Solutions", newItem: NEW_SOLUTION },
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

type Answer = { status: number; body?: unknown } | undefined;

function api(...roles: Parameters<typeof memberWith>) {
  return apiWith(() => undefined, ...roles);
}

/** The content API for a member of `roles`; `extra` answers first. */
function apiWith(extra: (call: Call) => Answer, ...roles: Parameters<typeof memberWith>) {
  return stubApi((call) => {
    if (call.path === "/staff/api/session") return { status: 200, body: memberWith(...roles) };
    const answer = extra(call);
    if (answer) return answer;
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
    expect(document.title).toBe("Site content – Staff console");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Site content");
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
        .getByRole("link", { name: "Site content" })
        .getAttribute("aria-current"),
    ).toBe("page");
  });

  it("lists retired items after the ones on the site, and counts them apart", async () => {
    const solution = (id: string, label: string, state: ContentSummary["state"]): ContentSummary => ({
      type: "solution",
      id,
      label,
      state,
      version: 2,
      updatedAt: "2025-08-03T09:00:00Z",
      updatedBy: "Priya N",
    });
    apiWith(
      (call) =>
        call.path === "/staff/api/content"
          ? {
              status: 200,
              body: {
                ...LIST,
                documents: [
                  ...LIST.documents,
                  solution("treasury", "Treasury Management System", "retired"),
                  solution("loans", "Loan Origination", "published"),
                ],
              },
            }
          : undefined,
      "publisher",
    );
    renderConsole("/content");
    await screen.findByRole("link", { name: "Loan Origination" });
    expect(
      screen.getByText(
        "4 documents; 2 have changes visitors do not see yet. 1 retired item, no longer on the site.",
      ),
    ).toBeTruthy();
    const rows = within(section("Solutions")).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByRole("link").textContent)).toEqual([
      "Loan Origination",
      "Treasury Management System",
    ]);
    expect(rows[1]!.textContent).toContain("Retired, no longer on the site");
    expect(within(rows[1]!).getByRole("link").getAttribute("href")).toBe("/staff/content/solution/treasury");
  });

  it("opens a document's editor from its link", async () => {
    api("publisher");
    renderConsole("/content");
    fireEvent.click(await screen.findByRole("link", { name: "Help page" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Help page" })).toBeTruthy();
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Help");
  });

  it("is not available to roles that edit no content", async () => {
    const calls = api("marketing");
    renderConsole("/content/page/help");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Not available to your roles" }),
    ).toBeTruthy();
    expect(
      screen.getByText("This is for members with the role HR or Editor or Publisher. Your roles: Marketing."),
    ).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith("/staff/api/content"))).toEqual([]);
  });
});

/** What a control is described by (its hint and error), as a screen reader reads it. */
function description(control: HTMLElement): string {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" | ");
}

// The editor's form is the sample's: what matters is that the new draft opens in it.
const LOANS = sampleAnswer({
  type: "solution",
  id: "loans",
  label: "Loan Origination",
  version: 1,
  draft: SAMPLE_DATA,
  published: null,
});

async function openNewSolution() {
  fireEvent.click(await screen.findByRole("button", { name: "New solution" }));
  return screen.getByRole("dialog", { name: "New solution" });
}

describe("a new item", () => {
  it("is offered for each collection of items only, to editors too", async () => {
    api("editor");
    renderConsole("/content");
    await screen.findByRole("link", { name: "Help page" });
    expect(within(section("Solutions")).getByRole("button", { name: "New solution" })).toBeTruthy();
    for (const name of ["The whole site", "Pages"])
      expect(within(section(name)).queryByRole("button", { name: /^New / })).toBeNull();
  });

  it("asks for the id and the name, each rule told before typing, and shows the address the id gives", async () => {
    api("publisher");
    renderConsole("/content");
    const dialog = await openNewSolution();
    const id = within(dialog).getByLabelText("Id") as HTMLInputElement;
    const name = within(dialog).getByLabelText("Name") as HTMLInputElement;
    expect(description(id)).toContain("The solution page's address: /{id}.");
    expect(description(name)).toContain("at most 80 characters");
    expect(id.maxLength).toBe(60);
    expect(within(dialog).getByText("Its address:").textContent).toBe("Its address: /…");
    fireEvent.change(id, { target: { value: "loans" } });
    expect(within(dialog).getByText("Its address:").textContent).toBe("Its address: /loans");
  });

  it("creates the item as a draft and opens its editor", async () => {
    const calls = apiWith((call) => {
      if (call.path === "/staff/api/content/documents" && call.method === "POST")
        return { status: 201, body: LOANS };
      if (call.path === "/staff/api/content/solution/loans") return { status: 200, body: LOANS };
      if (call.path === "/staff/api/content/solution/loans/history") return { status: 200, body: [] };
      return undefined;
    }, "editor");
    const { router } = renderConsole("/content");
    const dialog = await openNewSolution();
    fireEvent.change(within(dialog).getByLabelText("Id"), { target: { value: " loans " } });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Loan Origination" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create solution" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Loan Origination" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/staff/content/solution/loans");
    expect(await screen.findByLabelText("Title")).toBeTruthy();
    expect(screen.getByText("Draft, not published yet")).toBeTruthy();
    const sent = calls.find((call) => call.method === "POST")!;
    expect(sent.body).toEqual({ type: "solution", id: "loans", name: "Loan Origination" });
    expect(sent.headers.get("X-XSRF-TOKEN")).toBe("tok");
  });

  it("opens again with what was typed after the session ends, and nothing of it was sent", async () => {
    sessionStorage.clear();
    const calls = apiWith(() => undefined, "editor");
    renderConsole("/content");
    const dialog = await openNewSolution();
    fireEvent.change(within(dialog).getByLabelText("Id"), { target: { value: "loans" } });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Loan Origination" } });
    // The session ends (a 401): the screen goes, its typed text stays for the next sign-in.
    keepWorkOfEndedSession();
    cleanup();
    workResumedBy(memberWith("editor").id);
    renderConsole("/content");
    const reopened = await screen.findByRole("dialog", { name: "New solution" });
    expect((within(reopened).getByLabelText("Id") as HTMLInputElement).value).toBe("loans");
    expect((within(reopened).getByLabelText("Name") as HTMLInputElement).value).toBe("Loan Origination");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    // Cancelled, it is forgotten.
    fireEvent.click(within(reopened).getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(Object.keys(sessionStorage).filter((key) => key.startsWith("staff-console:work:"))).toEqual([]),
    );
  });

  it("shows the server's refusals beside their fields, and stays open", async () => {
    const refusal = {
      errors: [
        { path: "id", message: "/brbs is the address of project/BRBS already: choose another." },
        { path: "name", message: "The name contains placeholder text." },
      ],
    };
    apiWith(
      (call) => (call.path === "/staff/api/content/documents" ? { status: 400, body: refusal } : undefined),
      "editor",
    );
    renderConsole("/content");
    const dialog = await openNewSolution();
    const id = within(dialog).getByLabelText("Id");
    fireEvent.change(id, { target: { value: "brbs" } });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "TODO" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create solution" }));
    await waitFor(() => expect(id.getAttribute("aria-invalid")).toBe("true"));
    expect(description(id)).toContain("Error: /brbs is the address of project/BRBS already: choose another.");
    expect(description(within(dialog).getByLabelText("Name"))).toContain("placeholder text");
    expect(within(within(dialog).getByRole("alert")).getByText("The solution was not created")).toBeTruthy();
    expect(document.activeElement).toBe(id);
    expect(screen.getByRole("dialog", { name: "New solution" })).toBeTruthy();
  });

  it("asks for an empty id and name before sending anything", async () => {
    const calls = api("editor");
    renderConsole("/content");
    const dialog = await openNewSolution();
    fireEvent.click(within(dialog).getByRole("button", { name: "Create solution" }));
    const id = within(dialog).getByLabelText("Id");
    await waitFor(() => expect(id.getAttribute("aria-invalid")).toBe("true"));
    expect(description(id)).toContain("Enter the id.");
    expect(description(within(dialog).getByLabelText("Name"))).toContain("Enter the name.");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });
});

const NEW_OPENING: NewItemForm = {
  noun: "job opening",
  idLabel: "Id",
  idHint: "The opening's address: /Careers/{id}. Lower-case letters and digits, at most 60 characters.",
  idMaxLength: 60,
  address: "/Careers/{id}",
  nameLabel: "Job title",
  nameHint: "The role, as the Careers page, its own page and the application form name it.",
  nameMaxLength: 80,
};

// What the server lists a member of HR alone: the openings' collection and its documents.
const OPENINGS: ContentList = {
  collections: [{ type: "opening", label: "Job openings", newItem: NEW_OPENING }],
  documents: [
    {
      type: "opening",
      id: "java-developer",
      label: "Java Developer",
      state: "published",
      version: 2,
      updatedAt: "2025-08-04T09:00:00Z",
      updatedBy: "Hari HR",
    },
  ],
};

describe("the job openings, for HR", () => {
  const openingsApi = () =>
    apiWith(
      (call) => (call.path === "/staff/api/content" ? { status: 200, body: OPENINGS } : undefined),
      "hr",
    );

  it("names the screen for the openings, lists them with their editors, and offers a new one", async () => {
    openingsApi();
    renderConsole("/content");
    const link = await screen.findByRole("link", { name: "Java Developer" });
    expect(link.getAttribute("href")).toBe("/staff/content/opening/java-developer");
    expect(document.title).toBe("Job openings – Staff console");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Job openings");
    expect(screen.getByText(/visitors do not see until you publish it\.$/)).toBeTruthy();
    expect(
      within(screen.getByRole("navigation", { name: "Console" }))
        .getByRole("link", { name: "Job openings" })
        .getAttribute("aria-current"),
    ).toBe("page");
    expect(screen.getByText("1 document, all published.")).toBeTruthy();

    fireEvent.click(within(section("Job openings")).getByRole("button", { name: "New job opening" }));
    const dialog = screen.getByRole("dialog", { name: "New job opening" });
    fireEvent.change(within(dialog).getByLabelText("Id"), { target: { value: "java-developer-2" } });
    expect(within(dialog).getByText("Its address:").textContent).toBe(
      "Its address: /Careers/java-developer-2",
    );
    expect(within(dialog).getByLabelText("Job title")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Create job opening" })).toBeTruthy();
  });

  it("shows no editor of another type, naming the roles it takes, and asks the server nothing for it", async () => {
    const calls = api("hr");
    renderConsole("/content/page/help");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Not available to your roles" }),
    ).toBeTruthy();
    expect(
      screen.getByText("This is for members with the role Editor or Publisher. Your roles: HR."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your first screen" }).getAttribute("href")).toBe(
      "/staff/inbox",
    );
    expect(calls.filter((call) => call.path.startsWith("/staff/api/content"))).toEqual([]);
  });
});
