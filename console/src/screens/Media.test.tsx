import type { MediaItem, MediaReplaced, StaffRole } from "@site/contracts/staff";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BROCHURE, DEMO_VIDEO, LIBRARY, OFFICE_PICTURE, VIDEO_POSTER } from "../media-samples";
import { fakeXhr, memberWith, renderConsole, stubApi, type Call } from "../test-helpers";

const MB = 1024 * 1024;

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body?: unknown } | undefined;

/** A member of `roles` on the media screen; `extra` answers first. */
function api(extra: (call: Call) => Answer = () => undefined, roles: StaffRole[] = ["editor", "publisher"]) {
  return stubApi((call) => {
    if (call.path === "/staff/api/session") return { status: 200, body: memberWith(...roles) };
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === "/staff/api/media" && call.method === "GET") return { status: 200, body: LIBRARY };
    return undefined;
  });
}

function description(control: HTMLElement): string {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" | ");
}

/** A file of `size` bytes without making them: the checks read its size and type only. */
function fileOf(name: string, type: string, size = 1000) {
  const file = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

async function open(path = "/media") {
  const result = renderConsole(path);
  await screen.findByRole("heading", { level: 1, name: "Media library" });
  await screen.findByRole("heading", { level: 3, name: "Office at night" });
  return result;
}

const card = (title: string) => screen.getByRole("heading", { level: 3, name: title }).closest("li")!;
const libraryStatus = () =>
  within(screen.getByRole("region", { name: "The library" })).getByRole("status").textContent;
const titles = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

function uploadForm() {
  const form = screen.getByRole("form", { name: "Upload a file" });
  return {
    form,
    file: within(form).getByLabelText("File") as HTMLInputElement,
    title: within(form).getByLabelText("Title") as HTMLInputElement,
    upload: within(form).getByRole("button", { name: "Upload" }),
  };
}

describe("the media screen", () => {
  it("lists the library with thumbnails, facts and where each item is used, linked to the documents", async () => {
    api();
    await open();
    expect(document.title).toBe("Media library – Staff console");
    expect(titles()).toEqual(["Core banking brochure", "Payments demo", "Office at night"]);
    expect(libraryStatus()).toBe("3 items: 1 picture, 1 document and 1 video.");

    const brochure = card("Core banking brochure");
    expect(brochure.textContent).toContain("Document (application/pdf), 2.4 MB");
    expect(brochure.textContent).toContain("Uploaded by Ravi Kumar, 2 Aug 2025");
    expect(brochure.textContent).toContain("File replaced 3 Aug 2025");
    expect(brochure.textContent).toContain(BROCHURE.url);
    const uses = within(brochure).getAllByRole("listitem");
    expect(uses.map((use) => use.textContent)).toEqual([
      "Brochures: on the site and in its draft (field brochures[2].pdf)",
      "Core banking: in its draft, not published yet (field pdf)",
    ]);
    expect(within(brochure).getByRole("link", { name: "Brochures" }).getAttribute("href")).toBe(
      "/staff/content/site/brochures",
    );
    expect(within(brochure).getByRole("link", { name: "Core banking" }).getAttribute("href")).toBe(
      "/staff/content/solution/core-banking",
    );

    const picture = card("Office at night");
    expect(picture.querySelector("img")!.getAttribute("src")).toBe(
      `/media/${OFFICE_PICTURE.picture!.name}-480.webp`,
    );
    expect(picture.textContent).toContain("Picture (image/jpeg), 1600 × 900 pixels, 3 MB");
    expect(picture.textContent).toContain("No page uses it.");
    expect(within(picture).queryByRole("button", { name: "Copy the address" })).toBeNull();
    expect(within(picture).queryByRole("button", { name: "Choose poster" })).toBeNull();

    const video = card("Payments demo");
    expect(video.querySelector("img")!.getAttribute("src")).toBe(`/media/${VIDEO_POSTER.name}-480.webp`);
    const poster = within(video).getByRole("button", { name: "Choose poster" });
    expect(poster.getAttribute("aria-describedby")).toBe("media-m2-title");

    const nav = within(screen.getByRole("navigation", { name: "Console" }));
    expect(nav.getByRole("link", { name: "Media" }).getAttribute("aria-current")).toBe("page");
  });

  it("filters by kind, kept in the address, and searches by title", async () => {
    api();
    const { router } = await open();
    fireEvent.change(screen.getByLabelText("Show"), { target: { value: "video" } });
    await waitFor(() => expect(titles()).toEqual(["Payments demo"]));
    expect(router.state.location.search).toBe("?kind=video");
    expect(libraryStatus()).toBe("1 of 3 items shown.");
    fireEvent.change(screen.getByLabelText("Show"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Search by title"), { target: { value: "NIGHT office" } });
    await waitFor(() => expect(titles()).toEqual(["Office at night"]));
  });

  it("states each kind's types and limit before a file is chosen, and takes every kind", async () => {
    api();
    await open();
    const { file } = uploadForm();
    expect(description(file)).toContain(
      "Pictures: JPEG, PNG or WebP, up to 15 MB; documents: PDF, up to 20 MB; videos: MP4 or WebM, up to 200 MB.",
    );
    expect(file.accept).toBe("image/jpeg,image/png,image/webp,application/pdf,video/mp4,video/webm");
  });

  it("refuses a file over its kind's limit, or of another type, without sending it", async () => {
    const sent = fakeXhr(() => ({ status: 201, body: OFFICE_PICTURE }));
    api();
    await open();
    const { file, upload } = uploadForm();
    fireEvent.change(file, { target: { files: [fileOf("launch.mp4", "video/mp4", 201 * MB)] } });
    expect(description(file)).toContain("The video is 201 MB; videos may be up to 200 MB.");
    expect(file.getAttribute("aria-invalid")).toBe("true");
    fireEvent.click(upload);
    await waitFor(() => expect(document.activeElement).toBe(file));
    expect(screen.getByRole("form", { name: "Upload a file" }).textContent).toContain(
      "The file was not uploaded",
    );

    fireEvent.change(file, { target: { files: [fileOf("notes.docx", "application/msword")] } });
    expect(description(file)).toContain(
      "“notes.docx” is not a file the library takes here: choose a picture (JPEG, PNG or WebP), a document (PDF) or a video (MP4 or WebM).",
    );
    fireEvent.click(upload);
    await waitFor(() => expect(document.activeElement).toBe(file));
    expect(sent).toHaveLength(0);
  });

  it("uploads the file as the body with its title, the file's name by default, and lists the new item first", async () => {
    const added: MediaItem = {
      ...OFFICE_PICTURE,
      id: "m4",
      title: "launch party",
      fileName: "launch_party.jpg",
      uploadedAt: "2025-08-04T12:00:00Z",
    };
    const sent = fakeXhr(() => ({ status: 201, body: added }));
    api();
    await open();
    const fields = uploadForm();
    const file = fileOf("launch_party.jpg", "image/jpeg", 2 * MB);
    fireEvent.change(fields.file, { target: { files: [file] } });
    expect(fields.title.value).toBe("launch party");
    fireEvent.click(fields.upload);
    expect(await screen.findByText("“launch party” is in the library.")).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: "POST",
      url: "/staff/api/media?title=launch+party&fileName=launch_party.jpg",
      body: file,
    });
    expect(sent[0]!.headers["X-XSRF-TOKEN"]).toBe("tok");
    expect(titles()).toEqual(["launch party", "Core banking brochure", "Payments demo", "Office at night"]);
    expect(libraryStatus()).toBe("4 items: 2 pictures, 1 document and 1 video.");
    expect(fields.title.value).toBe("");
  });

  it("keeps a typed title, and shows the server's refusal beside the file input in its words", async () => {
    const message = "This PDF could not be read: it may be damaged.";
    const sent = fakeXhr(() => ({ status: 400, body: { errors: [{ path: "", message }] } }));
    api();
    await open();
    const fields = uploadForm();
    fireEvent.change(fields.title, { target: { value: "Annual report" } });
    fireEvent.change(fields.file, { target: { files: [fileOf("report.pdf", "application/pdf")] } });
    expect(fields.title.value).toBe("Annual report");
    fireEvent.submit(fields.form);
    await waitFor(() => expect(document.activeElement).toBe(fields.file));
    expect(description(fields.file)).toContain(message);
    expect(sent[0]!.url).toMatch(/^\/staff\/api\/media\?title=Annual\+report&fileName=/);
    expect(titles()).toHaveLength(3);
  });

  it("says over-limit files are refused by the server as well (413)", async () => {
    fakeXhr(() => ({
      status: 413,
      body: { errors: [{ path: "", message: "Documents may be up to 20 MB." }] },
    }));
    api();
    await open();
    const fields = uploadForm();
    fireEvent.change(fields.file, { target: { files: [fileOf("big.pdf", "application/pdf", 19 * MB)] } });
    fireEvent.submit(fields.form);
    await waitFor(() => expect(description(fields.file)).toContain("Documents may be up to 20 MB."));
  });

  it("does not offer to delete an item pages use: it says where instead", async () => {
    const calls = api();
    await open();
    fireEvent.click(within(card("Core banking brochure")).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "“Core banking brochure” is in use" });
    expect(within(dialog).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(dialog.textContent).toContain("It cannot be deleted while these pages use it.");
    expect(within(dialog).getByRole("link", { name: "Brochures" }).getAttribute("href")).toBe(
      "/staff/content/site/brochures",
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Close" })),
    );
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
  });

  it("deletes an unused item after the confirmation, and says so", async () => {
    const calls = api((call) => (call.method === "DELETE" ? { status: 204 } : undefined));
    await open();
    fireEvent.click(within(card("Office at night")).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete “Office at night”?" });
    expect(dialog.textContent).toContain("No page uses it. This cannot be undone.");
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" })),
    );
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("“Office at night” deleted.")).toBeTruthy();
    const deletion = calls.find((call) => call.method === "DELETE")!;
    expect([deletion.path, deletion.headers.get("X-XSRF-TOKEN")]).toEqual(["/staff/api/media/m1", "tok"]);
    expect(titles()).toEqual(["Core banking brochure", "Payments demo"]);
  });

  it("shows where an item is used when the server refuses to delete it (409), though the list did not know", async () => {
    const usedBy = [
      {
        type: "page",
        id: "about",
        label: "About page",
        published: true,
        draft: false,
        fields: ["hero.picture"],
      },
    ];
    api((call) =>
      call.method === "DELETE"
        ? {
            status: 409,
            body: { errors: [{ path: "", message: "The About page uses this picture." }], usedBy },
          }
        : undefined,
    );
    await open();
    fireEvent.click(within(card("Office at night")).getByRole("button", { name: "Delete" }));
    const asked = await screen.findByRole("dialog", { name: "Delete “Office at night”?" });
    fireEvent.click(within(asked).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "“Office at night” is in use" });
    expect(within(dialog).getByRole("alert").textContent).toContain("The About page uses this picture.");
    expect(within(dialog).getByRole("link", { name: "About page" }).getAttribute("href")).toBe(
      "/staff/content/page/about",
    );
    expect(within(dialog).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(within(card("Office at night")).getByRole("link", { name: "About page" })).toBeTruthy();
  });

  it("says which pages a new file will change before replacing it, then what the server changed", async () => {
    const newUrl = `/media/file-${"9".repeat(32)}.pdf`;
    const answer: MediaReplaced = {
      item: { ...BROCHURE, url: newUrl, replacedAt: "2025-08-05T08:00:00Z" },
      published: ["site/brochures"],
      drafts: ["site/brochures", "solution/core-banking"],
    };
    const sent = fakeXhr(() => ({ status: 200, body: answer }));
    api();
    await open();
    fireEvent.click(within(card("Core banking brochure")).getByRole("button", { name: "Replace file" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Replace the file of “Core banking brochure”?",
    });
    expect(dialog.textContent).toContain("These 2 pages use it, and will change:");
    expect(within(dialog).getByRole("link", { name: "Brochures" })).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Core banking" })).toBeTruthy();
    expect(dialog.textContent).toContain(
      "The pages visitors see are published again with the new file at once",
    );
    const input = within(dialog).getByLabelText("New document") as HTMLInputElement;
    expect(input.accept).toBe("application/pdf");
    expect(description(input)).toContain("Documents: PDF, up to 20 MB.");

    // Another kind is refused before it is sent.
    fireEvent.change(input, { target: { files: [fileOf("photo.jpg", "image/jpeg")] } });
    expect(description(input)).toContain("choose a document (PDF)");
    const pdf = fileOf("core-banking-2025.pdf", "application/pdf", 3 * MB);
    fireEvent.change(input, { target: { files: [pdf] } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Replace the file" }));

    const outcome = await within(dialog).findByRole("heading", { name: "The file was replaced" });
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: "POST",
      url: "/staff/api/media/m3/file?fileName=core-banking-2025.pdf",
      body: pdf,
    });
    const lists = within(dialog).getAllByRole("list");
    expect(
      within(lists[0]!)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Brochures"]);
    expect(
      within(lists[1]!)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Brochures", "Core banking"]);
    expect(dialog.textContent).toContain("Published again with the new file:");
    expect(dialog.textContent).toContain("Drafts that now name the new file:");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(card("Core banking brochure").textContent).toContain(newUrl);
  });

  it("tells an editor who may not publish that a publisher replaces a file published pages show", async () => {
    const sent = fakeXhr(() => ({ status: 200, body: {} }));
    api(undefined, ["editor"]);
    await open();
    fireEvent.click(within(card("Core banking brochure")).getByRole("button", { name: "Replace file" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Replace the file of “Core banking brochure”?",
    });
    expect(dialog.textContent).toContain("ask a publisher to replace it");
    expect(within(dialog).queryByLabelText("New document")).toBeNull();
    // A draft alone is an editor's to change.
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    fireEvent.click(within(card("Payments demo")).getByRole("button", { name: "Replace file" }));
    const video = await screen.findByRole("dialog", { name: "Replace the file of “Payments demo”?" });
    expect(within(video).getByLabelText("New video")).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("renames an item with PATCH", async () => {
    const calls = api((call) =>
      call.method === "PATCH"
        ? { status: 200, body: { ...OFFICE_PICTURE, ...(call.body as object) } }
        : undefined,
    );
    await open();
    fireEvent.click(within(card("Office at night")).getByRole("button", { name: "Rename" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename “Office at night”" });
    const title = within(dialog).getByLabelText("Title") as HTMLInputElement;
    expect(title.value).toBe("Office at night");
    fireEvent.change(title, { target: { value: "The office by night" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Renamed “The office by night”.")).toBeTruthy();
    const saved = calls.find((call) => call.method === "PATCH")!;
    expect([saved.path, saved.body]).toEqual(["/staff/api/media/m1", { title: "The office by night" }]);
  });

  it("sets a video's poster to a picture of the library, or none", async () => {
    const calls = api((call) =>
      call.method === "PATCH"
        ? {
            status: 200,
            body: {
              ...DEMO_VIDEO,
              poster: (call.body as { poster: string | null }).poster ? OFFICE_PICTURE.picture : null,
            },
          }
        : undefined,
    );
    await open();
    fireEvent.click(within(card("Payments demo")).getByRole("button", { name: "Choose poster" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a poster for “Payments demo”" });
    expect((within(dialog).getByRole("img", { name: "The poster now" }) as HTMLImageElement).src).toContain(
      VIDEO_POSTER.name,
    );
    // The library's pictures only: a poster is one of them.
    const choices = within(dialog).getByRole("list", { name: "The library's pictures" });
    expect(
      within(choices)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Choose Office at night"]);
    fireEvent.click(within(choices).getByRole("button", { name: "Choose Office at night" }));
    expect(await screen.findByText("“Payments demo” has a new poster.")).toBeTruthy();
    expect(calls.find((call) => call.method === "PATCH")!.body).toEqual({ poster: "m1" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(within(card("Payments demo")).getByRole("button", { name: "Choose poster" }));
    const again = await screen.findByRole("dialog", { name: "Choose a poster for “Payments demo”" });
    fireEvent.click(within(again).getByRole("button", { name: "Remove the poster" }));
    expect(await screen.findByText("“Payments demo” has no poster now.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "PATCH").at(-1)!.body).toEqual({ poster: null });
    expect(card("Payments demo").textContent).toContain("Video: no poster yet");
  });

  it("copies a document's address", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    api();
    await open();
    fireEvent.click(within(card("Core banking brochure")).getByRole("button", { name: "Copy the address" }));
    expect(
      await screen.findByText(`The address of “Core banking brochure” is copied: ${BROCHURE.url}`),
    ).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(BROCHURE.url);
  });
});
