// Where a file of the media library is used: each document that names it, a link to its
// editor, whether visitors see it there (the published version) or a draft holds it, or
// both, and the fields that name it. Said on the item, and before replacing or deleting it.

import type { MediaUse } from "@site/contracts/staff";
import { Link } from "react-router";
import { editorAddress } from "./NewItemDialog";

/** "on the site and in its draft", "on the site", "in its draft, not published yet". */
export function stateWords(use: Pick<MediaUse, "published" | "draft">): string {
  if (use.published && use.draft) return "on the site and in its draft";
  return use.published ? "on the site" : "in its draft, not published yet";
}

/** The `type/id` of a document, as MediaReplaced names it. */
export const documentKey = (use: Pick<MediaUse, "type" | "id">) => `${use.type}/${use.id}`;

export function MediaUsesList({ uses }: { uses: readonly MediaUse[] }) {
  return (
    <ul className="media-uses">
      {uses.map((use) => (
        <li key={documentKey(use)}>
          <Link to={editorAddress(use)}>{use.label}</Link>: {stateWords(use)}
          {use.fields.length > 0 ? (
            <>
              {" "}
              ({use.fields.length === 1 ? "field" : "fields"}{" "}
              <span className="break-anywhere">{use.fields.join(", ")}</span>)
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The documents MediaReplaced names (`type/id`), as links named by the item's uses where
 * it knew them, else by their `type/id`.
 */
export function ChangedDocumentsList({ keys, uses }: { keys: readonly string[]; uses: readonly MediaUse[] }) {
  return (
    <ul className="media-uses">
      {keys.map((key) => {
        const use = uses.find((known) => documentKey(known) === key);
        const [type = "", id = ""] = key.split("/");
        return (
          <li key={key}>
            <Link to={editorAddress(use ?? { type, id })}>{use?.label ?? key}</Link>
          </li>
        );
      })}
    </ul>
  );
}
