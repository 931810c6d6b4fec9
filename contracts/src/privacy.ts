// What the privacy notice promises and the server keeps (`@site/contracts/privacy`, no
// zod): how long visitors' messages and applications are kept. The notice prints these
// numbers; the server's daily purge deletes by them. One source for both.

export const RETENTION = {
  /** Contact messages, from when they were received. */
  contactMessagesMonths: 24,
  /** Job applications, from when they were received. */
  applicationsMonths: 12,
  /** The counts of page views and visits (no person in them), from their day. */
  visitCountsMonths: 13,
} as const;

/**
 * The form of an e-mail address that every copy is matched by (the privacy requests'
 * search, staff accounts): trimmed, in NFC, and case-folded, so `Ömer.Øst@Example.com`,
 * its decomposed spelling and `ömer.øst@example.com` are one person. JavaScript has no
 * case-fold function: upper- then lower-casing gives the same classes as Unicode's full
 * case folding for what addresses hold (ß and ẞ with ss, final and medial sigma, the
 * ligatures ﬁ/ﬃ with their letters), which `toLowerCase` alone does not. NFC again at
 * the end, as casing can decompose. Linear in the length; callers bound it first.
 */
export function addressKey(email: string): string {
  return email.trim().normalize("NFC").toUpperCase().toLowerCase().normalize("NFC");
}

// What the site counts of its visits, and how a visit's first page is named (zod-free, so
// the pages' small script reads it too).
export * from "./visits.js";
