// Hashes of a page's inline scripts, for its Content-Security-Policy.
//
// The pages carry inline scripts (React Router's hydration context and
// module bootstrap). Allowing exactly their hashes lets them run without
// 'unsafe-inline', which would also let any injected script run.

import { createHash } from "node:crypto";

// The HTML is our own rendering, so a pattern is enough: no attribute value
// there contains ">", and a script's text cannot contain "</script" (it would end it).
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src(?:\s*=|\s|$)/i;

/**
 * CSP hash sources (`'sha256-…'`) of every `<script>` without `src` in `html`, in order,
 * without duplicates. Data blocks such as JSON-LD are included: they never run, and
 * listing them does no harm.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    hashes.add(cspHash(text));
  }
  return [...hashes];
}

/**
 * The browser hashes the script's text as parsed, and the HTML parser has already
 * turned CRLF and lone CR into LF: hash the same, or a file saved with Windows line
 * endings would be blocked.
 */
function cspHash(scriptText: string): string {
  const parsed = scriptText.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(parsed, "utf8").digest("base64")}'`;
}
