// The mail for a stored contact message or job application, built from the row alone:
// every attempt, on any instance, renders the same message with the same Message-ID,
// so a copy delivered twice (a crash between the server's 250 and our bookkeeping) is
// recognisable as a duplicate.
//
// From is always MAIL_FROM, the company's own domain, so SPF and DMARC pass; the
// visitor is the Reply-To, passed as an address object so that no name or address can
// be read as a second address or a header.

import { APPLICATION_FIELD_LABELS, JOB_APPLICATION_FIELDS, type JobApplicationField } from "@site/contracts";
import type { SendMailOptions } from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import type { ContactMessagesTable, JobApplicationsTable, OutboxKind } from "../db/schema.js";

export interface MailAddressing {
  /** `MAIL_FROM`, e.g. `"Website" <website@example.com>`. */
  mailFrom: string;
  /** `MAIL_TO`: the contact inbox (one address or several, comma-separated). */
  mailTo: string;
  /** `CAREERS_MAIL_TO`: where applications go. */
  careersMailTo: string;
}

export interface OutgoingMail {
  kind: OutboxKind;
  /** The stored row's id (a UUID): the Message-ID's left part and the `.eml` file's name. */
  id: string;
  message: SendMailOptions;
  /**
   * What the visitor wrote or who they are (subject, text, name, address): kept out of
   * last_error and the log, whatever an error message might quote.
   */
  visitorText: string[];
}

/** What an optional field the applicant left empty shows. */
export const NOT_GIVEN = "not given";

/** The domain of MAIL_FROM's address: `website@example.com` -> `example.com`. */
export function mailDomain(mailFrom: string): string {
  const [first] = addressparser(mailFrom, { flatten: true });
  const address = first?.address ?? mailFrom;
  const domain = address.slice(address.lastIndexOf("@") + 1).trim();
  // config.ts only accepts MAIL_FROM with an address, so this is a safety net.
  return domain === "" || domain.includes("@") ? "localhost" : domain;
}

/** `<{id}@{domain of MAIL_FROM}>`: the same for every attempt at this message. */
export function messageIdFor(id: string, mailFrom: string): string {
  return `<${id}@${mailDomain(mailFrom)}>`;
}

// Stored values passed the forms' checks, which refuse control characters and MIME
// encoded words in anything that becomes a header. A row written some other way must
// still not add a header: control characters become spaces, and "=?" gets a zero-width
// space inside, so the mail library encodes the value instead of passing through an
// encoded word that a mail program would decode into a line break.
const headerText = (value: string) =>
  value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").replaceAll("=?", "=\u200b?");

export function renderContactMail(row: ContactMessagesTable, addressing: MailAddressing): OutgoingMail {
  return {
    kind: "contact",
    id: row.id,
    message: {
      from: addressing.mailFrom,
      to: addressing.mailTo,
      replyTo: { name: "", address: headerText(row.sender) },
      // The spec composes both: 'Contact from {name}', and lines Name, Email, Message.
      subject: headerText(row.subject),
      text: row.body,
      messageId: messageIdFor(row.id, addressing.mailFrom),
      date: new Date(row.received_at),
    },
    visitorText: [row.sender, row.subject, row.body],
  };
}

type ApplicationValues = Record<JobApplicationField, string | number | null>;

function applicationValues(row: JobApplicationsTable): ApplicationValues {
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

/** `Job application: {position} – {name}`. */
export function applicationSubject(row: Pick<JobApplicationsTable, "position" | "name">): string {
  return headerText(`Job application: ${row.position} – ${row.name}`);
}

/** One `Label: value` line per field, in the form's order; empty optional fields say so. */
export function applicationBody(row: JobApplicationsTable): string {
  const values = applicationValues(row);
  return JOB_APPLICATION_FIELDS.map((field) => {
      const value = values[field];
      return `${APPLICATION_FIELD_LABELS[field]}: ${value === null || value === "" ? NOT_GIVEN : String(value)}`;
    })
    .join("\n");
}

export function renderApplicationMail(row: JobApplicationsTable, addressing: MailAddressing): OutgoingMail {
  const values = applicationValues(row);
  return {
    kind: "application",
    id: row.id,
    message: {
      from: addressing.mailFrom,
      to: addressing.careersMailTo,
      replyTo: { name: headerText(row.name), address: headerText(row.email) },
      subject: applicationSubject(row),
      text: applicationBody(row),
      messageId: messageIdFor(row.id, addressing.mailFrom),
      date: new Date(row.received_at),
    },
    visitorText: Object.values(values).filter((value): value is string => typeof value === "string"),
  };
}
