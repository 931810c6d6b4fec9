// The published content as pages are rendered from it: the documents joined into
// SiteContent, with its key (contentKey), read again only when the content's change
// counter moves. Any process may publish (a console on another instance, the content
// command), so the counter is asked at most once per `checkIntervalMs`; a publish made
// here is seen at once (changed()).

import {
  contentKey,
  contentPartKeys,
  SITE_CONTENT_KEYS,
  siteContentOf,
  type ContentDocument,
  type SiteContent,
} from "@site/contracts/content";
import type { Db } from "../db/schema.js";
import { contentVersion, publishedDocuments } from "./store.js";

export interface PublishedSnapshot {
  /** The content's change counter when it was read. */
  version: number;
  /** contentKey of the published documents: equal contents, equal keys. */
  key: string;
  content: SiteContent;
  /** The key of each part of the content (contentPartKeys). */
  parts: Record<string, string>;
}

/** The site `documents` make, or undefined when a part is missing (a database not yet seeded). */
export function snapshotOf(
  version: number,
  documents: readonly ContentDocument[],
): PublishedSnapshot | undefined {
  const content = siteContentOf(documents);
  if (!SITE_CONTENT_KEYS.every((key) => content[key] !== undefined)) return undefined;
  return {
    version,
    key: contentKey(documents),
    content: content as SiteContent,
    parts: contentPartKeys(content),
  };
}

export class PublishedContent {
  private snapshot: PublishedSnapshot | undefined;
  /** The counter of the last read: a database with no complete content leaves `snapshot` unset. */
  private readVersion = -1;
  private checkedAt = 0;
  private reading: Promise<PublishedSnapshot | undefined> | undefined;
  private readonly listeners: (() => void)[] = [];
  /** The addresses the site had and has no more (address_redirects), read with the content. */
  private moved = new Map<string, string | null>();

  constructor(
    private readonly db: Db,
    private readonly checkIntervalMs = 1_000,
  ) {}

  /**
   * The published content, or undefined while the database lacks a piece of it (a server
   * without a web build to seed from): pages are then served as built.
   */
  async current(): Promise<PublishedSnapshot | undefined> {
    if (Date.now() - this.checkedAt < this.checkIntervalMs) return this.snapshot;
    this.reading ??= this.read().finally(() => (this.reading = undefined));
    return this.reading;
  }

  private async read(): Promise<PublishedSnapshot | undefined> {
    const version = await contentVersion(this.db);
    this.checkedAt = Date.now();
    if (version === this.readVersion) return this.snapshot;
    // Counter first: a publish landing between the two reads makes the next check read again.
    const documents = await publishedDocuments(this.db);
    const moved = await this.db.selectFrom("address_redirects").select(["address", "target"]).execute();
    this.moved = new Map(moved.map((row) => [row.address, row.target]));
    this.readVersion = version;
    this.snapshot = snapshotOf(version, documents);
    return this.snapshot;
  }

  /**
   * Where a page's address (decoded, without trailing slash) leads now that the site has
   * no page there: a page's path (an item renamed or retired), null when nothing does
   * (410 Gone), undefined for an address the site never had.
   */
  async movedTo(address: string): Promise<string | null | undefined> {
    await this.current();
    return this.moved.get(address.toLowerCase());
  }

  /** This process published: the next read asks the database, and the listeners are told. */
  changed(): void {
    this.checkedAt = 0;
    for (const listener of this.listeners) listener();
  }

  onLocalChange(listener: () => void): void {
    this.listeners.push(listener);
  }
}
