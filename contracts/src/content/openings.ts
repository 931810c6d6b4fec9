// The job openings HR publishes: each with its page at /Careers/{id}, listed on the Careers
// page while it is open, and carrying the JobPosting data search engines build their job
// listings from (web/app/structured-data.ts). An opening closes at the end of its closing
// date in the company's time zone: the server retires it then (content/schedule.ts), and
// its page answers 410.

import * as z from "zod/mini";
import { bullets, ddmmyyyy, label, listOf, pageDescription, paragraphs, slug, uniqueBy } from "./fields.js";
import {
  EMPLOYMENT_TYPES,
  isoDate,
  WORKPLACES,
  type EmploymentType,
  type Workplace,
} from "./opening-terms.js";

export * from "./opening-terms.js";

/** The confirmation page's segment under /Careers: no opening may take it. */
const APPLIED = "applied";

const openingId = slug.check(
  z.refine((id) => id !== APPLIED, `"${APPLIED}" is the address of the confirmation page`),
);

export const openingSchema = z
  .strictObject({
    /** Its page's address: /Careers/{id}. */
    id: openingId,
    /** The role, as the list, its page and the form's choice name it. */
    title: label(80),
    /** Where the work is: the town, its state, and the country's ISO 3166 code (IN). */
    location: z.strictObject({
      locality: label(60),
      region: label(60),
      country: z.string().check(z.regex(/^[A-Z]{2}$/, "must be a two-letter country code, e.g. IN")),
    }),
    workplace: z.enum(Object.keys(WORKPLACES) as [Workplace, ...Workplace[]]),
    employmentType: z.enum(Object.keys(EMPLOYMENT_TYPES) as [EmploymentType, ...EmploymentType[]]),
    /** One sentence: the list's text, and its page's description. */
    summary: pageDescription,
    /** The day it was first published, DD-MM-YYYY. */
    posted: ddmmyyyy,
    /** The last day applications are taken, DD-MM-YYYY: it closes at the end of it (COMPANY_TIME_ZONE). */
    closes: ddmmyyyy,
  })
  .check(
    z.refine((opening) => isoDate(opening.closes) >= isoDate(opening.posted), {
      message: "must be on or after the day it was posted",
      path: ["closes"],
    }),
  );
export type Opening = z.output<typeof openingSchema>;

export const openingTextSchema = z.strictObject({
  /** What the role is, and the team it joins. */
  description: paragraphs(1, 8),
  /** What the person will do. */
  responsibilities: bullets(1, 15),
  /** What the person must bring. */
  requirements: bullets(1, 15),
});
export type OpeningText = z.output<typeof openingTextSchema>;

// None until HR publishes one; as many as a careers page lists.
export const openingListSchema = listOf(openingSchema, 0, 40).check(
  uniqueBy<Opening>((o) => o.id, "opening id"),
);
export const openingTextsSchema = z.record(slug, openingTextSchema);
