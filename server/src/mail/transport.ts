// Where rendered mail goes: the SMTP server of SMTP_URL through a pool of connections,
// or, without SMTP_URL, `.eml` files in DATA_DIR/mail that a developer can open in any
// mail program.

import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config.js";
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from "../db/private-files.js";
import type { OutgoingMail } from "./message.js";

/**
 * What the worker answers about the mail's outbox row while a transport that keeps a copy
 * on this machine (the `.eml` files) delivers it: an erasure or the purge may delete the
 * row at any moment, and then no copy may stay behind.
 */
export interface DeliveryChecks {
  /** The row is there and still claimed by this delivery: the copy may be put in place. */
  stillClaimed(): Promise<boolean>;
  /** The row is there, whoever holds it now: the copy put in place may stay. */
  stillQueued(): Promise<boolean>;
}

export interface SendResult {
  /** Recipients the server refused. */
  rejected: string[];
  /**
   * True: nothing was delivered and no copy kept, because the row was deleted (or claimed
   * by another worker) during the delivery. Only a transport that writes files says so.
   */
  withdrawn?: boolean;
}

export interface MailTransport {
  /** Where mail goes, for the log: the SMTP host and port (no credentials), or the directory. */
  readonly description: string;
  /**
   * Resolves once the server accepted the mail (for at least one recipient) or its file
   * is written, with the recipients the server refused, or withdrawn (see `checks`);
   * rejects otherwise.
   */
  send(mail: OutgoingMail, signal: AbortSignal, checks: DeliveryChecks): Promise<SendResult>;
  /** Releases connections; `force` also cuts deliveries in progress (their sends reject). */
  close(options?: { force?: boolean }): void;
}

export interface SmtpTimeouts {
  /** TCP connect. */
  connectionTimeoutMs: number;
  /** From connect to the server's greeting. */
  greetingTimeoutMs: number;
  /** Silence on an open connection. */
  socketTimeoutMs: number;
}

/**
 * Timeouts that keep one delivery inside `sendDeadlineMs` as far as nodemailer can; the
 * worker aborts a send that still runs at the deadline (a server trickling its replies
 * slower than any socket timeout notices).
 */
export function smtpTimeouts(sendDeadlineMs: number): SmtpTimeouts {
  return {
    connectionTimeoutMs: Math.min(10_000, sendDeadlineMs),
    greetingTimeoutMs: Math.min(10_000, sendDeadlineMs),
    socketTimeoutMs: Math.min(30_000, sendDeadlineMs),
  };
}

/** SMTP_URL without its password, for the log. */
function describeSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return "SMTP";
  }
}

export function smtpTransport(url: string, timeouts: SmtpTimeouts): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    // The worker sends one mail at a time (at most one duplicate per crash): one kept-open
    // connection serves it, and spares the mail server's limits.
    maxConnections: 1,
    // A message whose connection dropped mid-send is put back in the pool's queue once;
    // after that the worker's own retry (with backoff) takes over.
    maxRequeues: 1,
    connectionTimeout: timeouts.connectionTimeoutMs,
    greetingTimeout: timeouts.greetingTimeoutMs,
    socketTimeout: timeouts.socketTimeoutMs,
    dnsTimeout: timeouts.connectionTimeoutMs,
    // Messages are plain text we render; nothing in them may make the mailer read files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    description: describeSmtpUrl(url),
    async send(mail, signal) {
      const info = await transporter.sendMail({ ...mail.message, signal });
      return { rejected: info.rejected ?? [] };
    },
    close(options) {
      transporter.close(options);
    },
  };
}

/** The `.eml` file of a mail: named by its id, so a second delivery replaces the first. */
export function emlFileName(mail: Pick<OutgoingMail, "id">): string {
  // Ids are UUIDs; anything else is reduced to a safe file name all the same.
  return `${mail.id.replace(/[^A-Z0-9-]/gi, "_")}.eml`;
}

const TEMPORARY_PREFIX = ".";
const TEMPORARY_SUFFIX = ".tmp";

/** Where a mail's `.eml` file is written before it is renamed into place: hidden, unique. */
function temporaryEmlFileName(mail: Pick<OutgoingMail, "id">): string {
  return `${TEMPORARY_PREFIX}${emlFileName(mail)}.${randomBytes(6).toString("hex")}${TEMPORARY_SUFFIX}`;
}

/** A name `temporaryEmlFileName` made (the sweep in privacy/records.ts removes stray ones). */
export function isTemporaryEmlFileName(name: string): boolean {
  return name.startsWith(TEMPORARY_PREFIX) && name.endsWith(TEMPORARY_SUFFIX) && name.includes(".eml.");
}

/** The message id a finished `.eml` file is named by, or undefined for any other name. */
export function messageIdOfEmlFile(name: string): string | undefined {
  if (name.startsWith(TEMPORARY_PREFIX) || !name.endsWith(".eml")) return undefined;
  return name.slice(0, -".eml".length);
}

export function emlTransport(directory: string): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    // RFC 5322 line endings, as a mail program expects in an .eml file.
    newline: "windows",
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    description: directory,
    async send(mail, _signal, checks) {
      const info = await composer.sendMail(mail.message);
      const bytes = info.message;
      if (!Buffer.isBuffer(bytes)) throw new Error("nodemailer returned a stream instead of a buffer");
      // Visitors' messages: readable by the server's user only (see db/private-files.ts).
      await mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      const target = path.join(directory, emlFileName(mail));
      // A reader (or a crash) never sees half a file: write beside it, flush, then rename.
      const temporary = path.join(directory, temporaryEmlFileName(mail));
      // Whatever fails, the temporary file goes, and so does a file put in place whose row
      // could not be checked (the row stays, so a later attempt writes it again).
      let leftover = temporary;
      try {
        const file = await open(temporary, "w", PRIVATE_FILE_MODE);
        try {
          await file.writeFile(bytes);
          await file.sync();
        } finally {
          await file.close();
        }
        // The row went while the file was written (an erasure, the purge), or another
        // worker holds it now and writes its own copy: this one is not wanted.
        if (!(await checks.stillClaimed())) {
          await rm(temporary, { force: true });
          return { rejected: [], withdrawn: true };
        }
        await rename(temporary, target);
        leftover = target;
        // The check above does not suffice: an erasure may delete the row right after it.
        // Erasure deletes the rows first (committed) and the files second; here the file
        // is in place first and the row read second. If this read comes before the
        // erasure's commit, the erasure's unlink comes after the rename and finds the
        // file; if it comes after, the row is gone and the file is removed here. Either
        // way one of the two removes it.
        if (!(await checks.stillQueued())) {
          await rm(target, { force: true });
          return { rejected: [], withdrawn: true };
        }
      } catch (error) {
        await rm(leftover, { force: true });
        throw error;
      }
      return { rejected: [] };
    },
    close() {
      // Nothing to release: every send composes in memory and writes one file.
    },
  };
}

/** Where mail goes as `.eml` files when there is no SMTP_URL (and where erasure looks for them). */
export const mailDirectory = (config: Pick<Config, "dataDir">) => path.join(config.dataDir, "mail");

/** SMTP when SMTP_URL is set, else `.eml` files in DATA_DIR/mail. */
export function createMailTransport(
  config: Pick<Config, "smtpUrl" | "dataDir">,
  sendDeadlineMs: number,
): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, smtpTimeouts(sendDeadlineMs))
    : emlTransport(mailDirectory(config));
}
