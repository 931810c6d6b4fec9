// @vitest-environment node
// The published PDFs are readable documents (PDF/UA): tagged, with a title shown instead of
// the file name and a declared language, every text in a structure element in reading order
// (the headings, paragraphs, lists and tables of the source, nothing left untagged, the
// running headers and footers as artifacts), and set in an embedded Unicode font that has the
// rupee sign. Read back with PDF.js (the parser browsers use, and the one that builds
// Firefox's accessibility tree), from the committed files and from fresh renders.
import { readFileSync } from "node:fs";
import path from "node:path";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { PDFDocumentProxy } from "pdfjs-dist/types/src/display/api";
import { describe, expect, it } from "vitest";
import { isList } from "@site/contracts/content-helpers";
import type { Block } from "@site/contracts/content";
import { repositoryDocumentSpecs, type PdfDocumentSpec } from "./documents";
import { missingGlyphs } from "./pdf-fonts";
import { renderPdf } from "./pdf-layout";

const publicDir = path.resolve(__dirname, "../public");

/**
 * One structure element's text on one page: `path` is the roles from Document down, with the
 * position among its siblings of a child of L, LI, Table or TR (PDF.js lists those in full on
 * every page a list or table is on, so the position is the element's own).
 */
interface Leaf {
  path: string;
  text: string;
  /** The element's ActualText or Alt, where it has one. */
  alt?: string;
}

/** Text compared without white space: PDF.js guesses spaces from glyph positions. */
const squash = (text: string) => text.replace(/\s+/g, "");

/** What the tree should hold, in reading order, as pdf-layout.ts lays out `spec`. */
function expectedLeaves(spec: PdfDocumentSpec): Leaf[] {
  const leaves: Leaf[] = [];
  const add = (p: string, text: string, alt?: string) =>
    leaves.push({ path: p, text: squash(text), ...(alt ? { alt } : {}) });
  const blocks = (base: string, body: Block[]) => {
    for (const block of body) {
      if (!isList(block)) {
        add(`${base}/P`, block);
        continue;
      }
      block.list.forEach((item, i) => {
        add(`${base}/L/LI[${i}]/Lbl[0]`, block.ordered ? `${i + 1}.` : "\u2022");
        add(`${base}/L/LI[${i}]/LBody[1]`, item);
      });
    }
  };
  add("Document/P", spec.publisher.company);
  add("Document/P", spec.publisher.tagline);
  add("Document/P", spec.kind.toUpperCase(), spec.kind);
  if (spec.reference) add("Document/P", spec.reference);
  add("Document/H1", spec.title);
  add("Document/P", spec.subtitle);
  spec.facts.forEach((fact, row) => {
    add(`Document/Table/TR[${row}]/TH[0]`, fact.label);
    add(`Document/Table/TR[${row}]/TD[1]`, fact.value);
  });
  blocks("Document", spec.intro);
  for (const section of spec.sections) {
    add("Document/Sect/H2", section.heading);
    blocks("Document/Sect", section.body);
  }
  if (spec.revisions) {
    add("Document/Sect/H2", "Revision History");
    ["Version", "Change", "Prepared by", "Reviewed by", "Approved by", "Date"].forEach((header, col) =>
      add(`Document/Sect/Table/TR[0]/TH[${col}]`, header),
    );
    spec.revisions.forEach((r, row) => {
      [r.version, r.change, r.preparedBy, r.reviewedBy, r.approvedBy, r.date].forEach((cell, col) =>
        add(`Document/Sect/Table/TR[${row + 1}]/TD[${col}]`, cell),
      );
    });
  }
  return leaves;
}

interface StructNode {
  role?: string;
  alt?: string;
  type?: string;
  id?: string;
  children?: StructNode[];
}

/** Roles whose children PDF.js lists in full on each page (its struct_tree addNode). */
const LISTED_IN_FULL = new Set(["L", "LI", "Table", "TR"]);

interface PageReading {
  /** The tagged text of the page, element by element, in tree order. */
  leaves: Leaf[];
  /** Text shown outside any marked content: neither tagged nor an artifact. */
  untagged: string[];
  artifactText: string;
  /** The fonts the page sets text in: name, and whether the file is missing (not embedded). */
  fonts: { name: string; missingFile: boolean }[];
}

async function readPage(pdf: PDFDocumentProxy, n: number): Promise<PageReading> {
  const page = await pdf.getPage(n);
  const content = await page.getTextContent({ includeMarkedContent: true });
  const textOf = new Map<string, string>();
  const untagged: string[] = [];
  let artifactText = "";
  const open: { tag?: string; id?: string | null }[] = [];
  for (const item of content.items) {
    if ("type" in item) {
      if (item.type === "endMarkedContent") open.pop();
      // PDF.js gives the tag (Artifact, P, ...) at run time; its types leave it out.
      else open.push({ tag: (item as { tag?: string }).tag, id: item.id });
      continue;
    }
    const marking = open.findLast((m) => m.tag === "Artifact" || m.id);
    if (!marking) {
      if (item.str.trim()) untagged.push(item.str);
    } else if (marking.tag === "Artifact") artifactText += ` ${item.str}`;
    else textOf.set(marking.id!, (textOf.get(marking.id!) ?? "") + item.str);
  }

  const leaves: Leaf[] = [];
  const walk = (node: StructNode, at: string) => {
    const contentIds = (node.children ?? []).filter((c) => c.type === "content").map((c) => c.id!);
    if (contentIds.length > 0) {
      const text = squash(contentIds.map((id) => textOf.get(id) ?? "").join(""));
      leaves.push({ path: at, text, ...(node.alt ? { alt: node.alt } : {}) });
    }
    (node.children ?? []).forEach((child, i) => {
      if (!child.role) return;
      const step = LISTED_IN_FULL.has(node.role ?? "") ? `${child.role}[${i}]` : child.role;
      walk(child, at ? `${at}/${step}` : step);
    });
  };
  const tree = (await page.getStructTree()) as StructNode | null;
  for (const top of tree?.children ?? []) walk(top, top.role ?? "");

  const operators = await page.getOperatorList();
  const fontIds = new Set<string>();
  operators.fnArray.forEach((fn, i) => {
    if (fn === OPS.setFont) fontIds.add(operators.argsArray[i][0] as string);
  });
  const fonts = [...fontIds].map((id) => {
    const font = page.commonObjs.get(id) as { name: string; missingFile: boolean };
    return { name: font.name, missingFile: font.missingFile };
  });
  return { leaves, untagged, artifactText, fonts };
}

interface Reading {
  pages: PageReading[];
  /** The elements in reading order: a text split by a page break is joined again. */
  leaves: Leaf[];
  markInfo: Awaited<ReturnType<PDFDocumentProxy["getMarkInfo"]>>;
  viewer: { DisplayDocTitle?: boolean } | null;
  info: { Title?: unknown; Language?: unknown };
  xmp: { title: unknown; pdfua: unknown };
  hasStructTree: boolean;
}

async function readPdf(data: Buffer, expected: Leaf[]): Promise<Reading> {
  const pdf = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: PageReading[] = [];
    for (let n = 1; n <= pdf.numPages; n++) pages.push(await readPage(pdf, n));
    const leaves: Leaf[] = [];
    for (const page of pages) {
      page.leaves.forEach((leaf, i) => {
        const last = leaves.at(-1);
        const whole = expected[leaves.length - 1]?.text ?? "";
        // The first element of a page continues the last of the one before when a paragraph,
        // an item or a heading ran over the page break: same element, text not yet complete.
        const continues =
          i === 0 &&
          last?.path === leaf.path &&
          last.text !== whole &&
          whole.startsWith(last.text + leaf.text);
        if (continues) last.text += leaf.text;
        else leaves.push({ ...leaf });
      });
    }
    const { info, metadata } = await pdf.getMetadata();
    return {
      pages,
      leaves,
      markInfo: await pdf.getMarkInfo(),
      viewer: (await pdf.getViewerPreferences()) as Reading["viewer"],
      info: info as Reading["info"],
      xmp: { title: metadata?.get("dc:title"), pdfua: metadata?.get("pdfuaid:part") },
      hasStructTree: (await (await pdf.getPage(1)).getStructTree()) !== null,
    };
  } finally {
    await pdf.destroy();
  }
}

/** The checks every published PDF passes. */
function expectAccessible(reading: Reading, spec: PdfDocumentSpec, expected: Leaf[]) {
  expect(reading.markInfo?.Marked).toBe(true);
  expect(reading.hasStructTree).toBe(true);
  expect(reading.viewer?.DisplayDocTitle).toBe(true);
  expect(reading.info).toMatchObject({ Title: spec.title, Language: "en" });
  expect(reading.xmp).toEqual({ title: spec.title, pdfua: "1" });
  expect(reading.leaves).toEqual(expected);
  reading.pages.forEach((page, i) => {
    expect(page.untagged, `page ${i + 1} has text neither tagged nor an artifact`).toEqual([]);
    expect(squash(page.artifactText)).toContain(squash(`Page ${i + 1} of ${reading.pages.length}`));
    expect(page.fonts.length).toBeGreaterThan(0);
    for (const font of page.fonts) {
      // A subset (ABCDEF+ prefix) of the embedded Noto Sans; never a standard font by name.
      expect(font.name).toMatch(/^[A-Z]{6}\+NotoSans-(Regular|Bold)$/);
      expect(font.missingFile, `${font.name} is not embedded`).toBe(false);
    }
  });
}

const specs = repositoryDocumentSpecs();
const specOf = (file: string) => specs.find((s) => s.path === file)!;

describe("published PDFs are tagged and readable", () => {
  it.each(specs.map((s) => [s.path, s] as const))("%s", async (file, spec) => {
    const expected = expectedLeaves(spec);
    const reading = await readPdf(readFileSync(path.join(publicDir, file)), expected);
    expectAccessible(reading, spec, expected);
  });

  it("the structure checked covers headings, paragraphs, lists and tables in each kind of document", () => {
    const roles = (spec: PdfDocumentSpec) =>
      new Set(expectedLeaves(spec).map((l) => l.path.replace(/\[\d+\]/g, "")));
    for (const file of [
      "/media/docs/Doc-1.pdf",
      "/media/docs/ovations-1-baml.pdf",
      "/media/docs/brochure-company-profile.pdf",
    ]) {
      const found = roles(specOf(file));
      expect(found, file).toContain("Document/H1");
      expect(found, file).toContain("Document/Sect/H2");
      expect(found, file).toContain("Document/Sect/P");
      expect(found, file).toContain("Document/Sect/L/LI/LBody");
    }
    expect(roles(specOf("/media/docs/Doc-1.pdf"))).toContain("Document/Sect/Table/TR/TH");
    expect(roles(specOf("/media/docs/ovations-1-baml.pdf"))).toContain("Document/Table/TR/TD");
  });
});

describe("the PDF font", () => {
  it("has the rupee sign and the letters of Indian names, and refuses what it cannot set", async () => {
    expect(missingGlyphs("₹5,000 Śrīnivāsa Rāmānujan, Muṇḍakopaniṣad, Pārvatī")).toEqual([]);
    expect(missingGlyphs("₹ 漢字 ₹")).toEqual(["漢", "字"]);
    const spec = { ...specOf("/media/docs/Doc-1.pdf"), title: "Gifts 漢" };
    await expect(renderPdf(spec)).rejects.toThrow(/"漢" \(U\+6F22\) cannot be set/);
  });

  it("sets ₹ amounts and Indian names as text, tagged and embedded, in a policy, an ovation and a brochure", async () => {
    const paragraph = "Gifts above ₹5,000 are declared to Śrīnivāsa Rāmānujan in the HR office.";
    for (const file of [
      "/media/docs/Doc-4.pdf",
      "/media/docs/ovations-2-bips.pdf",
      "/media/docs/brochure-mobile-banking.pdf",
    ]) {
      const base = specOf(file);
      const spec: PdfDocumentSpec = {
        ...base,
        sections: [
          ...base.sections,
          {
            heading: "Gifts in rupees (₹)",
            body: [paragraph, { list: ["₹500 for a meal", "₹5,000 a year"] }],
          },
        ],
      };
      const expected = expectedLeaves(spec);
      const reading = await readPdf(await renderPdf(spec), expected);
      expectAccessible(reading, spec, expected);
      expect(reading.leaves).toContainEqual({ path: "Document/Sect/P", text: squash(paragraph) });
      expect(reading.leaves).toContainEqual({
        path: "Document/Sect/L/LI[1]/LBody[1]",
        text: squash("₹5,000 a year"),
      });
    }
  });
});
