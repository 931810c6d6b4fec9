// The text of an event, as both the add form and the edit dialog ask for it: Title,
// Date and Description (optional), with the same limits and checks as the server, so
// most mistakes are shown beside their field before anything is sent.

import { EVENT_DESCRIPTION_MAX_LENGTH, EVENT_TITLE_MAX_LENGTH } from "@site/contracts/events";
import type { StaffEvent } from "@site/contracts/staff";
import { Field } from "../ui/Field";

export interface EventText {
  title: string;
  date: string;
  description: string;
}

export const EMPTY_EVENT_TEXT: EventText = { title: "", date: "", description: "" };

export function textOf(event: StaffEvent): EventText {
  return { title: event.title, date: event.date, description: event.description ?? "" };
}

/** The problems with the text, by field, in the form's order. */
export function checkEventText(text: EventText): Record<string, string> {
  const errors: Record<string, string> = {};
  if (text.title.trim() === "") errors.title = "Enter a title.";
  else if (text.title.length > EVENT_TITLE_MAX_LENGTH)
    errors.title = `The title can be at most ${EVENT_TITLE_MAX_LENGTH} characters.`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text.date)) errors.date = "Enter the date of the event.";
  if (text.description.length > EVENT_DESCRIPTION_MAX_LENGTH) {
    errors.description = `The description can be at most ${EVENT_DESCRIPTION_MAX_LENGTH} characters.`;
  }
  return errors;
}

/** Newest first, as the server lists them: by date, then the later one added. */
export function sortEvents(events: StaffEvent[]): StaffEvent[] {
  return [...events].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
}

export function EventTextFields({
  idPrefix,
  text,
  errors,
  onChange,
}: {
  idPrefix: string;
  text: EventText;
  errors: Record<string, string>;
  onChange: (text: EventText) => void;
}) {
  return (
    <>
      <Field
        id={`${idPrefix}-title`}
        label="Title"
        hint={`Up to ${EVENT_TITLE_MAX_LENGTH} characters.`}
        error={errors.title}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            name="title"
            type="text"
            required
            maxLength={EVENT_TITLE_MAX_LENGTH}
            value={text.title}
            onChange={(event) => onChange({ ...text, title: event.target.value })}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-date`} label="Date" hint="The day the event took place." error={errors.date}>
        {(control) => (
          <input
            {...control}
            className="input input-date"
            name="date"
            type="date"
            required
            value={text.date}
            onChange={(event) => onChange({ ...text, date: event.target.value })}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-description`}
        label="Description (optional)"
        hint={`Up to ${EVENT_DESCRIPTION_MAX_LENGTH} characters.`}
        error={errors.description}
      >
        {(control) => (
          <textarea
            {...control}
            className="input textarea"
            name="description"
            rows={4}
            maxLength={EVENT_DESCRIPTION_MAX_LENGTH}
            value={text.description}
            onChange={(event) => onChange({ ...text, description: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}
