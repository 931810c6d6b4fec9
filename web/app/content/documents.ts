// Where the published PDFs are. Ovations and brochures carry their `pdf` path in their own
// content; the policies' PDFs follow one rule, given here. scripts/make-documents.ts
// generates every PDF from the typed content into public/media/docs (keeping files that
// exist, so a real document replaces a generated one by name).

/** The PDF of a policy (Doc-1 ... Doc-4): /media/docs/{id}.pdf. */
export function policyPdf(id: string): string {
  if (!/^Doc-[1-9]$/.test(id)) throw new Error(`policyPdf: "${id}" is not a policy id (Doc-1 ... Doc-9)`);
  return `/media/docs/${id}.pdf`;
}

/** A file name for the browser's "save as", from a PDF path. */
export function pdfFileName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}
