// The mail each form sends, rendered from its stored row every time the worker tries
// (a registered MailRenderer per outbox kind): the contact message to MAIL_TO as the
// visitor composed it, the application to CAREERS_MAIL_TO with the opening it is for,
// every field labelled and its CV attached (read with the application at every attempt:
// no copy is kept elsewhere).

import {
  APPLICATION_FIELD_LABELS,
  JOB_APPLICATION_FIELDS,
  OPEN_APPLICATION,
  openingPagePath,
  type InboxKind,
  type JobApplicationField,
} from "@site/contracts";
import type { Config } from "../config.js";
import type { ContactMessage, Db, JobApplication, OutboxKind } from "../db/schema.js";
import type { MailContent, MailRenderer } from "../mail/message.js";
import { readCvFile } from "./cv-store.js";

/** What an optional field the applicant left empty shows. */
export const NOT_GIVEN = "not given";

export function renderContactMail(row: ContactMessage, inbox: string): MailContent {
  return {
    to: inbox,
    replyTo: { name: "", address: row.sender },
    // The spec composes both: 'Contact from {name}', and lines Name, Email, Message.
    subject: row.subject,
    text: row.body,
    date: new Date(row.received_at),
    visitorText: [row.sender, row.subject, row.body],
  };
}

export type ApplicationValues = Record<JobApplicationField, string | number | null>;

/** The applicant's answers by field, as the form named them. */
export function applicationValues(row: JobApplication): ApplicationValues {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    linkedin: row.linkedin,
    highestDegree: row.highest_degree,
    university: row.university,
    graduationYear: row.graduation_year,
    skills: row.skills,
    certifications: row.certifications,
    position: row.position,
    location: row.location,
    experience: row.experience,
    message: row.message,
  };
}

/** One `Label: value` line per field, in the form's order; empty optional fields say so. */
export function applicationBody(row: JobApplication): string {
  const values = applicationValues(row);
  return JOB_APPLICATION_FIELDS.map((field) => {
    const value = values[field];
    return `${APPLICATION_FIELD_LABELS[field]}: ${value === null || value === "" ? NOT_GIVEN : String(value)}`;
  }).join("\n");
}

/** What HR's mail and the inbox call the opening an application is for. */
export const APPLIED_FOR_LABEL = "Applied for";

/**
 * The opening an application is for, as the applicant saw it, with the address of its page
 * on the site at `siteUrl` (gone once it closes, but it says which one); or an open application.
 */
export function appliedFor(
  row: Pick<JobApplication, "opening_id" | "opening_title">,
  siteUrl: string,
): string {
  if (row.opening_id === null) return OPEN_APPLICATION;
  const page = new URL(openingPagePath(row.opening_id), siteUrl).href;
  return `${row.opening_title ?? row.opening_id} (${page})`;
}

/** An application as its mail needs it: the row, and its CV if one came with it. */
export type ApplicationWithCv = JobApplication & {
  cv?: { fileName: string; mediaType: string; bytes: Buffer };
};

/** The application `id` with its CV, or undefined when it is gone. */
export async function loadApplication(db: Db, id: string): Promise<ApplicationWithCv | undefined> {
  const row = await db.selectFrom("job_applications").selectAll().where("id", "=", id).executeTakeFirst();
  if (row === undefined) return undefined;
  const cv = await readCvFile(db, id);
  return cv === undefined
    ? row
    : { ...row, cv: { fileName: cv.fileName, mediaType: cv.mediaType, bytes: cv.bytes } };
}

export function renderApplicationMail(row: ApplicationWithCv, inbox: string, siteUrl: string): MailContent {
  // The opening first: what HR sorts applications by.
  const body = `${APPLIED_FOR_LABEL}: ${appliedFor(row, siteUrl)}\n${applicationBody(row)}`;
  return {
    ...(row.cv === undefined
      ? {}
      : {
          attachments: [{ filename: row.cv.fileName, contentType: row.cv.mediaType, content: row.cv.bytes }],
        }),
    to: inbox,
    replyTo: { name: row.name, address: row.email },
    subject: `Job application: ${row.position} – ${row.name}`,
    // Said in the text too: a mail program may hide attachments, or a filter strip them.
    text: row.cv === undefined ? body : `${body}\nCV: attached (${row.cv.fileName})`,
    date: new Date(row.received_at),
    visitorText: Object.values(applicationValues(row)).filter(
      (value): value is string => typeof value === "string",
    ),
  };
}

/** The staff inbox each form's mail goes to, by its kind. */
export type Inboxes = Record<InboxKind, string>;

export const staffInboxes = (config: Pick<Config, "mailTo" | "careersMailTo">): Inboxes => ({
  contact: config.mailTo,
  application: config.careersMailTo,
});

/** The renderer of each form's outbox kind, addressed to the inboxes of `config`. */
export function formMailRenderers(
  config: Pick<Config, "mailTo" | "careersMailTo" | "siteUrl">,
): Map<OutboxKind, MailRenderer> {
  const inboxes = staffInboxes(config);
  const contact: MailRenderer<ContactMessage> = {
    table: "contact_messages",
    load: (db, id) => db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst(),
    render: (row) => renderContactMail(row, inboxes.contact),
  };
  const application: MailRenderer<ApplicationWithCv> = {
    table: "job_applications",
    load: loadApplication,
    render: (row) => renderApplicationMail(row, inboxes.application, config.siteUrl),
  };
  return new Map<OutboxKind, MailRenderer>([
    ["contact", contact],
    ["application", application],
  ]);
}
