// The site search's index, made one way: Pagefind (from the npm registry; its binary is an
// optional dependency per platform) indexes each page's <main>, so the menus and the
// footer, the same on every page, match nothing. The build writes the index of its pages
// into /pagefind/ (scripts/search-index.ts); the server makes it again from the pages as
// it serves them whenever staff publish a change to one (server/src/site/live-pages.ts).

import type { IndexedPage, SearchIndexer, SearchIndexFile } from "@site/contracts/page-render";
import * as pagefind from "pagefind";

/**
 * What Pagefind makes for pages that use its own interfaces (the default, modular and
 * component UIs, and the script that marks the words on the page a result opens). The
 * results page reads the index through pagefind.js alone: these are left out, so the site
 * serves nothing it never uses.
 */
const UNUSED_FILE = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/;

const fail = (what: string, errors: readonly string[]) => {
  if (errors.length > 0) throw new Error(`search index: ${what}: ${errors.join("; ")}`);
};

export function createSearchIndexer(): SearchIndexer {
  return {
    async index(pages: readonly IndexedPage[]): Promise<SearchIndexFile[]> {
      const created = await pagefind.createIndex({ rootSelector: "main", forceLanguage: "en" });
      fail("cannot start Pagefind", created.errors);
      const { index } = created;
      if (index === undefined) throw new Error("search index: Pagefind made no index");
      try {
        for (const page of pages) {
          const added = await index.addHTMLFile({ url: page.path, content: page.html });
          fail(page.path, added.errors);
          if (added.file.uniqueWords === 0)
            throw new Error(`search index: ${page.path} has no words in <main>`);
        }
        const { files, errors } = await index.getFiles();
        fail("cannot make the index", errors);
        return files
          .filter((file) => !UNUSED_FILE.test(file.path))
          .map((file) => ({ name: file.path, body: Buffer.from(file.content) }));
      } finally {
        await index.deleteIndex();
      }
    },
    async close() {
      await pagefind.close();
    },
  };
}
