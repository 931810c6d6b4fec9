// The web build's page renderer and the facts both sides of the build share, without zod
// (`@site/contracts/page-render`): the renderer's interface, the data pages are rendered
// from, the build's folders. The manifest's schema is site-build.ts.

import type { SiteContent } from "./content/site-content.js";

/** The manifest's file name, at the top of the build (WEB_ROOT). */
export const SITE_MANIFEST_FILE = "site-manifest.json";

/**
 * The build's folders, relative to WEB_ROOT: what the server and nginx serve as files, and
 * the renderer's folder, which nobody serves.
 */
export const BUILD_FOLDERS = {
  /** Vite's content-hashed files: immutable. */
  assets: "assets",
  /** Pictures, documents, videos, social images. */
  media: "media",
  /** The full-text search's script and index (Pagefind). */
  search: "pagefind",
  /** The page renderer (React Router's server build), read by the server alone. */
  renderer: "server-render",
} as const;

/** The folders served as files, in the order a request is matched against them. */
export const SERVED_FOLDERS = [BUILD_FOLDERS.assets, BUILD_FOLDERS.media, BUILD_FOLDERS.search] as const;

/** The encodings the build writes beside each text file, and the suffixes of their files. */
export const PRECOMPRESSED_SUFFIXES = { br: ".br", gzip: ".gz" } as const;

/**
 * The extensions of the files the build precompresses (when they are large enough to
 * gain): the server answers them varying by Accept-Encoding.
 */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = [
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".webmanifest",
  ".map",
  ".ico",
];

/**
 * The data a page may be rendered from besides the code of the build; the server
 * re-renders a page whose source changes. `events`: the gallery's events list; `content`:
 * the site's published content (every page shows some: the site identity at least).
 */
export const PAGE_DATA_SOURCES = ["events", "content"] as const;
export type PageDataSource = (typeof PAGE_DATA_SOURCES)[number];

/**
 * What a page is rendered from at run time. `eventsJson`: the events list as the API sends
 * it; `null` while it is not known (the build), when the page loads it itself. `content`:
 * the published content, `null` for the repository's (the build's).
 */
export interface PageData {
  eventsJson: string | null;
  content: SiteContent | null;
}

/**
 * The one origin a page may frame besides our own, on the pages whose route table entry
 * says they frame a map (the contact page embeds OpenStreetMap once the visitor asks).
 */
export const MAP_FRAME_ORIGIN = "https://www.openstreetmap.org";

/** The data the build renders every page from: nothing known yet. */
export const BUILD_PAGE_DATA: PageData = { eventsJson: null, content: null };

/** The content seed's file in the renderer's folder (BUILD_FOLDERS.renderer). */
export const CONTENT_SEED_FILE = "content-seed.json";

/**
 * The repository's content as the build writes it for the server (the manifest's
 * `contentSeed`): every document (`ContentDocument` of @site/contracts/content), each
 * collection in catalogue order. A database starts with it, and takes from it each document
 * that a later build adds; it never overwrites what staff changed.
 */
export interface ContentSeed {
  documents: { type: string; id: string; data: unknown }[];
}

/** A file in every encoding the server sends. */
export interface EncodedFile {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** A page and everything that goes with it, as the build writes it and the server sends it. */
export interface RenderedPage {
  html: EncodedFile;
  /** The loader data of a page that has some (its `.data` file). */
  data?: EncodedFile;
  scriptHashes: string[];
  /**
   * The parts of the content (SiteContent's keys) its loaders read, sorted: the page shows
   * nothing else of the content, so a publish that leaves these parts as they were leaves
   * the page as it is. Absent when not known (a rendering kept from before it was recorded).
   */
  contentReads?: string[];
}

/**
 * A page of the site as a content makes it: its address, and what the server must allow
 * it. The content says which pages there are (an item staff add has a page), so the server
 * asks the renderer rather than keeping a list of its own.
 */
export interface SitePage {
  /** Its URL path, as links spell it (an alias is a page of its own). */
  path: string;
  /** It has a form that posts: it comes with a fresh XSRF cookie. */
  postsForm: boolean;
  /** It frames a map (MAP_FRAME_ORIGIN). */
  framesMap: boolean;
  /** It runs the site search's worker. */
  runsSearchWorker: boolean;
  /** React hydrates it. */
  hydrated: boolean;
  /** The data it is rendered from at run time (the content always). */
  renderedFrom: PageDataSource[];
  /** The site search indexes it. */
  searchable: boolean;
}

export interface PageRenderer {
  /** Renders the page at `path` (as the manifest spells it) from `data`. Throws when it cannot. */
  render(path: string, data: PageData): Promise<RenderedPage>;
  /**
   * Every page `content` makes (the repository's for `null`), in the build's order. A
   * renderer without it (a test's) makes the manifest's pages only.
   */
  pages?(content: SiteContent | null): SitePage[];
  /**
   * The sitemap of the pages `content` makes (sitemap.xml), each dated by `changedAt`
   * when it knows when the page last changed.
   */
  sitemap?(content: SiteContent | null, changedAt: (path: string) => string | undefined): string;
}

export interface RendererOptions {
  /** The build's folder (WEB_ROOT), where the stylesheet the pages inline from is. */
  clientDir: string;
  /** The site path of the site's small scripts (the manifest's `enhanceScript`). */
  enhanceScript: string;
  /**
   * The size of a file of the media library (`/media/file-{hash}.pdf`) a page names, from
   * the server's database: its bytes never change under its address, so a page shows the
   * same size whenever it is rendered. None in a build, which has no library.
   */
  librarySizeOf?: (path: string) => Promise<number | undefined>;
}

/** A document the content makes (a policy's PDF), and the parts of the content it prints. */
export interface ContentDocumentFile {
  /** Its site path, e.g. /media/docs/Doc-1.pdf. */
  path: string;
  /** The parts of the content (SiteContent's keys) it is made from, sorted. */
  contentReads: string[];
}

/**
 * Makes the site's generated files from the content, as the pages are: the PDFs
 * (/media/docs/) and the item pages' social images (/media/social/).
 */
export interface DocumentRenderer {
  /** Every document `content` makes. */
  documents(content: SiteContent): ContentDocumentFile[];
  /** The document at `path` made from `content`, and what it read. Throws when it cannot. */
  render(path: string, content: SiteContent): Promise<{ body: Buffer; contentReads: string[] }>;
}

/** A page the site search indexes: its path, and its HTML as served. */
export interface IndexedPage {
  path: string;
  html: string;
}

/** A file of the search index, named as under /pagefind/ (`pagefind-entry.json`, `fragment/en_1a2b.pf_fragment`). */
export interface SearchIndexFile {
  name: string;
  body: Buffer;
}

/** Makes the site search's index (Pagefind's files) from pages, as the build does. */
export interface SearchIndexer {
  /** The index of `pages`. Throws, naming the page, when one cannot be indexed (no words in its <main>). */
  index(pages: readonly IndexedPage[]): Promise<SearchIndexFile[]>;
  /** Stops the indexer's helper process. */
  close(): Promise<void>;
}

/** The renderer module the manifest names. */
export interface RendererModule {
  createPageRenderer(options: RendererOptions): PageRenderer;
  createDocumentRenderer(options: RendererOptions): DocumentRenderer;
  createSearchIndexer(): SearchIndexer;
}

/** The folder, inside the renderer's, of the fonts the documents are set in. */
export const DOCUMENT_FONTS_FOLDER = "fonts";
