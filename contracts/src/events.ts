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

export type EventsPageTemplate = { fill(eventsJson: string): string } | { error: string };

/**
 * Where `renderer`'s content goes in `page` (a prerendered page): its loading content must
 * stand there exactly once, after the head. `fill` gives the page with the content for a
 * list in its place and the content's head at the end of the page's. The server fills
 * /gallery with it; the build checks with it that the server will be able to.
 */
export function eventsPageTemplate(page: string, renderer: EventsContentRenderer): EventsPageTemplate {
  const placeholder = renderer.renderEventsContent(null).content;
  const at = placeholder === "" ? -1 : page.indexOf(placeholder);
  const headEnd = page.indexOf("</head>");
  const problem =
    at === -1
      ? "it is not in the prerendered page"
      : page.indexOf(placeholder, at + 1) !== -1
        ? "it is there more than once"
        : headEnd === -1 || headEnd > at
          ? "the page has no head before it"
          : undefined;
  if (problem !== undefined)
    return { error: `the renderer's loading content is not in the page once, after its head: ${problem}` };
  const [beforeHeadEnd, headToContent, afterContent] = [
    page.slice(0, headEnd),
    page.slice(headEnd, at),
    page.slice(at + placeholder.length),
  ];
  return {
    fill(eventsJson) {
      const { head, content } = renderer.renderEventsContent(eventsJson);
      return beforeHeadEnd + head + headToContent + content + afterContent;
    },
  };
}
