// Draws each solution, project, policy and insight page its own Open Graph image:
// 1200x630, the brand's colours, what kind of page it is, its title and its
// picture, so that a link shared in a chat shows which page it is. Run by postbuild into
// the build's /media/social/, from the same catalogues as the route table, which names the
// files (app/social-images.ts). The picture is the published file (a real photo dropped in
// under the picture's name is used as it is); a page without one shows its icon.

import { promises as fs } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { insightTopics } from "../app/content/insight-topics";
import { pictureUrl, projectPicture, solutionPicture, type Picture } from "../app/content/media";
import { policies } from "../app/content/policies";
import { projects } from "../app/content/projects";
import { site } from "../app/content/site";
import { solutions } from "../app/content/solutions";
import { SOCIAL_IMAGE } from "../app/seo";
import { socialImagePath } from "../app/social-images";
import { icon, projectIcons, solutionIcons, type IconName } from "./drawing-icons";
import {
  BRAND,
  BRAND_DARK,
  dots,
  escape,
  FONT,
  GOLD,
  gradientDefs,
  logoBars,
  ON_DARK,
  textLines,
  wrap,
} from "./drawing-kit";

export interface SocialCard {
  /** Site path of the image, as the route table names it. */
  path: string;
  /** Small capitals above the title: what kind of page. */
  kicker: string;
  title: string;
  /** The page's picture, drawn on the right; without one, `icon` in a tile. */
  picture?: Picture;
  icon: IconName;
}

/** One card per solution, project, policy and insight: every image the route table names. */
export function socialCards(): SocialCard[] {
  return [
    ...solutions.map((s) => ({
      path: socialImagePath("solution", s.key),
      kicker: "Solution",
      title: s.name,
      picture: solutionPicture(s),
      icon: solutionIcons[s.key] ?? "bank",
    })),
    ...projects.map((p) => ({
      path: socialImagePath("project", p.code),
      kicker: `Project ${p.code}`,
      title: p.name,
      picture: projectPicture(p),
      icon: projectIcons[p.code] ?? "bank",
    })),
    ...policies.map((p) => ({
      path: socialImagePath("policy", p.id),
      kicker: "Policy",
      title: p.pageTitle,
      icon: "shield" as const,
    })),
    ...insightTopics.map((t) => ({
      path: socialImagePath("insight", t.slug),
      kicker: "Insight",
      title: t.title,
      icon: "barChart" as const,
    })),
  ];
}

const { width: W, height: H } = SOCIAL_IMAGE;
/** Where the picture (3:2) or the icon tile sits, right of the title. */
const FRAME = { x: 676, y: 96, width: 444, height: 296 } as const;
const STRIP_Y = 530;

/** The card without its picture: background, kicker, title, frame and the brand strip. */
export function socialCardSvg(card: SocialCard, company: string): string {
  const size = card.title.length > 48 ? 46 : 54;
  const lines = wrap(card.title, size, 540, 4);
  const kickerWidth = card.kicker.length * 19 + 44;
  const tile = card.picture
    ? `<rect x="${FRAME.x - 8}" y="${FRAME.y - 8}" width="${FRAME.width + 16}" height="${FRAME.height + 16}" rx="20" fill="${ON_DARK}" opacity="0.96"/>`
    : `<rect x="${FRAME.x + 74}" y="${FRAME.y - 8}" width="312" height="312" rx="40" fill="${ON_DARK}" opacity="0.96"/>
  <g transform="translate(${FRAME.x + 80} ${FRAME.y - 2}) scale(0.75)">${icon(card.icon, BRAND)}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  ${gradientDefs(BRAND_DARK, BRAND)}
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${dots(W, STRIP_Y, 56)}
  <rect x="80" y="96" width="${kickerWidth}" height="48" rx="24" fill="${GOLD}"/>
  <text x="102" y="129" font-family="${FONT}" font-size="24" font-weight="700" letter-spacing="3" fill="${BRAND_DARK}">${escape(card.kicker.toUpperCase())}</text>
  ${textLines(lines, 80, 220, size, `font-weight="700" fill="${ON_DARK}"`)}
  ${tile}
  <rect x="0" y="${STRIP_Y}" width="${W}" height="${H - STRIP_Y}" fill="#000000" opacity="0.22"/>
  <g transform="translate(80 ${STRIP_Y + 26}) scale(0.75)">${logoBars(GOLD)}</g>
  <text x="144" y="${STRIP_Y + 62}" font-family="${FONT}" font-size="30" font-weight="700" fill="${ON_DARK}">${escape(company)}</text>
</svg>`;
}

/** The published file of a picture that fills the frame best: the smallest at least as wide. */
function pictureFile(clientDir: string, picture: Picture): string {
  const width = picture.widths.find((w) => w >= FRAME.width) ?? picture.widths[picture.widths.length - 1]!;
  return path.join(clientDir, pictureUrl(picture, width, "webp"));
}

/** The page's picture, cut to the frame with rounded corners. */
async function framedPicture(clientDir: string, picture: Picture): Promise<Buffer> {
  const mask = `<svg xmlns="http://www.w3.org/2000/svg" width="${FRAME.width}" height="${FRAME.height}"><rect width="${FRAME.width}" height="${FRAME.height}" rx="14" fill="#fff"/></svg>`;
  return sharp(pictureFile(clientDir, picture))
    .resize(FRAME.width, FRAME.height, { fit: "cover" })
    .composite([{ input: Buffer.from(mask), blend: "dest-in" }])
    .png()
    .toBuffer();
}

/** One card as a PNG: the drawing, with the page's picture in its frame. */
export async function renderSocialCard(
  card: SocialCard,
  clientDir: string,
  company = site.company,
): Promise<Buffer> {
  const layers = card.picture
    ? [{ input: await framedPicture(clientDir, card.picture), left: FRAME.x, top: FRAME.y }]
    : [];
  return sharp(Buffer.from(socialCardSvg(card, company)))
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Draws every card into the build; returns how many. */
export async function writeSocialImages(clientDir: string): Promise<number> {
  const cards = socialCards();
  for (const card of cards) {
    const file = path.join(clientDir, card.path);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, await renderSocialCard(card, clientDir));
  }
  return cards.length;
}
