// The contact form: what the visitor types, the spec's composition of it, and the call
// the web app makes with that composition (POST /Bweb/api/mailsending).

import * as z from "zod/mini";
import { email, honeypot, HONEYPOT_FIELD, text } from "./fields.js";
import { CONTACT_FIELD_LABELS, CONTACT_LIMITS } from "./form-texts.js";
import { visitFieldsShape } from "./visit-fields.js";

export {
  CONTACT_FIELD_LABELS,
  CONTACT_FORM_PAGE,
  CONTACT_LIMITS,
  CONTACT_SENT_PATH,
  MAIL_SENDING_PATH,
} from "./form-texts.js";

// Subject: 'Contact from ' + name. Body: three labelled lines, the message may span more.
const SUBJECT_PREFIX = "Contact from ";
const CONTACT_SUBJECT_MAX = SUBJECT_PREFIX.length + CONTACT_LIMITS.name;
const CONTACT_BODY_MAX = CONTACT_LIMITS.name + CONTACT_LIMITS.email + CONTACT_LIMITS.message + 64;

const C = CONTACT_FIELD_LABELS;

/** What the visitor types into the contact form (Name, Email, Message). */
export const ContactFormSchema = z.object({
  name: text(C.name, CONTACT_LIMITS.name, { header: true }),
  email: email(C.email),
  message: text(C.message, CONTACT_LIMITS.message, { multiline: true }),
  [HONEYPOT_FIELD]: honeypot,
  // How the visit began, when the pages' script kept it (visits.ts): optional.
  ...visitFieldsShape,
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

/**
 * POST /Bweb/api/mailsending: `{params:{sender, subject, body}}` (+ the honeypot), and
 * optionally beside `params` how the visit began (VISIT_FIELDS).
 */
export const MailSendingRequestSchema = z.object({
  params: z.object(
    {
      sender: email("Sender"),
      subject: text("Subject", CONTACT_SUBJECT_MAX, {
        header: true,
        // The mail's subject is the form's composition, not free text for anyone posting here.
        check: {
          test: (subject) =>
            subject.startsWith(SUBJECT_PREFIX) && subject.slice(SUBJECT_PREFIX.length).trim() !== "",
          message: `Subject must be "${SUBJECT_PREFIX}" followed by the sender's name.`,
        },
      }),
      body: text("Body", CONTACT_BODY_MAX, { multiline: true }),
    },
    { error: (issue) => (issue.input === undefined ? "params is required." : "params must be an object.") },
  ),
  [HONEYPOT_FIELD]: honeypot,
  ...visitFieldsShape,
});
export type MailSendingRequest = z.infer<typeof MailSendingRequestSchema>;
