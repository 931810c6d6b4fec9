// Real documents for the CV tests, made the way word processors and PDF writers make
// them: a PDF by pdfkit, a Word (.docx) and an OpenDocument (.odt) text as ZIP containers
// with the parts that make one, and what must be refused (a zip bomb, an executable, an
// HTML page named .pdf).

import PDFDocument from "pdfkit";
import yazl from "yazl";

/** A ZIP of `files` as yazl writes it (deflated unless `store`). */
export function zip(files: { name: string; content: Buffer | string; store?: boolean }[]): Promise<Buffer> {
  const archive = new yazl.ZipFile();
  for (const file of files) archive.addBuffer(Buffer.from(file.content), file.name, { compress: !file.store });
  archive.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    archive.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    archive.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    archive.outputStream.on("error", reject);
  });
}

/** A one-page PDF as pdfkit writes it; `title` goes in its metadata, as plain bytes. */
export function pdf(text = "Curriculum vitae", title?: string): Promise<Buffer> {
  const document = new PDFDocument(title === undefined ? {} : { info: { Title: title } });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on("end", () => resolve(Buffer.concat(chunks))));
  document.text(text);
  document.end();
  return done;
}

export const docx = () =>
  zip([
    { name: "[Content_Types].xml", content: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
    { name: "_rels/.rels", content: "<Relationships/>" },
    { name: "word/document.xml", content: "<w:document><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>" },
  ]);
export const odt = () =>
  zip([
    { name: "mimetype", content: "application/vnd.oasis.opendocument.text", store: true },
    { name: "content.xml", content: "<office:document-content/>" },
    { name: "META-INF/manifest.xml", content: "<manifest:manifest/>" },
  ]);

/** A "Word document" whose text is 30 MB of zeros: under 200 KB once compressed. */
export const zipBomb = () =>
  zip([
    { name: "[Content_Types].xml", content: "<Types/>" },
    { name: "word/document.xml", content: Buffer.alloc(30 * 1024 * 1024) },
  ]);

/** A Windows executable (its "MZ" header), as if renamed cv.pdf. */
export const executable = () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(4096, 0x90)]);

/** An HTML page with a script, as if renamed cv.pdf. */
export const htmlPage = () => Buffer.from("<!doctype html><script>alert(1)</script>%PDF-1.7");

/** A PDF of `size` bytes: header, padding, end marker. */
export const pdfOfSize = (size: number) =>
  Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(size - 16, 0x20), Buffer.from("\n%%EOF\n")]);
