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

// Text that may end up in a mail header (names, addresses, the subject) may hold no
// control character at all: a CR or LF there would let a visitor add headers. Free
// text (messages) may hold tabs and line breaks, nothing else.
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const CONTROL_BUT_TAB_AND_NEWLINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

// A pragmatic check that a browser's type=email also applies: something@domain.tld,
// no spaces, no brackets, no quotes.
const EMAIL = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;
const PHONE = /^\+?[0-9][0-9 ()\-.]*$/;

interface TextRules {
  multiline?: boolean;
  /** Extra check on the trimmed value and the message when it fails. */
  pattern?: { test: RegExp; message: string };
}

const required = (label: string) => `${label} is required.`;

/** A required text field: trimmed, 1 to `max` characters, no control characters. */
function text(label: string, max: number, rules: TextRules = {}) {
  const control = rules.multiline ? CONTROL_BUT_TAB_AND_NEWLINES : ANY_CONTROL;
  return z.string({ error: (issue) => (issue.input === undefined ? required(label) : `${label} must be text.`) }).check(
    z.trim(),
    // A field that is empty gets one message, not one per rule.
    z.minLength(1, { error: required(label), abort: true }),
    z.maxLength(max, `${label} must be at most ${max} characters.`),
    z.refine(
      (value) => !control.test(value),
      rules.multiline
        ? `${label} must not contain control characters.`
        : `${label} must be a single line without control characters.`,
    ),
    ...(rules.pattern ? [z.regex(rules.pattern.test, rules.pattern.message)] : []),
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
    pattern: { test: EMAIL, message: `${label} must be a valid e-mail address, such as name@example.com.` },
  });
}

/** A whole number from a number or from the text of a form field. */
function wholeNumber(label: string, min: number, max: number) {
  return z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== "string") return value;
      const trimmed = value.trim();
      return trimmed === "" ? undefined : /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
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
  name: text(C.name, CONTACT_LIMITS.name),
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
      subject: text("Subject", CONTACT_SUBJECT_MAX),
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
  name: text(A.name, L.name),
  email: email(A.email),
  phone: text(A.phone, L.phone, {
    pattern: { test: PHONE, message: `${A.phone} must contain only digits, spaces and + ( ) - . characters.` },
  }),
  linkedin: optionalText(A.linkedin, L.linkedin),
  highestDegree: text(A.highestDegree, L.highestDegree),
  university: text(A.university, L.university),
  graduationYear: wholeNumber(A.graduationYear, L.graduationYear.min, L.graduationYear.max),
  skills: text(A.skills, L.skills, { multiline: true }),
  certifications: optionalText(A.certifications, L.certifications, { multiline: true }),
  position: text(A.position, L.position),
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
/** Answers 204 and sets the cookie when a page came from somewhere that could not set it. */
export const XSRF_TOKEN_PATH = "/Bweb/api/xsrf-token";
