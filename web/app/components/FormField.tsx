import type { HTMLInputTypeAttribute } from "react";
import styles from "./FormField.module.css";

export interface FormFieldProps {
  /** The control's id; the error's id is derived from it. */
  id: string;
  /** The name the form posts (the API's field name). */
  name: string;
  label: string;
  required?: boolean;
  /** Show the required marker (*) after the label; the control is `required` either way. */
  markRequired?: boolean;
  /** The error shown under the control; the control is then aria-invalid and described by it. */
  error?: string | undefined;
  /** A textarea instead of an input. */
  multiline?: boolean;
  /** A select of these choices instead of an input, the first chosen until the visitor chooses. */
  options?: readonly { value: string; label: string }[];
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "url" | "numeric" | "decimal";
  maxLength?: number;
  min?: number;
  max?: number;
  rows?: number;
  /** With type "file": the kinds the browser's picker offers first (a hint, not a check). */
  accept?: string;
  /** Short fields take half a row on wide screens. */
  wide?: boolean;
}

/**
 * A labelled input (a file one too), select or textarea with its error message. The native
 * attributes (required, type, min, max, maxLength) make the browser check the field when
 * JavaScript is off; with JavaScript the form shows its own message here, wired with
 * aria-invalid and aria-describedby so a screen reader reads it with the field.
 */
export function FormField({
  id,
  name,
  label,
  required = false,
  markRequired = false,
  error,
  multiline = false,
  options,
  type = "text",
  wide = multiline,
  ...rest
}: FormFieldProps) {
  const errorId = `${id}-error`;
  const control = {
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: styles.control,
  };
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ""}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {/* Screen readers hear "required" from the control itself; the star is for the eye. */}
        {required && markRequired ? (
          <span className={styles.marker} aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </label>
      {options !== undefined ? (
        // Not controlled, as the inputs are not: the form reads it when it is sent.
        <select {...control} defaultValue={options[0]?.value}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea
          {...control}
          rows={rest.rows ?? 5}
          maxLength={rest.maxLength}
          autoComplete={rest.autoComplete}
        />
      ) : (
        <input
          {...control}
          type={type}
          autoComplete={rest.autoComplete}
          inputMode={rest.inputMode}
          maxLength={rest.maxLength}
          min={rest.min}
          max={rest.max}
          step={type === "number" ? 1 : undefined}
          accept={rest.accept}
        />
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
