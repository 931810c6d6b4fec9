// What the console builds a document's form from: the document's schema as JSON Schema
// (draft 2020-12), so the console, which ships no zod, knows each field's type, limits and
// whether it is required. The server's check stays the only one of record: rules JSON
// Schema cannot say (sentence counts, unique names) come back from it beside their fields.

import * as z from "zod/mini";
import { documentSchema } from "./collections.js";

/** A document's form as JSON Schema, or undefined when there is no such document kind. */
export function documentForm(type: string, id: string): Record<string, unknown> | undefined {
  const schema = documentSchema(type, id);
  if (schema === undefined) return undefined;
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
}
