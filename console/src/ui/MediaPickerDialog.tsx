// Choosing a file of the media library: a dialog listing the library's items of one kind
// (the pictures; the PDF documents; the videos; for a video's poster, the pictures and the
// posters videos have), newest first as the server lists them, each with its thumbnail
// and title, searchable by title, and an upload of a new one that is chosen at once. The
// caller says what choosing does (fill a field, set a video's poster); a refusal of that is
// shown in the dialog, which stays open.
//
// It is put at the end of the page's body rather than where it is opened: a field of the
// content editor sits in the editor's <form>, which must neither hold this dialog's upload
// form nor be sent by Enter in its search.

import type { Picture } from "@site/contracts/content";
import type { MediaItem, MediaKind } from "@site/contracts/staff";
import { pictureFileUrl, STAFF_API } from "@site/contracts/staff";
import { useId, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { errorMessages } from "../api";
import { formatDateTime } from "../format";
import { useAction, useLoad } from "../hooks";
import { Button } from "./Button";
import { Dialog } from "./Dialog";
import { Field } from "./Field";
import { matchesSearch, MEDIA_KIND_WORDS, mediaFacts } from "./media-file";
import { MediaUploadForm } from "./MediaUploadForm";
import { ErrorSummary, Status } from "./Messages";

/** What a field takes from the library: a kind's items, or a poster (a picture, or a video's poster). */
export type MediaWant = MediaKind | "poster";

/** One thing to choose: an item, or the poster of a video. */
export interface MediaOption {
  key: string;
  item: MediaItem;
  /** The picture it shows: the item's own, or the video's poster. */
  picture: Picture | null;
  title: string;
}

/** The options of `items` for `want`, in the library's order. */
export function mediaOptions(items: readonly MediaItem[], want: MediaWant): MediaOption[] {
  return items.flatMap((item): MediaOption[] => {
    if (want === "poster" && item.kind === "video")
      return item.poster
        ? [{ key: `${item.id}-poster`, item, picture: item.poster, title: `Poster of “${item.title}”` }]
        : [];
    const kind = want === "poster" ? "picture" : want;
    if (item.kind !== kind || (kind === "picture" && !item.picture)) return [];
    return [{ key: item.id, item, picture: item.picture ?? item.poster, title: item.title }];
  });
}

/** What the dialog offers, in words: its heading's noun, one and many options, what it uploads. */
const WANT_WORDS: Record<
  MediaWant,
  { noun: string; one: string; many: string; kinds: readonly MediaKind[] }
> = {
  picture: { noun: "picture", one: "picture", many: "pictures", kinds: ["picture"] },
  document: { noun: "PDF document", one: "PDF document", many: "PDF documents", kinds: ["document"] },
  video: { noun: "video", one: "video", many: "videos", kinds: ["video"] },
  // A poster is a picture's rendition: a picture of the library, or the poster of a video.
  poster: { noun: "poster", one: "picture or poster", many: "pictures and posters", kinds: ["picture"] },
};

function OptionRow({
  option,
  busy,
  onChoose,
}: {
  option: MediaOption;
  busy: boolean;
  onChoose: (option: MediaOption) => void;
}) {
  const { item, picture, title } = option;
  return (
    <li className="media-choice">
      {picture ? (
        <img
          className="media-thumbnail"
          src={pictureFileUrl(picture, 320)}
          alt=""
          width={160}
          height={Math.round((160 * picture.height) / picture.width) || 120}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="media-thumbnail media-no-picture">{MEDIA_KIND_WORDS[item.kind].one}</div>
      )}
      <div className="media-choice-body">
        <p className="media-choice-title">{title}</p>
        <p className="meta">
          <span>{mediaFacts(item)}</span>
          <span>
            Uploaded <time dateTime={item.uploadedAt}>{formatDateTime(item.uploadedAt)}</time>
          </span>
        </p>
      </div>
      <Button variant="secondary" busy={busy} onClick={() => onChoose(option)}>
        <span>
          Choose<span className="visually-hidden"> {title}</span>
        </span>
      </Button>
    </li>
  );
}

export function MediaPickerDialog({
  open,
  want,
  title,
  items,
  onChoose,
  onUploaded,
  onClose,
  children,
}: {
  open: boolean;
  want: MediaWant;
  /** The dialog's heading; "Choose a {noun} from the media library" by default. */
  title?: string;
  /** The library when the caller has it loaded already; else it is asked for on opening. */
  items?: readonly MediaItem[];
  /** What choosing does; the dialog closes once it is done, and shows its refusal otherwise. */
  onChoose: (option: MediaOption) => void | Promise<void>;
  /** A file uploaded from the dialog, for a caller that lists the library too. */
  onUploaded?: (item: MediaItem) => void;
  onClose: () => void;
  /** Said before the list: what the field holds now, another way out. */
  children?: ReactNode;
}) {
  const id = useId();
  const words = WANT_WORDS[want];
  const library = useLoad<MediaItem[]>(open && !items ? STAFF_API.media : null);
  const [uploaded, setUploaded] = useState<MediaItem[]>([]);
  const [search, setSearch] = useState("");
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, run] = useAction();
  const searchRef = useRef<HTMLInputElement>(null);

  const known = items ?? library.data;
  const all = known
    ? mediaOptions(
        [...uploaded, ...known.filter((item) => !uploaded.some((added) => added.id === item.id))],
        want,
      )
    : undefined;
  const shown = all?.filter((option) => matchesSearch(option.title, search));

  const close = () => {
    setSearch("");
    setProblems([]);
    setUploaded([]);
    onClose();
  };

  const choose = (option: MediaOption) =>
    run(async () => {
      setProblems([]);
      try {
        // A choice that asks the server nothing (a field filled) closes the dialog in the
        // same update, not one step later.
        const asked = onChoose(option);
        if (asked) await asked;
        close();
      } catch (error) {
        setProblems(errorMessages(error));
      }
    });

  const added = (item: MediaItem) => {
    setUploaded((list) => [item, ...list]);
    onUploaded?.(item);
    const option = mediaOptions([item], want)[0];
    if (option) void choose(option);
  };

  const count = shown && all ? countWords(shown.length, all.length, words, search) : "";

  return createPortal(
    <Dialog
      open={open}
      title={title ?? `Choose a ${words.noun} from the media library`}
      onClose={close}
      busy={busy}
      initialFocus={searchRef}
    >
      <div className="media-picker">
        {children}
        <Field id={`${id}-search`} label="Search by title">
          {(control) => (
            <input
              {...control}
              ref={searchRef}
              className="input"
              type="search"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <Status message={!known && library.loading ? "Loading the media library…" : count} />
        <ErrorSummary
          title="Could not load the media library"
          messages={library.error ? errorMessages(library.error) : []}
        />
        {library.error ? (
          <Button variant="secondary" onClick={library.reload}>
            Try again
          </Button>
        ) : null}
        <ErrorSummary title="It was not chosen" messages={problems} />
        {shown && shown.length > 0 ? (
          <ul className="media-choices" aria-label={`The library's ${words.many}`}>
            {shown.map((option) => (
              <OptionRow key={option.key} option={option} busy={busy} onChoose={(o) => void choose(o)} />
            ))}
          </ul>
        ) : null}
        <div className="media-picker-upload">
          <MediaUploadForm
            idPrefix={`${id}-upload`}
            heading="Upload to the library"
            headingLevel={3}
            kinds={words.kinds}
            onUploaded={added}
          />
        </div>
        <div className="actions">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>,
    document.body,
  );
}

/** "3 PDF documents in the library.", "1 of 3 videos matches “launch”.", "No pictures in the library yet." */
function countWords(
  shown: number,
  all: number,
  { one, many }: { one: string; many: string },
  search: string,
): string {
  const query = search.trim();
  if (all === 0) return `No ${many} in the library yet.`;
  if (query === "") return `${all} ${all === 1 ? one : many} in the library.`;
  if (shown === 0) return `No ${one} matches “${query}”.`;
  return `${shown} of ${all} ${all === 1 ? one : many} ${shown === 1 ? "matches" : "match"} “${query}”.`;
}
