// The answer of GET /Bweb/api/events as a zod schema: the server's tests check every
// answer with it. Full zod: the web app does not import it (see events.ts for the facts).
//
// The spec's fields describe one picture per event; an event may now hold several. The
// top-level `imageurl`, `width`, `height` and `images` stay the FIRST picture's, so a
// reader of the spec's shape sees what it always saw; `alt`, `focus` and `pictures` are
// added beside them, optional, for readers that know them.

import { z } from "zod";
import {
  EVENT_ALT_MAX_LENGTH,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_FOCUS_MAX,
  EVENT_FOCUS_MIN,
  EVENT_IMAGE_TYPES,
  EVENT_PICTURES_MAX,
  EVENT_TITLE_MAX_LENGTH,
} from "./events.js";

const pixels = z.number().int().positive();
const percent = z.number().min(EVENT_FOCUS_MIN).max(EVENT_FOCUS_MAX);

/** One stored rendition of an event's image: for `<picture>`/`srcset`. */
export const EventImageSchema = z.object({
  /** Root-relative, content-hashed, cached for a year (e.g. `/Bweb/api/events/images/3f…a1.webp`). */
  url: z.string().min(1),
  width: pixels,
  height: pixels,
  type: z.enum(EVENT_IMAGE_TYPES),
});
export type EventImage = z.infer<typeof EventImageSchema>;

/** Where a picture's subject is, in percent: crops (`object-position`) keep it in frame. */
export const EventFocusSchema = z.object({ x: percent, y: percent });

const altText = z.string().min(1).max(EVENT_ALT_MAX_LENGTH);

/** One of an event's pictures, in the event's order. */
export const EventPictureSchema = z.object({
  /** What the picture shows, for people who cannot see it: the `<img>`'s alt text. */
  alt: altText,
  /** As the event's `imageurl`: the WebP rendition closest to 800 px wide (never wider). */
  imageurl: z.string().min(1),
  width: pixels,
  height: pixels,
  images: z.array(EventImageSchema).min(1),
  focus: EventFocusSchema,
});
export type EventPicture = z.infer<typeof EventPictureSchema>;

export const GalleryEventSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1).max(EVENT_TITLE_MAX_LENGTH),
  /** Absent when the event has none (the page shows "No description available."). */
  description: z.string().min(1).max(EVENT_DESCRIPTION_MAX_LENGTH).optional(),
  /** Calendar date of the event, `YYYY-MM-DD`. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The first picture's WebP rendition closest to 800 px wide (never wider): the default `src`. */
  imageurl: z.string().min(1),
  /** Size of the `imageurl` rendition, for the `<img>` width/height attributes. */
  width: pixels,
  height: pixels,
  /** Every rendition of the first picture (AVIF and WebP, a few widths), narrowest first per type. */
  images: z.array(EventImageSchema).min(1),
  /** The first picture's alt text (without it, a reader uses the title). */
  alt: altText.optional(),
  /** The first picture's focal point (without it, the middle). */
  focus: EventFocusSchema.optional(),
  /** Every picture, the first one first (the same as the fields above). */
  pictures: z.array(EventPictureSchema).min(1).max(EVENT_PICTURES_MAX).optional(),
});
export type GalleryEvent = z.infer<typeof GalleryEventSchema>;

export const GalleryEventsResponseSchema = z.array(GalleryEventSchema);
export type GalleryEventsResponse = z.infer<typeof GalleryEventsResponseSchema>;
