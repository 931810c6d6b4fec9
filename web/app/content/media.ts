// Every raster image the site shows, with its intrinsic size and the widths it is published
// in. scripts/make-media.ts makes placeholders from this list into public/media as
// {name}-{width}.avif and .webp; a real asset replaces them by the same names (keep the
// aspect ratio, or change width and height here).

export interface Picture {
  name: string;
  width: number;
  height: number;
  /** Published widths, smallest first; the largest equals `width`. */
  widths: readonly number[];
}

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

export function pictureUrl(p: Picture, width: number, format: "avif" | "webp"): string {
  return `/media/${p.name}-${width}.${format}`;
}

export function srcSet(p: Picture, format: "avif" | "webp"): string {
  return p.widths.map((w) => `${pictureUrl(p, w, format)} ${w}w`).join(", ");
}
