// Serves the renditions of the pictures staff uploaded (content/pictures.ts) at
// /media/upload-{hash}-{width}.{avif,webp}, from the database through a bounded memory
// cache. The router prefers this route's static start to the build's /media/* files,
// whatever the order they were registered in, so these names never reach the disk. The
// name is the upload's hash, so its bytes never change: cached for a year, immutable.
// An upload no document uses is deleted in the end (pictures.ts): each instance's memory
// then forgets it at its next housekeeping (forgetDeleted), the one that deleted it at once.

import { CONTENT_PICTURE_NAME_PREFIX } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { ImageCache } from "../images/image-cache.js";
import { CONTENT_TYPES } from "../images/renditions.js";
import { matchesIfNoneMatch } from "../site/send-html.js";
import { IMMUTABLE } from "../site/static-files.js";
import { pictureFileOf, readPictureFile } from "./pictures.js";

export const CONTENT_PICTURES_PATH = `/media/${CONTENT_PICTURE_NAME_PREFIX}`;

export interface PictureFiles {
  /** Forgets the renditions held in memory of pictures the database no longer has. */
  forgetDeleted(): Promise<void>;
}

export function registerPictureFiles(app: FastifyInstance, cacheBytes: number): PictureFiles {
  const cache = new ImageCache(cacheBytes);
  const hashOf = (name: string) => pictureFileOf(name)?.hash ?? "";
  app.get<{ Params: { rest: string } }>(`${CONTENT_PICTURES_PATH}:rest`, async (request, reply) => {
    const name = `${CONTENT_PICTURE_NAME_PREFIX}${request.params.rest}`;
    // A made-up name costs no database query.
    const file = pictureFileOf(name);
    if (file === undefined) return reply.callNotFound();
    const etag = `"${file.hash}-${file.width}-${file.format}"`;
    if (matchesIfNoneMatch(request.headers["if-none-match"], etag))
      return reply.code(304).header("cache-control", IMMUTABLE).header("etag", etag).send();
    let bytes = cache.get(name);
    if (bytes === undefined) {
      bytes = await readPictureFile(app.db, file);
      if (bytes === undefined) return reply.callNotFound();
      cache.set(name, bytes);
    }
    return reply
      .code(200)
      .header("cache-control", IMMUTABLE)
      .header("etag", etag)
      .type(CONTENT_TYPES[file.format])
      .send(bytes);
  });
  return {
    async forgetDeleted() {
      const cached = new Set(cache.names().map(hashOf));
      if (cached.size === 0) return;
      const held = await app.db
        .selectFrom("content_pictures")
        .select("hash")
        .distinct()
        .where("hash", "in", [...cached])
        .execute();
      const kept = new Set(held.map((row) => row.hash));
      cache.retain(new Set(cache.names().filter((name) => kept.has(hashOf(name)))));
    },
  };
}
