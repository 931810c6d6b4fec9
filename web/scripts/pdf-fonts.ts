// The typeface of the published PDFs: Noto Sans, regular and bold, from the
// @expo-google-fonts/noto-sans package (the full Google Fonts files, TrueType). pdfkit embeds
// it, subset to the glyphs a document uses. Not the PDF standard fonts (Helvetica): those are
// never embedded, which PDF/UA forbids, and their WinAnsi encoding has no rupee sign (U+20B9)
// and none of the accented Latin letters Indian names are transliterated with (ā, ṇ, ś).
// Noto Sans is also in the site's font stack (@site/design's tokens.ts).

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as fontkit from "fontkit";

const require = createRequire(import.meta.url);

/** The font files' names, in their package and in the renderer's folder. */
export const FONT_FILE_NAMES = { regular: "NotoSans_400Regular.ttf", bold: "NotoSans_700Bold.ttf" } as const;

let fontDirectory: string | undefined;
/** Both faces, parsed (loadFaces). */
let faces: fontkit.Font[] | undefined;

/**
 * Where the fonts are read from: the renderer's own folder once the server runs it (the
 * build copies them there, scripts/postbuild.ts), wherever node_modules is or is not.
 */
export function useFontDirectory(directory: string): void {
  fontDirectory = directory;
  faces = undefined;
}

/** The font files: in the folder given to useFontDirectory, else resolved in node_modules. */
export function fontFiles(): { regular: string; bold: string } {
  if (fontDirectory !== undefined)
    return {
      regular: path.join(fontDirectory, FONT_FILE_NAMES.regular),
      bold: path.join(fontDirectory, FONT_FILE_NAMES.bold),
    };
  return {
    regular: require.resolve(`@expo-google-fonts/noto-sans/400Regular/${FONT_FILE_NAMES.regular}`),
    bold: require.resolve(`@expo-google-fonts/noto-sans/700Bold/${FONT_FILE_NAMES.bold}`),
  };
}

/** The names the layout sets text in, once registerFonts has run on a document. */
export const FONT = "Body";
export const BOLD = "Body-Bold";

export function registerFonts(doc: PDFKit.PDFDocument) {
  const files = fontFiles();
  doc.registerFont(FONT, files.regular);
  doc.registerFont(BOLD, files.bold);
}

/** Both faces, parsed once with fontkit (the font engine pdfkit itself lays text out with). */
function loadFaces(): fontkit.Font[] {
  faces ??= Object.values(fontFiles()).map((file) => {
    const font = fontkit.create(readFileSync(file));
    if (!("hasGlyphForCodePoint" in font)) throw new Error(`${file} is a font collection, not one font`);
    return font;
  });
  return faces;
}

/**
 * The y to set a line of text at, in `size` points, for its capitals to start at `capTop`:
 * pdfkit places the top of the line box (the ascender) at y, and Noto Sans' ascender rises
 * well above its capitals (1.069 em against 0.714).
 */
export function lineTopForCaps(capTop: number, size: number): number {
  const face = loadFaces()[0]!;
  return capTop - ((face.ascent - face.capHeight) / face.unitsPerEm) * size;
}

/**
 * The characters of `text` that either face has no glyph for (a missing glyph would print as
 * an empty box), each once, in order of first use. Line breaks are not set, so not asked for.
 */
export function missingGlyphs(text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    if (char === "\n") continue;
    const codePoint = char.codePointAt(0)!;
    if (!loadFaces().every((face) => face.hasGlyphForCodePoint(codePoint))) missing.add(char);
  }
  return [...missing];
}
