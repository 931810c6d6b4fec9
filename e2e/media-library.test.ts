// A brochure whose PDF comes from the media library, as marketing keeps one: the PDF is
// uploaded on the console's Media screen, the brochure names it and is published, and the
// Brochures page links it (its size too), served from the database with Range requests;
// then the file is replaced on the Media screen: the page links the new file at a new
// address, and the old address is not reused for the new bytes. And a demo video staff add
// to the Demos page with a video of the library: the page plays it, with its poster and
// the captions the server makes from its cues.

import { readFile } from "node:fs/promises";
import path from "node:path";
import { pictureFileUrl, STAFF_API, staffApiPath, type MediaItem } from "@site/contracts/staff";
import { REPO_ROOT } from "../scripts/server-process.mjs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pathTo } from "../web/app/route-paths.ts";
import { axeViolations } from "./axe.ts";
import { consoleXsrf, useStaffServer } from "./staff-server.ts";

const staff = useStaffServer({ sampleEvents: false });
// A publish renders the pages it changes before it answers, beside other files on two cores.
const PUBLISH_MS = 240_000;
// An upload is made into AVIF and WebP renditions (a video's poster too) before it is
// answered: seconds alone, much longer beside other files' browsers on two cores.
const UPLOAD_MS = 120_000;
const BROCHURES = pathTo("brochures");

/** A small PDF whose bytes differ by `seed`. */
const pdfOf = (seed: string) => Buffer.from(`%PDF-1.4\n% ${seed}\n${"x".repeat(40_000)}\n%%EOF\n`, "latin1");

async function uploadOnMediaScreen(page: Page, title: string, bytes: Buffer): Promise<MediaItem> {
  await page.goto("/staff/media");
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 20_000 })
    .toBe("Media library");
  const form = page.getByRole("form", { name: "Upload a file" });
  // The limits are said before a file is chosen.
  expect(await form.textContent()).toContain("20 MB");
  await form
    .getByLabel("File")
    .setInputFiles({ name: `${title}.pdf`, mimeType: "application/pdf", buffer: bytes });
  await form.getByLabel("Title").fill(title);
  await form.getByRole("button", { name: "Upload" }).click();
  await expect
    .poll(async () => (await libraryNow(page)).find((item) => item.title === title), { timeout: UPLOAD_MS })
    .toBeDefined();
  return (await libraryNow(page)).find((item) => item.title === title)!;
}

async function libraryNow(page: Page): Promise<MediaItem[]> {
  const response = await page.request.get(STAFF_API.media);
  expect(response.status()).toBe(200);
  return (await response.json()) as MediaItem[];
}

/** Publishes the brochures with the first one's PDF at `pdf`, as a publisher's save and publish. */
async function publishFirstBrochure(page: Page, pdf: string) {
  const url = staffApiPath(STAFF_API.contentDocument, { type: "site", id: "brochures" });
  const headers = await consoleXsrf(page, staff.baseURL);
  const current = (await (await page.request.get(url)).json()) as {
    version: number;
    published: { pdf: string; document?: unknown }[];
  };
  const [first, ...rest] = current.published;
  // A brochure of the library is served as it is: no text to make a PDF from.
  const card = { ...first! };
  delete card.document;
  const saved = await page.request.put(url, {
    headers,
    data: { version: current.version, data: [{ ...card, pdf }, ...rest] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { version } = (await saved.json()) as { version: number };
  const published = await page.request.post(
    staffApiPath(STAFF_API.contentPublish, { type: "site", id: "brochures" }),
    {
      headers,
      data: { version },
      timeout: PUBLISH_MS,
    },
  );
  expect(published.status(), await published.text()).toBe(200);
}

const visit = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${staff.baseURL}${pathname}`, { headers });

describe("a brochure from the media library", () => {
  it(
    "is uploaded, linked, published and replaced, the page following each step",
    async () => {
      const page = await staff.enrolledPage("mia@example.com", "Mia Marketing", ["editor", "publisher"]);
      const first = pdfOf("first edition");
      const item = await uploadOnMediaScreen(page, "Core banking brochure", first);
      expect(item.url).toMatch(/^\/media\/file-[0-9a-f]{32}\.pdf$/);
      expect(await axeViolations(page)).toEqual([]);

      await publishFirstBrochure(page, item.url);
      const html = await (await visit(BROCHURES)).text();
      expect(html).toContain(`href="${item.url}"`);
      const served = await visit(item.url);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(first)).toBe(true);
      const part = await visit(item.url, { range: "bytes=0-7" });
      expect(part.status).toBe(206);
      expect(await part.text()).toBe("%PDF-1.4");

      // The Media screen says where it is used, and replaces it.
      await page.reload();
      const card = page.getByRole("listitem").filter({ hasText: "Core banking brochure" }).first();
      await expect.poll(() => card.textContent(), { timeout: 20_000 }).toContain("Brochures");
      await card.getByRole("button", { name: "Replace file" }).click();
      const dialog = page.getByRole("dialog", { name: "Replace the file of “Core banking brochure”?" });
      const second = pdfOf("second edition");
      await dialog.getByLabel("New document").setInputFiles({
        name: "core-banking-2026.pdf",
        mimeType: "application/pdf",
        buffer: second,
      });
      await dialog.getByRole("button", { name: "Replace the file" }).click();
      await expect
        .poll(async () => (await libraryNow(page)).find((entry) => entry.id === item.id)?.url, {
          timeout: PUBLISH_MS,
        })
        .not.toBe(item.url);
      const replaced = (await libraryNow(page)).find((entry) => entry.id === item.id)!;

      const after = await (await visit(BROCHURES)).text();
      expect(after).toContain(`href="${replaced.url}"`);
      expect(after).not.toContain(`href="${item.url}"`);
      expect(Buffer.from(await (await visit(replaced.url)).arrayBuffer()).equals(second)).toBe(true);
      // The old address still means the old file: a cache holding it is right.
      expect(Buffer.from(await (await visit(item.url)).arrayBuffer()).equals(first)).toBe(true);
    },
    PUBLISH_MS * 2,
  );

  it(
    "plays a demo video staff add with a video of the library, its poster and captions",
    async () => {
      const page = await staff.enrolledPage("dev@example.com", "Dev Publisher", ["editor", "publisher"]);
      const headers = await consoleXsrf(page, staff.baseURL);
      const video = await readFile(path.join(REPO_ROOT, "web/public/media/video/scheduling-and-queuing.mp4"));
      const added = await page.request.post(`${STAFF_API.media}?title=Loan%20origination%20demo`, {
        headers: { ...headers, "content-type": "video/mp4" },
        data: video,
        timeout: UPLOAD_MS,
      });
      expect(added.status(), await added.text()).toBe(201);
      const item = (await added.json()) as MediaItem;
      // ffmpeg made its poster where the machine has it; else a picture of the library is chosen.
      let poster = item.poster === null ? undefined : pictureFileUrl(item.poster, 960);
      if (poster === undefined) {
        const still = await readFile(
          path.join(REPO_ROOT, "web/public/media/video/scheduling-and-queuing-poster.webp"),
        );
        const picture = await page.request.post(`${STAFF_API.media}?title=Loan%20origination%20poster`, {
          headers: { ...headers, "content-type": "image/webp" },
          data: still,
          timeout: UPLOAD_MS,
        });
        expect(picture.status(), await picture.text()).toBe(201);
        poster = ((await picture.json()) as MediaItem).url;
      }

      const url = staffApiPath(STAFF_API.contentDocument, { type: "site", id: "demos" });
      const current = (await (await page.request.get(url)).json()) as {
        version: number;
        published: object[];
      };
      const demo = {
        id: "loan-origination",
        title: "Loan origination",
        description: "A loan application from the branch to the credit officer's approval.",
        video: item.url,
        poster,
        captions: "/media/video/loan-origination.vtt",
        captionsLang: "en",
        cues: [
          { start: "00:00:00.000", end: "00:00:04.000", text: "A loan application starts at the branch." },
          { start: "00:00:04.000", end: "00:00:08.000", text: "The credit officer sees it at once." },
          { start: "00:00:08.000", end: "00:00:12.000", text: "It is approved within the day." },
        ],
      };
      const saved = await page.request.put(url, {
        headers,
        data: { version: current.version, data: [...current.published, demo] },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const published = await page.request.post(
        staffApiPath(STAFF_API.contentPublish, { type: "site", id: "demos" }),
        {
          headers,
          data: { version: ((await saved.json()) as { version: number }).version },
          timeout: PUBLISH_MS,
        },
      );
      expect(published.status(), await published.text()).toBe(200);

      const html = await (await visit(pathTo("demos"))).text();
      expect(html).toContain(`src="${item.url}"`);
      expect(html).toContain(`poster="${poster}"`);
      expect(html).toContain(`src="${demo.captions}"`);
      const captions = await visit(demo.captions);
      expect(captions.status).toBe(200);
      expect(captions.headers.get("content-type")).toMatch(/^text\/vtt/);
      expect(await captions.text()).toContain("The credit officer sees it at once.");
      const start = await visit(item.url, { range: "bytes=0-1023" });
      expect(start.status).toBe(206);
      expect(start.headers.get("content-type")).toBe("video/mp4");
      expect((await start.arrayBuffer()).byteLength).toBe(1024);
    },
    PUBLISH_MS * 2,
  );
});
