// A form of one choice among fixed words, shown with its button (the Mail screen's state,
// the Overview's period): the choice applies when the form is sent, so a keyboard moving
// through the options asks nothing of the server until the member says Show.

import { useState, type FormEvent } from "react";
import { Button } from "./Button";
import { Field } from "./Field";

export function ChoiceForm({
  name,
  id,
  label,
  choices,
  value,
  onChoose,
}: {
  /** The form's accessible name. */
  name: string;
  id: string;
  label: string;
  /** Each value and its words, in the order shown. */
  choices: readonly (readonly [value: string, words: string])[];
  value: string;
  onChoose: (value: string) => void;
}) {
  const [chosen, setChosen] = useState(value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChoose(chosen);
  };
  return (
    <form className="search-form" aria-label={name} onSubmit={submit}>
      <Field id={id} label={label}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            {choices.map(([choice, words]) => (
              <option key={choice} value={choice}>
                {words}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="search-submit">
        <Button type="submit">Show</Button>
      </div>
    </form>
  );
}
