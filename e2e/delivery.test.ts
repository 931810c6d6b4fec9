// Nothing a visitor sent and the server acknowledged is lost: the built server as it
// runs in production (`node server/dist/main.js`), a real SMTP server that goes down,
// and a crash (SIGKILL) between the 202 and the delivery. Posts are made over HTTP the
// way the web app makes them (XSRF cookie fetched, echoed in the header).

import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { MAIL_SENDING_PATH, XSRF_COOKIE, XSRF_HEADER, XSRF_TOKEN_PATH } from "@site/contracts/forms";
import { afterEach, describe, expect, it } from "vitest";
import { REPO_ROOT, startServer, type RunningServer } from "../scripts/server-process.mjs";
import { createSmtpPeer, type SmtpPeer } from "../server/test/smtp-peer.ts";

const run = promisify(execFile);
const OUTBOX_CLI = path.join(REPO_ROOT, "server/dist/cli/outbox.js");
const MAIL_FROM = '"Brightline Website" <website@brightline.example.com>';
const MAIL_TO = "enquiries@brightline.example.com";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function temporaryDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "delivery-data-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function server(
  dataDir: string,
  smtp: SmtpPeer,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const running = await startServer({
    label: "delivery",
    dataDir,
    env: { SAMPLE_EVENTS: "false", SMTP_URL: smtp.url, MAIL_FROM, MAIL_TO, ...env },
  });
  cleanups.push(() => running.stop());
  return running;
}

async function peer(listen: boolean): Promise<SmtpPeer> {
  const smtp = await createSmtpPeer({ listen });
  cleanups.push(() => smtp.close());
  return smtp;
}

/** Posts `{params}` as the web app does (XSRF cookie fetched, echoed in the header). */
async function postParams(baseURL: string, params: { sender: string; subject: string; body: string }) {
  const tokenResponse = await fetch(`${baseURL}${XSRF_TOKEN_PATH}`);
  const pair = tokenResponse.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((cookie) => cookie.startsWith(`${XSRF_COOKIE}=`));
  expect(pair, "the token endpoint sets the XSRF cookie").toBeDefined();
  const token = decodeURIComponent(pair!.slice(XSRF_COOKIE.length + 1));
  return fetch(`${baseURL}${MAIL_SENDING_PATH}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: pair!,
      [XSRF_HEADER]: token,
      origin: baseURL,
      "sec-fetch-site": "same-origin",
    },
    body: JSON.stringify({ params }),
  });
}

/** Posts one contact message as the web app composes it; returns the id of the 202. */
async function postContact(baseURL: string, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@bank.example.com`;
  const response = await postParams(baseURL, {
    sender: email,
    subject: `Contact from ${name}`,
    body: `Name: ${name}\nEmail: ${email}\nMessage: Please call us about a core-banking upgrade.`,
  });
  expect(response.status).toBe(202);
  const { id } = (await response.json()) as { id: string };
  return id;
}

interface OutboxRow {
  id: number;
  state: string;
  attempts: number;
  lastError: string | null;
}

async function outboxList(dataDir: string): Promise<OutboxRow[]> {
  const { stdout } = await run(process.execPath, [OUTBOX_CLI, "list", "--json"], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    timeout: 30_000,
  });
  return JSON.parse(stdout) as OutboxRow[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("delivery of an accepted message", () => {
  it("is accepted while the SMTP server is down, retried, and delivered once it is back", async () => {
    const smtp = await peer(false);
    const dataDir = temporaryDataDir();
    const app = await server(dataDir, smtp);

    const id = await postContact(app.baseURL, "Meera Iyer");
    // A failed attempt is recorded, and the message waits for the next: between two
    // attempts (one may be under way when the list is read, on a busy machine).
    await expect
      .poll(
        async () => {
          const [row] = await outboxList(dataDir);
          return row?.state === "pending" && row.attempts >= 1 ? row : undefined;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toMatchObject({ state: "pending", lastError: expect.any(String) });
    expect(smtp.transactions, "nothing can be sent while the SMTP server is down").toBe(0);

    await smtp.start();
    const [mail] = await smtp.waitForMails(1, 60_000);
    expect(mail!.subject).toBe("Contact from Meera Iyer");
    expect(mail!.messageId).toContain(id);
    expect(mail!.replyTo.map((address) => address.address)).toEqual(["meera.iyer@bank.example.com"]);
    expect(mail!.to.map((address) => address.address)).toEqual([MAIL_TO]);

    await sleep(1_500);
    expect(smtp.received).toHaveLength(1);
    const [sent] = await outboxList(dataDir);
    expect(sent).toMatchObject({ state: "sent" });
  });

  it("refuses a line break in a name or address: nothing stored, and no mail carries an injected header", async () => {
    const smtp = await peer(true);
    const dataDir = temporaryDataDir();
    const app = await server(dataDir, smtp);

    const injected = "Mallory\r\nBcc: victim@elsewhere.example\r\nX-Injected: yes";
    for (const params of [
      {
        sender: "mallory@bank.example.com",
        subject: `Contact from ${injected}`,
        body: "Name: Mallory\nMessage: hi",
      },
      {
        sender: "mallory@bank.example.com\r\nBcc: victim@elsewhere.example",
        subject: "Contact from Mallory",
        body: "hi",
      },
    ]) {
      const response = await postParams(app.baseURL, params);
      expect(response.status).toBe(400);
      const { errors } = (await response.json()) as { errors: { path: string; message: string }[] };
      expect(errors.some((error) => /control characters/.test(error.message))).toBe(true);
    }
    // A valid message after them: the only mail there is.
    await postContact(app.baseURL, "Lakshmi Narayan");
    const [mail] = await smtp.waitForMails(1, 30_000);
    await sleep(1_500);
    expect(smtp.received).toHaveLength(1);
    expect(mail!.subject).toBe("Contact from Lakshmi Narayan");
    expect(mail!.envelope.to).toEqual([MAIL_TO]);
    expect(mail!.headers.has("bcc")).toBe(false);
    expect(mail!.headers.has("x-injected")).toBe(false);
    expect(mail!.raw.toString("utf8")).not.toContain("victim@elsewhere.example");
    expect(await outboxList(dataDir)).toHaveLength(1);
  });

  it("survives a SIGKILL between the 202 and the delivery: delivered after the restart, once", async () => {
    const LEASE_SECONDS = 5;
    const smtp = await peer(true);
    // The first delivery attempt hangs in DATA, so the server dies holding the claim.
    smtp.stallNext();
    const dataDir = temporaryDataDir();
    // Long enough that the restarted server's own delivery ends within its claim on a busy
    // machine (a delivery outliving its lease is claimed again: attempts 3), short enough
    // that the restart does not wait long for the dead server's claim to lapse.
    const first = await server(dataDir, smtp, { OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS) });

    const id = await postContact(first.baseURL, "Arjun Mehta");
    await smtp.waitForTransactions(1, 30_000);
    await first.kill();
    expect(smtp.received, "the stalled attempt was never accepted").toHaveLength(0);

    // The SMTP server restarts too (dropping the stalled session), then the app on the same data.
    await smtp.stop();
    await smtp.start();
    await server(dataDir, smtp, { OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS) });

    const [mail] = await smtp.waitForMails(1, 60_000);
    expect(mail!.subject).toBe("Contact from Arjun Mehta");
    expect(mail!.messageId).toContain(id);
    await sleep(3_000);
    expect([...smtp.countByMessageId().values()]).toEqual([1]);
    const [row] = await outboxList(dataDir);
    expect(row).toMatchObject({ state: "sent" });
    expect(row!.attempts).toBe(2);
  });
});
