// Files of the web build other than pages: hashed assets, media, the search index
// (/pagefind/) and root files such as favicon.ico, manifest.webmanifest, robots.txt and
// sitemap.xml. The assets are answered from memory (asset-files.ts); the rest, and any
// asset too large for memory, from disk.
//
// @fastify/static (through @fastify/send) gives ETag/Last-Modified revalidation, Range
// requests for video and PDF, path-traversal protection, and picks the `.br`/`.gz`
// sibling the build wrote when the client accepts it. Directory listings stay off.

import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { BUILD_FOLDERS, PRECOMPRESSED_EXTENSIONS, SERVED_FOLDERS } from "@site/contracts";
import { SEARCH_BUNDLE_POLICY } from "../security/content-security-policy.js";
import { registerAssetRoutes } from "./asset-files.js";
import { SITE_MANIFEST_FILE } from "./manifest.js";

// Vite names these by content hash: a changed file gets a new URL, so browsers and
// CDNs may keep them for a year without asking.
export const IMMUTABLE = "public, max-age=31536000, immutable";
// Media and root files keep their names when replaced: cache an hour, then revalidate.
const REVALIDATE_HOURLY = "public, max-age=3600";

// Responses for the types the build precompresses vary by Accept-Encoding, and a shared
// cache must know it.
const COMPRESSIBLE = new Set(PRECOMPRESSED_EXTENSIONS);

// The search index (Pagefind): its script and entry file keep their names while the index
// they point to changes with every build, so a browser asks each time (a 304 mostly).
const REVALIDATE_ALWAYS = "public, max-age=0, must-revalidate";

/** Cache-Control for a file by where it lives in the build (`/`-separated, relative). */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith(`${BUILD_FOLDERS.assets}/`)) return IMMUTABLE;
  if (relativePath.startsWith(`${BUILD_FOLDERS.search}/`)) return REVALIDATE_ALWAYS;
  if (relativePath.endsWith(DATA_SUFFIX)) return DATA_CACHE_CONTROL;
  return REVALIDATE_HOURLY;
}

// React Router writes beside each prerendered page with a loader a `.data` file (its
// loader's result), which a client-side navigation to the page fetches: `/BRECON.data`,
// `/solution-details/instant-payment.data`.
export const DATA_SUFFIX = ".data";
/** A page's loader data changes with the page, whose HTML is asked for every time. */
export const DATA_CACHE_CONTROL = REVALIDATE_ALWAYS;
const FILE_DIRECTORIES = new Set<string>(SERVED_FOLDERS);

const withoutPrecompressedSuffix = (file: string) => file.replace(/\.(br|gz)$/, "");

// Root file names become route paths: keep to characters with no meaning to the router.
const PLAIN_FILE_NAME = /^[\w~-][\w.~-]*$/;

/** Regular files at the top of the build that are not pages or internal files. */
async function listRootFiles(webRoot: string): Promise<string[]> {
  const entries = await readdir(webRoot, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .filter(
      (name) => PLAIN_FILE_NAME.test(name) && !/\.(?:html|br|gz)$/.test(name) && name !== SITE_MANIFEST_FILE,
    );
}

/** The pages' `.data` files below the top of the build, as `/`-separated relative paths. */
async function listNestedDataFiles(webRoot: string, directory = ""): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(webRoot, directory), { withFileTypes: true })) {
    if (!PLAIN_FILE_NAME.test(entry.name)) continue;
    const relative = directory ? `${directory}/${entry.name}` : entry.name;
    if (entry.isDirectory() && !(directory === "" && FILE_DIRECTORIES.has(entry.name)))
      found.push(...(await listNestedDataFiles(webRoot, relative)));
    else if (entry.isFile() && directory !== "" && entry.name.endsWith(DATA_SUFFIX)) found.push(relative);
  }
  return found;
}

/** Serves the build's files; those `servedElsewhere` (`/`-separated, relative) are left to their own routes. */
export async function registerStaticFiles(
  app: FastifyInstance,
  webRoot: string,
  servedElsewhere: ReadonlySet<string> = new Set(),
): Promise<void> {
  const setHeaders = (reply: FastifyReply, file: string) => {
    const relative = path.relative(webRoot, file).split(path.sep).join("/");
    reply.header("cache-control", cacheControlFor(relative));
    if (relative.startsWith(`${BUILD_FOLDERS.search}/`))
      reply.header("content-security-policy", SEARCH_BUNDLE_POLICY);
    // Also when a sibling went out for a type outside the list (the build compresses
    // favicon.ico too): a cache must never hand those bytes to a client without br.
    const precompressed = file !== withoutPrecompressedSuffix(file);
    if (precompressed || COMPRESSIBLE.has(path.extname(file).toLowerCase())) {
      reply.header("vary", "Accept-Encoding");
    }
  };
  const common = {
    preCompressed: true,
    setHeaders,
    // Cache-Control comes from setHeaders, by location.
    cacheControl: false,
    index: false as const,
    list: false,
    redirect: false,
    // Dotfiles answer 404 instead of being served.
    dotfiles: "ignore" as const,
    // A directory is not a file: 404 rather than send's 403.
    allowedPath: (pathname: string) => !pathname.endsWith("/"),
  };

  // Serves nothing by itself: provides reply.sendFile() for the root files below.
  await app.register(fastifyStatic, { ...common, root: webRoot, serve: false });

  for (const directory of SERVED_FOLDERS) {
    const exists = await stat(path.join(webRoot, directory)).then(
      (found) => found.isDirectory(),
      () => false,
    );
    if (!exists) continue;
    if (directory === BUILD_FOLDERS.assets)
      await registerAssetRoutes(app, path.join(webRoot, directory), "/assets/", IMMUTABLE);
    await app.register(fastifyStatic, {
      ...common,
      root: path.join(webRoot, directory),
      prefix: `/${directory}/`,
      decorateReply: false,
    });
  }

  // Root files (the top-level `.data` files among them), then the nested `.data` files:
  // each a route of its own, so no path outside this list ever reaches the disk.
  for (const name of [...(await listRootFiles(webRoot)), ...(await listNestedDataFiles(webRoot))]) {
    if (servedElsewhere.has(name)) continue;
    app.get(`/${name}`, (_request, reply) => reply.sendFile(name));
  }
}
