// The site search's index (Pagefind's files under /pagefind/) as it follows the pages: the
// build writes the index of its pages; when a page the search indexes is rendered again (a
// publish, new events), the index is made again by the build's own indexer from the pages
// as served, and its files are served from memory in place of the build's.
//
// - A publish makes the index with its pages (LivePages.prepare) and switches both at once,
//   so a search never finds a text the pages no longer show; a page rendered in the
//   background (refresh) has the index follow it, one index at a time.
// - Pagefind names its index files by their content, and a browser that loaded the entry
//   file before a switch still asks for the files it named: the previous index's files are
//   served too, until the next switch.
// - Only files that differ from the build's are kept: Pagefind's script and WebAssembly are
//   the build's, served from disk with their precompressed copies.
// - Nothing is stored: the index is made from the pages, which are (rendered-store.ts), so a
//   restart makes it again once (a fifth of a second for the site's 70 pages).

import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { IndexedPage, SearchIndexer, SearchIndexFile } from "@site/contracts/page-render";
import type { LiveFile } from "./live-pages.js";
import { contentHashOf } from "./html-document.js";
import type { SiteLog } from "./site-log.js";

/** An index made and not yet served (a publish's). */
export interface MadeIndex {
  readonly key: string;
  readonly files: ReadonlyMap<string, LiveFile>;
}

export interface LiveSearchIndex {
  /** A file of the index as made since the build (its name under /pagefind/); undefined: the build's. */
  file(name: string): LiveFile | undefined;
  /**
   * The index of the pages `pages` gives, when `key` (what those pages show) differs from
   * the index served; undefined when it does not. Throws when a page cannot be indexed.
   */
  make(key: string, pages: () => IndexedPage[]): Promise<MadeIndex | undefined>;
  /** Serves `made` (a publish's index) at once; an index made before it is dropped. */
  install(made: MadeIndex): void;
  /** Makes and serves, in the background, the index of the pages as served now; resolves when done. */
  follow(key: () => string, pages: () => IndexedPage[]): Promise<void>;
  /** Stops the indexer, once an index under way is made. */
  close(): Promise<void>;
}

export interface LiveSearchIndexOptions {
  /** The build's index folder (WEB_ROOT/pagefind). */
  builtFolder: string;
  /** The key of what the build's index shows. */
  builtKey: string;
  indexer: () => Promise<SearchIndexer>;
  log: SiteLog;
}

/** The key of what an index shows: the key of each page it indexes, in order. */
export function indexKeyOf(entries: readonly (readonly [path: string, key: string | undefined])[]): string {
  const hash = createHash("sha256");
  for (const [page, key] of entries) hash.update(`${page}=${key ?? "as built"}\n`);
  return hash.digest("base64url").slice(0, 22);
}

/** The hash of every file of the build's index, by its name under /pagefind/. */
async function builtHashes(folder: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  const names = await readdir(folder, { recursive: true }).catch(() => [] as string[]);
  for (const name of names) {
    const body = await readFile(path.join(folder, name)).catch(() => undefined);
    if (body !== undefined) hashes.set(name.split(path.sep).join("/"), contentHashOf(body));
  }
  return hashes;
}

export async function startLiveSearchIndex(options: LiveSearchIndexOptions): Promise<LiveSearchIndex> {
  const built = await builtHashes(options.builtFolder);
  let key = options.builtKey;
  // The indexer is started by the first index made, and stopped only if it was.
  let indexer: Promise<SearchIndexer> | undefined;
  let served = new Map<string, LiveFile>();
  let previous = new Map<string, LiveFile>();
  // Moves on with every switch: an index made from older pages is not served after it.
  let generation = 0;

  const kept = (files: readonly SearchIndexFile[]) => {
    const live = new Map<string, LiveFile>();
    for (const { name, body } of files) {
      const etag = contentHashOf(body);
      if (built.get(name) !== etag) live.set(name, { body, etag: `"${etag}"` });
    }
    return live;
  };
  const make = async (made: string, pages: () => IndexedPage[]): Promise<MadeIndex | undefined> => {
    if (made === key) return undefined;
    indexer ??= options.indexer();
    const files = await (await indexer).index(pages());
    return { key: made, files: kept(files) };
  };
  const install = (made: MadeIndex) => {
    generation += 1;
    previous = served;
    served = new Map(made.files);
    key = made.key;
  };

  let running: Promise<void> | undefined;
  let again = false;
  const follow = (keyNow: () => string, pages: () => IndexedPage[]): Promise<void> => {
    if (running !== undefined) {
      again = true;
      return running;
    }
    running = (async () => {
      const startedAt = performance.now();
      const at = generation;
      const made = await make(keyNow(), pages);
      if (made === undefined || generation !== at) return;
      install(made);
      options.log.info(
        `Search index made again in ${Math.round(performance.now() - startedAt)} ms (${made.files.size} files changed)`,
      );
    })()
      .catch((error: unknown) =>
        options.log.error({ err: error }, "The search index could not be made; it is served as it was"),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void follow(keyNow, pages);
        }
      });
    return running;
  };

  return {
    file: (name) => served.get(name) ?? previous.get(name),
    make,
    install,
    follow,
    async close() {
      await running;
      if (indexer !== undefined) await (await indexer).close();
    },
  };
}
