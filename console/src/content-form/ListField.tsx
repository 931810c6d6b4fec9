// A list (paragraphs, bullets, questions, people, years): its items in order, each with
// buttons that move it up or down or remove it, named for the item ("Move question 3 up"),
// and a button that adds one. Within the schema's limits only: a button that cannot act
// stays in place, marked unavailable (aria-disabled), so focus never falls out of the
// form; a list of a fixed length has no Add or Remove at all. Focus follows the item: a
// moved item's button keeps it, a new item's first field gets it, and a removal hands it
// to the item that took the removed one's place. A live region says what happened.

import { flushSync } from "react-dom";
import { Button } from "../ui/Button";
import { errorText, useFormContext } from "./context";
import { hintOf } from "./controls";
import { FieldNode, type FieldNodeProps } from "./FieldNode";
import { Group } from "./Group";
import { fieldId, itemPath } from "./paths";
import { emptyValue, itemNoun, itemsOf, numberOf, titleOf } from "./schema";

const FIRST_CONTROL = "input, textarea, select";

function focus(id: string, inside = false) {
  const element = document.getElementById(id);
  const target = inside ? (element?.querySelector<HTMLElement>(FIRST_CONTROL) ?? element) : element;
  target?.focus();
}

export function ListField({ schema, value, path, label, optional }: FieldNodeProps) {
  const { edit, errors, announce } = useFormContext();
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const itemSchema = itemsOf(schema);
  const itemLabel = titleOf(itemSchema) ?? "Item";
  const noun = itemNoun(itemLabel);
  const min = numberOf(schema, "minItems") ?? 0;
  const max = numberOf(schema, "maxItems") ?? Infinity;
  const fixed = min === max;
  const id = fieldId(path);
  const canAdd = items.length < max;
  // An optional list may lose its last item: it is then left out of the document.
  const canRemove = items.length > min || (optional && items.length === 1);

  // Rendered at once, so that focus can move to what the change made.
  const change = (next: unknown[] | undefined) => flushSync(() => edit(path, next));

  const move = (from: number, to: number) => {
    const next = [...items];
    [next[from], next[to]] = [next[to], next[from]];
    change(next);
    focus(`${fieldId(itemPath(path, to))}-${to < from ? "up" : "down"}`);
    announce(`${itemLabel} ${from + 1} is now ${noun} ${to + 1}.`);
  };

  const remove = (index: number) => {
    const next = items.filter((_, at) => at !== index);
    change(next.length === 0 && optional ? undefined : next);
    if (next.length > 0) focus(fieldId(itemPath(path, Math.min(index, next.length - 1))));
    else focus(`${id}-add`);
    announce(`${itemLabel} ${index + 1} removed.`);
  };

  const add = () => {
    change([...items, emptyValue(itemSchema)]);
    focus(fieldId(itemPath(path, items.length)), true);
    announce(`${itemLabel} ${items.length + 1} added.`);
  };

  return (
    <Group
      id={id}
      legend={optional ? `${label} (optional)` : label}
      hint={hintOf(schema)}
      error={errorText(errors[path])}
      className="group-list"
    >
      {items.length === 0 ? (
        <p className="note">None yet.</p>
      ) : (
        <ol className="list-items">
          {items.map((item, index) => {
            const at = itemPath(path, index);
            // Seen as "Move up", heard as "Move question 3 up": one text, so the button's
            // flex gap does not split it.
            const named = (verb: string, after = "") => (
              <span>
                {verb}
                <span className="visually-hidden">{` ${noun} ${index + 1}`}</span>
                {after}
              </span>
            );
            const first = index === 0;
            const last = index === items.length - 1;
            return (
              // Items have no identity of their own: the position is their key, and a move
              // moves the values between positions.
              <li key={index} className="list-item">
                <FieldNode
                  schema={itemSchema}
                  value={item}
                  path={at}
                  label={`${itemLabel} ${index + 1}`}
                  optional={false}
                />
                <div className="row-actions item-actions">
                  <Button
                    id={`${fieldId(at)}-up`}
                    variant="secondary"
                    aria-disabled={first || undefined}
                    onClick={() => !first && move(index, index - 1)}
                  >
                    {named("Move", " up")}
                  </Button>
                  <Button
                    id={`${fieldId(at)}-down`}
                    variant="secondary"
                    aria-disabled={last || undefined}
                    onClick={() => !last && move(index, index + 1)}
                  >
                    {named("Move", " down")}
                  </Button>
                  {fixed ? null : (
                    <Button
                      variant="danger"
                      aria-disabled={!canRemove || undefined}
                      onClick={() => canRemove && remove(index)}
                    >
                      {named("Remove")}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {fixed ? null : (
        <Button
          id={`${id}-add`}
          variant="secondary"
          aria-disabled={!canAdd || undefined}
          onClick={() => canAdd && add()}
        >
          Add {noun}
        </Button>
      )}
    </Group>
  );
}
