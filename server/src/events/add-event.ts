// Adding an event: every check first, then one transaction, so a refused event leaves
// nothing behind. Used by the staff CLI (and by the benchmark to fill a database).

import { readFile, stat } from "node:fs/promises";
import {
  EVENT_ALT_MAX_LENGTH,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_FOCUS_MAX,
  EVENT_FOCUS_MIN,
  EVENT_TITLE_MAX_LENGTH,
  type EventFocus,
} from "@site/contracts";
import type { Db } from "../db/schema.js";
import {
  ImageRejected,
  MAX_IMAGE_BYTES,
  type EncodeOptions,
  type ImageRendition,
} from "../images/renditions.js";
import { makeEventRenditions } from "./images.js";
import { insertEvent } from "./store.js";

export type EventField = "title" | "date" | "description" | "image" | "alt" | "focus";

/** A refused input. `message` follows the field's name: "date must be a real date …". */
export class EventInputError extends Error {
  override name = "EventInputError";
  constructor(
    readonly field: EventField,
    message: string,
  ) {
    super(message);
  }
}

export interface EventInput {
  title: string;
  date: string;
  description?: string | undefined;
  /** Path of the image file, as the staff member typed it. */
  imagePath: string;
  /** The picture's alt text; the title when not given (the CLI's default). */
  alt?: string | undefined;
}

export interface ValidEventText {
  title: string;
  date: string;
  description: string | undefined;
}

const length = (text: string) => [...text].length;
// Control characters break the one-line table and logs; a description may have line breaks and tabs.
const TITLE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
const DESCRIPTION_FORBIDDEN = /[\u0000-\u0008\v\f\u000e-\u001f\u007f-\u009f]/u;

/** True for a real calendar day written YYYY-MM-DD (2024-02-29 yes, 2023-02-29 no). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Checks and normalises title, date and description; throws EventInputError. */
export function validateEventText(input: Omit<EventInput, "imagePath">): ValidEventText {
  const title = input.title.trim();
  if (title === "") throw new EventInputError("title", "must not be empty");
  if (length(title) > EVENT_TITLE_MAX_LENGTH) {
    throw new EventInputError(
      "title",
      `must be at most ${EVENT_TITLE_MAX_LENGTH} characters (got ${length(title)})`,
    );
  }
  if (TITLE_FORBIDDEN.test(title))
    throw new EventInputError("title", "must be one line without control characters");

  const date = input.date.trim();
  if (!isCalendarDate(date)) {
    throw new EventInputError(
      "date",
      `must be a real date as YYYY-MM-DD (got ${JSON.stringify(input.date)})`,
    );
  }

  const description = input.description?.trim().replace(/\r\n?/g, "\n") || undefined;
  if (description !== undefined) {
    if (length(description) > EVENT_DESCRIPTION_MAX_LENGTH) {
      throw new EventInputError(
        "description",
        `must be at most ${EVENT_DESCRIPTION_MAX_LENGTH} characters (got ${length(description)})`,
      );
    }
    if (DESCRIPTION_FORBIDDEN.test(description)) {
      throw new EventInputError(
        "description",
        "must not contain control characters other than line breaks and tabs",
      );
    }
  }
  return { title, date, description };
}

/** Checks a picture's alt text: required, one line, at most EVENT_ALT_MAX_LENGTH characters. */
export function validateAltText(input: string): string {
  // The length first, and on the raw text: a huge value costs no more than its length.
  if (input.length > EVENT_ALT_MAX_LENGTH * 4 + 64)
    throw new EventInputError("alt", `must be at most ${EVENT_ALT_MAX_LENGTH} characters`);
  const alt = input.trim();
  if (alt === "")
    throw new EventInputError(
      "alt",
      "is missing: describe what the picture shows for people who cannot see it",
    );
  if (length(alt) > EVENT_ALT_MAX_LENGTH) {
    throw new EventInputError(
      "alt",
      `must be at most ${EVENT_ALT_MAX_LENGTH} characters (got ${length(alt)})`,
    );
  }
  if (TITLE_FORBIDDEN.test(alt))
    throw new EventInputError("alt", "must be one line without control characters");
  return alt;
}

const PERCENT = /^\d{1,3}(?:\.\d{1,6})?$/;

/** One coordinate of a focal point, 0-100 (a number, or its text from a form), rounded to a whole percent. */
function percentOf(value: unknown): number | undefined {
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.length <= 12 && PERCENT.test(value.trim())
        ? Number(value.trim())
        : Number.NaN;
  if (!Number.isFinite(number) || number < EVENT_FOCUS_MIN || number > EVENT_FOCUS_MAX) return undefined;
  return Math.round(number);
}

/**
 * Checks a focal point: both coordinates, or neither (undefined: the caller's default).
 * Each is a percentage 0-100 of the width (x) or height (y).
 */
export function validateFocus(x: unknown, y: unknown): EventFocus | undefined {
  if (x === undefined && y === undefined) return undefined;
  const focus = { x: percentOf(x), y: percentOf(y) };
  if (focus.x === undefined || focus.y === undefined) {
    throw new EventInputError(
      "focus",
      `must be two percentages from ${EVENT_FOCUS_MIN} to ${EVENT_FOCUS_MAX}: across, then down`,
    );
  }
  return { x: focus.x, y: focus.y };
}

/** Reads the image file, refusing what is missing, not a file, or over the size limit. */
export async function readImageFile(file: string): Promise<Buffer> {
  const shown = JSON.stringify(file);
  let size: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new EventInputError("image", `${shown} is not a file`);
    size = info.size;
  } catch (error) {
    if (error instanceof EventInputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === "ENOENT" ? "no such file" : code === "EACCES" ? "permission denied" : (error as Error).message;
    throw new EventInputError("image", `${shown} cannot be read: ${reason}`);
  }
  // Checked before reading, so a 4 GB file mistaken for a photo is not loaded into memory.
  if (size > MAX_IMAGE_BYTES) {
    throw new EventInputError(
      "image",
      `${shown} is ${(size / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_IMAGE_BYTES / 1024 / 1024} MB`,
    );
  }
  try {
    return await readFile(file);
  } catch (error) {
    throw new EventInputError("image", `${shown} cannot be read: ${(error as Error).message}`);
  }
}

export interface AddedEvent {
  id: number;
  title: string;
  date: string;
  description: string | undefined;
  images: number;
}

/**
 * Checks everything (text, file, image content), makes the renditions, then stores
 * the event in one transaction. Throws EventInputError before anything is stored.
 */
export async function addEvent(db: Db, input: EventInput, options: EncodeOptions = {}): Promise<AddedEvent> {
  const text = validateEventText(input);
  const alt = validateAltText(input.alt ?? text.title);
  const bytes = await readImageFile(input.imagePath);
  return addEventWithImage(db, text, { bytes, alt }, JSON.stringify(input.imagePath), options);
}

/**
 * The same from a picture already in memory (an upload in the console): its content is
 * checked and processed exactly as a file's. `shown` names the picture in a refusal
 * (empty: the message starts with its verb, for the caller to name the picture).
 */
export async function addEventWithImage(
  db: Db,
  text: ValidEventText,
  picture: { bytes: Buffer; alt: string; focus?: EventFocus | undefined },
  shown: string,
  options: EncodeOptions = {},
): Promise<AddedEvent> {
  const renditions = await pictureRenditions(picture.bytes, shown, options);
  const id = await insertEvent(db, { ...text, renditions, alt: picture.alt, focus: picture.focus });
  return { id, ...text, images: renditions.length };
}

/** The renditions of a picture, or EventInputError("image") naming what is wrong with it. */
export async function pictureRenditions(
  bytes: Buffer,
  shown: string,
  options: EncodeOptions = {},
): Promise<ImageRendition[]> {
  try {
    return await makeEventRenditions(bytes, options);
  } catch (error) {
    if (error instanceof ImageRejected) {
      throw new EventInputError("image", shown === "" ? error.message : `${shown} ${error.message}`);
    }
    throw error;
  }
}
