// Replacing an item's file with another of the same kind (STAFF_API.mediaFile). It says
// first which pages will change, from the item's uses: the published ones are published
// again with the new file at once, the drafts name it. Publishing is a publisher's, so a
// member who may not publish one of those pages is told so instead of being offered the
// upload. Then the file, checked as the upload form checks it, sent with its progress, and
// the server's answer: the documents published again and the drafts changed.

import type { MediaItem, MediaReplaced } from "@site/contracts/staff";
import { STAFF_API, staffApiPath } from "@site/contracts/staff";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { withQuery } from "../api";
import { useAction } from "../hooks";
import { mayPublishContent } from "../roles";
import { useMember } from "../session";
import { Button } from "../ui/Button";
import { Dialog } from "../ui/Dialog";
import { Field } from "../ui/Field";
import {
  checkMediaFile,
  mediaAccept,
  mediaLimitsWords,
  mediaNoun,
  MEDIA_PROCESSING_WORDS,
  uploadRefusal,
} from "../ui/media-file";
import { Status } from "../ui/Messages";
import { isAbort, UploadProgress, useUpload } from "../ui/UploadProgress";
import { ChangedDocumentsList, MediaUsesList } from "./MediaUses";

/** What replacing the file of `item` will change, in words. */
function WhatChanges({ item }: { item: MediaItem }) {
  const uses = item.usedBy;
  if (uses.length === 0)
    return <p>No page uses it: only the library's file changes, and it gets a new address.</p>;
  const published = uses.some((use) => use.published);
  return (
    <>
      <p>
        {uses.length === 1
          ? "This page uses it, and will change:"
          : `These ${uses.length} pages use it, and will change:`}
      </p>
      <MediaUsesList uses={uses} />
      <p>
        {published
          ? "The pages visitors see are published again with the new file at once, checked and made as a publish is. "
          : ""}
        Drafts name the new file and stay drafts. The file gets a new address, so no browser keeps the old
        one.
      </p>
    </>
  );
}

function Replaced({ answer, uses }: { answer: MediaReplaced; uses: MediaItem["usedBy"] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: the outcome takes it, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  const { published, drafts } = answer;
  return (
    <section aria-labelledby="media-replaced-heading">
      <h3 id="media-replaced-heading" ref={heading} tabIndex={-1}>
        The file was replaced
      </h3>
      {published.length === 0 && drafts.length === 0 ? <p>No page named it.</p> : null}
      {published.length > 0 ? (
        <>
          <p>Published again with the new file:</p>
          <ChangedDocumentsList keys={published} uses={uses} />
        </>
      ) : null}
      {drafts.length > 0 ? (
        <>
          <p>Drafts that now name the new file:</p>
          <ChangedDocumentsList keys={drafts} uses={uses} />
        </>
      ) : null}
    </section>
  );
}

function ReplaceForm({
  item,
  onBusy,
  onReplaced,
  onClose,
}: {
  item: MediaItem;
  onBusy: (busy: boolean) => void;
  onReplaced: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const member = useMember();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [answer, setAnswer] = useState<{ replaced: MediaReplaced; uses: MediaItem["usedBy"] } | null>(null);
  const [busy, run] = useAction();
  const { phase, status, setStatus, send } = useUpload();
  const fileRef = useRef<HTMLInputElement>(null);
  const kinds = [item.kind];
  // The published pages this member may not publish again: a publisher's to replace.
  const notMine = item.usedBy.filter((use) => use.published && !mayPublishContent(member.roles, use.type));

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem(chosen ? checkMediaFile(chosen, kinds).problem : undefined);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const checked = file
        ? checkMediaFile(file, kinds)
        : { problem: `Choose the new ${mediaNoun(item.kind)}.` };
      if (!file || checked.problem) {
        setProblem(checked.problem);
        fileRef.current?.focus();
        return;
      }
      setProblem(undefined);
      onBusy(true);
      try {
        const replaced = await send<MediaReplaced>(
          withQuery(staffApiPath(STAFF_API.mediaFile, { id: item.id }), { fileName: file.name }),
          file,
          {
            sending: `Uploading “${file.name}”…`,
            processing: `${MEDIA_PROCESSING_WORDS[item.kind]} Then the pages that use it are made again.`,
          },
        );
        setStatus("");
        // The uses before the replacement name the documents of its answer.
        setAnswer({ replaced, uses: item.usedBy });
        onReplaced(replaced.item);
      } catch (error) {
        if (isAbort(error)) return;
        setStatus("");
        setProblem(uploadRefusal(error).file ?? "The file was not replaced. Try again.");
        fileRef.current?.focus();
      } finally {
        onBusy(false);
      }
    });
  };

  if (answer)
    return (
      <>
        <Replaced answer={answer.replaced} uses={answer.uses} />
        <div className="actions">
          <Button onClick={onClose}>Close</Button>
        </div>
      </>
    );

  return (
    <>
      <WhatChanges item={item} />
      {notMine.length > 0 ? (
        <>
          <p>
            Replacing it publishes {notMine.map((use) => use.label).join(", ")} again, which your roles do not
            do: ask a publisher to replace it.
          </p>
          <div className="actions">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      ) : (
        <form className="form" aria-label="The new file" noValidate onSubmit={submit}>
          <Field
            id="media-replace-file"
            label={`New ${mediaNoun(item.kind)}`}
            hint={mediaLimitsWords(kinds)}
            error={problem}
          >
            {(control) => (
              <input
                {...control}
                ref={fileRef}
                className="input input-file"
                type="file"
                required
                accept={mediaAccept(kinds)}
                onChange={(event) => choose(event.target.files?.[0] ?? null)}
              />
            )}
          </Field>
          <UploadProgress id="media-replace-progress" label="Uploading" phase={phase} />
          <Status message={status} />
          <div className="actions">
            <Button type="submit" busy={busy}>
              Replace the file
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </>
  );
}

export function ReplaceMediaDialog({
  item,
  onReplaced,
  onClose,
}: {
  item: MediaItem | null;
  onReplaced: (item: MediaItem) => void;
  onClose: () => void;
}) {
  // While the file goes and the pages are made again, Escape does not close it: the outcome
  // would be lost.
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={item !== null}
      title={item ? `Replace the file of “${item.title}”?` : ""}
      onClose={onClose}
      busy={busy}
    >
      {item ? (
        <ReplaceForm key={item.id} item={item} onBusy={setBusy} onReplaced={onReplaced} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}
