import type { ContentConflict, ContentVersion, StaffRole } from "@site/contracts/staff";
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
    expect(await screen.findByRole("heading", { level: 1, name: "Content" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/staff/content");
  });
});
