// The pictures of media.ts, as the content that shows them holds them (people's photos,
// the home page's slides and logos).

import * as z from "zod/mini";
import { CONTENT_FORM_KEYWORDS, PICTURE_FIELD_KIND } from "../staff.js";
import { count, listOf, slug } from "./fields.js";

/**
 * A raster image published as /media/{name}-{width}.{avif,webp} at each of `widths`:
 * a build file (web/public/media), or one staff uploaded (`upload-{hash}`, served from the
 * database). `width` and `height` are its intrinsic size.
 */
export const pictureSchema = z.strictObject({
  name: slug,
  width: count(),
  height: count(),
  /** Published widths, smallest first; the largest equals `width`. */
  widths: z.readonly(listOf(count(), 1, 10)),
});
export type Picture = z.output<typeof pictureSchema>;

// The console's form edits a picture as one field with an upload, not as four numbers:
// documentForm's JSON Schema carries this mark wherever the schema is used.
pictureSchema.register(z.globalRegistry, { [CONTENT_FORM_KEYWORDS.kind]: PICTURE_FIELD_KIND });
