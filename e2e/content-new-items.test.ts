// Items added to the content have pages without a build: a new policy and a new solution,
// published while the server runs, are served at their addresses, rendered by the routes
// every item of their kind shares, and appear wherever their kind appears: the
// Publications menu of every page, the Solutions list, the sitemap, the search box's
// suggestions, the full-text search, and their own PDF and social image. The import renders
// them before it publishes, as a publish from the console does: the server takes them as
// kept, rendering nothing itself.

import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Policy, PolicyText, Solution, SolutionText } from "@site/contracts/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, startServer, type RunningServer } from "../scripts/server-process.mjs";
import { useBrowser } from "./browser.ts";

const run = promisify(execFile);
// Tests may wait this long for the server to follow an import (it loads its renderer first).
const FOLLOW_MS = 90_000;
const CLI = path.join(REPO_ROOT, "server/dist/cli/content.js");

const POLICY = {
  id: "Doc-5",
  title: "Supplier Code of Conduct",
  menuLabel: "Supplier Code",
  reference: "HR-POL-05",
};
const SOLUTION = {
  key: "treasury-management",
  page: "BTMS",
  detailsId: "treasury-management-system",
  name: "Treasury Management System",
  summary: "Treasury dealing, limits and settlement for banks, in one system with the core banking ledger.",
  // A picture the site has: a new item shows the one staff choose.
  picture: { name: "solution-account-creation", width: 1200, height: 800, widths: [480, 800, 1200] },
};

describe("items added while the server runs", () => {
  let server: RunningServer;
  const browser = useBrowser({ baseURL: () => server.baseURL });
  let folder: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), "content-new-items-data-"));

  const content = (...args: string[]) =>
    run(process.execPath, [CLI, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      // An import renders every page it changes before it answers (a new menu entry: all of
      // them), a minute or more beside other files' browsers on two cores.
      timeout: 240_000,
    });
  const get = (pathname: string) => fetch(`${server.baseURL}${pathname}`, { redirect: "manual" });
  const text = async (pathname: string) => (await get(pathname)).text();

  beforeAll(async () => {
    server = await startServer({
      label: "new-items",
      dataDir,
      logLevel: "info",
      env: { SAMPLE_EVENTS: "false" },
      readyTimeoutMs: 90_000,
    });
    folder = mkdtempSync(path.join(tmpdir(), "content-new-items-"));
    await content("export", folder);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Adds the new policy and solution to the exported files, each a copy of one of its kind with its own ids and texts. */
  function addItems() {
    const read = <T>(file: string) => JSON.parse(readFileSync(path.join(folder, file), "utf8")) as T;
    const write = (file: string, data: unknown) =>
      writeFileSync(path.join(folder, file), JSON.stringify(data));
    const policy = read<{ entry: Policy; text: PolicyText }>("policy/Doc-4.json");
    write(`policy/${POLICY.id}.json`, {
      entry: {
        ...policy.entry,
        ...POLICY,
        pageTitle: POLICY.title,
        summary:
          "How the suppliers we work with are expected to behave: gifts, conflicts, data and fair dealing.",
      },
      text: policy.text,
    });
    const solution = read<{ entry: Solution; text: SolutionText }>("solution/reconciliation-report.json");
    write(`solution/${SOLUTION.key}.json`, {
      entry: { ...solution.entry, ...SOLUTION },
      text: solution.text,
    });
    const index = read<{ documents: { type: string; id: string }[] }>("index.json");
    index.documents.push({ type: "policy", id: POLICY.id }, { type: "solution", id: SOLUTION.key });
    write("index.json", { ...index });
  }

  it("serves their pages and files, listed everywhere their kind is, once imported", async () => {
    // Before: no such pages; an unknown address goes home.
    expect((await get(`/${SOLUTION.page}`)).status).toBe(302);
    expect((await get(`/${POLICY.id}`)).status).toBe(302);

    addItems();
    await content("import", folder);

    // The server takes the import within its check (the renderer tells it which pages the
    // content makes); then their pages are at every address of their kind.
    const deadline = Date.now() + FOLLOW_MS;
    while ((await get(`/${POLICY.id}`)).status !== 200 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    for (const pathname of [
      `/${POLICY.id}`,
      `/${SOLUTION.page}`,
      `/solution-details/${SOLUTION.detailsId}`,
    ]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
    }
    const policyPage = await text(`/${POLICY.id}`);
    expect(policyPage).toContain(`<h1`);
    expect(policyPage).toContain(POLICY.reference);
    expect(policyPage).toContain(`<title>${POLICY.title} |`);
    const solutionPage = await text(`/${SOLUTION.page}`);
    expect(solutionPage).toContain(SOLUTION.summary);
    expect(solutionPage).toContain(`/media/social/solution-${SOLUTION.key}.png`);

    // The Publications menu of every kind of page, and the Solutions list.
    for (const pathname of ["/home", "/contact", "/BRBS", `/${SOLUTION.page}`])
      expect(await text(pathname), pathname).toContain(`href="/${POLICY.id}"`);
    expect(await text("/solution-page")).toContain(`href="/${SOLUTION.page}"`);

    // Their files: the policy's PDF, the solution's social image, the suggestions.
    const pdf = await get(`/media/docs/${POLICY.id}.pdf`);
    expect([pdf.status, pdf.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const image = await get(`/media/social/solution-${SOLUTION.key}.png`);
    expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/png"]);
    const suggestions = await text("/search-suggestions.json");
    expect(suggestions).toContain(`/solution-details/${SOLUTION.detailsId}`);

    // The sitemap lists them, dated.
    const sitemap = await text("/sitemap.xml");
    for (const pathname of [`/${POLICY.id}`, `/${SOLUTION.page}`])
      expect(sitemap).toMatch(new RegExp(`${pathname}</loc><lastmod>\\d{4}-`));

    // The server rendered none of it: the import did, and kept its renderings in the
    // transaction that published the content, so the server's check never finds the new
    // content without them.
    expect(server.linesWith("Rendered /").filter((line) => !line.includes("Rendered /gallery"))).toEqual([]);
  }, 300_000);

  it("leaves a renamed page's old address leading to its new one", async () => {
    const file = path.join(folder, `solution/${SOLUTION.key}.json`);
    const document = JSON.parse(readFileSync(file, "utf8")) as { entry: Solution };
    writeFileSync(
      file,
      JSON.stringify({ ...document, entry: { ...document.entry, page: "Treasury-Management" } }),
    );
    await content("import", folder);
    const deadline = Date.now() + FOLLOW_MS;
    while ((await get("/Treasury-Management")).status !== 200 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await get("/Treasury-Management")).status).toBe(200);
    const moved = await get(`/${SOLUTION.page}?ref=mail`);
    expect([moved.status, moved.headers.get("location")]).toEqual([301, "/Treasury-Management?ref=mail"]);
    expect(await text("/solution-page")).not.toContain(`href="/${SOLUTION.page}"`);
    expect(await text("/sitemap.xml")).not.toContain(`/${SOLUTION.page}<`);
    // Put back as the next test expects it.
    writeFileSync(file, JSON.stringify(document));
    await content("import", folder);
    const back = Date.now() + FOLLOW_MS;
    while ((await get(`/${SOLUTION.page}`)).status !== 200 && Date.now() < back)
      await new Promise((resolve) => setTimeout(resolve, 250));
    const returned = await get("/Treasury-Management");
    expect([returned.status, returned.headers.get("location")]).toEqual([301, `/${SOLUTION.page}`]);
  }, 600_000);

  it("finds the new solution in the full-text search", async () => {
    // The server indexes the pages again once it has them (seconds, longer on a busy
    // machine): the search page is asked again until its index has the new solution.
    const { page, consoleErrors } = await browser.openPage("/home");
    const result = page.locator(`main a[href="/${SOLUTION.page}"]`).first();
    const deadline = Date.now() + FOLLOW_MS;
    for (;;) {
      await page.goto(`/search?q=${encodeURIComponent("Treasury Management")}`);
      const found = await result.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      );
      if (found || Date.now() > deadline) break;
    }
    expect(await result.textContent()).toContain(SOLUTION.name);
    expect(consoleErrors).toEqual([]);
  }, 180_000);
});
