// What the server's thread and the render thread say to each other (render-thread.ts,
// render-worker.ts).

import type { SiteContent } from "@site/contracts/content";
import type { IndexedPage, RendererOptions, RenderedPage, SearchIndexFile } from "@site/contracts";

/** What the render thread is started with. */
export interface RenderThreadData {
  /** The renderer module's file (WEB_ROOT and the manifest's `renderer`). */
  rendererFile: string;
  options: RendererOptions;
  /** How many contents it keeps (SentContent). */
  contentsKept: number;
}

/**
 * A content as sent: the id the server gave that object, and the object itself only when
 * the thread does not hold it (it keeps the last `contentsKept` it was sent, in order).
 */
export interface SentContent {
  id: number;
  value?: SiteContent;
}

export type RenderRequest = { id: number } & (
  | { kind: "page"; path: string; data: { eventsJson: string | null; content: SentContent | null } }
  | { kind: "document"; path: string; content: SentContent }
  | { kind: "index"; pages: readonly IndexedPage[] }
  | { kind: "ready" }
  | { kind: "close" }
);

export type RenderResult =
  RenderedPage | { body: Buffer; contentReads: string[] } | SearchIndexFile[] | undefined;

export interface RenderReply {
  id: number;
  result?: RenderResult;
  error?: { message: string; stack: string | undefined };
}
