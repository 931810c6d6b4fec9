// Projects: the facts every page needs (projects.ts: the route table builds the project
// pages from them) and the case-study texts only their own pages load (project-texts.ts),
// keyed by the project's code.

import * as z from "zod/mini";
import { pictureSchema } from "./media.js";
import {
  count,
  ddmmyyyy,
  idLength,
  label,
  listOf,
  pageDescription,
  paragraphs,
  text,
  uniqueBy,
} from "./fields.js";

/** A project's code, its page's address (/BRBS): a few capital letters. */
export const projectCode = z
  .string()
  .check(idLength(12), z.regex(/^[A-Z]+$/, "must be an upper-case project code"));

export const projectSchema = z.strictObject({
  code: projectCode,
  name: label(80),
  client: label(80),
  teamSize: count(),
  durationMonths: count(),
  /** DD-MM-YYYY, as the spec writes dates. */
  start: ddmmyyyy,
  end: ddmmyyyy,
  live: z.optional(text),
  /** The meta description of its pages in the route table, and its cards' text. */
  summary: pageDescription,
  /** The project has a /project-details/{code} page; every project has its case-study page at /{code}. */
  hasDetails: z.boolean(),
  /**
   * Its picture: one staff chose. Without one, the picture the build draws for its code
   * (web/app/content/media.ts), which only the projects of the repository have.
   */
  picture: z.optional(pictureSchema),
});
export type Project = z.output<typeof projectSchema>;

export const projectListSchema = listOf(projectSchema, 1).check(
  uniqueBy<Project>((p) => p.code, "project code"),
);

export const projectTextSchema = z.strictObject({
  description: paragraphs(1, 3),
  challenges: paragraphs(1, 3),
  result: paragraphs(1, 3),
});
export type ProjectText = z.output<typeof projectTextSchema>;

/** project-texts.ts: the case-study texts of each project, by its code. */
export const projectTextsSchema = z.record(projectCode, projectTextSchema);
