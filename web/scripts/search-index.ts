// The site search's index in the build: every word of every public page, made by the
// renderer's indexer (render/search-indexer.ts, which the server uses again when staff
// publish) into the build's /pagefind/ with the script that reads it. Aliases, the
// confirmation pages, the search page itself and the staff console (a build of its own)
// are not in it.

import { promises as fs } from "node:fs";
import path from "node:path";
import { SEARCH_BUNDLE_PATH } from "../app/search/pagefind";
import { createSearchIndexer } from "../render/search-indexer";

export interface IndexedFile {
  /** The page's URL path, as results link to it. */
  path: string;
  /** Its HTML file, relative to the client build. */
  file: string;
}

/** Indexes `pages` and writes the index into `clientDir`; returns how many pages it holds. */
export async function writeSearchIndex(clientDir: string, pages: readonly IndexedFile[]): Promise<number> {
  const indexer = createSearchIndexer();
  try {
    const files = await indexer.index(
      await Promise.all(
        pages.map(async (page) => ({
          path: page.path,
          html: await fs.readFile(path.join(clientDir, page.file), "utf8"),
        })),
      ),
    );
    const outputPath = path.join(clientDir, SEARCH_BUNDLE_PATH.slice(1, -1));
    await fs.rm(outputPath, { recursive: true, force: true });
    for (const { name, body } of files) {
      const file = path.join(outputPath, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    }
    return pages.length;
  } finally {
    await indexer.close();
  }
}
