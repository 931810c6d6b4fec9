// One key for one state of the content: the build writes the key of the content it
// rendered its pages from, and the server compares it with the published content's, so a
// server whose database holds the build's content renders nothing at start.

import { createHash } from "node:crypto";
import type { ContentDocument } from "./collections.js";

/** The key of `documents` (in the site's order, as JSON would carry them). */
export function contentKey(documents: readonly ContentDocument[]): string {
  const hash = createHash("sha256");
  for (const { type, id, data } of documents) hash.update(JSON.stringify([type, id, data])).update("\n");
  return hash.digest("base64url").slice(0, 22);
}
