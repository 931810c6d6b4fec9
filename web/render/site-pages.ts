// Which pages a content makes, as the server must know them: the route table resolved for
// that content (app/pages.ts), each page with what it needs of the server. The build writes
// the repository's into the manifest; the server asks the renderer for the published
// content's, so an item staff add has its page without a build.

import type { SiteContent } from "@site/contracts/content";
import type { SitePage } from "@site/contracts/page-render";
import { filledContent } from "../app/content/current";
import { repositoryContent } from "../app/content/repository";
import { pagesOf, type ResolvedPage } from "../app/pages";

/** The pages of `content` (the repository's for null), as pages.ts resolves its route table. */
export const sitePagesOf = (content: SiteContent | null) =>
  pagesOf(filledContent(content ?? repositoryContent));

/** What the server must know of `page`: its needs as the route table states them. */
export function sitePageOf(page: ResolvedPage, searchable: ReadonlySet<string>): SitePage {
  return {
    path: page.path,
    postsForm: page.form !== undefined,
    framesMap: page.framesMap ?? false,
    runsSearchWorker: page.searchWorker ?? false,
    hydrated: page.hydrate ?? false,
    // Every page shows the published content (the site identity at least, root.tsx).
    renderedFrom: [...(page.renderedFrom ?? []), "content"],
    searchable: searchable.has(page.path),
  };
}

/** Every page `content` makes (every prerendered page of its route table), in the build's order. */
export function sitePages(content: SiteContent | null): SitePage[] {
  const pages = sitePagesOf(content);
  const searchable = new Set(pages.searchablePages().map((page) => page.path));
  return pages.prerenderedPages().map((page) => sitePageOf(page, searchable));
}
