// The web build's own page renderer, as the server loads it (site-manifest.json's
// `renderer`), for tests that compare what the server sends with what it renders; and a
// GET that returns the bytes as sent, in the encoding asked for.

import http from "node:http";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createRequire } from "node:module";
import {
  SITE_MANIFEST_FILE,
  type DocumentRenderer,
  type PageRenderer,
  type RendererModule,
} from "@site/contracts/page-render";
import { REPO_ROOT } from "../scripts/server-process.mjs";

export const CLIENT_DIR = path.join(REPO_ROOT, "web/build/client");

/** The build's renderer module, loaded as the server loads it. */
const rendererModule = once(async () => {
  const manifest = JSON.parse(await readFile(path.join(CLIENT_DIR, SITE_MANIFEST_FILE), "utf8")) as {
    renderer: string;
    enhanceScript: string;
  };
  // Node's own loader, as the server's: Vitest would transform a module it imports itself,
  // and the renderer prints some of its functions' source into the pages.
  const module = createRequire(import.meta.url)(path.join(CLIENT_DIR, manifest.renderer)) as RendererModule;
  return { module, options: { clientDir: CLIENT_DIR, enhanceScript: manifest.enhanceScript } };
});

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** The build's page renderer over the build's files. */
export const buildRenderer = once(async (): Promise<PageRenderer> => {
  const { module, options } = await rendererModule();
  return module.createPageRenderer(options);
});

/** The build's document renderer (the PDFs, social images and files the content makes). */
export const buildDocumentRenderer = once(async (): Promise<DocumentRenderer> => {
  const { module, options } = await rendererModule();
  return module.createDocumentRenderer(options);
});

/** GET `url` with `Accept-Encoding: coding`: the body exactly as sent (not decoded). */
export function rawGet(url: string, coding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": coding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve(Buffer.concat(chunks)));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}
