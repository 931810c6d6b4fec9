// A page held in memory, ready to send in any encoding: a file of the build, or a page the
// server rendered from its data (live-pages.ts).
//
// Pages are small and few, and a Node process serves files from disk at a fraction of
// nginx's rate: keeping them in memory with their precompressed variants, ETags and
// Content-Security-Policy computed once makes each page request a lookup. What a page
// needs besides its bytes (its inline scripts' hashes, whether it posts a form) comes
// from the build's manifest or the renderer, never from reading its HTML here.

import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { EncodedFile } from "@site/contracts";
import { contentSecurityPolicy } from "../security/content-security-policy.js";
import type { ContentCoding } from "./content-encoding.js";

export interface EncodedVariant {
  body: Buffer;
  /** Strong ETag, distinct per encoding: the bytes differ, so the representations do. */
  etag: string;
}

export interface HtmlDocument {
  variants: Record<ContentCoding, EncodedVariant>;
  /** The page has a form that posts: it comes with a fresh XSRF cookie (security/xsrf.ts). */
  postsForm: boolean;
  /** The page's Content-Security-Policy, over https or not: a lookup, computed at load. */
  contentSecurityPolicy(https: boolean): string;
}

const brotliCompress = promisify(zlib.brotliCompress);
const brotliDecompress = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

const PRECOMPRESSED = {
  br: {
    suffix: ".br",
    compress: (body: Buffer) =>
      brotliCompress(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
    decompress: (body: Buffer) => brotliDecompress(body),
  },
  gzip: {
    suffix: ".gz",
    compress: (body: Buffer) => gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    decompress: (body: Buffer) => gunzip(body),
  },
} as const;

/**
 * The `.br` or `.gz` sibling the build wrote beside `file`, when it decompresses to
 * `identity`; undefined when it is missing or stale (edited after the build), so that no
 * encoding ever carries other bytes than the file. `onStale` hears about stale ones.
 */
export async function readPrecompressedSibling(
  file: string,
  coding: keyof typeof PRECOMPRESSED,
  identity: Buffer,
  onStale: (sibling: string) => void = () => {},
): Promise<Buffer | undefined> {
  const { suffix, decompress } = PRECOMPRESSED[coding];
  const sibling = await readFile(file + suffix).catch(() => undefined);
  if (sibling === undefined) return undefined;
  const matches = await decompress(sibling).then(
    (bytes) => bytes.equals(identity),
    () => false,
  );
  if (matches) return sibling;
  onStale(file + suffix);
  return undefined;
}

/** A short strong validator for `bytes`, the same in every process that holds them. */
export const contentHashOf = (bytes: Buffer) =>
  createHash("sha256").update(bytes).digest("base64url").slice(0, 27);

/** What the server needs to know of a page besides its bytes: its manifest entry's facts, its scripts' hashes. */
export interface PageFacts {
  scriptHashes: readonly string[];
  postsForm: boolean;
  framesMap: boolean;
  runsSearchWorker: boolean;
}

/**
 * Reads `file` and its `.br`/`.gz` siblings. A sibling that is missing or stale is made
 * afresh, so every encoding always carries the same page.
 */
export async function loadHtmlDocument(
  file: string,
  facts: PageFacts,
  onStaleSibling: (sibling: string) => void = () => {},
): Promise<HtmlDocument> {
  return documentOf(await readEncodedFile(file, onStaleSibling), facts);
}

/** `file` in every encoding: its siblings when they match it, compressed here when not. */
export async function readEncodedFile(
  file: string,
  onStaleSibling: (sibling: string) => void = () => {},
): Promise<EncodedFile> {
  const identity = await readFile(file);
  const [br, gzipped] = await Promise.all([
    readPrecompressedSibling(file, "br", identity, onStaleSibling),
    readPrecompressedSibling(file, "gzip", identity, onStaleSibling),
  ]);
  return {
    identity,
    br: br ?? (await PRECOMPRESSED.br.compress(identity)),
    gzip: gzipped ?? (await PRECOMPRESSED.gzip.compress(identity)),
  };
}

/** A file in every encoding with its strong ETags (`"hash"`, `"hash-br"`, `"hash-gz"`). */
export function variantsOf(file: EncodedFile): Record<ContentCoding, EncodedVariant> {
  const contentHash = contentHashOf(file.identity);
  return {
    br: { body: file.br, etag: `"${contentHash}-br"` },
    gzip: { body: file.gzip, etag: `"${contentHash}-gz"` },
    identity: { body: file.identity, etag: `"${contentHash}"` },
  };
}

/** The document of the page `file`, with its policies computed once. */
export function documentOf(file: EncodedFile, facts: PageFacts): HtmlDocument {
  const policy = (https: boolean) => contentSecurityPolicy({ ...facts, https });
  const [http, https] = [policy(false), policy(true)];
  return {
    variants: variantsOf(file),
    postsForm: facts.postsForm,
    contentSecurityPolicy: (secure) => (secure ? https : http),
  };
}
