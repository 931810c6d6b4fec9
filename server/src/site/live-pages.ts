// The pages rendered from data that changes at run time (the manifest's `renderedFrom`:
// every page from the published content, /gallery from the events list too), re-rendered
// by the web build's own renderer when that data changes.
//
// - Visitors never wait on a render: a page is served as last rendered until its new
//   rendering is ready, and a render that fails keeps the old page and logs why.
// - Every instance sees a change within a check interval: the data sources are the caches
//   that already watch the database's change counters (events_version, content_state),
//   asked on a timer.
// - Renderings are kept in the database (rendered-store.ts) with the build and the data
//   they came from: a restart serves the last one at once and re-renders only if the data
//   moved since; an instance finding a rendering of the current data takes it instead of
//   rendering again. A rendering of another build is never served (its asset URLs may be
//   gone): until its first rendering, a new build serves its own page. A page rendered
//   from the content alone is current as built while the published content is the one the
//   build rendered (the manifest's `contentKey`): a new database renders nothing at start.
// - The PDFs the content makes (the manifest's `documents`) are made again the same way,
//   by the build's document renderer, when a part of the content they print changes.
// - Each page and document is keyed by the parts of the content it read (contentReads):
//   a change to the FAQ renders /help again, a phone number every page and every PDF.
// - The site search's index follows the pages it indexes (live-search-index.ts): a
//   publish switches it with them.
// - Which pages and documents there are is the content's to say (the renderer's `pages`,
//   the document renderer's `documents`): an item staff add gets its page, its PDF and its
//   social image with the publish that adds it, and a page no longer in the content is no
//   longer served. Until the published content differs from the build's, the manifest's
//   pages are the site, and the renderer is not loaded to say so.

import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BUILD_FOLDERS } from "@site/contracts";
import { readsKey, readsPart, type SiteContent } from "@site/contracts/content";
import type {
  DocumentRenderer,
  IndexedPage,
  PageData,
  PageDataSource,
  PageEntry,
  PageRenderer,
  RenderedPage,
  RendererModule,
  SearchIndexer,
  SiteManifest,
  SitePage,
} from "@site/contracts";
import type { ContentCoding } from "./content-encoding.js";
import type { SiteLog } from "./site-log.js";
import {
  contentHashOf,
  documentOf,
  variantsOf,
  type EncodedVariant,
  type HtmlDocument,
} from "./html-document.js";
import { indexKeyOf, startLiveSearchIndex, type MadeIndex } from "./live-search-index.js";
import { withoutTrailingSlashes } from "./site-paths.js";
import type { RenderedStore } from "./rendered-store.js";
import type { Db } from "../db/schema.js";

/** The events list as the events plugin keeps it (events/list-cache.ts). */
export interface EventsSource {
  current(): Promise<{ version: number; identity: { body: Buffer } }>;
  /** Told when this process changed the events: the pages are rendered again at once. */
  onLocalChange?(listener: () => void): void;
}

/** A state of the published content (content/published.ts's snapshot). */
export interface ContentState {
  key: string;
  content: SiteContent;
  /** The key of each part of the content (contentPartKeys). */
  parts: Readonly<Record<string, string>>;
}

/** The published content (content/published.ts). */
export interface ContentSource {
  /** Undefined while the database lacks a piece of the content: the pages stay as built. */
  current(): Promise<ContentState | undefined>;
  /** Told when this process published: the pages are rendered again at once. */
  onLocalChange?(listener: () => void): void;
  /**
   * This process published (its renderings are served): the next read asks the database,
   * so no check reads the content from before and renders it again.
   */
  changed?(): void;
}

/** The run-time data sources the server has; a page whose source is missing stays as built. */
export interface DataSources {
  events?: EventsSource;
  content?: ContentSource;
}

export interface LivePage {
  document: HtmlDocument;
  /** Its loader data (the `.data` file), when it has some. */
  data: Record<ContentCoding, EncodedVariant> | undefined;
}

/** A document the content makes (a PDF), as served: its bytes and their ETag. */
export interface LiveFile {
  body: Buffer;
  etag: string;
}

export interface LivePages {
  /** The current rendering of a live page; undefined for any other path. */
  get(path: string): LivePage | undefined;
  /**
   * The paths of the pages served now, in the manifest's order then the content's: the
   * build's pages, with those of the items staff added and without those they removed.
   * The same array while it does not change.
   */
  pagePaths(): readonly string[];
  /**
   * The sitemap of the pages served now, when they are not the build's (items added or
   * removed since); undefined while the build's sitemap lists them.
   */
  sitemap(): Promise<string | undefined>;
  /** A document as it is now (as built, or made again since); undefined for any other path. */
  file(path: string): LiveFile | undefined;
  /**
   * A file of the site search's index (its name under /pagefind/) as made again since the
   * build; undefined when the build's file is the one to serve.
   */
  searchFile(name: string): LiveFile | undefined;
  /**
   * When what the page at `path` shows last changed (ISO 8601), for the sitemap; undefined
   * while it is served as built (the build knows no such date).
   */
  changedAt(path: string): string | undefined;
  /** Checks every live page's data now and re-renders those whose data changed. */
  refresh(): Promise<void>;
  /**
   * Resolves once every live page is rendered from the data as it is now (a publish's
   * answer waits for it), or after `timeoutMs`; a page whose render failed stays as it was.
   */
  settle(timeoutMs: number): Promise<void>;
  /**
   * The page at `pathname` (in any case) as `content` makes it, for staff to preview (a
   * draft item's page too): never kept, never served to visitors. Undefined for a path
   * where `content` makes no page.
   */
  preview(pathname: string, content: SiteContent): Promise<LivePage | undefined>;
  /**
   * Renders every page that `content` would change (those whose parts of the content
   * differ from what they were rendered from), before it is published: a publish goes on
   * only if each renders. Throws PagesNotRendered naming every page that failed and why.
   */
  prepare(content: ContentState): Promise<PreparedPages>;
  /**
   * Keeps the prepared renderings in `trx`, the publish's own transaction (when the store
   * can): the content and its renderings are committed together, so no instance finds the
   * new content without them and renders the pages itself. Throws if they cannot be kept.
   */
  keep(prepared: PreparedPages, trx: Db): Promise<void>;
  /**
   * Serves the prepared renderings, all at once, then keeps them (the content was
   * published) unless keep did.
   */
  install(prepared: PreparedPages): Promise<void>;
  /**
   * The pages that read one of `parts` of the content, as they were last rendered: those
   * whose path names `id` first (an item's own page), then the home page, then the rest in
   * the manifest's order.
   */
  pagesReading(parts: readonly string[], id: string): string[];
  /** Stops checking, once the renders under way are done and kept. */
  close(): Promise<void>;
}

/** A page or a document as rendered. */
export type Rendering =
  { kind: "page"; page: RenderedPage } | { kind: "document"; body: Buffer; contentReads: string[] };

/** Renderings made ahead of a publish (LivePages.prepare). */
export interface PreparedPages {
  readonly pages: readonly { path: string; rendering: Rendering; key: string }[];
  /**
   * The pages and documents the content makes, by path, when it makes others than those
   * served now (an item added or removed): installed with the renderings.
   */
  readonly items?: ReadonlyMap<string, ItemState>;
  /** The content they are rendered from. */
  readonly contentKey: string;
  /** The search index of the pages as prepared, when they change what it shows. */
  readonly searchIndex?: MadeIndex;
  /** Set once keep has written them in the publish's transaction. */
  kept?: boolean;
}

/** A publish's pages that could not be rendered: each page's path and why. */
export class PagesNotRendered extends Error {
  constructor(readonly failures: readonly { path: string; reason: string }[]) {
    super(failures.map(({ path, reason }) => `${path}: ${reason}`).join("; "));
    this.name = "PagesNotRendered";
  }
}

/** A page or document a content makes (LivePages follows the content's). */
type Wanted = { kind: "page"; page: SitePage } | { kind: "document"; contentReads: string[] };

export interface LivePagesOptions {
  webRoot: string;
  manifest: SiteManifest;
  /** The build's own documents of the pages, served until a rendering replaces them. */
  built: ReadonlyMap<string, HtmlDocument>;
  sources: DataSources;
  store: RenderedStore;
  log: SiteLog;
  /** How often the data is checked. Default 1000 ms, the events cache's own interval. */
  checkIntervalMs?: number;
  /** The renderer; by default the module the manifest names, imported at the first render. */
  renderer?: () => Promise<PageRenderer>;
  /** The document renderer; by default the same module's. */
  documentRenderer?: () => Promise<DocumentRenderer>;
  /** The search indexer; by default the same module's. */
  searchIndexer?: () => Promise<SearchIndexer>;
  /** The size of a file of the media library a page names (RendererOptions.librarySizeOf). */
  librarySizeOf?: (path: string) => Promise<number | undefined>;
  /**
   * Whether the pages follow the data (rendered again in the background when it moves: a
   * server). False for a command that only prepares and installs a publish: it renders
   * nothing else and keeps what it installs for the servers to find. Default true.
   */
  follow?: boolean;
}

interface Current {
  /** The data the data sources hold now. */
  data: PageData;
  /** The events' part of the key ("events:12"), when the page is rendered from them. */
  events: string | undefined;
  /** The content, when the page is rendered from it. */
  content: ContentState | undefined;
}

/**
 * The data behind `sources`, read from the caches (with `content` in place of the
 * published content, for a publish's renders): undefined when a source is not there.
 */
async function currentData(
  from: readonly PageDataSource[],
  sources: DataSources,
  content?: ContentState,
): Promise<Current | undefined> {
  const current: Current = {
    data: { eventsJson: null, content: null },
    events: undefined,
    content: undefined,
  };
  for (const source of from) {
    switch (source) {
      case "events": {
        if (sources.events === undefined) return undefined;
        const list = await sources.events.current();
        current.data.eventsJson = list.identity.body.toString("utf8");
        current.events = `events:${list.version}`;
        break;
      }
      case "content": {
        const published = content ?? (await sources.content?.current());
        if (published === undefined) return undefined;
        current.data.content = published.content;
        current.content = published;
        break;
      }
    }
  }
  return current;
}

/**
 * The key of what a page rendered from `current` shows, given the parts of the content it
 * read (`reads`; all of it when unknown): equal keys, equal pages.
 */
function keyOf(current: Current, reads: readonly string[] | undefined): string {
  const keys: string[] = [];
  if (current.events !== undefined) keys.push(current.events);
  if (current.content !== undefined)
    keys.push(
      `content:${reads === undefined ? current.content.key : readsKey(reads, current.content.parts)}`,
    );
  return keys.join(" ");
}

/** A rendering served as the page `entry` of the manifest says (its form, map, search worker). */
const livePageOf = (page: RenderedPage, entry: PageNeeds): LivePage => ({
  document: documentOf(page.html, { ...entry, scriptHashes: page.scriptHashes }),
  data: page.data === undefined ? undefined : variantsOf(page.data),
});

/** What `load` makes, made once (again after a failure). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= load();
    made.catch(() => (made = undefined));
    return made;
  };
}

const readsOf = (rendering: Rendering): readonly string[] | undefined =>
  rendering.kind === "page" ? rendering.page.contentReads : rendering.contentReads;

const liveFileOf = (body: Buffer): LiveFile => ({ body, etag: `"${contentHashOf(body)}"` });

/** What the server must allow a page (the manifest's entry, or the renderer's SitePage). */
type PageNeeds = Pick<PageEntry, "postsForm" | "framesMap" | "runsSearchWorker" | "hydrated">;

export interface ItemState {
  kind: Rendering["kind"];
  from: readonly PageDataSource[];
  /** A page's needs (its form, map, search worker); none for a document. */
  entry: PageNeeds | undefined;
  /** A page the site search indexes. */
  searchable: boolean;
  /** A page as served now. */
  live: LivePage | undefined;
  /** A document as served now. */
  file: LiveFile | undefined;
  /** What the served rendering shows (keyOf), undefined when not known. */
  key: string | undefined;
  /** The parts of the content it read, undefined when not known (then: all of them). */
  reads: readonly string[] | undefined;
  /** Moves on whenever a publish installs a rendering: a render begun before is dropped. */
  generation: number;
  /** The data whose render failed: tried again only once the data moves on. */
  failedKey?: string;
  /** When what the served page shows changed (LivePages.changedAt). */
  changedAt?: string;
}

export async function startLivePages(options: LivePagesOptions): Promise<LivePages> {
  const { manifest, built, sources, store, log } = options;
  // The renderer module the manifest names, imported once (again after a failed import).
  const module = once(
    () =>
      import(pathToFileURL(`${options.webRoot}/${manifest.renderer}`).href) as Promise<
        Partial<RendererModule>
      >,
  );
  const pageRenderer =
    options.renderer ??
    once(async () => {
      const { createPageRenderer } = await module();
      if (typeof createPageRenderer !== "function")
        throw new Error(`${manifest.renderer} exports no createPageRenderer`);
      return createPageRenderer({
        clientDir: options.webRoot,
        enhanceScript: manifest.enhanceScript,
        ...(options.librarySizeOf !== undefined && { librarySizeOf: options.librarySizeOf }),
      });
    });
  const documentRenderer =
    options.documentRenderer ??
    once(async () => {
      const { createDocumentRenderer } = await module();
      if (typeof createDocumentRenderer !== "function")
        throw new Error(`${manifest.renderer} exports no createDocumentRenderer`);
      return createDocumentRenderer({ clientDir: options.webRoot, enhanceScript: manifest.enhanceScript });
    });
  const searchIndexer =
    options.searchIndexer ??
    (async () => {
      const { createSearchIndexer } = await module();
      if (typeof createSearchIndexer !== "function")
        throw new Error(`${manifest.renderer} exports no createSearchIndexer`);
      return createSearchIndexer();
    });
  /** The key of what the build made from its content, for a page or document that read `reads`. */
  const builtKeyOf = (reads: readonly string[] | undefined) =>
    `content:${reads === undefined ? manifest.contentKey : readsKey(reads, manifest.contentParts!)}`;

  const items = new Map<string, ItemState>();
  for (const [path, entry] of Object.entries(manifest.pages)) {
    const document = built.get(path);
    if (entry.renderedFrom.length === 0 || document === undefined) continue;
    // As built until a rendering is found or made: the build knows the content it rendered
    // from (and the parts each page read), and no other run-time data (key undefined).
    const reads = manifest.contentParts === undefined ? undefined : entry.contentReads;
    items.set(path, {
      kind: "page",
      entry,
      searchable: manifest.searchIndex.includes(path),
      from: entry.renderedFrom,
      live: { document, data: undefined },
      file: undefined,
      key:
        manifest.contentKey !== undefined && entry.renderedFrom.every((source) => source === "content")
          ? builtKeyOf(reads)
          : undefined,
      reads,
      generation: 0,
    });
  }
  // The documents, as built, while the server has the content they are made from.
  if (sources.content !== undefined && manifest.contentKey !== undefined)
    for (const [documentPath, { contentReads }] of Object.entries(manifest.documents)) {
      const body = await readFile(path.join(options.webRoot, documentPath)).catch(() => undefined);
      if (body === undefined) {
        log.warn(`${documentPath} is not in the build: it is not made again when the content changes`);
        continue;
      }
      const reads = manifest.contentParts === undefined ? undefined : contentReads;
      items.set(documentPath, {
        kind: "document",
        entry: undefined,
        searchable: false,
        from: ["content"],
        live: undefined,
        file: liveFileOf(body),
        key: builtKeyOf(reads),
        reads,
        generation: 0,
      });
    }

  // The pages the search indexes, which the server renders: their keys say what it shows.
  /** The searchable pages of `of` that have a rendering (a page just added has none yet). */
  const searchableIn = (of: ReadonlyMap<string, ItemState>, prepared: ReadonlyMap<string, unknown>) =>
    [...of].flatMap(([path, item]) =>
      item.kind === "page" && item.searchable && (item.live !== undefined || prepared.has(path))
        ? [path]
        : [],
    );
  const indexKey = (paths: readonly string[], keyOf: (path: string) => string | undefined) =>
    indexKeyOf(paths.map((path) => [path, keyOf(path)] as const));
  const servedKey = () => indexKey(searchableIn(items, new Map()), (path) => items.get(path)!.key);
  /** The searchable pages as served, but those in `prepared` as they will be. */
  const indexedPages =
    (of: ReadonlyMap<string, ItemState> = items, prepared = new Map<string, Buffer>()) =>
    (): IndexedPage[] =>
      searchableIn(of, prepared).map((path) => ({
        path,
        html: (prepared.get(path) ?? of.get(path)!.live!.document.variants.identity.body).toString("utf8"),
      }));
  const searchIndex = await startLiveSearchIndex({
    builtFolder: path.join(options.webRoot, BUILD_FOLDERS.search),
    builtKey: servedKey(),
    indexer: searchIndexer,
    log,
  });
  const followIndex = () => searchIndex.follow(servedKey, indexedPages());

  const render = async (item: ItemState, path: string, data: PageData): Promise<Rendering> =>
    item.kind === "page"
      ? { kind: "page", page: await (await pageRenderer()).render(path, data) }
      : { kind: "document", ...(await (await documentRenderer()).render(path, data.content!)) };
  /** The paths of the pages served now (pagePaths), made again when one comes or goes. */
  let servedPaths: readonly string[] | undefined;
  const serve = (item: ItemState, rendering: Rendering, key: string, changedAt?: string) => {
    if (rendering.kind === "page" && item.live === undefined) servedPaths = undefined;
    if (rendering.kind === "page") item.live = livePageOf(rendering.page, item.entry!);
    else item.file = liveFileOf(rendering.body);
    Object.assign(item, { key, reads: readsOf(rendering), changedAt });
  };
  const write = (into: RenderedStore, path: string, rendering: Rendering, key: string) =>
    rendering.kind === "page"
      ? into.write(path, { buildId: manifest.buildId, dataKey: key, page: rendering.page })
      : into.writeFile(path, {
          buildId: manifest.buildId,
          dataKey: key,
          body: rendering.body,
          contentReads: rendering.contentReads,
        });
  const keep = (path: string, rendering: Rendering, key: string) =>
    write(store, path, rendering, key).catch((error: unknown) =>
      log.warn({ err: error }, `The rendering of ${path} could not be kept`),
    );
  /** The rendering kept of `path`, if it is of this build. */
  const kept = async (
    item: ItemState,
    path: string,
  ): Promise<{ key: string; rendering: Rendering; changedAt?: string } | undefined> => {
    if (item.kind === "page") {
      const stored = await store.read(path);
      return stored?.buildId === manifest.buildId
        ? {
            key: stored.dataKey,
            rendering: { kind: "page", page: stored.page },
            changedAt: stored.changedAt,
          }
        : undefined;
    }
    const stored = await store.readFile(path);
    return stored?.buildId === manifest.buildId
      ? {
          key: stored.dataKey,
          rendering: { kind: "document", body: stored.body, contentReads: stored.contentReads },
        }
      : undefined;
  };
  /** When what a page rendered and kept just now shows changed: as the store says, if it knows. */
  const changedAtOf = async (path: string) =>
    (await store.changedAt?.(path).catch(() => undefined)) ?? new Date().toISOString();

  const inFlight = new Map<string, Promise<void>>();
  // Asked again while a refresh runs: it may have read the data before the change.
  const askedAgain = new Set<string>();
  let closed = false;
  const refreshItem = (path: string): Promise<void> => {
    if (closed) return Promise.resolve();
    const running = inFlight.get(path);
    if (running !== undefined) {
      askedAgain.add(path);
      return running;
    }
    const item = items.get(path);
    // Gone with a publish that removed its item.
    if (item === undefined) return Promise.resolve();
    const done = (async () => {
      const generation = item.generation;
      const current = await currentData(item.from, sources);
      if (current === undefined) return;
      // A content whose pages are not yet the ones followed (it came after this check's
      // follow): the next check follows it first, then renders what it still makes.
      if (current.content !== undefined && current.content.key !== itemsKey) return;
      const key = keyOf(current, item.reads);
      if (key === item.key || key === item.failedKey) return;
      const stored = await kept(item, path);
      if (stored !== undefined && stored.key === keyOf(current, readsOf(stored.rendering))) {
        if (item.generation === generation) serve(item, stored.rendering, stored.key, stored.changedAt);
        if (item.searchable) void followIndex();
        return;
      }
      const startedAt = performance.now();
      item.failedKey = key;
      const rendering = await render(item, path, current.data);
      item.failedKey = undefined;
      // A publish installed a newer rendering meanwhile: this one shows the older content.
      if (item.generation !== generation) return;
      const renderedKey = keyOf(current, readsOf(rendering));
      // Kept before it is served: a restart right after serves it too, never older output.
      await keep(path, rendering, renderedKey);
      const changedAt = item.kind === "page" ? await changedAtOf(path) : undefined;
      if (item.generation === generation) serve(item, rendering, renderedKey, changedAt);
      log.info(`Rendered ${path} from ${renderedKey} in ${Math.round(performance.now() - startedAt)} ms`);
      if (item.searchable) void followIndex();
    })()
      .catch((error: unknown) =>
        log.error({ err: error }, `${path} could not be rendered; it is served as it was`),
      )
      .finally(() => {
        inFlight.delete(path);
        if (askedAgain.delete(path)) void refreshItem(path);
      });
    inFlight.set(path, done);
    return done;
  };
  /** A page or document the content makes that is not served yet: rendered before it is. */
  const itemFor = (want: Wanted): ItemState =>
    want.kind === "page"
      ? {
          kind: "page",
          entry: want.page,
          searchable: want.page.searchable,
          from: want.page.renderedFrom,
          live: undefined,
          file: undefined,
          key: undefined,
          reads: undefined,
          generation: 0,
        }
      : {
          kind: "document",
          entry: undefined,
          searchable: false,
          from: ["content"],
          live: undefined,
          file: undefined,
          key: undefined,
          reads: want.contentReads,
          generation: 0,
        };
  /**
   * The pages and documents `content` makes, by path, or undefined when the renderer cannot
   * say (a test's): then the build's are the site.
   */
  const wantedOf = async (content: ContentState): Promise<Map<string, Wanted> | undefined> => {
    const renderer = await pageRenderer();
    if (renderer.pages === undefined) return undefined;
    const wanted = new Map<string, Wanted>();
    for (const page of renderer.pages(content.content)) wanted.set(page.path, { kind: "page", page });
    if (manifest.contentKey !== undefined)
      for (const { path, contentReads } of (await documentRenderer()).documents(content.content))
        wanted.set(path, { kind: "document", contentReads });
    return wanted;
  };
  /**
   * `items` as `content`, which makes `wanted`, has them: those it keeps as they are, those
   * it adds not yet rendered; undefined when it makes the same ones.
   */
  const itemsAs = (wanted: ReadonlyMap<string, Wanted>): ReadonlyMap<string, ItemState> | undefined => {
    const next = new Map<string, ItemState>();
    for (const [path, item] of items)
      // What the content does not make any more goes; what it never made (a page of the
      // events only) stays.
      if (wanted.has(path) || !item.from.includes("content")) next.set(path, item);
    for (const [path, want] of wanted) if (!next.has(path)) next.set(path, itemFor(want));
    return next.size === items.size && [...next.keys()].every((path) => items.has(path)) ? undefined : next;
  };
  /** The content whose pages `items` are (the build's until a change comes). */
  let itemsKey = manifest.contentKey;
  /** Moves on with every install: a check begun before one does not undo it. */
  let installs = 0;
  /** Whether the pages are not the build's any more (the sitemap is then made again). */
  let notAsBuilt = false;
  const setItems = (next: ReadonlyMap<string, ItemState>) => {
    items.clear();
    for (const [path, item] of next) items.set(path, item);
    servedPaths = undefined;
    notAsBuilt = true;
  };
  /** Takes the pages and documents of the published content, when it moved since. */
  const follow = async () => {
    if (sources.content === undefined) return;
    const before = installs;
    const content = await sources.content.current();
    if (content === undefined || content.key === itemsKey) return;
    const wanted = await wantedOf(content);
    if (installs !== before) return;
    const next = wanted === undefined ? undefined : itemsAs(wanted);
    if (next !== undefined) setItems(next);
    itemsKey = content.key;
  };
  // The checks under way, which closing waits for: none reads the database after it closes.
  const checking = new Set<Promise<void>>();
  const refresh = async () => {
    if (closed) return;
    const check = (async () => {
      await follow().catch((error: unknown) =>
        log.error(
          { err: error },
          "The pages of the published content could not be listed; they stay as they were",
        ),
      );
      await Promise.all([...items.keys()].map(refreshItem));
    })();
    checking.add(check);
    try {
      await check;
    } finally {
      checking.delete(check);
    }
  };

  // A rendering of this build is served at once, and replaced in the background if the
  // data moved since. Without one (a new database, a new build), the build's own page is
  // served while the first rendering is made in the background: the start does not wait
  // on renders, and a rendering of another build is never served (its asset URLs may be
  // gone).
  for (const [path, item] of items) {
    const stored = await kept(item, path).catch((error: unknown) => {
      log.warn({ err: error }, `The kept rendering of ${path} cannot be read`);
      return undefined;
    });
    if (stored !== undefined) serve(item, stored.rendering, stored.key, stored.changedAt);
  }
  let timer: NodeJS.Timeout | undefined;
  if (options.follow ?? true) {
    void followIndex();
    void refresh();
    sources.events?.onLocalChange?.(() => void refresh());
    sources.content?.onLocalChange?.(() => void refresh());
    timer = setInterval(() => void refresh(), options.checkIntervalMs ?? 1_000);
    timer.unref();
  }

  return {
    get: (path) => {
      const item = items.get(path);
      return item?.kind === "page" ? item.live : undefined;
    },
    pagePaths: () =>
      (servedPaths ??= [
        // The build's pages that no data changes, as built.
        ...[...built.keys()].filter((path) => (manifest.pages[path]?.renderedFrom.length ?? 0) === 0),
        ...[...items].flatMap(([path, item]) =>
          item.kind === "page" && item.live !== undefined ? [path] : [],
        ),
      ]),
    async sitemap() {
      if (!notAsBuilt || sources.content === undefined) return undefined;
      const renderer = await pageRenderer();
      const content = await sources.content.current();
      if (renderer.sitemap === undefined || content === undefined) return undefined;
      return renderer.sitemap(content.content, (path) => items.get(path)?.changedAt);
    },
    file: (path) => {
      const item = items.get(path);
      return item?.kind === "document" ? item.file : undefined;
    },
    searchFile: (name) => searchIndex.file(name),
    changedAt: (path) => items.get(path)?.changedAt,
    refresh,
    async settle(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      const settled = async () => {
        // A refresh asked again while one ran follows it (askedAgain): wait for those too.
        do await Promise.all([refresh(), ...inFlight.values()]);
        while ((inFlight.size > 0 || askedAgain.size > 0) && Date.now() < deadline);
        // And the search index, once the pages it indexes are.
        await followIndex();
      };
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        settled(),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]).finally(() => clearTimeout(timer));
    },
    async preview(pathname, content) {
      // The pages of the previewed content: a draft item's page is among them.
      const renderer = await pageRenderer();
      const pages: [string, PageNeeds][] =
        renderer.pages === undefined
          ? Object.entries(manifest.pages)
          : renderer.pages(content).map((page) => [page.path, page]);
      const wanted = withoutTrailingSlashes(pathname).toLowerCase();
      const found = pages.find(([path]) => path.toLowerCase() === wanted);
      if (found === undefined) return undefined;
      const [path, entry] = found;
      // The gallery's events are the browser's to load, as in the build.
      return livePageOf(await renderer.render(path, { eventsJson: null, content }), entry);
    },
    pagesReading(parts, id) {
      const named = id.toLowerCase();
      const reading = [...items]
        .filter(
          ([, item]) =>
            item.kind === "page" &&
            (item.reads ?? parts).some((read) => parts.some((part) => readsPart(read, part))),
        )
        .map(([path]) => path);
      const rank = (path: string) =>
        path.toLowerCase().split("/").includes(named) ? 0 : path === manifest.home ? 1 : 2;
      return reading
        .map((path, index) => ({ path, index }))
        .sort((a, b) => rank(a.path) - rank(b.path) || a.index - b.index)
        .map(({ path }) => path);
    },
    async prepare(content) {
      const prepared: { path: string; rendering: Rendering; key: string }[] = [];
      const failures: { path: string; reason: string }[] = [];
      // The pages and documents of the content: an item added brings its own, rendered here
      // with the rest; one removed takes its own away at install.
      const wanted = content.key === itemsKey ? undefined : await wantedOf(content);
      const next = wanted === undefined ? undefined : itemsAs(wanted);
      const of = next ?? items;
      for (const [path, item] of of) {
        if (!item.from.includes("content")) continue;
        const current = await currentData(item.from, sources, content);
        // A page whose other data is not there yet stays as it is, as refresh would leave it.
        if (current === undefined || keyOf(current, item.reads) === item.key) continue;
        try {
          const rendering = await render(item, path, current.data);
          prepared.push({ path, rendering, key: keyOf(current, readsOf(rendering)) });
        } catch (error) {
          failures.push({ path, reason: error instanceof Error ? error.message : String(error) });
        }
      }
      // The search index of the pages as they will be, made with them.
      let index: MadeIndex | undefined;
      if (failures.length === 0) {
        const keys = new Map(prepared.map(({ path, key }) => [path, key]));
        const html = new Map(
          prepared.flatMap(({ path, rendering }) =>
            rendering.kind === "page" ? [[path, rendering.page.html.identity] as const] : [],
          ),
        );
        try {
          index = await searchIndex.make(
            indexKey(searchableIn(of, keys), (path) => keys.get(path) ?? of.get(path)!.key),
            indexedPages(of, html),
          );
        } catch (error) {
          failures.push({
            path: "/pagefind/ (the site search's index)",
            reason: error instanceof Error ? error.message : String(error),
          });
        }
      }
      if (failures.length > 0) throw new PagesNotRendered(failures);
      return {
        pages: prepared,
        contentKey: content.key,
        ...(next === undefined ? {} : { items: next }),
        ...(index === undefined ? {} : { searchIndex: index }),
      };
    },
    async keep(prepared, trx) {
      const into = store.within?.(trx);
      if (into === undefined) return;
      // One after another: a transaction runs one statement at a time.
      for (const { path, rendering, key } of prepared.pages) await write(into, path, rendering, key);
      prepared.kept = true;
    },
    async install({ pages: prepared, searchIndex: index, items: next, contentKey, kept: inTransaction }) {
      // Every page and document switches in the same turn of the event loop, and the search
      // index with them: no visitor sees some with the new content and others with the old.
      installs += 1;
      // The pages the content makes, as they were when it was prepared: a page added since
      // (another publish's, which then moved the content on) is not lost, as the next check
      // takes the content's pages again.
      if (next !== undefined) setItems(next);
      itemsKey = contentKey;
      if (index !== undefined) searchIndex.install(index);
      const publishedAt = new Date().toISOString();
      for (const { path, rendering, key } of prepared) {
        const item = items.get(path)!;
        item.generation += 1;
        item.failedKey = undefined;
        serve(item, rendering, key, publishedAt);
      }
      sources.content?.changed?.();
      if (inTransaction !== true)
        await Promise.all(prepared.map(({ path, rendering, key }) => keep(path, rendering, key)));
    },
    async close() {
      closed = true;
      clearInterval(timer);
      // Checks and renders under way finish, and are kept (the database closes after this plugin).
      await Promise.all([...checking, ...inFlight.values()]);
      await searchIndex.close();
    },
  };
}
