// The two forms a visitor can send: the contact message and the job application.
//
// One schema per call, used by the web app (before posting, to show errors beside the
// fields) and by the server (before storing). Built with zod/mini so the form pages ship
// a few kilobytes of validation code, not the whole of zod.
//
// Every message is written for the visitor: it names the field and says what to do.

import * as z from "zod/mini";

/** Where the forms post (the spec's paths, on the API base). */
export const MAIL_SENDING_PATH = "/Bweb/api/mailsending";
export const JOB_APPLICATION_PATH = "/BTAB/api/job-application";

/** Where a form posted without JavaScript lands after it was accepted (post-redirect-get). */
export const CONTACT_SENT_PATH = "/contact/sent";
export const APPLICATION_SENT_PATH = "/Careers/applied";

/**
 * A field real visitors never see (hidden from sight, from screen readers and from the
 * tab order). Bots that fill every input fill it; the server then pretends to accept the
 * post and drops it.
 */
export const HONEYPOT_FIELD = "website";

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export const APPLICATION_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  linkedin: 300,
  highestDegree: 150,
  university: 150,
  skills: 1000,
  certifications: 1000,
  position: 100,
  location: 100,
  message: 5000,
  graduationYear: { min: 1900, max: 2100 },
  experience: { min: 0, max: 70 },
} as const;

// Subject: 'Contact from ' + name. Body: three labelled lines, the message may span more.
const SUBJECT_PREFIX = "Contact from ";
const CONTACT_SUBJECT_MAX = SUBJECT_PREFIX.length + CONTACT_LIMITS.name;
const CONTACT_BODY_MAX = CONTACT_LIMITS.name + CONTACT_LIMITS.email + CONTACT_LIMITS.message + 64;

// Every check below runs in time linear in the value's length, and the length limit runs
// first and stops the rest: a visitor's post must never cost the server more than reading
// it once. No pattern here has two quantifiers that could match the same characters (a
// domain pattern of that kind once took 20 s on a 126 KB value of dots); the linter
// (eslint-plugin-regexp) refuses such patterns.

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

const PHONE = /^\+?\d[\d ().-]*$/;

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

interface TextRules {
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
function text(label: string, max: number, rules: TextRules = {}) {
  const control = rules.multiline ? CONTROL_BUT_TAB_AND_NEWLINES : ANY_CONTROL;
  return z.string({ error: (issue) => (issue.input === undefined ? required(label) : `${label} must be text.`) }).check(
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
function optionalText(label: string, max: number, rules: TextRules = {}) {
  return z.pipe(
    z.transform((value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value)),
    z.optional(text(label, max, rules)),
  );
}

function email(label: string) {
  return text(label, CONTACT_LIMITS.email, {
    header: true,
    check: { test: isEmailAddress, message: `${label} must be a valid e-mail address, such as name@example.com.` },
  });
}

/** An optional http(s) address, stored as the URL it was read as (https:// added when missing). */
function optionalWebAddress(label: string, max: number, example: string) {
  const message = `${label} must be a web address such as ${example}.`;
  return z.pipe(
    optionalText(label, max, { check: { test: (value) => webAddress(value) !== undefined, message } }),
    // Optional on the way out too, so the field stays optional in the parsed type.
    z.optional(z.transform((value: string) => webAddress(value) ?? value)),
  );
}

const WHOLE_NUMBER_MAX_LENGTH = 20;

/** A whole number from a number or from the text of a form field. */
function wholeNumber(label: string, min: number, max: number) {
  return z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== "string") return value;
      const trimmed = value.trim();
      if (trimmed === "") return undefined;
      // Longer than any number in range: refused as "not a number" without reading on.
      return trimmed.length <= WHOLE_NUMBER_MAX_LENGTH && /^-?\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
    }),
    z
      .number({ error: (issue) => (issue.input === undefined ? required(label) : `${label} must be a number.`) })
      .check(
        z.refine((value) => Number.isInteger(value), `${label} must be a whole number.`),
        z.gte(min, `${label} must be at least ${min}.`),
        z.lte(max, `${label} must be at most ${max}.`),
      ),
  );
}

const honeypot = z.optional(z.string().check(z.maxLength(1000)));

/** The contact form's labels: the form, its error messages and the privacy notice use them. */
export const CONTACT_FIELD_LABELS = { name: "Name", email: "Email", message: "Message" } as const;

/** The careers form's labels, in the form's order: the form, the messages, the mail to HR. */
export const APPLICATION_FIELD_LABELS = {
  name: "Full name",
  email: "Email",
  phone: "Phone",
  linkedin: "LinkedIn profile",
  highestDegree: "Highest degree",
  university: "University",
  graduationYear: "Graduation year",
  skills: "Skills",
  certifications: "Certifications",
  position: "Position applied for",
  location: "Location",
  experience: "Years of experience",
  message: "Message",
} as const;

// ---- Contact -------------------------------------------------------------------------

/** What the visitor types into the contact form (Name, Email, Message). */
const C = CONTACT_FIELD_LABELS;

export const ContactFormSchema = z.object({
  name: text(C.name, CONTACT_LIMITS.name, { header: true }),
  email: email(C.email),
  message: text(C.message, CONTACT_LIMITS.message, { multiline: true }),
  [HONEYPOT_FIELD]: honeypot,
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

/** The spec's composition: what the web app posts under `params`. */
export interface ContactMail {
  /** The visitor's e-mail address (the mail's Reply-To). */
  sender: string;
  /** 'Contact from {name}' */
  subject: string;
  /** Lines Name, Email, Message. */
  body: string;
}

/** Composes sender, subject and body from the form's (already validated) fields. */
export function composeContactMail(form: Pick<ContactForm, "name" | "email" | "message">): ContactMail {
  return {
    sender: form.email,
    subject: `${SUBJECT_PREFIX}${form.name}`,
    body: `Name: ${form.name}\nEmail: ${form.email}\nMessage: ${form.message}`,
  };
}

/** POST /Bweb/api/mailsending: `{params:{sender, subject, body}}` (+ the honeypot). */
export const MailSendingRequestSchema = z.object({
  params: z.object(
    {
      sender: email("Sender"),
      subject: text("Subject", CONTACT_SUBJECT_MAX, {
        header: true,
        // The mail's subject is the form's composition, not free text for anyone posting here.
        check: {
          test: (subject) => subject.startsWith(SUBJECT_PREFIX) && subject.slice(SUBJECT_PREFIX.length).trim() !== "",
          message: `Subject must be "${SUBJECT_PREFIX}" followed by the sender's name.`,
        },
      }),
      body: text("Body", CONTACT_BODY_MAX, { multiline: true }),
    },
    { error: (issue) => (issue.input === undefined ? "params is required." : "params must be an object.") },
  ),
  [HONEYPOT_FIELD]: honeypot,
});
export type MailSendingRequest = z.infer<typeof MailSendingRequestSchema>;

// ---- Job application -----------------------------------------------------------------

const L = APPLICATION_LIMITS;
const A = APPLICATION_FIELD_LABELS;

/** The 13 fields of the careers form (spec sections 3 and 5), plus the honeypot. */
export const JobApplicationSchema = z.object({
  name: text(A.name, L.name, { header: true }),
  email: email(A.email),
  phone: text(A.phone, L.phone, {
    check: {
      test: (value) => PHONE.test(value),
      message: `${A.phone} must contain only digits, spaces and + ( ) - . characters.`,
    },
  }),
  linkedin: optionalWebAddress(A.linkedin, L.linkedin, "https://www.linkedin.com/in/your-name"),
  highestDegree: text(A.highestDegree, L.highestDegree),
  university: text(A.university, L.university),
  graduationYear: wholeNumber(A.graduationYear, L.graduationYear.min, L.graduationYear.max),
  skills: text(A.skills, L.skills, { multiline: true }),
  certifications: optionalText(A.certifications, L.certifications, { multiline: true }),
  position: text(A.position, L.position, { header: true }),
  location: text(A.location, L.location),
  experience: wholeNumber(A.experience, L.experience.min, L.experience.max),
  message: optionalText(A.message, L.message, { multiline: true }),
  [HONEYPOT_FIELD]: honeypot,
});
export type JobApplicationInput = z.input<typeof JobApplicationSchema>;
export type JobApplication = z.infer<typeof JobApplicationSchema>;

export type JobApplicationField = keyof typeof APPLICATION_FIELD_LABELS;

/** The application's 13 fields in the spec's (and the form's) order. */
export const JOB_APPLICATION_FIELDS = Object.keys(APPLICATION_FIELD_LABELS) as JobApplicationField[];

export const REQUIRED_APPLICATION_FIELDS: readonly JobApplicationField[] = [
  "name",
  "email",
  "phone",
  "highestDegree",
  "university",
  "graduationYear",
  "skills",
  "position",
  "location",
  "experience",
];

// ---- Answers -------------------------------------------------------------------------

/** 202: stored; delivery follows from the outbox. */
export interface AcceptedResponse {
  id: string;
}

/** One problem with the input: `path` is the field ("params.sender", "graduationYear"). */
export interface FieldError {
  path: string;
  message: string;
}

/** 400 and the other refusals: every problem at once. */
export interface ErrorResponse {
  errors: FieldError[];
}

/** The issues of a failed parse as the API reports them: every one, in field order. */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/** XSRF (spec section 7): the cookie the server sets and the header the app echoes it in. */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
/**
 * How many XSRF-TOKEN values the app sends and the server reads. Several cookies of that
 * name can reach us (a sibling subdomain may set one for the parent domain), so the app
 * lists every value it can read, comma-separated, and the server accepts the post when
 * one of them is a valid cookie of the request. Enough for a few planted copies, and a
 * bound on the signature checks one request can cost.
 */
export const XSRF_MAX_TOKENS = 16;
/** Answers 204 and sets the cookie when a page came from somewhere that could not set it. */
export const XSRF_TOKEN_PATH = "/Bweb/api/xsrf-token";
