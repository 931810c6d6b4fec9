// The media library: the pictures, documents and videos staff upload once and pick in any
// field of the content (STAFF_API.media). What each kind accepts and up to what size, the
// addresses its files are served at, and what the console is answered. Zod-free: the
// console, the server and the site's schemas read it.

import type { Picture } from "./content/media.js";

export const MEDIA_KINDS = ["picture", "document", "video"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const MB = 1024 * 1024;

/**
 * The largest picture an upload may be (an event's, a content field's, the library's), its
 * pixel limit, and the types it may be by content (the server checks the bytes, not the name).
 */
export const EVENT_UPLOAD_MAX_BYTES = 15 * MB;
export const EVENT_UPLOAD_MAX_PIXELS = 40_000_000;
export const EVENT_UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/**
 * What each kind accepts, said before a file is chosen and checked by the server by the
 * file's content, never its name. `types`: the file input's `accept`; `extensions`: the
 * endings a served file of the kind may have.
 */
export const MEDIA_LIMITS: Record<
  MediaKind,
  { maxBytes: number; accepted: string; types: readonly string[]; extensions: readonly string[] }
> = {
  // As the gallery's pictures: made into AVIF and WebP renditions, their metadata dropped.
  picture: {
    maxBytes: EVENT_UPLOAD_MAX_BYTES,
    accepted: "JPEG, PNG or WebP",
    types: EVENT_UPLOAD_TYPES,
    extensions: ["avif", "webp"],
  },
  document: { maxBytes: 20 * MB, accepted: "PDF", types: ["application/pdf"], extensions: ["pdf"] },
  video: {
    maxBytes: 200 * MB,
    accepted: "MP4 or WebM",
    types: ["video/mp4", "video/webm"],
    extensions: ["mp4", "webm"],
  },
};

/** A media item's name for staff: at most this many characters. */
export const MEDIA_TITLE_MAX_LENGTH = 120;

/**
 * The start of a library document's or video's file name under /media/: `file-{32 hex}.{ext}`,
 * named by its bytes, so a replaced file has another address and no cache holds a stale one.
 * (A library picture is a Picture named `upload-{32 hex}`, as contentPictures makes it.)
 */
export const LIBRARY_FILE_PREFIX = "file-";

/** The address a library document or video is served at. */
export const libraryFileUrl = (hash: string, extension: string) =>
  `/media/${LIBRARY_FILE_PREFIX}${hash}.${extension}`;

/** The address of a picture's rendition nearest `width` (a poster's, a thumbnail's). */
export function pictureFileUrl(picture: Picture, width: number): string {
  const fits = picture.widths.filter((w) => w >= width);
  const chosen = fits[0] ?? picture.widths.at(-1) ?? picture.width;
  return `/media/${picture.name}-${chosen}.webp`;
}

/** One document that uses a media item, and where in it. */
export interface MediaUse {
  type: string;
  id: string;
  /** The document's name for staff. */
  label: string;
  /** Visitors see it (the published version uses it), a draft holds it, or both. */
  published: boolean;
  draft: boolean;
  /** The fields that name it (`brochures[2].pdf`), at most a few. */
  fields: string[];
}

/** An item of the media library (STAFF_API.media). */
export interface MediaItem {
  id: string;
  kind: MediaKind;
  title: string;
  /**
   * What a field takes: a document's or video's address (libraryFileUrl); a picture's
   * widest WebP rendition.
   */
  url: string;
  /** A picture's value, as a picture field holds it. */
  picture: Picture | null;
  /** A video's poster: the picture shown before it plays; null when it has none yet. */
  poster: Picture | null;
  /** The uploaded file's type (image/jpeg, application/pdf, video/mp4) and size. */
  contentType: string;
  bytes: number;
  /** The name the uploaded file had on the member's computer. */
  fileName: string;
  uploadedAt: string;
  /** A member's name while the account exists, else a neutral label. */
  uploadedBy: string;
  /** When its file was last replaced, if it was. */
  replacedAt: string | null;
  usedBy: MediaUse[];
}

/** STAFF_API.mediaFile's answer: the item with its new file, and the documents that changed. */
export interface MediaReplaced {
  item: MediaItem;
  /** Documents whose published version was published again with the new file (`type/id`). */
  published: string[];
  /** Documents whose draft now names the new file. */
  drafts: string[];
}
