// How the content names a file staff uploaded: `upload-{hash}` for a picture (its value's
// name, its renditions' addresses), `file-{hash}` for a document or video of the media
// library (its address). One spelling for what finds the uses of a file (library.ts), what
// keeps the files something still names (content/pictures.ts), and the check that a
// publish names only files the database holds (content/store.ts).

import { CONTENT_PICTURE_NAME_PREFIX, LIBRARY_FILE_PREFIX, type MediaKind } from "@site/contracts";
import type { Transaction } from "kysely";
import type { Database, Db } from "../db/schema.js";

/** What names the file `file` (its hash) of an item of `kind` in the content. */
export const referenceOf = (kind: MediaKind, file: string) =>
  `${kind === "picture" ? CONTENT_PICTURE_NAME_PREFIX : LIBRARY_FILE_PREFIX}${file}`;

/** Every file reference a text holds, as referenceOf spells them (with the `g` flag: use matchAll). */
export const FILE_REFERENCE = new RegExp(
  `(?:${CONTENT_PICTURE_NAME_PREFIX}|${LIBRARY_FILE_PREFIX})[0-9a-f]{32}`,
  "g",
);

/** Where each file reference is, in one document's data: reference → field paths. */
export function referencesIn(data: unknown, at = "", found = new Map<string, string[]>()) {
  if (typeof data === "string") {
    for (const [reference] of data.matchAll(FILE_REFERENCE)) {
      const paths = found.get(reference) ?? [];
      if (!paths.includes(at)) paths.push(at);
      found.set(reference, paths);
    }
  } else if (Array.isArray(data)) {
    data.forEach((value, index) => referencesIn(value, `${at}[${index}]`, found));
  } else if (data !== null && typeof data === "object") {
    for (const [name, value] of Object.entries(data))
      referencesIn(value, at === "" ? name : `${at}.${name}`, found);
  }
  return found;
}

/**
 * What `data` names that the database does not hold (a picture or file deleted from the
 * library, or never uploaded): a publish of it would show a broken picture or link, so it
 * is refused with these problems, each at the field that names it.
 */
export async function missingFiles(
  db: Db | Transaction<Database>,
  data: unknown,
): Promise<{ path: string; message: string }[]> {
  const found = referencesIn(data);
  if (found.size === 0) return [];
  const pictures: string[] = [];
  const files: string[] = [];
  for (const reference of found.keys())
    if (reference.startsWith(CONTENT_PICTURE_NAME_PREFIX))
      pictures.push(reference.slice(CONTENT_PICTURE_NAME_PREFIX.length));
    else files.push(reference.slice(LIBRARY_FILE_PREFIX.length));
  const held = new Set<string>();
  if (pictures.length > 0)
    for (const row of await db
      .selectFrom("content_pictures")
      .select("hash")
      .distinct()
      .where("hash", "in", pictures)
      .execute())
      held.add(`${CONTENT_PICTURE_NAME_PREFIX}${row.hash}`);
  if (files.length > 0)
    for (const row of await db
      .selectFrom("media_files")
      .select("hash")
      .where("hash", "in", files)
      .where("completed_at", "is not", null)
      .execute())
      held.add(`${LIBRARY_FILE_PREFIX}${row.hash}`);
  return [...found].flatMap(([reference, paths]) =>
    held.has(reference)
      ? []
      : paths.map((path) => ({
          path,
          message:
            "names a file the media library no longer has (it was deleted): choose another from the library",
        })),
  );
}
