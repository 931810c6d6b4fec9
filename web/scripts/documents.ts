// The PDFs the site publishes, each described from its typed content: the policies
// (Doc-1 ... Doc-4), the three ovations and the eight brochures. make-documents.ts lays them
// out with pdfkit; documents.test.ts checks the published files against this list.

import { brochures } from "../app/content/brochures";
import { policyPdf } from "../app/content/documents";
import { ovationDocument } from "../app/content/ovation-texts";
import { ovations } from "../app/content/ovations";
import { policies } from "../app/content/policies";
import { policyText } from "../app/content/policy-texts";
import { requireProject } from "../app/content/projects";
import type { Block, FactRow, RevisionRow, Section } from "@site/contracts/content";
import { site } from "../app/content/site";

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
  const policyDocs = policies.map((p): PdfDocumentSpec => {
    const { appliesTo, sections, revisions } = policyText(p.id);
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
    const document = ovationDocument(o.id);
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
