// The field rules every content schema builds on: text without placeholders, labels,
// descriptions, sentence counts, lists, slugs, dates, media paths and links, and the small
// shapes several topics share. The checks never transform: the app uses the data exactly
// as written, so it must already be trimmed.

import * as z from "zod/mini";
import { CONTENT_FORM_KEYWORDS, MEDIA_FIELD_KINDS } from "../staff.js";
import { EMPTY_TEXT } from "./checker.js";
import { countSentences, unknownPlaceholders } from "./helpers.js";

const PLACEHOLDER = /\b(?:lorem|ipsum|todo|tbd|fixme|xxx)\b|\[(?:insert|placeholder)/i;

const oneLine = () => z.refine<string>((s) => !s.includes("\n"), "must be one line");

// Control characters other than a line break: never part of a text staff can mean to show.
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F]/;
/** The longest text of any field: a long paragraph is a tenth of it. */
export const TEXT_MAX_LENGTH = 10_000;

/** A non-blank string without placeholder words, control characters or surrounding whitespace. */
export const text = z.string().check(
  z.maxLength(TEXT_MAX_LENGTH, `must be at most ${TEXT_MAX_LENGTH} characters`),
  z.refine((s) => !CONTROL.test(s), "must not contain control characters"),
  z.refine((s) => s.trim() !== "", EMPTY_TEXT),
  z.refine((s) => s.trim() === "" || s === s.trim(), "must not start or end with whitespace"),
  z.refine((s) => !PLACEHOLDER.test(s), "contains placeholder text"),
  z.superRefine<string>((s, ctx) => {
    const unknown = unknownPlaceholders(s);
    if (unknown.length > 0)
      ctx.addIssue({
        code: "custom",
        message: `{${unknown[0]!}} is not a word the site fills in; use {company}, {phone}, {email} and the like`,
        input: s,
      });
  }),
);

/** Short label or heading: one line, at most `max` characters. */
export const label = (max = 120) =>
  text.check(z.maxLength(max, `must be at most ${max} characters`), oneLine());

// The length rules of descriptions, each number written once here: whatever else checks a
// description's length (the route table's descriptions, say) checks it against these
// schemas rather than restating the numbers. A meta description (also a card's text) is one
// line of DESCRIPTION_MIN to DESCRIPTION_MAX characters; a page's own, in the route table,
// needs at least PAGE_DESCRIPTION_MIN of them.
const DESCRIPTION_MIN = 15;
const DESCRIPTION_MAX = 160;
const PAGE_DESCRIPTION_MIN = 50;

/** A meta description, also used as a card's text: one line, DESCRIPTION_MIN to DESCRIPTION_MAX characters. */
export const metaDescription = text.check(
  z.minLength(DESCRIPTION_MIN, `a description needs at least ${DESCRIPTION_MIN} characters`),
  z.maxLength(DESCRIPTION_MAX, `a meta description must be at most ${DESCRIPTION_MAX} characters`),
  oneLine(),
);

/** A page's meta description in the route table: a meta description of at least PAGE_DESCRIPTION_MIN characters. */
export const pageDescription = metaDescription.check(
  z.minLength(PAGE_DESCRIPTION_MIN, `a page description needs at least ${PAGE_DESCRIPTION_MIN} characters`),
);

/** Prose of `min` to `max` sentences. */
export const sentences = (min: number, max: number) =>
  text.check(
    z.refine((s) => {
      const n = countSentences(s);
      return n >= min && n <= max;
    }, `must have ${min} to ${max} sentences`),
  );

/** An array of `min` to `max` items. */
export const listOf = <T extends z.ZodMiniType>(item: T, min: number, max = 1000) =>
  z
    .array(item)
    .check(
      z.minLength(min, `needs at least ${min} item(s)`),
      z.maxLength(max, `allows at most ${max} item(s)`),
    );

/** Paragraphs of prose. */
export const paragraphs = (min = 1, max = 12) => listOf(text, min, max);

/** Bullet points. */
export const bullets = (min = 1, max = 20) => listOf(text, min, max);

/** The items of an array have distinct values of `key`. */
export function uniqueBy<T>(key: (item: T) => unknown, what: string) {
  return z.superRefine<T[]>((items, ctx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value))
        ctx.addIssue({
          code: "custom",
          message: `duplicate ${what} "${String(value)}"`,
          path: [index],
          input: item,
        });
      seen.add(value);
    });
  });
}

/** A whole number of at least `min`. */
export const count = (min = 1) => z.int().check(z.gte(min));

/**
 * The longest id that is part of an address (a slug, a page's path segment): an address
 * a person can read and type. Checked first, and alone when it fails.
 */
export const ADDRESS_MAX_LENGTH = 60;

/** At most `max` characters, said alone: the other checks of an id run only on a short one. */
export const idLength = (max = ADDRESS_MAX_LENGTH) =>
  z.maxLength(max, { error: `must be at most ${max} characters`, abort: true });

/** URL-safe id: lower-case words joined by hyphens (only a-z, 0-9: no look-alike letters). */
export const slug = z
  .string()
  .check(idLength(), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug like 'market-trends'"));

/** One segment of a route path, as the route table writes it (e.g. "Merchant-QR-Code"). */
export const pageSegment = z
  .string()
  .check(idLength(), z.regex(/^[A-Z0-9-]+$/i, "must be a route path segment"));

/** A field name of a form, as the form and the API send it. */
export const fieldName = z
  .string()
  .check(z.regex(/^[a-z][A-Za-z]*$/, "must be a field name like 'graduationYear'"));

/** A date as the spec writes them: DD-MM-YYYY, a real calendar day. */
export const ddmmyyyy = z.string().check(
  z.regex(/^\d{2}-\d{2}-\d{4}$/, "must be a date DD-MM-YYYY"),
  z.refine((s) => {
    const [d, m, y] = s.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, "must be a real calendar date"),
);

/** A root-relative path to a file under /media with one of the given extensions. */
export const mediaPath = (...extensions: string[]) =>
  z
    .string()
    .check(
      z.regex(
        new RegExp(`^/media/(?:[a-z0-9-]+/)*[a-z0-9-]+\\.(?:${extensions.join("|")})$`),
        `must be a path like /media/.../name.${extensions.join("|")}`,
      ),
    );

export const pdfPath = mediaPath("pdf");
export const videoPath = mediaPath("mp4", "webm");
export const posterPath = mediaPath("webp", "avif", "jpg", "png");
export const captionsPath = mediaPath("vtt");

// The console's form offers the media library's files of the kind for these fields:
// documentForm's JSON Schema carries the mark wherever the schema is used.
pdfPath.register(z.globalRegistry, { [CONTENT_FORM_KEYWORDS.kind]: MEDIA_FIELD_KINDS.document });
videoPath.register(z.globalRegistry, { [CONTENT_FORM_KEYWORDS.kind]: MEDIA_FIELD_KINDS.video });
posterPath.register(z.globalRegistry, { [CONTENT_FORM_KEYWORDS.kind]: MEDIA_FIELD_KINDS.poster });

/** An absolute http(s) URL or a mailto:/tel: link. */
/**
 * A link's target. The site identity's own addresses are written as placeholders
 * (mailto:{email}, mailto:{careersEmail}, tel:{dial}), filled when a page is made, so a
 * published phone number or address reaches every link to it.
 */
export const href = z
  .string()
  .check(
    z.regex(
      /^(?:https?:\/\/\S+|mailto:[^\s@]+@[^\s@]+|mailto:\{(?:email|careersEmail)\}|tel:\+?\d+|tel:\{dial\}|\/\S*)$/,
      "must be an http(s), mailto:, tel: or root-relative link",
    ),
  );

// ---------------------------------------------------------------------------------------
// Small shapes several topics share

export const link = z.strictObject({ label: label(), href });
export type Link = z.output<typeof link>;

/** The short intro under a page's heading (the heading is the route table's). */
export const pageIntroSchema = z.strictObject({ intro: sentences(1, 3) });
export type PageIntro = z.output<typeof pageIntroSchema>;

/** A titled paragraph (About's mantras and practices, the careers areas). */
export const titledText = z.strictObject({ title: label(), text: sentences(1, 4) });
export type TitledText = z.output<typeof titledText>;
