// The media library, for editors and publishers: the pictures, PDF documents and videos
// uploaded once and chosen in any field of the site's content. An upload form (each
// kind's types and limit said before a file is chosen); the items newest first, filtered
// by kind (kept in the address, so Back from a document's editor returns to it) and
// searched by title, each with where it is used; rename, a video's poster, replacing the
// file, and deleting one no page uses. Changes show at once in the list and are confirmed
// in the status line.

import type { MediaItem, MediaKind, MediaUse } from "@site/contracts/staff";
import { MEDIA_KINDS, STAFF_API } from "@site/contracts/staff";
import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { errorMessages } from "../api";
import { useLoad } from "../hooks";
import { useScreen } from "../screen";
import { Button } from "../ui/Button";
import { Field } from "../ui/Field";
import { matchesSearch, MEDIA_KIND_WORDS } from "../ui/media-file";
import { MediaUploadForm } from "../ui/MediaUploadForm";
import { ErrorSummary, Status } from "../ui/Messages";
import { useKeptNames } from "../work-kept";
import { MediaCard, type MediaAction } from "./MediaCard";
import { DeleteMediaDialog, PosterDialog, RENAME_KEPT, RenameMediaDialog } from "./MediaDialogs";
import { ReplaceMediaDialog } from "./MediaReplaceDialog";

const isKind = (value: string | null): value is MediaKind => MEDIA_KINDS.includes(value as MediaKind);

const itemsWords = (count: number) => (count === 1 ? "1 item" : `${count} items`);

/** "12 items: 5 pictures, 4 documents and 3 videos." or "3 of 12 items shown." */
function summaryWords(all: readonly MediaItem[], shown: number): string {
  if (all.length === 0) return "The library is empty.";
  if (shown < all.length) return `${shown} of ${itemsWords(all.length)} shown.`;
  const counts = MEDIA_KINDS.flatMap((kind) => {
    const count = all.filter((item) => item.kind === kind).length;
    const words = MEDIA_KIND_WORDS[kind];
    return count === 0 ? [] : [`${count} ${(count === 1 ? words.one : words.many).toLowerCase()}`];
  });
  const list = counts.length === 1 ? counts[0] : `${counts.slice(0, -1).join(", ")} and ${counts.at(-1)}`;
  return `${itemsWords(all.length)}: ${list}.`;
}

export function Media() {
  const heading = useScreen("Media library");
  const library = useLoad<MediaItem[]>(STAFF_API.media);
  const [params, setParams] = useSearchParams();
  const kindParam = params.get("kind");
  const kind = isKind(kindParam) ? kindParam : "";
  const [search, setSearch] = useState("");
  // A rename the end of a session interrupted opens again, with what was typed.
  const [keptRename] = useKeptNames(RENAME_KEPT);
  const [open, setOpen] = useState<{ action: MediaAction; id: string } | null>(() =>
    keptRename === undefined ? null : { action: "rename", id: keptRename.slice(RENAME_KEPT.length) },
  );
  const [status, setStatus] = useState("");
  const listHeading = useRef<HTMLHeadingElement>(null);

  const items = library.data;
  const shown = items?.filter(
    (item) => (kind === "" || item.kind === kind) && matchesSearch(item.title, search),
  );
  // The item a dialog is about, as the list has it now (renamed, replaced, its uses learnt).
  const current = (action: MediaAction) =>
    (open?.action === action ? items?.find((item) => item.id === open.id) : undefined) ?? null;

  const close = () => setOpen(null);
  const put = (item: MediaItem) =>
    library.update((list) =>
      list.some((known) => known.id === item.id)
        ? list.map((known) => (known.id === item.id ? item : known))
        : [item, ...list],
    );

  // The form says it is in the library; the list's count says the rest.
  const uploaded = (item: MediaItem) => {
    put(item);
    setStatus("");
  };

  const renamed = (item: MediaItem) => {
    put(item);
    close();
    setStatus(`Renamed “${item.title}”.`);
  };

  const posterSet = (item: MediaItem) => {
    put(item);
    setStatus(item.poster ? `“${item.title}” has a new poster.` : `“${item.title}” has no poster now.`);
  };

  const replaced = (item: MediaItem) => {
    put(item);
    setStatus(`The file of “${item.title}” was replaced.`);
  };

  const deleted = (item: MediaItem, alreadyGone: boolean) => {
    library.update((list) => list.filter((known) => known.id !== item.id));
    close();
    setStatus(alreadyGone ? `“${item.title}” had already been deleted.` : `“${item.title}” deleted.`);
  };

  const inUse = (item: MediaItem, usedBy: MediaUse[]) => put({ ...item, usedBy });

  const copy = async (item: MediaItem) => {
    try {
      await navigator.clipboard.writeText(item.url);
      setStatus(`The address of “${item.title}” is copied: ${item.url}`);
    } catch {
      setStatus(`Could not copy the address: select ${item.url} and copy it.`);
    }
  };

  const filter = (next: { kind?: MediaKind | ""; search?: string }) => {
    setStatus("");
    if (next.search !== undefined) setSearch(next.search);
    if (next.kind !== undefined) setParams(next.kind ? { kind: next.kind } : {}, { replace: true });
  };

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Media library
      </h1>
      <p className="lead">
        Pictures, PDF documents and videos, uploaded once and chosen in any field of the site&rsquo;s content
        with &ldquo;Choose from the media library&rdquo;.
      </p>
      <section className="panel">
        <MediaUploadForm idPrefix="media-upload" heading="Upload a file" onUploaded={uploaded} />
      </section>
      <section aria-labelledby="media-list-heading">
        <h2 id="media-list-heading" ref={listHeading} tabIndex={-1}>
          The library
        </h2>
        <div role="search" aria-label="Find in the library" className="search-form">
          <Field id="media-kind" label="Show">
            {(control) => (
              <select
                {...control}
                className="input"
                value={kind}
                onChange={(event) => filter({ kind: isKind(event.target.value) ? event.target.value : "" })}
              >
                <option value="">Everything</option>
                {MEDIA_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {MEDIA_KIND_WORDS[value].many}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="media-search" label="Search by title">
            {(control) => (
              <input
                {...control}
                className="input"
                type="search"
                autoComplete="off"
                value={search}
                onChange={(event) => filter({ search: event.target.value })}
              />
            )}
          </Field>
        </div>
        <Status
          message={
            library.loading && !items
              ? "Loading the media library…"
              : status || (items && shown ? summaryWords(items, shown.length) : "")
          }
        />
        <ErrorSummary
          title="Could not load the media library"
          messages={library.error ? errorMessages(library.error) : []}
        />
        {library.error ? <Button onClick={library.reload}>Try again</Button> : null}
        {items && items.length === 0 ? (
          <p>Nothing uploaded yet. Upload a picture, a PDF or a video above, then choose it in any field.</p>
        ) : null}
        {items && items.length > 0 && shown?.length === 0 ? (
          <p>Nothing {kind ? `among the ${MEDIA_KIND_WORDS[kind].many.toLowerCase()} ` : ""}matches.</p>
        ) : null}
        {shown && shown.length > 0 ? (
          <ul className="card-list">
            {shown.map((item) => (
              <MediaCard
                key={item.id}
                item={item}
                onAction={(action) => setOpen({ action, id: item.id })}
                onCopy={() => void copy(item)}
              />
            ))}
          </ul>
        ) : null}
      </section>
      <RenameMediaDialog item={current("rename")} onSaved={renamed} onClose={close} />
      <PosterDialog
        video={current("poster")}
        library={items ?? []}
        onSaved={posterSet}
        onUploaded={put}
        onClose={close}
      />
      <ReplaceMediaDialog item={current("replace")} onReplaced={replaced} onClose={close} />
      <DeleteMediaDialog
        item={current("delete")}
        onDeleted={deleted}
        onInUse={inUse}
        onClose={close}
        fallbackFocus={listHeading}
      />
    </>
  );
}
