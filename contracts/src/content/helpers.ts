// Small run-time helpers over content, free of zod (`@site/contracts/content-helpers`): the
// site's components, build scripts and content modules import them from here, never from
// the schemas' entry, which would ship zod to the browser. The schemas import this module
// for their checks, so it imports no schema: no cycle between the helpers and the schemas.
// The placeholders of texts ({company}, {phone}) are filled by placeholders.ts, re-exported.

export * from "./placeholders.js";
export * from "./opening-terms.js";

/** Number of sentences in a text (ends with . ! or ? followed by a space or the end). */
export function countSentences(s: string): number {
  return (s.match(/[.!?](?=\s|$)/g) ?? []).length;
}

/**
 * A bullet list block (a string block is a paragraph). Generic over the block type, so that
 * it needs no import of rich-text.ts: `isList(b)` with a `Block` narrows to `ListBlock`.
 */
export function isList<B extends string | object>(b: B): b is Exclude<B, string> {
  return typeof b !== "string";
}

/** Seconds of a WebVTT timestamp hh:mm:ss.ttt. */
export function vttSeconds(t: string): number {
  const [h, m, s] = t.split(":").map(Number) as [number, number, number];
  return h * 3600 + m * 60 + s;
}

/**
 * The parts of the content a page reads by entry, not whole: `pageTexts.home`, so a change
 * to one page's title renders that page again, not every page that shows a title.
 * Reading the whole record (a walk over its keys) reads the part itself.
 */
export const PARTS_READ_BY_ENTRY: readonly string[] = ["pageTexts"];

/** The name of entry `entry` of part `part` (PARTS_READ_BY_ENTRY). */
export const entryPart = (part: string, entry: string) => `${part}.${entry}`;

/** Whether a page that read `read` shows something of `part` (the part itself, or one of its entries). */
export const readsPart = (read: string, part: string) => read === part || read.startsWith(`${part}.`);
