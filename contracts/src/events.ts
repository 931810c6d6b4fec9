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
