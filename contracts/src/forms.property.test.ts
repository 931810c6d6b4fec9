// Properties of the form schemas over generated input (fast-check, seeded so a failure
// is reproducible): whatever a visitor or a script sends, parsing never throws; it either
// succeeds with the contract's types or yields errors of the contract's shape, naming
// fields the form has.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "./answers.js";
import { composeContactMail, ContactFormSchema, MailSendingRequestSchema } from "./contact.js";
import { HONEYPOT_FIELD, isEmailAddress, webAddress } from "./fields.js";
import { APPLICATION_FIELD_LABELS, JobApplicationSchema } from "./job-application.js";

const RUNS = { seed: 20261123, numRuns: 400 };

// Strings that reach the edges of the rules: separators, control characters, encoded-word
// openers, digits, very long runs, any Unicode.
const edgyString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.string({
    unit: fc.constantFrom(".", "@", "-", " ", "/", "=", "?", "\r", "\n", "\t", "\u0000", "a", "1", "+", ":"),
    maxLength: 400,
  }),
  fc.integer({ min: 0, max: 6000 }).map((length) => "x".repeat(length)),
  fc.emailAddress(),
  fc.webUrl(),
);
// Anything JSON can carry, and strings most of the time.
const anyValue = fc.oneof(
  { weight: 4, arbitrary: edgyString },
  { weight: 1, arbitrary: fc.jsonValue() },
  { weight: 1, arbitrary: fc.anything() },
);

/** A record with these keys (each present or not) holding any values, plus a few unknown keys. */
const recordOf = (keys: readonly string[]) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((key) => [key, anyValue])), { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 10 }), anyValue, { maxKeys: 3 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));

interface Parsed {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

/** Parses without throwing and, on failure, reports errors of the contract's shape on `allowedPaths`. */
function expectContractShape(result: Parsed, allowedPaths: ReadonlySet<string>) {
  if (result.success) return;
  const errors = fieldErrors(result.error!);
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) {
    expect(typeof error.message).toBe("string");
    expect(error.message.length).toBeGreaterThan(0);
    // Visitors read these: never a dump of what they sent.
    expect(error.message.length).toBeLessThan(200);
    expect(allowedPaths.has(error.path)).toBe(true);
  }
}

const CONTACT_FIELDS = ["name", "email", "message", HONEYPOT_FIELD];
const APPLICATION_FIELDS = [...Object.keys(APPLICATION_FIELD_LABELS), HONEYPOT_FIELD];
const PARAMS_FIELDS = ["sender", "subject", "body"];

describe("any input parses or yields errors of the contract's shape, never throws", () => {
  it("the contact form", () => {
    const paths = new Set(["", ...CONTACT_FIELDS]);
    fc.assert(
      fc.property(fc.oneof(recordOf(CONTACT_FIELDS), fc.anything()), (input) => {
        const result = ContactFormSchema.safeParse(input);
        expectContractShape(result, paths);
        if (result.success) {
          expect(typeof result.data.name).toBe("string");
          expect(isEmailAddress(result.data.email)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it("the mailsending call (JSON)", () => {
    const paths = new Set(["", "params", HONEYPOT_FIELD, ...PARAMS_FIELDS.map((field) => `params.${field}`)]);
    const request = fc.oneof(
      fc.record(
        { params: fc.oneof(recordOf(PARAMS_FIELDS), anyValue), [HONEYPOT_FIELD]: anyValue },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    fc.assert(
      fc.property(request, (input) => {
        const result = MailSendingRequestSchema.safeParse(input);
        expectContractShape(result, paths);
        if (result.success) expect(result.data.params.subject.startsWith("Contact from ")).toBe(true);
      }),
      RUNS,
    );
  });

  it("the job application (JSON and form fields)", () => {
    const paths = new Set(["", ...APPLICATION_FIELDS]);
    fc.assert(
      fc.property(fc.oneof(recordOf(APPLICATION_FIELDS), fc.anything()), (input) => {
        const result = JobApplicationSchema.safeParse(input);
        expectContractShape(result, paths);
        if (result.success && result.data.linkedin !== undefined) {
          expect(result.data.linkedin).toMatch(/^https?:\/\//);
        }
      }),
      RUNS,
    );
  });
});

describe("what the form accepts, the call accepts", () => {
  // The web app composes the call from the form: a form the browser let through must
  // never be refused by the server's check of the composed call.
  const printable = fc.string({ unit: "grapheme", minLength: 1, maxLength: 100 });
  it("every valid contact form composes a valid mailsending call", () => {
    fc.assert(
      fc.property(
        printable,
        fc.emailAddress(),
        fc.string({ unit: "grapheme", minLength: 1, maxLength: 5000 }),
        (name, email, message) => {
          const form = ContactFormSchema.safeParse({ name, email, message });
          fc.pre(form.success);
          const call = MailSendingRequestSchema.safeParse({ params: composeContactMail(form.data!) });
          expect(call.success ? [] : fieldErrors(call.error)).toEqual([]);
        },
      ),
      RUNS,
    );
  });
});

describe("the checks agree with their intent", () => {
  it("an address has one @, a local part and a domain of non-empty labels", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        expect(isEmailAddress(address)).toBe(address.split("@")[1]!.includes("."));
      }),
      RUNS,
    );
  });

  it("a web address is always an http(s) URL when accepted", () => {
    fc.assert(
      fc.property(
        fc.oneof(edgyString, fc.webUrl({ validSchemes: ["http", "https", "ftp", "javascript", "data"] })),
        (value) => {
          const url = webAddress(value);
          if (url !== undefined) expect(["http:", "https:"]).toContain(new URL(url).protocol);
        },
      ),
      RUNS,
    );
  });
});
