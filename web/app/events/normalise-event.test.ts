import { afterEach, describe, expect, it, vi } from "vitest";
import { formatMediumDate, imageSource, normaliseEvent, objectPosition, picturesOf } from "./normalise-event";

describe("imageSource (spec section 5 and the URL rule)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("adds the JPEG prefix to valid base64", () => {
    expect(imageSource("QUJD+/==")).toBe("data:image/jpeg;base64,QUJD+/==");
  });

  it("uses data that already has a data-image prefix as it is", () => {
    expect(imageSource("data:image/png;base64,iVBORw0KGgo=")).toBe("data:image/png;base64,iVBORw0KGgo=");
  });

  it("uses http(s) URLs as URLs", () => {
    expect(imageSource("https://cdn.example.com/a.jpg")).toBe("https://cdn.example.com/a.jpg");
    expect(imageSource("http://example.com/a.jpg")).toBe("http://example.com/a.jpg");
  });

  it("uses a root-relative path with a character outside the base64 alphabet as a URL", () => {
    expect(imageSource("/Bweb/api/events/images/ab12-800.webp")).toBe(
      "/Bweb/api/events/images/ab12-800.webp",
    );
  });

  it("treats a root-relative string made only of base64 characters as base64", () => {
    expect(imageSource("/abc+def")).toBe("data:image/jpeg;base64,/abc+def");
  });

  it("warns and yields an empty URL for anything else", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(imageSource("not base64!")).toBe("");
    expect(imageSource("relative/path.jpg")).toBe("");
    expect(imageSource("")).toBe("");
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe("normaliseEvent", () => {
  it("reads today's API shape, with size and a WebP srcset", () => {
    const event = normaliseEvent(
      {
        id: 7,
        title: " Go-live ",
        description: "Core banking went live.",
        date: "2024-03-05",
        imageurl: "/Bweb/api/events/images/h-800.webp",
        width: 800,
        height: 600,
        images: [
          { url: "/i/h-480.webp", width: 480, height: 360, type: "image/webp" },
          { url: "/i/h-480.avif", width: 480, height: 360, type: "image/avif" },
          { url: "/i/h-800.webp", width: 800, height: 600, type: "image/webp" },
        ],
      },
      0,
    );
    expect(event).toEqual({
      id: "7",
      title: "Go-live",
      description: "Core banking went live.",
      date: "2024-03-05",
      image: {
        src: "/Bweb/api/events/images/h-800.webp",
        alt: "Go-live",
        width: 800,
        height: 600,
        srcSet: "/i/h-480.webp 480w, /i/h-800.webp 800w",
      },
    });
  });

  it("takes the image and its alt text from imageData when present", () => {
    const event = normaliseEvent(
      { title: "Training", date: "2023-01-02", imageData: { imageurl: "QUJD", title: "Trainees at work" } },
      3,
    );
    expect(event.image).toEqual({ src: "data:image/jpeg;base64,QUJD", alt: "Trainees at work" });
    expect(event.id).toBe("event-3");
  });

  it("reads the first picture's alt text and focus, and every picture, when the API names them", () => {
    const picture = (name: string, alt: unknown, focus?: unknown) => ({
      alt,
      imageurl: `/Bweb/api/events/images/${name}.webp`,
      width: 800,
      height: 467,
      images: [{ url: `/i/${name}-480.webp`, width: 480, height: 280, type: "image/webp" }],
      ...(focus === undefined ? {} : { focus }),
    });
    const event = normaliseEvent(
      {
        id: 9,
        title: "Annual day",
        date: "2025-02-02",
        ...picture("a", "The stage", { x: 30, y: 70 }),
        pictures: [
          picture("a", "The stage", { x: 30, y: 70 }),
          picture("b", "", { x: 101, y: 50 }),
          picture("c", "The cake"),
          { alt: "No address", imageurl: "" },
          "not a picture",
        ],
      },
      0,
    );
    expect(event.image).toEqual({
      src: "/Bweb/api/events/images/a.webp",
      alt: "The stage",
      width: 800,
      height: 467,
      srcSet: "/i/a-480.webp 480w",
      focus: { x: 30, y: 70 },
    });
    // An empty alt text falls back to the title, a focus out of bounds to the middle
    // (none), and what has no picture is left out.
    expect(event.pictures?.map((p) => [p.src, p.alt, p.focus])).toEqual([
      ["/Bweb/api/events/images/a.webp", "The stage", { x: 30, y: 70 }],
      ["/Bweb/api/events/images/b.webp", "Annual day", undefined],
      ["/Bweb/api/events/images/c.webp", "The cake", undefined],
    ]);
    expect(picturesOf(event)).toBe(event.pictures);
    expect(objectPosition(event.image)).toBe("30% 70%");
  });

  it("without pictures or alt text, is one picture described by the title, as before", () => {
    const event = normaliseEvent(
      { id: 1, title: "Go-live", date: "2024-03-05", imageurl: "/Bweb/api/events/images/h.webp" },
      0,
    );
    expect(event).not.toHaveProperty("pictures");
    expect(picturesOf(event)).toEqual([{ src: "/Bweb/api/events/images/h.webp", alt: "Go-live" }]);
    expect(objectPosition(event.image)).toBeUndefined();
  });

  it("leaves out an empty description, so the card shows the fallback", () => {
    expect(
      normaliseEvent({ title: "A", date: "2024-01-01", imageurl: "QUJD", description: "  " }, 0),
    ).not.toHaveProperty("description");
  });
});

describe("formatMediumDate", () => {
  it("formats YYYY-MM-DD as the medium date, whatever the time zone", () => {
    expect(formatMediumDate("2024-01-05")).toBe("Jan 5, 2024");
    expect(formatMediumDate("2019-12-31")).toBe("Dec 31, 2019");
  });

  it("gives an empty string for what is not a date", () => {
    expect(formatMediumDate("soon")).toBe("");
  });
});
