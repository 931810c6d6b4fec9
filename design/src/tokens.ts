// The design values of the site and the staff console, written once. The stylesheets get
// them as custom properties on :root (`--color-brand`, `--space-4`, `--radius` ...):
// ../vite-design-tokens.ts puts cssCustomProperties() where global.css says
// `@design-tokens;`, at build and in the dev server. The build scripts that draw the
// placeholder images, posters, videos and PDFs import the same values. No browser code
// imports this module (ESLint refuses it): components use the CSS names.

const white = "#ffffff";

/** Colours: `color.inkSoft` is `--color-ink-soft`. */
export const color = {
  /** Text and headings. */
  ink: "#14213d",
  /** Secondary text: intros, notes, card texts. */
  inkSoft: "#3d4a63",
  /** Hints and the least important text. */
  muted: "#5b6678",
  bg: white,
  /** Bands, panels and image frames. */
  surface: "#f4f7fb",
  border: "#d8dee9",
  brand: "#0b3d91",
  brandDark: "#072a66",
  /** Text on the brand colour (buttons). */
  brandContrast: white,
  /** Gold on light backgrounds: callout edges, the current menu entry, the motto's signs. */
  accent: "#b8860b",
  accentSoft: "#fff5da",
  focus: "#c2410c",
  footerBg: "#0d1b2e",
  footerInk: "#e6ebf2",
  cardBlue: "#1d4ed8",
  cardRed: "#b91c1c",
  cardGreen: "#15803d",
  cardYellow: "#a16207",
  /** Text and lines on dark fills: the brand gradient, the footer, coloured discs. */
  onDark: white,
  /** Secondary text on dark fills. */
  onDarkSoft: "#e6ecf7",
  /** Gold on dark fills: the hero's call to action, figures, the logo's tallest bar. */
  gold: "#ffd166",
  goldLight: "#ffe199",
  goldPale: "#ffe7a3",
  /** A control that cannot be used now (the paginator at its first or last page). */
  disabled: "#9aa3b2",
  /** The shimmer of content still loading. */
  placeholder: "#eef2f8",
  placeholderShine: "#e2e8f1",
} as const;

export type ColorName = keyof typeof color;

/** `rgb(r g b / alpha)` of a `#rrggbb` colour, e.g. for shadows in the ink colour. */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`withAlpha: ${hex} is not a #rrggbb colour`);
  const [r, g, b] = match.slice(1).map((pair) => parseInt(pair, 16));
  return `rgb(${r} ${g} ${b} / ${alpha})`;
}

export const font = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
} as const;

/** The type scale: `--font-size-sm` ... Sizes used once stay where they are used. */
export const fontSize = {
  /** Small print: footers, table details, hints. */
  "2xs": "0.875rem",
  /** Breadcrumbs, the utility bar, dates. */
  xs: "0.9rem",
  /** Notes under forms and sections. */
  sm: "0.95rem",
  base: "1rem",
  /** Article text. */
  md: "1.05rem",
  /** Card and accordion titles, page intros. */
  lg: "1.1rem",
  /** Lead paragraphs and form legends. */
  xl: "1.15rem",
  "2xl": "1.25rem",
  "3xl": "1.3rem",
  h2: "clamp(1.4rem, 1.1rem + 1.2vw, 2rem)",
  h1: "clamp(1.75rem, 1.2rem + 2.2vw, 2.75rem)",
} as const;

export const lineHeight = { DEFAULT: "1.6" } as const;

export const space = {
  1: "0.25rem",
  2: "0.5rem",
  3: "0.75rem",
  4: "1rem",
  6: "1.5rem",
  8: "2rem",
  12: "3rem",
  16: "4rem",
} as const;

const radiusRem = 0.5;

/** Corners: `--radius` on controls and cards, `--radius-lg` on panels, dialogs and large pictures. */
export const radius = {
  DEFAULT: `${radiusRem}rem`,
  lg: `${radiusRem * 2}rem`,
} as const;

export const shadow = {
  DEFAULT: `0 1px 2px ${withAlpha(color.ink, 0.08)}, 0 4px 12px ${withAlpha(color.ink, 0.08)}`,
  /** A card lifted under the pointer. */
  raised: `0 2px 4px ${withAlpha(color.ink, 0.1)}, 0 10px 24px ${withAlpha(color.ink, 0.14)}`,
  /** A modal dialog above its backdrop. */
  dialog: `0 20px 60px ${withAlpha("#000000", 0.35)}`,
} as const;

export const gradient = {
  /** The bands of the home page, page headers and the about page. */
  brand: `linear-gradient(135deg, var(--color-brand-dark) 0%, var(--color-brand) 100%)`,
} as const;

export const size = {
  /** The least height (and width) of anything to click or tap: 44 px. */
  target: "2.75rem",
} as const;

/** Named without a prefix: `--content-width`, `--navbar-height`. */
export const layout = {
  contentWidth: "72rem",
  navbarHeight: "4rem",
} as const;

/** How each group is named in CSS: `DEFAULT` is the prefix alone, other keys follow it in kebab case. */
const groups: [prefix: string | null, values: Record<string | number, string>][] = [
  ["color", color],
  ["font", font],
  ["font-size", fontSize],
  ["line-height", lineHeight],
  ["space", space],
  ["radius", radius],
  ["shadow", shadow],
  ["gradient", gradient],
  ["size", size],
  [null, layout],
];

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every token as [custom property name, value], in the order above. */
export function customProperties(): [name: string, value: string][] {
  return groups.flatMap(([prefix, values]) =>
    Object.entries(values).map(([key, value]): [string, string] => {
      const name = [prefix, key === "DEFAULT" ? null : kebab(key)].filter((part) => part !== null).join("-");
      return [`--${name}`, value];
    }),
  );
}

/** The `:root { ... }` rule that defines every token for the stylesheets. */
export function cssCustomProperties(): string {
  return `:root {\n${customProperties()
    .map(([name, value]) => `  ${name}: ${value};`)
    .join("\n")}\n}`;
}
