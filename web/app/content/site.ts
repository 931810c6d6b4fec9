// The site identity: every place that names the company, its contacts or its links reads
// them from here. Values are fictional defaults (addresses at example.com); a real
// deployment changes this one file.

import type { PostalAddress, SiteIdentity } from "@site/contracts/content";
import { formatPostalAddress } from "@site/contracts/content-helpers";

export type { GeoCoordinates, PostalAddress, SiteIdentity } from "@site/contracts/content";

export const site: SiteIdentity = {
  company: "Brightline Technologies",
  legalName: "Brightline Technologies Private Limited",
  tagline: "Banking software, implemented right",
  description:
    "IT services and banking software for banks and financial institutions: core-banking implementation, regulatory reporting, payments, AML and support.",
  keywords: [
    "core banking implementation",
    "banking software",
    "regulatory reporting",
    "instant payments",
    "anti-money laundering",
    "IT services",
  ],
  author: "Brightline Technologies",
  phone: { display: "+91 427 200 0000", href: "tel:+914272000000" },
  email: "info@example.com",
  careersEmail: "careers@example.com",
  address: {
    streetAddress: "12 Omalur Main Road",
    area: "Ammapet",
    locality: "Salem",
    region: "Tamil Nadu",
    postalCode: "636003",
    country: "India",
  },
  geo: { latitude: 11.6643, longitude: 78.146 },
  professionalNetwork: {
    label: "LinkedIn",
    url: "https://www.linkedin.com/company/example",
  },
  foundingYear: 2017,
  coreBankingPartnerSince: 2022,
  stats: [
    { value: "20+", label: "Clients" },
    { value: "30+", label: "Projects" },
    { value: "5+", label: "Countries" },
  ],
};

const DEFAULT_SITE_URL = "http://localhost:3000";

/**
 * The canonical origin, from SITE_URL at build time (pages are prerendered with it).
 * Read through Vite's env in the app and through process.env in build scripts.
 */
export function siteUrl(): string {
  const fromVite = (import.meta as { env?: Record<string, string | undefined> }).env?.SITE_URL;
  const fromNode = typeof process === "undefined" ? undefined : process.env.SITE_URL;
  const raw = fromVite || fromNode || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL: must be an absolute http(s) URL (got "${raw}")`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`SITE_URL: must be an absolute http(s) URL (got "${raw}")`);
  }
  return url.origin;
}

export function formatAddress(address: PostalAddress = site.address): string {
  return formatPostalAddress(address);
}

/** Street and area on one line: "12 Omalur Main Road, Ammapet". */
export function streetLine(address: PostalAddress = site.address): string {
  return `${address.streetAddress}, ${address.area}`;
}
