import type {
  ContentConflict,
  ContentDocumentAnswer,
  ContentList,
  ContentRetirement,
  ContentState,
  ContentVersion,
  StaffRole,
} from "@site/contracts/staff";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_DATA, sampleAnswer } from "../content-form/sample-form";
import { memberWith, renderConsole, stubApi, type Call } from "../test-helpers";

const PATH = "/staff/api/content/page/help";
const HISTORY: ContentVersion[] = [
  {
    version: 3,
    publishedAt: "2025-08-01T09:00:00Z",
    publishedBy: "Ravi Kumar",
    note: "New answers",
    restores: null,
  },
  { version: 1, publishedAt: "2025-07-01T09:00:00Z", publishedBy: "Priya N", note: null, restores: null },
];

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body?: unknown } | undefined;

/** A member of `roles` on the editor of page/help; `extra` answers first. */
function api(roles: StaffRole[], extra: (call: Call) => Answer = () => undefined, document = sampleAnswer()) {
  return stubApi((call) => {
    if (call.path === "/staff/api/session") return { status: 200, body: memberWith(...roles) };
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === PATH && call.method === "GET") return { status: 200, body: document };
    if (call.path === `${PATH}/history`) return { status: 200, body: HISTORY };
    if (call.path === "/staff/api/content")
      return { status: 200, body: { collections: [{ type: "page", label: "Pages" }], documents: [] } };
    return undefined;
  });
}

async function open() {
  renderConsole("/content/page/help");
  await screen.findByRole("heading", { level: 1, name: "Help page" });
  await screen.findByRole("heading", { level: 3, name: /^Version 3/ });
}

function description(control: HTMLElement): string {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" | ");
}

const fact = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling!.textContent;
const titleField = () => screen.getByLabelText("Title") as HTMLInputElement;

describe("the content editor", () => {
  it("shows where the document stands and its history, and an editor no publishing", async () => {
    api(["editor"]);
    await open();
    expect(document.title).toBe("Help page – Staff console");
    expect(fact("State")).toBe("Published");
    expect(fact("Version")).toBe("3");
    expect(fact("Last change")).toContain("by Ravi Kumar");
    const history = screen.getByRole("region", { name: "History" });
    const newest = within(history).getAllByRole("listitem")[0]!;
    expect(newest.textContent).toContain("Visitors see this one");
    expect(newest.textContent).toContain("by Ravi Kumar");
    expect(newest.textContent).toContain("Note: New answers");
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Publish this version again" })).toBeNull();
    expect(screen.getByText("Save your changes as a draft: a publisher puts it on the site.")).toBeTruthy();
  });

  it("shows the server's problems beside their fields, links them from the summary, and focuses the first", async () => {
    const calls = api(["editor"], (call) =>
      call.method === "PUT"
        ? {
            status: 400,
            body: {
              errors: [
                { path: "questions[1].answer", message: "must have 2 to 5 sentences" },
                { path: "title", message: "must not be empty" },
                { path: "", message: "The document has problems." },
              ],
            },
          }
        : undefined,
    );
    await open();
    fireEvent.change(titleField(), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    const answer = within(await screen.findByRole("group", { name: "Question 2" })).getByLabelText("Answer");
    await waitFor(() => expect(document.activeElement).toBe(answer));
    expect(answer.getAttribute("aria-invalid")).toBe("true");
    expect(description(answer)).toContain("Must have 2 to 5 sentences.");
    expect(titleField().getAttribute("aria-invalid")).toBe("true");
    expect(description(titleField())).toContain("Must not be empty.");

    const summary = screen.getByText("The draft was not saved").closest<HTMLElement>("[role=alert]")!;
    expect(summary.textContent).toContain("The draft was not saved");
    expect(summary.textContent).toContain("The document has problems.");
    const link = within(summary).getByRole("link", { name: "Title: must not be empty" });
    expect(
      within(summary).getByRole("link", { name: "Question 2, Answer: must have 2 to 5 sentences" }),
    ).toBeTruthy();
    fireEvent.click(link);
    expect(document.activeElement).toBe(titleField());
    expect(calls.find((call) => call.method === "PUT")!.body).toMatchObject({ version: 3 });
    // Nothing entered is lost, and nothing was saved.
    expect(titleField().value).toBe("");
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();
  });

  it("says a document too large for one save is too large, without sending it", async () => {
    const calls = api(["editor"]);
    await open();
    fireEvent.change(titleField(), { target: { value: "x".repeat(600 * 1024) } });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(
      await screen.findByText(/^The document is 600 KB, more than the 512 KB one save can send\./),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("on a colleague's change, shows what changed and reloads their version, never overwriting it", async () => {
    const current = sampleAnswer({
      version: 5,
      draft: { ...SAMPLE_DATA, title: "Their help" },
      updatedBy: "Meera Iyer",
      updatedAt: "2025-08-02T10:00:00Z",
    });
    const conflict: ContentConflict = {
      errors: [{ path: "version", message: "Someone changed this document since you opened it." }],
      current,
      changed: ["title", "questions[0].answer"],
    };
    let puts = 0;
    const calls = api(["editor"], (call) => {
      if (call.method !== "PUT") return undefined;
      puts++;
      return puts === 1 ? { status: 409, body: conflict } : { status: 200, body: { version: 6 } };
    });
    await open();
    fireEvent.change(titleField(), { target: { value: "My help" } });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    const heading = await screen.findByRole("heading", {
      level: 2,
      name: "A colleague changed this document",
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const panel = heading.closest("section")!;
    expect(panel.textContent).toContain("Meera Iyer saved it at");
    expect(panel.textContent).toContain("(version 5)");
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Title", "Question 1, Answer"]);
    // Mine stays on screen until the member chooses to reload.
    expect(titleField().value).toBe("My help");

    fireEvent.click(within(panel).getByRole("button", { name: "Reload" }));
    expect(titleField().value).toBe("Their help");
    expect(screen.queryByRole("heading", { name: "A colleague changed this document" })).toBeNull();
    expect(fact("State")).toBe("Changed since it was published");
    expect(fact("Version")).toBe("5");
    expect(screen.getByText("Reloaded: this is version 5, as Meera Iyer saved it.")).toBeTruthy();

    fireEvent.change(titleField(), { target: { value: "Our help" } });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText(/^Draft saved \(version 6\)/)).toBeTruthy();
    const saves = calls
      .filter((call) => call.method === "PUT")
      .map((call) => call.body as { version: number });
    expect(saves.map((save) => save.version)).toEqual([3, 5]);
  });

  it("lets a publisher publish the saved draft with a note, after a confirmation", async () => {
    const calls = api(
      ["publisher"],
      (call) => (call.path === `${PATH}/publish` ? { status: 200, body: { version: 4 } } : undefined),
      sampleAnswer({ draft: { ...SAMPLE_DATA, title: "New help" } }),
    );
    await open();
    expect(fact("State")).toBe("Changed since it was published");
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish this draft?" });
    const note = within(dialog).getByLabelText("Note (optional)") as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(note.maxLength).toBe(300);
    expect(calls.some((call) => call.path.endsWith("/publish"))).toBe(false);
    fireEvent.change(note, { target: { value: "  New answers for the help page  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Published: visitors see version 4 now.")).toBeTruthy();
    const published = calls.find((call) => call.path.endsWith("/publish"))!;
    expect([published.method, published.body, published.headers.get("X-XSRF-TOKEN")]).toEqual([
      "POST",
      { version: 3, note: "New answers for the help page" },
      "tok",
    ]);
    expect(fact("State")).toBe("Published");
    expect(screen.getByText("Nothing to publish: visitors see this version.")).toBeTruthy();
    // The history is asked again, for the new version.
    await waitFor(() => expect(calls.filter((call) => call.path === `${PATH}/history`)).toHaveLength(2));
  });

  it("asks a publisher to save before publishing, and shows the whole site's problems in words", async () => {
    api(
      ["publisher"],
      (call) =>
        call.path === `${PATH}/publish`
          ? {
              status: 400,
              body: { errors: [{ path: "solutions[1]", message: 'duplicate solution name "Payments"' }] },
            }
          : undefined,
      sampleAnswer({ draft: SAMPLE_DATA }),
    );
    await open();
    fireEvent.change(titleField(), { target: { value: "Changed" } });
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
    expect(screen.getByText("Save the draft before you publish it.")).toBeTruthy();
    fireEvent.change(titleField(), { target: { value: "Help" } });
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish this draft?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    const problem = await within(dialog).findByRole("alert");
    await waitFor(() =>
      expect(problem.textContent).toContain('solutions[1]: duplicate solution name "Payments"'),
    );
    expect(problem.textContent).toContain("It was not published");
  });

  it("lets a publisher publish an earlier version again, after a confirmation", async () => {
    let restored = false;
    const calls = api(["publisher"], (call) => {
      if (call.path === `${PATH}/rollback`) {
        restored = true;
        return { status: 200, body: { version: 4 } };
      }
      if (call.path === PATH && call.method === "GET" && restored)
        return {
          status: 200,
          body: sampleAnswer({ version: 4, published: { ...SAMPLE_DATA, title: "Old help" } }),
        };
      return undefined;
    });
    await open();
    const buttons = screen.getAllByRole("button", { name: "Publish this version again" });
    // Not the version visitors see already.
    expect(buttons).toHaveLength(1);
    expect(description(buttons[0]!)).toBe("Version 1");
    fireEvent.click(buttons[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Publish version 1 again?" });
    expect(dialog.textContent).toContain("as Priya N published it on");
    fireEvent.click(within(dialog).getByRole("button", { name: "Publish this version again" }));
    expect(await screen.findByText("Version 1 is published again, as version 4.")).toBeTruthy();
    const rollback = calls.find((call) => call.path.endsWith("/rollback"))!;
    expect([rollback.method, rollback.body]).toEqual(["POST", { version: 1 }]);
    // The editor shows what visitors see now.
    await waitFor(() => expect(titleField().value).toBe("Old help"));
    expect(fact("Version")).toBe("4");
  });

  it("asks before leaving with unsaved changes, and stays when asked to", async () => {
    api(["editor"]);
    const { router } = renderConsole("/content/page/help");
    await screen.findByRole("heading", { level: 1, name: "Help page" });
    fireEvent.change(titleField(), { target: { value: "Unsaved" } });
    fireEvent.click(screen.getByRole("link", { name: "Back to the content" }));
    let dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/staff/content/page/help");
    expect(titleField().value).toBe("Unsaved");

    fireEvent.click(screen.getByRole("link", { name: "Back to the content" }));
    dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Leave without saving" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Site content" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/staff/content");
  });
});

describe("retiring an item", () => {
  const ITEM = "/staff/api/content/solution/treasury-management";
  const LABEL = "Treasury Management System";
  const NEW_SOLUTION = {
    noun: "solution",
    idLabel: "Id",
    idHint: "The solution page's address: /{id}.",
    idMaxLength: 60,
    address: "/{id}",
    nameLabel: "Name",
    nameHint: "The solution's name.",
    nameMaxLength: 80,
  };
  const RETIREMENT: ContentRetirement = {
    addresses: [
      { from: "/BTMS", to: "/solution-page" },
      { from: "/solution-details/treasury-management-system", to: null },
    ],
    pages: ["/solution-page", "/home"],
  };
  const solution = (change: Partial<ContentDocumentAnswer> = {}) =>
    sampleAnswer({ type: "solution", id: "treasury-management", label: LABEL, pages: ["/BTMS"], ...change });

  /** A member of `roles` on the solution's editor, the list saying it stands at `state`. */
  function itemApi(
    roles: StaffRole[],
    {
      document = solution(),
      state = "published",
      extra = () => undefined,
    }: { document?: ContentDocumentAnswer; state?: ContentState; extra?: (call: Call) => Answer } = {},
  ) {
    const list: ContentList = {
      collections: [
        { type: "page", label: "Pages" },
        { type: "solution", label: "Solutions", newItem: NEW_SOLUTION },
      ],
      documents: [
        {
          type: "solution",
          id: "treasury-management",
          label: LABEL,
          state,
          version: document.version,
          updatedAt: document.updatedAt,
          updatedBy: document.updatedBy,
        },
      ],
    };
    return stubApi((call) => {
      if (call.path === "/staff/api/session") return { status: 200, body: memberWith(...roles) };
      const answer = extra(call);
      if (answer) return answer;
      if (call.path === ITEM) return { status: 200, body: document };
      if (call.path === `${ITEM}/history`) return { status: 200, body: document.published ? HISTORY : [] };
      if (call.path === `${ITEM}/retire` && call.method === "GET") return { status: 200, body: RETIREMENT };
      if (call.path === "/staff/api/content") return { status: 200, body: list };
      return undefined;
    });
  }

  async function openItem() {
    const rendered = renderConsole("/content/solution/treasury-management");
    await screen.findByRole("heading", { level: 1, name: LABEL });
    await screen.findByRole("heading", { level: 3, name: /^Version 3/ });
    return rendered;
  }

  const retireButton = () => screen.getByRole("button", { name: "Retire…" });

  it("says where a published item's addresses will lead and which pages change, then retires it with the note", async () => {
    const calls = itemApi(["editor", "publisher"], {
      extra: (call) =>
        call.path === `${ITEM}/retire` && call.method === "POST"
          ? { status: 200, body: { version: 4 } }
          : undefined,
    });
    const { router } = await openItem();
    fireEvent.click(retireButton());
    const dialog = await screen.findByRole("dialog", { name: `Retire ${LABEL}?` });
    // Nothing can be retired before the dialog knows what it does; Keep it has focus.
    const keep = within(dialog).getByRole("button", { name: "Keep it" });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    await within(dialog).findByText(`Visitors will no longer see ${LABEL}.`);
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "/BTMS → /solution-page",
      "/solution-details/treasury-management-system will say the page is gone (410)",
      "/solution-page",
      "/home",
    ]);
    expect(dialog.textContent).toContain("Its pages’ addresses will lead on:");
    expect(dialog.textContent).toContain("These 2 other pages show it now, and will no longer:");
    expect(dialog.textContent).toContain("it cannot be published again");
    expect(calls.filter((call) => call.path === `${ITEM}/retire`).map((call) => call.method)).toEqual([
      "GET",
    ]);

    fireEvent.change(within(dialog).getByLabelText("Note (optional)"), {
      target: { value: "  Replaced by the new treasury suite  " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: `Retire ${LABEL}` }));
    expect(await screen.findByRole("heading", { level: 1, name: "Site content" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/staff/content");
    await screen.findByText(`${LABEL} is retired: visitors no longer see it.`, { exact: false });
    const sent = calls.find((call) => call.method === "POST")!;
    expect([sent.path, sent.body, sent.headers.get("X-XSRF-TOKEN")]).toEqual([
      `${ITEM}/retire`,
      { version: 3, note: "Replaced by the new treasury suite" },
      "tok",
    ]);
  });

  it("says a draft never published will be deleted, asking the server nothing first", async () => {
    const calls = itemApi(["publisher"], {
      document: solution({ version: 1, draft: SAMPLE_DATA, published: null }),
      state: "draft",
      extra: (call) =>
        call.path === `${ITEM}/retire` && call.method === "POST"
          ? { status: 200, body: { version: 0 } }
          : undefined,
    });
    renderConsole("/content/solution/treasury-management");
    await screen.findByRole("heading", { level: 1, name: LABEL });
    fireEvent.click(await screen.findByRole("button", { name: "Retire…" }));
    const dialog = await screen.findByRole("dialog", { name: `Retire ${LABEL}?` });
    expect(within(dialog).getByText("This draft was never published: it will be deleted.")).toBeTruthy();
    expect(dialog.textContent).not.toContain("Visitors will no longer see");
    fireEvent.click(within(dialog).getByRole("button", { name: `Retire ${LABEL}` }));
    await screen.findByText(`The draft of ${LABEL} was deleted: it was never published.`, { exact: false });
    expect(
      calls.filter((call) => call.path === `${ITEM}/retire`).map((call) => [call.method, call.body]),
    ).toEqual([["POST", { version: 1 }]]);
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    itemApi(["publisher"], {
      extra: (call) =>
        call.path === `${ITEM}/retire` && call.method === "POST"
          ? {
              status: 400,
              body: { errors: [{ path: "demos[0].solutionPage", message: 'no solution with page "BTMS"' }] },
            }
          : undefined,
    });
    await openItem();
    fireEvent.click(retireButton());
    const dialog = await screen.findByRole("dialog", { name: `Retire ${LABEL}?` });
    fireEvent.click(await within(dialog).findByRole("button", { name: `Retire ${LABEL}` }));
    await waitFor(() => expect(within(dialog).getByText("It was not retired")).toBeTruthy());
    const problem = within(dialog).getByText("It was not retired").closest<HTMLElement>("[role=alert]")!;
    expect(problem.textContent).toContain(
      "The site would not be valid without it: first change what still needs it.",
    );
    expect(problem.textContent).toContain('demos[0].solutionPage: no solution with page "BTMS"');
    expect(screen.getByRole("dialog", { name: `Retire ${LABEL}?` })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: LABEL })).toBeTruthy();
  });

  it("says when it cannot find what retiring would change, and offers no retiring until it can", async () => {
    let failures = 1;
    itemApi(["publisher"], {
      extra: (call) => {
        if (call.path !== `${ITEM}/retire` || call.method !== "GET" || failures === 0) return undefined;
        failures -= 1;
        return { status: 500 };
      },
    });
    await openItem();
    fireEvent.click(retireButton());
    const dialog = await screen.findByRole("dialog", { name: `Retire ${LABEL}?` });
    await within(dialog).findByText("Could not find out what retiring it would change");
    expect(within(dialog).queryByRole("button", { name: `Retire ${LABEL}` })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByRole("button", { name: `Retire ${LABEL}` })).toBeTruthy();
    expect(within(dialog).queryByText("Could not find out what retiring it would change")).toBeNull();
  });

  it("keeps it when asked to, sending nothing, focus back on Retire…", async () => {
    const calls = itemApi(["publisher"]);
    await openItem();
    const button = retireButton();
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: `Retire ${LABEL}?` });
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(retireButton()));
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("is offered to publishers only, for items only, and not with unsaved changes", async () => {
    itemApi(["editor"]);
    await openItem();
    expect(screen.queryByRole("button", { name: "Retire…" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Retire this solution" })).toBeNull();
    cleanup();

    // A page of the site is no item: the publisher of the editor tests above sees no Retire.
    api(["publisher"]);
    await open();
    expect(screen.queryByRole("button", { name: "Retire…" })).toBeNull();
    cleanup();

    itemApi(["publisher"]);
    await openItem();
    fireEvent.change(titleField(), { target: { value: "Changed" } });
    expect(screen.queryByRole("button", { name: "Retire…" })).toBeNull();
    expect(screen.getByText("Save or discard your changes before you retire it.")).toBeTruthy();
  });

  it("opens a retired item read only, saying it is no longer on the site", async () => {
    const calls = itemApi(["editor", "publisher"], { document: solution({ version: 4 }), state: "retired" });
    renderConsole("/content/solution/treasury-management");
    await screen.findByRole("heading", { level: 1, name: LABEL });
    const note = await screen.findByRole("heading", { level: 2, name: "Retired, no longer on the site" });
    expect(note.closest("section")!.textContent).toContain("It cannot be edited or published again");
    expect(note.closest("section")!.textContent).toContain("create a new solution");
    expect(fact("State")).toBe("Retired, no longer on the site");
    // What visitors saw last, every control of it disabled.
    expect(titleField().value).toBe("Help");
    // Disabled by the fieldset around the form (happy-dom does not carry it to :disabled).
    expect(titleField().closest("fieldset[disabled]")).toBeTruthy();
    for (const name of ["Save draft", "Publish", "Retire…", "Publish this version again"])
      expect(screen.queryByRole("button", { name })).toBeNull();
    const history = screen.getByRole("region", { name: "History" });
    await within(history).findByRole("heading", { level: 3, name: "Version 3" });
    expect(history.textContent).not.toContain("Visitors see this one");
    expect(screen.queryByRole("link", { name: /Open the preview/ })).toBeNull();
    expect(calls.some((call) => call.path.endsWith("/retire"))).toBe(false);
  });
});

describe("a job opening", () => {
  const ITEM = "/staff/api/content/opening/java-developer";
  const LABEL = "Java Developer";
  const PAGE = "/Careers/java-developer";
  const NEW_OPENING = {
    noun: "job opening",
    idLabel: "Id",
    idHint: "The opening's address: /Careers/{id}.",
    idMaxLength: 60,
    address: "/Careers/{id}",
    nameLabel: "Job title",
    nameHint: "The role.",
    nameMaxLength: 80,
  };
  // A closed opening has no list to lead to: its page is gone.
  const RETIREMENT: ContentRetirement = { addresses: [{ from: PAGE, to: null }], pages: ["/Careers"] };
  const opening = (change: Partial<ContentDocumentAnswer> = {}) =>
    sampleAnswer({
      type: "opening",
      id: "java-developer",
      label: LABEL,
      pages: [PAGE, "/Careers"],
      ...change,
    });

  /** A member of `roles` on the opening's editor, with a saved draft; `extra` answers first. */
  function openingApi(roles: StaffRole[], extra: (call: Call) => Answer = () => undefined) {
    const document = opening({ draft: { ...SAMPLE_DATA, title: "Java Developer (Salem)" } });
    const list: ContentList = {
      collections: [{ type: "opening", label: "Job openings", newItem: NEW_OPENING }],
      documents: [
        {
          type: "opening",
          id: "java-developer",
          label: LABEL,
          state: "changed",
          version: document.version,
          updatedAt: document.updatedAt,
          updatedBy: document.updatedBy,
        },
      ],
    };
    return stubApi((call) => {
      if (call.path === "/staff/api/session") return { status: 200, body: memberWith(...roles) };
      const answer = extra(call);
      if (answer) return answer;
      if (call.path === ITEM) return { status: 200, body: document };
      if (call.path === `${ITEM}/history`) return { status: 200, body: HISTORY };
      if (call.path === `${ITEM}/retire` && call.method === "GET") return { status: 200, body: RETIREMENT };
      if (call.path === "/staff/api/content") return { status: 200, body: list };
      return undefined;
    });
  }

  async function openOpening() {
    const rendered = renderConsole("/content/opening/java-developer");
    await screen.findByRole("heading", { level: 1, name: LABEL });
    await screen.findByRole("heading", { level: 3, name: /^Version 3/ });
    return rendered;
  }

  it("lets HR publish it, publish an earlier version again and retire it, without the publisher role", async () => {
    const calls = openingApi(["hr"], (call) =>
      call.path === `${ITEM}/publish` ? { status: 200, body: { version: 4 } } : undefined,
    );
    await openOpening();
    expect(
      screen.getByText("Save your changes as a draft, then publish the draft when it is ready."),
    ).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Publish this version again" })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 2, name: "Retire this job opening" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retire…" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish this draft?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Published: visitors see version 4 now.")).toBeTruthy();
    expect(calls.find((call) => call.path === `${ITEM}/publish`)!.body).toEqual({ version: 3 });
  });

  it("says HR's retiring closes its page for good (410), and retires it", async () => {
    const calls = openingApi(["hr"], (call) =>
      call.path === `${ITEM}/retire` && call.method === "POST"
        ? { status: 200, body: { version: 4 } }
        : undefined,
    );
    const { router } = await openOpening();
    fireEvent.click(screen.getByRole("button", { name: "Retire…" }));
    const dialog = await screen.findByRole("dialog", { name: `Retire ${LABEL}?` });
    await within(dialog).findByText(`Visitors will no longer see ${LABEL}.`, { exact: false });
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([`${PAGE} will say the page is gone (410)`, "/Careers"]);
    fireEvent.click(within(dialog).getByRole("button", { name: `Retire ${LABEL}` }));
    await screen.findByText(`${LABEL} is retired: visitors no longer see it.`, { exact: false });
    expect(router.state.location.pathname).toBe("/staff/content");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Job openings");
    expect(calls.find((call) => call.method === "POST")!.path).toBe(`${ITEM}/retire`);
  });

  it("offers HR the preview of an opening's draft, as a publisher has it", async () => {
    openingApi(["hr"]);
    await openOpening();
    expect(screen.getByRole("link", { name: /^Open the preview of \/Careers\/java-developer/ })).toBeTruthy();
    cleanup();

    openingApi(["publisher"]);
    await openOpening();
    expect(screen.getByRole("link", { name: /^Open the preview of \/Careers\/java-developer/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Publish" })).toBeTruthy();
  });

  it("lets an editor save it, not publish or retire it", async () => {
    openingApi(["editor"]);
    await openOpening();
    expect(screen.getByRole("button", { name: "Save draft" })).toBeTruthy();
    for (const name of ["Publish", "Publish this version again", "Retire…"])
      expect(screen.queryByRole("button", { name }), name).toBeNull();
    expect(screen.getByRole("link", { name: /^Open the preview of / })).toBeTruthy();
  });
});
