// What a picture to upload may be, said before one is chosen and checked as soon as it is
// (the gallery's events and the content's pictures take the same files): the server
// checks it again, by content.

import { EVENT_UPLOAD_MAX_BYTES, EVENT_UPLOAD_TYPES } from "@site/contracts/staff";
import { formatBytes } from "../format";

const TYPE_NAMES = "JPEG, PNG or WebP";

export const PICTURE_FILE_HINT = `A ${TYPE_NAMES} file of at most ${formatBytes(EVENT_UPLOAD_MAX_BYTES)}.`;

/** What is wrong with the picture, or undefined when it may be sent. */
export function checkPicture(file: File | null): string | undefined {
  if (!file) return "Choose a picture.";
  if (!(EVENT_UPLOAD_TYPES as readonly string[]).includes(file.type))
    return `The picture must be a ${TYPE_NAMES} file.`;
  if (file.size > EVENT_UPLOAD_MAX_BYTES) {
    return `The picture is ${formatBytes(file.size)}; the limit is ${formatBytes(EVENT_UPLOAD_MAX_BYTES)}.`;
  }
  return undefined;
}
