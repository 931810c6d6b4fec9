// What the worker sends: the mail a feature renders for a stored message (its renderer,
// registered per outbox kind), made into a message with what every mail shares. Each
// attempt, on any instance, renders the same message with the same Message-ID, so a
// copy delivered twice (a crash between the server's 250 and our bookkeeping) is
// recognisable as a duplicate.
//
// From is always MAIL_FROM, the company's own domain, so SPF and DMARC pass; the
// visitor is the Reply-To, passed as an address object so that no name or address can
// be read as a second address or a header.

import type { SendMailOptions } from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import type { Db } from "../db/schema.js";

/** The mail of one stored message, as the feature that stored it renders it. */
export interface MailContent {
  /** The inbox(es) it goes to: one address or several, comma-separated. */
  to: string;
  /** The visitor, who a reply goes to; none: a reply goes to the sender (MAIL_FROM). */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  /** When the message was received: the mail's Date. */
  date: Date;
  /** Files sent with it (an application's CV); their names are encoded by the mail library. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  /**
   * What the visitor wrote or who they are (subject, text, name, address): kept out of
   * last_error and the log, whatever an error message might quote.
   */
  visitorText: string[];
}

/**
 * How the mail of one outbox kind is made, registered by the feature that queues it
 * (`app.mailWorker.registerRenderer`). Read and render are apart: a database that fails
 * leaves the mail for a later attempt, a message that cannot be rendered never goes out.
 */
export interface MailRenderer<Stored = unknown> {
  /** Where the stored messages live: named in the error when one is gone. */
  table: string;
  /** The stored message with this id; undefined when it is gone. */
  load(db: Db, messageId: string): Promise<Stored | undefined>;
  render(stored: Stored): MailContent;
  /**
   * Delivery of the message ended (sent, or dead): the feature may drop what only the mail
   * needed (an invitation's sealed link). Called after the outcome is recorded; a failure
   * is logged and left for the feature's own clean-up.
   */
  ended?(db: Db, messageId: string): Promise<void>;
}

export interface OutgoingMail {
  /** The stored message's id (a UUID): the Message-ID's left part and the `.eml` file's name. */
  id: string;
  message: SendMailOptions;
  /** MailContent's visitorText. */
  visitorText: string[];
}

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

// What a renderer puts in a header usually passed input checks that refuse control
// characters and MIME encoded words. A value that did not must still not add a header:
// control characters become spaces, and "=?" gets a zero-width space inside, so the mail
// library encodes the value instead of passing through an encoded word that a mail
// program would decode into a line break.
const headerText = (value: string) =>
  value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").replaceAll("=?", "=\u200b?");

/** The message of stored message `id`: From MAIL_FROM, headers made safe, its own Message-ID. */
export function composeMail(id: string, content: MailContent, mailFrom: string): OutgoingMail {
  return {
    id,
    message: {
      from: mailFrom,
      to: content.to,
      ...(content.replyTo === undefined
        ? {}
        : {
            replyTo: {
              name: headerText(content.replyTo.name),
              address: headerText(content.replyTo.address),
            },
          }),
      subject: headerText(content.subject),
      text: content.text,
      messageId: messageIdFor(id, mailFrom),
      date: content.date,
      // Nodemailer writes each name as a quoted or RFC 2231-encoded parameter, never raw.
      ...(content.attachments === undefined || content.attachments.length === 0
        ? {}
        : {
            attachments: content.attachments.map((file) => ({
              ...file,
              contentDisposition: "attachment" as const,
            })),
          }),
    },
    visitorText: content.visitorText,
  };
}
