// Documents published as PDFs: the ovations (the catalogue in ovations.ts, read by every
// page's route table and menu; each PDF's content in ovation-texts.ts) and the brochures
// (brochures.ts, read only by the brochure page and the PDF generator).

import * as z from "zod/mini";
import { LIBRARY_FILE_PREFIX } from "../media-library.js";
import { label, listOf, metaDescription, pageDescription, pdfPath, slug, uniqueBy } from "./fields.js";
import { projectCode } from "./projects.js";
import { sections } from "./rich-text.js";

export const factRow = z.strictObject({ label: label(40), value: label(120) });
export type FactRow = z.output<typeof factRow>;

const ovationId = z.string().check(z.regex(/^ovations-[1-9]$/, "must be ovations-1 ... ovations-9"));

export const ovationSchema = z.strictObject({
  /** The route path: ovations-1 ... ovations-3, and up to ovations-9 for those staff add. */
  id: ovationId,
  /** The project this ovation celebrates (a code in projects.ts). */
  projectCode,
  /** The page's title and heading. */
  title: label(120),
  /** The navbar's Ovations entry. */
  menuLabel: label(40),
  /** The intro under the page's heading. */
  summary: metaDescription,
  /** The page's meta description. */
  description: pageDescription,
  pdf: pdfPath,
});
export type Ovation = z.output<typeof ovationSchema>;

// Three ovations today; staff may add more (new-items.ts), as many as the ids allow, and
// retire any but the last.
export const ovationListSchema = listOf(ovationSchema, 1, 9).check(
  uniqueBy<Ovation>((o) => o.id, "ovation id"),
);

/** The PDF's own content: a facts table, then its sections. */
export const ovationDocumentSchema = z.strictObject({
  title: label(120),
  subtitle: label(160),
  facts: listOf(factRow, 3, 10),
  sections: sections(3, 10),
});
export type OvationDocument = z.output<typeof ovationDocumentSchema>;

/** ovation-texts.ts: the PDF content of each ovation, by its id. */
export const ovationDocumentsSchema = z.record(ovationId, ovationDocumentSchema);

/** Whether `pdf` names a file of the media library (uploaded as it is) rather than one made from text. */
export const isLibraryFile = (pdf: string) => pdf.startsWith(`/media/${LIBRARY_FILE_PREFIX}`);

export const brochureSchema = z
  .strictObject({
    id: slug,
    title: label(80),
    summary: metaDescription,
    /** A PDF of the media library, or where the PDF made from `document` is served. */
    pdf: pdfPath,
    /** The text the PDF is made from; none for a PDF of the media library. */
    document: z.optional(
      z.strictObject({
        title: label(120),
        tagline: label(160),
        sections: sections(2, 4),
      }),
    ),
  })
  .check(
    z.refine((b) => isLibraryFile(b.pdf) || b.document !== undefined, {
      message: "the PDF is made from the brochure's text: write it, or choose a PDF from the media library",
      path: ["document"],
    }),
  );
export type Brochure = z.output<typeof brochureSchema>;

export const brochureListSchema = listOf(brochureSchema, 1, 20).check(
  uniqueBy<Brochure>((b) => b.id, "brochure id"),
);
