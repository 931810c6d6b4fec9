// The controls of a single value: text (a line, or a box for long text), a number, a
// choice from a list (enum) and a checkbox. Each is labelled, described by its help and
// limits and by the server's error, and marked invalid while it has one (ui/Field). An
// optional field left empty is removed from the document rather than sent as "".
// A text's length limit is said in its hint, never enforced with `maxlength`: the browser
// would cut a pasted text short without a word, so what is too long is sent whole and the
// server's refusal says so beside the field.

import { ErrorText, Field, HintText } from "../ui/Field";
import { helpOf, kindOf, limitWords, numberOf, optionsOf, type FormSchema } from "./schema";

/** Text that may be longer than this gets a box of several lines rather than one line. */
const ONE_LINE_MAX_LENGTH = 160;
/** Numbers past this are no limit worth putting on a number field. */
const NUMBER_LIMIT = 1e12;

export interface ValueControlProps {
  schema: FormSchema;
  id: string;
  label: string;
  error: string | undefined;
  value: unknown;
  optional: boolean;
  /** Marked required for assistive technology (the form itself checks nothing: the server does). */
  required?: boolean;
  onChange: (value: unknown) => void;
}

/** The help of a field with its limits: "How the number appears on every page. At most 40 characters." */
export const hintOf = (schema: FormSchema) =>
  [helpOf(schema), limitWords(schema)].filter(Boolean).join(" ") || undefined;

export function ValueControl(props: ValueControlProps) {
  switch (kindOf(props.schema)) {
    case "string":
      return <TextControl {...props} />;
    case "integer":
    case "number":
      return <NumberControl {...props} />;
    case "enum":
      return <SelectControl {...props} />;
    case "boolean":
      return <CheckboxControl {...props} />;
    default:
      return (
        <p id={props.id} className="note">
          {props.label}: this field cannot be edited here, and is kept as it is.
        </p>
      );
  }
}

const labelOf = ({ label, optional }: ValueControlProps) => (optional ? `${label} (optional)` : label);

function TextControl(props: ValueControlProps) {
  const { schema, id, error, value, optional, required = false, onChange } = props;
  const maxLength = numberOf(schema, "maxLength");
  // A value with a format (a name, an address, a date) is one line, whatever its length.
  const oneLine =
    typeof schema.pattern === "string" || (maxLength !== undefined && maxLength <= ONE_LINE_MAX_LENGTH);
  const text = typeof value === "string" ? value : "";
  const change = (next: string) => onChange(optional && next === "" ? undefined : next);
  return (
    <Field id={id} label={labelOf(props)} hint={hintOf(schema)} error={error}>
      {(control) =>
        !oneLine ? (
          <textarea
            {...control}
            className="input textarea"
            rows={4}
            required={required}
            value={text}
            onChange={(event) => change(event.target.value)}
          />
        ) : (
          <input
            {...control}
            className="input"
            type="text"
            autoComplete="off"
            required={required}
            value={text}
            onChange={(event) => change(event.target.value)}
          />
        )
      }
    </Field>
  );
}

const limit = (schema: FormSchema, name: string) => {
  const value = numberOf(schema, name);
  return value !== undefined && Math.abs(value) < NUMBER_LIMIT ? value : undefined;
};

function NumberControl(props: ValueControlProps) {
  const { schema, id, error, value, onChange } = props;
  const whole = kindOf(schema) === "integer";
  return (
    <Field id={id} label={labelOf(props)} hint={hintOf(schema)} error={error}>
      {(control) => (
        <input
          {...control}
          className="input input-number"
          type="number"
          inputMode={whole ? "numeric" : "decimal"}
          step={whole ? 1 : "any"}
          min={limit(schema, "minimum")}
          max={limit(schema, "maximum")}
          value={typeof value === "number" ? String(value) : ""}
          // An empty (or, to the browser, unreadable) number is sent as missing: the server says so.
          onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))}
        />
      )}
    </Field>
  );
}

function SelectControl(props: ValueControlProps) {
  const { schema, id, error, value, optional, onChange } = props;
  const options = optionsOf(schema);
  const chosen = typeof value === "string" ? value : "";
  return (
    <Field id={id} label={labelOf(props)} hint={hintOf(schema)} error={error}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={chosen}
          onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
        >
          {optional || !options.includes(chosen) ? (
            <option value="">{optional ? "None" : "Choose…"}</option>
          ) : null}
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A yes-or-no field; an optional one is left out of the document while unticked. */
function CheckboxControl({ schema, id, label, error, value, optional, onChange }: ValueControlProps) {
  const hint = hintOf(schema);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <div className="choice">
        <input
          id={id}
          className="checkbox"
          type="checkbox"
          checked={value === true}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
          onChange={(event) => onChange(event.target.checked ? true : optional ? undefined : false)}
        />
        <label htmlFor={id} className="choice-label">
          {label}
        </label>
        <HintText id={hintId} hint={hint} className="field-hint choice-hint" />
      </div>
      <ErrorText id={errorId} error={error} />
    </div>
  );
}
