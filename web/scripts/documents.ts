// The PDFs the site publishes, each described from its typed content: the policies
// (Doc-1 ... Doc-4), the three ovations and the eight brochures. make-documents.ts lays them
// out with pdfkit; documents.test.ts checks the published files against this list.

import { filledContent } from "../app/content/current";
import { policyPdf } from "../app/content/documents";
import { requireProject } from "../app/content/projects";
import { repositoryContent } from "../app/content/repository";
import type { Block, FactRow, RevisionRow, Section } from "@site/contracts/content";

export interface PdfDocumentSpec {
  /** Root-relative URL of the PDF, under /media/docs/. */
  path: string;
  /** Printed above the title, and the PDF's category. */
  kind: "Policy" | "Ovation" | "Brochure";
  /** The document's title: the PDF's Title metadata and its first heading. */
  title: string;
  subtitle: string;
  /** PDF Subject metadata: one sentence about the document. */
  subject: string;
  keywords: string[];
  /** A short reference shown in the page header (e.g. "HR-POL-01"). */
  reference?: string;
  facts: FactRow[];
  /** Paragraphs before the first section. */
  intro: Block[];
  sections: Section[];
  revisions?: RevisionRow[];
  /** The date the document is dated by (DD-MM-YYYY): the PDF's creation date, so builds repeat. */
  dated: string;
}

/** The date printed into the brochures' metadata (they have no date of their own). */
const BROCHURES_DATED = "15-01-2024";

export function documentSpecs(): PdfDocumentSpec[] {
  // As the pages show them: placeholders ({company}, {phone}) filled.
  const { site, policies, policyTexts, ovations, ovationDocuments, brochures } =
    filledContent(repositoryContent);
  const policyDocs = policies.map((p): PdfDocumentSpec => {
    const { appliesTo, sections, revisions } = policyTexts[p.id]!;
    const current = revisions[revisions.length - 1]!;
    return {
      path: policyPdf(p.id),
      kind: "Policy",
      title: p.title,
      subtitle: `${site.legalName}: ${p.reference}, version ${current.version}`,
      subject: p.summary,
      keywords: ["policy", p.reference, site.company],
      reference: p.reference,
      facts: [
        { label: "Reference", value: p.reference },
        { label: "Current version", value: `${current.version} of ${current.date}` },
        { label: "Effective from", value: p.effectiveDate },
        { label: "Policy owner", value: p.owner },
        { label: "Approved by", value: current.approvedBy },
      ],
      intro: [appliesTo],
      sections,
      revisions,
      dated: current.date,
    };
  });
  const ovationDocs = ovations.map((o): PdfDocumentSpec => {
    const document = ovationDocuments[o.id]!;
    return {
      path: o.pdf,
      kind: "Ovation",
      title: document.title,
      subtitle: document.subtitle,
      subject: o.summary,
      keywords: ["case study", o.projectCode, site.company],
      reference: o.projectCode,
      facts: document.facts,
      intro: [],
      sections: document.sections,
      dated: requireProject(o.projectCode).end,
    };
  });
  const brochureDocs = brochures.map((b): PdfDocumentSpec => ({
    path: b.pdf,
    kind: "Brochure",
    title: b.document.title,
    subtitle: b.document.tagline,
    subject: b.summary,
    keywords: ["brochure", b.title, site.company],
    facts: [],
    intro: [b.summary],
    sections: b.document.sections,
    dated: BROCHURES_DATED,
  }));
  return [...policyDocs, ...ovationDocs, ...brochureDocs];
}
