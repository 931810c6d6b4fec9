// A picture's alt text: what it shows, for people who cannot see it. Required, one line,
// at most EVENT_ALT_MAX_LENGTH characters: the server's rules, checked here first.

import { EVENT_ALT_MAX_LENGTH } from "@site/contracts/events";
import { Field } from "../ui/Field";

export const ALT_HINT = `Describe what the picture shows for people who cannot see it. One line, up to ${EVENT_ALT_MAX_LENGTH} characters.`;

/** What is wrong with the alt text, or undefined. */
export function checkAltText(alt: string): string | undefined {
  if (alt.trim() === "") return "Enter the alt text: describe what the picture shows.";
  if (alt.length > EVENT_ALT_MAX_LENGTH)
    return `The alt text can be at most ${EVENT_ALT_MAX_LENGTH} characters.`;
  return undefined;
}

export function AltTextField({
  id,
  label = "Alt text",
  value,
  error,
  onChange,
}: {
  id: string;
  label?: string;
  value: string;
  error: string | undefined;
  onChange: (alt: string) => void;
}) {
  return (
    <Field id={id} label={label} hint={ALT_HINT} error={error}>
      {(control) => (
        <input
          {...control}
          className="input"
          name="alt"
          type="text"
          required
          maxLength={EVENT_ALT_MAX_LENGTH}
          value={value}
          // One line: a pasted line break becomes a space.
          onChange={(event) => onChange(event.target.value.replace(/[\r\n]+/g, " "))}
        />
      )}
    </Field>
  );
}
