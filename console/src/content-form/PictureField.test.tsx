import type { ContentDocumentAnswer } from "@site/contracts/staff";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIBRARY, LIBRARY_PICTURE } from "../media-samples";
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

const picture = (title: string, description: string, alt?: string): FormSchema => ({
  type: "object",
  title,
  description,
  "x-kind": "picture",
  ...(alt === undefined ? {} : { "x-alt": alt }),
  properties: {
    name: { type: "string", title: "Picture name", description: "Its name." },
    width: { type: "integer", title: "Width", description: "Pixels." },
    height: { type: "integer", title: "Height", description: "Pixels." },
    widths: { type: "array", title: "Widths", description: "Widths.", items: { type: "integer" } },
  },
  required: ["name", "width", "height", "widths"],
  additionalProperties: false,
});

/** A people document's form, as documentForm makes it: each person's photo described by their name. */
const PEOPLE_FORM: FormSchema = {
  type: "array",
  title: "People",
  description: "The executives.",
  items: {
    type: "object",
    title: "Person",
    description: "One executive.",
    properties: {
      name: { type: "string", maxLength: 80, title: "Name", description: "The person's full name." },
      photo: picture("Photo", "The person's portrait: upload a new one to replace it.", "name"),
    },
    required: ["name", "photo"],
    additionalProperties: false,
  },
};

const ASHA = { name: "person-ceo", width: 480, height: 480, widths: [240, 480] };
const UPLOADED = { name: `upload-${"ab".repeat(16)}`, width: 1600, height: 1200, widths: [480, 960, 1600] };

/** The form over a document the test can read back, as the editor holds it. */
function PeopleForm({ errors = {} }: { errors?: Record<string, string[]> }) {
  const [value, setValue] = useState<unknown>([{ name: "Asha Rao", photo: ASHA }]);
  return (
    <>
      <ContentForm form={PEOPLE_FORM} value={value} onChange={setValue} errors={errors} label="People" />
      <output data-testid="document">{JSON.stringify(value)}</output>
    </>
  );
}

const documentNow = () => JSON.parse(screen.getByTestId("document").textContent ?? "null") as unknown;
const photoGroup = () => screen.getByRole("group", { name: "Photo" });
const fileInput = () => within(photoGroup()).getByLabelText("Choose a new picture") as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const jpeg = (bytes = 2048) => new File([new Uint8Array(bytes)], "portrait.jpg", { type: "image/jpeg" });

describe("a picture field", () => {
  it("shows the picture now, its size and what describes it, instead of its four numbers", () => {
    render(<PeopleForm />);
    const group = photoGroup();
    const image = within(group).getByRole("img") as HTMLImageElement;
    expect(image.getAttribute("src")).toBe("/media/person-ceo-240.webp");
    expect(image.alt).toBe("Now: Asha Rao");
    expect(within(group).getByText("480 × 480 pixels, published at 240, 480 pixels wide.")).toBeTruthy();
    expect(
      within(group).getByText(/Described to visitors who cannot see it by “Name”: Asha Rao/),
    ).toBeTruthy();
    expect(within(group).queryByLabelText("Width")).toBeNull();
    expect(fileInput().type).toBe("file");
    expect(fileInput().accept).toBe("image/jpeg,image/png,image/webp");
    // The text that describes the picture may not be left empty.
    expect((screen.getByLabelText("Name") as HTMLInputElement).required).toBe(true);
  });

  it("uploads a chosen file as the request's body, announces it and puts the new picture in the document", async () => {
    const sent = fakeXhr(() => ({ status: 201, body: UPLOADED }));
    render(<PeopleForm />);
    const file = jpeg();
    choose(file);
    const status = within(photoGroup()).getByRole("status");
    await waitFor(() =>
      expect(status.textContent).toBe("New picture uploaded: 1600 × 1200 pixels. Save the draft to keep it."),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: "POST",
      url: "/staff/api/content/pictures?title=portrait&fileName=portrait.jpg",
      body: file,
    });
    expect(sent[0]!.headers["X-XSRF-TOKEN"]).toBe("tok");
    expect(documentNow()).toEqual([{ name: "Asha Rao", photo: UPLOADED }]);
    const image = within(photoGroup()).getByRole("img") as HTMLImageElement;
    expect(image.getAttribute("src")).toBe(`/media/${UPLOADED.name}-480.webp`);
  });

  it("shows the server's refusal beside the input and keeps the picture it had", async () => {
    const message = "The picture is a corrupt or truncated JPEG image (premature end of JPEG image).";
    fakeXhr(() => ({ status: 400, body: { errors: [{ path: "", message }] } }));
    render(<PeopleForm />);
    choose(jpeg());
    await waitFor(() => expect(fileInput().getAttribute("aria-invalid")).toBe("true"));
    const describedBy = (fileInput().getAttribute("aria-describedby") ?? "").split(" ");
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(`Error: ${message}`);
    expect(within(photoGroup()).getByRole("status").textContent).toBe("");
    expect(documentNow()).toEqual([{ name: "Asha Rao", photo: ASHA }]);
  });

  it("refuses a file of another type before sending it", () => {
    const sent = fakeXhr(() => ({ status: 201, body: UPLOADED }));
    render(<PeopleForm />);
    choose(new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }));
    expect(sent).toHaveLength(0);
    expect(fileInput().getAttribute("aria-invalid")).toBe("true");
    expect(within(photoGroup()).getByText(/The picture must be a JPEG, PNG or WebP file/)).toBeTruthy();
  });

  it("shows the server's errors about the picture and its parts on the field", () => {
    render(<PeopleForm errors={{ "[0].photo.widths": ["must have at least 1 item"] }} />);
    const describedBy = (photoGroup().getAttribute("aria-describedby") ?? "").split(" ");
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      "Error: Must have at least 1 item.",
    );
  });

  it("says a picture without alt text is decorative, and asks for the alt text when it is empty", () => {
    const form: FormSchema = {
      type: "object",
      properties: {
        slide: picture("Slide picture", "Wide background."),
        teaser: picture("Teaser picture", "Beside the text.", "pictureAlt"),
        pictureAlt: {
          type: "string",
          maxLength: 160,
          title: "Picture's alt text",
          description: "What it shows.",
        },
      },
      required: ["slide", "teaser", "pictureAlt"],
      additionalProperties: false,
    };
    render(
      <ContentForm
        form={form}
        value={{ slide: ASHA, teaser: ASHA, pictureAlt: "" }}
        onChange={() => {}}
        errors={{}}
        label="Home"
      />,
    );
    expect(within(screen.getByRole("group", { name: "Slide picture" })).getByText(/Decorative/)).toBeTruthy();
    const teaser = screen.getByRole("group", { name: "Teaser picture" });
    expect(within(teaser).getByText(/Describe it in “Picture's alt text”/)).toBeTruthy();
    expect((within(teaser).getByRole("img") as HTMLImageElement).alt).toBe("Now: the current picture");
    expect((screen.getByLabelText("Picture's alt text") as HTMLInputElement).required).toBe(true);
  });
});

describe("a picture in the content editor", () => {
  it("is saved with the draft once uploaded", async () => {
    fakeXhr(() => ({ status: 201, body: UPLOADED }));
    const calls = stubApi((call) => {
      if (call.path === "/staff/api/session") return { status: 200, body: memberWith("editor") };
      if (call.path === "/staff/api/content/site/people" && call.method === "GET")
        return {
          status: 200,
          body: {
            type: "site",
            id: "people",
            label: "People",
            version: 2,
            draft: null,
            published: [{ name: "Asha Rao", photo: ASHA }],
            updatedAt: "2025-08-01T09:00:00Z",
            updatedBy: "Ravi Kumar",
            form: PEOPLE_FORM,
            pages: ["/team", "/promoters"],
          } satisfies ContentDocumentAnswer,
        };
      if (call.path === "/staff/api/content/site/people" && call.method === "PUT")
        return { status: 200, body: { version: 3 } };
      if (call.path === "/staff/api/content/site/people/history") return { status: 200, body: [] };
      return undefined;
    });
    renderConsole("/content/site/people");
    await screen.findByRole("heading", { level: 1, name: "People" });
    choose(jpeg());
    await screen.findByText("You have unsaved changes.");
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")!.body).toEqual({
      version: 2,
      data: [{ name: "Asha Rao", photo: UPLOADED }],
    });
  });
});

describe("a picture chosen from the media library", () => {
  it("puts the library picture's value in the document", async () => {
    const calls = stubApi((call) =>
      call.path === "/staff/api/media" ? { status: 200, body: LIBRARY } : undefined,
    );
    render(<PeopleForm />);
    fireEvent.click(
      within(photoGroup()).getByRole("button", { name: "Choose from the media library for “Photo”" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Choose a picture from the media library" });
    // Pictures only: not the document, nor the video's poster.
    const choices = await within(dialog).findByRole("list", { name: "The library's pictures" });
    expect(
      within(choices)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Choose Office at night"]);
    expect(choices.querySelector("img")!.getAttribute("src")).toBe(`/media/${LIBRARY_PICTURE.name}-480.webp`);
    fireEvent.click(within(choices).getByRole("button", { name: "Choose Office at night" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(documentNow()).toEqual([{ name: "Asha Rao", photo: LIBRARY_PICTURE }]);
    expect(within(photoGroup()).getByRole("status").textContent).toBe(
      "“Office at night” chosen from the media library: 1600 × 900 pixels. Save the draft to keep it.",
    );
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });
});
