// The logo mark's geometry: one definition for the navbar's inline mark
// (components/LogoMark.tsx) and the build's drawings (scripts/drawing-kit.ts: the logo
// file, favicons, social cards and PDFs).

/** The logo mark in a 64-unit square: a rounded tile holding three rising bars, the last in gold. */
export const LOGO = {
  size: 64,
  radius: 14,
  bar: { width: 8, radius: 2 },
  bars: [
    { x: 14, y: 34, height: 16 },
    { x: 28, y: 24, height: 26 },
    { x: 42, y: 14, height: 36 },
  ],
} as const;
