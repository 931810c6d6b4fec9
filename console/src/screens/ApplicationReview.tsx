// HR's review of an application: where it stands (new, shortlisted, interview, rejected,
// hired) and a short internal note, saved together. The server takes the change only if
// nobody changed the review since it was loaded; when a colleague did, their status and
// note are shown beside what this member typed, which stays in the form to save again.
// What is chosen and typed is kept through the end of a session (work-kept.ts) and counts
// as unsaved work until it is saved.

import {
  APPLICATION_NOTE_MAX_LENGTH,
  APPLICATION_STATUSES,
  isApplicationStatus,
  STAFF_API,
  staffApiPath,
  type ApplicationReviewChange,
  type ApplicationStatus,
  type InboxMessage,
} from "@site/contracts/staff";
import { useState, type FormEvent } from "react";
import { ApiError, errorMessages, post } from "../api";
import { formatDateTime } from "../format";
import { useAction } from "../hooks";
import { Button } from "../ui/Button";
import { Field } from "../ui/Field";
import { ErrorSummary, Status } from "../ui/Messages";
import { RestoredNote } from "../ui/RestoredNote";
import { useKeepWork, useRestoredWork } from "../work-kept";

/** An application's review: its status and its note. */
interface Review {
  status: ApplicationStatus;
  note: string;
}

/** The application as the server has it now, from a 409's body; undefined if it says none. */
function currentOf(error: unknown): InboxMessage | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const current = (error.body as { current?: InboxMessage } | undefined)?.current;
  return current !== undefined && isApplicationStatus(current.status) ? current : undefined;
}

export function ApplicationReview({
  message,
  onSaved,
}: {
  message: InboxMessage;
  /** The application as the server now has it (after a save, or a colleague's change). */
  onSaved: (message: InboxMessage) => void;
}) {
  // What a save builds on: the review as the server last said it (a colleague's, after a conflict).
  const saved: Review = { status: message.status ?? "new", note: message.note ?? "" };
  const keptAs = `inbox/review/${message.id}`;
  const restored = useRestoredWork<Review>(keptAs);
  const [status, setStatus] = useState<ApplicationStatus>(
    restored !== undefined && isApplicationStatus(restored.status) ? restored.status : saved.status,
  );
  const [note, setNote] = useState(typeof restored?.note === "string" ? restored.note : saved.note);
  const [said, setSaid] = useState("");
  const [problems, setProblems] = useState<string[]>([]);
  const [conflict, setConflict] = useState<Review | null>(null);
  const [busy, run] = useAction();
  const changed = status !== saved.status || note.trim() !== saved.note;
  useKeepWork(keptAs, { status, note } satisfies Review, changed);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed && conflict === null) {
      setProblems([]);
      setSaid("Nothing to save: the status and the note are as saved.");
      return;
    }
    void run(async () => {
      setProblems([]);
      setSaid("");
      const change: ApplicationReviewChange = { status, note, reviewedAt: message.reviewedAt ?? null };
      try {
        const next = await post<InboxMessage>(
          staffApiPath(STAFF_API.inboxReview, { id: message.id }),
          change,
        );
        setConflict(null);
        setStatus(next.status ?? status);
        setNote(next.note ?? "");
        onSaved(next);
        setSaid("Status and note saved.");
      } catch (error) {
        const current = currentOf(error);
        if (current !== undefined) {
          // Theirs becomes what a save now builds on; what this member typed stays.
          setConflict({ status: current.status!, note: current.note ?? "" });
          onSaved(current);
        }
        setProblems(errorMessages(error));
      }
    });
  };

  return (
    <section aria-labelledby="review-heading">
      <h2 id="review-heading">HR's review</h2>
      <form className="stack" onSubmit={save} noValidate>
        <ErrorSummary title="Could not save the review" messages={problems} />
        {restored !== undefined && changed && conflict === null ? <RestoredNote /> : null}
        {conflict ? (
          <div className="note">
            <p>
              Your colleague's status: <strong>{APPLICATION_STATUSES[conflict.status]}</strong>.
            </p>
            <p className="field-value">Their note: {conflict.note === "" ? <em>none</em> : conflict.note}</p>
            <p>Yours is still below. Save to put it in place of theirs, or change it first.</p>
          </div>
        ) : null}
        <Field id="review-status" label="Status">
          {(control) => (
            <select
              {...control}
              className="input"
              value={status}
              onChange={(event) => {
                if (isApplicationStatus(event.target.value)) setStatus(event.target.value);
              }}
            >
              {Object.entries(APPLICATION_STATUSES).map(([value, words]) => (
                <option key={value} value={value}>
                  {words}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="review-note"
          label="Internal note (optional)"
          hint={`Seen by HR only, never by the applicant, unless they ask for their data: it is part of the application, exported and deleted with it. Up to ${APPLICATION_NOTE_MAX_LENGTH} characters.`}
        >
          {(control) => (
            <textarea
              {...control}
              className="input textarea"
              rows={4}
              maxLength={APPLICATION_NOTE_MAX_LENGTH}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        <p className="actions">
          <Button type="submit" busy={busy}>
            Save status and note
          </Button>
          {message.reviewedAt ? (
            <span className="meta">
              Last changed <time dateTime={message.reviewedAt}>{formatDateTime(message.reviewedAt)}</time>
            </span>
          ) : null}
        </p>
        <Status message={said} />
      </form>
    </section>
  );
}
