// The server's renderer of the gallery's cards: built apart from the
// app, for Node, by scripts/events-renderer.ts, and named in site-manifest.json's
// `serverRendered`. The server renders /gallery's content with the events it holds and
// puts it in place of the content the build prerendered (the loading placeholders, which
// `renderEventsContent(null)` renders exactly as they stand in the page), so the first
// cards and their pictures arrive with the HTML.

import type { EventsContentRenderer } from "@site/contracts/events";
import { renderToString } from "react-dom/server";
import { FIRST_PAGE, GalleryContent, type EventsLoad } from "../components/GalleryContent";
import { scriptSafeJson } from "./embedded-events";
import { eventsFromBody } from "./load-events";

const ignore = () => {};

export const renderEventsContent: EventsContentRenderer["renderEventsContent"] = (eventsJson) => {
  const load: EventsLoad =
    eventsJson === null
      ? { status: "loading" }
      : {
          status: "loaded",
          events: eventsFromBody(JSON.parse(eventsJson)),
          embedded: scriptSafeJson(eventsJson),
        };
  const html = renderToString(
    <GalleryContent load={load} pageState={FIRST_PAGE} onPageChange={ignore} onOpenImage={ignore} />,
  );
  // React writes the preload of a high-priority picture ahead of the markup (rendering a
  // whole document, it puts it in the head): everything before the content's <div> is that.
  const start = html.indexOf("<div");
  return { head: html.slice(0, start), content: html.slice(start) };
};
