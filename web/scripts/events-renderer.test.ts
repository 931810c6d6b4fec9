import type { EventsContentRenderer } from "@site/contracts/events";
import { describe, expect, it } from "vitest";
import { fitRenderer } from "./events-renderer";

const renderer: EventsContentRenderer = {
  renderEventsContent: (json) =>
    json === null
      ? { head: "", content: '<div class="grid" aria-busy="true"></div>' }
      : {
          head: '<link rel="preload" as="image" href="/first.webp"/>',
          content: `<div class="grid">${(JSON.parse(json) as unknown[]).length} cards</div>`,
        },
};

const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>Gallery</title></head><body>${body}</body></html>`;

describe("fitRenderer", () => {
  it("gives the page as the server sends it with sample events, for its critical CSS", () => {
    const { withSampleEvents } = fitRenderer(
      renderer,
      page('<h1>Gallery</h1><div class="grid" aria-busy="true"></div>'),
      "/gallery",
    );
    expect(withSampleEvents).toBe(
      page('<h1>Gallery</h1><div class="grid">6 cards</div>').replace(
        "</head>",
        '<link rel="preload" as="image" href="/first.webp"/></head>',
      ),
    );
  });

  it("fails the build when the renderer's loading content is not in the page once", () => {
    expect(() => fitRenderer(renderer, page("<h1>Gallery</h1>"), "/gallery")).toThrow(
      /\/gallery: .* is not in the prerendered page/,
    );
    const twice = page('<div class="grid" aria-busy="true"></div><div class="grid" aria-busy="true"></div>');
    expect(() => fitRenderer(renderer, twice, "/gallery")).toThrow(/more than once/);
  });
});
