// Reading a document's form: the JSON Schema (draft 2020-12) that @site/contracts/content's
// documentForm makes of the document's zod schema, each field with a `title` and a
// `description` for staff. Only what the renderer needs: which control a field takes, its
// words and limits, and the empty value of a new item. The server checks what is sent.

import {
  CONTENT_FORM_KEYWORDS,
  MEDIA_FIELD_KINDS,
  PICTURE_FIELD_KIND,
  type ContentForm,
} from "@site/contracts/staff";

export type FormSchema = ContentForm;

/** Which control a schema takes. */
export type FieldKind =
  | "picture"
  | "object"
  | "record"
  | "array"
  | "choice"
  | "enum"
  | "string"
  | "integer"
  | "number"
  | "boolean"
  | "other";

const isSchema = (value: unknown): value is FormSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const isPlainObject = (value: unknown): value is Record<string, unknown> => isSchema(value);

export function kindOf(schema: FormSchema): FieldKind {
  if (schema[CONTENT_FORM_KEYWORDS.kind] === PICTURE_FIELD_KIND) return "picture";
  if (Array.isArray(schema.anyOf)) return "choice";
  if (Array.isArray(schema.enum)) return "enum";
  switch (schema.type) {
    case "object":
      return isSchema(schema.properties) || !isSchema(schema.additionalProperties) ? "object" : "record";
    case "array":
      return isSchema(schema.items) ? "array" : "other";
    case "string":
    case "integer":
    case "number":
    case "boolean":
      return schema.type;
    default:
      return "other";
  }
}

/** Which file of the media library a text field names by its address: a PDF, a video, a poster. */
export type MediaField = keyof typeof MEDIA_FIELD_KINDS;

/** The media library's kind of file a text field names, if it names one. */
export function mediaFieldOf(schema: FormSchema): MediaField | undefined {
  const mark = schema[CONTENT_FORM_KEYWORDS.kind];
  return (Object.keys(MEDIA_FIELD_KINDS) as MediaField[]).find((field) => MEDIA_FIELD_KINDS[field] === mark);
}

const textOf = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;

/** The field's label for staff. */
export const titleOf = (schema: FormSchema): string | undefined => textOf(schema.title);

/** The field's help for staff. */
export const helpOf = (schema: FormSchema): string | undefined => textOf(schema.description);

/** For a picture: the property beside it whose text describes it to visitors, if any. */
export const altKeyOf = (schema: FormSchema): string | undefined => textOf(schema[CONTENT_FORM_KEYWORDS.alt]);

/** A whole number the schema states, e.g. `maxLength`. */
export function numberOf(schema: FormSchema, name: string): number | undefined {
  const value = schema[name];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

export function propertiesOf(schema: FormSchema): [string, FormSchema][] {
  return isSchema(schema.properties)
    ? Object.entries(schema.properties).filter((entry): entry is [string, FormSchema] => isSchema(entry[1]))
    : [];
}

export function requiredOf(schema: FormSchema): ReadonlySet<string> {
  return new Set(
    Array.isArray(schema.required) ? schema.required.filter((key) => typeof key === "string") : [],
  );
}

/** A list's items, a record's values. */
export const itemsOf = (schema: FormSchema): FormSchema => (isSchema(schema.items) ? schema.items : {});
export const valuesOf = (schema: FormSchema): FormSchema =>
  isSchema(schema.additionalProperties) ? schema.additionalProperties : {};

/** The shapes a choice field may take. */
export const shapesOf = (schema: FormSchema): FormSchema[] =>
  Array.isArray(schema.anyOf) ? schema.anyOf.filter(isSchema) : [];

export const optionsOf = (schema: FormSchema): string[] =>
  Array.isArray(schema.enum) ? schema.enum.map(String) : [];

/** Whether `value` has the JSON type of `schema`. */
function fits(schema: FormSchema, value: unknown): boolean {
  switch (kindOf(schema)) {
    case "picture":
    case "object":
    case "record":
      return isSchema(value);
    case "array":
      return Array.isArray(value);
    case "integer":
    case "number":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    case "enum":
    case "string":
      return typeof value === "string";
    default:
      return false;
  }
}

/** The shape `value` has now: the first whose type fits it, else the first. */
export function shapeIndex(shapes: readonly FormSchema[], value: unknown): number {
  return Math.max(
    0,
    shapes.findIndex((shape) => fits(shape, value)),
  );
}

/** The value of a new field or item: empty text, the least number, the required fields. */
export function emptyValue(schema: FormSchema): unknown {
  switch (kindOf(schema)) {
    case "choice":
      return emptyValue(shapesOf(schema)[0] ?? {});
    case "enum":
      return optionsOf(schema)[0] ?? "";
    case "string":
      return "";
    case "integer":
    case "number":
      return Math.max(numberOf(schema, "minimum") ?? 0, 0);
    case "boolean":
      return false;
    case "array":
      return Array.from({ length: numberOf(schema, "minItems") ?? 0 }, () => emptyValue(itemsOf(schema)));
    case "picture":
    case "object": {
      const required = requiredOf(schema);
      return Object.fromEntries(
        propertiesOf(schema)
          .filter(([key]) => required.has(key))
          .map(([key, property]) => [key, emptyValue(property)]),
      );
    }
    case "record":
      return {};
    default:
      return null;
  }
}

// Limits beyond these say nothing staff need (a 10,000-character paragraph, any count of
// items, JavaScript's largest integer): the server refuses such values anyway.
const LENGTH_WORTH_SAYING = 1000;
const COUNT_WORTH_SAYING = 100;
const NUMBER_WORTH_SAYING = 1e12;

/** The limits of a field in words ("At most 80 characters."), or "". */
export function limitWords(schema: FormSchema): string {
  switch (kindOf(schema)) {
    case "string":
      return rangeWords(
        numberOf(schema, "minLength"),
        worthSaying(numberOf(schema, "maxLength"), LENGTH_WORTH_SAYING),
        ["character", "characters"],
      );
    case "array": {
      const min = numberOf(schema, "minItems");
      const max = worthSaying(numberOf(schema, "maxItems"), COUNT_WORTH_SAYING);
      return min !== undefined && min === max
        ? `Always ${min}.`
        : rangeWords(min || undefined, max, ["item", "items"]);
    }
    case "integer":
    case "number": {
      const range = rangeWords(
        worthSaying(numberOf(schema, "minimum"), NUMBER_WORTH_SAYING, -NUMBER_WORTH_SAYING),
        worthSaying(numberOf(schema, "maximum"), NUMBER_WORTH_SAYING, -NUMBER_WORTH_SAYING),
      );
      return schema.type === "integer" ? `A whole number${range ? `, ${lowerFirst(range)}` : "."}` : range;
    }
    default:
      return "";
  }
}

const worthSaying = (value: number | undefined, above: number, below = -Infinity) =>
  value !== undefined && value <= above && value >= below ? value : undefined;

/** "15 to 160 characters.", "At most 80 characters.", "At least 1 item."; `unit` as [one, many]. */
function rangeWords(min: number | undefined, max: number | undefined, unit?: [string, string]): string {
  const of = (count: number) => (unit ? ` ${count === 1 ? unit[0] : unit[1]}` : "");
  if (min !== undefined && max !== undefined)
    return unit ? `${min} to ${max}${of(max)}.` : `From ${min} to ${max}.`;
  if (max !== undefined) return `At most ${max}${of(max)}.`;
  if (min !== undefined) return `At least ${min}${of(min)}.`;
  return "";
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * What one item of a list is called inside a sentence ("Move question 3 up"): its label,
 * lower-cased unless it starts with an abbreviation (a "PDF file" stays as it is).
 */
export function itemNoun(label: string): string {
  const second = label.charAt(1);
  return second !== "" && second === second.toLowerCase() ? lowerFirst(label) : label;
}
