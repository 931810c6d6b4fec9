// One item of the media library as its screen lists it: its thumbnail (a picture's, a
// video's poster), title, kind, type and size, who uploaded it and when, when its file was
// last replaced, a document's or video's address to copy, where it is used, and its
// actions, each described by the item's title.

import type { MediaItem } from "@site/contracts/staff";
import { pictureFileUrl } from "@site/contracts/staff";
import { formatDateTime } from "../format";
import { Button } from "../ui/Button";
import { mediaFacts } from "../ui/media-file";
import { MediaUsesList } from "./MediaUses";

export type MediaAction = "rename" | "poster" | "replace" | "delete";

const THUMBNAIL_WIDTH = 160;

function Thumbnail({ item }: { item: MediaItem }) {
  const picture = item.picture ?? item.poster;
  if (!picture)
    return (
      <div className="media-thumbnail media-no-picture">
        {item.kind === "video" ? "Video: no poster yet" : "PDF document"}
      </div>
    );
  return (
    <img
      className="media-thumbnail"
      // Twice the width it is shown at, for sharp screens.
      src={pictureFileUrl(picture, 2 * THUMBNAIL_WIDTH)}
      alt=""
      width={THUMBNAIL_WIDTH}
      height={Math.round((THUMBNAIL_WIDTH * picture.height) / picture.width) || THUMBNAIL_WIDTH}
      loading="lazy"
      decoding="async"
    />
  );
}

export function MediaCard({
  item,
  onAction,
  onCopy,
}: {
  item: MediaItem;
  onAction: (action: MediaAction) => void;
  /** Copies the item's address (a document's, a video's). */
  onCopy: () => void;
}) {
  const titleId = `media-${item.id}-title`;
  return (
    <li className="card media-card">
      <Thumbnail item={item} />
      <div className="media-body">
        <h3 id={titleId} className="media-title">
          {item.title}
        </h3>
        <p className="meta">
          <span>{mediaFacts(item)}</span>
          <span className="break-anywhere">File: {item.fileName}</span>
        </p>
        <p className="meta">
          <span>
            Uploaded by {item.uploadedBy},{" "}
            <time dateTime={item.uploadedAt}>{formatDateTime(item.uploadedAt)}</time>
          </span>
          {item.replacedAt ? (
            <span>
              File replaced <time dateTime={item.replacedAt}>{formatDateTime(item.replacedAt)}</time>
            </span>
          ) : null}
        </p>
        {item.kind === "picture" ? null : (
          <div className="media-address">
            <p className="note">
              Address: <code className="break-anywhere">{item.url}</code>
            </p>
            <Button variant="secondary" aria-describedby={titleId} onClick={onCopy}>
              Copy the address
            </Button>
          </div>
        )}
        <h4 className="card-subheading">Where it is used</h4>
        {item.usedBy.length === 0 ? (
          <p className="note">No page uses it.</p>
        ) : (
          <MediaUsesList uses={item.usedBy} />
        )}
        <div className="actions">
          <Button variant="secondary" aria-describedby={titleId} onClick={() => onAction("rename")}>
            Rename
          </Button>
          {item.kind === "video" ? (
            <Button variant="secondary" aria-describedby={titleId} onClick={() => onAction("poster")}>
              Choose poster
            </Button>
          ) : null}
          <Button variant="secondary" aria-describedby={titleId} onClick={() => onAction("replace")}>
            Replace file
          </Button>
          <Button variant="danger" aria-describedby={titleId} onClick={() => onAction("delete")}>
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
