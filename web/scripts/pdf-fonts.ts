// The typeface of the published PDFs: Noto Sans, regular and bold, from the
// @expo-google-fonts/noto-sans package (the full Google Fonts files, TrueType). pdfkit embeds
// it, subset to the glyphs a document uses. Not the PDF standard fonts (Helvetica): those are
// never embedded, which PDF/UA forbids, and their WinAnsi encoding has no rupee sign (U+20B9)
// and none of the accented Latin letters Indian names are transliterated with (ā, ṇ, ś).
// Noto Sans is also in the site's font stack (@site/design's tokens.ts).

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

const require = createRequire(import.meta.url);

/** The font files, resolved in node_modules. */
export const FONT_FILES = {
  regular: require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
} as const;

/** The names the layout sets text in, once registerFonts has run on a document. */
export const FONT = "Body";
export const BOLD = "Body-Bold";

export function registerFonts(doc: PDFKit.PDFDocument) {
  doc.registerFont(FONT, FONT_FILES.regular);
  doc.registerFont(BOLD, FONT_FILES.bold);
}

let faces: fontkit.Font[] | undefined;

/** Both faces, parsed once with fontkit (the font engine pdfkit itself lays text out with). */
function loadFaces(): fontkit.Font[] {
  faces ??= Object.values(FONT_FILES).map((file) => {
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
