// A video's poster is a picture below the text that the parser would fetch at once, in the
// first round trips the page's own text and pictures need: the build holds it as
// DEFERRED_POSTER, and this sets it once the page has loaded (these scripts load then).
// Without script a video shows no poster; it still plays, with its captions.

import { DEFERRED_POSTER } from "./markers";

export function setDeferredPosters(document: Document): void {
  for (const video of document.querySelectorAll<HTMLVideoElement>(`video[${DEFERRED_POSTER}]`)) {
    video.poster = video.getAttribute(DEFERRED_POSTER) ?? "";
    video.removeAttribute(DEFERRED_POSTER);
  }
}
