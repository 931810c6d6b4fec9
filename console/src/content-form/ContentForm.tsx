// A document's fields, generated from its form (JSON Schema, see schema.ts): each field
// labelled and described in the words of its `title` and `description`, with the server's
// error beside it. The caller owns the document and the errors; the form changes the
// document only through `onChange`. It checks nothing itself: the server's check is the
// one of record, and its errors come back by path.

import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from "react";
import { FormContext, type FormContextValue } from "./context";
import { FieldNode, ObjectProperties } from "./FieldNode";
import { parsePath, setIn } from "./paths";
import { kindOf, titleOf, type FormSchema } from "./schema";

export interface ContentFormProps {
  form: FormSchema;
  value: unknown;
  onChange: Dispatch<SetStateAction<unknown>>;
  /** The server's messages by path (`items[3].answer`). */
  errors: Readonly<Record<string, readonly string[]>>;
  /** What the document is called, for a document that is a list (the people). */
  label: string;
}

export function ContentForm({ form, value, onChange, errors, label }: ContentFormProps) {
  const [announcement, setAnnouncement] = useState("");
  const edit = useCallback(
    (path: string, next: unknown) => onChange((current: unknown) => setIn(current, parsePath(path), next)),
    [onChange],
  );
  const context = useMemo<FormContextValue>(
    () => ({ edit, errors, announce: setAnnouncement }),
    [edit, errors],
  );
  return (
    <FormContext value={context}>
      <div className="content-form">
        {kindOf(form) === "object" ? (
          <ObjectProperties schema={form} value={value} path="" />
        ) : (
          <FieldNode schema={form} value={value} path="" label={titleOf(form) ?? label} optional={false} />
        )}
      </div>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </FormContext>
  );
}
