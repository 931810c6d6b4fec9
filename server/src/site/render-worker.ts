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

/** The renderers, made once the module is imported; a failure is every request's answer. */
const renderers = (async () => {
  const module = (await import(pathToFileURL(rendererFile).href)) as Partial<RendererModule>;
  const missing = (["createPageRenderer", "createDocumentRenderer", "createSearchIndexer"] as const).filter(
    (name) => typeof module[name] !== "function",
  );
  if (missing.length > 0) throw new Error(`${rendererFile} exports no ${missing.join(", ")}`);
  const { createPageRenderer, createDocumentRenderer, createSearchIndexer } = module as RendererModule;
  return {
    pages: createPageRenderer(options) as PageRenderer,
    documents: createDocumentRenderer(options) as DocumentRenderer,
    indexer: undefined as SearchIndexer | undefined,
    createSearchIndexer,
  };
})();
// Keeps its rejection for the requests; not an unhandled one meanwhile.
renderers.catch(() => undefined);

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

async function answer(request: RenderRequest): Promise<RenderReply["result"]> {
  const made = await renderers;
  switch (request.kind) {
    case "page": {
      const { eventsJson, content } = request.data;
      return made.pages.render(request.path, {
        eventsJson,
        content: content === null ? null : contentOf(content),
      });
    }
    case "document":
      return made.documents.render(request.path, contentOf(request.content));
    case "index":
      made.indexer ??= made.createSearchIndexer();
      return made.indexer.index(request.pages);
    case "ready":
      return undefined;
    case "close": {
      await made.indexer?.close();
      made.indexer = undefined;
      return undefined;
    }
  }
}

parentPort!.on("message", (request: RenderRequest) => {
  answer(request).then(
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
