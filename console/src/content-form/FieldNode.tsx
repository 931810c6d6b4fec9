// One field of a generated form, by what its schema is: a picture a PictureField (its
// image, and an upload), the address of a file of the media library a MediaFileField (its
// text, and a choice from the library), an object a group of its fields, a list a ListField, a choice
// (anyOf: a paragraph or a list) a group with the kind to pick and the fields of that
// kind, a record its entries by name, and anything else a ValueControl. Fields are memoised: a change re-renders only the fields on its
// path, which keeps typing quick in a document of a few hundred fields.

import { memo, useState } from "react";
import { Button } from "../ui/Button";
import { Field } from "../ui/Field";
import { errorText, useFormContext } from "./context";
import { hintOf, ValueControl } from "./controls";
import { Group } from "./Group";
import { ListField } from "./ListField";
import { MediaFileField } from "./MediaFileField";
import { fieldId, fieldPath } from "./paths";
import { PictureField } from "./PictureField";
import {
  altKeyOf,
  emptyValue,
  helpOf,
  isPlainObject,
  itemsOf,
  kindOf,
  mediaFieldOf,
  propertiesOf,
  requiredOf,
  shapeIndex,
  shapesOf,
  titleOf,
  valuesOf,
  type FormSchema,
} from "./schema";

export interface FieldNodeProps {
  schema: FormSchema;
  value: unknown;
  /** Where the field is in the document, as the server names it (`items[3].answer`). */
  path: string;
  label: string;
  optional: boolean;
  /** The field's text describes a picture beside it (its alt text): never to be left empty. */
  required?: boolean;
  /** For a picture described by a text beside it (its alt text): that field's label... */
  altLabel?: string | undefined;
  /** ...and its text now. Strings, not an object, so the field's memo holds. */
  altText?: string | undefined;
}

export const FieldNode = memo(function FieldNode(props: FieldNodeProps) {
  switch (kindOf(props.schema)) {
    case "picture":
      return <PictureField {...props} />;
    case "object":
      return <ObjectField {...props} />;
    case "array":
      return <ListField {...props} />;
    case "choice":
      return <ChoiceField {...props} />;
    case "record":
      return <RecordField {...props} />;
    case "string":
      return mediaFieldOf(props.schema) ? <MediaFileField {...props} /> : <ValueField {...props} />;
    default:
      return <ValueField {...props} />;
  }
});

function ValueField({ schema, value, path, label, optional, required = false }: FieldNodeProps) {
  const { edit, errors } = useFormContext();
  return (
    <ValueControl
      schema={schema}
      id={fieldId(path)}
      label={label}
      error={errorText(errors[path])}
      value={value}
      optional={optional}
      required={required}
      onChange={(next) => edit(path, next)}
    />
  );
}

/** The fields of an object, each labelled by its title. */
export function ObjectProperties({
  schema,
  value,
  path,
}: {
  schema: FormSchema;
  value: unknown;
  path: string;
}) {
  const required = requiredOf(schema);
  const object = isPlainObject(value) ? value : {};
  const properties = propertiesOf(schema);
  const labelOf = (key: string) => titleOf(properties.find(([other]) => other === key)?.[1] ?? {}) ?? key;
  // The texts that describe a picture beside them, and what each picture is described by.
  const altKeys = new Map(
    properties.flatMap(([key, property]) => {
      const altKey = kindOf(property) === "picture" ? altKeyOf(property) : undefined;
      return altKey === undefined ? [] : [[key, altKey] as const];
    }),
  );
  const describing = new Set(altKeys.values());
  return properties.map(([key, property]) => {
    const altKey = altKeys.get(key);
    const altText = altKey === undefined ? undefined : object[altKey];
    return (
      <FieldNode
        key={key}
        schema={property}
        value={object[key]}
        path={fieldPath(path, key)}
        label={titleOf(property) ?? key}
        optional={!required.has(key)}
        required={describing.has(key)}
        altLabel={altKey === undefined ? undefined : labelOf(altKey)}
        altText={altKey === undefined ? undefined : typeof altText === "string" ? altText : ""}
      />
    );
  });
}

function ObjectField({ schema, value, path, label, optional }: FieldNodeProps) {
  const { errors } = useFormContext();
  return (
    <Group
      id={fieldId(path)}
      legend={optional ? `${label} (optional)` : label}
      hint={helpOf(schema)}
      error={errorText(errors[path])}
    >
      <ObjectProperties schema={schema} value={value} path={path} />
    </Group>
  );
}

/** The strings of a value, to carry its text over when its kind changes. */
function textIn(value: unknown): string[] {
  if (typeof value === "string") return value === "" ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(textIn);
  return isPlainObject(value) ? Object.values(value).flatMap(textIn) : [];
}

/**
 * `value` as the kind `shape`, keeping its text: a paragraph becomes a list of one point,
 * a list one paragraph of its points.
 */
function convert(value: unknown, shape: FormSchema): unknown {
  const text = textIn(value);
  if (kindOf(shape) === "string") return text.join(" ");
  const empty = emptyValue(shape);
  const list = propertiesOf(shape).find(
    ([, property]) => kindOf(property) === "array" && kindOf(itemsOf(property)) === "string",
  );
  return list && text.length > 0 && isPlainObject(empty) ? { ...empty, [list[0]]: text } : empty;
}

function ChoiceField({ schema, value, path, label }: FieldNodeProps) {
  const { edit, errors } = useFormContext();
  const shapes = shapesOf(schema);
  const index = shapeIndex(shapes, value);
  const shape = shapes[index] ?? {};
  const id = fieldId(path);
  const error = errorText(errors[path]);
  const isObject = kindOf(shape) === "object";
  return (
    <Group
      id={id}
      legend={label}
      hint={helpOf(schema)}
      error={isObject ? error : undefined}
      className="group-choice"
    >
      <Field id={`${id}-kind`} label="Kind">
        {(control) => (
          <select
            {...control}
            className="input input-kind"
            value={index}
            onChange={(event) => edit(path, convert(value, shapes[Number(event.target.value)] ?? {}))}
          >
            {shapes.map((option, at) => (
              <option key={at} value={at}>
                {titleOf(option) ?? `Kind ${at + 1}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      {isObject ? (
        <ObjectProperties schema={shape} value={value} path={path} />
      ) : (
        <ValueControl
          schema={shape}
          id={`${id}-value`}
          label={titleOf(shape) ?? label}
          error={error}
          value={value}
          optional={false}
          onChange={(next) => edit(path, next)}
        />
      )}
    </Group>
  );
}

/** Entries by a name staff give (a text for each policy id, say): add one, edit, remove. */
function RecordField({ schema, value, path, label, optional }: FieldNodeProps) {
  const { edit, errors, announce } = useFormContext();
  const [name, setName] = useState("");
  const values = valuesOf(schema);
  const record = isPlainObject(value) ? value : {};
  const id = fieldId(path);
  const taken = Object.hasOwn(record, name.trim());
  const add = () => {
    const key = name.trim();
    if (key === "" || taken) return;
    edit(path, { ...record, [key]: emptyValue(values) });
    setName("");
    announce(`${key} added.`);
  };
  const remove = (key: string) => {
    const rest = Object.fromEntries(Object.entries(record).filter(([other]) => other !== key));
    edit(path, Object.keys(rest).length === 0 && optional ? undefined : rest);
    announce(`${key} removed.`);
  };
  return (
    <Group
      id={id}
      legend={optional ? `${label} (optional)` : label}
      hint={hintOf(schema)}
      error={errorText(errors[path])}
    >
      {Object.entries(record).map(([key, entry]) => (
        <div key={key} className="group-entry">
          <FieldNode schema={values} value={entry} path={fieldPath(path, key)} label={key} optional={false} />
          <div className="row-actions">
            <Button variant="danger" onClick={() => remove(key)}>
              <span>
                Remove<span className="visually-hidden"> {key}</span>
              </span>
            </Button>
          </div>
        </div>
      ))}
      <div className="group-add">
        <Field
          id={`${id}-new`}
          label="Name of a new entry"
          error={taken ? `There is an entry “${name.trim()}” already.` : undefined}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="text"
              autoComplete="off"
              value={name}
              onChange={(event) => setName(event.target.value)}
              // Enter adds the entry rather than saving the whole document.
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                add();
              }}
            />
          )}
        </Field>
        <Button variant="secondary" onClick={add}>
          Add entry
        </Button>
      </div>
    </Group>
  );
}
