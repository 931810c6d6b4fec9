import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memberWith, renderConsole, stubApi } from "../test-helpers";
import { ContentForm } from "./ContentForm";
import { SAMPLE_DATA, sampleAnswer } from "./sample-form";
import type { FormSchema } from "./schema";

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function api() {
  return stubApi((call) => {
    if (call.path === "/staff/api/session") return { status: 200, body: memberWith("editor") };
    if (call.path === "/staff/api/content/page/help" && call.method === "GET")
      return { status: 200, body: sampleAnswer() };
    if (call.path === "/staff/api/content/page/help" && call.method === "PUT")
      return { status: 200, body: { version: 4 } };
    if (call.path === "/staff/api/content/page/help/history") return { status: 200, body: [] };
    return undefined;
  });
}

function description(control: HTMLElement): string {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" | ");
}

const group = (name: string) => screen.getByRole("group", { name });
const button = (name: string) => screen.getByRole("button", { name });

async function openEditor() {
  const calls = api();
  renderConsole("/content/page/help");
  await screen.findByRole("heading", { level: 1, name: "Help page" });
  return calls;
}

describe("a form generated from a document's JSON Schema", () => {
  it("labels every field by its title, describes it by its help and limits, and marks the optional ones", async () => {
    await openEditor();
    const title = screen.getByLabelText("Title") as HTMLInputElement;
    expect(title.value).toBe("Help");
    expect(title.tagName).toBe("INPUT");
    expect(description(title)).toBe("The page's heading. At most 80 characters.");
    expect((screen.getByLabelText("Kind of page") as HTMLSelectElement).value).toBe("guide");
    expect((screen.getByLabelText("Subtitle (optional)") as HTMLInputElement).value).toBe("");
    const questions = group("Questions and answers");
    expect(description(questions)).toBe("The questions, in order. 1 to 3 items.");
    const answer = within(group("Question 2")).getByLabelText("Answer");
    // Long text gets a box of several lines.
    expect([answer.tagName, (answer as HTMLTextAreaElement).value]).toEqual(["TEXTAREA", "In Salem."]);
    expect((within(group("Block 1")).getByLabelText("Kind") as HTMLSelectElement).value).toBe("0");
    expect((within(group("Block 1")).getByLabelText("Paragraph") as HTMLTextAreaElement).value).toBe(
      "First paragraph.",
    );
    // Nothing is changed yet: nothing to lose.
    expect(screen.getByText("No unsaved changes.")).toBeTruthy();
  });

  it("edits, adds, moves and removes items within the limits, keeps focus on the item, and sends the right data", async () => {
    const calls = await openEditor();
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Help and answers" } });
    fireEvent.change(screen.getByLabelText("Kind of page"), { target: { value: "news" } });
    // An optional field typed in and emptied again is left out, not sent as "".
    const subtitle = screen.getByLabelText("Subtitle (optional)");
    fireEvent.change(subtitle, { target: { value: "x" } });
    fireEvent.change(subtitle, { target: { value: "" } });
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();

    fireEvent.click(button("Add question"));
    const third = group("Question 3");
    const question = within(third).getByLabelText("Question");
    expect(document.activeElement).toBe(question);
    fireEvent.change(question, { target: { value: "When?" } });
    fireEvent.change(within(third).getByLabelText("Answer"), { target: { value: "Always." } });
    // Three is the most: Add is still there, but says it cannot act.
    expect(button("Add question").getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(button("Add question"));
    expect(screen.queryByRole("group", { name: "Question 4" })).toBeNull();

    fireEvent.click(button("Move question 3 up"));
    expect(document.activeElement).toBe(button("Move question 2 up"));
    expect((within(group("Question 2")).getByLabelText("Question") as HTMLInputElement).value).toBe("When?");
    expect(screen.getByText("Question 3 is now question 2.")).toBeTruthy();

    fireEvent.click(button("Remove question 1"));
    // Focus goes to the question that took its place.
    expect(document.activeElement).toBe(group("Question 1"));
    expect((within(group("Question 1")).getByLabelText("Question") as HTMLInputElement).value).toBe("When?");
    expect(screen.getByText("Question 1 removed.")).toBeTruthy();

    // A paragraph made a list keeps its text as the list's point.
    fireEvent.change(within(group("Block 1")).getByLabelText("Kind"), { target: { value: "1" } });
    expect((within(group("Block 1")).getByLabelText("Point 1") as HTMLTextAreaElement).value).toBe(
      "First paragraph.",
    );
    fireEvent.click(within(group("Block 1")).getByLabelText("Numbered list"));
    fireEvent.click(button("Add point"));
    fireEvent.change(screen.getByLabelText("Point 2"), { target: { value: "Second point." } });
    fireEvent.click(button("Add block"));
    fireEvent.change(within(group("Block 2")).getByLabelText("Paragraph"), {
      target: { value: "Last words." },
    });

    fireEvent.click(button("Save draft"));
    expect(await screen.findByText(/^Draft saved \(version 4\)\./)).toBeTruthy();
    const saved = calls.find((call) => call.method === "PUT")!;
    expect([saved.path, saved.headers.get("X-XSRF-TOKEN")]).toEqual(["/staff/api/content/page/help", "tok"]);
    expect(saved.body).toEqual({
      version: 3,
      data: {
        title: "Help and answers",
        kind: "news",
        questions: [{ question: "When?", answer: "Always." }, SAMPLE_DATA.questions[1]],
        body: [{ list: ["First paragraph.", "Second point."], ordered: true }, "Last words."],
      },
    });
    expect(screen.getByText("No unsaved changes.")).toBeTruthy();
  });

  it("sends a text past its limit whole, for the server to refuse, rather than cutting it short", async () => {
    const calls = await openEditor();
    const title = screen.getByLabelText("Title") as HTMLInputElement;
    const answer = within(group("Question 2")).getByLabelText("Answer") as HTMLTextAreaElement;
    // A maxlength would make the browser drop the end of a pasted text without a word.
    expect([title.hasAttribute("maxlength"), answer.hasAttribute("maxlength")]).toEqual([false, false]);
    const long = `${"A very long title ".repeat(10)}indeed`;
    fireEvent.change(title, { target: { value: long } });
    fireEvent.click(button("Save draft"));
    await screen.findByText(/^Draft saved/);
    expect(
      (calls.find((call) => call.method === "PUT")!.body as { data: { title: string } }).data.title,
    ).toBe(long);
  });

  it("keeps a list at its least number of items: the last item cannot be removed", async () => {
    await openEditor();
    fireEvent.click(button("Remove question 1"));
    const remove = button("Remove question 1");
    expect(remove.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(remove);
    expect(screen.getByRole("group", { name: "Question 1" })).toBeTruthy();
    // The first item cannot move up, the last not down.
    expect(button("Move question 1 up").getAttribute("aria-disabled")).toBe("true");
    expect(button("Move question 1 down").getAttribute("aria-disabled")).toBe("true");
  });

  it("turns a list back into a paragraph with its points' text", async () => {
    await openEditor();
    const kind = within(group("Block 1")).getByLabelText("Kind");
    fireEvent.change(kind, { target: { value: "1" } });
    fireEvent.click(button("Add point"));
    fireEvent.change(screen.getByLabelText("Point 2"), { target: { value: "More." } });
    fireEvent.change(kind, { target: { value: "0" } });
    await waitFor(() =>
      expect((within(group("Block 1")).getByLabelText("Paragraph") as HTMLTextAreaElement).value).toBe(
        "First paragraph. More.",
      ),
    );
  });

  it("edits a record entry by entry: adds one by its name, edits it, removes one", () => {
    const form: FormSchema = {
      type: "object",
      properties: {
        texts: {
          type: "object",
          title: "Texts by policy",
          description: "Each policy's text.",
          additionalProperties: { type: "string", maxLength: 10000, title: "Text", description: "The text." },
        },
      },
      required: ["texts"],
    };
    let latest: unknown;
    function Harness() {
      const [value, setValue] = useState<unknown>({ texts: { "Doc-1": "First." } });
      latest = value;
      return <ContentForm form={form} value={value} onChange={setValue} errors={{}} label="Policies" />;
    }
    render(<Harness />);
    const texts = screen.getByRole("group", { name: "Texts by policy" });
    fireEvent.change(within(texts).getByLabelText("Name of a new entry"), { target: { value: "Doc-2" } });
    fireEvent.keyDown(within(texts).getByLabelText("Name of a new entry"), { key: "Enter" });
    fireEvent.change(within(texts).getByLabelText("Doc-2"), { target: { value: "Second." } });
    fireEvent.click(within(texts).getByRole("button", { name: "Remove Doc-1" }));
    expect(latest).toEqual({ texts: { "Doc-2": "Second." } });
    expect(screen.getByText("Doc-1 removed.")).toBeTruthy();
  });
});
