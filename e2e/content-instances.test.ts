// Two instances on one PostgreSQL database, as production runs them behind its proxy: a
// publisher publishes through one, whose answer comes once its own pages show the change,
// and the other serves it too within seconds (its check interval), new phone number in
// its pages, JSON-LD and PDFs, without a restart.

import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { STAFF_API, staffApiPath, type ContentDocumentAnswer } from "@site/contracts/staff";
import type { SiteIdentity } from "@site/contracts/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, startPostgres, type ThrowawayPostgres } from "../scripts/postgres.mjs";
import { REPO_ROOT, startServer, type RunningServer } from "../scripts/server-process.mjs";
import { pdfText } from "../web/scripts/pdf-text.ts";
import { PHONE, useBrowser } from "./browser.ts";
import { addVirtualAuthenticator, consoleXsrf } from "./staff-server.ts";

const run = promisify(execFile);
const NEW_PHONE = { display: "+91 427 266 0202", href: "tel:+914272660202" };
const identityPath = staffApiPath(STAFF_API.contentDocument, { type: "site", id: "identity" });
// The pages checked on both: one of each kind that prints the phone number.
const PAGES = ["/home", "/contact", "/help", "/BRBS", "/privacy"];
// And a PDF of each kind, whose every page's footer prints it.
const PDFS = [
  "/media/docs/Doc-1.pdf",
  "/media/docs/ovations-2-bips.pdf",
  "/media/docs/brochure-reconciliation.pdf",
];

let cluster: ThrowawayPostgres | undefined;
let databaseUrl = "";
const instances: { server: RunningServer; url: string }[] = [];
const browser = useBrowser({ baseURL: () => instances[0]?.url ?? "" });

const startInstance = async (label: string) => {
  const server = await startServer({
    label,
    env: { DATABASE_URL: databaseUrl, SAMPLE_EVENTS: "false", RATE_LIMIT: "100" },
    envForPort: (port) => ({ SITE_URL: `http://localhost:${port}` }),
    // A new database's first start, beside other files' browsers on two cores.
    readyTimeoutMs: 90_000,
  });
  instances.push({ server, url: `http://localhost:${server.port}` });
};

beforeAll(async () => {
  cluster = await startPostgres({ label: "content-instances-pg" });
  databaseUrl = await createDatabase(cluster.url, "content_instances");
  // One after the other: the first seeds the content, the second finds it there.
  await startInstance("first");
  await startInstance("second");
}, 240_000);

afterAll(async () => {
  await Promise.all(instances.map(({ server }) => server.stop()));
  await cluster?.stop();
});

const pdfOf = async (base: string, pathname: string) => {
  const response = await fetch(`${base}${pathname}`);
  expect(response.status, `${base}${pathname}`).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  return (await pdfText(Buffer.from(await response.arrayBuffer()))).text;
};

const pageOf = async (base: string, pathname: string) => {
  const response = await fetch(`${base}${pathname}`);
  expect(response.status, `${base}${pathname}`).toBe(200);
  return response.text();
};

describe("a publish on one of two instances", () => {
  it("is served by the other within seconds", async () => {
    const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const { stdout } = await run(
      process.execPath,
      [
        path.join(REPO_ROOT, "server/dist/cli/staff.js"),
        "invite",
        "--email",
        "pat@example.com",
        "--name",
        "Pat Publisher",
        "--role",
        "publisher",
      ],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: first.server.dataDir,
          SITE_URL: first.url,
        },
        timeout: 60_000,
      },
    );
    const link = stdout.trim().split("\n").at(-1) ?? "";
    expect(link).toContain("/staff/enrol#");
    const { page } = await browser.openPage("/staff/enrol", { viewport: PHONE });
    await addVirtualAuthenticator(page);
    await page.goto(link);
    await page.getByRole("button", { name: "Create your passkey" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/staff/enrol"), { timeout: 20_000 });

    const current = (await (await page.request.get(identityPath)).json()) as ContentDocumentAnswer;
    const published = current.published as SiteIdentity;
    for (const pathname of PAGES)
      expect(await pageOf(second.url, pathname), pathname).toContain(published.phone.display);
    for (const pathname of PDFS)
      expect(await pdfOf(second.url, pathname), pathname).toContain(published.phone.display);
    const headers = await consoleXsrf(page, first.url);
    const saved = await page.request.put(identityPath, {
      headers,
      data: { version: current.version, data: { ...published, phone: NEW_PHONE } },
    });
    expect(saved.status()).toBe(200);
    const { version } = (await saved.json()) as { version: number };
    const answer = await page.request.post(
      staffApiPath(STAFF_API.contentPublish, { type: "site", id: "identity" }),
      // Every page, PDF and social image is rendered before the answer: seconds alone, minutes
      // beside other files' browsers on two cores.
      { headers, data: { version, note: "New switchboard" }, timeout: 240_000 },
    );
    expect(answer.status(), await answer.text()).toBe(200);

    // The instance that answered shows it already, in its pages and PDFs.
    for (const pathname of PAGES)
      expect(await pageOf(first.url, pathname), pathname).toContain(NEW_PHONE.display);
    for (const pathname of PDFS) {
      const text = await pdfOf(first.url, pathname);
      expect(text, pathname).toContain(NEW_PHONE.display);
      expect(text, pathname).not.toContain(published.phone.display);
    }
    // The other within its check interval (a second), taking the renderings the first one
    // kept; five seconds leaves room for a busy machine.
    await expect
      .poll(
        async () => {
          const pages = await Promise.all(PAGES.map((pathname) => pageOf(second.url, pathname)));
          return PAGES.filter((_, index) => !pages[index]!.includes(NEW_PHONE.display));
        },
        { timeout: 5_000, interval: 200 },
      )
      .toEqual([]);
    for (const pathname of PDFS)
      expect(await pdfOf(second.url, pathname), pathname).toContain(NEW_PHONE.display);
    const home = await pageOf(second.url, "/home");
    expect(home).not.toContain(published.phone.display);
    expect(home).toContain(`"telephone":"${NEW_PHONE.display}"`);
  }, 330_000);
});
