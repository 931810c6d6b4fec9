// The CV check: a real PDF, Word (.docx) and OpenDocument (.odt) file are accepted by
// their content; a renamed executable, an HTML page named .pdf, a damaged PDF, a ZIP that
// is not a document, a zip bomb, an empty file and one over 5 MB are refused with a
// sentence naming what is accepted.

import { CV_MAX_BYTES } from "@site/contracts";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import yazl from "yazl";
import { CvRejected, inspectCv } from "../src/forms/cv-file.js";

/** A ZIP of `files` as yazl writes it (deflated unless `store`). */
function zip(files: { name: string; content: Buffer | string; store?: boolean }[]): Promise<Buffer> {
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

/** A one-page PDF as pdfkit writes it. */
function pdf(text = "Curriculum vitae"): Promise<Buffer> {
  const document = new PDFDocument();
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on("end", () => resolve(Buffer.concat(chunks))));
  document.text(text);
  document.end();
  return done;
}

const docx = () =>
  zip([
    { name: "[Content_Types].xml", content: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
    { name: "_rels/.rels", content: "<Relationships/>" },
    { name: "word/document.xml", content: "<w:document><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>" },
  ]);
const odt = () =>
  zip([
    { name: "mimetype", content: "application/vnd.oasis.opendocument.text", store: true },
    { name: "content.xml", content: "<office:document-content/>" },
    { name: "META-INF/manifest.xml", content: "<manifest:manifest/>" },
  ]);

async function refusal(bytes: Buffer): Promise<string> {
  try {
    await inspectCv(bytes);
  } catch (error) {
    if (error instanceof CvRejected) return error.message;
    throw error;
  }
  throw new Error("accepted");
}

describe("inspectCv", () => {
  it("accepts a PDF, a Word document and an OpenDocument text by their content", async () => {
    expect(await inspectCv(await pdf())).toEqual({ kind: "pdf", mediaType: "application/pdf", extension: "pdf" });
    expect(await inspectCv(await docx())).toMatchObject({ kind: "docx", extension: "docx" });
    expect(await inspectCv(await odt())).toMatchObject({ kind: "odt", mediaType: "application/vnd.oasis.opendocument.text" });
  });

  it("refuses what is not a document, naming what is accepted", async () => {
    const accepted = /a PDF, a Word document \(\.docx\) or an OpenDocument text \(\.odt\)/;
    // A Windows executable and a Linux one, renamed cv.pdf.
    expect(await refusal(Buffer.concat([Buffer.from("MZ"), Buffer.alloc(4096, 0x90)]))).toMatch(accepted);
    expect(await refusal(Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(4096)]))).toMatch(accepted);
    // An HTML page named cv.pdf, with a script.
    expect(await refusal(Buffer.from("<!doctype html><script>alert(1)</script>%PDF-1.7"))).toMatch(accepted);
    // A ZIP that is not a document, and a damaged one.
    expect(await refusal(await zip([{ name: "photo.jpg", content: "not a document" }]))).toMatch(/not a document/);
    expect(await refusal(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]))).toMatch(/damaged compressed file/);
    // A PDF cut short.
    const whole = await pdf();
    expect(await refusal(whole.subarray(0, whole.length - 2048))).toMatch(/incomplete or damaged PDF/);
  });

  it("refuses a zip bomb from its directory, without unpacking it", async () => {
    // A "Word document" whose text is 30 MB of zeros: under 200 KB once compressed.
    const bomb = await zip([
      { name: "[Content_Types].xml", content: "<Types/>" },
      { name: "word/document.xml", content: Buffer.alloc(30 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refusal(bomb)).toMatch(/expand far beyond/);
  });

  it("refuses an empty file and one over 5 MB", async () => {
    expect(await refusal(Buffer.alloc(0))).toBe("The CV file is empty.");
    const large = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(CV_MAX_BYTES), Buffer.from("\n%%EOF\n")]);
    expect(await refusal(large)).toBe("The CV is larger than 5 MB. Please send a smaller file.");
  });
});
