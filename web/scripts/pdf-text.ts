// The text of a PDF as PDF.js (the parser browsers use) reads it, for the tests that check
// what a published PDF says.

import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const require = createRequire(import.meta.url);
const fontsDir = path.resolve(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts");

export interface PdfInfo {
  text: string;
  pages: number;
  info: { Title?: unknown; Author?: unknown; Subject?: unknown; Language?: unknown };
}

export async function pdfText(data: Buffer): Promise<PdfInfo> {
  const pdf = await getDocument({
    data: new Uint8Array(data),
    standardFontDataUrl: `${fontsDir}${path.sep}`,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const parts: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      for (const item of content.items) if ("str" in item) parts.push(item.str);
    }
    const { info } = await pdf.getMetadata();
    return { text: parts.join(" ").replace(/\s+/g, " "), pages: pdf.numPages, info: info as PdfInfo["info"] };
  } finally {
    await pdf.destroy();
  }
}
