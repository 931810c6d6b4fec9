// The PDFs the site publishes, each described from the content: the policies (Doc-1 ...
// Doc-4), the three ovations and the eight brochures. pdf-layout.ts lays them out with
// pdfkit: make-documents.ts into public/media/docs from the repository's content, and the
// server's renderer (render/document-renderer.ts) from what staff publish.

import { filledContent } from "../app/content/current";
import { policyPdf } from "../app/content/documents";
import { isLibraryFile } from "@site/contracts/content";
import { repositoryContent } from "../app/content/repository";
import type {
  Block,
  FactRow,
  RevisionRow,
  Section,
  SiteContent,
  SiteIdentity,
} from "@site/contracts/content";

/** What of the site identity a PDF prints (its title band, running header and footer). */
export type PdfPublisher = Pick<SiteIdentity, "company" | "legalName" | "tagline" | "email" | "phone">;

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
  publisher: PdfPublisher;
}

/** The date printed into the brochures' metadata (they have no date of their own). */
const BROCHURES_DATED = "15-01-2024";

const publisherOf = ({ company, legalName, tagline, email, phone }: SiteIdentity): PdfPublisher => ({
  company,
  legalName,
  tagline,
  email,
  phone,
});

function policySpecs({ site, policies, policyTexts }: SiteContent): PdfDocumentSpec[] {
  return policies.map((p): PdfDocumentSpec => {
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
      publisher: publisherOf(site),
    };
  });
}

function ovationSpecs({ site, ovations, ovationDocuments, projects }: SiteContent): PdfDocumentSpec[] {
  return ovations.map((o): PdfDocumentSpec => {
    const document = ovationDocuments[o.id]!;
    const project = projects.find((p) => p.code === o.projectCode);
    if (project === undefined) throw new Error(`Ovation ${o.id}: no project ${o.projectCode}`);
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
      dated: project.end,
      publisher: publisherOf(site),
    };
  });
}

function brochureSpecs({ site, brochures }: SiteContent): PdfDocumentSpec[] {
  // A brochure whose PDF was uploaded to the media library is served as it is.
  return brochures.flatMap(({ document, ...b }): PdfDocumentSpec[] =>
    document === undefined || isLibraryFile(b.pdf)
      ? []
      : [
          {
            path: b.pdf,
            kind: "Brochure",
            title: document.title,
            subtitle: document.tagline,
            subject: b.summary,
            keywords: ["brochure", b.title, site.company],
            facts: [],
            intro: [b.summary],
            sections: document.sections,
            dated: BROCHURES_DATED,
            publisher: publisherOf(site),
          },
        ],
  );
}

/**
 * The documents by kind, each made from `content` as pages show it (its placeholders
 * filled): a kind reads only its own parts of the content and the site identity, so the
 * server renders a kind's PDFs again only when those change.
 */
export const DOCUMENT_KINDS: readonly ((content: SiteContent) => PdfDocumentSpec[])[] = [
  policySpecs,
  ovationSpecs,
  brochureSpecs,
];

/** Every document `content` (filled) makes. */
export const documentSpecs = (content: SiteContent): PdfDocumentSpec[] =>
  DOCUMENT_KINDS.flatMap((kind) => kind(content));

/** Every document of the repository's content: what the build publishes. */
export const repositoryDocumentSpecs = (): PdfDocumentSpec[] =>
  documentSpecs(filledContent(repositoryContent));
