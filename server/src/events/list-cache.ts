// The events list, serialised once and kept in memory until an event changes.
//
// Any process may change the events (the staff CLI, another server instance), so the
// cache asks the database for events_version at most once per `checkIntervalMs` and
// rebuilds only when it moved. Under load that is one tiny query a second, whatever the
// request rate; a change shows up within that interval, without a restart.

import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { EVENT_IMAGES_PATH, type EventPicture, type GalleryEvent } from "@site/contracts";
import type { Db, ImageFormat } from "../db/schema.js";
import { CONTENT_TYPES } from "../images/renditions.js";
import { defaultRendition } from "./images.js";
import { listEvents, readEventsVersion, type StoredEvent, type StoredPicture } from "./store.js";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const imageUrl = (hash: string, format: ImageFormat) => `${EVENT_IMAGES_PATH}${hash}.${format}`;

export interface EncodedBody {
  body: Buffer;
  etag: string;
}

export interface ListSnapshot {
  version: number;
  identity: EncodedBody;
  br: EncodedBody;
  gzip: EncodedBody;
  /** Every `hash.format` the list links to: the only image names worth a database query. */
  imageNames: ReadonlySet<string>;
}

/** One stored picture as the API describes it; undefined without a WebP rendition (cannot happen). */
function toApiPicture(picture: StoredPicture): EventPicture | undefined {
  const main = defaultRendition(picture.images);
  if (!main) return undefined;
  return {
    alt: picture.alt,
    imageurl: imageUrl(main.hash, main.format),
    width: main.width,
    height: main.height,
    images: picture.images.map((image) => ({
      url: imageUrl(image.hash, image.format),
      width: image.width,
      height: image.height,
      type: CONTENT_TYPES[image.format],
    })),
    focus: picture.focus,
  };
}

/**
 * The API's view of one stored event (the contract's type): the spec's fields describe
 * its first picture, `alt`, `focus` and `pictures` are added beside them.
 */
export function toApiEvent(event: StoredEvent): GalleryEvent | undefined {
  const pictures = event.pictures.map(toApiPicture).filter((picture) => picture !== undefined);
  const [first] = pictures;
  if (!first) return undefined; // cannot happen: an event is stored with a picture
  return {
    id: event.id,
    title: event.title,
    ...(event.description ? { description: event.description } : {}),
    date: event.date,
    imageurl: first.imageurl,
    width: first.width,
    height: first.height,
    images: first.images,
    alt: first.alt,
    focus: first.focus,
    pictures,
  };
}

export async function buildSnapshot(db: Db): Promise<ListSnapshot> {
  // Version first: a change landing between the two reads makes the next check rebuild,
  // never leaves a stale list labelled with the new version.
  const version = await readEventsVersion(db);
  const events = await listEvents(db);
  const body = Buffer.from(JSON.stringify(events.map(toApiEvent).filter((event) => event !== undefined)));
  const tag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip(body, { level: 9 }),
  ]);
  const imageNames = new Set(
    events.flatMap((event) =>
      event.pictures.flatMap((picture) => picture.images.map((image) => `${image.hash}.${image.format}`)),
    ),
  );
  return {
    version,
    identity: { body, etag: `"${tag}"` },
    br: { body: br, etag: `"${tag}-br"` },
    gzip: { body: gz, etag: `"${tag}-gz"` },
    imageNames,
  };
}

export interface ListCacheOptions {
  /** How often, at most, the database is asked whether the events changed. Default 1000 ms. */
  checkIntervalMs?: number;
  /** Told when a check fails and the previous list is served meanwhile. */
  onStaleError?: (error: unknown) => void;
  /** Told when the list was rebuilt (the version moved). */
  onRebuild?: (snapshot: ListSnapshot) => void;
}

export class EventListCache {
  private snapshot: ListSnapshot | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<ListSnapshot> | undefined;
  private readonly checkIntervalMs: number;

  constructor(
    private readonly db: Db,
    private readonly options: ListCacheOptions = {},
  ) {
    this.checkIntervalMs = options.checkIntervalMs ?? 1_000;
  }

  /** The current list: from memory, after asking the database if the last check is old. */
  async current(): Promise<ListSnapshot> {
    if (this.snapshot && Date.now() - this.checkedAt < this.checkIntervalMs) return this.snapshot;
    // One check at a time, whatever the number of waiting requests.
    this.pending ??= this.refresh().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private readonly changeListeners = new Set<() => void>();

  /** Asks the database at the next request: this process just changed the events. */
  invalidate(): void {
    this.checkedAt = Number.NEGATIVE_INFINITY;
    for (const listener of this.changeListeners) listener();
  }

  /** Calls `listener` whenever this process changes the events (invalidate); other processes' changes show at the next check. */
  onLocalChange(listener: () => void): void {
    this.changeListeners.add(listener);
  }

  private async refresh(): Promise<ListSnapshot> {
    const startedAt = Date.now();
    try {
      if (this.snapshot) {
        const version = await readEventsVersion(this.db);
        if (version === this.snapshot.version) {
          this.checkedAt = startedAt;
          return this.snapshot;
        }
      }
      const snapshot = await buildSnapshot(this.db);
      this.snapshot = snapshot;
      this.checkedAt = startedAt;
      this.options.onRebuild?.(snapshot);
      return snapshot;
    } catch (error) {
      if (!this.snapshot) throw error;
      // The database is unreachable for now: the last list is better than an error page,
      // and waiting an interval before the next try keeps a struggling database unloaded.
      this.options.onStaleError?.(error);
      this.checkedAt = startedAt;
      return this.snapshot;
    }
  }
}
