import { useRef, useState, type FocusEvent, type FormEvent } from "react";
import { errorsByField, formValues, type FieldErrors } from "./field-errors";

/** What the forms need of a schema (a zod/mini object schema of contracts/forms.ts). */
interface FormSchema<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * The field messages of a form checked with the API's own schema. Nothing is said before
 * the first submit; after it, fixing a field clears its message as the visitor types and
 * leaving a field checks it again.
 */
export function useFormChecks<T>(schema: FormSchema<T>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const checked = useRef(false);

  /** Shows these messages (from the schema or from the server's answer). */
  function show(found: FieldErrors) {
    checked.current = true;
    setErrors(found);
  }

  /** Checks the whole form: its data, or every message (already shown). */
  function check(form: HTMLFormElement): FormCheck<T> {
    const parsed = schema.safeParse(formValues(form));
    if (parsed.success) {
      setErrors({});
      return { ok: true, data: parsed.data };
    }
    const found = errorsByField(parsed.error.issues);
    show(found);
    return { ok: false, errors: found };
  }

  /** After a successful send (the form was reset): back to saying nothing until the next submit. */
  function reset() {
    checked.current = false;
    setErrors({});
  }

  function recheck(control: EventTarget, mode: "clear" | "update") {
    const { name, form } = control as Partial<HTMLInputElement>;
    if (!checked.current || !name || !form) return;
    const parsed = schema.safeParse(formValues(form));
    const message = parsed.success ? undefined : errorsByField(parsed.error.issues)[name];
    if (mode === "clear" && message !== undefined) return;
    setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }));
  }

  /** Spread on the <form>: re-checks a field as it changes and when it loses focus. */
  const fieldEvents = {
    onChange: (event: FormEvent<HTMLFormElement>) => recheck(event.target, "clear"),
    onBlur: (event: FocusEvent<HTMLFormElement>) => recheck(event.target, "update"),
  };

  /** Checks one control again now, as when it loses focus: for a value the form itself changed. */
  const recheckControl = (control: EventTarget) => recheck(control, "update");

  return { errors, check, show, reset, fieldEvents, recheckControl };
}
