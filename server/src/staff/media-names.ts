// The names staff give what they upload: an item's title for the library, and the file's
// own name, kept to send back in a header (Content-Disposition) when the file is served.
// Both are checked by their length first, so a hostile one costs nothing.

import { MEDIA_TITLE_MAX_LENGTH } from "@site/contracts";
import { uploadedFileName } from "../security/file-names.js";
import { oneLineName } from "./request-text.js";

const FILE_NAME_MAX_LENGTH = 120;

/** A title as typed: one line of 1 to MEDIA_TITLE_MAX_LENGTH characters (oneLineName). */
export const titleOf = (raw: unknown): string | undefined =>
  typeof raw === "string" ? oneLineName(raw, MEDIA_TITLE_MAX_LENGTH) : undefined;

/**
 * The uploaded file's name, made safe to show and send back in a header
 * (uploadedFileName), with the extension its content was found to have; the title's
 * when the file had none.
 */
export function safeFileName(raw: unknown, fallback: string, extension: string): string {
  const given = typeof raw === "string" && raw.length <= FILE_NAME_MAX_LENGTH * 4 ? raw.trim() : "";
  return uploadedFileName(given === "" ? fallback : given, extension, {
    maxLength: FILE_NAME_MAX_LENGTH,
    fallback: "file",
  });
}

export const TITLE_RULE = `A title is one line of 1 to ${MEDIA_TITLE_MAX_LENGTH} characters.`;
