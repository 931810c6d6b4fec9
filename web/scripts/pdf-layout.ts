// The layout of the published PDFs, with pdfkit on A4: a title band with the company name,
// the title and subtitle, a facts table, headings, paragraphs and lists, the revision
// history of a policy, and on every page a footer with "Page n of N" (and a running header
// after the first). Used by make-documents.ts.

import { createWriteStream } from "node:fs";
import PDFDocument from "pdfkit";
import { isList } from "../app/content/helpers";
import type { Block, FactRow, RevisionRow, Section } from "../app/content/schema";
import { site } from "../app/content/site";
import { color } from "../app/styles/tokens";
import type { PdfDocumentSpec } from "./documents";
import { LOGO } from "./drawing-kit";

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

const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
const MARGIN = 56;
const HEADER_Y = 26;
const BODY_SIZE = 10.5;

type Doc = PDFKit.PDFDocument;

/** The built-in fonts encode WinAnsi only: refuse text they would garble. */
function checkEncodable(spec: PdfDocumentSpec) {
  const all = JSON.stringify(spec);
  const bad = all.match(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\n]/u);
  if (bad) throw new Error(`${spec.path}: character "${bad[0]}" cannot be set in the built-in PDF fonts`);
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
    doc.roundedRect(x + bar.x * k, y + bar.y * k, LOGO.bar.width * k, bar.height * k, LOGO.bar.radius * k).fill(i === LOGO.bars.length - 1 ? GOLD : ON_DARK);
  });
  doc.restore();
}

function titleBand(doc: Doc, spec: PdfDocumentSpec) {
  const width = doc.page.width;
  doc.save().rect(0, 0, width, 150).fill(BRAND_DARK);
  doc.rect(0, 150, width, 6).fill(GOLD).restore();
  logoMark(doc, MARGIN, 34, 30);
  doc.font(BOLD).fontSize(15).fillColor(ON_DARK).text(site.company, MARGIN + 42, 36, { lineBreak: false });
  doc.font(FONT).fontSize(9).fillColor(ON_DARK_SOFT).text(site.tagline, MARGIN + 42, 54, { lineBreak: false });
  doc.font(BOLD).fontSize(9).fillColor(GOLD).text(spec.kind.toUpperCase(), MARGIN, 100, { characterSpacing: 2, lineBreak: false });
  if (spec.reference) {
    doc.font(FONT).fontSize(9).fillColor(ON_DARK_SOFT).text(spec.reference, MARGIN, 100, { width: contentWidth(doc), align: "right", lineBreak: false });
  }
  doc.x = MARGIN;
  doc.y = 184;
  doc.font(BOLD).fontSize(22).fillColor(BRAND_DARK).text(spec.title, { width: contentWidth(doc) });
  doc.moveDown(0.3);
  doc.font(FONT).fontSize(12).fillColor(MUTED).text(spec.subtitle, { width: contentWidth(doc) });
  doc.moveDown(1.2);
}

interface Column {
  header: string;
  /** Share of the table width. */
  weight: number;
}

/** A ruled table; the header row repeats on each page the table continues on. */
function table(doc: Doc, columns: Column[], rows: string[][], opts: { caption?: string; firstColumnBold?: boolean; showHeader?: boolean } = {}) {
  const x0 = doc.page.margins.left;
  const width = contentWidth(doc);
  const total = columns.reduce((n, c) => n + c.weight, 0);
  const widths = columns.map((c) => (c.weight / total) * width);
  const pad = 6;
  const size = 9.5;
  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(size);
    return Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 2 * pad }))) + 2 * pad;
  };
  const drawRow = (cells: string[], header: boolean) => {
    const h = rowHeight(cells, header ? BOLD : FONT);
    const y = doc.y;
    if (header) doc.save().rect(x0, y, width, h).fill(BRAND).restore();
    let x = x0;
    cells.forEach((cell, i) => {
      const bold = header || (i === 0 && opts.firstColumnBold);
      doc.font(bold ? BOLD : FONT).fontSize(size).fillColor(header ? ON_DARK : INK);
      doc.text(cell, x + pad, y + pad, { width: widths[i]! - 2 * pad });
      x += widths[i]!;
    });
    doc.save().lineWidth(0.6).strokeColor(RULE);
    doc.rect(x0, y, width, h).stroke();
    let cx = x0;
    for (const w of widths.slice(0, -1)) {
      cx += w;
      doc.moveTo(cx, y).lineTo(cx, y + h).stroke();
    }
    doc.restore();
    doc.x = x0;
    doc.y = y + h;
  };
  const headerCells = columns.map((c) => c.header);
  const showHeader = opts.showHeader ?? true;
  if (opts.caption) {
    ensureSpace(doc, 40 + rowHeight(headerCells, BOLD) + rowHeight(rows[0] ?? [], FONT));
    doc.font(BOLD).fontSize(10).fillColor(MUTED).text(opts.caption, x0, doc.y, { width });
    doc.moveDown(0.3);
  }
  if (showHeader) {
    ensureSpace(doc, rowHeight(headerCells, BOLD) + rowHeight(rows[0] ?? [], FONT));
    drawRow(headerCells, true);
  }
  for (const row of rows) {
    const h = rowHeight(row, FONT);
    if (doc.y + h > bottom(doc)) {
      doc.addPage();
      if (showHeader) drawRow(headerCells, true);
    }
    drawRow(row, false);
  }
  doc.moveDown(1);
}

function facts(doc: Doc, rows: FactRow[]) {
  if (rows.length === 0) return;
  table(
    doc,
    [
      { header: "Item", weight: 1 },
      { header: "Detail", weight: 2.6 },
    ],
    rows.map((r) => [r.label, r.value]),
    { firstColumnBold: true, showHeader: false },
  );
}

/** Keeps amounts together: "Rs. 5,000" never breaks after "Rs.". */
function keepTogether(text: string): string {
  return text.replace(/\bRs\. (?=\d)/g, "Rs.\u00a0");
}

function paragraph(doc: Doc, text: string) {
  ensureSpace(doc, 2 * BODY_SIZE * 1.4);
  doc.font(FONT).fontSize(BODY_SIZE).fillColor(INK).text(keepTogether(text), doc.page.margins.left, doc.y, {
    width: contentWidth(doc),
    align: "left",
    lineGap: 2.5,
  });
  doc.moveDown(0.6);
}

function list(doc: Doc, items: string[], ordered: boolean) {
  const x0 = doc.page.margins.left;
  const indent = 18;
  items.forEach((item, i) => {
    ensureSpace(doc, 2 * BODY_SIZE * 1.4);
    const y = doc.y;
    doc.font(ordered ? BOLD : FONT).fontSize(BODY_SIZE).fillColor(BRAND);
    if (ordered) doc.text(`${i + 1}.`, x0 + 2, y, { width: indent, lineBreak: false });
    else doc.save().circle(x0 + 6, y + 4.6, 2.2).fill(BRAND).restore();
    doc.font(FONT).fontSize(BODY_SIZE).fillColor(INK).text(keepTogether(item), x0 + indent, y, { width: contentWidth(doc) - indent, lineGap: 2.5 });
    doc.moveDown(0.3);
  });
  doc.x = x0;
  doc.moveDown(0.4);
}

function blocks(doc: Doc, body: Block[]) {
  for (const block of body) {
    if (isList(block)) list(doc, block.list, block.ordered === true);
    else paragraph(doc, block);
  }
}

function heading(doc: Doc, text: string) {
  // Keep a heading with the first lines that follow it.
  ensureSpace(doc, 70);
  doc.moveDown(0.4);
  doc.font(BOLD).fontSize(13).fillColor(BRAND_DARK).text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  const y = doc.y + 2;
  doc.save().moveTo(doc.page.margins.left, y).lineTo(doc.page.margins.left + 36, y).lineWidth(2).strokeColor(ACCENT).stroke().restore();
  doc.y = y + 8;
}

function sections(doc: Doc, list: Section[]) {
  for (const s of list) {
    heading(doc, s.heading);
    blocks(doc, s.body);
  }
}

function revisions(doc: Doc, rows: RevisionRow[]) {
  heading(doc, "Revision History");
  table(
    doc,
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
}

/** Running header (after the first page) and footer with page numbers, on every page. */
function pageFurniture(doc: Doc, spec: PdfDocumentSpec) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing in the margins must not add pages.
    const { top, bottom: marginBottom } = doc.page.margins;
    doc.page.margins.top = 0;
    doc.page.margins.bottom = 0;
    const width = doc.page.width - 2 * MARGIN;
    if (i > range.start) {
      doc.font(BOLD).fontSize(8.5).fillColor(BRAND).text(site.company, MARGIN, HEADER_Y, { lineBreak: false });
      const right = spec.reference ? `${spec.title} (${spec.reference})` : spec.title;
      doc.font(FONT).fontSize(8.5).fillColor(MUTED).text(right, MARGIN + 140, HEADER_Y, { width: width - 140, align: "right", lineBreak: false, ellipsis: true });
      doc.save().moveTo(MARGIN, HEADER_Y + 14).lineTo(MARGIN + width, HEADER_Y + 14).lineWidth(0.5).strokeColor(RULE).stroke().restore();
    }
    const footerY = doc.page.height - 34;
    doc.save().moveTo(MARGIN, footerY - 8).lineTo(MARGIN + width, footerY - 8).lineWidth(0.5).strokeColor(RULE).stroke().restore();
    doc.font(FONT).fontSize(8).fillColor(MUTED).text(`${site.legalName} | ${site.email} | ${site.phone.display}`, MARGIN, footerY, { lineBreak: false });
    doc.font(BOLD).fontSize(8).fillColor(MUTED).text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN, footerY, { width, align: "right", lineBreak: false });
    doc.page.margins.top = top;
    doc.page.margins.bottom = marginBottom;
  }
}

/** Lays out one document into `file`; resolves once the file is written. */
export async function renderPdf(spec: PdfDocumentSpec, file: string): Promise<void> {
  checkEncodable(spec);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: "en",
    displayTitle: true,
    pdfVersion: "1.7",
    info: {
      Title: spec.title,
      Author: site.company,
      Subject: spec.subject,
      Keywords: spec.keywords.join(", "),
      Creator: `${site.company} website (scripts/make-documents.ts)`,
      CreationDate: pdfDate(spec.dated),
      ModDate: pdfDate(spec.dated),
    },
  });
  const done = new Promise<void>((resolve, reject) => {
    const out = createWriteStream(file);
    out.on("finish", resolve);
    out.on("error", reject);
    doc.on("error", reject);
    doc.pipe(out);
  });
  titleBand(doc, spec);
  facts(doc, spec.facts);
  blocks(doc, spec.intro);
  sections(doc, spec.sections);
  if (spec.revisions) revisions(doc, spec.revisions);
  pageFurniture(doc, spec);
  doc.end();
  await done;
}
