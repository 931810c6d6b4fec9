// The site search's index: every word of every public page, written by
// Pagefind (from the npm registry; its binary is an optional dependency per platform)
// into the build's /pagefind/ with the script that reads it. Only each page's <main> is
// indexed, so the menus and the footer, the same on every page, match nothing; aliases,
// the confirmation pages, the search page itself and the staff console (a build of its
// own) are not in it.

import { promises as fs } from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";
import { SEARCH_BUNDLE_PATH } from "../app/search/pagefind";

export interface IndexedPage {
  /** The page's URL path, as results link to it. */
  path: string;
  /** Its HTML file, relative to the client build. */
  file: string;
}

/**
 * What Pagefind writes for pages that use its own interfaces (the default, modular and
 * component UIs, and the script that marks the words on the page a result opens). The
 * results page reads the index through pagefind.js alone: these are removed, so the site
 * serves nothing it never uses.
 */
const UNUSED_FILE = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/;

const fail = (what: string, errors: readonly string[]) => {
  if (errors.length > 0) throw new Error(`search index: ${what}: ${errors.join("; ")}`);
};

/** Indexes `pages` and writes the index into `clientDir`; returns how many pages it holds. */
export async function writeSearchIndex(clientDir: string, pages: readonly IndexedPage[]): Promise<number> {
  const created = await pagefind.createIndex({ rootSelector: "main", forceLanguage: "en" });
  fail("cannot start Pagefind", created.errors);
  const { index } = created;
  if (index === undefined) throw new Error("search index: Pagefind made no index");
  try {
    for (const page of pages) {
      const content = await fs.readFile(path.join(clientDir, page.file), "utf8");
      const added = await index.addHTMLFile({ url: page.path, content });
      fail(page.path, added.errors);
      if (added.file.uniqueWords === 0) throw new Error(`search index: ${page.path} has no words in <main>`);
    }
    const outputPath = path.join(clientDir, SEARCH_BUNDLE_PATH.slice(1, -1));
    const written = await index.writeFiles({ outputPath });
    fail("cannot write the index", written.errors);
    for (const name of await fs.readdir(outputPath)) {
      if (UNUSED_FILE.test(name)) await fs.rm(path.join(outputPath, name));
    }
    return pages.length;
  } finally {
    await pagefind.close();
  }
}
