// One key for one state of the content: the build writes the key of the content it
// rendered its pages from, and the server compares it with the published content's, so a
// server whose database holds the build's content renders nothing at start.

import { createHash } from "node:crypto";
import type { ContentDocument } from "./collections.js";
import { entryPart, PARTS_READ_BY_ENTRY } from "./helpers.js";

export { entryPart, PARTS_READ_BY_ENTRY, readsPart } from "./helpers.js";

/** The key of `documents` (in the site's order, as JSON would carry them). */
export function contentKey(documents: readonly ContentDocument[]): string {
  const hash = createHash("sha256");
  for (const { type, id, data } of documents) hash.update(JSON.stringify([type, id, data])).update("\n");
  return hash.digest("base64url").slice(0, 22);
}

const hashOf = (value: unknown) =>
  createHash("sha256").update(JSON.stringify(value)).digest("base64url").slice(0, 22);

/**
 * A key for each part of the content (SiteContent's keys: `site`, `faq`, `projectTexts`…),
 * and for each entry of a part read by entry: a page rendered from some parts is current
 * while those parts' keys are unchanged.
 */
export function contentPartKeys(content: Readonly<Record<string, unknown>>): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const [part, value] of Object.entries(content)) {
    keys[part] = hashOf(value);
    if (PARTS_READ_BY_ENTRY.includes(part) && typeof value === "object" && value !== null)
      for (const [entry, entryValue] of Object.entries(value))
        keys[entryPart(part, entry)] = hashOf(entryValue);
  }
  return keys;
}

/** The key of what a page read (`reads`, sorted parts) in the content whose part keys are `parts`. */
export function readsKey(reads: readonly string[], parts: Readonly<Record<string, string>>): string {
  const hash = createHash("sha256");
  for (const part of reads) hash.update(`${part}=${parts[part] ?? "-"}\n`);
  return hash.digest("base64url").slice(0, 22);
}
