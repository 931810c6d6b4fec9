// What every placeholder drawing is made of: the palette (the site's design tokens plus
// the themes of the pictures), the font, text escaping and wrapping, the dot grid, and the
// logo mark (its geometry is app/logo-mark.ts; also drawn into the PDFs by pdf-layout.ts).

import { trimEndOf } from "../app/text-edges";
import { LOGO } from "../app/logo-mark";
import { color } from "@site/design/tokens";

export { LOGO };

/** The fonts librsvg (sharp) finds on a Debian machine; the site itself uses the system stack. */
export const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
export const BRAND = color.brand;
export const BRAND_DARK = color.brandDark;
/** Gold on the dark pictures, as on the site's dark bands. */
export const GOLD = color.gold;
/** White shapes and text on the dark pictures. */
export const ON_DARK = color.onDark;
export const ON_DARK_SOFT = color.onDarkSoft;

export function escape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap by an estimated character width (DejaVu Sans: about 0.63 em bold, 0.56 em regular). */
export function wrap(text: string, fontSize: number, maxWidth: number, maxLines = 3, em = 0.63): string[] {
  const perLine = Math.max(8, Math.floor(maxWidth / (fontSize * em)));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > perLine && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${trimEndOf(kept[maxLines - 1]!, " \t\n,.;:")}...`;
    return kept;
  }
  return lines;
}

/** A theme: the two gradient stops; the icon is drawn in the darker one. */
export interface Theme {
  from: string;
  to: string;
}

/** The pictures' themes: the first is the brand's blue. */
export const THEMES: readonly Theme[] = [
  { from: BRAND_DARK, to: "#1e6fd9" }, // blue
  { from: "#064e3b", to: "#0f8f6b" }, // green
  { from: "#3b0764", to: "#7c3aed" }, // violet
  { from: "#7c2d12", to: "#ea580c" }, // orange
  { from: "#134e4a", to: "#0d9488" }, // teal
  { from: "#831843", to: "#db2777" }, // rose
  { from: "#1e3a8a", to: "#4f46e5" }, // indigo
  { from: "#713f12", to: "#ca8a04" }, // amber
];

export function theme(index: number): Theme {
  return THEMES[index % THEMES.length]!;
}

/** A gradient from `from` at the top left to `to` at the bottom right (`x2` 0: straight down), as `<defs>`. */
export function gradientDefs(from: string, to: string, x2 = 1, id = "bg"): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

/** A faint grid of white dots, every other row shifted by half a step. */
export function dots(width: number, height: number, step: number): string {
  const out: string[] = [];
  for (let y = step / 2, row = 0; y < height; y += step, row++) {
    for (let x = step / 2 + (row % 2) * (step / 2); x < width; x += step) {
      out.push(`<circle cx="${x}" cy="${y}" r="${step / 14}"/>`);
    }
  }
  return `<g fill="${ON_DARK}" opacity="0.09">${out.join("")}</g>`;
}

/** Lines of text, one under the other at 1.18 times the size. */
export function textLines(lines: string[], x: number, y: number, size: number, attrs: string): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.18}" font-family="${FONT}" font-size="${size}" ${attrs}>${escape(line)}</text>`,
    )
    .join("");
}

/** The logo's bars as SVG: the first two in `fill`, the tallest in gold. */
export function logoBars(fill: string): string {
  return LOGO.bars
    .map(
      (b, i) =>
        `<rect x="${b.x}" y="${b.y}" width="${LOGO.bar.width}" height="${b.height}" rx="${LOGO.bar.radius}" fill="${i === LOGO.bars.length - 1 ? GOLD : fill}"/>`,
    )
    .join("\n  ");
}
