import { MEDIA_LIMITS } from "@site/contracts/staff";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api";
import { checkMediaFile, mediaLimitsWords, titleFromFileName, uploadRefusal } from "./media-file";

const fileOf = (name: string, type: string, size: number) => {
  const file = new File([], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

describe("media-file", () => {
  it("checks a file against its own kind's limit, found by its type", () => {
    for (const [kind, { types, maxBytes }] of Object.entries(MEDIA_LIMITS)) {
      for (const type of types) {
        expect(checkMediaFile(fileOf("a", type, maxBytes))).toEqual({ kind });
        expect(checkMediaFile(fileOf("a", type, maxBytes + 1)).problem, type).toMatch(/may be up to/);
      }
    }
    // A PDF of 20 MB is refused where a video would not be.
    expect(checkMediaFile(fileOf("big.pdf", "application/pdf", 21 * 1024 * 1024)).problem).toBe(
      "The document is 21 MB; documents may be up to 20 MB.",
    );
    expect(checkMediaFile(fileOf("a.png", "image/png", 10), ["video"]).problem).toBe(
      "“a.png” is not a file the library takes here: choose a video (MP4 or WebM).",
    );
  });

  it("says one kind's limit, or every kind's", () => {
    expect(mediaLimitsWords(["video"])).toBe("Videos: MP4 or WebM, up to 200 MB.");
  });

  it("makes a title of a file's name", () => {
    expect(titleFromFileName("annual_report_2025.pdf")).toBe("annual report 2025");
    expect(titleFromFileName(".hidden")).toBe(".hidden");
    expect(titleFromFileName(`${"x".repeat(200)}.mp4`)).toHaveLength(120);
  });

  it("puts a refusal's title message beside the title and the rest beside the file", () => {
    expect(
      uploadRefusal(
        new ApiError(400, [
          { path: "title", message: "The title is too long." },
          { path: "", message: "Not a PDF." },
        ]),
      ),
    ).toEqual({ title: "The title is too long.", file: "Not a PDF." });
    expect(uploadRefusal(new ApiError(413, []))).toEqual({
      title: undefined,
      file: "That is more than the server accepts.",
    });
  });
});
