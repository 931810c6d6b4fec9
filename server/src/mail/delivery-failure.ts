// What a failed send means for the mail: try again later, or never.
//
// The SMTP reply decides when there is one: 5xx is the server's final "no" for this
// message, 4xx asks to come back later. Without a reply, a connection that failed,
// timed out or was cut (or a mail directory that could not be written) is temporary.
// Anything else is a fault no retry will cure.

/** The parts of a nodemailer (or Node.js system) error the decision reads. */
interface SendError {
  name?: string;
  message?: string;
  code?: string;
  /** Nodemailer: the code Node.js gave before it set its own, e.g. ECONNREFUSED under ESOCKET. */
  originalCode?: string;
  responseCode?: number;
  response?: string;
  command?: string;
  syscall?: string;
}

export interface DeliveryFailure {
  /** `temporary`: retry with backoff. `permanent`: the mail is dead. */
  kind: "temporary" | "permanent";
  /**
   * One line for last_error and the log: the error code, the SMTP command and reply, or
   * a system error's message. Never the mail's content (see `describe`).
   */
  description: string;
  /** For the log: what the SMTP server or the system said, without the description's prose. */
  details: { code?: string; responseCode?: number; response?: string; command?: string };
}

// Nodemailer's codes for a connection that failed or ended (errors.ts in nodemailer),
// aborts (the send deadline, a shutdown), and Node.js network and file system errors.
const TEMPORARY_CODES = new Set([
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "EDNS",
  "ETLS",
  "EPROXY",
  "EABORT",
  "EMAXLIMIT",
  "EPROTOCOL",
  // Wrong or missing SMTP credentials are the operator's to fix; the mail itself is fine,
  // and it should flow again once SMTP_URL is corrected, without staff retrying each.
  "EAUTH",
  "ENOAUTH",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENETDOWN",
  "EAI_AGAIN",
  "ENOTFOUND",
  "ENOSPC",
  "EACCES",
  "EPERM",
  "EROFS",
  "EMFILE",
  "ENFILE",
  "EIO",
  "EBUSY",
]);

const MAX_DESCRIPTION = 300;

/** One line, no control characters, bounded: safe for a table cell and a log line. */
function oneLine(text: string, max = MAX_DESCRIPTION): string {
  const flat = text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * Describes the error from its code, SMTP command and server reply (or, without a reply,
 * the error's message). A reply concerns the envelope (our own From and To) or the
 * transaction, and messages of network and file errors name a host, port or file, not
 * the text we sent; the worker still removes the mail's own text from the result.
 */
function describe(error: SendError): string {
  const code = error.code ?? error.name ?? "Error";
  let text = error.originalCode && error.originalCode !== code ? `${code} (${error.originalCode})` : code;
  if (error.command) text += ` on ${oneLine(error.command, 40)}`;
  const said = error.response ?? error.message;
  if (said) text += `: ${said}`;
  return oneLine(text);
}

export function classifyFailure(thrown: unknown): DeliveryFailure {
  const error: SendError =
    typeof thrown === "object" && thrown !== null ? (thrown as SendError) : { message: String(thrown) };
  const details = {
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.responseCode === undefined ? {} : { responseCode: error.responseCode }),
    ...(error.response === undefined ? {} : { response: oneLine(error.response) }),
    ...(error.command === undefined ? {} : { command: oneLine(error.command, 40) }),
  };
  const description = describe(error);
  const code = error.code ?? "";
  const responseCode = error.responseCode;

  if (code === "EAUTH" || code === "ENOAUTH") return { kind: "temporary", description, details };
  if (responseCode !== undefined && responseCode >= 500 && responseCode < 600) {
    return { kind: "permanent", description, details };
  }
  if (responseCode !== undefined && responseCode >= 400 && responseCode < 500) {
    return { kind: "temporary", description, details };
  }
  if (TEMPORARY_CODES.has(code) || TEMPORARY_CODES.has(error.originalCode ?? "")) {
    return { kind: "temporary", description, details };
  }
  return { kind: "permanent", description, details };
}
