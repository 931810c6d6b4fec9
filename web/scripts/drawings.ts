// SVG drawings of the placeholder pictures that stand for real photographs: solution and
// project cards, timeline milestones, video posters and the caption cards of the demo videos.
// Shared by make-media.ts (pictures and posters) and make-videos.ts (video frames), so a
// video's first frame is its poster. One visual language: a two-tone gradient per theme, a
// faint dot grid, a white rounded tile holding a line icon, the name in white, and a brand
// strip with the company name. The parts are in drawing-kit.ts, the icons in drawing-icons.ts.

import { color } from "@site/design/tokens";
import {
  dots,
  escape,
  FONT,
  GOLD,
  gradientDefs,
  logoBars,
  LOGO,
  ON_DARK,
  ON_DARK_SOFT,
  textLines,
  theme,
  wrap,
  type Theme,
} from "./drawing-kit";
import { icon, videoIcons, type IconName } from "./drawing-icons";

/** The theme of each video, by its demo id (or "merchant-qr-demo"). */
const videoThemes: Record<string, number> = {
  "customer-self-service-terminal": 0,
  "scheduling-and-queuing": 4,
  "credit-profile-report": 2,
  "merchant-qr-demo": 3,
};

/** The video id of a poster or video path: /media/video/{id}-poster.webp, /media/{id}.mp4 ... */
export function videoId(file: string): string {
  return file.replace(/^.*\//, "").replace(/(-poster)?\.[a-z0-9]+$/, "");
}

export function videoTheme(id: string): Theme {
  return theme(videoThemes[id] ?? 6);
}

/** The poster of a video (by its poster or video path): the same drawing make-videos uses as the first frame. */
export function videoPosterSvg(file: string, title: string, company: string): string {
  const id = videoId(file);
  return posterSvg({ title, icon: videoIcons[id], theme: videoTheme(id), company });
}

const svgOpen = (width: number, height: number, viewWidth = width, viewHeight = height) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}">`;

/** The theme's gradient over the whole picture, with the dot grid down to `dotsHeight`. */
function themedBackground(t: Theme, width: number, height: number, dotsHeight: number): string {
  return `${gradientDefs(t.from, t.to)}
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${dots(width, dotsHeight, 56)}`;
}

/** The gold pill with a word in small capitals, above a name. */
function kickerPill(text: string, y: number, t: Theme): string {
  return `<rect x="90" y="${y}" width="${text.length * 21 + 44}" height="52" rx="26" fill="${GOLD}"/>
  <text x="114" y="${y + 36}" font-family="${FONT}" font-size="26" font-weight="700" letter-spacing="3" fill="${t.from}">${escape(text.toUpperCase())}</text>`;
}

/** The white rounded tile holding the icon. */
function iconTile(
  name: IconName | undefined,
  t: Theme,
  x: number,
  y: number,
  size: number,
  radius: number,
  scale: string,
): string {
  return `<g transform="translate(${x} ${y})">
    <rect x="0" y="0" width="${size}" height="${size}" rx="${radius}" fill="${ON_DARK}" opacity="0.96"/>
    <g transform="translate(10 10)${scale}">${icon(name, t.from)}</g>
  </g>`;
}

/** The darker strip along the bottom with a gold square and the company name. */
function brandStrip(company: string, width: number, y: number): string {
  return `<rect x="0" y="${y}" width="${width}" height="100" fill="#000000" opacity="0.22"/>
  <rect x="90" y="${y + 30}" width="40" height="40" rx="10" fill="${GOLD}"/>
  <text x="150" y="${y + 62}" font-family="${FONT}" font-size="30" font-weight="700" fill="${ON_DARK}">${escape(company)}</text>`;
}

export interface CardOptions {
  /** Small capitals above the name: "SOLUTION", "PROJECT", "2017". */
  kicker: string;
  name: string;
  /** A second, smaller line under the name (a client, a tagline). */
  detail?: string;
  icon: IconName | undefined;
  theme: Theme;
  company: string;
}

/** A 1200x800 card picture: solution, project or timeline milestone. */
export function cardSvg(o: CardOptions, width = 1200, height = 800): string {
  const nameSize = o.name.length > 34 ? 60 : 68;
  const lines = wrap(o.name, nameSize, 580, 3);
  const nameTop = 330 - ((lines.length - 1) * nameSize * 1.18) / 2;
  const detail = o.detail ? wrap(o.detail, 30, 560, 2) : [];
  const detailTop = nameTop + lines.length * nameSize * 1.18 + 20;
  return `${svgOpen(width, height, 1200, 800)}
  ${themedBackground(o.theme, 1200, 800, 700)}
  <circle cx="1040" cy="120" r="260" fill="${ON_DARK}" opacity="0.06"/>
  <circle cx="80" cy="760" r="220" fill="${ON_DARK}" opacity="0.05"/>
  ${kickerPill(o.kicker, 110, o.theme)}
  ${textLines(lines, 90, nameTop + nameSize, nameSize, `font-weight="700" fill="${ON_DARK}"`)}
  ${textLines(detail, 90, detailTop + 30, 30, `fill="${ON_DARK_SOFT}"`)}
  ${iconTile(o.icon, o.theme, 720, 150, 420, 48, "")}
  ${brandStrip(o.company, 1200, 700)}
</svg>`;
}

export interface PosterOptions {
  title: string;
  icon: IconName | undefined;
  theme: Theme;
  company: string;
  /** "Demo video" by default. */
  kicker?: string;
}

/** A 1280x720 video poster: the first frame of the video. */
export function posterSvg(o: PosterOptions): string {
  const size = 72;
  const lines = wrap(o.title, size, 640, 3);
  const top = 340 - ((lines.length - 1) * size * 1.18) / 2;
  return `${svgOpen(1280, 720)}
  ${themedBackground(o.theme, 1280, 720, 620)}
  <circle cx="1120" cy="90" r="260" fill="${ON_DARK}" opacity="0.06"/>
  ${kickerPill(o.kicker ?? "Demo video", 120, o.theme)}
  ${textLines(lines, 90, top + size, size, `font-weight="700" fill="${ON_DARK}"`)}
  ${iconTile(o.icon, o.theme, 810, 130, 380, 44, " scale(0.9)")}
  ${brandStrip(o.company, 1280, 620)}
</svg>`;
}

export interface CaptionCardOptions {
  title: string;
  /** The narration shown on the card (a caption cue). */
  text: string;
  /** "Step 2 of 7". */
  step: string;
  icon: IconName | undefined;
  theme: Theme;
  company: string;
}

/** A 1280x720 text card of a demo video: one narration step, over a light background. */
export function captionCardSvg(o: CaptionCardOptions): string {
  const size = 46;
  const lines = wrap(o.text, size, 1000, 5, 0.56);
  const top = 330 - ((lines.length - 1) * size * 1.25) / 2;
  return `${svgOpen(1280, 720)}
  <rect width="1280" height="720" fill="${color.surface}"/>
  <rect width="1280" height="110" fill="${o.theme.from}"/>
  <text x="90" y="70" font-family="${FONT}" font-size="34" font-weight="700" fill="${ON_DARK}">${escape(o.title)}</text>
  <text x="1190" y="70" font-family="${FONT}" font-size="28" fill="${GOLD}" text-anchor="end">${escape(o.step)}</text>
  <g transform="translate(1070 500) scale(0.32)" opacity="0.25">${icon(o.icon, o.theme.from)}</g>
  <rect x="90" y="${top - 10}" width="10" height="${lines.length * size * 1.25 + 20}" fill="${GOLD}"/>
  ${lines.map((line, i) => `<text x="130" y="${top + size + i * size * 1.25}" font-family="${FONT}" font-size="${size}" fill="${color.ink}">${escape(line)}</text>`).join("")}
  <rect x="0" y="650" width="1280" height="70" fill="${o.theme.from}"/>
  <text x="90" y="695" font-family="${FONT}" font-size="26" font-weight="700" fill="${ON_DARK}">${escape(o.company)}</text>
</svg>`;
}

export interface ClosingCardOptions {
  title: string;
  /** The call to action, e.g. "Book a demo on our Contact page". */
  lines: string[];
  theme: Theme;
  company: string;
}

/** The last 1280x720 frame of a video: the company, and how to see more. */
export function closingCardSvg(o: ClosingCardOptions): string {
  return `${svgOpen(1280, 720)}
  ${themedBackground(o.theme, 1280, 720, 720)}
  <g transform="translate(590 150) scale(1.6)">
    <rect width="${LOGO.size}" height="${LOGO.size}" rx="${LOGO.radius}" fill="${ON_DARK}"/>
    ${logoBars(o.theme.from)}
  </g>
  <text x="640" y="345" font-family="${FONT}" font-size="58" font-weight="700" fill="${ON_DARK}" text-anchor="middle">${escape(o.company)}</text>
  <text x="640" y="410" font-family="${FONT}" font-size="32" fill="${GOLD}" text-anchor="middle">${escape(o.title)}</text>
  ${o.lines.map((line, i) => `<text x="640" y="${500 + i * 48}" font-family="${FONT}" font-size="30" fill="${ON_DARK_SOFT}" text-anchor="middle">${escape(line)}</text>`).join("")}
</svg>`;
}
