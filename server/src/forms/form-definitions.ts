// The two forms a visitor can post, each in its two encodings: JSON from the web app, and
// application/x-www-form-urlencoded from a plain HTML form when JavaScript is off. Each
// validates with the shared schema (every problem at once) and stores with its outbox row.
// An application may name the job opening it is for: one the site publishes and that is
// open now, kept with it as it was then.

import {
  APPLICATION_FORM_PAGE,
  APPLICATION_SENT_PATH,
  CONTACT_FORM_PAGE,
  CONTACT_SENT_PATH,
  composeContactMail,
  ContactFormSchema,
  fieldErrors,
  HONEYPOT_FIELD,
  JOB_APPLICATION_PATH,
  JobApplicationSchema,
  MAIL_SENDING_PATH,
  MailSendingRequestSchema,
  OPENING_CLOSED,
  OPENING_FIELD,
  type FieldError,
} from "@site/contracts";
import { isOpen, type Opening } from "@site/contracts/content";
import type { Db, OutboxKind } from "../db/schema.js";
import { storeContactMessage, storeJobApplication, type StoredCv } from "./store.js";

/** JSON (the web app's object), or a form's fields (urlencoded or multipart). */
export type FormEncoding = "json" | "form";

/**
 * A valid post comes with `store`, which writes it and its outbox row in one transaction
 * and resolves with its id; an invalid one with every problem found.
 */
export type Validation =
  { ok: true; store: (db: Db) => Promise<string> } | { ok: false; errors: FieldError[] };

/** What a check may need besides the post itself. */
export interface FormContext {
  /** When the post is checked: an opening must be open then. */
  now: Date;
  /** The job openings published now (asked only of an application that names one). */
  openings(): Promise<readonly Opening[]>;
}

export interface FormDefinition {
  kind: OutboxKind;
  /** Where it is posted. */
  path: string;
  /** What the visitor sends, for messages: "message", "application". */
  noun: string;
  /** The page with the form, and how to name it in a link. */
  formPage: { href: string; label: string };
  /** Where a post without JavaScript lands once accepted (post-redirect-get). */
  sentPage: string;
  /** Whether it may come as multipart/form-data with a CV. */
  takesCv: boolean;
  /** Checks `body`; a valid one is stored with `cv`, already accepted by its content. */
  validate(body: unknown, encoding: FormEncoding, context: FormContext, cv?: StoredCv): Promise<Validation>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const NOT_AN_OBJECT: FieldError[] = [{ path: "", message: "The request body must be a JSON object." }];

/** Whether a field was left empty: absent, or text of spaces only. */
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * Whether a bot filled the field real visitors never see. Blank counts as empty: a
 * browser's autofill may leave whitespace, and a person's message must not be dropped.
 */
export function honeypotFilled(body: unknown): boolean {
  if (!isRecord(body)) return false;
  const value = body[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}

export const CONTACT_FORM: FormDefinition = {
  kind: "contact",
  path: MAIL_SENDING_PATH,
  noun: "message",
  formPage: { href: CONTACT_FORM_PAGE, label: "the contact form" },
  sentPage: CONTACT_SENT_PATH,
  takesCv: false,
  async validate(body, encoding) {
    if (!isRecord(body)) return { ok: false, errors: NOT_AN_OBJECT };
    if (encoding === "form") {
      // The form's own fields; the mail is composed here as the web app would compose it.
      const parsed = ContactFormSchema.safeParse(body);
      if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
      const mail = composeContactMail(parsed.data);
      return { ok: true, store: (db) => storeContactMessage(db, mail, new Date(), parsed.data) };
    }
    const parsed = MailSendingRequestSchema.safeParse(body);
    if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
    const { sender, subject, body: text } = parsed.data.params;
    return {
      ok: true,
      store: (db) => storeContactMessage(db, { sender, subject, body: text }, new Date(), parsed.data),
    };
  },
};

export const JOB_APPLICATION_FORM: FormDefinition = {
  kind: "application",
  path: JOB_APPLICATION_PATH,
  noun: "application",
  formPage: { href: APPLICATION_FORM_PAGE, label: "the careers page" },
  sentPage: APPLICATION_SENT_PATH,
  takesCv: true,
  async validate(body, _encoding, context, cv) {
    if (!isRecord(body)) return { ok: false, errors: NOT_AN_OBJECT };
    // The opening first, by the schema's own check of the field (its length first, then its
    // shape): only an id that passes is looked up among the openings.
    const choice = JobApplicationSchema.shape.opening.safeParse(body[OPENING_FIELD]);
    const named = choice.success ? choice.data : undefined;
    const opening =
      named === undefined
        ? undefined
        : (await context.openings()).find((candidate) => candidate.id === named);
    const open = opening !== undefined && isOpen(opening, context.now) ? opening : undefined;
    // The form without JavaScript posts the choice and leaves the position as the
    // applicant left it: an empty one is the opening's title, as the script would have made it.
    const filled = open !== undefined && isBlank(body.position) ? { ...body, position: open.title } : body;
    // One schema for both encodings: it reads numbers from a form field's text too.
    const parsed = JobApplicationSchema.safeParse(filled);
    const errors = parsed.success ? [] : fieldErrors(parsed.error);
    // An opening that closed (or was never published) while the page was open: the
    // applicant may choose another or apply without one.
    if (named !== undefined && open === undefined)
      errors.push({ path: OPENING_FIELD, message: OPENING_CLOSED });
    if (!parsed.success || errors.length > 0) return { ok: false, errors };
    const application = parsed.data;
    const applied = open === undefined ? undefined : { id: open.id, title: open.title };
    return { ok: true, store: (db) => storeJobApplication(db, application, context.now, cv, applied) };
  },
};

export const FORMS: readonly FormDefinition[] = [CONTACT_FORM, JOB_APPLICATION_FORM];
