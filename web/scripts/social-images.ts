// Draws each solution, project, policy and insight page its own Open Graph image:
// 1200x630, the brand's colours, what kind of page it is, its title and its
// picture, so that a link shared in a chat shows which page it is. Drawn from the content
// by the renderer's document maker (render/document-renderer.ts): postbuild into the
// build's /media/social/ from the repository's content, and the server again when staff
// publish a title or the company's name. The route table names the files
// (app/social-images.ts). The picture is the published file (a real photo dropped in
// under the picture's name is used as it is); a page without one shows its icon.

import path from "node:path";
import sharp from "sharp";
import type { SiteContent } from "@site/contracts/content";
import { CONTENT_PICTURE_NAME_PREFIX } from "@site/contracts/staff";
import { pictureUrl, projectPicture, solutionPicture, type Picture } from "../app/content/media";
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
  /** The company's name, in the brand strip. */
  company: string;
}

/**
 * The cards of each kind of page with an image of its own, each from the part of the
 * content it draws (its catalogue) and the company's name: a solution renamed draws the
 * solutions' cards again, not the policies'. `content` has its placeholders filled.
 */
export const SOCIAL_CARD_KINDS: readonly ((content: SiteContent) => SocialCard[])[] = [
  ({ site, solutions }) =>
    solutions.map((s) => ({
      path: socialImagePath("solution", s.key),
      kicker: "Solution",
      title: s.name,
      picture: solutionPicture(s),
      icon: solutionIcons[s.key] ?? "bank",
      company: site.company,
    })),
  ({ site, projects }) =>
    projects.map((p) => ({
      path: socialImagePath("project", p.code),
      kicker: `Project ${p.code}`,
      title: p.name,
      picture: projectPicture(p),
      icon: projectIcons[p.code] ?? "bank",
      company: site.company,
    })),
  ({ site, policies }) =>
    policies.map((p) => ({
      path: socialImagePath("policy", p.id),
      kicker: "Policy",
      title: p.pageTitle,
      icon: "shield" as const,
      company: site.company,
    })),
  ({ site, insightTopics }) =>
    insightTopics.map((t) => ({
      path: socialImagePath("insight", t.slug),
      kicker: "Insight",
      title: t.title,
      icon: "barChart" as const,
      company: site.company,
    })),
];

/** One card per solution, project, policy and insight of `content`: every image the route table names. */
export const socialCards = (content: SiteContent): SocialCard[] =>
  SOCIAL_CARD_KINDS.flatMap((kind) => kind(content));

const { width: W, height: H } = SOCIAL_IMAGE;
/** Where the picture (3:2) or the icon tile sits, right of the title. */
const FRAME = { x: 676, y: 96, width: 444, height: 296 } as const;
const STRIP_Y = 530;

/** The card without its picture: background, kicker, title, frame and the brand strip. */
export function socialCardSvg(card: SocialCard): string {
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
  <text x="144" y="${STRIP_Y + 62}" font-family="${FONT}" font-size="30" font-weight="700" fill="${ON_DARK}">${escape(card.company)}</text>
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

/**
 * One card as a PNG: the drawing, with the page's picture in its frame. A picture staff
 * uploaded is kept in the database, not among the build's files, so the page's icon takes
 * its place; any other picture must be in the build (a missing one is a broken build).
 */
export async function renderSocialCard(card: SocialCard, clientDir: string): Promise<Buffer> {
  const picture = card.picture?.name.startsWith(CONTENT_PICTURE_NAME_PREFIX) ? undefined : card.picture;
  const drawn = picture === undefined ? { ...card, picture: undefined } : card;
  const layers = picture
    ? [{ input: await framedPicture(clientDir, picture), left: FRAME.x, top: FRAME.y }]
    : [];
  return sharp(Buffer.from(socialCardSvg(drawn)))
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
