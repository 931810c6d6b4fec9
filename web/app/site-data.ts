// What pages are rendered from besides the build's own code and content: the data that
// changes at run time (`PageData` of `@site/contracts/page-render`). The server's renderer
// (render/page-renderer.ts) sets it for each render; a loader reads it with
// `context.get(pageDataContext)`. The build renders with BUILD_PAGE_DATA, the default.

import { BUILD_PAGE_DATA, type PageData } from "@site/contracts/page-render";
import { createContext } from "react-router";

export const pageDataContext = createContext<PageData>(BUILD_PAGE_DATA);

/** The files the site serves beside its pages, as a loader that describes one sees them. */
export interface SiteFiles {
  /**
   * The size in bytes of the file served at `path` (a brochure's PDF) as it will be served
   * with this page: made from the same content when the content makes it. Undefined when
   * there is no such file.
   */
  sizeOf(path: string): Promise<number | undefined>;
}

/**
 * The site's files, set by the renderer (render/page-renderer.ts) wherever it runs. Unset
 * outside it, when such loaders say nothing of the files.
 */
export const siteFilesContext = createContext<SiteFiles | null>(null);

/**
 * Where the renderer collects the parts of the content (SiteContent's keys) a page's
 * loaders read (content/current.ts): the server re-renders the page only when one of
 * them changes. Unset when nobody asks (a loader run outside the renderer).
 */
export const contentReadsContext = createContext<Set<string> | null>(null);
