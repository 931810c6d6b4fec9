// The content a page is rendered from: what the server published (the renderer's
// `pageDataContext`), or the repository's when the build renders. Loaders read content
// through here, so a page shows what staff published, and the same content always renders
// the same page. Only loaders import this module (React Router leaves them out of the
// browser's code, and with them every text).

import type { SiteContent } from "@site/contracts/content";
import {
  entryPart,
  fillTexts,
  PARTS_READ_BY_ENTRY,
  placeholderValues,
} from "@site/contracts/content-helpers";
import type { RouterContextProvider } from "react-router";
import { pagesOf, type SitePages } from "../pages";
import { contentReadsContext, pageDataContext } from "../site-data";
import { repositoryContent } from "./repository";

const filled = new WeakMap<SiteContent, SiteContent>();

/**
 * `content` as pages show it: every text's placeholders ({company}, {phone}…) filled from
 * its own site identity and the server's values. Done once per content.
 */
export function filledContent(content: SiteContent): SiteContent {
  let done = filled.get(content);
  if (done === undefined) {
    done = { ...fillTexts(content, placeholderValues(content.site)), site: content.site };
    filled.set(content, done);
  }
  return done;
}

/**
 * `content` noting in `reads` each part (SiteContent's key) taken from it, and for a part
 * read by entry (PARTS_READ_BY_ENTRY) each entry taken: a spread or a walk over every key
 * notes them all, so what is noted never misses a part that was used.
 */
export function recordingReads(content: SiteContent, reads: Set<string>): SiteContent {
  return recording(content, reads, (key) => {
    if (!PARTS_READ_BY_ENTRY.includes(key)) return undefined;
    const entries = content[key as keyof SiteContent] as object;
    return recording(entries, reads, () => undefined, key);
  });
}

/**
 * `target` noting each key taken (under `prefix`, when it is an entry of that part); a walk
 * over its keys notes the prefix itself. `nested` gives a key's value its own recording.
 */
function recording<T extends object>(
  target: T,
  reads: Set<string>,
  nested: (key: string) => unknown,
  prefix?: string,
): T {
  const name = (key: string) => (prefix === undefined ? key : entryPart(prefix, key));
  return new Proxy(target, {
    get(object, key, receiver) {
      if (typeof key !== "string") return Reflect.get(object, key, receiver) as unknown;
      // A part read by entry is noted by the entries taken from it, not whole.
      const entries = nested(key);
      if (entries !== undefined) return entries;
      reads.add(name(key));
      return Reflect.get(object, key, receiver) as unknown;
    },
    ownKeys(object) {
      if (prefix === undefined) for (const key of Object.keys(object)) reads.add(key);
      else reads.add(prefix);
      return Reflect.ownKeys(object);
    },
  });
}

/**
 * The content of this render, its placeholders filled; the parts a loader takes are noted
 * when the renderer collects what a page reads (contentReadsContext).
 */
export function contentOf(context: Readonly<RouterContextProvider>): SiteContent {
  const content = filledContent(context.get(pageDataContext).content ?? repositoryContent);
  const reads = context.get(contentReadsContext);
  return reads === null ? content : recordingReads(content, reads);
}

/**
 * The site's pages as the content the page is rendered from makes them (pages.ts): which
 * page is at an address, and what it shows. Its reads are not noted: a page notes the
 * parts of the content it shows as it reads them (its texts, its item).
 */
export function pagesIn(context: Readonly<RouterContextProvider>): SitePages {
  return pagesOf(filledContent(context.get(pageDataContext).content ?? repositoryContent));
}

/** The texts of `key` in one of the content's records (a policy's, a project's…); throws when absent. */
export function textsOf<T>(record: Readonly<Record<string, T>>, key: string, what: string): T {
  const texts = Object.hasOwn(record, key) ? record[key] : undefined;
  if (texts === undefined) throw new Error(`The content has no ${what} "${key}"`);
  return texts;
}
