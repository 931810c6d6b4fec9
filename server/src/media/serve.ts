// Serves the media library's documents and videos at /media/file-{hash}.{ext} from the
// database (files.ts), on every instance alike. The name is the file's hash, so its bytes
// never change: cached for a year, immutable, its hash the ETag. A Range request (a video
// player seeking, a PDF reader fetching a page) is answered 206 with those bytes alone,
// read a few chunks at a time, so a 200 MB video is never in memory; several ranges in one
// request that do not join into one are answered with the whole file (200), as most
// servers do, and a range past the end with 416. The router prefers this route's static start to the build's /media/* files.

import { Readable } from "node:stream";
import { LIBRARY_FILE_PREFIX } from "@site/contracts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyInstance } from "fastify";
import { combineRanges, parse as parseRange } from "range-parser";
import { matchesIfNoneMatch } from "../site/send-html.js";
import { IMMUTABLE } from "../site/static-files.js";
import { fileBytes, fileFacts, libraryFileOf } from "./files.js";

export const LIBRARY_FILES_PATH = `/media/${LIBRARY_FILE_PREFIX}`;

/** A Range header longer than this is no player's: answered with the whole file. */
const RANGE_HEADER_MAX_LENGTH = 200;

export function registerLibraryFiles(app: FastifyInstance): void {
  app.get<{ Params: { rest: string } }>(`${LIBRARY_FILES_PATH}:rest`, async (request, reply) => {
    // A made-up name costs no database query.
    const name = libraryFileOf(`${LIBRARY_FILE_PREFIX}${request.params.rest}`);
    if (name === undefined) return reply.callNotFound();
    const facts = await fileFacts(app.db, name.hash);
    if (facts === undefined || facts.extension !== name.extension) return reply.callNotFound();
    const etag = `"${name.hash}"`;
    reply
      .header("cache-control", IMMUTABLE)
      .header("etag", etag)
      .header("accept-ranges", "bytes")
      .header("content-disposition", contentDisposition(facts.fileName, { type: "inline" }))
      .type(facts.contentType);
    if (matchesIfNoneMatch(request.headers["if-none-match"], etag)) return reply.code(304).send();
    const size = facts.bytes;
    let start = 0;
    let end = size - 1;
    const range = request.headers.range;
    const ifRange = request.headers["if-range"];
    // If-Range with another validator: the file it had is not this one, so all of this one.
    const rangeApplies = ifRange === undefined || ifRange === etag;
    if (range !== undefined && rangeApplies && range.length <= RANGE_HEADER_MAX_LENGTH) {
      const parsed = parseRange(size, range);
      // A malformed header, or a unit other than bytes, is ignored: the whole file.
      if (parsed.type === "bytes" && (parsed.code & 1) === 0) {
        if (parsed.ranges.length === 0 && size > 0)
          return reply.code(416).header("content-range", `bytes */${size}`).send();
        const ranges = combineRanges(parsed.ranges);
        const [only] = ranges;
        if (ranges.length === 1 && only !== undefined) {
          ({ start, end } = only);
          reply.code(206).header("content-range", `bytes ${start}-${end}/${size}`);
        }
      }
    }
    reply.header("content-length", String(end - start + 1));
    return reply.send(Readable.from(fileBytes(app.db, name.hash, start, end)));
  });
}
