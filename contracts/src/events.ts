// GET /Bweb/api/events: the gallery's events, newest first (date, then id, descending),
// and their pictures. The facts both sides use, without zod (`@site/contracts/events`);
// the schema of the answer is events-schema.ts.
//
// This is what our server answers. The web app also accepts the spec's legacy shapes
// (base64 `imageurl`, `imageData{imageurl,title}`) through its own normaliser; those are
// not described here.

/** The list of events. */
export const EVENTS_PATH = "/Bweb/api/events";
/** Where the pictures live: `{EVENT_IMAGES_PATH}{hash}.{avif|webp}`, immutable. */
export const EVENT_IMAGES_PATH = "/Bweb/api/events/images/";

/** Limits of an event's text: the staff CLI refuses more, the schema allows no more. */
export const EVENT_TITLE_MAX_LENGTH = 200;
export const EVENT_DESCRIPTION_MAX_LENGTH = 2000;

/** Image formats the server stores for each event, best compression first. */
export const EVENT_IMAGE_TYPES = ["image/avif", "image/webp"] as const;
export type EventImageType = (typeof EVENT_IMAGE_TYPES)[number];

export type { EventImage, GalleryEvent, GalleryEventsResponse } from "./events-schema.js";

/**
 * The module the web build writes for a page whose content the server renders from its
 * events list (`serverRendered` in the build's site-manifest.json).
 */
export interface EventsContentRenderer {
  /**
   * The page's events content for `eventsJson` (an answer of EVENTS_PATH as sent), and what
   * goes in the page's head with it (the first picture's preload); for `null`, the content
   * as the build prerendered it, which the server finds in the page and replaces.
   */
  renderEventsContent(eventsJson: string | null): RenderedEventsContent;
}

export interface RenderedEventsContent {
  head: string;
  content: string;
}
