// The `events` plugin: the gallery's API.
//
//   GET /Bweb/api/events                      the list, newest first (GalleryEventsResponse)
//   GET /Bweb/api/events/images/{hash}.{fmt}  one rendition, immutable
//
// Needs the `database` plugin (app.db), and gives a new database the sample events
// (samples.ts). The list is served from memory (EventListCache) in identity, brotli or
// gzip with an ETag; renditions from a bounded memory cache, else the database.

import { EVENT_IMAGES_PATH, EVENTS_PATH } from "@site/contracts";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Config } from "../config.js";
import type { ImageFormat } from "../db/schema.js";
import { negotiateContentCoding } from "../site/content-encoding.js";
import { ImageCache } from "../images/image-cache.js";
import { CONTENT_TYPES } from "../images/renditions.js";
import { EventListCache, type EncodedBody } from "./list-cache.js";
import { seedNewDatabase } from "./samples.js";
import { readImage } from "./store.js";

export interface EventsPluginOptions {
  config: Pick<Config, "sampleEvents">;
  /** How often, at most, the list asks the database whether events changed. Default 1000 ms. */
  versionCheckIntervalMs?: number;
  /** Memory for recently served renditions. Default 32 MiB. */
  imageCacheBytes?: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The events list cache (for tests and diagnostics). */
    eventsList: EventListCache;
  }
}

// Browsers ask every time (a 304 from memory when nothing changed), so a change made in
// the staff console shows at the visitor's next page view; a shared cache (a CDN in
// front) may reuse one answer for 10 s, so a burst of page views costs one request here.
const LIST_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=10";
const IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";
const IMAGE_NAME = /^([0-9a-f]{32})\.(webp|avif)$/;

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `W/` prefixes do not matter. */
function matches(header: string | undefined, etags: readonly string[]): boolean {
  if (header === undefined) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || etags.includes(tag));
}

/** The database failed and no cached answer can stand in: a short, retryable 503 without details. */
function unavailable(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  request.log.error({ err: error }, "Events: the database did not answer");
  return reply
    .code(503)
    .header("cache-control", "no-store")
    .header("retry-after", "5")
    .send({ error: "Service Unavailable" });
}

const events: FastifyPluginAsync<EventsPluginOptions> = async (app, options) => {
  await seedNewDatabase({ db: app.db, created: app.dbCreated }, options.config.sampleEvents, {
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
  });

  const images = new ImageCache(options.imageCacheBytes ?? 32 * 1024 * 1024);
  const list = new EventListCache(app.db, {
    checkIntervalMs: options.versionCheckIntervalMs ?? 1_000,
    onRebuild: (snapshot) => images.retain(snapshot.imageNames),
    onStaleError: (error) =>
      app.log.warn({ err: error }, "Events: the database did not answer; serving the last list"),
  });
  app.decorate("eventsList", list);

  app.get(EVENTS_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    let snapshot;
    try {
      snapshot = await list.current();
    } catch (error) {
      return unavailable(request, reply, error);
    }
    const coding = negotiateContentCoding(request.headers["accept-encoding"]);
    const encoded: EncodedBody = snapshot[coding];
    reply
      .header("cache-control", LIST_CACHE_CONTROL)
      .header("vary", "Accept-Encoding")
      .header("etag", encoded.etag);
    // Any encoding's tag names the same list.
    if (
      matches(request.headers["if-none-match"], [
        snapshot.identity.etag,
        snapshot.br.etag,
        snapshot.gzip.etag,
      ])
    ) {
      return reply.code(304).send();
    }
    if (coding !== "identity") reply.header("content-encoding", coding);
    return reply.code(200).type("application/json; charset=utf-8").send(encoded.body);
  });

  app.get<{ Params: { name: string } }>(`${EVENT_IMAGES_PATH}:name`, async (request, reply) => {
    const { name } = request.params;
    const match = IMAGE_NAME.exec(name);
    // Only names the current list links to: a removed event's pictures stop at once,
    // and made-up names cost no database query.
    if (!match) return reply.callNotFound();
    let snapshot;
    try {
      snapshot = await list.current();
    } catch (error) {
      return unavailable(request, reply, error);
    }
    if (!snapshot.imageNames.has(name)) return reply.callNotFound();

    const [, hash = "", format] = match as unknown as [string, string, ImageFormat];
    const etag = `"${hash}"`;
    reply.header("cache-control", IMAGE_CACHE_CONTROL).header("etag", etag);
    if (matches(request.headers["if-none-match"], [etag])) return reply.code(304).send();

    let bytes = images.get(name);
    if (!bytes) {
      try {
        bytes = await readImage(app.db, hash, format);
      } catch (error) {
        reply.removeHeader("etag").removeHeader("cache-control");
        return unavailable(request, reply, error);
      }
      if (!bytes) {
        reply.removeHeader("etag");
        return reply.callNotFound();
      }
      images.set(name, bytes);
    }
    return reply.code(200).type(CONTENT_TYPES[format]).send(bytes);
  });
};

export default fastifyPlugin(events, { name: "events", fastify: "5.x", dependencies: ["database"] });
