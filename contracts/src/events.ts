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

/**
 * An event holds 1 to EVENT_PICTURES_MAX pictures; the first is the one its card shows.
 * Ten covers a day's highlights and keeps the popup a set to step through, not an album.
 */
export const EVENT_PICTURES_MAX = 10;
/**
 * A picture's alternative text: one line of at most this many characters (a sentence or
 * two; longer descriptions belong in the event's description, which every visitor reads).
 */
export const EVENT_ALT_MAX_LENGTH = 250;
/** A focal point is where, in percent of the width (x) and height (y), the picture's subject is. */
export const EVENT_FOCUS_MIN = 0;
export const EVENT_FOCUS_MAX = 100;
/** Until staff mark one, the middle: crops keep the centre, as before focal points existed. */
export const EVENT_FOCUS_DEFAULT = { x: 50, y: 50 } as const;
export interface EventFocus {
  /** 0 = the left edge, 100 = the right edge. */
  x: number;
  /** 0 = the top edge, 100 = the bottom edge. */
  y: number;
}

/** Image formats the server stores for each event, best compression first. */
export const EVENT_IMAGE_TYPES = ["image/avif", "image/webp"] as const;
export type EventImageType = (typeof EVENT_IMAGE_TYPES)[number];

export type { EventImage, EventPicture, GalleryEvent, GalleryEventsResponse } from "./events-schema.js";
