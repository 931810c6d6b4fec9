// The gallery's renditions: the shared intake (images/renditions.ts) at the widths the
// gallery's cards and dialog show, and the one rendition the API's `imageurl` names.

import type { ImageFormat } from "../db/schema.js";
import { makeRenditions, type EncodeOptions, type ImageRendition } from "../images/renditions.js";

export const RENDITION_WIDTHS = [480, 800, 1200] as const;
/** `imageurl` is the WebP rendition of this width, or the widest one below it. */
export const DEFAULT_RENDITION_WIDTH = 800;

/** An event's picture checked and made into its renditions; throws ImageRejected when refused. */
export const makeEventRenditions = (bytes: Buffer, options: EncodeOptions = {}): Promise<ImageRendition[]> =>
  makeRenditions(bytes, { ...options, widths: RENDITION_WIDTHS });

/** The rendition `imageurl` points at: WebP, 800 px wide or the widest narrower one. */
export function defaultRendition<T extends { format: ImageFormat; width: number }>(
  renditions: readonly T[],
): T | undefined {
  const webp = renditions
    .filter((rendition) => rendition.format === "webp")
    .sort((a, b) => a.width - b.width);
  const fitting = webp.filter((rendition) => rendition.width <= DEFAULT_RENDITION_WIDTH);
  return fitting.at(-1) ?? webp[0];
}
