// What pdfkit 0.20 takes and @types/pdfkit 0.17 does not declare (used by pdf-tagging.ts).
declare namespace PDFKit.Mixins {
  interface StructureElementOptions {
    /** A table header cell's Scope: pdfkit writes it into the element's Table attributes. */
    scope?: "Row" | "Column" | "Both";
  }
}
