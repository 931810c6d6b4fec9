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
    pictures: [
      {
        id: 21,
        alt: "The team on the roof at sunset",
        focus: { x: 50, y: 50 },
        thumbnail: "/Bweb/api/events/images/a.webp",
        width: 480,
        height: 320,
      },
      {
        id: 22,
        alt: "The barbecue",
        focus: { x: 20, y: 70 },
        thumbnail: "/Bweb/api/events/images/b.webp",
        width: 480,
        height: 320,
      },
    ],
  },
  {
    id: 1,
    title: "Hackathon",
    description: null,
    date: "2025-03-14",
    sample: true,
    thumbnail: null,
    createdAt: "2025-03-15T10:00:00Z",
    pictures: [],
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
    alt: within(form).getByLabelText("Alt text") as HTMLInputElement,
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
    fireEvent.change(fields.alt, { target: { value: "The launch party" } });
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
    fireEvent.change(fields.alt, { target: { value: "The launch party" } });
    fireEvent.submit(fields.form);
    expect(
      await screen.findByText("Event “Launch” added. Add more pictures with its Edit button."),
    ).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Launch",
      "Summer party",
      "Hackathon",
    ]);
    expect(fields.title.value).toBe("");
  });

  it("previews the chosen picture, asks for its alt text and sends its focal point", async () => {
    const sent = fakeXhr(() => ({ status: 201, body: { ...EVENTS[0]!, id: 3, title: "Launch" } }));
    const revoke = vi.spyOn(URL, "revokeObjectURL");
    const fields = await openGallery();
    expect(description(fields.alt)).toContain("Describe what the picture shows for people who cannot see it");
    // No preview before a picture is chosen.
    expect(within(fields.form).queryByRole("group", { name: "Focal point" })).toBeNull();
    fireEvent.change(fields.picture, { target: { files: [picture("first.jpg")] } });
    const first = (await within(fields.form).findByRole("group", { name: "Focal point" }))
      .querySelector("img")!
      .getAttribute("src")!;
    expect(first).toMatch(/^blob:/);
    // Another file: a new preview, and the first one's URL let go.
    fireEvent.change(fields.picture, { target: { files: [picture("second.jpg")] } });
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(first));
    const focal = await within(fields.form).findByRole("group", { name: "Focal point" });
    expect(focal.querySelector("img")!.getAttribute("src")).not.toBe(first);
    const across = within(focal).getByRole("spinbutton", {
      name: "Across, % from the left",
    }) as HTMLInputElement;
    const down = within(focal).getByRole("spinbutton", { name: "Down, % from the top" }) as HTMLInputElement;
    expect([across.value, down.value]).toEqual(["50", "50"]);
    fireEvent.change(across, { target: { value: "30" } });
    fireEvent.change(down, { target: { value: "140" } });
    expect([across.value, down.value]).toEqual(["30", "100"]);
    // The card's crop follows the focal point.
    expect((focal.querySelector(".focal-crop") as HTMLImageElement).style.objectPosition).toBe("30% 100%");

    fireEvent.change(fields.title, { target: { value: "Launch" } });
    fireEvent.change(fields.date, { target: { value: "2025-09-01" } });
    fireEvent.click(fields.add);
    await waitFor(() => expect(document.activeElement).toBe(fields.alt));
    expect(description(fields.alt)).toContain("Enter the alt text: describe what the picture shows.");
    expect(sent).toHaveLength(0);

    fireEvent.change(fields.alt, { target: { value: "The launch party on stage" } });
    fireEvent.submit(fields.form);
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!.body as FormData;
    expect([body.get("alt"), body.get("focusX"), body.get("focusY")]).toEqual([
      "The launch party on stage",
      "30",
      "100",
    ]);
    expect((body.get("image") as File).name).toBe("second.jpg");
  });

  it("manages an event's pictures in its edit dialog: alt text, focal point, make first, remove, add", async () => {
    const reordered = { ...EVENTS[0]!, pictures: [EVENTS[0]!.pictures[1]!, EVENTS[0]!.pictures[0]!] };
    const calls = api((call) => {
      if (call.method === "PATCH" && call.path === "/staff/api/events/2/pictures/22") {
        const body = call.body as { position?: number; alt?: string };
        return { status: 200, body: body.position === 0 ? reordered : EVENTS[0] };
      }
      if (call.method === "DELETE" && call.path === "/staff/api/events/2/pictures/21")
        return { status: 200, body: { ...EVENTS[0]!, pictures: [EVENTS[0]!.pictures[1]!] } };
      return undefined;
    });
    const added = {
      ...EVENTS[0]!,
      pictures: [...EVENTS[0]!.pictures, { ...EVENTS[0]!.pictures[0]!, id: 23, alt: "The cake" }],
    };
    const uploads = fakeXhr(() => ({ status: 201, body: added }));
    renderConsole("/gallery");
    const card = (await screen.findByRole("heading", { level: 3, name: "Summer party" })).closest("li")!;
    expect(within(card).getByText("2 pictures")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit event" });
    const item = (name: string) => within(dialog).getByRole("listitem", { name });
    expect(
      within(dialog)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(["Picture 1 of 2, the card's", "Picture 2 of 2", "Add a picture"]);
    // The first is first already; the last one could not be removed.
    expect(
      within(item("Picture 1 of 2, the card's")).queryByRole("button", { name: "Make first" }),
    ).toBeNull();

    const second = item("Picture 2 of 2");
    const alt = within(second).getByLabelText("Alt text") as HTMLInputElement;
    expect(alt.value).toBe("The barbecue");
    fireEvent.change(alt, { target: { value: "The barbecue, lit" } });
    fireEvent.change(within(second).getByRole("spinbutton", { name: "Across, % from the left" }), {
      target: { value: "25" },
    });
    fireEvent.click(within(second).getByRole("button", { name: "Update alt text and focal point" }));
    expect(await within(dialog).findByText("Picture 2's alt text and focal point saved.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PATCH")!.body).toEqual({
      alt: "The barbecue, lit",
      focus: { x: 25, y: 70 },
    });

    fireEvent.click(within(second).getByRole("button", { name: "Make first" }));
    expect(
      await within(dialog).findByText("Picture 2 is now the first picture, the one the card shows."),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === "PATCH").at(-1)!.body).toEqual({ position: 0 });
    expect(
      (within(item("Picture 1 of 2, the card's")).getByLabelText("Alt text") as HTMLInputElement).value,
    ).toBe("The barbecue, lit");

    const last = item("Picture 2 of 2");
    fireEvent.click(within(last).getByRole("button", { name: "Remove" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(last).getByRole("button", { name: "Remove picture" }));
    expect(await within(dialog).findByText("Picture 2 removed.")).toBeTruthy();
    expect(calls.find((c) => c.method === "DELETE")!.path).toBe("/staff/api/events/2/pictures/21");
    expect(within(dialog).queryByRole("button", { name: "Remove" })).toBeNull();

    const addForm = within(dialog).getByRole("form", { name: "Add a picture" });
    fireEvent.change(within(addForm).getByLabelText("Picture"), { target: { files: [picture("cake.jpg")] } });
    fireEvent.change(within(addForm).getByLabelText("Alt text"), { target: { value: "The cake" } });
    fireEvent.click(within(addForm).getByRole("button", { name: "Add picture" }));
    expect(await within(dialog).findByText("Picture 3 added.")).toBeTruthy();
    expect(uploads[0]!.url).toBe("/staff/api/events/2/pictures");
    expect((uploads[0]!.body as FormData).get("alt")).toBe("The cake");
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
