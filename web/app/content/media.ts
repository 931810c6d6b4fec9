// Every raster image the site shows, with its intrinsic size and the widths it is published
// in. scripts/make-media.ts makes placeholders from this list into public/media as
// {name}-{width}.avif and .webp; a real asset replaces them by the same names (keep the
// aspect ratio, or change width and height here).

import type { Picture, Project, Solution } from "@site/contracts/content";

export type { Picture } from "@site/contracts/content";

function picture(name: string, width: number, height: number, widths: readonly number[]): Picture {
  return { name, width, height, widths };
}

const HERO = [640, 960, 1600] as const;
const PORTRAIT = [240, 480] as const;
const WORDMARK = [180, 360] as const;

export const pictures = {
  heroBanking: picture("hero-banking", 1600, 900, HERO),
  heroPayments: picture("hero-payments", 1600, 900, HERO),
  heroCompliance: picture("hero-compliance", 1600, 900, HERO),
  aboutTeam: picture("about-team", 1200, 800, [600, 1200]),
  personCeo: picture("person-ceo", 480, 480, PORTRAIT),
  personCoo: picture("person-coo", 480, 480, PORTRAIT),
  personCmo: picture("person-cmo", 480, 480, PORTRAIT),
  personCto: picture("person-cto", 480, 480, PORTRAIT),
  clientBankOne: picture("client-bank-one", 360, 120, WORDMARK),
  clientBankOfBaroda: picture("client-bank-of-baroda", 360, 120, WORDMARK),
  clientMutualAid: picture("client-mutual-aid", 360, 120, WORDMARK),
  clientCivilService: picture("client-civil-service", 360, 120, WORDMARK),
  clientCoastal: picture("client-coastal-cooperative", 360, 120, WORDMARK),
  clientIsland: picture("client-island-finance", 360, 120, WORDMARK),
  partnerCoreBanking: picture("partner-core-banking", 360, 120, WORDMARK),
  partnerCloud: picture("partner-cloud", 360, 120, WORDMARK),
  partnerSecurity: picture("partner-security", 360, 120, WORDMARK),
  partnerAnalytics: picture("partner-analytics", 360, 120, WORDMARK),
  providerNetwork: picture("provider-network", 360, 120, WORDMARK),
  providerDataCentre: picture("provider-data-centre", 360, 120, WORDMARK),
  providerMessaging: picture("provider-messaging", 360, 120, WORDMARK),
  providerHardware: picture("provider-hardware", 360, 120, WORDMARK),
} satisfies Record<string, Picture>;

export type PictureKey = keyof typeof pictures;

// ---------------------------------------------------------------------------------------
// Pictures named by a content entry's key. Each is drawn by scripts/make-media.ts for every
// entry of its content list; content/media-catalogue.ts lists them all (for the script and
// test). They take the entry itself, as the page's loader has it from the published
// content, and read no content module.

const CARD = [480, 800, 1200] as const;
const cache = new Map<string, Picture>();

function cardPicture(name: string): Picture {
  let p = cache.get(name);
  if (!p) {
    p = picture(name, 1200, 800, CARD);
    cache.set(name, p);
  }
  return p;
}

/**
 * The picture of a solution: the one staff chose, else the one drawn for its `key`,
 * /media/solution-{key}-{width}.{avif,webp}, 1200x800.
 */
export function solutionPicture(solution: Pick<Solution, "key" | "picture">): Picture {
  return solution.picture ?? cardPicture(`solution-${solution.key}`);
}

/**
 * The picture of a project: the one staff chose, else the one drawn for its code,
 * /media/project-{code lower}-{width}.{avif,webp}, 1200x800.
 */
export function projectPicture(project: Pick<Project, "code" | "picture">): Picture {
  return project.picture ?? cardPicture(`project-${project.code.toLowerCase()}`);
}

/** The picture of a timeline entry, by its `imageName` (timeline.ts), e.g. "timeline-2017": 1200x800. */
export function timelinePicture(imageName: string): Picture {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(imageName))
    throw new Error(`timelinePicture: "${imageName}" is not an image name`);
  return cardPicture(imageName);
}

// ---------------------------------------------------------------------------------------
// Video posters: one WebP each (the <video poster> attribute takes a single URL), at the
// video's own size so nothing shifts when the video loads.

export interface Poster {
  /** Root-relative URL of the WebP poster. */
  src: string;
  width: number;
  height: number;
}

/** The size every site video is encoded at (scripts/make-videos.ts). */
export const VIDEO_SIZE = { width: 1280, height: 720 } as const;

/** The poster of a demo video (its `id` in demos.ts); equals the demo's `poster` path. */
export function demoPoster(id: string): Poster {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) throw new Error(`demoPoster: "${id}" is not a demo id`);
  return { src: `/media/video/${id}-poster.webp`, ...VIDEO_SIZE };
}

/** The poster of the Merchant QR video (solution-texts.ts `videoPoster`). */
export const merchantQrPoster: Poster = { src: "/media/merchant-qr-demo-poster.webp", ...VIDEO_SIZE };

export function pictureUrl(p: Picture, width: number, format: "avif" | "webp"): string {
  return `/media/${p.name}-${width}.${format}`;
}

export function srcSet(p: Picture, format: "avif" | "webp"): string {
  return p.widths.map((w) => `${pictureUrl(p, w, format)} ${w}w`).join(", ");
}
