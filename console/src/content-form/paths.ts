// Paths into a document, written as the server writes them in its errors and in a
// conflict's `changed` list: `items[3].answer`, `entry.name`, `[0].photo` for a document
// that is a list, "" for the document itself. Also the id of the control a path names,
// a change at a path, and a path in the words staff read (its fields' labels).

import {
  isPlainObject,
  itemsOf,
  kindOf,
  propertiesOf,
  shapeIndex,
  shapesOf,
  titleOf,
  valuesOf,
  type FormSchema,
} from "./schema";

export type Segment = string | number;

/** `items[3].answer` → ["items", 3, "answer"]. */
export function parsePath(path: string): Segment[] {
  const segments: Segment[] = [];
  let name = "";
  for (let at = 0; at < path.length; at++) {
    const char = path[at]!;
    if (char === "." || char === "[") {
      if (name !== "") segments.push(name);
      name = "";
      if (char === "[") {
        const end = path.indexOf("]", at);
        if (end === -1) break;
        segments.push(Number(path.slice(at + 1, end)));
        at = end;
      }
    } else name += char;
  }
  if (name !== "") segments.push(name);
  return segments;
}

export const fieldPath = (parent: string, key: string) => (parent === "" ? key : `${parent}.${key}`);
export const itemPath = (parent: string, index: number) => `${parent}[${index}]`;

/** The id of the control (or group) at `path`, unique in the page. */
export const fieldId = (path: string) => `field-${path === "" ? "document" : path.replace(/[^\w-]/g, "-")}`;

/** A copy of `root` with `value` at `segments` (a missing object or list made on the way); undefined removes a field. */
export function setIn(root: unknown, segments: readonly Segment[], value: unknown): unknown {
  if (segments.length === 0) return value;
  const [head, ...rest] = segments as [Segment, ...Segment[]];
  if (typeof head === "number") {
    const list = Array.isArray(root) ? [...(root as unknown[])] : [];
    list[head] = setIn(list[head], rest, value);
    return list;
  }
  const object: Record<string, unknown> = isPlainObject(root) ? { ...root } : {};
  const next = setIn(object[head], rest, value);
  if (next === undefined) delete object[head];
  else object[head] = next;
  return object;
}

/** Whether two documents hold the same data, whatever the order of their fields. */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameData(item, b[index]))
    );
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a).filter((key) => a[key] !== undefined);
  return (
    keys.length === Object.keys(b).filter((key) => b[key] !== undefined).length &&
    keys.every((key) => sameData(a[key], b[key]))
  );
}

/** A path in words: each field's label, and an item by its name and number. */
export interface PlaceWords {
  /** "Question 4, Answer"; "" for the document itself. */
  words: string;
  /** Whether the form has a field at the path (else `words` are only as far as it goes). */
  known: boolean;
  /** Whether the form shows a field at the path in `data` (an error can link to it). */
  shown: boolean;
}

/** Where `path` is in the form of `data`, in the labels staff see beside the fields. */
export function describePath(form: FormSchema, data: unknown, path: string): PlaceWords {
  const words: string[] = [];
  let schema: FormSchema | undefined = form;
  let value = data;
  let shown = true;
  for (const segment of parsePath(path)) {
    if (schema !== undefined && kindOf(schema) === "choice") {
      const shapes = shapesOf(schema);
      schema = shapes[shapeIndex(shapes, value)];
    }
    if (schema === undefined) return { words: words.join(", "), known: false, shown: false };
    if (typeof segment === "number") {
      const items = kindOf(schema) === "array" ? itemsOf(schema) : undefined;
      // "Question 4" in place of "Questions and answers".
      words.pop();
      words.push(`${(items && titleOf(items)) ?? "Item"} ${segment + 1}`);
      shown &&= Array.isArray(value) && segment < value.length;
      schema = items;
    } else {
      const kind = kindOf(schema);
      const property: FormSchema | undefined =
        kind === "record" ? valuesOf(schema) : propertiesOf(schema).find(([key]) => key === segment)?.[1];
      words.push(kind === "record" ? segment : ((property && titleOf(property)) ?? segment));
      shown &&= property !== undefined && (kind !== "record" || (isPlainObject(value) && segment in value));
      schema = property;
    }
    value =
      Array.isArray(value) || isPlainObject(value) ? (value as Record<Segment, unknown>)[segment] : undefined;
  }
  return { words: words.join(", "), known: schema !== undefined, shown: shown && schema !== undefined };
}
