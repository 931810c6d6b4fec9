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

  it.each([
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
