/** A form's error messages by field name: one (the first) per field. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * One message per field from a failed parse (zod issues) or an API answer's `errors`,
 * keyed by the field's top-level name. Messages not about a field are left out.
 */
export function errorsByField(
  issues: readonly { path: string | readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = typeof issue.path === "string" ? issue.path.split(".")[0] : issue.path[0];
    if (typeof field !== "string" || field === "" || errors[field] !== undefined) continue;
    errors[field] = issue.message;
  }
  return errors;
}

/** The form's text values by name (a file field is read apart, by the form that has one). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** Moves focus to the first control, in the form's order, that has an error. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name] !== undefined && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
