// The checker: validates data against a schema and reports every problem with its path
// (e.g. `faq.items[3].answer: must have 2 to 5 sentences`). validate.ts runs it over the
// whole site content; the schemas themselves are in the other files of this folder.

import type * as z from "zod/mini";

/** One problem in the content: where (e.g. `faq.items[3].answer`) and what. */
export interface ContentIssue {
  path: string;
  message: string;
}

/** The content did not match its schemas: lists every problem found, with its path. */
export class ContentError extends Error {
  readonly issues: ContentIssue[];

  constructor(issues: readonly ContentIssue[]) {
    const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
    super(`Invalid content (${count}):\n${issues.map((i) => `  - ${i.path}: ${i.message}`).join("\n")}`);
    this.name = "ContentError";
    this.issues = [...issues];
  }
}

/**
 * A readable message. zod/mini ships without locale messages (to stay small), so its own
 * text is a bare "Invalid input"; custom messages from the field rules are kept.
 */
function describe(issue: z.core.$ZodIssue): string {
  if (issue.message && issue.message !== "Invalid input") return issue.message;
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined
        ? `is missing (expected ${issue.expected})`
        : `expected ${issue.expected}, got ${describeValue(issue.input)}`;
    case "unrecognized_keys":
      return `unknown field(s): ${issue.keys.join(", ")}`;
    case "invalid_value":
      return `must be ${issue.values.map((v) => JSON.stringify(v)).join(" or ")}, got ${describeValue(issue.input)}`;
    case "invalid_union":
      return `does not match any allowed form (got ${describeValue(issue.input)})`;
    case "too_small":
      return `is too small: needs ${issue.exact ? "exactly" : "at least"} ${String(issue.minimum)} (${issue.origin})`;
    case "too_big":
      return `is too big: allows ${issue.exact ? "exactly" : "at most"} ${String(issue.maximum)} (${issue.origin})`;
    case "invalid_format":
      return `is not a valid ${issue.format}`;
    default:
      return issue.message || "is invalid";
  }
}

function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string")
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  return typeof value;
}

function formatPath(label: string, path: readonly PropertyKey[]): string {
  let out = label;
  // With no label (a document's own fields), the path starts at its first key.
  for (const key of path)
    out += typeof key === "number" ? `[${key}]` : out === "" ? String(key) : `.${String(key)}`;
  return out;
}

/** What an empty text is told: its only problem (toIssues leaves out what follows from it). */
export const EMPTY_TEXT = "must not be empty";

/**
 * Each problem with its path; a field that is empty has that one problem, not also the
 * lengths and sentence counts that follow from it (staff would read two messages for one fix).
 */
function toIssues(label: string, issues: readonly z.core.$ZodIssue[]): ContentIssue[] {
  const all = issues.map((issue) => ({ path: formatPath(label, issue.path), message: describe(issue) }));
  const empty = new Set(all.flatMap(({ path, message }) => (message === EMPTY_TEXT ? [path] : [])));
  return all.filter(({ path, message }) => !empty.has(path) || message === EMPTY_TEXT);
}

/** Every problem of `data` against `schema`, each path starting with `label`. */
export function contentIssues<S extends z.ZodMiniType>(
  schema: S,
  data: z.input<S>,
  label: string,
): ContentIssue[] {
  const result = schema.safeParse(data, { reportInput: true });
  return result.success ? [] : toIssues(label, result.error.issues);
}

/**
 * Checks `data` against `schema` and returns the parsed value (equal to `data`: the
 * schemas do not transform). Throws a ContentError that lists every problem with its path
 * (e.g. `faq.items[3].answer: ...`).
 */
export function defineContent<S extends z.ZodMiniType>(
  schema: S,
  data: z.input<S>,
  label = "content",
): z.output<S> {
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) throw new ContentError(toIssues(label, result.error.issues));
  return result.data as z.output<S>;
}
