// The gallery's first page of cards comes with its HTML: the server
// renders them from its events list with the web build's own renderer
// (render-events-content.tsx) and writes the list they came from beside them, as a JSON
// data block. The route's first render reads that same list, so it hydrates the markup
// the server sent without asking the API; a page without the block (the prerendered file,
// a client-side navigation) loads the events as before.

import { eventsFromBody } from "./load-events";
import type { GalleryEvent } from "./normalise-event";

/** The id of the data block: `<script type="application/json" id="gallery-events">`. */
export const EMBEDDED_EVENTS_ID = "gallery-events";

/**
 * `json` made safe inside a <script> element: with every "<" written `\u003c`, no text in
 * it can close the element or open a comment, and JSON.parse reads it back unchanged (a
 * "<" of JSON text is always inside a string).
 */
export const scriptSafeJson = (json: string): string => json.replaceAll("<", "\\u003c");

export interface EmbeddedEvents {
  /** The block's text as written (script-safe JSON), rendered back as it was for hydration. */
  json: string;
  events: GalleryEvent[];
}

/** The events the server wrote into this document, if any; never during the build's prerender. */
export function readEmbeddedEvents(): EmbeddedEvents | undefined {
  if (typeof document === "undefined") return undefined;
  const json = document.getElementById(EMBEDDED_EVENTS_ID)?.textContent;
  if (!json) return undefined;
  try {
    return { json, events: eventsFromBody(JSON.parse(json)) };
  } catch (error) {
    console.warn("The gallery's embedded events cannot be read; loading them instead", error);
    return undefined;
  }
}
