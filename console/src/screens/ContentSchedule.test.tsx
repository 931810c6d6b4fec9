import type { ContentDocumentAnswer, ContentList, ContentSchedule, StaffRole } from "@site/contracts/staff";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_DATA, sampleAnswer } from "../content-form/sample-form";
import { memberWith, renderConsole, stubApi, type Call } from "../test-helpers";
import { fieldsOf, inIndia, timeOf } from "./ContentSchedule";

const ITEM = "/staff/api/content/solution/treasury-management";
const SCHEDULE = `${ITEM}/schedule`;
const LABEL = "Treasury Management System";
const NOTHING: ContentSchedule = { publish: null, retire: null, closesAt: null };

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body?: unknown } | undefined;

const solution = (change: Partial<ContentDocumentAnswer> = {}) =>
  sampleAnswer({
    type: "solution",
    id: "treasury-management",
    label: LABEL,
    version: 4,
    draft: { ...SAMPLE_DATA, title: "New help" },
    ...change,
  });

/** A member of `roles` on an item's editor, its schedule as `schedule` says; `extra` answers first. */
function api(
  roles: StaffRole[],
  {
    document = solution(),
    schedule = NOTHING,
    type = "solution",
    extra = () => undefined,
  }: {
    document?: ContentDocumentAnswer;
    schedule?: ContentSchedule;
    type?: string;
    extra?: (call: Call) => Answer;
  } = {},
) {
  const list: ContentList = {
    collections: [
      {
        type,
        label: "Items",
        newItem: {
          noun: type === "opening" ? "job opening" : "solution",
          idLabel: "Id",
          idHint: "Its address.",
          idMaxLength: 60,
          address: "/{id}",
          nameLabel: "Name",
          nameHint: "Its name.",
          nameMaxLength: 80,
        },
      },
    ],
    documents: [
      {
        type,
        id: document.id,
        label: document.label,
        state: "changed",
        version: document.version,
        updatedAt: document.updatedAt,
        updatedBy: document.updatedBy,
      },
    ],
  };
  const path = `/staff/api/content/${type}/${document.id}`;
  return stubApi((call) => {
    if (call.path === "/staff/api/session") return { status: 200, body: memberWith(...roles) };
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === path) return { status: 200, body: document };
    if (call.path === `${path}/history`) return { status: 200, body: [] };
    if (call.path === `${path}/schedule` && call.method === "GET") return { status: 200, body: schedule };
    if (call.path === "/staff/api/content") return { status: 200, body: list };
    return undefined;
  });
}

async function open(path = "/content/solution/treasury-management", label = LABEL) {
  renderConsole(path);
  await screen.findByRole("heading", { level: 1, name: label });
  return screen.findByRole("region", { name: "Schedule" });
}

const fieldsIn = (dialog: HTMLElement, legend: string) => {
  const group = within(dialog).getByRole("group", { name: legend });
  return {
    date: within(group).getByLabelText("Date") as HTMLInputElement,
    time: within(group).getByLabelText("Time (India time)") as HTMLInputElement,
  };
};

describe("a time in India", () => {
  it("is shown and read in India's zone, whatever the browser's", () => {
    expect(fieldsOf("2026-05-01T03:30:00.000Z")).toEqual({ date: "2026-05-01", time: "09:00" });
    expect(fieldsOf("2026-04-30T20:00:00.000Z")).toEqual({ date: "2026-05-01", time: "01:30" });
    expect(timeOf({ date: "2026-05-01", time: "09:00" })).toBe("2026-05-01T09:00+05:30");
    expect(inIndia("2026-05-01T03:30:00.000Z")).toMatch(/^1 May 2026.* 09:00 India time$/);
  });
});

describe("the schedule in the content editor", () => {
  it("schedules the draft's publish and the item's retirement, in India time", async () => {
    const answer: ContentSchedule = {
      publish: {
        action: "publish",
        at: "2026-05-01T03:30:00.000Z",
        setBy: "Priya N",
        setAt: "2026-04-20T10:00:00.000Z",
        version: 4,
        failure: null,
      },
      retire: {
        action: "retire",
        at: "2026-05-31T12:30:00.000Z",
        setBy: "Priya N",
        setAt: "2026-04-20T10:00:00.000Z",
        version: null,
        failure: null,
      },
      closesAt: null,
    };
    const calls = api(["publisher"], {
      extra: (call) =>
        call.path === SCHEDULE && call.method === "PUT" ? { status: 200, body: answer } : undefined,
    });
    const panel = await open();
    expect(await within(panel).findByText(/^Nothing is scheduled\./)).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Schedule…" }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule" });
    expect(dialog.textContent).toContain("Times are India time (IST, UTC+05:30)");
    const publish = fieldsIn(dialog, "Publish the draft at");
    fireEvent.change(publish.date, { target: { value: "2026-05-01" } });
    fireEvent.change(publish.time, { target: { value: "09:00" } });
    const retire = fieldsIn(dialog, "Retire at");
    fireEvent.change(retire.date, { target: { value: "2026-05-31" } });
    fireEvent.change(retire.time, { target: { value: "18:00" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule" }));

    await within(panel).findByText(
      /^The draft \(version 4\) will be published on 1 May 2026.* 09:00 India time\./,
    );
    expect(within(panel).getByText(/^It will be retired on 31 May 2026.* 18:00 India time/)).toBeTruthy();
    expect(within(panel).getByRole("status").textContent).toMatch(
      /^Scheduled: the draft will be published on 1 May 2026.*, and it will be retired on 31 May 2026/,
    );
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      publishAt: "2026-05-01T09:00+05:30",
      retireAt: "2026-05-31T18:00+05:30",
    });
    expect(within(panel).getByRole("button", { name: "Cancel the publish" })).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Cancel the retirement" })).toBeTruthy();
  });

  it("shows the server's refusal beside its field, and asks for both a date and a time", async () => {
    const calls = api(["publisher"], {
      extra: (call) =>
        call.path === SCHEDULE && call.method === "PUT"
          ? {
              status: 400,
              body: {
                errors: [{ path: "publishAt", message: "That time has passed: choose one in the future." }],
              },
            }
          : undefined,
    });
    const panel = await open();
    fireEvent.click(await within(panel).findByRole("button", { name: "Schedule…" }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule" });
    const publish = fieldsIn(dialog, "Publish the draft at");
    fireEvent.change(publish.date, { target: { value: "2020-01-01" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(document.activeElement).toBe(publish.date));
    expect(dialog.textContent).toContain("Give both a date and a time.");
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    fireEvent.change(publish.time, { target: { value: "09:00" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule" }));
    await within(dialog).findAllByText(/That time has passed/);
    expect(publish.date.getAttribute("aria-invalid")).toBe("true");
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      publishAt: "2020-01-01T09:00+05:30",
    });
  });

  it("says why a scheduled change was not done, and cancels it", async () => {
    const failed: ContentSchedule = {
      publish: {
        action: "publish",
        at: "2026-05-01T03:30:00.000Z",
        setBy: "Priya N",
        setAt: "2026-04-20T10:00:00.000Z",
        version: 4,
        failure: {
          at: "2026-05-01T03:30:05.000Z",
          reason: "/solution-page cannot be made with this change.",
          willRetry: false,
        },
      },
      retire: null,
      closesAt: null,
    };
    const calls = api(["publisher"], {
      schedule: failed,
      extra: (call) =>
        call.path === `${SCHEDULE}?action=publish` && call.method === "DELETE"
          ? { status: 200, body: NOTHING }
          : undefined,
    });
    const panel = await open();
    expect(
      await within(panel).findByText("It was not done: /solution-page cannot be made with this change."),
    ).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Cancel the publish" }));
    expect(await within(panel).findByText("The scheduled publish is cancelled.")).toBeTruthy();
    expect(within(panel).getByText(/^Nothing is scheduled\./)).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      `${SCHEDULE}?action=publish`,
    ]);
  });

  it("says that a draft saved since will not be published as scheduled", async () => {
    api(["publisher"], {
      document: solution({ version: 6 }),
      schedule: {
        ...NOTHING,
        publish: {
          action: "publish",
          at: "2026-05-01T03:30:00.000Z",
          setBy: "Priya N",
          setAt: "2026-04-20T10:00:00.000Z",
          version: 4,
          failure: null,
        },
      },
    });
    const panel = await open();
    expect(await within(panel).findByText(/The draft has changed since it was scheduled/)).toBeTruthy();
  });

  it("asks for the draft to be saved before it is scheduled", async () => {
    api(["publisher"]);
    const panel = await open();
    await within(panel).findByRole("button", { name: "Schedule…" });
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Unsaved" } });
    expect(within(panel).getByText(/^Save the draft first/)).toBeTruthy();
    expect(within(panel).queryByRole("button", { name: "Schedule…" })).toBeNull();
  });

  it("is not there for a member who does not publish the document", async () => {
    const calls = api(["editor"]);
    renderConsole("/content/solution/treasury-management");
    await screen.findByRole("heading", { level: 1, name: LABEL });
    await screen.findByRole("button", { name: "Save draft" });
    expect(screen.queryByRole("region", { name: "Schedule" })).toBeNull();
    expect(calls.some((call) => call.path === SCHEDULE)).toBe(false);
  });

  it("tells HR that a job opening closes by itself at the end of its closing date", async () => {
    const opening = sampleAnswer({
      type: "opening",
      id: "java-developer",
      label: "Java Developer",
      version: 2,
      draft: null,
    });
    api(["hr"], {
      type: "opening",
      document: opening,
      schedule: { ...NOTHING, closesAt: "2026-12-31T18:29:59.000Z" },
    });
    const panel = await open("/content/opening/java-developer", "Java Developer");
    expect(
      await within(panel).findByText(
        /^This job opening closes by itself at the end of its closing date, 31 December 2026.* 23:59 India time/,
      ),
    ).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Schedule…" }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule" });
    // Nothing to publish (no draft): the retirement alone.
    expect(within(dialog).queryByRole("group", { name: "Publish the draft at" })).toBeNull();
    expect(within(dialog).getByRole("group", { name: "Retire at" })).toBeTruthy();
    expect(dialog.textContent).toContain("Visitors no longer see this job opening from then");
  });
});
