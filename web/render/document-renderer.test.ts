// @vitest-environment node
// The PDFs and social images made from the content, as the server makes them again when
// staff publish: from the repository's content, the very bytes the build publishes; from a
// published change to what they print (the phone number, a solution's name), that change,
// in every kind of document; and each lists the parts of the content it read, so nothing
// else makes it again.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BUILD_FOLDERS, DOCUMENT_FONTS_FOLDER, type DocumentRenderer } from "@site/contracts/page-render";
import type { SiteContent } from "@site/contracts/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repositoryContent } from "../app/content/repository";
import { FONT_FILE_NAMES, fontFiles } from "../scripts/pdf-fonts";
import { pdfText } from "../scripts/pdf-text";
import { filledContent } from "../app/content/current";
import { renderSocialCard, socialCards } from "../scripts/social-images";
import { createDocumentRenderer } from "./document-renderer";

/** The repository's social card drawn at `image`, as the build draws it. */
const cardAt = (image: string) =>
  socialCards(filledContent(repositoryContent)).find((card) => card.path === image)!;

const publicDir = path.resolve(__dirname, "../public");
const NEW_PHONE = { display: "+91 427 288 0303", href: "tel:+914272880303" };

describe("the document renderer", () => {
  let clientDir: string;
  let renderer: DocumentRenderer;
  beforeAll(() => {
    // The fonts where the build puts them, beside the renderer.
    clientDir = mkdtempSync(path.join(tmpdir(), "documents-"));
    const fontsDir = path.join(clientDir, BUILD_FOLDERS.renderer, DOCUMENT_FONTS_FOLDER);
    mkdirSync(fontsDir, { recursive: true });
    const files = fontFiles();
    for (const [face, name] of Object.entries(FONT_FILE_NAMES))
      copyFileSync(files[face as keyof typeof FONT_FILE_NAMES], path.join(fontsDir, name));
    // The pictures the social images frame, as the build publishes them.
    symlinkSync(path.join(publicDir, "media"), path.join(clientDir, "media"));
    renderer = createDocumentRenderer({ clientDir, enhanceScript: "/assets/enhance.js" });
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it("lists every PDF, caption and social image with the parts of the content it prints", () => {
    const documents = renderer.documents(repositoryContent);
    const pdfs = documents.filter((d) => d.path.startsWith("/media/docs/"));
    const images = documents.filter((d) => d.path.startsWith("/media/social/"));
    const captions = documents.filter((d) => d.path.endsWith(".vtt"));
    expect([pdfs.length, images.length, captions.length, documents.length]).toEqual([15, 30, 3, 50]);
    expect(captions.map((d) => d.contentReads)).toEqual([["demos"], ["demos"], ["demos"]]);
    expect(documents.find((d) => d.path === "/manifest.webmanifest")?.contentReads).toEqual(["site"]);
    expect(documents.find((d) => d.path === "/search-suggestions.json")?.contentReads).toEqual([
      "insightTopics",
      "openings",
      "projects",
      "solutions",
    ]);
    expect(
      documents.find((d) => d.path === "/media/social/solution-instant-payment.png")?.contentReads,
    ).toEqual(["site", "solutions"]);
    expect(documents.find((d) => d.path === "/media/docs/Doc-1.pdf")?.contentReads).toEqual([
      "policies",
      "policyTexts",
      "site",
    ]);
    expect(documents.find((d) => d.path === "/media/docs/brochure-reconciliation.pdf")?.contentReads).toEqual(
      ["brochures", "site"],
    );
  });

  it("makes a demo's captions from its cues, for a demo staff add too", async () => {
    const [first] = repositoryContent.demos;
    const added = {
      ...first!,
      id: "loan-origination",
      captions: "/media/video/loan-origination.vtt",
      cues: [
        { start: "00:00:00.000", end: "00:00:04.000", text: "A loan application starts at the branch." },
        { start: "00:00:04.000", end: "00:00:08.000", text: "The credit officer sees it at once." },
        { start: "00:00:08.000", end: "00:00:12.000", text: "It is approved within the day." },
      ],
    };
    const content = { ...repositoryContent, demos: [...repositoryContent.demos, added] };
    const { body } = await renderer.render(added.captions, content);
    expect(body.toString()).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nA loan application starts at the branch.\n\n2\n00:00:04.000 --> 00:00:08.000\nThe credit officer sees it at once.\n\n3\n00:00:08.000 --> 00:00:12.000\nIt is approved within the day.\n",
    );
  });

  it("makes from the repository's content the bytes the build publishes", async () => {
    for (const file of [
      "/media/docs/Doc-2.pdf",
      "/media/docs/ovations-3-finacle.pdf",
      "/media/video/scheduling-and-queuing.vtt",
    ]) {
      const { body } = await renderer.render(file, repositoryContent);
      expect(body.equals(readFileSync(path.join(publicDir, file))), file).toBe(true);
    }
  });

  it("prints a published phone number in a policy, an ovation and a brochure", async () => {
    const changed: SiteContent = {
      ...repositoryContent,
      site: { ...repositoryContent.site, phone: NEW_PHONE },
    };
    for (const file of [
      "/media/docs/Doc-3.pdf",
      "/media/docs/ovations-1-baml.pdf",
      "/media/docs/brochure-company-profile.pdf",
    ]) {
      const { text } = await pdfText((await renderer.render(file, changed)).body);
      expect(text, file).toContain(NEW_PHONE.display);
      expect(text, file).not.toContain(repositoryContent.site.phone.display);
    }
  });

  it("draws a solution's published name on its social image, and nothing else changes", async () => {
    const image = "/media/social/solution-instant-payment.png";
    const renamed: SiteContent = {
      ...repositoryContent,
      solutions: repositoryContent.solutions.map((s) =>
        s.key === "instant-payment" ? { ...s, name: "Instant Payment Switch" } : s,
      ),
    };
    const before = (await renderer.render(image, repositoryContent)).body;
    const after = (await renderer.render(image, renamed)).body;
    expect(before.equals(await renderSocialCard(cardAt(image), clientDir))).toBe(true);
    expect(after.equals(before)).toBe(false);
    const policyImage = "/media/social/policy-doc-1.png";
    expect(
      (await renderer.render(policyImage, renamed)).body.equals(
        (await renderer.render(policyImage, repositoryContent)).body,
      ),
    ).toBe(true);
  });

  it("refuses a path the content makes no document at", async () => {
    await expect(renderer.render("/media/docs/Doc-9.pdf", repositoryContent)).rejects.toThrow(
      "The content makes no document /media/docs/Doc-9.pdf",
    );
  });
});
