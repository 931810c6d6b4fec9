// The executives and promoters (people.ts).

import * as z from "zod/mini";
import { label, listOf, sentences, uniqueBy } from "./fields.js";
import { pictureSchema } from "./media.js";

export const roleSchema = z.enum(["CEO", "COO", "CMO", "CTO"]);
export type Role = z.output<typeof roleSchema>;

export const personSchema = z.strictObject({
  name: label(80),
  role: roleSchema,
  title: label(80),
  photo: pictureSchema,
  bio: sentences(1, 3),
  /** The longer biography on the Promoters page (falls back to `bio`). */
  promoterBio: z.optional(sentences(2, 6)),
  /** Professional-network profile. */
  profileUrl: z.string().check(z.regex(/^https:\/\/[^\s/]+\/\S*$/, "must be an https URL")),
});
export type Person = z.output<typeof personSchema>;

export const personListSchema = listOf(personSchema, 1).check(uniqueBy<Person>((p) => p.role, "role"));
