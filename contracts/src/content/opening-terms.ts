// What the site says of a job opening besides its schema (openings.ts): its kinds of work
// and workplaces, and when it closes. No zod: the Careers page and its form show them.

/**
 * The company's time zone (Salem, Tamil Nadu): an opening's closing date ends at midnight
 * there, and its dates are written in it.
 */
export const COMPANY_TIME_ZONE = "Asia/Kolkata";
/** COMPANY_TIME_ZONE's offset from UTC, as ISO 8601 writes it (India keeps no summer time). */
export const COMPANY_UTC_OFFSET = "+05:30";

/**
 * The kinds of work, by the names schema.org's JobPosting `employmentType` takes (which
 * Google reads), with how the site words them.
 */
export const EMPLOYMENT_TYPES = {
  FULL_TIME: "Full time",
  PART_TIME: "Part time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
} as const;
export type EmploymentType = keyof typeof EMPLOYMENT_TYPES;

/** Where the work is done, as the site words it; a remote opening is a TELECOMMUTE job for search engines. */
export const WORKPLACES = { "on-site": "On site", hybrid: "Hybrid", remote: "Remote" } as const;
export type Workplace = keyof typeof WORKPLACES;

/** A content date (DD-MM-YYYY) as ISO 8601 (YYYY-MM-DD), which sorts as dates do. */
export function isoDate(ddmmyyyyDate: string): string {
  const [day, month, year] = ddmmyyyyDate.split("-");
  return `${year}-${month}-${day}`;
}

/** The moment an opening closes: the end of its closing date in the company's time zone (ISO 8601). */
export function closingMoment(opening: { closes: string }): string {
  return `${isoDate(opening.closes)}T23:59:59${COMPANY_UTC_OFFSET}`;
}

/** Whether `opening` takes applications at `now`. */
export function isOpen(opening: { closes: string }, now: Date): boolean {
  return Date.parse(closingMoment(opening)) >= now.getTime();
}

/** A closing moment (closingMoment) as people read its day: "31 December 2026". */
export const closingDay = (moment: string) =>
  new Date(moment).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: COMPANY_TIME_ZONE,
  });

/** What the Careers page says of its openings when its texts do not (careersPage.openings). */
export const CAREERS_OPENINGS_DEFAULT = {
  heading: "Open positions",
  none: "We have no openings at the moment. You are welcome to send an open application.",
};

/** What the site and the form say of an opening's kind of work and place: "Full time · Hybrid". */
export const openingTerms = (opening: { employmentType: EmploymentType; workplace: Workplace }) =>
  `${EMPLOYMENT_TYPES[opening.employmentType]} · ${WORKPLACES[opening.workplace]}`;
