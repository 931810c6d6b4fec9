import { describe, expect, it } from "vitest";
import { GalleryEventSchema, GalleryEventsResponseSchema } from "./events-schema.js";

const event = {
  id: 3,
  title: "Go-live",
  date: "2025-03-14",
  imageurl: "/Bweb/api/events/images/0123456789abcdef0123456789abcdef.webp",
  width: 800,
  height: 467,
  images: [
    {
      url: "/Bweb/api/events/images/0123456789abcdef0123456789abcdef.webp",
      width: 800,
      height: 467,
      type: "image/webp",
    },
  ],
};

describe("GalleryEventsResponseSchema", () => {
  it("accepts an event with or without a description", () => {
    expect(
      GalleryEventsResponseSchema.parse([event, { ...event, id: 2, description: "Cake." }]),
    ).toHaveLength(2);
  });

  it("accepts the first picture's alt text and focus, and every picture, beside the spec's fields", () => {
    const picture = {
      alt: "The team",
      imageurl: event.imageurl,
      width: 800,
      height: 467,
      images: event.images,
      focus: { x: 30, y: 62 },
    };
    expect(
      GalleryEventSchema.parse({
        ...event,
        alt: "The team",
        focus: { x: 30, y: 62 },
        pictures: [picture, picture],
      }),
    ).toMatchObject({ alt: "The team", pictures: [picture, picture] });
  });

  it.each([
    ["an empty alt text", { alt: "" }],
    ["an alt text over the limit", { alt: "x".repeat(251) }],
    ["a focus out of bounds", { focus: { x: 50, y: 100.5 } }],
    ["no pictures in a list of pictures", { pictures: [] }],
    [
      "more pictures than an event holds",
      {
        pictures: Array.from({ length: 11 }, () => ({
          alt: "A",
          imageurl: "/a.webp",
          width: 1,
          height: 1,
          images: event.images,
          focus: { x: 50, y: 50 },
        })),
      },
    ],
    ["a date in another format", { date: "14/03/2025" }],
    ["an empty title", { title: "" }],
    ["an empty description (absent instead)", { description: "" }],
    ["no renditions", { images: [] }],
    ["an unknown image type", { images: [{ ...event.images[0], type: "image/gif" }] }],
    ["a fractional width", { width: 800.5 }],
  ])("refuses %s", (_case, change) => {
    expect(GalleryEventSchema.safeParse({ ...event, ...change }).success).toBe(false);
  });
});
