// Hostile input is normal input: every field of every form schema, given 128 KiB made of
// the separators that make backtracking patterns explode (dots, at signs, hyphens, spaces,
// slashes, digits, and mixes of them), must be refused in linear time. Before the checks
// were rewritten, one e-mail value of dots ("a@" + "." × 126000 + "@") took 20 s.

import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { ContactFormSchema, MailSendingRequestSchema } from "./contact.js";
import { HONEYPOT_FIELD, isEmailAddress, webAddress } from "./fields.js";
import { APPLICATION_FIELD_LABELS, JobApplicationSchema, OPENING_FIELD } from "./job-application.js";
import { sampleContactForm, sampleContactMessage, sampleJobApplication } from "./samples.js";

const SIZE = 128 * 1024;
// A linear check reads 128 KiB in well under a millisecond; a quadratic one takes seconds.
const BOUND_MS = 50;

const fill = (unit: string, prefix = "", suffix = "") =>
  prefix + unit.repeat(Math.ceil((SIZE - prefix.length - suffix.length) / unit.length)) + suffix;

/** The shapes that have taken pattern checks quadratic or worse, each 128 KiB long. */
const HOSTILE_VALUES: Record<string, string> = {
  dots: fill("."),
  "dots between at signs": fill(".", "a@", "@"),
  "at signs": fill("@"),
  hyphens: fill("-"),
  "hyphens after a digit": fill("-", "+1", "x"),
  spaces: fill(" "),
  "spaces inside text": fill(" ", "a", "a"),
  slashes: fill("/"),
  "slashes after a scheme": fill("/", "https:", "\u0000"),
  digits: fill("9"),
  "digits with a dot": fill("9", "", ".x"),
  "dot-at pairs": fill(".@"),
  "label-dot pairs": fill("a."),
  "hyphen-dot pairs": fill("-."),
  "digit-space pairs": fill("1 "),
  "encoded-word openers": fill("=?"),
  "letters then a bad end": fill("a", "a@b.", "\n"),
  "colons and slashes": fill(":/"),
};

/** Milliseconds `run` takes, best of two (the first may pay for compilation). */
function timeOf(run: () => unknown): number {
  let best = Infinity;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

// Every field of both forms in both encodings (the urlencoded contact form is the
// ContactFormSchema; the careers form's two encodings share one schema), plus the honeypot.
const CASES: { schema: string; field: string; parse: (value: string) => { success: boolean } }[] = [
  ...[...Object.keys(sampleContactForm), HONEYPOT_FIELD].map((field) => ({
    schema: "contact form",
    field,
    parse: (value: string) => ContactFormSchema.safeParse({ ...sampleContactForm, [field]: value }),
  })),
  ...Object.keys(sampleContactMessage.params).map((field) => ({
    schema: "mailsending (JSON)",
    field: `params.${field}`,
    parse: (value: string) =>
      MailSendingRequestSchema.safeParse({ params: { ...sampleContactMessage.params, [field]: value } }),
  })),
  {
    schema: "mailsending (JSON)",
    field: HONEYPOT_FIELD,
    parse: (value: string) =>
      MailSendingRequestSchema.safeParse({ params: sampleContactMessage.params, [HONEYPOT_FIELD]: value }),
  },
  ...[...Object.keys(APPLICATION_FIELD_LABELS), OPENING_FIELD, HONEYPOT_FIELD].map((field) => ({
    schema: "job application",
    field,
    parse: (value: string) => JobApplicationSchema.safeParse({ ...sampleJobApplication, [field]: value }),
  })),
];

describe("every field refuses 128 KiB of separators in linear time", () => {
  it("covers all 13 application fields and the opening, the contact fields and the honeypots", () => {
    expect(CASES).toHaveLength(4 + 4 + 15);
  });

  describe.each(CASES)("$schema: $field", ({ parse }) => {
    it.each(Object.entries(HOSTILE_VALUES))(`%s: refused in under ${BOUND_MS} ms`, (_shape, value) => {
      expect(value.length).toBeGreaterThanOrEqual(SIZE);
      let result: { success: boolean } | undefined;
      const took = timeOf(() => (result = parse(value)));
      // Blank counts as "not given" in an optional field; everything else here is refused.
      if (value.trim() !== "") expect(result?.success).toBe(false);
      expect(took).toBeLessThan(BOUND_MS);
    });
  });
});

// The field checks are linear on their own too, not only thanks to the length limits that
// run first: a later change to a limit must not bring the 20-second post back.
describe("the checks themselves, without length limits", () => {
  it.each(Object.entries(HOSTILE_VALUES))(`e-mail check on %s: under ${BOUND_MS} ms`, (_shape, value) => {
    let valid: boolean | undefined;
    expect(timeOf(() => (valid = isEmailAddress(value)))).toBeLessThan(BOUND_MS);
    expect(valid).toBe(false);
  });

  it.each(Object.entries(HOSTILE_VALUES))(
    `web address check on %s: under ${BOUND_MS} ms`,
    (_shape, value) => {
      expect(timeOf(() => webAddress(value))).toBeLessThan(BOUND_MS);
    },
  );

  it("a long address that is valid is still recognised in linear time", () => {
    const value = `${"a".repeat(SIZE)}@${"b.".repeat(SIZE / 2)}com`;
    let valid: boolean | undefined;
    expect(timeOf(() => (valid = isEmailAddress(value)))).toBeLessThan(BOUND_MS);
    expect(valid).toBe(true);
  });
});
