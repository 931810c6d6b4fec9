// Content published while the server runs reaches the public pages without a build or a
// restart: a new phone number in the site identity shows in the header, the footer, the
// help page's contacts and the home page's JSON-LD, on static and hydrated pages alike; an
// edited answer shows on the help page and in its FAQPage JSON-LD. A new database renders
// nothing at start (its content is the build's), and a restart serves the last rendering.

import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Faq, SiteIdentity } from "@site/contracts/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, startServer, type RunningServer } from "../scripts/server-process.mjs";

const run = promisify(execFile);
const CLI = path.join(REPO_ROOT, "server/dist/cli/content.js");
const NEW_PHONE = { display: "+91 427 299 1234", href: "tel:+914272991234" };
// Tests may wait this long for every page to follow a publish (the benchmark's figure is lower).
const FOLLOW_MS = 30_000;

describe("content published while the server runs", () => {
  let server: RunningServer;
  let folder: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), "content-publish-data-"));
  // No sample events to draw at start; beside other files' browsers, a start may be slow.
  const SERVER = {
    label: "content",
    dataDir,
    logLevel: "info",
    env: { SAMPLE_EVENTS: "false" },
    readyTimeoutMs: 90_000,
  };

  const content = (...args: string[]) =>
    run(process.execPath, [CLI, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      timeout: 60_000,
    });
  const page = async (pathname: string) => (await fetch(`${server.baseURL}${pathname}`)).text();
  /** Waits until `pathname` includes `text` (the pages are rendered in the background). */
  const until = async (pathname: string, text: string) => {
    const deadline = Date.now() + FOLLOW_MS;
    let html = "";
    while (Date.now() < deadline) {
      html = await page(pathname);
      if (html.includes(text)) return html;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${pathname} did not show ${JSON.stringify(text)} within ${FOLLOW_MS} ms`);
  };

  beforeAll(async () => {
    server = await startServer(SERVER);
    folder = mkdtempSync(path.join(tmpdir(), "content-publish-"));
    await content("export", folder);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("renders nothing at start while the published content is the build's", () => {
    expect(server.output()).not.toMatch(/Rendered \/(?!gallery)/);
  });

  it("shows a new phone number on every kind of page, and an edited answer on the help page", async () => {
    const identityFile = path.join(folder, "site/identity.json");
    const identity = JSON.parse(readFileSync(identityFile, "utf8")) as SiteIdentity;
    const oldPhone = identity.phone.display;
    expect(await page("/home")).toContain(oldPhone);
    writeFileSync(identityFile, JSON.stringify({ ...identity, phone: NEW_PHONE }));
    const faqFile = path.join(folder, "page/faq.json");
    const faq = JSON.parse(readFileSync(faqFile, "utf8")) as Faq;
    const answer = "We answer every question within a day. Ask us anything about your systems.";
    faq.items[5]!.answer = answer;
    writeFileSync(faqFile, JSON.stringify(faq));
    await content("import", folder);

    for (const pathname of ["/home", "/help", "/about", "/Careers", "/contact", "/BXBRL"]) {
      const html = await until(pathname, NEW_PHONE.display);
      expect(html, pathname).toContain(`href="${NEW_PHONE.href}"`);
    }
    // The texts that name the number hold a placeholder ({phone}): the old number is gone
    // from them too (the contact cards and the about page's links still carry it as built).
    for (const pathname of ["/home", "/Careers", "/BXBRL", "/help"])
      expect(await page(pathname), pathname).not.toContain(oldPhone);
    const home = await page("/home");
    expect(home).toContain(`"telephone":"${NEW_PHONE.display}"`);
    const help = await until("/help", answer);
    const faqJsonLd =
      /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"FAQPage".*?)<\/script>/.exec(
        help,
      );
    expect(faqJsonLd?.[1]).toContain(answer);
  });

  it("serves the last rendering after a restart, rendering nothing again", async () => {
    await server.stop();
    server = await startServer(SERVER);
    expect(await page("/help")).toContain(NEW_PHONE.display);
    expect(server.output()).not.toMatch(/Rendered \/(?!gallery)/);
  }, 60_000);
});
