// One normaliser for every shape of event the API has served (spec sections 3 and 5, plus
// the URL rule of docs/architecture-contracts.md), so the gallery only ever sees one shape.
// Today's answer may add the first picture's `alt` and `focus` and every picture
// (`pictures`); without them an event is one picture described by its title, as before.

import { EVENT_FOCUS_MAX, EVENT_FOCUS_MIN, EVENT_PICTURES_MAX } from "@site/contracts/events";

export interface GalleryImage {
  /** "" when the image data was invalid: the card shows no picture. */
  src: string;
  alt: string;
  width?: number;
  height?: number;
  srcSet?: string;
  /** Where the subject is, in percent (x across, y down): a crop keeps it in frame. Absent: the middle. */
  focus?: { x: number; y: number };
}

export interface GalleryEvent {
  id: string;
  title: string;
  description?: string;
  /** YYYY-MM-DD */
  date: string;
  /** The first picture: the card's. */
  image: GalleryImage;
  /** Every picture, the first one first, when the API named them (else `image` alone). */
  pictures?: GalleryImage[];
}

/** An event's pictures to step through: `pictures`, or its one `image`. */
export function picturesOf(event: GalleryEvent): GalleryImage[] {
  return event.pictures && event.pictures.length > 0 ? event.pictures : [event.image];
}

/** The CSS `object-position` of a picture's focal point (the browser's default, the middle, without one). */
export function objectPosition(image: GalleryImage): string | undefined {
  return image.focus ? `${image.focus.x}% ${image.focus.y}%` : undefined;
}

interface ImageVariant {
  url: string;
  width: number;
  height?: number;
  type?: string;
}

/** What the API may send: today's shape and the spec's legacy ones. */
export interface RawEvent {
  id?: string | number;
  title?: unknown;
  description?: unknown;
  date?: unknown;
  imageurl?: unknown;
  width?: unknown;
  height?: unknown;
  images?: unknown;
  imageData?: { imageurl?: unknown; title?: unknown } | null;
  alt?: unknown;
  focus?: unknown;
  pictures?: unknown;
}

interface RawPicture {
  alt?: unknown;
  imageurl?: unknown;
  width?: unknown;
  height?: unknown;
  images?: unknown;
  focus?: unknown;
}

const BASE64 = /^[A-Z0-9+/=]+$/i;
const JPEG_PREFIX = "data:image/jpeg;base64,";

/**
 * The spec's image rules, plus one: an http(s) URL, or a root-relative path with a
 * character outside the base64 alphabet, is used as a URL. Data already starting with a
 * data-image prefix is used as is; valid base64 gets a JPEG prefix; anything else logs a
 * warning and yields "".
 */
export function imageSource(data: string): string {
  if (data.startsWith("data:image")) return data;
  if (/^https?:\/\//i.test(data)) return data;
  if (data.startsWith("/") && !BASE64.test(data)) return data;
  if (data !== "" && BASE64.test(data)) return JPEG_PREFIX + data;
  console.warn("Invalid image data: not base64, a data URL or an image URL");
  return "";
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function positive(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined;
}

function webpSrcSet(images: unknown): string | undefined {
  if (!Array.isArray(images)) return undefined;
  const variants = images.filter(
    (v): v is ImageVariant =>
      typeof v === "object" && v !== null && typeof v.url === "string" && typeof v.width === "number",
  );
  const webp = variants.filter((v) => v.type === undefined || v.type === "image/webp");
  return webp.length > 0 ? webp.map((v) => `${v.url} ${v.width}w`).join(", ") : undefined;
}

const percent = (value: unknown): value is number =>
  typeof value === "number" && value >= EVENT_FOCUS_MIN && value <= EVENT_FOCUS_MAX;

function focusOf(value: unknown): { x: number; y: number } | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { x, y } = value as { x?: unknown; y?: unknown };
  return percent(x) && percent(y) ? { x, y } : undefined;
}

/** One picture of today's shape; `fallbackAlt` when it names no alt text of its own. */
function pictureOf(raw: RawPicture, fallbackAlt: string): GalleryImage {
  const width = positive(raw.width);
  const height = positive(raw.height);
  const srcSet = webpSrcSet(raw.images);
  const focus = focusOf(raw.focus);
  return {
    src: imageSource(text(raw.imageurl)),
    alt: text(raw.alt) || fallbackAlt,
    ...(width && height ? { width, height } : {}),
    ...(srcSet ? { srcSet } : {}),
    ...(focus ? { focus } : {}),
  };
}

function picturesFrom(raw: unknown, title: string): GalleryImage[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .slice(0, EVENT_PICTURES_MAX)
    .filter((picture): picture is RawPicture => typeof picture === "object" && picture !== null)
    .map((picture) => pictureOf(picture, title))
    .filter((picture) => picture.src !== "");
}

export function normaliseEvent(raw: RawEvent, index: number): GalleryEvent {
  const title = text(raw.title);
  const description = text(raw.description);
  const fromImageData = raw.imageData && typeof raw.imageData === "object";
  const image = fromImageData
    ? // With imageData, its title is the alt text.
      { src: imageSource(text(raw.imageData?.imageurl)), alt: text(raw.imageData?.title) }
    : // Otherwise the picture's own alt text, or the event's title describes it.
      pictureOf(raw, title);
  const pictures = fromImageData ? [] : picturesFrom(raw.pictures, title);
  return {
    id: raw.id === undefined ? `event-${index}` : String(raw.id),
    title,
    ...(description ? { description } : {}),
    date: text(raw.date),
    image,
    ...(pictures.length > 0 ? { pictures } : {}),
  };
}

const MEDIUM_DATE = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** The spec's "medium date" (as Angular's mediumDate): "Jan 5, 2024". "" for a bad date. */
export function formatMediumDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return "";
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? "" : MEDIUM_DATE.format(date);
}
