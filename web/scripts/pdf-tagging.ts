// Tagged PDF (PDF/UA) with pdfkit's marking API: every piece of text the layout draws
// belongs to a structure element (H1, P, L > LI > Lbl + LBody, Table > TR > TH/TD), added in
// reading order, and everything else (bands, rules, cell borders, running headers and
// footers, a table header repeated on a new page) is an artifact that assistive technology
// skips. Used by pdf-layout.ts.
//
// pdfkit runs the drawing closure of an element as soon as the element joins the attached
// tree, inside a marked-content sequence it numbers (MCID) and records in the page's parent
// tree; a text that wraps onto a new page continues the sequence there. Two rules follow:
// a page break must not be forced (doc.addPage) inside a closure, and an artifact must not be
// drawn inside one either (opening an artifact closes the marked content open on the page).

type Doc = PDFKit.PDFDocument;
export type Struct = PDFKit.PDFStructureElement;

/** The roles the layout uses: the standard structure types of ISO 32000-1, 14.8.4. */
export type Role =
  "Document" | "Sect" | "H1" | "H2" | "P" | "L" | "LI" | "Lbl" | "LBody" | "Table" | "TR" | "TH" | "TD";

/** The root element (Document) of `doc`'s structure tree, to add the content to. */
export function documentRoot(doc: Doc): Struct {
  const root = doc.struct("Document");
  doc.addStructure(root);
  return root;
}

/** Adds an element of `role` whose content is what `draw` puts on the page, now. */
export function tag(
  doc: Doc,
  parent: Struct,
  role: Role,
  draw: () => void,
  options: PDFKit.Mixins.StructureElementOptions = {},
): Struct {
  const element = doc.struct(role, options, draw);
  parent.add(element);
  return element;
}

/**
 * Adds a grouping element (Sect, L, LI, Table, TR) for `fill` to add the children to, and
 * ends it after: an ended element is written out once its children are.
 */
export function group(doc: Doc, parent: Struct, role: Role, fill: (element: Struct) => void): Struct {
  const element = doc.struct(role);
  parent.add(element);
  fill(element);
  element.end();
  return element;
}

/**
 * Draws decoration as an artifact: "Layout" for rules, bands and borders, "Pagination" for
 * what repeats on every page (running header, footer, page numbers, a repeated table header).
 */
export function artifact(doc: Doc, draw: () => void, type: "Layout" | "Pagination" = "Layout") {
  doc.markContent("Artifact", { type });
  draw();
  doc.endMarkedContent();
}
