// An SMTP server on a fixed loopback port that can be stopped and started again. It
// records each mail by the id in its Message-ID (<{id}@domain>): when it first arrived
// and how many times. Not the tests' server/test/smtp-peer.ts: that one parses every
// mail with mailparser before answering, which would slow the delivery being measured;
// this one only reads the Message-ID header.

import { SMTPServer } from "smtp-server";

export interface Arrival {
  /** performance.now() when the mail first arrived, and when it last did. */
  firstAt: number;
  lastAt: number;
  count: number;
}

export class SmtpSink {
  readonly port: number;
  private server: SMTPServer | undefined;
  /** By the id in the Message-ID. */
  readonly arrivals = new Map<string, Arrival>();
  total = 0;

  constructor(port: number) {
    this.port = port;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      // A real mail server's reverse-DNS lookup of each client is not our server's cost.
      disableReverseLookup: true,
      logger: false,
      // Stop means stop: open pooled connections are cut, not waited for.
      closeTimeout: 100,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const head = Buffer.concat(chunks).toString("utf8", 0, 8192);
          const id = /^Message-ID:\s*<([^@>]+)@/im.exec(head)?.[1] ?? `unknown-${this.total}`;
          const seen = this.arrivals.get(id);
          const now = performance.now();
          if (seen) {
            seen.count += 1;
            seen.lastAt = now;
          } else this.arrivals.set(id, { firstAt: now, lastAt: now, count: 1 });
          this.total += 1;
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
    // Errors on connections that a stop cut are expected; unheard, they would end the process.
    server.on("error", () => {});
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}
