// The media screen's dialogs for one item. Rename: its title, saved with PATCH, what is
// typed kept for a sign-in (`media/rename/<id>`, work-kept.ts). Poster (a
// video's): one of the library's pictures, or none, saved with PATCH. Delete: a
// confirmation, unless pages use it: then where, instead of the button, since the server
// keeps a file a page names (409 with where it is used, said here too when the list was
// out of date).

import type { MediaItem, MediaUse } from "@site/contracts/staff";
import { MEDIA_TITLE_MAX_LENGTH, pictureFileUrl, STAFF_API, staffApiPath } from "@site/contracts/staff";
import { useState, type FormEvent, type RefObject } from "react";
import { ApiError, del, errorMessages, patch } from "../api";
import { refusalProblems, useAction, useFormProblems } from "../hooks";
import { Button } from "../ui/Button";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { Dialog } from "../ui/Dialog";
import { Field } from "../ui/Field";
import { SaveOrCancel } from "../ui/FormActions";
import { MEDIA_TITLE_HINT, mediaTitleProblem } from "../ui/media-file";
import { MediaPickerDialog } from "../ui/MediaPickerDialog";
import { ErrorSummary } from "../ui/Messages";
import { RestoredNote } from "../ui/RestoredNote";
import { useKeptState } from "../work-kept";
import { MediaUsesList } from "./MediaUses";

const itemPath = (item: MediaItem) => staffApiPath(STAFF_API.mediaItem, { id: item.id });

/** The kept title of a rename, by the item's id: the media screen opens its dialog again after a sign-in. */
export const RENAME_KEPT = "media/rename/";

function RenameForm({
  item,
  onSaved,
  onCancel,
}: {
  item: MediaItem;
  onSaved: (item: MediaItem) => void;
  onCancel: () => void;
}) {
  const [title, setTitle, restored] = useKeptState(`${RENAME_KEPT}${item.id}`, item.title);
  const { errors, general, formRef, showProblems } = useFormProblems();
  const [busy, run] = useAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const problem = mediaTitleProblem(title);
      if (problem) return showProblems({ title: problem }, []);
      try {
        onSaved(await patch<MediaItem>(itemPath(item), { title: title.trim() }));
      } catch (error) {
        showProblems(...refusalProblems(error, ["title"]));
      }
    });
  };

  const summary = [...general, ...(errors.title ? [errors.title] : [])];
  return (
    <form ref={formRef} className="form" aria-label="Rename" noValidate onSubmit={submit}>
      <ErrorSummary title="It was not renamed" messages={summary} />
      {restored ? <RestoredNote /> : null}
      <Field id="media-rename-title" label="Title" hint={MEDIA_TITLE_HINT} error={errors.title}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="text"
            required
            autoComplete="off"
            maxLength={MEDIA_TITLE_MAX_LENGTH}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      <SaveOrCancel busy={busy} onCancel={onCancel} />
    </form>
  );
}

export function RenameMediaDialog({
  item,
  onSaved,
  onClose,
}: {
  item: MediaItem | null;
  onSaved: (item: MediaItem) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={item !== null} title={item ? `Rename “${item.title}”` : ""} onClose={onClose}>
      {item ? <RenameForm key={item.id} item={item} onSaved={onSaved} onCancel={onClose} /> : null}
    </Dialog>
  );
}

/** A video's poster now, and the way to take it away. */
function PosterNow({
  video,
  onSaved,
  onClose,
}: {
  video: MediaItem;
  onSaved: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const [busy, run] = useAction();
  const [problems, setProblems] = useState<string[]>([]);
  const remove = () =>
    run(async () => {
      setProblems([]);
      try {
        onSaved(await patch<MediaItem>(itemPath(video), { poster: null }));
        onClose();
      } catch (error) {
        setProblems(errorMessages(error));
      }
    });
  if (!video.poster)
    return <p>It has no poster yet: visitors see an empty frame until it plays. Choose a picture below.</p>;
  return (
    <div className="media-poster-now">
      <img
        className="media-thumbnail"
        src={pictureFileUrl(video.poster, 320)}
        alt="The poster now"
        width={160}
        height={Math.round((160 * video.poster.height) / video.poster.width) || 90}
      />
      <p>Visitors see this picture before the video plays. Choose another below, or none.</p>
      <ErrorSummary title="The poster was not removed" messages={problems} />
      <Button variant="danger" busy={busy} onClick={remove}>
        Remove the poster
      </Button>
    </div>
  );
}

/** A video's poster: one of the library's pictures (`library`, uploaded to it from here too). */
export function PosterDialog({
  video,
  library,
  onSaved,
  onUploaded,
  onClose,
}: {
  video: MediaItem | null;
  library: readonly MediaItem[];
  onSaved: (item: MediaItem) => void;
  onUploaded: (item: MediaItem) => void;
  onClose: () => void;
}) {
  return (
    <MediaPickerDialog
      open={video !== null}
      want="picture"
      title={video ? `Choose a poster for “${video.title}”` : ""}
      items={library}
      onChoose={async ({ item }) => {
        if (video) onSaved(await patch<MediaItem>(itemPath(video), { poster: item.id }));
      }}
      onUploaded={onUploaded}
      onClose={onClose}
    >
      {video ? <PosterNow video={video} onSaved={onSaved} onClose={onClose} /> : null}
    </MediaPickerDialog>
  );
}

/** The `usedBy` of a 409 that refused a deletion, when it says. */
function usedByOf(error: unknown): MediaUse[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const usedBy = (error.body as { usedBy?: unknown } | null | undefined)?.usedBy;
  return Array.isArray(usedBy) ? (usedBy as MediaUse[]) : undefined;
}

export function DeleteMediaDialog({
  item,
  onDeleted,
  onInUse,
  onClose,
  fallbackFocus,
}: {
  item: MediaItem | null;
  onDeleted: (item: MediaItem, alreadyGone: boolean) => void;
  /** The server refused: pages use it, which the list did not know yet. */
  onInUse: (item: MediaItem, usedBy: MediaUse[]) => void;
  onClose: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  const used = item !== null && item.usedBy.length > 0;
  return (
    <ConfirmDialog
      open={item !== null}
      title={item ? (used ? `“${item.title}” is in use` : `Delete “${item.title}”?`) : ""}
      action="Delete"
      cancel={used ? "Close" : "Cancel"}
      canConfirm={!used}
      failure="It was not deleted"
      onConfirm={async () => {
        if (!item) return;
        try {
          await del(itemPath(item));
          onDeleted(item, false);
        } catch (error) {
          // Deleted meanwhile (another member, another tab): what was asked is done.
          if (error instanceof ApiError && error.status === 404) return onDeleted(item, true);
          const usedBy = usedByOf(error);
          if (usedBy) onInUse(item, usedBy);
          throw error;
        }
      }}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      {item && used ? (
        <>
          <p>
            It cannot be deleted while these pages use it. Choose another file in their fields first, then
            save the drafts and publish them.
          </p>
          <MediaUsesList uses={item.usedBy} />
        </>
      ) : null}
      {item && !used ? (
        <p>
          It leaves the library for good{item.kind === "picture" ? "" : ", and its address stops working"}. No
          page uses it. This cannot be undone.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
