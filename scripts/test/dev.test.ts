// `npm run dev` for real, as a newcomer runs it (nothing built first): one address serves
// the site from Vite, the API from the server and the staff console from its own Vite;
// a form post goes through to the server and its mail lands in the dev data; an
// invitation from `npm run dev:staff` enrols a passkey and signs in with it in Chromium
// (virtual authenticator) on that address; a change to the server's source restarts it;
// Ctrl-C, SIGTERM, or one part dying, ends every process it started.
// Linux only (the process tree comes from /proc), as the project's machines are.

import { MAIL_SENDING_PATH, XSRF_COOKIE, XSRF_HEADER, XSRF_TOKEN_PATH } from "@site/contracts/forms";
import { sampleContactMessage } from "@site/contracts/samples";
import { execFile } from "node:child_process";
import { readdirSync, statSync, utimesSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, requireChromiumPath } from "../chromium.mjs";
import { REPO_ROOT } from "../server-process.mjs";
import { startDev, type DevRun } from "./dev-run.ts";
import { isRunning, type ProcessEntry } from "./process-tree.ts";

const run = promisify(execFile);
/** The line `npm run dev` prints once every part answers (server/src/main.ts says "Site ready: open"). */
const ready = (dev: DevRun) => `dev    | ready: open ${dev.origin}/`;
// A file the server imports: touching it changes nothing but its time.
const SERVER_SOURCE = path.join(REPO_ROOT, "server/src/health.ts");

/** The server's own process under tsx watch (not tsx itself): it runs main.ts through tsx's loader. */
const serverProcess = (dev: DevRun) =>
  dev
    .processes()
    .find(
      (entry) =>
        entry.args.includes("server/src/main.ts") && entry.args.includes("loader.mjs") && entry.state !== "Z",
    );

async function expectAllGone(dev: DevRun, timeoutMs = 15_000) {
  await expect
    .poll(
      () =>
        dev
          .seen()
          .filter(isRunning)
          .map((entry: ProcessEntry) => `${entry.pid} ${entry.args}`),
      { timeout: timeoutMs, interval: 100 },
    )
    .toEqual([]);
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

describe("npm run dev", () => {
  let dev: DevRun;

  beforeAll(async () => {
    dev = await startDev("main");
    await dev.waitForOutput(ready(dev));
  });
  afterAll(async () => {
    await dev?.cleanup();
  });

  it("serves the site, with its hot-reload runtime, on the one address it names", async () => {
    expect(dev.output()).toContain(`${ready(dev)} (the site) and ${dev.origin}/staff (the staff console)`);
    const home = await fetch(`${dev.origin}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("<title>");
    expect(html).toContain("virtual:react-router/inject-hmr-runtime");
  });

  it("passes the API to the server: the events, and a contact form post that is stored and mailed to .eml in the dev data", async () => {
    const events = await fetch(`${dev.origin}/Bweb/api/events`);
    expect(events.status).toBe(200);
    expect(((await events.json()) as unknown[]).length).toBeGreaterThan(0);

    // As the web app posts: a token from the server, echoed in the header, from the page's origin.
    const tokenAnswer = await fetch(`${dev.origin}${XSRF_TOKEN_PATH}`);
    const token = /XSRF-TOKEN=([^;]+)/.exec(tokenAnswer.headers.get("set-cookie") ?? "")?.[1] ?? "";
    expect(token).not.toBe("");
    const posted = await fetch(`${dev.origin}${MAIL_SENDING_PATH}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: dev.origin,
        cookie: `${XSRF_COOKIE}=${token}`,
        [XSRF_HEADER]: decodeURIComponent(token),
      },
      body: JSON.stringify(sampleContactMessage),
    });
    expect(posted.status, await posted.clone().text()).toBe(202);

    const mails = () => {
      try {
        return readdirSync(path.join(dev.dataDir, "mail"), { recursive: true })
          .map(String)
          .filter((name) => name.endsWith(".eml"));
      } catch {
        return [];
      }
    };
    await expect.poll(mails, { timeout: 15_000 }).toHaveLength(1);
    expect(statSync(path.join(dev.dataDir, "site.db")).isFile()).toBe(true);
  });

  it("serves the staff console from its dev server at /staff, and its API from the server", async () => {
    for (const address of ["/staff", "/staff/", "/staff/inbox"]) {
      const page = await fetch(`${dev.origin}${address}`);
      expect(page.status, address).toBe(200);
      const html = await page.text();
      expect(html, address).toContain("<title>Staff console</title>");
      expect(html, address).toContain("/staff/@vite/client");
    }
    const script = await fetch(`${dev.origin}/staff/src/main.tsx`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("javascript");
    const session = await fetch(`${dev.origin}/staff/api/session`);
    expect(session.status).toBe(401);
    expect(await session.json()).toHaveProperty("errors");
  });

  it("enrols a passkey from `npm run dev:staff`'s link and signs in with it on the dev address", async () => {
    const { stdout } = await run(
      "npm",
      ["run", "--silent", "dev:staff", "--", "invite", "--email", "dev@example.com", "--name", "Dev Person"],
      {
        cwd: REPO_ROOT,
        env: dev.env,
        timeout: 30_000,
      },
    );
    const link = stdout.trim().split("\n").at(-1) ?? "";
    expect(link.startsWith(`${dev.origin}/staff/enrol#`), stdout).toBe(true);

    const browser = await chromium.launch({
      executablePath: requireChromiumPath(),
      args: [...CHROMIUM_ARGS],
      headless: true,
      timeout: 60_000,
    });
    try {
      const context = await browser.newContext();
      context.setDefaultTimeout(30_000);
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      // A platform authenticator that verifies its user and answers every prompt (CDP WebAuthn).
      const cdp = await context.newCDPSession(page);
      await cdp.send("WebAuthn.enable", { enableUI: false });
      const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
        options: {
          protocol: "ctap2",
          transport: "internal",
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });

      await page.goto(link);
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe("Set up your passkey");
      await page.getByRole("button", { name: "Create your passkey" }).click();
      // Invited from the shell without a role: an admin, who lands on the team.
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe("Team");
      expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(1);

      await page.getByRole("button", { name: "Sign out" }).click();
      await expect.poll(() => heading(page).textContent()).toBe("Sign in");
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe("Team");
      expect(pageErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("restarts the server, a new process answering, when a server source file changes", async () => {
    const before = serverProcess(dev);
    expect(before, dev.output()).toBeDefined();
    const from = dev.output().length;
    const now = new Date();
    utimesSync(SERVER_SOURCE, now, now);

    await dev.waitForOutput("Restarting", 20_000, from);
    await expect.poll(() => serverProcess(dev)?.pid, { timeout: 20_000 }).not.toBe(before?.pid);
    expect(isRunning(before!)).toBe(false);
    await expect
      .poll(async () => (await fetch(`${dev.origin}/healthz`).catch(() => undefined))?.status, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(200);
  });

  it("stops every process it started on Ctrl-C", async () => {
    const started = dev.processes();
    // The site's and the console's Vite, tsx watch and the server at least.
    expect(started.length, started.map((entry) => entry.args).join("\n")).toBeGreaterThanOrEqual(4);
    // A terminal's Ctrl-C: SIGINT to the foreground job's whole process group.
    process.kill(-dev.pid, "SIGINT");
    await expectAllGone(dev);
    expect(dev.output()).toContain("SIGINT: stopping every part");
  });
});

// A new database without the sample events, whose pictures take seconds to make.
const QUICK_START = { SAMPLE_EVENTS: "false" };

describe("npm run dev, ending otherwise", () => {
  const runs: DevRun[] = [];
  const started = async (label: string) => {
    const dev = await startDev(label, QUICK_START);
    runs.push(dev);
    await dev.waitForOutput(ready(dev));
    return dev;
  };
  afterAll(async () => {
    await Promise.all(runs.map((dev) => dev.cleanup()));
  });

  it("stops every part and exits 0 on SIGTERM", async () => {
    const dev = await started("sigterm");
    // Node running dev.mjs, not the shell npm runs it with (whose command line ends alike).
    const candidates = dev.processes().filter((entry) => entry.args.endsWith("scripts/dev.mjs"));
    const supervisor =
      candidates.find((entry) => candidates.some((parent) => parent.pid === entry.ppid)) ?? candidates[0];
    expect(supervisor, dev.output()).toBeDefined();
    process.kill(supervisor!.pid, "SIGTERM");
    expect(await dev.exited).toEqual({ code: 0, signal: null });
    await expectAllGone(dev);
  });

  it("stops the others and exits non-zero when one part dies", async () => {
    const dev = await started("part-dies");
    const consoleVite = dev.processes().find((entry) => entry.args.endsWith(".bin/vite"));
    expect(consoleVite, dev.output()).toBeDefined();
    process.kill(consoleVite!.pid, "SIGKILL");
    const exit = await dev.exited;
    expect(exit.code, dev.output()).not.toBe(0);
    expect(dev.output()).toContain("console exited (SIGKILL): stopping the others");
    await expectAllGone(dev);
  });
});
