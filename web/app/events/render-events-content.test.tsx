// The server's renderer of the gallery's cards, and the page's first render from what it
// embedded: the same markup, so hydration adopts the server's cards as they are.

import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { FIRST_PAGE, GalleryContent } from "../components/GalleryContent";
import { EMBEDDED_EVENTS_ID, readEmbeddedEvents } from "./embedded-events";
import { renderEventsContent } from "./render-events-content";

const HOSTILE_TITLE = "</script><script>alert(1)</script><!-- \u2028 & the end";

const EVENTS = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  title: i === 1 ? HOSTILE_TITLE : `Event ${i + 1}`,
  ...(i === 2 ? {} : { description: `About event ${i + 1}` }),
  date: `2024-0${9 - i}-01`,
  imageurl: `/Bweb/api/events/images/${String(i).repeat(32)}.webp`,
  width: 1200,
  height: 800,
}));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("renderEventsContent", () => {
  it("renders the loading placeholders the build prerenders, with nothing for the head", () => {
    const { head, content } = renderEventsContent(null);
    expect(head).toBe("");
    expect(content).toMatch(/^<div class="container" aria-busy="true">/);
    expect(content).not.toContain("<article");
    expect(content).not.toContain(EMBEDDED_EVENTS_ID);
  });

  it("renders the first page of cards, the events beside them, and the first picture's preload for the head", () => {
    const { head, content } = renderEventsContent(JSON.stringify(EVENTS));
    expect(head).toMatch(
      /^<link rel="preload" as="image" href="\/Bweb\/api\/events\/images\/0{32}\.webp"[^>]*fetchPriority="high"\/>$/,
    );
    expect(content.match(/<article /g)).toHaveLength(4);
    expect(content).toContain("1 – 4 of 5");
    // Visitor-visible text is escaped, and the data block cannot be closed from inside.
    expect(content).not.toContain("<script>alert(1)");
    expect(content.match(/<\/script>/g)).toHaveLength(1);
    const block = /<script type="application\/json" id="gallery-events">([^<]*)<\/script>/.exec(content);
    expect(JSON.parse(block![1]!)).toEqual(EVENTS);
  });

  it("is what the page's first render makes of the embedded events: hydration adopts it without a change", async () => {
    const { content } = renderEventsContent(JSON.stringify(EVENTS));
    const container = document.createElement("main");
    container.innerHTML = content;
    document.body.append(container);
    const embedded = readEmbeddedEvents();
    expect(embedded?.events.map((event) => event.title)).toEqual(EVENTS.map((event) => event.title));

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <GalleryContent
          load={{ status: "loaded", events: embedded!.events, embedded: embedded!.json }}
          pageState={FIRST_PAGE}
          onPageChange={() => {}}
          onOpenImage={() => {}}
        />,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    // The DOM as the server's HTML made it, node for node.
    const asSent = document.createElement("main");
    asSent.innerHTML = content;
    expect(container.innerHTML).toBe(asSent.innerHTML);
  });

  it("reads no events from a page without the block, or with a broken one", () => {
    expect(readEmbeddedEvents()).toBeUndefined();
    document.body.innerHTML = `<script type="application/json" id="${EMBEDDED_EVENTS_ID}">{"not":"a list"}</script>`;
    expect(readEmbeddedEvents()).toBeUndefined();
  });
});
