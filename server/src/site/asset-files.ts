// The build's hashed assets (/assets/*: scripts, stylesheets) answered from memory.
//
// Every page load asks for several of them, and a Node process reading them through
// @fastify/static (open, stat, stream) serves the largest script at a small fraction of
// nginx's rate. They are few (about 80 files, 1.7 MB with their .br/.gz siblings) and
// never change under a running server: their names carry their content hash. So each is
// read once at start with the siblings the build wrote, and a request is a lookup.
// A file over IN_MEMORY_MAX_BYTES, or in a subfolder, is left to @fastify/static.

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import mime from "mime";
import { negotiateContentCoding, type ContentCoding } from "./content-encoding.js";
import { contentHashOf, readPrecompressedSibling, type EncodedVariant } from "./html-document.js";
import { matchesIfNoneMatch } from "./send-html.js";

/** Larger files (a video a build might one day put here) stay on disk, with Range. */
export const IN_MEMORY_MAX_BYTES = 2 * 1024 * 1024;

export interface AssetFile {
  /** Content-Type, with a charset for text. */
  type: string;
  /** Identity always; br and gzip when the build wrote a sibling with the same bytes. */
  variants: Partial<Record<ContentCoding, EncodedVariant>> & { identity: EncodedVariant };
  /** The codings besides identity, for negotiation. */
  offered: ReadonlySet<ContentCoding>;
}

// What @fastify/send does, so a file's type does not change with where it is served from.
const withCharset = (type: string) =>
  type.startsWith("text/") || type.startsWith("application/javascript") || type.startsWith("application/json")
    ? `${type}; charset=utf-8`
    : type;

const ASSET_NAME = /^[\w~-][\w.~-]*$/;

/** Reads every asset of `directory` small enough for memory: name → file. */
export async function loadAssetFiles(
  directory: string,
  log: FastifyBaseLogger,
): Promise<Map<string, AssetFile>> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  const files = new Map<string, AssetFile>();
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && ASSET_NAME.test(entry.name) && !/\.(?:br|gz)$/.test(entry.name))
      .map(async ({ name }) => {
        const file = path.join(directory, name);
        const identity = await readFile(file);
        if (identity.length > IN_MEMORY_MAX_BYTES) return;
        const hash = contentHashOf(identity);
        const stale = (sibling: string) => log.warn(`${sibling} does not match ${name}; not served`);
        const [br, gzip] = await Promise.all([
          readPrecompressedSibling(file, "br", identity, stale),
          readPrecompressedSibling(file, "gzip", identity, stale),
        ]);
        const variants: AssetFile["variants"] = { identity: { body: identity, etag: `"${hash}"` } };
        if (br) variants.br = { body: br, etag: `"${hash}-br"` };
        if (gzip) variants.gzip = { body: gzip, etag: `"${hash}-gz"` };
        files.set(name, {
          type: withCharset(mime.getType(name) ?? "application/octet-stream"),
          variants,
          offered: new Set(Object.keys(variants) as ContentCoding[]),
        });
      }),
  );
  return files;
}

/**
 * A GET (and HEAD) route per file at `prefix + name`. The router prefers them to the
 * `prefix*` wildcard of @fastify/static, which keeps answering anything else there.
 */
export async function registerAssetRoutes(
  app: FastifyInstance,
  directory: string,
  prefix: string,
  cacheControl: string,
): Promise<number> {
  const files = await loadAssetFiles(directory, app.log);
  for (const [name, file] of files) {
    const varies = file.offered.size > 1;
    app.get(`${prefix}${name}`, (request, reply) => {
      const coding = negotiateContentCoding(request.headers["accept-encoding"], file.offered);
      const variant = file.variants[coding] ?? file.variants.identity;
      reply.header("cache-control", cacheControl).header("etag", variant.etag);
      if (varies) reply.header("vary", "Accept-Encoding");
      if (matchesIfNoneMatch(request.headers["if-none-match"], variant.etag)) return reply.code(304).send();
      if (coding !== "identity") reply.header("content-encoding", coding);
      return reply.code(200).type(file.type).send(variant.body);
    });
  }
  return files.size;
}
