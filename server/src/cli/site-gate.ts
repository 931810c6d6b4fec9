// The site's pages as a command publishes content: rendered before it commits, as a
// console publish renders them (content/publish-gate.ts), by the same live pages run
// without following the data. What it renders is kept in the database, where the servers
// find it and switch to it without rendering again.

import { PublishedContent } from "../content/published.js";
import { pagesGate } from "../content/publish-gate.js";
import type { PublishGate } from "../content/store.js";
import type { Db } from "../db/schema.js";
import { EventListCache } from "../events/list-cache.js";
import { startLivePages } from "../site/live-pages.js";
import { loadSite } from "../site/load-site.js";
import { databaseRenderedStore } from "../site/rendered-store.js";
import type { SiteLog } from "../site/site-log.js";
import type { CliIo } from "./command-line.js";

export interface SiteGate {
  gate: PublishGate;
  /** Waits for what it keeps, and lets go of the renderer. */
  close(): Promise<void>;
}

/** A line of the log on stderr: the message, and the error's if there is one. */
function line(io: CliIo, prefix: string) {
  return (object: unknown, message?: string) => {
    if (typeof object === "string") return io.stderr(`${prefix}${object}\n`);
    const error = (object as { err?: unknown } | null)?.err;
    io.stderr(`${prefix}${message ?? ""}${error instanceof Error ? `: ${error.message}` : ""}\n`);
  };
}

/**
 * The gate of the site built in `webRoot`; undefined, said on stderr, when there is no
 * build to render with (the servers render the pages when they see the change).
 */
export async function openSiteGate(db: Db, webRoot: string, io: CliIo): Promise<SiteGate | undefined> {
  const log: SiteLog = { info: () => undefined, warn: line(io, "Warning: "), error: line(io, "Error: ") };
  const loaded = await loadSite(webRoot, log);
  if (!loaded.ok) {
    io.stderr(`Warning: the pages are not rendered before publishing: ${loaded.reason}\n`);
    return undefined;
  }
  const pages = await startLivePages({
    webRoot,
    manifest: loaded.site.manifest,
    built: loaded.site.pages,
    sources: { events: new EventListCache(db), content: new PublishedContent(db) },
    store: databaseRenderedStore(db),
    log,
    follow: false,
  });
  return { gate: pagesGate(pages)!, close: () => pages.close() };
}
