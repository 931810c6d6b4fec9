// One labelled form field: the visible <label>, an optional hint and the field's error
// message, with the control described by both (aria-describedby) and marked aria-invalid
// while it has an error. The error is text starting with "Error:" for screen readers and
// a sign for the eye, so it never relies on colour.

import type { FieldError } from "@site/contracts/forms";
import type { ReactNode } from "react";

export interface ControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

export interface FieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Renders the control with the props that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
}

export function Field({ id, label, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <HintText id={hintId} hint={hint} />
      <ErrorText id={errorId} error={error} />
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
    </div>
  );
}

/** The first message for each field path; "" collects the ones about the whole request. */
export function errorsByField(errors: readonly FieldError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { path, message } of errors) if (path !== "" && !(path in byField)) byField[path] = message;
  return byField;
}

/** Focus the first control of `form` marked invalid (call once the errors are rendered). */
export function focusFirstInvalid(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** A field's help text, which its control is described by (nothing without one). */
export function HintText({
  id,
  hint,
  className = "field-hint",
}: {
  id?: string;
  hint?: ReactNode;
  className?: string;
}) {
  return hint ? (
    <p id={id} className={className}>
      {hint}
    </p>
  ) : null;
}

/** A field's error, beside it and read out with it (nothing without one). */
export function ErrorText({ id, error }: { id?: string; error?: ReactNode }) {
  return error ? (
    <p id={id} className="field-error">
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  ) : null;
}
