// The content editor's confirmations: publishing the draft, publishing an earlier
// version again and retiring an item (publishers only), each with an optional one-line
// note for the history; and discarding unsaved changes. (Leaving with changes unsaved is
// asked by the console's one leave guard, ui/LeaveGuard.tsx.)

import type { ContentRetirement, ContentVersion } from "@site/contracts/staff";
import { CONTENT_NOTE_MAX_LENGTH } from "@site/contracts/staff";
import { useRef, type Ref, type RefObject } from "react";
import { errorMessages } from "../api";
import { formatDateTime } from "../format";
import type { Loaded } from "../hooks";
import { Button } from "../ui/Button";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { Field } from "../ui/Field";
import { ErrorSummary, Status } from "../ui/Messages";
import { useKeptState } from "../work-kept";

function NoteField({
  id,
  value,
  onChange,
  ref,
  hint = "what changed, and why",
}: {
  id: string;
  value: string;
  onChange: (note: string) => void;
  ref?: Ref<HTMLInputElement>;
  /** What the note is for, after "One line for the history: ". */
  hint?: string;
}) {
  return (
    <Field
      id={id}
      label="Note (optional)"
      hint={`One line for the history: ${hint}. At most ${CONTENT_NOTE_MAX_LENGTH} characters.`}
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
  keptAs,
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
  /** Where its note is kept through the end of a session (work-kept.ts): the document's own. */
  keptAs: string;
  onConfirm: (note: string) => Promise<void>;
  onClose: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
  text: string;
}) {
  // A note for an action not yet taken: kept through a session's end, not unsaved work.
  const [note, setNote] = useKeptState(keptAs, "", { unsaved: false });
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
  keptAs,
  onPublish,
  onClose,
  fallbackFocus,
}: {
  open: boolean;
  version: number;
  keptAs: string;
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
      keptAs={`${keptAs}/publish-note`}
      onConfirm={onPublish}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      text={`Visitors will see the saved draft (version ${version}) on every page that shows it, once the pages are made again, which takes a few seconds. An earlier version can be published again from the history.`}
    />
  );
}

export function RestoreDialog({
  version,
  keptAs,
  onRestore,
  onClose,
  fallbackFocus,
}: {
  version: ContentVersion | null;
  keptAs: string;
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
      keptAs={`${keptAs}/restore-note`}
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

// A list of pages longer than this shows its first ones and counts the rest: a menu that
// shows the item puts every page of the site in it.
const PAGES_LISTED = 12;
const PAGES_LISTED_WHEN_LONG = 10;

/** What retiring a published item does, in the server's facts: where its addresses lead, and the pages that change. */
function RetirementWords({
  label,
  hasDraft,
  facts,
}: {
  label: string;
  hasDraft: boolean;
  facts: Loaded<ContentRetirement>;
}) {
  const known = facts.loading ? undefined : facts.data;
  const pages = known?.pages ?? [];
  const listed = pages.length > PAGES_LISTED ? pages.slice(0, PAGES_LISTED_WHEN_LONG) : pages;
  return (
    <>
      <Status message={facts.loading ? "Finding the pages that show it…" : ""} />
      <ErrorSummary
        title="Could not find out what retiring it would change"
        messages={facts.error ? errorMessages(facts.error) : []}
      />
      {facts.error ? (
        <Button variant="secondary" onClick={facts.reload}>
          Try again
        </Button>
      ) : null}
      {known ? (
        <>
          <p>
            Visitors will no longer see {label}.
            {hasDraft ? " Its draft, with changes not published yet, is deleted with it." : ""}
          </p>
          {known.addresses.length > 0 ? (
            <>
              <p>Its pages&rsquo; addresses will lead on:</p>
              <ul className="address-moves">
                {known.addresses.map(({ from, to }) => (
                  <li key={from} className="break-anywhere">
                    {to === null ? `${from} will say the page is gone (410)` : `${from} → ${to}`}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>It has no page of its own.</p>
          )}
          {pages.length > 0 ? (
            <>
              <p>
                {pages.length === 1
                  ? "This other page shows it now, and will no longer:"
                  : `These ${pages.length} other pages show it now, and will no longer:`}
              </p>
              <ul className="address-moves">
                {listed.map((page) => (
                  <li key={page} className="break-anywhere">
                    {page}
                  </li>
                ))}
                {listed.length < pages.length ? <li>and {pages.length - listed.length} more</li> : null}
              </ul>
            </>
          ) : null}
          <p>The history keeps every version visitors saw, but it cannot be published again.</p>
        </>
      ) : null}
    </>
  );
}

/**
 * Retiring an item: what visitors will meet instead (said from the server's answer, which
 * `facts` loads when the dialog opens), the other pages that change, and a note. A draft
 * never published has nothing to tell: it is deleted.
 */
export function RetireDialog({
  open,
  label,
  neverPublished,
  hasDraft,
  facts,
  keptAs,
  onRetire,
  onClose,
  fallbackFocus,
}: {
  open: boolean;
  label: string;
  neverPublished: boolean;
  /** A published item with a saved draft: the draft goes too. */
  hasDraft: boolean;
  facts: Loaded<ContentRetirement>;
  keptAs: string;
  onRetire: (note: string) => Promise<void>;
  onClose: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  const [note, setNote] = useKeptState(`${keptAs}/retire-note`, "", { unsaved: false });
  const ready = neverPublished || (!facts.loading && facts.data !== undefined);
  return (
    <ConfirmDialog
      open={open}
      title={`Retire ${label}?`}
      action={`Retire ${label}`}
      cancel="Keep it"
      canConfirm={ready}
      failure="It was not retired"
      onConfirm={() => onRetire(note.trim())}
      onClose={() => {
        setNote("");
        onClose();
      }}
      fallbackFocus={fallbackFocus}
    >
      {neverPublished ? (
        <p>This draft was never published: it will be deleted.</p>
      ) : (
        <RetirementWords label={label} hasDraft={hasDraft} facts={facts} />
      )}
      {ready ? (
        <NoteField id="retire-note" value={note} onChange={setNote} hint="why it leaves the site" />
      ) : null}
    </ConfirmDialog>
  );
}
