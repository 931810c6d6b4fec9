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

import { pathToFileURL } from "node:url";
import { readsKey, type SiteContent } from "@site/contracts/content";
import type {
  PageData,
  PageDataSource,
  PageEntry,
  PageRenderer,
  RenderedPage,
  RendererModule,
  SiteManifest,
} from "@site/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { ContentCoding } from "./content-encoding.js";
import { documentOf, variantsOf, type EncodedVariant, type HtmlDocument } from "./html-document.js";
import type { RenderedStore } from "./rendered-store.js";

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

export interface LivePages {
  /** The current rendering of a live page; undefined for any other path. */
  get(path: string): LivePage | undefined;
  /** Checks every live page's data now and re-renders those whose data changed. */
  refresh(): Promise<void>;
  /**
   * Resolves once every live page is rendered from the data as it is now (a publish's
   * answer waits for it), or after `timeoutMs`; a page whose render failed stays as it was.
   */
  settle(timeoutMs: number): Promise<void>;
  /**
   * The page at `path` (as the manifest spells it) rendered from `content`, for staff to
   * preview: never kept, never served to visitors. Undefined for a path with no page.
   */
  preview(path: string, content: SiteContent): Promise<LivePage | undefined>;
  /**
   * Renders every page that `content` would change (those whose parts of the content
   * differ from what they were rendered from), before it is published: a publish goes on
   * only if each renders. Throws PagesNotRendered naming every page that failed and why.
   */
  prepare(content: ContentState): Promise<PreparedPages>;
  /** Serves the prepared renderings, all at once, then keeps them (the content was published). */
  install(prepared: PreparedPages): Promise<void>;
  /** Stops checking, once the renders under way are done and kept. */
  close(): Promise<void>;
}

/** Renderings made ahead of a publish (LivePages.prepare). */
export interface PreparedPages {
  readonly pages: readonly { path: string; rendered: RenderedPage; key: string }[];
}

/** A publish's pages that could not be rendered: each page's path and why. */
export class PagesNotRendered extends Error {
  constructor(readonly failures: readonly { path: string; reason: string }[]) {
    super(failures.map(({ path, reason }) => `${path}: ${reason}`).join("; "));
    this.name = "PagesNotRendered";
  }
}

export interface LivePagesOptions {
  webRoot: string;
  manifest: SiteManifest;
  /** The build's own documents of the pages, served until a rendering replaces them. */
  built: ReadonlyMap<string, HtmlDocument>;
  sources: DataSources;
  store: RenderedStore;
  log: FastifyBaseLogger;
  /** How often the data is checked. Default 1000 ms, the events cache's own interval. */
  checkIntervalMs?: number;
  /** The renderer; by default the module the manifest names, imported at the first render. */
  renderer?: () => Promise<PageRenderer>;
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
const livePageOf = (page: RenderedPage, entry: PageEntry): LivePage => ({
  document: documentOf(page.html, { ...entry, scriptHashes: page.scriptHashes }),
  data: page.data === undefined ? undefined : variantsOf(page.data),
});

/** Imports the renderer the manifest names, once. */
function manifestRenderer(webRoot: string, manifest: SiteManifest): () => Promise<PageRenderer> {
  let loading: Promise<PageRenderer> | undefined;
  return () => {
    loading ??= import(pathToFileURL(`${webRoot}/${manifest.renderer}`).href).then(
      (module: Partial<RendererModule>) => {
        if (typeof module.createPageRenderer !== "function")
          throw new Error(`${manifest.renderer} exports no createPageRenderer`);
        return module.createPageRenderer({ clientDir: webRoot, enhanceScript: manifest.enhanceScript });
      },
    );
    loading.catch(() => (loading = undefined));
    return loading;
  };
}

interface PageState {
  entry: PageEntry;
  from: readonly PageDataSource[];
  live: LivePage;
  /** What the served rendering shows (keyOf), undefined when not known. */
  key: string | undefined;
  /** The parts of the content it read, undefined when not known (then: all of them). */
  reads: readonly string[] | undefined;
  /** Moves on whenever a publish installs a rendering: a render begun before is dropped. */
  generation: number;
  /** The data whose render failed: tried again only once the data moves on. */
  failedKey?: string;
}

export async function startLivePages(options: LivePagesOptions): Promise<LivePages> {
  const { manifest, built, sources, store, log } = options;
  const renderer = options.renderer ?? manifestRenderer(options.webRoot, manifest);
  const pages = new Map<string, PageState>();
  for (const [path, entry] of Object.entries(manifest.pages)) {
    const document = built.get(path);
    if (entry.renderedFrom.length === 0 || document === undefined) continue;
    // As built until a rendering is found or made: the build knows the content it rendered
    // from (and the parts each page read), and no other run-time data (key undefined).
    const reads = manifest.contentParts === undefined ? undefined : entry.contentReads;
    const builtKey =
      manifest.contentKey !== undefined && entry.renderedFrom.every((source) => source === "content")
        ? `content:${reads === undefined ? manifest.contentKey : readsKey(reads, manifest.contentParts!)}`
        : undefined;
    pages.set(path, {
      entry,
      from: entry.renderedFrom,
      live: { document, data: undefined },
      key: builtKey,
      reads,
      generation: 0,
    });
  }
  const serve = (page: PageState, rendered: RenderedPage, key: string) =>
    Object.assign(page, { live: livePageOf(rendered, page.entry), key, reads: rendered.contentReads });
  const keep = (path: string, rendered: RenderedPage, key: string) =>
    store
      .write(path, { buildId: manifest.buildId, dataKey: key, page: rendered })
      .catch((error: unknown) => log.warn({ err: error }, `The rendering of ${path} could not be kept`));

  const inFlight = new Map<string, Promise<void>>();
  // Asked again while a refresh runs: it may have read the data before the change.
  const askedAgain = new Set<string>();
  let closed = false;
  const refreshPage = (path: string): Promise<void> => {
    if (closed) return Promise.resolve();
    const running = inFlight.get(path);
    if (running !== undefined) {
      askedAgain.add(path);
      return running;
    }
    const page = pages.get(path)!;
    const done = (async () => {
      const generation = page.generation;
      const current = await currentData(page.from, sources);
      if (current === undefined) return;
      const key = keyOf(current, page.reads);
      if (key === page.key || key === page.failedKey) return;
      const stored = await store.read(path);
      if (
        stored?.buildId === manifest.buildId &&
        stored.dataKey === keyOf(current, stored.page.contentReads)
      ) {
        if (page.generation === generation) serve(page, stored.page, stored.dataKey);
        return;
      }
      const startedAt = performance.now();
      page.failedKey = key;
      const rendered = await (await renderer()).render(path, current.data);
      page.failedKey = undefined;
      // A publish installed a newer rendering meanwhile: this one shows the older content.
      if (page.generation !== generation) return;
      const renderedKey = keyOf(current, rendered.contentReads);
      // Kept before it is served: a restart right after serves it too, never older output.
      await keep(path, rendered, renderedKey);
      if (page.generation === generation) serve(page, rendered, renderedKey);
      log.info(`Rendered ${path} from ${renderedKey} in ${Math.round(performance.now() - startedAt)} ms`);
    })()
      .catch((error: unknown) =>
        log.error({ err: error }, `${path} could not be rendered; it is served as it was`),
      )
      .finally(() => {
        inFlight.delete(path);
        if (askedAgain.delete(path)) void refreshPage(path);
      });
    inFlight.set(path, done);
    return done;
  };
  const refresh = async () => {
    await Promise.all([...pages.keys()].map(refreshPage));
  };

  // A rendering of this build is served at once, and replaced in the background if the
  // data moved since. Without one (a new database, a new build), the build's own page is
  // served while the first rendering is made in the background: the start does not wait
  // on renders, and a rendering of another build is never served (its asset URLs may be
  // gone).
  for (const [path, page] of pages) {
    const stored = await store.read(path).catch((error: unknown) => {
      log.warn({ err: error }, `The kept rendering of ${path} cannot be read`);
      return undefined;
    });
    if (stored?.buildId === manifest.buildId) serve(page, stored.page, stored.dataKey);
  }
  void refresh();
  sources.events?.onLocalChange?.(() => void refresh());
  sources.content?.onLocalChange?.(() => void refresh());
  const timer = setInterval(() => void refresh(), options.checkIntervalMs ?? 1_000);
  timer.unref();

  return {
    get: (path) => pages.get(path)?.live,
    refresh,
    async settle(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      const settled = async () => {
        // A refresh asked again while one ran follows it (askedAgain): wait for those too.
        do await Promise.all([refresh(), ...inFlight.values()]);
        while ((inFlight.size > 0 || askedAgain.size > 0) && Date.now() < deadline);
      };
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        settled(),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]).finally(() => clearTimeout(timer));
    },
    async preview(path, content) {
      const entry = manifest.pages[path];
      if (entry === undefined) return undefined;
      // The gallery's events are the browser's to load, as in the build.
      return livePageOf(await (await renderer()).render(path, { eventsJson: null, content }), entry);
    },
    async prepare(content) {
      const prepared: { path: string; rendered: RenderedPage; key: string }[] = [];
      const failures: { path: string; reason: string }[] = [];
      for (const [path, page] of pages) {
        if (!page.from.includes("content")) continue;
        const current = await currentData(page.from, sources, content);
        // A page whose other data is not there yet stays as it is, as refresh would leave it.
        if (current === undefined || keyOf(current, page.reads) === page.key) continue;
        try {
          const rendered = await (await renderer()).render(path, current.data);
          prepared.push({ path, rendered, key: keyOf(current, rendered.contentReads) });
        } catch (error) {
          failures.push({ path, reason: error instanceof Error ? error.message : String(error) });
        }
      }
      if (failures.length > 0) throw new PagesNotRendered(failures);
      return { pages: prepared };
    },
    async install({ pages: prepared }) {
      // Every page switches in the same turn of the event loop: no visitor sees some pages
      // with the new content and others with the old.
      for (const { path, rendered, key } of prepared) {
        const page = pages.get(path)!;
        page.generation += 1;
        page.failedKey = undefined;
        serve(page, rendered, key);
      }
      await Promise.all(prepared.map(({ path, rendered, key }) => keep(path, rendered, key)));
    },
    async close() {
      closed = true;
      clearInterval(timer);
      // Renders under way finish and are kept (the database closes after this plugin).
      await Promise.all(inFlight.values());
    },
  };
}
