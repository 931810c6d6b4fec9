// The gallery's two dialogs. Edit: the event's title, date and description, saved with
// PATCH; what is typed is kept for a sign-in (`gallery/event/<id>`, work-kept.ts). Remove: a confirmation first, since removing an event cannot be undone; Cancel
// has focus when it opens, so Enter alone never removes anything.

import type { StaffEvent } from "@site/contracts/staff";
import { STAFF_API, staffApiPath } from "@site/contracts/staff";
import { type FormEvent, type RefObject } from "react";
import { ApiError, del, errorMessages, patch } from "../api";
import { formatDate } from "../format";
import { useAction, useFormProblems } from "../hooks";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { Dialog } from "../ui/Dialog";
import { SaveOrCancel } from "../ui/FormActions";
import { errorsByField } from "../ui/Field";
import { ErrorSummary } from "../ui/Messages";
import { RestoredNote } from "../ui/RestoredNote";
import { useKeptState } from "../work-kept";
import { EventTextFields, checkEventText, textOf, type EventText } from "./event-fields";
import { EventPictures } from "./EventPictures";

const TEXT_FIELDS = ["title", "date", "description"];

/** The kept text of an edit, by the event's id: the gallery opens its dialog again after a sign-in. */
export const EDIT_KEPT = "gallery/event/";

function EditForm({
  event,
  onSaved,
  onCancel,
}: {
  event: StaffEvent;
  onSaved: (event: StaffEvent) => void;
  onCancel: () => void;
}) {
  const [text, setText, restored] = useKeptState<EventText>(`${EDIT_KEPT}${event.id}`, () => textOf(event));
  const { errors, general, formRef, showProblems } = useFormProblems();
  const [busy, run] = useAction();

  const submit = (submitEvent: FormEvent<HTMLFormElement>) => {
    submitEvent.preventDefault();
    void run(async () => {
      const problems = checkEventText(text);
      if (Object.keys(problems).length > 0) return showProblems(problems, []);
      try {
        const description = text.description.trim() === "" ? null : text.description;
        const saved = await patch<StaffEvent>(staffApiPath(STAFF_API.event, { id: event.id }), {
          title: text.title.trim(),
          date: text.date,
          description,
        });
        onSaved(saved);
      } catch (error) {
        const fields = error instanceof ApiError ? errorsByField(error.errors) : {};
        const placed = Object.fromEntries(TEXT_FIELDS.filter((f) => f in fields).map((f) => [f, fields[f]!]));
        const others =
          error instanceof ApiError
            ? error.errors.filter((e) => e.path !== "" && !(e.path in placed)).map((e) => e.message)
            : [];
        showProblems(
          placed,
          error instanceof ApiError ? [...error.generalMessages, ...others] : errorMessages(error),
        );
      }
    });
  };

  const summary = [...general, ...TEXT_FIELDS.flatMap((field) => (errors[field] ? [errors[field]] : []))];
  return (
    <form ref={formRef} className="form" aria-label="Edit event" noValidate onSubmit={submit}>
      <ErrorSummary title="The event was not saved" messages={summary} />
      {restored ? <RestoredNote /> : null}
      <EventTextFields idPrefix="edit" text={text} errors={errors} onChange={setText} />
      <SaveOrCancel busy={busy} onCancel={onCancel} />
    </form>
  );
}

export function EditEventDialog({
  event,
  onSaved,
  onPicturesChanged,
  onClose,
}: {
  event: StaffEvent | null;
  onSaved: (event: StaffEvent) => void;
  /** A picture was added, changed or removed (saved at once, the dialog stays open). */
  onPicturesChanged: (event: StaffEvent) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={event !== null} title="Edit event" onClose={onClose}>
      {event ? <EditForm event={event} onSaved={onSaved} onCancel={onClose} /> : null}
      {event ? <EventPictures event={event} onChange={onPicturesChanged} /> : null}
    </Dialog>
  );
}

export function RemoveEventDialog({
  event,
  onRemoved,
  onClose,
  fallbackFocus,
}: {
  event: StaffEvent | null;
  onRemoved: (event: StaffEvent, alreadyGone: boolean) => void;
  onClose: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  return (
    <ConfirmDialog
      open={event !== null}
      title="Remove this event?"
      action="Remove event"
      failure="The event was not removed"
      onConfirm={async () => {
        if (!event) return;
        try {
          await del(staffApiPath(STAFF_API.event, { id: event.id }));
          onRemoved(event, false);
        } catch (error) {
          // Removed meanwhile (another member, another tab): what was asked is done.
          if (error instanceof ApiError && error.status === 404) onRemoved(event, true);
          else throw error;
        }
      }}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      {event ? (
        <p>
          “{event.title}” of {formatDate(event.date)} and its picture will be taken off the gallery for good.
          This cannot be undone.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
