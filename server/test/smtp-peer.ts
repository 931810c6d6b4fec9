/**
 * A real SMTP server in this process, for tests and benchmarks that need somewhere to
 * deliver mail: smtp-server on a loopback port, every accepted message parsed with
 * mailparser. No TLS (STARTTLS is not offered), authentication only when asked for.
 *
 *   const peer = await startSmtpPeer();                  // listening on a free port
 *   const config = testConfig({ SMTP_URL: peer.url });
 *   const [mail] = await peer.waitForMails(1);           // mail.subject, mail.replyTo ...
 *   peer.failNext(2, 451);                               // answer the next 2 messages 451
 *   peer.stallNext();                                    // never answer the next message's DATA
 *   peer.refuseRecipient("gone@example.com");            // 550 at RCPT TO for this address
 *   await peer.stop(); await peer.start();               // down, then up again on the same port
 *   await peer.close();
 *
 * `createSmtpPeer({ listen: false })` reserves a port without listening on it, for
 * "the SMTP server is down from the start".
 */

import { EventEmitter } from "node:events";
import net from "node:net";
import { simpleParser, type AddressObject, type HeaderValue } from "mailparser";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { freePort } from "../../scripts/server-process.mjs";

export interface MailAddress {
  name: string;
  address: string;
}

/** One message the peer accepted (answered 250). */
export interface ReceivedMail {
  from: MailAddress | undefined;
  to: MailAddress[];
  replyTo: MailAddress[];
  subject: string | undefined;
  /** The text part, as decoded by mailparser. */
  text: string | undefined;
  /** The attached files, decoded. */
  attachments: {
    filename: string | undefined;
    contentType: string;
    disposition: string | undefined;
    content: Buffer;
  }[];
  /** With angle brackets, as in the header: `<id@domain>`. */
  messageId: string | undefined;
  date: Date | undefined;
  /** Every header by lower-case name, values as mailparser decodes them. */
  headers: Map<string, HeaderValue>;
  /** MAIL FROM and RCPT TO of the SMTP transaction. */
  envelope: { from: string | undefined; to: string[] };
  /** The user the client authenticated as, if it did. */
  user: string | undefined;
  /** The message exactly as received. */
  raw: Buffer;
}

export interface SmtpPeerOptions {
  /** Port to listen on; default: a free loopback port, chosen once and kept across restarts. */
  port?: number;
  /** Require AUTH PLAIN or LOGIN with these credentials (the URL then carries them). */
  auth?: { user: string; pass: string };
  /** Listen at once (default true); false reserves the port and leaves it closed. */
  listen?: boolean;
}

export interface SmtpPeer {
  readonly host: "127.0.0.1";
  readonly port: number;
  /** `smtp://[user:pass@]127.0.0.1:port`, for SMTP_URL. */
  readonly url: string;
  readonly listening: boolean;
  /** Accepted messages, oldest first. */
  readonly received: readonly ReceivedMail[];
  /** Messages whose DATA was received, whatever the answer (accepted, failed or stalled). */
  readonly transactions: number;
  /** Starts listening (again) on the same port. */
  start(): Promise<void>;
  /** Stops listening and drops every open connection at once, as a crashed server would. */
  stop(): Promise<void>;
  /** Answers the next `count` messages, after their DATA, with `code` (e.g. 451, 550). */
  failNext(count: number, code: number, message?: string): void;
  /** Receives the next `count` messages' DATA but never answers them (until `stop`). */
  stallNext(count?: number): void;
  /** Answers RCPT TO for this address with 550 from now on (other recipients still get the mail). */
  refuseRecipient(address: string): void;
  /** Resolves once `count` messages were accepted in all; rejects after `timeoutMs`. */
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Resolves once `count` transactions were seen in all; rejects after `timeoutMs`. */
  waitForTransactions(count: number, timeoutMs?: number): Promise<void>;
  /** How many accepted messages carry each Message-ID. */
  countByMessageId(): Map<string, number>;
  /** Forgets the received messages and the transaction count; pending plans stay. */
  clear(): void;
  /** Stops and forgets the plans. */
  close(): Promise<void>;
}

type Plan = { kind: "fail"; code: number; message: string } | { kind: "stall" };

const HOST = "127.0.0.1";

const addressesOf = (value: AddressObject | AddressObject[] | undefined): MailAddress[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((object) =>
    object.value.map((entry) => ({ name: entry.name, address: entry.address ?? "" })),
  );

async function parse(raw: Buffer, session: SMTPServerSession): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  return {
    from: addressesOf(parsed.from)[0],
    to: addressesOf(parsed.to),
    replyTo: addressesOf(parsed.replyTo),
    subject: parsed.subject,
    text: parsed.text,
    attachments: parsed.attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      disposition: file.contentDisposition,
      content: file.content,
    })),
    messageId: parsed.messageId,
    date: parsed.date,
    headers: parsed.headers,
    envelope: {
      from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
      to: session.envelope.rcptTo.map((recipient) => recipient.address),
    },
    user: typeof session.user === "string" ? session.user : undefined,
    raw,
  };
}

export async function createSmtpPeer(options: SmtpPeerOptions = {}): Promise<SmtpPeer> {
  const port = options.port ?? (await freePort());
  const auth = options.auth;
  const credentials = auth ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@` : "";
  const events = new EventEmitter();
  const received: ReceivedMail[] = [];
  const plans: Plan[] = [];
  const refused = new Set<string>();
  let transactions = 0;
  let server: SMTPServer | undefined;
  let sockets = new Set<net.Socket>();

  function newServer() {
    return new SMTPServer({
      // Plain text on loopback: STARTTLS would need a certificate the client trusts.
      disabledCommands: auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
      authOptional: !auth,
      allowInsecureAuth: true,
      logger: false,
      onAuth(login, _session, callback) {
        if (auth && login.username === auth.user && login.password === auth.pass) {
          callback(null, { user: login.username });
        } else {
          callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
        }
      },
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address.toLowerCase())) {
          callback(
            Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), {
              responseCode: 550,
            }),
          );
        } else {
          callback();
        }
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          transactions += 1;
          events.emit("transaction");
          const plan = plans.shift();
          if (plan?.kind === "stall") return; // no answer: the client waits until it gives up
          if (plan?.kind === "fail") {
            callback(Object.assign(new Error(plan.message), { responseCode: plan.code }));
            return;
          }
          parse(Buffer.concat(chunks), session).then(
            (mail) => {
              // Recorded before the 250 goes out: a client that saw it accepted finds it here.
              received.push(mail);
              events.emit("mail");
              callback();
            },
            (error: Error) => callback(Object.assign(error, { responseCode: 554 })),
          );
        });
      },
    });
  }

  async function waitUntil(done: () => boolean, event: string, what: () => string, timeoutMs: number) {
    if (done()) return;
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!done()) return;
        cleanUp();
        resolve();
      };
      const timer = setTimeout(() => {
        cleanUp();
        reject(new Error(`SMTP peer: ${what()} within ${timeoutMs} ms`));
      }, timeoutMs);
      const cleanUp = () => {
        clearTimeout(timer);
        events.off(event, check);
      };
      events.on(event, check);
    });
  }

  const peer: SmtpPeer = {
    host: HOST,
    port,
    url: `smtp://${credentials}${HOST}:${port}`,
    get listening() {
      return server !== undefined;
    },
    received,
    get transactions() {
      return transactions;
    },

    async start() {
      if (server) return;
      const starting = newServer();
      const connections = new Set<net.Socket>();
      starting.server.on("connection", (socket: net.Socket) => {
        connections.add(socket);
        socket.once("close", () => connections.delete(socket));
      });
      await new Promise<void>((resolve, reject) => {
        starting.server.once("error", reject);
        starting.listen(port, HOST, () => {
          starting.server.off("error", reject);
          resolve();
        });
      });
      server = starting;
      sockets = connections;
    },

    async stop() {
      const stopping = server;
      if (!stopping) return;
      server = undefined;
      const closed = new Promise<void>((resolve) => stopping.server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },

    failNext(count, code, message = `${code >= 500 ? "Rejected" : "Try again later"} (test peer)`) {
      for (let i = 0; i < count; i += 1) plans.push({ kind: "fail", code, message });
    },

    stallNext(count = 1) {
      for (let i = 0; i < count; i += 1) plans.push({ kind: "stall" });
    },

    refuseRecipient(address) {
      refused.add(address.toLowerCase());
    },

    async waitForMails(count, timeoutMs = 10_000) {
      await waitUntil(
        () => received.length >= count,
        "mail",
        () => `expected ${count} messages, got ${received.length}`,
        timeoutMs,
      );
      return received.slice();
    },

    async waitForTransactions(count, timeoutMs = 10_000) {
      await waitUntil(
        () => transactions >= count,
        "transaction",
        () => `expected ${count} transactions, saw ${transactions}`,
        timeoutMs,
      );
    },

    countByMessageId() {
      const counts = new Map<string, number>();
      for (const mail of received) {
        const id = mail.messageId ?? "(none)";
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return counts;
    },

    clear() {
      received.length = 0;
      transactions = 0;
    },

    async close() {
      plans.length = 0;
      refused.clear();
      await peer.stop();
    },
  };

  if (options.listen !== false) await peer.start();
  return peer;
}

/** A peer listening on a free loopback port. */
export function startSmtpPeer(options: Omit<SmtpPeerOptions, "listen"> = {}): Promise<SmtpPeer> {
  return createSmtpPeer(options);
}
