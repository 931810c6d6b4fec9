// The layout of the published PDFs, with pdfkit on A4: a title band with the company name,
// the title and subtitle, a facts table, headings, paragraphs and lists, the revision
// history of a policy, and on every page a footer with "Page n of N" (and a running header
// after the first). Used by make-documents.ts, and by the renderer (render/document-renderer.ts)
// when staff publish what a PDF prints.
//
// The PDFs are tagged (PDF/UA): each text is set inside its structure element, in reading
// order (pdf-tagging.ts), decoration is marked as artifacts, the document declares its title
// and language, and the text is set in an embedded Unicode font (pdf-fonts.ts).

import PDFDocument from "pdfkit";
import { isList } from "@site/contracts/content-helpers";
import type { Block, FactRow, RevisionRow, Section } from "@site/contracts/content";
import { color } from "@site/design/tokens";
import type { PdfDocumentSpec } from "./documents";
import { LOGO } from "./drawing-kit";
import { BOLD, FONT, fontFiles, lineTopForCaps, missingGlyphs, registerFonts } from "./pdf-fonts";
import { artifact, documentRoot, group, tag, type Struct } from "./pdf-tagging";

// The site's colours: gold on the dark title band, the accent gold on white.
const BRAND = color.brand;
const BRAND_DARK = color.brandDark;
const GOLD = color.gold;
const ACCENT = color.accent;
const INK = color.ink;
const MUTED = color.inkSoft;
const RULE = color.border;
const ON_DARK = color.onDark;
const ON_DARK_SOFT = color.onDarkSoft;

const MARGIN = 56;
const HEADER_Y = 26;
const BODY_SIZE = 10.5;
// Vertical gaps (doc.moveDown) count lines of the current size, and a Noto Sans line is 1.36 em.
/** Leading of body text: Noto Sans' own line plus this makes a 14.8 pt pitch. */
const BODY_LINE_GAP = 0.5;
/** The documents' language: the catalog's Lang, as the site's <html lang>. */
const LANG = "en";
/**
 * pdfkit 0.20 writes the PDF/UA identification (pdfuaid:part 1) into the XMP metadata for
 * this subset; @types/pdfkit 0.17 lists only the PDF/A subsets.
 */
const PDF_UA = "PDF/UA" as unknown as PDFKit.Mixins.PDFSubsets;

type Doc = PDFKit.PDFDocument;

/** Refuses text the embedded font has no glyph for: it would print as empty boxes. */
function checkCoverage(spec: PdfDocumentSpec) {
  const missing = missingGlyphs(JSON.stringify(spec));
  if (missing.length > 0) {
    const list = missing
      .map((c) => `"${c}" (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")})`)
      .join(", ");
    throw new Error(`${spec.path}: ${list} cannot be set in ${fontFiles().regular}`);
  }
}

function pdfDate(ddmmyyyy: string): Date {
  const [d, m, y] = ddmmyyyy.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 9, 0, 0));
}

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` points still fit on this one. */
function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

/** The logo mark (drawing-kit.ts), `size` points square, its top left at x, y. */
function logoMark(doc: Doc, x: number, y: number, size: number) {
  const k = size / LOGO.size;
  doc.save();
  doc.roundedRect(x, y, size, size, LOGO.radius * k).fill(BRAND);
  LOGO.bars.forEach((bar, i) => {
    doc
      .roundedRect(x + bar.x * k, y + bar.y * k, LOGO.bar.width * k, bar.height * k, LOGO.bar.radius * k)
      .fill(i === LOGO.bars.length - 1 ? GOLD : ON_DARK);
  });
  doc.restore();
}

function titleBand(doc: Doc, root: Struct, spec: PdfDocumentSpec) {
  const width = doc.page.width;
  // The band and the logo decorate: the company's name is the text beside the logo.
  artifact(doc, () => {
    doc.save().rect(0, 0, width, 150).fill(BRAND_DARK);
    doc.rect(0, 150, width, 6).fill(GOLD).restore();
    logoMark(doc, MARGIN, 34, 30);
  });
  tag(doc, root, "P", () =>
    doc
      .font(BOLD)
      .fontSize(15)
      .fillColor(ON_DARK)
      .text(spec.publisher.company, MARGIN + 42, lineTopForCaps(36, 15), { lineBreak: false }),
  );
  tag(doc, root, "P", () =>
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor(ON_DARK_SOFT)
      .text(spec.publisher.tagline, MARGIN + 42, lineTopForCaps(54, 9), { lineBreak: false }),
  );
  // Letter-spaced capitals; the text to read out is the word ("Policy", not "P O L I C Y").
  const kindTop = lineTopForCaps(100, 9);
  tag(
    doc,
    root,
    "P",
    () =>
      doc
        .font(BOLD)
        .fontSize(9)
        .fillColor(GOLD)
        .text(spec.kind.toUpperCase(), MARGIN, kindTop, { characterSpacing: 2, lineBreak: false }),
    { actual: spec.kind },
  );
  if (spec.reference) {
    const reference = spec.reference;
    tag(doc, root, "P", () =>
      doc
        .font(FONT)
        .fontSize(9)
        .fillColor(ON_DARK_SOFT)
        .text(reference, MARGIN, kindTop, { width: contentWidth(doc), align: "right", lineBreak: false }),
    );
  }
  doc.x = MARGIN;
  doc.y = lineTopForCaps(184, 22);
  tag(doc, root, "H1", () =>
    doc
      .font(BOLD)
      .fontSize(22)
      .fillColor(BRAND_DARK)
      .text(spec.title, { width: contentWidth(doc) }),
  );
  doc.moveDown(0.25);
  tag(doc, root, "P", () =>
    doc
      .font(FONT)
      .fontSize(12)
      .fillColor(MUTED)
      .text(spec.subtitle, { width: contentWidth(doc) }),
  );
  doc.moveDown(1);
}

interface Column {
  header: string;
  /** Share of the table width. */
  weight: number;
}

/**
 * A ruled table (Table > TR > TH/TD). With `showHeader` the header row (TH, scope Column)
 * repeats on each page the table continues on, the repeats as artifacts so that it is read
 * once; `rowHeaders` makes each row's first cell its header (TH, scope Row).
 */
function table(
  doc: Doc,
  parent: Struct,
  columns: Column[],
  rows: string[][],
  opts: { rowHeaders?: boolean; showHeader?: boolean } = {},
) {
  const x0 = doc.page.margins.left;
  const width = contentWidth(doc);
  const total = columns.reduce((n, c) => n + c.weight, 0);
  const widths = columns.map((c) => (c.weight / total) * width);
  const pad = 5;
  const size = 9.5;
  // Tighter than Noto Sans' own line (12.9 pt at this size), as table text is compact.
  const lineGap = -1;
  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(size);
    return (
      Math.max(
        ...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 2 * pad, lineGap })),
      ) +
      2 * pad
    );
  };
  const drawCells = (cells: string[], header: boolean, y: number, tr?: Struct) => {
    let x = x0;
    cells.forEach((cell, i) => {
      const rowHeader = i === 0 && opts.rowHeaders === true;
      const cellX = x;
      const draw = () => {
        doc
          .font(header || rowHeader ? BOLD : FONT)
          .fontSize(size)
          .fillColor(header ? ON_DARK : INK);
        doc.text(cell, cellX + pad, y + pad, { width: widths[i]! - 2 * pad, lineGap });
      };
      if (!tr) draw();
      else if (header) tag(doc, tr, "TH", draw, { scope: "Column" });
      else if (rowHeader) tag(doc, tr, "TH", draw, { scope: "Row" });
      else tag(doc, tr, "TD", draw);
      x += widths[i]!;
    });
  };
  const rules = (y: number, h: number) => {
    doc.save().lineWidth(0.6).strokeColor(RULE);
    doc.rect(x0, y, width, h).stroke();
    let cx = x0;
    for (const w of widths.slice(0, -1)) {
      cx += w;
      doc
        .moveTo(cx, y)
        .lineTo(cx, y + h)
        .stroke();
    }
    doc.restore();
  };
  /** Draws a row at doc.y: into `tableElement` as a TR, or without one as an artifact. */
  const drawRow = (cells: string[], header: boolean, tableElement?: Struct) => {
    const h = rowHeight(cells, header ? BOLD : FONT);
    const y = doc.y;
    if (header) artifact(doc, () => doc.save().rect(x0, y, width, h).fill(BRAND).restore());
    if (tableElement) group(doc, tableElement, "TR", (tr) => drawCells(cells, header, y, tr));
    else artifact(doc, () => drawCells(cells, header, y), "Pagination");
    artifact(doc, () => rules(y, h));
    doc.x = x0;
    doc.y = y + h;
  };
  const headerCells = columns.map((c) => c.header);
  const showHeader = opts.showHeader ?? true;
  group(doc, parent, "Table", (tableElement) => {
    if (showHeader) {
      ensureSpace(doc, rowHeight(headerCells, BOLD) + rowHeight(rows[0] ?? [], FONT));
      drawRow(headerCells, true, tableElement);
    }
    for (const row of rows) {
      const h = rowHeight(row, FONT);
      if (doc.y + h > bottom(doc)) {
        doc.addPage();
        if (showHeader) drawRow(headerCells, true);
      }
      drawRow(row, false, tableElement);
    }
  });
  doc.moveDown(0.85);
}

function facts(doc: Doc, parent: Struct, rows: FactRow[]) {
  if (rows.length === 0) return;
  table(
    doc,
    parent,
    [
      { header: "Item", weight: 1 },
      { header: "Detail", weight: 2.6 },
    ],
    rows.map((r) => [r.label, r.value]),
    { rowHeaders: true, showHeader: false },
  );
}

/** Keeps amounts together: "Rs. 5,000" never breaks after "Rs.". */
function keepTogether(text: string): string {
  return text.replace(/\bRs\. (?=\d)/g, "Rs.\u00a0");
}

function paragraph(doc: Doc, parent: Struct, text: string) {
  ensureSpace(doc, 2 * BODY_SIZE * 1.4);
  tag(doc, parent, "P", () =>
    doc
      .font(FONT)
      .fontSize(BODY_SIZE)
      .fillColor(INK)
      .text(keepTogether(text), doc.page.margins.left, doc.y, {
        width: contentWidth(doc),
        align: "left",
        lineGap: BODY_LINE_GAP,
      }),
  );
  doc.moveDown(0.5);
}

/** A list (L), each item an LI of its label (Lbl: the number, or a bullet) and its text (LBody). */
function list(doc: Doc, parent: Struct, items: string[], ordered: boolean) {
  const x0 = doc.page.margins.left;
  const indent = 18;
  group(doc, parent, "L", (l) => {
    items.forEach((item, i) => {
      ensureSpace(doc, 2 * BODY_SIZE * 1.4);
      const y = doc.y;
      group(doc, l, "LI", (li) => {
        tag(doc, li, "Lbl", () => {
          doc.font(BOLD).fontSize(BODY_SIZE).fillColor(BRAND);
          doc.text(ordered ? `${i + 1}.` : "\u2022", x0 + 2, y, { width: indent, lineBreak: false });
        });
        tag(doc, li, "LBody", () =>
          doc
            .font(FONT)
            .fontSize(BODY_SIZE)
            .fillColor(INK)
            .text(keepTogether(item), x0 + indent, y, {
              width: contentWidth(doc) - indent,
              lineGap: BODY_LINE_GAP,
            }),
        );
      });
      doc.moveDown(0.25);
    });
  });
  doc.x = x0;
  doc.moveDown(0.35);
}

function blocks(doc: Doc, parent: Struct, body: Block[]) {
  for (const block of body) {
    if (isList(block)) list(doc, parent, block.list, block.ordered === true);
    else paragraph(doc, parent, block);
  }
}

function heading(doc: Doc, parent: Struct, text: string) {
  // Keep a heading with the first lines that follow it.
  ensureSpace(doc, 70);
  doc.moveDown(0.35);
  tag(doc, parent, "H2", () =>
    doc
      .font(BOLD)
      .fontSize(13)
      .fillColor(BRAND_DARK)
      .text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) }),
  );
  // The accent rule sits clear of the descenders (Noto Sans' reach 0.29 em below the baseline).
  const y = doc.y + 4;
  artifact(doc, () =>
    doc
      .save()
      .moveTo(doc.page.margins.left, y)
      .lineTo(doc.page.margins.left + 36, y)
      .lineWidth(2)
      .strokeColor(ACCENT)
      .stroke()
      .restore(),
  );
  doc.y = y + 6;
}

/** Each section a Sect of its heading (H2) and its body. */
function sections(doc: Doc, root: Struct, list: Section[]) {
  for (const s of list) {
    group(doc, root, "Sect", (sect) => {
      heading(doc, sect, s.heading);
      blocks(doc, sect, s.body);
    });
  }
}

function revisions(doc: Doc, root: Struct, rows: RevisionRow[]) {
  group(doc, root, "Sect", (sect) => {
    heading(doc, sect, "Revision History");
    table(
      doc,
      sect,
      [
        { header: "Version", weight: 1 },
        { header: "Change", weight: 2.9 },
        { header: "Prepared by", weight: 1.3 },
        { header: "Reviewed by", weight: 1.4 },
        { header: "Approved by", weight: 1.4 },
        { header: "Date", weight: 1.2 },
      ],
      rows.map((r) => [r.version, r.change, r.preparedBy, r.reviewedBy, r.approvedBy, r.date]),
    );
  });
}

/**
 * Running header (after the first page) and footer with page numbers, on every page: artifacts
 * (pagination), as the title and the company are content once, on the first page.
 */
function pageFurniture(doc: Doc, spec: PdfDocumentSpec) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing in the margins must not add pages.
    const { top, bottom: marginBottom } = doc.page.margins;
    doc.page.margins.top = 0;
    doc.page.margins.bottom = 0;
    const width = doc.page.width - 2 * MARGIN;
    artifact(
      doc,
      () => {
        if (i > range.start) {
          doc
            .font(BOLD)
            .fontSize(8.5)
            .fillColor(BRAND)
            .text(spec.publisher.company, MARGIN, lineTopForCaps(HEADER_Y, 8.5), { lineBreak: false });
          const right = spec.reference ? `${spec.title} (${spec.reference})` : spec.title;
          doc
            .font(FONT)
            .fontSize(8.5)
            .fillColor(MUTED)
            .text(right, MARGIN + 140, lineTopForCaps(HEADER_Y, 8.5), {
              width: width - 140,
              align: "right",
              lineBreak: false,
              ellipsis: true,
            });
          doc
            .save()
            .moveTo(MARGIN, HEADER_Y + 14)
            .lineTo(MARGIN + width, HEADER_Y + 14)
            .lineWidth(0.5)
            .strokeColor(RULE)
            .stroke()
            .restore();
        }
        const footerY = doc.page.height - 34;
        doc
          .save()
          .moveTo(MARGIN, footerY - 8)
          .lineTo(MARGIN + width, footerY - 8)
          .lineWidth(0.5)
          .strokeColor(RULE)
          .stroke()
          .restore();
        doc
          .font(FONT)
          .fontSize(8)
          .fillColor(MUTED)
          .text(
            `${spec.publisher.legalName} | ${spec.publisher.email} | ${spec.publisher.phone.display}`,
            MARGIN,
            lineTopForCaps(footerY, 8),
            { lineBreak: false },
          );
        doc
          .font(BOLD)
          .fontSize(8)
          .fillColor(MUTED)
          .text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN, lineTopForCaps(footerY, 8), {
            width,
            align: "right",
            lineBreak: false,
          });
      },
      "Pagination",
    );
    doc.page.margins.top = top;
    doc.page.margins.bottom = marginBottom;
  }
}

/** Lays out one document; resolves with the PDF's bytes. */
export async function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  checkCoverage(spec);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
    bufferPages: true,
    tagged: true,
    subset: PDF_UA,
    lang: LANG,
    displayTitle: true,
    pdfVersion: "1.7",
    // The embedded face from the start, so that no standard font is ever set up.
    font: fontFiles().regular,
    info: {
      Title: spec.title,
      Author: spec.publisher.company,
      Subject: spec.subject,
      Keywords: spec.keywords.join(", "),
      Creator: `${spec.publisher.company} website (scripts/make-documents.ts)`,
      CreationDate: pdfDate(spec.dated),
      ModDate: pdfDate(spec.dated),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  registerFonts(doc);
  const root = documentRoot(doc);
  titleBand(doc, root, spec);
  facts(doc, root, spec.facts);
  blocks(doc, root, spec.intro);
  sections(doc, root, spec.sections);
  if (spec.revisions) revisions(doc, root, spec.revisions);
  root.end();
  pageFurniture(doc, spec);
  doc.end();
  return done;
}
