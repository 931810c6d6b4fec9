// Makes the placeholder images listed in app/content/media.ts, plus the logo, favicons,
// app icons and the social-sharing card, into public/. Drawn as SVG and encoded with sharp
// to AVIF and WebP at every published width. Run: npm run media [-- --force --out DIR]
// Existing files are kept unless --force is given, so real assets dropped in by name stay.

import { existsSync, promises as fs } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { home } from "../app/content/home";
import { allPictures, allPosters } from "../app/content/media-catalogue";
import {
  pictures,
  pictureUrl,
  projectPicture,
  solutionPicture,
  timelinePicture,
  type Picture,
} from "../app/content/media";
import { executives } from "../app/content/people";
import { projects } from "../app/content/projects";
import { site } from "../app/content/site";
import { solutions } from "../app/content/solutions";
import { timeline } from "../app/content/timeline";
import { SOCIAL_IMAGE } from "../app/seo";
import { color } from "@site/design/tokens";
import { projectIcons, solutionIcons, timelineIcons } from "./drawing-icons";
import {
  BRAND,
  BRAND_DARK,
  escape,
  FONT,
  GOLD,
  gradientDefs,
  logoBars,
  LOGO,
  ON_DARK,
  ON_DARK_SOFT,
  theme,
  THEMES,
} from "./drawing-kit";
import { cardSvg, videoPosterSvg } from "./drawings";
import { generatorOptions } from "./generator-options";

const { outDir: publicDir, force } = generatorOptions();
/** The logo mark: a rising bar chart inside a rounded square. */
function logoSvg(size: number, padding = 0): string {
  const s = LOGO.size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${-padding} ${-padding} ${s + 2 * padding} ${s + 2 * padding}">
  ${gradientDefs(BRAND, BRAND_DARK, 1, "g")}
  <rect x="${-padding}" y="${-padding}" width="${s + 2 * padding}" height="${s + 2 * padding}" rx="${padding ? 0 : LOGO.radius}" fill="url(#g)"/>
  ${logoBars(ON_DARK)}
</svg>`;
}

function heroSvg(p: Picture, index: number): string {
  // The first three themes, the first starting from the brand's own blue.
  const hues = [
    [BRAND, THEMES[0]!.to],
    [THEMES[1]!.from, THEMES[1]!.to],
    [THEMES[2]!.from, THEMES[2]!.to],
  ][index % 3]!;
  const motifs = [
    // a bank: pediment and columns
    `<polygon points="1000,230 1300,120 1600,230" fill="${ON_DARK}" opacity="0.9"/>
     ${[0, 1, 2, 3, 4].map((i) => `<rect x="${1040 + i * 120}" y="260" width="60" height="330" rx="8" fill="${ON_DARK}" opacity="0.85"/>`).join("")}
     <rect x="990" y="610" width="620" height="40" rx="8" fill="${ON_DARK}" opacity="0.9"/>`,
    // payments: cards and a fast arrow
    `<rect x="980" y="180" width="420" height="260" rx="28" fill="${ON_DARK}" opacity="0.9"/>
     <rect x="1060" y="300" width="420" height="260" rx="28" fill="${GOLD}" opacity="0.95"/>
     <rect x="1100" y="350" width="90" height="60" rx="10" fill="${ON_DARK}" opacity="0.8"/>
     <path d="M860 660 H1420 l-60 -50 M1420 660 l-60 50" stroke="${ON_DARK}" stroke-width="22" fill="none" stroke-linecap="round"/>`,
    // compliance: a shield with a tick
    `<path d="M1290 140 L1520 220 V420 C1520 560 1410 650 1290 700 C1170 650 1060 560 1060 420 V220 Z" fill="${ON_DARK}" opacity="0.9"/>
     <path d="M1180 420 L1265 505 L1420 330" stroke="${GOLD}" stroke-width="44" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  ];
  const dots = Array.from({ length: 60 }, (_, i) => {
    const x = (i % 12) * 70 + 60;
    const y = Math.floor(i / 12) * 70 + 560;
    return `<circle cx="${x}" cy="${y}" r="6" fill="${ON_DARK}" opacity="${0.08 + (i % 5) * 0.04}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${p.width}" height="${p.height}" viewBox="0 0 1600 900">
  ${gradientDefs(hues[0]!, hues[1]!)}
  <rect width="1600" height="900" fill="url(#bg)"/>
  <circle cx="300" cy="200" r="320" fill="${ON_DARK}" opacity="0.06"/>
  <circle cx="1400" cy="900" r="420" fill="${ON_DARK}" opacity="0.05"/>
  ${dots}
  ${motifs[index % 3]}
</svg>`;
}

/** The site's four card colours, for people. */
const PEOPLE_COLOURS = [color.cardBlue, color.cardRed, color.cardGreen, color.cardYellow];

/** The light backdrop of portraits and the team picture. */
const LIGHT_BG = color.placeholder;

function portraitSvg(p: Picture, initials: string, index: number): string {
  const c = PEOPLE_COLOURS[index % PEOPLE_COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${p.width}" height="${p.height}" viewBox="0 0 480 480">
  ${gradientDefs(LIGHT_BG, "#d5deeb", 0)}
  <rect width="480" height="480" fill="url(#bg)"/>
  <circle cx="240" cy="190" r="96" fill="${c}" opacity="0.85"/>
  <path d="M60 480 C80 350 160 300 240 300 C320 300 400 350 420 480 Z" fill="${c}" opacity="0.85"/>
  <text x="240" y="222" font-family="${FONT}" font-size="84" font-weight="700" fill="${ON_DARK}" text-anchor="middle">${escape(initials)}</text>
</svg>`;
}

function wordmarkSvg(p: Picture, label: string, index: number): string {
  const colours = [BRAND, THEMES[3]!.from, "#065f46", "#4c1d95", "#9f1239", THEMES[6]!.from];
  const c = colours[index % colours.length];
  const size = label.length > 26 ? 20 : label.length > 18 ? 24 : 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${p.width}" height="${p.height}" viewBox="0 0 360 120">
  <rect x="2" y="2" width="356" height="116" rx="16" fill="${color.bg}" stroke="${color.border}" stroke-width="2"/>
  <circle cx="44" cy="60" r="22" fill="${c}"/>
  <text x="44" y="69" font-family="${FONT}" font-size="24" font-weight="700" fill="${ON_DARK}" text-anchor="middle">${escape(label[0] ?? "")}</text>
  <text x="78" y="${60 + size / 3}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${c}">${escape(label)}</text>
</svg>`;
}

function aboutSvg(p: Picture): string {
  const people = [300, 520, 740, 960]
    .map(
      (
        x,
        i,
      ) => `<circle cx="${x}" cy="${360 - (i % 2) * 30}" r="62" fill="${PEOPLE_COLOURS[i]}" opacity="0.9"/>
      <path d="M${x - 110} 640 C${x - 100} 500 ${x - 50} 460 ${x} 460 C${x + 50} 460 ${x + 100} 500 ${x + 110} 640 Z" fill="${PEOPLE_COLOURS[i]}" opacity="0.9"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${p.width}" height="${p.height}" viewBox="0 0 1200 800">
  <rect width="1200" height="800" fill="${LIGHT_BG}"/>
  <rect x="120" y="120" width="960" height="80" rx="16" fill="${color.bg}"/>
  <rect x="150" y="145" width="300" height="30" rx="8" fill="${color.border}"/>
  ${people}
  <rect x="80" y="620" width="1040" height="70" rx="20" fill="${BRAND}"/>
</svg>`;
}

function socialCardSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_IMAGE.width}" height="${SOCIAL_IMAGE.height}" viewBox="0 0 1200 630">
  ${gradientDefs(BRAND_DARK, BRAND)}
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g transform="translate(80 90) scale(2)">${logoSvg(64).replace(/<\/?svg[^>]*>/g, "")}</g>
  <text x="80" y="330" font-family="${FONT}" font-size="64" font-weight="700" fill="${ON_DARK}">${escape(site.company)}</text>
  <text x="80" y="410" font-family="${FONT}" font-size="36" fill="${GOLD}">${escape(site.tagline)}</text>
  <text x="80" y="540" font-family="${FONT}" font-size="28" fill="${ON_DARK_SOFT}">IT services and solutions for banks and financial institutions</text>
</svg>`;
}

async function writeIfMissing(file: string, make: () => Promise<Buffer | string>) {
  const full = path.join(publicDir, file);
  if (!force && existsSync(full)) return false;
  await fs.mkdir(path.dirname(full), { recursive: true });
  await fs.writeFile(full, await make());
  return true;
}

async function publishPicture(p: Picture, svg: string) {
  for (const width of p.widths) {
    const height = Math.round((p.height * width) / p.width);
    const render = () => sharp(Buffer.from(svg)).resize(width, height);
    await writeIfMissing(pictureUrl(p, width, "avif"), () =>
      render().avif({ quality: 55, effort: 6 }).toBuffer(),
    );
    await writeIfMissing(pictureUrl(p, width, "webp"), () => render().webp({ quality: 78 }).toBuffer());
  }
}

/** An .ico holding one PNG image (valid since Windows Vista and in every browser). */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

async function main() {
  const png = (svg: string, size: number) =>
    sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
  await writeIfMissing("favicon.svg", async () => logoSvg(64));
  await writeIfMissing("media/logo.svg", async () => logoSvg(64));
  await writeIfMissing("favicon.ico", async () => pngToIco(await png(logoSvg(32), 32), 32));
  await writeIfMissing("media/apple-touch-icon.png", () => png(logoSvg(180, 8), 180));
  await writeIfMissing("media/icon-192.png", () => png(logoSvg(192), 192));
  await writeIfMissing("media/icon-512.png", () => png(logoSvg(512), 512));
  await writeIfMissing("media/icon-maskable-512.png", () => png(logoSvg(512, 14), 512));
  await writeIfMissing(SOCIAL_IMAGE.path, () =>
    sharp(Buffer.from(socialCardSvg())).png({ compressionLevel: 9, palette: true }).toBuffer(),
  );

  const drawn = new Set<string>();
  const publish = async (p: Picture, svg: string) => {
    drawn.add(p.name);
    await publishPicture(p, svg);
  };
  for (const [i, slide] of home.heroSlides.entries()) await publish(slide.src, heroSvg(slide.src, i));
  await publish(pictures.aboutTeam, aboutSvg(pictures.aboutTeam));
  for (const [i, person] of executives.entries()) {
    const initials = person.name
      .split(" ")
      .map((w) => w[0])
      .join("");
    await publish(person.photo, portraitSvg(person.photo, initials, i));
  }
  for (const [i, logo] of [...home.clientLogos, ...home.partnerLogos, ...home.providerLogos].entries()) {
    await publish(logo.picture, wordmarkSvg(logo.picture, logo.name.replace(/ (provider|partner)$/, ""), i));
  }
  for (const [i, s] of solutions.entries()) {
    await publish(
      solutionPicture(s),
      cardSvg({
        kicker: "Solution",
        name: s.name,
        icon: solutionIcons[s.key],
        theme: theme(i),
        company: site.company,
      }),
    );
  }
  for (const [i, p] of projects.entries()) {
    await publish(
      projectPicture(p),
      cardSvg({
        kicker: `Project ${p.code}`,
        name: p.name,
        detail: p.client,
        icon: projectIcons[p.code],
        theme: theme(i + 3),
        company: site.company,
      }),
    );
  }
  for (const [i, e] of timeline.entries.entries()) {
    await publish(
      timelinePicture(e.imageName),
      cardSvg({
        kicker: String(e.year),
        name: e.heading,
        icon: timelineIcons[e.year],
        theme: theme(i * 2),
        company: site.company,
      }),
    );
  }
  for (const poster of allPosters()) {
    if (poster.src !== poster.contentPath)
      throw new Error(`Poster ${poster.contentPath} is not at the path media.ts gives it (${poster.src})`);
    const svg = videoPosterSvg(poster.src, poster.title, site.company);
    await writeIfMissing(poster.src, () =>
      sharp(Buffer.from(svg)).resize(poster.width, poster.height).webp({ quality: 80 }).toBuffer(),
    );
    drawn.add(poster.src);
  }
  const undrawn = allPictures().filter((p) => !drawn.has(p.name));
  if (undrawn.length > 0)
    throw new Error(`No placeholder drawing for: ${undrawn.map((p) => p.name).join(", ")}`);
  console.log(
    `media: ${drawn.size} pictures ${force ? "redrawn" : "checked"} in ${path.relative(process.cwd(), publicDir)}`,
  );
}

await main();
