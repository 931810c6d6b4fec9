// The building blocks of the form schemas: each field kind's checks and messages, the
// address scans, and the honeypot.
//
// Every check here runs in time linear in the value's length, and the length limit runs
// first and stops the rest: a visitor's post must never cost the server more than reading
// it once. No pattern here has two quantifiers that could match the same characters (a
// domain pattern of that kind once took 20 s on a 126 KB value of dots); the linter
// (eslint-plugin-regexp) refuses such patterns.
//
// Every message is written for the visitor: it names the field and says what to do.

import * as z from "zod/mini";

import { EMAIL_MAX_LENGTH } from "./form-texts.js";

export { EMAIL_MAX_LENGTH, HONEYPOT_FIELD } from "./form-texts.js";

// Text that may end up in a mail header (names, addresses, the subject) may hold no
// control character at all: a CR or LF there would let a visitor add headers. Free
// text (messages) may hold tabs and line breaks, nothing else.
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const CONTROL_BUT_TAB_AND_NEWLINES = /[\u0000-\u0008\v\f\u000E-\u001F\u007F-\u009F]/;

// "=?" starts a MIME encoded word (RFC 2047): "=?utf-8?q?=0D=0ABcc:...?=" is plain ASCII
// that a mail program decodes into a line break. Mail libraries pass well-formed encoded
// words through unchanged, so header-bound text must not contain one.
const ENCODED_WORD_START = "=?";

// One character an address may not hold: white space, the separators of address lists,
// quotes and brackets (what a browser's type=email refuses too), and a second @.
const NOT_IN_ADDRESS = /[\s@<>()[\],;:"\\]/u;

/**
 * A pragmatic check that a browser's type=email also applies: local@domain.tld, no
 * spaces, brackets or quotes, a domain of at least two non-empty labels. A scan, not a
 * pattern, so its time is linear whatever the input.
 */
export function isEmailAddress(value: string): boolean {
  const at = value.indexOf("@");
  if (at < 1 || at === value.length - 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (NOT_IN_ADDRESS.test(local) || NOT_IN_ADDRESS.test(domain)) return false;
  const labels = domain.split(".");
  return labels.length >= 2 && labels.every((label) => label !== "");
}

// A scheme at the start of a URL ("https:", "javascript:"): one class, then a colon it
// cannot match, so the match is linear.
const URL_SCHEME = /^[a-z][\d+.a-z-]*:/i;
const WEB_PROTOCOLS = new Set(["http:", "https:"]);

/**
 * The http(s) URL a visitor meant, or undefined. "linkedin.com/in/name" is a fine answer
 * and becomes "https://linkedin.com/in/name"; any other scheme (javascript:, data:,
 * ftp:), credentials, or a host without a dot are refused.
 */
export function webAddress(value: string): string | undefined {
  const candidate = URL_SCHEME.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  const labels = url.hostname.split(".");
  const ok =
    WEB_PROTOCOLS.has(url.protocol) &&
    url.username === "" &&
    url.password === "" &&
    labels.length >= 2 &&
    labels.every((label) => label !== "");
  return ok ? url.href : undefined;
}

export interface TextRules {
  multiline?: boolean;
  /**
   * Bound for a mail header (Reply-To, Subject): no control character and no encoded
   * word. Implies a single line.
   */
  header?: boolean;
  /** Extra check on the trimmed value (within its length limit) and the message when it fails. */
  check?: { test: (value: string) => boolean; message: string };
}

const required = (label: string) => `${label} is required.`;

/** A required text field: trimmed, 1 to `max` characters, no control characters. */
export function text(label: string, max: number, rules: TextRules = {}) {
  const control = rules.multiline ? CONTROL_BUT_TAB_AND_NEWLINES : ANY_CONTROL;
  return z
    .string({ error: (issue) => (issue.input === undefined ? required(label) : `${label} must be text.`) })
    .check(
      z.trim(),
      // A field that is empty gets one message, not one per rule; one that is too long is
      // not read any further (every later check costs time in its length).
      z.minLength(1, { error: required(label), abort: true }),
      z.maxLength(max, { error: `${label} must be at most ${max} characters.`, abort: true }),
      z.refine<string>((value) => !control.test(value), {
        error: rules.multiline
          ? `${label} must not contain control characters.`
          : `${label} must be a single line without control characters.`,
        abort: true,
      }),
      ...(rules.header
        ? [
            z.refine<string>((value) => !value.includes(ENCODED_WORD_START), {
              error: `${label} must not contain the characters "${ENCODED_WORD_START}" together.`,
              abort: true,
            }),
          ]
        : []),
      ...(rules.check ? [z.refine<string>(rules.check.test, rules.check.message)] : []),
    );
}

/** An optional text field: empty or blank counts as not given. */
export function optionalText(label: string, max: number, rules: TextRules = {}) {
  return z.pipe(
    z.transform((value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value)),
    z.optional(text(label, max, rules)),
  );
}

/** A required e-mail address; it may reach a mail header (Reply-To). */
export function email(label: string) {
  return text(label, EMAIL_MAX_LENGTH, {
    header: true,
    check: {
      test: isEmailAddress,
      message: `${label} must be a valid e-mail address, such as name@example.com.`,
    },
  });
}

/** An optional http(s) address, stored as the URL it was read as (https:// added when missing). */
export function optionalWebAddress(label: string, max: number, example: string) {
  const message = `${label} must be a web address such as ${example}.`;
  return z.pipe(
    optionalText(label, max, { check: { test: (value) => webAddress(value) !== undefined, message } }),
    // Optional on the way out too, so the field stays optional in the parsed type.
    z.optional(z.transform((value: string) => webAddress(value) ?? value)),
  );
}

const WHOLE_NUMBER_MAX_LENGTH = 20;

/** A whole number from a number or from the text of a form field. */
export function wholeNumber(label: string, min: number, max: number) {
  return z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== "string") return value;
      const trimmed = value.trim();
      if (trimmed === "") return undefined;
      // Longer than any number in range: refused as "not a number" without reading on.
      return trimmed.length <= WHOLE_NUMBER_MAX_LENGTH && /^-?\d+(?:\.\d+)?$/.test(trimmed)
        ? Number(trimmed)
        : value;
    }),
    z
      .number({
        error: (issue) => (issue.input === undefined ? required(label) : `${label} must be a number.`),
      })
      .check(
        z.refine((value) => Number.isInteger(value), `${label} must be a whole number.`),
        z.gte(min, `${label} must be at least ${min}.`),
        z.lte(max, `${label} must be at most ${max}.`),
      ),
  );
}

/** The honeypot field of either form: anything short, checked by the server, not the schema. */
export const honeypot = z.optional(z.string().check(z.maxLength(1000)));
