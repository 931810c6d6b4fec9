// Small run-time helpers over content types, free of zod: components and content modules
// import them from here (never from schema.ts, which would ship zod to the browser).
// schema.ts re-exports them for the checks and the tests.
import type { Block, ListBlock } from "./schema";

/** Number of sentences in a text (ends with . ! or ? followed by a space or the end). */
export function countSentences(s: string): number {
  return (s.match(/[.!?](?=\s|$)/g) ?? []).length;
}

/** A bullet list block (a string block is a paragraph). */
export function isList(b: Block): b is ListBlock {
  return typeof b !== "string";
}

/** Seconds of a WebVTT timestamp hh:mm:ss.ttt. */
export function vttSeconds(t: string): number {
  const [h, m, s] = t.split(":").map(Number) as [number, number, number];
  return h * 3600 + m * 60 + s;
}
