import type { StaffEvent } from "@site/contracts/staff";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeXhr, MEMBER, renderConsole, stubApi, type Call } from "../test-helpers";

const EVENTS: StaffEvent[] = [
  {
    id: 2,
    title: "Summer party",
    description: "On the roof.\nAll day.",
    date: "2025-07-01",
    sample: false,
    thumbnail: "/Bweb/api/events/images/a.webp",
    createdAt: "2025-07-02T10:00:00Z",
  },
  {
    id: 1,
    title: "Hackathon",
    description: null,
    date: "2025-03-14",
    sample: true,
    thumbnail: null,
    createdAt: "2025-03-15T10:00:00Z",
  },
];

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function api(extra: (call: Call) => { status: number; body?: unknown } | undefined = () => undefined) {
  return stubApi((call) => {
    if (call.path === "/staff/api/session") return { status: 200, body: MEMBER };
    if (call.path === "/staff/api/events" && call.method === "GET") return { status: 200, body: EVENTS };
    return extra(call);
  });
}

function description(control: HTMLElement): string {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" | ");
}

function picture(name = "party.jpg", type = "image/jpeg", size = 1000) {
  return new File([new Uint8Array(size)], name, { type });
}

async function openGallery() {
  api();
  renderConsole("/gallery");
  await screen.findByRole("heading", { level: 3, name: "Summer party" });
  const form = screen.getByRole("form", { name: "Add an event" });
  return {
    form,
    title: within(form).getByLabelText("Title") as HTMLInputElement,
    date: within(form).getByLabelText("Date") as HTMLInputElement,
    description: within(form).getByLabelText("Description (optional)") as HTMLTextAreaElement,
    picture: within(form).getByLabelText("Picture") as HTMLInputElement,
    add: within(form).getByRole("button", { name: "Add event" }),
  };
}

describe("Gallery", () => {
  it("lists the events newest first with their date, and states the picture's limits before one is chosen", async () => {
    const fields = await openGallery();
    expect(document.title).toBe("Gallery – Staff console");
    const items = screen.getAllByRole("listitem").filter((li) => li.querySelector("h3"));
    expect(items.map((li) => li.querySelector("h3")!.textContent)).toEqual(["Summer party", "Hackathon"]);
    expect(within(items[0]!).getByText("1 July 2025")).toBeTruthy();
    expect(within(items[1]!).getByText("Sample")).toBeTruthy();
    expect(description(fields.picture)).toContain("A JPEG, PNG or WebP file of at most 15 MB.");
    expect(fields.picture.accept).toBe("image/jpeg,image/png,image/webp");
  });

  it("checks the fields before sending, beside each field, and focuses the first to fix", async () => {
    const fields = await openGallery();
    fireEvent.change(fields.picture, { target: { files: [picture("notes.pdf", "application/pdf")] } });
    expect(description(fields.picture)).toContain("The picture must be a JPEG, PNG or WebP file.");
    fireEvent.click(fields.add);
    await waitFor(() => expect(document.activeElement).toBe(fields.title));
    expect(fields.title.getAttribute("aria-invalid")).toBe("true");
    expect(description(fields.title)).toContain("Enter a title.");
    expect(description(fields.date)).toContain("Enter the date of the event.");
    expect(within(fields.form).getByRole("alert").textContent).toContain("The event was not added");
  });

  it("uploads with progress, then shows the server's field errors beside their fields", async () => {
    const sent = fakeXhr(() => ({
      status: 400,
      body: { errors: [{ path: "image", message: "This file is not a picture we can read." }] },
    }));
    const fields = await openGallery();
    fireEvent.change(fields.title, { target: { value: "Launch" } });
    fireEvent.change(fields.date, { target: { value: "2025-09-01" } });
    const file = picture();
    fireEvent.change(fields.picture, { target: { files: [file] } });
    fireEvent.submit(fields.form);
    await waitFor(() => expect(document.activeElement).toBe(fields.picture));
    expect(description(fields.picture)).toContain("This file is not a picture we can read.");
    const body = sent[0]!.body as FormData;
    expect([body.get("title"), body.get("date"), body.has("description")]).toEqual([
      "Launch",
      "2025-09-01",
      false,
    ]);
    expect((body.get("image") as File).name).toBe("party.jpg");
    expect(sent[0]!.headers["X-XSRF-TOKEN"]).toBe("tok");
    // Nothing entered is lost.
    expect(fields.title.value).toBe("Launch");
  });

  it("adds the new event to the list and says so", async () => {
    const added: StaffEvent = { ...EVENTS[0]!, id: 3, title: "Launch", date: "2025-09-01" };
    fakeXhr(() => ({ status: 201, body: added }));
    const fields = await openGallery();
    fireEvent.change(fields.title, { target: { value: "Launch" } });
    fireEvent.change(fields.date, { target: { value: "2025-09-01" } });
    fireEvent.change(fields.picture, { target: { files: [picture()] } });
    fireEvent.submit(fields.form);
    expect(await screen.findByText("Event “Launch” added.")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Launch",
      "Summer party",
      "Hackathon",
    ]);
    expect(fields.title.value).toBe("");
  });

  it("removes an event only after the confirmation, and says so", async () => {
    const calls = api((call) => (call.method === "DELETE" ? { status: 204 } : undefined));
    renderConsole("/gallery");
    const card = (await screen.findByRole("heading", { level: 3, name: "Hackathon" })).closest("li")!;
    const remove = within(card).getByRole("button", { name: "Remove" });
    expect(remove.getAttribute("aria-describedby")).toBe("event-1-title");
    fireEvent.click(remove);
    const dialog = await screen.findByRole("dialog", { name: "Remove this event?" });
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" })),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove event" }));
    expect(await screen.findByText("Event “Hackathon” removed.")).toBeTruthy();
    const deletion = calls.find((c) => c.method === "DELETE")!;
    expect([deletion.path, deletion.headers.get("X-XSRF-TOKEN")]).toEqual(["/staff/api/events/1", "tok"]);
    expect(screen.queryByRole("heading", { level: 3, name: "Hackathon" })).toBeNull();
  });

  it("edits an event in a dialog and saves it with PATCH", async () => {
    const calls = api((call) =>
      call.method === "PATCH"
        ? { status: 200, body: { ...EVENTS[0]!, ...(call.body as object) } }
        : undefined,
    );
    renderConsole("/gallery");
    const card = (await screen.findByRole("heading", { level: 3, name: "Summer party" })).closest("li")!;
    fireEvent.click(within(card).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit event" });
    const title = within(dialog).getByLabelText("Title") as HTMLInputElement;
    expect(title.value).toBe("Summer party");
    fireEvent.change(title, { target: { value: "Summer fête" } });
    fireEvent.change(within(dialog).getByLabelText("Description (optional)"), { target: { value: "" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Event “Summer fête” saved.")).toBeTruthy();
    const saved = calls.find((c) => c.method === "PATCH")!;
    expect([saved.path, saved.body]).toEqual([
      "/staff/api/events/2",
      { title: "Summer fête", date: "2025-07-01", description: null },
    ]);
  });
});
