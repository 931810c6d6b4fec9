// The web build's renderers, run on a thread of their own (render-worker.ts): the server's
// thread only sends what to render and receives the bytes, so a publish that renders
// seventy pages and fifteen PDFs never holds a visitor's request for longer than a copy.
//
// The thread starts at the first render and again after it stopped (a crash fails the
// renders under way, which live-pages.ts treats as any failed render). It keeps the process
// alive only while a render is under way.

import { Worker } from "node:worker_threads";
import type { SiteContent } from "@site/contracts/content";
import type {
  DocumentRenderer,
  EncodedFile,
  IndexedPage,
  PageData,
  PageRenderer,
  RenderedPage,
  SearchIndexer,
  SearchIndexFile,
} from "@site/contracts";
import type {
  RenderReply,
  RenderRequest,
  RenderResult,
  RenderThreadData,
  SentContent,
} from "./render-messages.js";

export interface RenderThread {
  pages: PageRenderer;
  documents: Pick<DocumentRenderer, "render">;
  indexer: SearchIndexer;
  /**
   * Starts the thread and loads the renderer (a second or two), so that the first render
   * does not wait for it; rejects if the renderer cannot be loaded.
   */
  warm(): Promise<void>;
  /** Stops the thread (once the indexer's helper process is stopped). */
  close(): Promise<void>;
}

// Beside this module: compiled, or its TypeScript source as the tests run it (Node strips
// the types of a worker's file; render-worker.ts imports only types of our own).
const WORKER_FILE = new URL(
  import.meta.url.endsWith(".ts") ? "./render-worker.ts" : "./render-worker.js",
  import.meta.url,
);

// Buffers arrive as plain Uint8Arrays: the same memory, seen as Buffers again.
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const encodedFile = ({ identity, br, gzip }: EncodedFile): EncodedFile => ({
  identity: asBuffer(identity),
  br: asBuffer(br),
  gzip: asBuffer(gzip),
});

type Request = RenderRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

/** How many contents the thread holds: a publish's, the published one, previews. */
const CONTENTS_KEPT = 4;

export function startRenderThread(data: Omit<RenderThreadData, "contentsKept">): RenderThread {
  let worker: Worker | undefined;
  const pending = new Map<number, { resolve(result: RenderResult): void; reject(error: Error): void }>();
  let nextId = 1;
  // Each content object gets an id, and crosses only when the thread does not hold it: the
  // thread keeps the last CONTENTS_KEPT it was sent, and `held` counts as it does, in the
  // order the messages go (render-worker.ts).
  const contentIds = new WeakMap<SiteContent, number>();
  let nextContentId = 1;
  let held: number[] = [];
  const sent = (content: SiteContent): SentContent => {
    // A new thread holds nothing: started before counting what it holds.
    running();
    let id = contentIds.get(content);
    if (id === undefined) contentIds.set(content, (id = nextContentId++));
    if (held.includes(id)) return { id };
    held = [...held, id].slice(-CONTENTS_KEPT);
    return { id, value: content };
  };

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const start = () => {
    held = [];
    const started = new Worker(WORKER_FILE, {
      workerData: { ...data, contentsKept: CONTENTS_KEPT } satisfies RenderThreadData,
    });
    started.unref();
    started.on("message", ({ id, result, error }: RenderReply) => {
      const waiting = pending.get(id);
      if (waiting === undefined) return;
      pending.delete(id);
      if (pending.size === 0) started.unref();
      if (error === undefined) waiting.resolve(result);
      else waiting.reject(Object.assign(new Error(error.message), { stack: error.stack ?? error.message }));
    });
    started.on("error", (error) => failAll(error));
    started.on("exit", (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`The render thread stopped (exit code ${code})`));
    });
    return started;
  };
  const running = () => (worker ??= start());
  const ask = (request: Request): Promise<RenderResult> =>
    new Promise((resolve, reject) => {
      const thread = running();
      // A command waiting on a render must not exit under it.
      thread.ref();
      const id = nextId++;
      pending.set(id, { resolve, reject });
      thread.postMessage({ ...request, id } as RenderRequest);
    });

  return {
    pages: {
      async render(path: string, { eventsJson, content }: PageData): Promise<RenderedPage> {
        const page = (await ask({
          kind: "page",
          path,
          data: { eventsJson, content: content === null ? null : sent(content) },
        })) as RenderedPage;
        return {
          ...page,
          html: encodedFile(page.html),
          ...(page.data === undefined ? {} : { data: encodedFile(page.data) }),
        };
      },
    },
    documents: {
      async render(path: string, content: SiteContent) {
        const made = (await ask({ kind: "document", path, content: sent(content) })) as {
          body: Uint8Array;
          contentReads: string[];
        };
        return { body: asBuffer(made.body), contentReads: made.contentReads };
      },
    },
    indexer: {
      async index(pages: readonly IndexedPage[]) {
        const files = (await ask({ kind: "index", pages })) as SearchIndexFile[];
        return files.map(({ name, body }) => ({ name, body: asBuffer(body) }));
      },
      async close() {
        if (worker !== undefined) await ask({ kind: "close" });
      },
    },
    async warm() {
      await ask({ kind: "ready" });
    },
    async close() {
      const stopping = worker;
      worker = undefined;
      if (stopping === undefined) return;
      // The indexer's helper process stopped first, whatever the thread answers.
      await new Promise<void>((resolve) => {
        const id = nextId++;
        pending.set(id, { resolve: () => resolve(), reject: () => resolve() });
        stopping.ref();
        stopping.postMessage({ kind: "close", id } satisfies RenderRequest);
      });
      await stopping.terminate();
    },
  };
}
