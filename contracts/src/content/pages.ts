// The pages of the route table (pages.ts resolves them): their titles, headings and
// descriptions follow the same rules as content, whether written in the route table or
// taken from a catalogue.

import * as z from "zod/mini";
import { label, listOf, pageDescription } from "./fields.js";

export const pageSchema = z.object({
  path: z.string(),
  title: label(80),
  heading: label(120),
  description: pageDescription,
});

export const pageListSchema = listOf(pageSchema, 1);
