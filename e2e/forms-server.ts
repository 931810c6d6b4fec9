// The server the form tests post to: the built server in a process of its own, delivering
// to a real SMTP server in this process (server/test/smtp-peer.ts: smtp-server +
// mailparser), and the browser that opens its pages.

import { afterAll, beforeAll } from "vitest";
import { startServer, type RunningServer } from "../scripts/server-process.mjs";
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from "../server/test/smtp-peer.ts";
import { useBrowser, type SiteBrowser } from "./browser.ts";

export const MAIL_FROM = "website@forms-e2e.test";
export const MAIL_TO = "contact@forms-e2e.test";
export const CAREERS_MAIL_TO = "hr@forms-e2e.test";

export interface FormsServer {
  browser: SiteBrowser;
  readonly baseURL: string;
  /** The mail the server delivers after `action`: the next one the SMTP peer accepts. */
  mailAfter(action: () => Promise<void>): Promise<ReceivedMail>;
}

/** Registers beforeAll/afterAll for the file: one browser, one SMTP peer, one server. */
export function useFormsServer(): FormsServer {
  let peer: SmtpPeer;
  let server: RunningServer;
  const browser = useBrowser({ baseURL: () => server.baseURL });

  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await startServer({
      label: "forms",
      env: {
        SMTP_URL: peer.url,
        MAIL_FROM,
        MAIL_TO,
        CAREERS_MAIL_TO,
        SAMPLE_EVENTS: "false",
        // Well above what a file posts, so no test meets the limit by accident.
        RATE_LIMIT: "100",
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await peer?.close();
  });

  return {
    browser,
    get baseURL() {
      return server.baseURL;
    },
    async mailAfter(action) {
      const before = peer.received.length;
      await action();
      const mails = await peer.waitForMails(before + 1, 30_000);
      return mails[before]!;
    },
  };
}
