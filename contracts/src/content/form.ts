// What the console builds a document's form from: the document's schema as JSON Schema
// (draft 2020-12), so the console, which ships no zod, knows each field's type, limits and
// whether it is required, and each field's words for staff (field-texts.ts) as its `title`
// and `description`. The server's check stays the only one of record: rules JSON Schema
// cannot say (sentence counts, unique names) come back from it beside their fields.

import * as z from "zod/mini";
import { CONTENT_FORM_KEYWORDS } from "../staff.js";
import { documentSchema } from "./collections.js";
import { fieldTextsOf, type FieldTexts } from "./field-texts.js";

type JsonSchema = Record<string, unknown>;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A document's form as JSON Schema, or undefined when there is no such document kind. */
export function documentForm(type: string, id: string): Record<string, unknown> | undefined {
  const schema = documentSchema(type, id);
  if (schema === undefined) return undefined;
  const form = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return withTexts(form, "", fieldTextsOf(type, id) ?? {});
}

/** `node` (at `path`) with its own title and description, and those of what it holds. */
function withTexts(node: JsonSchema, path: string, texts: FieldTexts): JsonSchema {
  const text = texts[path];
  return {
    ...withInnerTexts(node, path, texts),
    ...(text && { title: text.label, description: text.help }),
    ...(text?.alt !== undefined && { [CONTENT_FORM_KEYWORDS.alt]: text.alt }),
  };
}

/**
 * A copy of `node` whose properties, items and shapes carry their texts. The shapes of a
 * field that takes one of several (anyOf) share its path; each is titled by its choice.
 */
function withInnerTexts(node: JsonSchema, path: string, texts: FieldTexts): JsonSchema {
  const out = { ...node };
  const { properties, items, anyOf } = node;
  if (isSchema(properties))
    out.properties = Object.fromEntries(
      Object.entries(properties).map(([key, child]) => [
        key,
        isSchema(child) ? withTexts(child, path === "" ? key : `${path}.${key}`, texts) : child,
      ]),
    );
  if (isSchema(items)) out.items = withTexts(items, `${path}[]`, texts);
  if (Array.isArray(anyOf)) {
    const choices = texts[path]?.choices ?? [];
    out.anyOf = anyOf.map((shape: unknown, index) => {
      if (!isSchema(shape)) return shape;
      const title = choices[index];
      return { ...withInnerTexts(shape, path, texts), ...(title !== undefined && { title }) };
    });
  }
  return out;
}
