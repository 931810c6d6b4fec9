// The web build's renderer module (the manifest's `renderer`) on a thread of its own
// (render-thread.ts starts it). A page takes tens of milliseconds of CPU without a pause,
// a PDF up to half a second, and a publish makes dozens of each: on the server's thread
// they would hold every visitor's request for as long.
//
// Imports nothing of the server's but types, so that it runs as it is.

import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import type { SiteContent } from "@site/contracts/content";
import type { DocumentRenderer, PageRenderer, RendererModule, SearchIndexer } from "@site/contracts";
import type { RenderReply, RenderRequest, RenderThreadData, SentContent } from "./render-messages.js";

const { rendererFile, options, contentsKept } = workerData as RenderThreadData;

/** The module, imported once; a failure is every request's answer. */
const module = import(pathToFileURL(rendererFile).href) as Promise<Partial<RendererModule>>;
// Keeps its rejection for the requests; not an unhandled one meanwhile.
module.catch(() => undefined);

/** What the module makes with `create`, made at its first use. */
function made<T>(create: keyof RendererModule, make: (module: RendererModule) => T): () => Promise<T> {
  let value: T | undefined;
  return async () => {
    if (value !== undefined) return value;
    const loaded = await module;
    if (typeof loaded[create] !== "function") throw new Error(`${rendererFile} exports no ${create}`);
    return (value = make(loaded as RendererModule));
  };
}
const pages = made("createPageRenderer", (loaded): PageRenderer => loaded.createPageRenderer(options));
const documents = made("createDocumentRenderer", (loaded): DocumentRenderer =>
  loaded.createDocumentRenderer(options),
);
const indexerMaker = made("createSearchIndexer", (loaded) => () => loaded.createSearchIndexer());
/** The indexer (a helper process of its own), from the first index until it is closed. */
let indexer: SearchIndexer | undefined;

// The contents last sent, by the id the server gave each: a publish renders many pages and
// files from one content, which crosses once, and the document renderer lists a content's
// files once for all of them.
const contents = new Map<number, SiteContent>();
function contentOf({ id, value }: SentContent): SiteContent {
  if (value === undefined) {
    const known = contents.get(id);
    if (known === undefined) throw new Error(`The render thread no longer holds content ${id}`);
    return known;
  }
  contents.set(id, value);
  for (const old of contents.keys()) if (contents.size > contentsKept) contents.delete(old);
  return value;
}

/**
 * The content a request is rendered from, taken as the request arrives: the server counts
 * what this thread holds in the order it sends, so this thread must take each content in
 * the order it receives them, before any request waits on anything.
 */
function contentFor(request: RenderRequest): SiteContent | null {
  switch (request.kind) {
    case "page":
      return request.data.content === null ? null : contentOf(request.data.content);
    case "document":
      return contentOf(request.content);
    default:
      return null;
  }
}

async function answer(request: RenderRequest, content: SiteContent | null): Promise<RenderReply["result"]> {
  switch (request.kind) {
    case "page":
      return (await pages()).render(request.path, { eventsJson: request.data.eventsJson, content });
    case "document":
      return (await documents()).render(request.path, content!);
    case "index": {
      const make = await indexerMaker();
      indexer ??= make();
      return indexer.index(request.pages);
    }
    case "ready":
      await module;
      return undefined;
    case "close": {
      const closing = indexer;
      indexer = undefined;
      await closing?.close();
      return undefined;
    }
  }
}

parentPort!.on("message", (request: RenderRequest) => {
  new Promise<RenderReply["result"]>((resolve) => resolve(answer(request, contentFor(request)))).then(
    (result) => parentPort!.postMessage({ id: request.id, result } satisfies RenderReply),
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        error:
          error instanceof Error
            ? { message: error.message, stack: error.stack }
            : { message: String(error), stack: undefined },
      } satisfies RenderReply),
  );
});
