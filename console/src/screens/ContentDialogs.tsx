// The content editor's confirmations: publishing the draft and publishing an earlier
// version again (publishers only), each with an optional one-line note for the history;
// discarding unsaved changes; and leaving the editor with changes unsaved.

import type { ContentVersion } from "@site/contracts/staff";
import { CONTENT_NOTE_MAX_LENGTH } from "@site/contracts/staff";
import { useRef, useState, type Ref, type RefObject } from "react";
import type { Blocker } from "react-router";
import { formatDateTime } from "../format";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { Field } from "../ui/Field";

function NoteField({
  id,
  value,
  onChange,
  ref,
}: {
  id: string;
  value: string;
  onChange: (note: string) => void;
  ref: Ref<HTMLInputElement>;
}) {
  return (
    <Field
      id={id}
      label="Note (optional)"
      hint={`One line for the history: what changed, and why. At most ${CONTENT_NOTE_MAX_LENGTH} characters.`}
    >
      {(control) => (
        <input
          {...control}
          ref={ref}
          className="input"
          type="text"
          autoComplete="off"
          maxLength={CONTENT_NOTE_MAX_LENGTH}
          value={value}
          // One line: a pasted line break becomes a space.
          onChange={(event) => onChange(event.target.value.replace(/[\r\n]+/g, " "))}
        />
      )}
    </Field>
  );
}

/** A confirmation that publishes, with a note: its field has focus, so Enter does nothing unasked. */
function PublishingDialog({
  open,
  title,
  action,
  failure,
  noteId,
  onConfirm,
  onClose,
  fallbackFocus,
  text,
}: {
  open: boolean;
  title: string;
  action: string;
  failure: string;
  noteId: string;
  onConfirm: (note: string) => Promise<void>;
  onClose: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
  text: string;
}) {
  const [note, setNote] = useState("");
  const noteRef = useRef<HTMLInputElement>(null);
  return (
    <ConfirmDialog
      open={open}
      title={title}
      action={action}
      variant="primary"
      failure={failure}
      onConfirm={() => onConfirm(note.trim())}
      onClose={() => {
        setNote("");
        onClose();
      }}
      fallbackFocus={fallbackFocus}
      initialFocus={noteRef}
    >
      <p>{text}</p>
      <NoteField id={noteId} ref={noteRef} value={note} onChange={setNote} />
    </ConfirmDialog>
  );
}

export function PublishDialog({
  open,
  version,
  onPublish,
  onClose,
  fallbackFocus,
}: {
  open: boolean;
  version: number;
  onPublish: (note: string) => Promise<void>;
  onClose: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  return (
    <PublishingDialog
      open={open}
      title="Publish this draft?"
      action="Publish"
      failure="It was not published"
      noteId="publish-note"
      onConfirm={onPublish}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      text={`Visitors will see the saved draft (version ${version}) on every page that shows it, once the pages are made again, which takes a few seconds. An earlier version can be published again from the history.`}
    />
  );
}

export function RestoreDialog({
  version,
  onRestore,
  onClose,
  fallbackFocus,
}: {
  version: ContentVersion | null;
  onRestore: (version: ContentVersion, note: string) => Promise<void>;
  onClose: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  return (
    <PublishingDialog
      open={version !== null}
      title={version ? `Publish version ${version.version} again?` : ""}
      action="Publish this version again"
      failure="It was not published again"
      noteId="restore-note"
      onConfirm={(note) => (version ? onRestore(version, note) : Promise.resolve())}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      text={
        version
          ? `Visitors will see version ${version.version} as ${version.publishedBy} published it on ${formatDateTime(version.publishedAt)}, once the pages are made again, which takes a few seconds. It becomes the newest version: the history keeps every version, and a draft stays as it is.`
          : ""
      }
    />
  );
}

export function DiscardDialog({
  open,
  onDiscard,
  onClose,
  fallbackFocus,
}: {
  open: boolean;
  onDiscard: () => void;
  onClose: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Discard your changes?"
      action="Discard changes"
      failure="The changes were not discarded"
      onConfirm={async () => onDiscard()}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      <p>The document goes back to its last saved version. What you changed since is lost.</p>
    </ConfirmDialog>
  );
}

/** Asked when a link or Back would leave the editor with changes unsaved. */
export function LeaveDialog({
  blocker,
  fallbackFocus,
}: {
  blocker: Blocker;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title="Leave without saving?"
      action="Leave without saving"
      failure="Could not leave"
      onConfirm={async () => blocker.proceed?.()}
      // Stay: Cancel, Escape, or the dialog closing as the page is left.
      onClose={() => blocker.reset?.()}
      fallbackFocus={fallbackFocus}
    >
      <p>Your changes to this document are not saved. If you leave now, they are lost.</p>
    </ConfirmDialog>
  );
}
