import type { ContentDocumentAnswer, MediaItem } from "@site/contracts/staff";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BROCHURE, DEMO_VIDEO, LIBRARY, OFFICE_PICTURE, VIDEO_POSTER } from "../media-samples";
import { fakeXhr, memberWith, renderConsole, stubApi } from "../test-helpers";
import { ContentForm } from "./ContentForm";
import type { FormSchema } from "./schema";

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mediaPath = (kind: string, title: string): FormSchema => ({
  type: "string",
  pattern: "^/media/(?:[a-z0-9-]+/)*[a-z0-9-]+\\.(?:pdf)$",
  title,
  description: `The ${title}'s address.`,
  "x-kind": kind,
});

/** A demo's form, as documentForm makes it: its PDF, video and poster name library files. */
const DEMO_FORM: FormSchema = {
  type: "object",
  properties: {
    title: { type: "string", maxLength: 80, title: "Title", description: "The demo's name." },
    pdf: mediaPath("media-document", "PDF"),
    video: mediaPath("media-video", "Video"),
    poster: mediaPath("media-poster", "Poster"),
  },
  required: ["title", "pdf", "video", "poster"],
  additionalProperties: false,
};

const DEMO = { title: "Payments", pdf: "/media/old.pdf", video: "/media/old.mp4", poster: "/media/old.webp" };

function DemoForm() {
  const [value, setValue] = useState<unknown>(DEMO);
  return (
    <>
      <ContentForm form={DEMO_FORM} value={value} onChange={setValue} errors={{}} label="Demo" />
      <output data-testid="document">{JSON.stringify(value)}</output>
    </>
  );
}

const documentNow = () => JSON.parse(screen.getByTestId("document").textContent ?? "null") as unknown;

function library(items: MediaItem[] = LIBRARY) {
  return stubApi((call) =>
    call.path === "/staff/api/media" && call.method === "GET" ? { status: 200, body: items } : undefined,
  );
}

const chooser = (label: string) =>
  screen.getByRole("button", { name: `Choose from the media library for “${label}”` });
const choices = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole("button", { name: /^Choose / })
    .map((button) => button.textContent);

describe("a field that names a file of the media library", () => {
  it("keeps its text field, and fills it with the address of the document chosen in the library's dialog", async () => {
    const calls = library();
    render(<DemoForm />);
    const field = screen.getByLabelText("PDF") as HTMLInputElement;
    expect(field.value).toBe("/media/old.pdf");
    const opener = chooser("PDF");
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole("dialog", {
      name: "Choose a PDF document from the media library",
    });
    const search = within(dialog).getByLabelText("Search by title");
    await waitFor(() => expect(document.activeElement).toBe(search));
    await within(dialog).findByText("1 PDF document in the library.");
    // Documents only.
    expect(choices(dialog)).toEqual(["Choose Core banking brochure"]);
    expect(calls.filter((call) => call.path === "/staff/api/media")).toHaveLength(1);

    fireEvent.change(search, { target: { value: "annual" } });
    expect(within(dialog).getByText("No PDF document matches “annual”.")).toBeTruthy();
    fireEvent.change(search, { target: { value: "BANKING" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Choose Core banking brochure" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(field.value).toBe(BROCHURE.url);
    expect((documentNow() as typeof DEMO).pdf).toBe(BROCHURE.url);
    expect(document.activeElement).toBe(opener);
    expect(screen.getByText(/PDF: “Core banking brochure” chosen from the media library/)).toBeTruthy();
  });

  it("offers the videos for a video, and for a poster the pictures and the videos' posters at 960 pixels", async () => {
    library();
    render(<DemoForm />);
    fireEvent.click(chooser("Video"));
    let dialog = await screen.findByRole("dialog", { name: "Choose a video from the media library" });
    await within(dialog).findByText("1 video in the library.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Choose Payments demo" }));
    await waitFor(() => expect((documentNow() as typeof DEMO).video).toBe(DEMO_VIDEO.url));

    fireEvent.click(chooser("Poster"));
    dialog = await screen.findByRole("dialog", { name: "Choose a poster from the media library" });
    await within(dialog).findByText("2 pictures and posters in the library.");
    expect(choices(dialog)).toEqual(["Choose Poster of “Payments demo”", "Choose Office at night"]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Choose Poster of “Payments demo”" }));
    await waitFor(() =>
      expect((documentNow() as typeof DEMO).poster).toBe(`/media/${VIDEO_POSTER.name}-960.webp`),
    );

    fireEvent.click(chooser("Poster"));
    dialog = await screen.findByRole("dialog", { name: "Choose a poster from the media library" });
    fireEvent.click(await within(dialog).findByRole("button", { name: "Choose Office at night" }));
    await waitFor(() =>
      expect((documentNow() as typeof DEMO).poster).toBe(`/media/${OFFICE_PICTURE.picture!.name}-960.webp`),
    );
  });

  it("changes nothing when the dialog is cancelled", async () => {
    library();
    render(<DemoForm />);
    fireEvent.click(chooser("PDF"));
    const dialog = await screen.findByRole("dialog", {
      name: "Choose a PDF document from the media library",
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(documentNow()).toEqual(DEMO);
  });

  it("says when the library has none of the kind yet", async () => {
    library([OFFICE_PICTURE]);
    render(<DemoForm />);
    fireEvent.click(chooser("Video"));
    const dialog = await screen.findByRole("dialog", { name: "Choose a video from the media library" });
    expect(await within(dialog).findByText("No videos in the library yet.")).toBeTruthy();
    expect(choices(dialog)).toEqual([]);
  });
});

describe("the library's dialog in the content editor", () => {
  it("uploads a new file to the library from the dialog and chooses it, without saving the editor's draft", async () => {
    const added: MediaItem = {
      ...BROCHURE,
      id: "m9",
      title: "Payments brochure",
      url: `/media/file-${"9".repeat(32)}.pdf`,
      usedBy: [],
    };
    const sent = fakeXhr(() => ({ status: 201, body: added }));
    const calls = stubApi((call) => {
      if (call.path === "/staff/api/session") return { status: 200, body: memberWith("editor") };
      if (call.path === "/staff/api/media") return { status: 200, body: LIBRARY };
      if (call.path === "/staff/api/content/demo/payments" && call.method === "GET")
        return {
          status: 200,
          body: {
            type: "demo",
            id: "payments",
            label: "Payments demo",
            version: 2,
            draft: null,
            published: DEMO,
            updatedAt: "2025-08-01T09:00:00Z",
            updatedBy: "Ravi Kumar",
            form: DEMO_FORM,
            pages: ["/demos/payments"],
          } satisfies ContentDocumentAnswer,
        };
      if (call.path === "/staff/api/content/demo/payments/history") return { status: 200, body: [] };
      return undefined;
    });
    renderConsole("/content/demo/payments");
    await screen.findByRole("heading", { level: 1, name: "Payments demo" });
    fireEvent.click(chooser("PDF"));
    const dialog = await screen.findByRole("dialog", {
      name: "Choose a PDF document from the media library",
    });
    const upload = within(dialog).getByRole("form", { name: "Upload to the library" });
    const input = within(upload).getByLabelText("File") as HTMLInputElement;
    expect(input.accept).toBe("application/pdf");
    expect(within(upload).getByText("Documents: PDF, up to 20 MB.")).toBeTruthy();
    const file = new File([new Uint8Array(64)], "payments.pdf", { type: "application/pdf" });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(within(upload).getByRole("button", { name: "Upload" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent[0]).toMatchObject({
      url: "/staff/api/media?title=payments&fileName=payments.pdf",
      body: file,
    });
    expect((screen.getByLabelText("PDF") as HTMLInputElement).value).toBe(added.url);
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });
});
