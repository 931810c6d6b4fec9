// The site identity (web/app/content/site.ts; the document `site/identity` once staff edit
// it): the company's name, contacts, address and links, which every page prints.

import * as z from "zod/mini";
import { label, listOf, metaDescription } from "./fields.js";

const email = z
  .string()
  .check(
    z.maxLength(254, "must be at most 254 characters"),
    z.regex(/^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i, "must be an e-mail address like info@example.com"),
  );

export const postalAddressSchema = z.strictObject({
  streetAddress: label(120),
  /** The part of the city: the spec's location card names it (Ammapet). */
  area: label(80),
  locality: label(80),
  region: label(80),
  postalCode: label(20),
  country: label(80),
});
export type PostalAddress = z.output<typeof postalAddressSchema>;

/** A point in WGS 84 decimal degrees, as maps and schema.org's GeoCoordinates take it. */
export const geoCoordinatesSchema = z.strictObject({
  /** -90 to 90, north positive. */
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  /** -180 to 180, east positive. */
  longitude: z.number().check(z.gte(-180), z.lte(180)),
});
export type GeoCoordinates = z.output<typeof geoCoordinatesSchema>;

const year = z.int().check(z.gte(1900), z.lte(2100));

export const siteIdentitySchema = z.strictObject({
  company: label(80),
  legalName: label(120),
  tagline: label(80),
  /** One-line description used when a page has none of its own. */
  description: metaDescription,
  keywords: listOf(label(60), 1, 20),
  author: label(80),
  /** As printed ("+91 427 200 0000") and as dialled (`tel:+914272000000`). */
  phone: z.strictObject({
    display: label(40),
    href: z.string().check(z.regex(/^tel:\+?\d{3,15}$/, "must be a tel: link like tel:+914272000000")),
  }),
  email,
  careersEmail: email,
  address: postalAddressSchema,
  /** Where the office at `address` is: the contact page's map centres on it. */
  geo: geoCoordinatesSchema,
  professionalNetwork: z.strictObject({
    label: label(40),
    url: z.string().check(z.regex(/^https:\/\/[^\s/]+\/\S*$/, "must be an https URL")),
  }),
  foundingYear: year,
  coreBankingPartnerSince: year,
  stats: listOf(z.strictObject({ value: label(12), label: label(40) }), 1, 6),
});
export type SiteIdentity = z.output<typeof siteIdentitySchema>;
