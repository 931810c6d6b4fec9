// The CV check: a real PDF, Word (.docx) and OpenDocument (.odt) file are accepted by
// their content; a renamed executable, an HTML page named .pdf, a damaged PDF, a ZIP that
// is not a document, a zip bomb, an empty file and one over 5 MB are refused with a
// sentence naming what is accepted.

import { CV_MAX_BYTES } from "@site/contracts";
import { describe, expect, it } from "vitest";
import { cvFileName, CvRejected, inspectCv } from "../src/forms/cv-file.js";
import { docx, executable, htmlPage, odt, pdf, zip, zipBomb } from "./cv-documents.js";

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
    expect(await refusal(executable())).toMatch(accepted);
    expect(await refusal(Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(4096)]))).toMatch(accepted);
    // An HTML page named cv.pdf, with a script.
    expect(await refusal(htmlPage())).toMatch(accepted);
    // A ZIP that is not a document, and a damaged one.
    expect(await refusal(await zip([{ name: "photo.jpg", content: "not a document" }]))).toMatch(/not a document/);
    expect(await refusal(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]))).toMatch(/damaged compressed file/);
    // A PDF cut short.
    const whole = await pdf();
    expect(await refusal(whole.subarray(0, whole.length - 2048))).toMatch(/incomplete or damaged PDF/);
  });

  it("refuses a zip bomb from its directory, without unpacking it", async () => {
    const bomb = await zipBomb();
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refusal(bomb)).toMatch(/expand far beyond/);
  });

  it("refuses an empty file and one over 5 MB", async () => {
    expect(await refusal(Buffer.alloc(0))).toBe("The CV file is empty.");
    const large = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(CV_MAX_BYTES), Buffer.from("\n%%EOF\n")]);
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
