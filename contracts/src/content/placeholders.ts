// Words in braces that a content text may hold, filled in when a page or a document is
// made: the site identity's facts ({company}, {phone}, {email}…) and the values the server
// enforces ({contactRetentionMonths}…). A text stored with `{phone}` shows the phone number
// published now, on every page that prints it, and the privacy notice can never promise a
// period the server does not keep. No zod: the site's loaders and build scripts fill texts.

import { CV_MAX_BYTES } from "../form-texts.js";
import { RETENTION } from "../privacy.js";
import { AUDIT_RETENTION_DAYS } from "../staff.js";

/**
 * What of the site identity (SiteIdentity of site.ts) the placeholders print, written out
 * here: the schemas import this module's checks, so it imports none of them.
 */
export interface IdentityFacts {
  company: string;
  legalName: string;
  tagline: string;
  email: string;
  careersEmail: string;
  phone: { display: string; href: string };
  address: AddressFacts;
  professionalNetwork: { label: string };
  foundingYear: number;
  coreBankingPartnerSince: number;
}

interface AddressFacts {
  streetAddress: string;
  area: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
}

/** "12 Omalur Main Road, Ammapet, Salem, Tamil Nadu 636003, India". */
export const formatPostalAddress = (address: AddressFacts): string =>
  `${address.streetAddress}, ${address.area}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`;

/** What each placeholder stands for, given the site identity. */
export function placeholderValues(site: IdentityFacts): Readonly<Record<PlaceholderName, string>> {
  return {
    company: site.company,
    legalName: site.legalName,
    tagline: site.tagline,
    email: site.email,
    careersEmail: site.careersEmail,
    phone: site.phone.display,
    // The number as a tel: link dials it: "tel:{dial}".
    dial: site.phone.href.replace(/^tel:/, ""),
    address: formatPostalAddress(site.address),
    area: site.address.area,
    locality: site.address.locality,
    region: site.address.region,
    country: site.address.country,
    network: site.professionalNetwork.label,
    foundingYear: String(site.foundingYear),
    partnerSince: String(site.coreBankingPartnerSince),
    contactRetentionMonths: String(RETENTION.contactMessagesMonths),
    applicationRetentionMonths: String(RETENTION.applicationsMonths),
    visitCountsMonths: String(RETENTION.visitCountsMonths),
    auditRetentionDays: String(AUDIT_RETENTION_DAYS),
    cvMaxMegabytes: String(CV_MAX_BYTES / (1024 * 1024)),
  };
}

export const PLACEHOLDER_NAMES = [
  "company",
  "legalName",
  "tagline",
  "email",
  "careersEmail",
  "phone",
  "dial",
  "address",
  "area",
  "locality",
  "region",
  "country",
  "network",
  "foundingYear",
  "partnerSince",
  "contactRetentionMonths",
  "applicationRetentionMonths",
  "visitCountsMonths",
  "auditRetentionDays",
  "cvMaxMegabytes",
] as const;
export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];

// A name is a word of ASCII letters; a longer run in braces is text, not a placeholder.
const NAME_MAX = 40;
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * Every `{word}` of `text` in order, with where it starts: one pass, each brace looking at
 * most NAME_MAX characters ahead, so the time is linear in the text.
 */
function placeholdersIn(text: string): { name: string; at: number }[] {
  const found: { name: string; at: number }[] = [];
  for (let open = text.indexOf("{"); open !== -1; open = text.indexOf("{", open + 1)) {
    let end = open + 1;
    while (end < text.length && end - open <= NAME_MAX && isLetter(text.charCodeAt(end))) end++;
    if (end > open + 1 && text[end] === "}") found.push({ name: text.slice(open + 1, end), at: open });
  }
  return found;
}

/** The `{words}` of `text` that are no placeholder: a typo staff should be told of. */
export const unknownPlaceholders = (text: string): string[] =>
  placeholdersIn(text)
    .map(({ name }) => name)
    .filter((name) => !(PLACEHOLDER_NAMES as readonly string[]).includes(name));

/** `text` with each known placeholder replaced by its value; anything else as written. */
export function fillText(text: string, values: Readonly<Record<string, string>>): string {
  let out = "";
  let from = 0;
  for (const { name, at } of placeholdersIn(text)) {
    if (!Object.hasOwn(values, name)) continue;
    out += text.slice(from, at) + values[name];
    from = at + name.length + 2;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** `value` with every string in it filled (arrays and plain objects walked, nothing else changed). */
export function fillTexts<T>(value: T, values: Readonly<Record<string, string>>): T {
  if (typeof value === "string") return fillText(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillTexts(item, values)) as T;
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillTexts(item, values)]),
    ) as T;
  return value;
}
