// A new item of a collection (a solution, a project, an insight topic, a policy, an
// ovation): its id and name, each with its rule told before it is typed (the server's
// NewItemForm of the collection), and the address the id gives shown as it is typed.
// The server creates it as a draft that visitors do not see, its texts asking to be
// written, and the editor opens it; its refusals (an id taken or kept by the site, a name
// it cannot take) are shown beside their fields.

import type { ContentDocumentAnswer, NewItemForm } from "@site/contracts/staff";
import { STAFF_API } from "@site/contracts/staff";
import { type FormEvent } from "react";
import { useNavigate } from "react-router";
import { post } from "../api";
import { refusalProblems, useAction, useFormProblems } from "../hooks";
import { Dialog } from "../ui/Dialog";
import { Field } from "../ui/Field";
import { SaveOrCancel } from "../ui/FormActions";
import { ErrorSummary } from "../ui/Messages";
import { useKeptState } from "../work-kept";

/** A collection staff may add to, and how to ask for its new item. */
export interface NewItemTarget {
  type: string;
  form: NewItemForm;
}

const FIELDS = ["id", "name"] as const;
const fieldId = (field: (typeof FIELDS)[number]) => `new-item-${field}`;

/** The editor of a document, as the content list links to it. */
export const editorAddress = (document: { type: string; id: string }) =>
  `/content/${encodeURIComponent(document.type)}/${encodeURIComponent(document.id)}`;

function NewItemFormFields({ target, onCancel }: { target: NewItemTarget; onCancel: () => void }) {
  const { type, form } = target;
  // Kept through a session's end; not unsaved work that asks before leaving, as the dialog
  // leaves for the new item's editor the moment it is made.
  const [id, setId] = useKeptState(`content/new-item/${type}/id`, "", { unsaved: false });
  const [name, setName] = useKeptState(`content/new-item/${type}/name`, "", { unsaved: false });
  const { errors, general, formRef, showProblems } = useFormProblems();
  const [busy, run] = useAction();
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const missing: Record<string, string> = {};
      if (id.trim() === "") missing.id = `Enter the ${form.idLabel.toLowerCase()}.`;
      if (name.trim() === "") missing.name = `Enter the ${form.nameLabel.toLowerCase()}.`;
      if (Object.keys(missing).length > 0) return showProblems(missing, []);
      try {
        const created = await post<ContentDocumentAnswer>(STAFF_API.contentDocuments, {
          type,
          id: id.trim(),
          name: name.trim(),
        });
        await navigate(editorAddress(created));
      } catch (error) {
        showProblems(...refusalProblems(error, FIELDS));
      }
    });
  };

  const typed = id.trim();
  return (
    <form ref={formRef} className="form" aria-label={`New ${form.noun}`} noValidate onSubmit={submit}>
      <ErrorSummary
        title={`The ${form.noun} was not created`}
        messages={general}
        links={FIELDS.flatMap((field) =>
          errors[field] ? [{ message: errors[field], target: fieldId(field) }] : [],
        )}
      />
      <Field id={fieldId("id")} label={form.idLabel} hint={form.idHint} error={errors.id}>
        {(control) => (
          <input
            {...control}
            className="input"
            name="id"
            type="text"
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={form.idMaxLength}
            value={id}
            onChange={(event) => setId(event.target.value)}
          />
        )}
      </Field>
      <p className="note">
        Its address:{" "}
        <span className="break-anywhere">{form.address.replace("{id}", typed === "" ? "…" : typed)}</span>
      </p>
      <Field id={fieldId("name")} label={form.nameLabel} hint={form.nameHint} error={errors.name}>
        {(control) => (
          <input
            {...control}
            className="input"
            name="name"
            type="text"
            required
            autoComplete="off"
            maxLength={form.nameMaxLength}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <p className="note">
        It starts as a draft that visitors do not see, its texts asking to be written: the editor opens it
        next.
      </p>
      <SaveOrCancel busy={busy} label={`Create ${form.noun}`} onCancel={onCancel} />
    </form>
  );
}

export function NewItemDialog({ target, onClose }: { target: NewItemTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} title={target ? `New ${target.form.noun}` : ""} onClose={onClose}>
      {target ? <NewItemFormFields key={target.type} target={target} onCancel={onClose} /> : null}
    </Dialog>
  );
}
