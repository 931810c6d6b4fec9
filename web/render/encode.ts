// A file in every encoding the server sends, compressed once at the best settings: the
// build's files and the pages the renderer makes are compressed once and sent many times.
// Plain Node, so the build's scripts and the renderer share it.

import { promisify } from "node:util";
import zlib from "node:zlib";
import type { EncodedFile } from "@site/contracts/page-render";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export async function encode(identity: Buffer): Promise<EncodedFile> {
  const [br, gzipped] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip: gzipped };
}
