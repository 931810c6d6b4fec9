// The server the staff console tests sign in to: the built server in a process of its own
// on http://localhost:{port} (passkeys need a host name: WebAuthn refuses IP addresses, and
// SITE_URL names the relying party), delivering to a real SMTP server in this process; the
// staff command that invites members with their roles; and Chromium's virtual
// authenticator (CDP WebAuthn domain) standing in for a phone or a security key, user
// verification included.

import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { XSRF_HEADER, XSRF_TOKEN_PATH } from "@site/contracts";
import type { StaffRole } from "@site/contracts/staff";
import { xsrfTokensIn } from "@site/contracts/xsrf";
import type { CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { REPO_ROOT, startServer, type RunningServer } from "../scripts/server-process.mjs";
import { startSmtpPeer, type SmtpPeer } from "../server/test/smtp-peer.ts";
import { PHONE, useBrowser, type SiteBrowser } from "./browser.ts";

const run = promisify(execFile);
const STAFF_CLI = path.join(REPO_ROOT, "server/dist/cli/staff.js");

export interface StaffServer {
  browser: SiteBrowser;
  readonly baseURL: string;
  readonly peer: SmtpPeer;
  /**
   * `npm run staff -- invite --no-mail`, with `--role` for each of `roles` (none: the shell
   * makes an admin): the one-time enrolment link it prints.
   */
  invite(email: string, name: string, roles?: readonly StaffRole[]): Promise<string>;
  /** Runs a staff command (`list`, `audit --json` …) against the server's database. */
  staffCommand(...args: string[]): Promise<string>;
  /**
   * Stops the server and starts it again on the same port and DATA_DIR, as a deployment or
   * a reboot would: what it kept is what the database and the data folder hold.
   */
  restart(): Promise<void>;
  /** A member enrolled from a fresh invitation, at phone width in a page of their own, signed in. */
  enrolledPage(email: string, name: string, roles: readonly StaffRole[]): Promise<Page>;
}

/**
 * Registers beforeAll/afterAll for the file: one browser, one SMTP peer, one server.
 * `sampleEvents: false` spares a file that needs no gallery the pictures' drawing at start.
 */
export function useStaffServer({ sampleEvents = true } = {}): StaffServer {
  let peer: SmtpPeer;
  let server: RunningServer;
  let baseURL = "";
  const browser = useBrowser({ baseURL: () => baseURL });

  // The file's own, so that a restart finds the data again (the server removes only its own).
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-staff-data-"));
  const start = (port?: number) =>
    startServer({
      label: "staff",
      dataDir,
      ...(port === undefined ? {} : { port }),
      // Every member in these tests signs in from localhost: the file's sign-ins stay within one address's allowance.
      env: {
        SMTP_URL: peer.url,
        SAMPLE_EVENTS: String(sampleEvents),
        RATE_LIMIT: "100",
        STAFF_SIGN_INS_PER_ADDRESS: "300",
      },
      envForPort: (chosen) => ({ SITE_URL: `http://localhost:${chosen}` }),
      // A new database's first start, beside other files' browsers on two cores.
      readyTimeoutMs: 90_000,
    });

  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await start();
    baseURL = `http://localhost:${server.port}`;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await peer?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const staffCommand = async (...args: string[]) => {
    const { stdout } = await run(process.execPath, [STAFF_CLI, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, SITE_URL: baseURL },
      timeout: 60_000,
    });
    return stdout;
  };

  const invite = async (email: string, name: string, roles: readonly StaffRole[] = []) => {
    const stdout = await staffCommand(
      "invite",
      "--email",
      email,
      "--name",
      name,
      ...roles.flatMap((role) => ["--role", role]),
      // The tests hand the printed link over; a mail of it would reach the SMTP peer
      // among the mails the tests count.
      "--no-mail",
    );
    const link = stdout.trim().split("\n").at(-1) ?? "";
    if (!link.startsWith(`${baseURL}/staff/enrol#`)) throw new Error(`no enrolment link in: ${stdout}`);
    return link;
  };

  return {
    browser,
    get baseURL() {
      return baseURL;
    },
    get peer() {
      return peer;
    },
    invite,
    staffCommand,
    async restart() {
      await server.stop();
      // The same port: SITE_URL, the passkeys' origin and the pages' base URL name it.
      server = await start(server.port);
    },
    async enrolledPage(email, name, roles) {
      const link = await invite(email, name, roles);
      const { page } = await browser.openPage("/staff/enrol", { viewport: PHONE });
      await addVirtualAuthenticator(page);
      await page.goto(link);
      await page.getByRole("button", { name: "Create your passkey" }).click();
      await page.waitForURL((url) => !url.pathname.startsWith("/staff/enrol"), { timeout: 20_000 });
      return page;
    },
  };
}

/** The XSRF header as the console sends it, from the cookies of the page's context. */
export async function consoleXsrf(page: Page, baseURL: string): Promise<Record<string, string>> {
  const cookieHeader = async () =>
    (await page.context().cookies(baseURL)).map((c) => `${c.name}=${c.value}`).join("; ");
  if (xsrfTokensIn(await cookieHeader()).length === 0) await page.request.get(XSRF_TOKEN_PATH);
  return { [XSRF_HEADER]: xsrfTokensIn(await cookieHeader()).join(",") };
}

export interface VirtualAuthenticator {
  cdp: CDPSession;
  id: string;
  /** The passkeys it holds (credential ids, base64). */
  credentials(): Promise<{ credentialId: string; isResidentCredential: boolean }[]>;
}

/**
 * A platform authenticator with resident keys and user verification (a fingerprint that
 * always matches), answering every prompt at once. `userVerified: false` is one whose
 * user cannot verify (no PIN, no fingerprint).
 */
export async function addVirtualAuthenticator(
  page: Page,
  { userVerified = true } = {},
): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable", { enableUI: false });
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: userVerified,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    id: authenticatorId,
    async credentials() {
      return (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
    },
  };
}
