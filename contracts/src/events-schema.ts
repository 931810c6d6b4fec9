// The answer of GET /Bweb/api/events as a zod schema: the server's tests check every
// answer with it. Full zod: the web app does not import it (see events.ts for the facts).

import { z } from "zod";
import { EVENT_DESCRIPTION_MAX_LENGTH, EVENT_IMAGE_TYPES, EVENT_TITLE_MAX_LENGTH } from "./events.js";

const pixels = z.number().int().positive();

/** One stored rendition of an event's image: for `<picture>`/`srcset`. */
export const EventImageSchema = z.object({
  /** Root-relative, content-hashed, cached for a year (e.g. `/Bweb/api/events/images/3f…a1.webp`). */
  url: z.string().min(1),
  width: pixels,
  height: pixels,
  type: z.enum(EVENT_IMAGE_TYPES),
});
export type EventImage = z.infer<typeof EventImageSchema>;

export const GalleryEventSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1).max(EVENT_TITLE_MAX_LENGTH),
  /** Absent when the event has none (the page shows "No description available."). */
  description: z.string().min(1).max(EVENT_DESCRIPTION_MAX_LENGTH).optional(),
  /** Calendar date of the event, `YYYY-MM-DD`. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The WebP rendition closest to 800 px wide (never wider): the default `src`. */
  imageurl: z.string().min(1),
  /** Size of the `imageurl` rendition, for the `<img>` width/height attributes. */
  width: pixels,
  height: pixels,
  /** Every rendition (AVIF and WebP, a few widths), narrowest first per type. */
  images: z.array(EventImageSchema).min(1),
});
export type GalleryEvent = z.infer<typeof GalleryEventSchema>;

export const GalleryEventsResponseSchema = z.array(GalleryEventSchema);
export type GalleryEventsResponse = z.infer<typeof GalleryEventsResponseSchema>;
