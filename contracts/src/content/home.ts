// The home page's own content (home.ts): hero slides, mottos, the about teaser, the
// partnership quote, services and the logos.

import * as z from "zod/mini";
import { label, listOf, paragraphs, sentences, text, uniqueBy } from "./fields.js";
import { pictureSchema } from "./media.js";

export const heroSlide = z.strictObject({
  src: pictureSchema,
  title: label(80),
  tagline: label(160),
  /** Kept from the spec's slide shape; not shown. */
  description: z.optional(text),
});
export type HeroSlide = z.output<typeof heroSlide>;

export const logo = z.strictObject({ name: label(80), picture: pictureSchema });
export type Logo = z.output<typeof logo>;

const logos = listOf(logo, 1, 12).check(uniqueBy<Logo>((l) => l.name, "logo"));

export const homeService = z.strictObject({ name: label(40), text: sentences(1, 2) });
export type HomeService = z.output<typeof homeService>;

export const homeSchema = z.strictObject({
  heroSlides: listOf(heroSlide, 1, 6),
  mottos: listOf(label(80), 1, 10),
  aboutTeaser: z.strictObject({
    heading: label(80),
    paragraphs: paragraphs(1, 3),
    picture: pictureSchema,
    pictureAlt: label(160),
  }),
  partnershipQuote: z.strictObject({ quote: sentences(1, 2), source: label(80) }),
  services: listOf(homeService, 1, 12).check(uniqueBy<HomeService>((s) => s.name, "service")),
  clientLogos: logos,
  partnerLogos: logos,
  providerLogos: logos,
});
export type Home = z.output<typeof homeSchema>;
