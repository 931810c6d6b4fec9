// What the media library takes, in words said before a file is chosen, and the check made
// as soon as one is (its kind by its type, its size against that kind's limit), so a file
// the server would refuse is never sent: the server checks it again, by its content.

import type { MediaItem, MediaKind } from "@site/contracts/staff";
import { MEDIA_KINDS, MEDIA_LIMITS, MEDIA_TITLE_MAX_LENGTH } from "@site/contracts/staff";
import { ApiError, errorMessages } from "../api";
import { formatBytes } from "../format";

/** Each kind's name for staff: one item, and many. */
export const MEDIA_KIND_WORDS: Record<MediaKind, { one: string; many: string }> = {
  picture: { one: "Picture", many: "Pictures" },
  document: { one: "Document", many: "Documents" },
  video: { one: "Video", many: "Videos" },
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "picture", "document", "video": a kind inside a sentence. */
export const mediaNoun = (kind: MediaKind) => lowerFirst(MEDIA_KIND_WORDS[kind].one);

/** "Pictures: JPEG, PNG or WebP, up to 15 MB; documents: PDF, up to 20 MB; videos: …". */
export function mediaLimitsWords(kinds: readonly MediaKind[] = MEDIA_KINDS): string {
  const parts = kinds.map((kind, index) => {
    const many = MEDIA_KIND_WORDS[kind].many;
    const { accepted, maxBytes } = MEDIA_LIMITS[kind];
    return `${index === 0 ? many : lowerFirst(many)}: ${accepted}, up to ${formatBytes(maxBytes)}`;
  });
  return `${parts.join("; ")}.`;
}

/** The file input's `accept`: every type of the kinds. */
export const mediaAccept = (kinds: readonly MediaKind[] = MEDIA_KINDS) =>
  kinds.flatMap((kind) => MEDIA_LIMITS[kind].types).join(",");

/** The kind a file's type makes it, among `kinds`. */
export const mediaKindOfType = (type: string, kinds: readonly MediaKind[] = MEDIA_KINDS) =>
  kinds.find((kind) => MEDIA_LIMITS[kind].types.includes(type));

/** "a picture (JPEG, PNG or WebP), a document (PDF) or a video (MP4 or WebM)". */
function choicesWords(kinds: readonly MediaKind[]): string {
  const each = kinds.map((kind) => `a ${mediaNoun(kind)} (${MEDIA_LIMITS[kind].accepted})`);
  return each.length === 1 ? each[0]! : `${each.slice(0, -1).join(", ")} or ${each.at(-1)}`;
}

/** The file's kind when it may be sent, or what is wrong with it. */
export function checkMediaFile(
  file: File,
  kinds: readonly MediaKind[] = MEDIA_KINDS,
): { kind: MediaKind; problem?: undefined } | { kind?: undefined; problem: string } {
  const kind = mediaKindOfType(file.type, kinds);
  if (!kind)
    return { problem: `“${file.name}” is not a file the library takes here: choose ${choicesWords(kinds)}.` };
  const { maxBytes } = MEDIA_LIMITS[kind];
  if (file.size > maxBytes) {
    const many = lowerFirst(MEDIA_KIND_WORDS[kind].many);
    return {
      problem: `The ${mediaNoun(kind)} is ${formatBytes(file.size)}; ${many} may be up to ${formatBytes(maxBytes)}.`,
    };
  }
  return { kind };
}

/** Whether the title holds every word of the search, whatever their case. */
export function matchesSearch(title: string, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const lower = title.toLowerCase();
  return words.every((word) => lower.includes(word));
}

/** The title a file gives when none is typed: its name without the ending, as long as a title may be. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf(".");
  const bare = (dot > 0 ? name.slice(0, dot) : name).replace(/_+/g, " ").trim();
  return bare.slice(0, MEDIA_TITLE_MAX_LENGTH);
}

/** What is wrong with a title, or undefined. */
export function mediaTitleProblem(title: string): string | undefined {
  if (title.trim() === "") return "Enter a title.";
  if (title.trim().length > MEDIA_TITLE_MAX_LENGTH)
    return `The title is ${title.trim().length} characters; at most ${MEDIA_TITLE_MAX_LENGTH} fit.`;
  return undefined;
}

export const MEDIA_TITLE_HINT = `How staff find it in the library, never shown to visitors. At most ${MEDIA_TITLE_MAX_LENGTH} characters.`;

/** "Document (application/pdf), 2.4 MB": what an item is, at a glance. */
export function mediaFacts(item: MediaItem): string {
  const kind = MEDIA_KIND_WORDS[item.kind].one;
  const size = item.picture ? `, ${item.picture.width} × ${item.picture.height} pixels` : "";
  return `${kind} (${item.contentType})${size}, ${formatBytes(item.bytes)}`;
}

/** What the server does with a file once every byte is sent, said meanwhile. */
export const MEDIA_PROCESSING_WORDS: Record<MediaKind, string> = {
  picture: "Making the picture's sizes for the site…",
  document: "Checking the PDF…",
  video: "Checking the video…",
};

/**
 * A refused upload's messages by field: the title's beside the title, and every other one
 * beside the file input, in the server's words (a file it cannot read, over its kind's
 * limit, or the status's sentence when it named nothing).
 */
export function uploadRefusal(error: unknown): Record<"title" | "file", string | undefined> {
  if (!(error instanceof ApiError)) return { title: undefined, file: errorMessages(error).join(" ") };
  const title = error.errors.find((e) => e.path === "title")?.message;
  const others = error.errors.filter((e) => e.path !== "title").map((e) => e.message);
  const messages = others.length > 0 || title !== undefined ? others : error.generalMessages;
  return { title, file: messages.length > 0 ? messages.join(" ") : undefined };
}
