// The CV check: a real PDF, Word (.docx) and OpenDocument (.odt) file are accepted by
// their content; a renamed executable, an HTML page named .pdf, a damaged PDF, a ZIP that
// is not a document, an empty file and one over 5 MB are refused with a sentence naming
// what is accepted. A ZIP is refused when it unpacks to more than a document could, when
// its parts are not what its index declares (their sizes, checksums, or local headers),
// when two parts share a name or bytes, when a part is encrypted, and when a part is
// itself an archive.

import { deflateRawSync as deflateRaw, gzipSync } from "node:zlib";
import { CV_MAX_BYTES } from "@site/contracts";
import { describe, expect, it } from "vitest";
import { cvFileName, CvRejected, inspectCv } from "../src/forms/cv-file.js";
import {
  deflatedZeros,
  docx,
  docxParts,
  executable,
  htmlPage,
  localRecord,
  odt,
  pdf,
  rawZip,
  sparseMebibyte,
  streamedZip,
  zip,
  zipBomb,
  type RawPart,
} from "./cv-documents.js";

const NOT_AS_DECLARED = /damaged compressed file: its parts do not match its own index/;

/** The Word document's parts with `part` in place of word/document.xml (and `extra` after). */
const docxWith = (part: Partial<RawPart>, ...extra: RawPart[]) =>
  rawZip([
    ...docxParts().map((each) => (each.name === "word/document.xml" ? { ...each, ...part } : each)),
    ...extra,
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
    expect(await inspectCv(await pdf())).toEqual({
      kind: "pdf",
      mediaType: "application/pdf",
      extension: "pdf",
    });
    expect(await inspectCv(await docx())).toMatchObject({ kind: "docx", extension: "docx" });
    expect(await inspectCv(await odt())).toMatchObject({
      kind: "odt",
      mediaType: "application/vnd.oasis.opendocument.text",
    });
  });

  it("accepts a Word document however a writer lays out its headers", async () => {
    // Checksum and sizes after each part's data, as a streaming writer puts them.
    const parts = docxParts().map((part) => ({ name: part.name, content: String(part.content) }));
    expect(await inspectCv(await streamedZip(parts))).toMatchObject({ kind: "docx" });
    // Written byte by byte, as the hostile archives below are: true, so taken.
    expect(await inspectCv(rawZip(docxParts()))).toMatchObject({ kind: "docx" });
    // Local headers with their sizes in a ZIP64 field (as .NET's packaging writes them).
    expect(
      await inspectCv(rawZip(docxParts().map((part) => ({ ...part, local: { zip64: true } })))),
    ).toMatchObject({ kind: "docx" });
  });

  it("refuses what is not a document, naming what is accepted", async () => {
    const accepted = /a PDF, a Word document \(\.docx\) or an OpenDocument text \(\.odt\)/;
    // A Windows executable and a Linux one, renamed cv.pdf.
    expect(await refusal(executable())).toMatch(accepted);
    expect(await refusal(Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(4096)]))).toMatch(
      accepted,
    );
    // An HTML page named cv.pdf, with a script.
    expect(await refusal(htmlPage())).toMatch(accepted);
    // A ZIP that is not a document, and a damaged one.
    expect(await refusal(await zip([{ name: "photo.jpg", content: "not a document" }]))).toMatch(
      /not a document/,
    );
    expect(
      await refusal(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)])),
    ).toMatch(/damaged compressed file/);
    // A PDF cut short.
    const whole = await pdf();
    expect(await refusal(whole.subarray(0, whole.length - 2048))).toMatch(/incomplete or damaged PDF/);
  });

  it("refuses a zip bomb, by what it really unpacks to", async () => {
    // Declared truthfully: 30 MB of zeros, a thousand times its compressed size.
    const bomb = await zipBomb();
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refusal(bomb)).toMatch(/expand far beyond/);
    // 60 parts of 1 MiB, each only 50 times its compressed size, 60 MiB together.
    const content = sparseMebibyte();
    const data = deflateRaw(content);
    const many = rawZip([
      ...docxParts(),
      ...Array.from({ length: 60 }, (_, index) => ({ name: `word/media/part${index}.bin`, content, data })),
    ]);
    expect(many.length).toBeLessThan(CV_MAX_BYTES);
    expect(await refusal(many)).toMatch(/expand far beyond/);
  });

  it("refuses a zip bomb whose index under-declares its sizes, stopping at the size declared", async () => {
    // 4 GiB of zeros in 4 MB, declared in both headers as 20 MiB: 5 times its compressed
    // size, so nothing in its index gives it away. Unpacking all of it takes seconds.
    const data = deflatedZeros(4 * 1024);
    const bomb = docxWith({ data, declared: { uncompressedSize: 20 * 1024 * 1024, crc32: 0 } });
    expect(bomb.length).toBeLessThan(CV_MAX_BYTES);
    const started = performance.now();
    expect(await refusal(bomb)).toMatch(NOT_AS_DECLARED);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("refuses parts that do not unpack to what the index declares", async () => {
    const content = "<w:document><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>";
    // A checksum that is not the content's.
    expect(await refusal(docxWith({ declared: { crc32: 0x12345678 } }))).toMatch(NOT_AS_DECLARED);
    // More declared than there is.
    expect(await refusal(docxWith({ declared: { uncompressedSize: content.length + 1 } }))).toMatch(
      NOT_AS_DECLARED,
    );
    // Bytes hidden after the compressed data, inside the part's declared compressed size.
    const data = Buffer.concat([
      deflateRaw(content),
      localRecord({ name: "word/vbaProject.bin", content: "hidden" }),
    ]);
    expect(await refusal(docxWith({ data }))).toMatch(NOT_AS_DECLARED);
  });

  it("refuses a part whose local header says otherwise than the index (parser confusion)", async () => {
    // Another name: a reader going by local headers finds another part than the index names.
    expect(await refusal(docxWith({ local: { name: "word/document.xmL" } }))).toMatch(NOT_AS_DECLARED);
    // Stored by one header's account, deflated by the other's.
    expect(await refusal(docxWith({ local: { compressionMethod: 0 } }))).toMatch(NOT_AS_DECLARED);
    // Another checksum, with no flag saying it comes after the data.
    expect(await refusal(docxWith({ local: { crc32: 0 } }))).toMatch(NOT_AS_DECLARED);
  });

  it("refuses two parts of one name, and parts that share bytes", async () => {
    const duplicate = { name: "word/document.xml", content: "<w:document/>" };
    expect(await refusal(docxWith({}, duplicate))).toMatch(/two parts of the same name/);
    // Office reads part names without regard to case.
    expect(await refusal(docxWith({}, { ...duplicate, name: "Word/Document.xml" }))).toMatch(
      /two parts of the same name/,
    );
    // The index's second part lies inside the first one's data (a stored part holding a
    // whole other part after a few bytes of its own).
    const inner: RawPart = { name: "word/document.xml", content: "<w:document/>" };
    const types = "<Types/>";
    const outer: RawPart = {
      name: "[Content_Types].xml",
      content: Buffer.concat([Buffer.from(types), localRecord(inner)]),
      store: true,
    };
    const overlapping = rawZip([outer, { ...inner, at: 30 + outer.name.length + types.length }]);
    expect(await refusal(overlapping)).toMatch(NOT_AS_DECLARED);
  });

  it("refuses encrypted parts", async () => {
    expect(await refusal(docxWith({ flags: 0x0001 }))).toMatch(/password-protected parts/);
  });

  it("refuses a document holding another archive", async () => {
    const nested = /another compressed file inside it/;
    // A ZIP inside a Word document: refused even as the spreadsheet behind a chart.
    const spreadsheet = await zip([{ name: "xl/workbook.xml", content: "<workbook/>" }]);
    expect(
      await refusal(
        docxWith({}, { name: "word/embeddings/Microsoft_Excel_Worksheet.xlsx", content: spreadsheet }),
      ),
    ).toMatch(nested);
    expect(
      await refusal(docxWith({}, { name: "word/media/cv.zip", content: await docx(), store: true })),
    ).toMatch(nested);
    // gzip, 7z and RAR, by their first bytes.
    expect(
      await refusal(docxWith({}, { name: "word/media/image1.emz", content: gzipSync("metafile") })),
    ).toMatch(nested);
    const sevenZip = Buffer.concat([Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]), Buffer.alloc(100)]);
    expect(await refusal(docxWith({}, { name: "word/media/a.bin", content: sevenZip }))).toMatch(nested);
    expect(
      await refusal(docxWith({}, { name: "word/media/b.bin", content: "Rar!\x1a\x07\x01\x00" })),
    ).toMatch(nested);
  });

  it("refuses an empty file and one over 5 MB", async () => {
    expect(await refusal(Buffer.alloc(0))).toBe("The CV file is empty.");
    const large = Buffer.concat([
      Buffer.from("%PDF-1.4\n"),
      Buffer.alloc(CV_MAX_BYTES),
      Buffer.from("\n%%EOF\n"),
    ]);
    expect(await refusal(large)).toBe("The CV is larger than 5 MB. Please send a smaller file.");
  });
});

describe("cvFileName", () => {
  it("keeps the applicant's name for HR, with the extension of what the file is", () => {
    expect(cvFileName("Priya Raman CV.pdf", "pdf")).toBe("Priya Raman CV.pdf");
    expect(cvFileName("Lebenslauf Müller.docx", "docx")).toBe("Lebenslauf Müller.docx");
    // Claimed a PDF, is a Word document: named as what it is.
    expect(cvFileName("cv.pdf", "docx")).toBe("cv.docx");
    expect(cvFileName("resume", "odt")).toBe("resume.odt");
  });

  it("never passes on a path, a header line or a disguised extension", () => {
    expect(cvFileName("../../etc/passwd", "pdf")).toBe("passwd.pdf");
    expect(cvFileName("C:\\Users\\me\\cv.pdf", "pdf")).toBe("cv.pdf");
    expect(cvFileName('cv"\r\nX-Injected: 1.pdf', "pdf")).toBe("cv___X-Injected_ 1.pdf");
    // A right-to-left override would show "cv\u202Efdp.exe" as "cvexe.pdf".
    expect(cvFileName("cv\u202Efdp.exe", "pdf")).toBe("cv_fdp.pdf");
    expect(cvFileName("....pdf", "pdf")).toBe("cv.pdf");
    expect(cvFileName("", "pdf")).toBe("cv.pdf");
  });

  it("shortens a long name, never splitting a character", () => {
    const name = cvFileName(`${"😀".repeat(300)}.pdf`, "pdf");
    expect(Array.from(name)).toHaveLength(100);
    expect(name.endsWith("😀.pdf")).toBe(true);
    expect(name).toBe(name.normalize("NFC"));
    expect(cvFileName("\uD83D".repeat(5) + "cv.pdf", "pdf")).toBe("cv.pdf");
  });
});
