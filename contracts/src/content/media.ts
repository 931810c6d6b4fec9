// The pictures of media.ts, as the content that shows them holds them (people's photos,
// the home page's slides and logos).

import * as z from "zod/mini";
import { count, listOf, slug } from "./fields.js";

/**
 * A raster image published as /media/{name}-{width}.{avif,webp} at each of `widths`.
 * `width` and `height` are its intrinsic size.
 */
export const pictureSchema = z.strictObject({
  name: slug,
  width: count(),
  height: count(),
  /** Published widths, smallest first; the largest equals `width`. */
  widths: z.readonly(listOf(count(), 1, 10)),
});
export type Picture = z.output<typeof pictureSchema>;
