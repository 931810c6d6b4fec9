// The names staff give what they upload: an item's title for the library, and the file's
// own name, kept to send back in a header (Content-Disposition) when the file is served.
// Both are checked by their length first, so a hostile one costs nothing.

import { MEDIA_TITLE_MAX_LENGTH } from "@site/contracts";
import { CONTROL } from "./request-text.js";

const FILE_NAME_MAX_LENGTH = 120;

/** A title as typed: one line of 1 to MEDIA_TITLE_MAX_LENGTH characters, length checked first. */
export function titleOf(raw: unknown): string | undefined {
  if (typeof raw !== "string" || raw.length > MEDIA_TITLE_MAX_LENGTH * 4) return undefined;
  const title = raw.trim();
  if (title.length === 0 || title.length > MEDIA_TITLE_MAX_LENGTH || CONTROL.test(title)) return undefined;
  return title;
}

/**
 * The uploaded file's name, made safe to send back in a header: its last path segment,
 * without control characters, at most FILE_NAME_MAX_LENGTH characters.
 */
export function safeFileName(raw: unknown, fallback: string, extension: string): string {
  const given = typeof raw === "string" && raw.length <= FILE_NAME_MAX_LENGTH * 4 ? raw : "";
  const last = given.slice(Math.max(given.lastIndexOf("/"), given.lastIndexOf("\\")) + 1);
  let name = "";
  for (const char of last) if (!CONTROL.test(char)) name += char;
  name = name.trim().slice(0, FILE_NAME_MAX_LENGTH);
  if (name === "" || name === "." || name === "..") name = `${fallback.slice(0, FILE_NAME_MAX_LENGTH - 6)}`;
  return name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
}

export const TITLE_RULE = `A title is one line of 1 to ${MEDIA_TITLE_MAX_LENGTH} characters.`;
