// Pages are made one way: the build writes every page with the renderer the server runs
// (web/render/page-renderer.ts), so what the server would render at run time for the
// build's data is, byte for byte, what the build wrote, with the facts the manifest gives
// the server about it; and so is a page rendered from the content as a database holds it
// (the build's seed, read back from JSON), with the key the build wrote for it.

import { readFile } from "node:fs/promises";
import path from "node:path";
import { contentKey, siteContentOf, type ContentDocument, type SiteContent } from "@site/contracts/content";
import { BUILD_PAGE_DATA, SITE_MANIFEST_FILE, type ContentSeed } from "@site/contracts/page-render";
import { SiteManifestSchema } from "@site/contracts/site-build";
import { hasPostForm } from "@site/contracts/xsrf";
import { describe, expect, it } from "vitest";
import { buildDocumentRenderer, buildRenderer, CLIENT_DIR } from "./build-renderer.ts";
import { formatFileSize } from "../web/app/components/file-size.ts";

const manifest = SiteManifestSchema.parse(
  JSON.parse(await readFile(path.join(CLIENT_DIR, SITE_MANIFEST_FILE), "utf8")),
);
const read = (file: string) => readFile(path.join(CLIENT_DIR, file));

describe("the build's pages are the renderer's", () => {
  it.each(Object.entries(manifest.pages))("%s", async (pagePath, entry) => {
    const rendered = await (await buildRenderer()).render(pagePath, BUILD_PAGE_DATA);
    expect(rendered.html.identity.equals(await read(entry.file))).toBe(true);
    expect(rendered.html.br.equals(await read(`${entry.file}.br`))).toBe(true);
    expect(rendered.html.gzip.equals(await read(`${entry.file}.gz`))).toBe(true);
    expect(rendered.data === undefined).toBe(entry.data === undefined);
    if (entry.data !== undefined) expect(rendered.data!.identity.equals(await read(entry.data))).toBe(true);
    expect(rendered.scriptHashes).toEqual(entry.scriptHashes);
    // The route table's word that the page posts a form, or loads React, is the page's own markup.
    const html = rendered.html.identity.toString("utf8");
    expect(hasPostForm(html)).toBe(entry.postsForm);
    expect(html.includes("window.__reactRouterContext")).toBe(entry.hydrated);
  });

  it("renders the content as the database holds it into the same bytes, under the build's key", async () => {
    const seed = JSON.parse(await read(manifest.contentSeed!).then(String)) as ContentSeed;
    const documents = seed.documents as ContentDocument[];
    expect(contentKey(documents)).toBe(manifest.contentKey);
    const content = siteContentOf(documents) as SiteContent;
    const renderer = await buildRenderer();
    // Pages of screens that read the content in their loaders.
    const pagePaths = [
      "/home",
      "/about",
      "/help",
      "/contact",
      "/contact/sent",
      "/Careers",
      "/team",
      "/promoters",
      "/time-line",
      "/Demo-Page",
      "/project-page",
      "/solution-page",
      "/BRBS",
    ];
    for (const pagePath of pagePaths) {
      const rendered = await renderer.render(pagePath, { eventsJson: null, content });
      expect(rendered.html.identity.equals(await read(manifest.pages[pagePath]!.file)), pagePath).toBe(true);
    }
    // Every page but the gallery (its events are not known at build) is rendered from the content alone.
    expect(
      Object.entries(manifest.pages)
        .filter(([, entry]) => entry.renderedFrom.join() !== "content")
        .map(([pagePath]) => pagePath),
    ).toEqual(["/gallery"]);
  });

  it("prints beside each brochure the size of its PDF as made from the same content", async () => {
    const seed = JSON.parse(await read(manifest.contentSeed!).then(String)) as ContentSeed;
    const content = siteContentOf(seed.documents as ContentDocument[]) as SiteContent;
    // A brochure with a longer text, as staff may publish it: a bigger PDF.
    const [first] = content.brochures;
    const longer: SiteContent = {
      ...content,
      brochures: [
        {
          ...first!,
          document: {
            ...first!.document!,
            sections: first!.document!.sections.map((section) => ({
              ...section,
              body: Array.from({ length: 30 }, (_, n) => `${n + 1}. ${String(section.body[0])}`),
            })),
          },
        },
        ...content.brochures.slice(1),
      ],
    };
    const sizesOn = async (from: SiteContent) => {
      const html = (
        await (await buildRenderer()).render("/brochure", { eventsJson: null, content: from })
      ).html.identity.toString("utf8");
      return [...html.matchAll(/\(PDF, ([\d.]+ [KM]B), opens in a new tab\)/g)].map((match) => match[1]);
    };
    const madeSize = async (from: SiteContent) =>
      formatFileSize((await (await buildDocumentRenderer()).render(first!.pdf, from)).body.length);
    const [before, after] = [await sizesOn(content), await sizesOn(longer)];
    expect(before).toHaveLength(8);
    expect(before[0]).toBe(await madeSize(content));
    expect(before[0]).toBe(formatFileSize((await read(first!.pdf)).length));
    expect(after[0]).toBe(await madeSize(longer));
    expect(after[0]).not.toBe(before[0]);
    expect(after.slice(1)).toEqual(before.slice(1));
  });

  it("tells the server which pages post a form, frame the map or run the search worker", () => {
    const withFact = (fact: "postsForm" | "framesMap" | "runsSearchWorker") =>
      Object.entries(manifest.pages)
        .filter(([, entry]) => entry[fact])
        .map(([pagePath]) => pagePath)
        .sort();
    expect(withFact("postsForm")).toEqual(["/Careers", "/career", "/contact"]);
    expect(withFact("framesMap")).toEqual(["/contact"]);
    expect(withFact("runsSearchWorker")).toEqual(["/search"]);
  });
});
