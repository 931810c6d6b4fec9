// What the content editor reads from the server's answers: the data a document's editor
// starts from, where the document stands, a conflict's body, and the server's problems
// placed in the form (beside a field and linked from the summary) or, for a place the form
// does not show (the whole site's checks on publishing), named in words.

import type { FieldError } from "@site/contracts/forms";
import type {
  ContentConflict,
  ContentDocumentAnswer,
  ContentForm,
  ContentState,
} from "@site/contracts/staff";
import { ApiError, errorMessages } from "../api";
import { describePath, fieldId } from "../content-form/paths";
import { isPlainObject } from "../content-form/schema";
import type { FieldProblem } from "../ui/Messages";

/** What the editor shows: the draft, else what visitors see. */
export const dataOf = (document: ContentDocumentAnswer): unknown => document.draft ?? document.published;

export function stateOf(document: ContentDocumentAnswer): ContentState {
  if (document.published === null) return "draft";
  return document.draft === null ? "published" : "changed";
}

/** The body of a 409 that says what the document is now (a save or publish against an old version). */
export function conflictOf(error: unknown): ContentConflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || !isPlainObject(error.body)) return undefined;
  const { current, changed } = error.body;
  if (!isPlainObject(current) || !Array.isArray(changed)) return undefined;
  return error.body as unknown as ContentConflict;
}

/** A refusal split: the problems of fields, and the sentences about the request as a whole. */
export interface Refusal {
  fields: FieldError[];
  general: string[];
}

export const NO_REFUSAL: Refusal = { fields: [], general: [] };

export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return { fields: [], general: errorMessages(error) };
  return { fields: error.errors.filter((problem) => problem.path !== ""), general: error.generalMessages };
}

/** The server's messages by path, for the fields. */
export function messagesByPath(problems: readonly FieldError[]): Record<string, string[]> {
  const byPath: Record<string, string[]> = {};
  for (const { path, message } of problems) (byPath[path] ??= []).push(message);
  return byPath;
}

/** The problems of fields for the summary: a link to each field the form shows, the rest in words. */
export function placeProblems(
  problems: readonly FieldError[],
  form: ContentForm,
  data: unknown,
): { links: FieldProblem[]; others: string[] } {
  const links: FieldProblem[] = [];
  const others: string[] = [];
  for (const { path, message } of problems) {
    const place = describePath(form, data, path);
    if (place.shown) links.push({ message: `${place.words}: ${message}`, target: fieldId(path) });
    // A place of the whole site (publishing checks every document) is named as the server names it.
    else others.push(`${place.known ? place.words : path}: ${message}`);
  }
  return { links, others };
}

/**
 * A refusal with each problem's place in words in its message, for a dialog that lists
 * messages only (a publish the whole site's checks refused: `solutions[1]: duplicate…`).
 */
export function refusalInWords(error: unknown, form: ContentForm, data: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const { links, others } = placeProblems(
    error.errors.filter((problem) => problem.path !== ""),
    form,
    data,
  );
  const worded = [...links.map((link) => link.message), ...others].map((message) => ({ path: "", message }));
  return new ApiError(error.status, [...error.errors.filter((problem) => problem.path === ""), ...worded]);
}
