// After React Router's build: build the site's small scripts (enhance-build.ts), move React
// Router's server build into the site's build as the page renderer, write every page with
// it (render/page-renderer.ts: a page React hydrates painting from its HTML before it
// loads its stylesheet and code, every other page without a framework, each with its
// loader data, CSP hashes and encodings), give the server its page manifest, write the files crawlers
// and browsers ask for (sitemap, robots, web manifest), draw the pages' social images,
// index the pages for the full-text search, precompress every text file
// (brotli and gzip) so the server never compresses on the fly, and weigh each page's
// first-load JavaScript and CSS: over its budget, the build fails (page-weight.ts).

import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  BUILD_FOLDERS,
  BUILD_PAGE_DATA,
  CONTENT_SEED_FILE,
  DOCUMENT_FONTS_FOLDER,
  PRECOMPRESSED_EXTENSIONS,
  PRECOMPRESSED_SUFFIXES,
  SITE_MANIFEST_FILE,
  type ContentSeed,
  type EncodedFile,
  type PageRenderer,
  type RendererModule,
} from "@site/contracts/page-render";
import { SiteManifestSchema, type PageEntry, type SiteManifestInput } from "@site/contracts/site-build";
import {
  contentDocuments,
  contentKey,
  contentPartKeys,
  siteContentOf,
  type ContentDocument,
} from "@site/contracts/content";
import { siteUrl } from "../app/content/site";
import { siteContent } from "../app/content/validate";
import { HOME_PATH, prerenderedPages, searchablePages, shellPages, sitemapPages } from "../app/pages";
import { encode } from "../render/encode";
import { sitePageOf } from "../render/site-pages";
import { buildEnhanceScript } from "./enhance-build";
import { overBudget, pageWeights } from "./page-weight";
import { writeSearchIndex } from "./search-index";
import { robotsTxt, sitemapXml } from "./site-files";
import { assertBaseRulesFirst } from "@site/design/vite-design-tokens";
import { FONT_FILE_NAMES, fontFiles } from "./pdf-fonts";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(webDir, "build");
const clientDir = path.join(buildDir, "client");
/** React Router's server build, which becomes the renderer inside the site's build. */
const serverDir = path.join(buildDir, "server");
const rendererDir = path.join(clientDir, BUILD_FOLDERS.renderer);
const RENDERER_FILE = `${BUILD_FOLDERS.renderer}/index.js`;
const CONTENT_SEED = `${BUILD_FOLDERS.renderer}/${CONTENT_SEED_FILE}`;
/** Every page's weights, for bench/RESULTS.md; beside the served files, not among them. */
export const PAGE_WEIGHTS_FILE = path.join(buildDir, "page-weights.json");
const STYLESHEET_HREF = /<link rel="stylesheet" href="\/([^"<>]+)"\/>/g;
/** Below this, compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 512;

async function main() {
  // Inside the build the server is given (WEB_ROOT), where it finds it through the manifest;
  // neither the server nor nginx serves this folder.
  await fs.rm(rendererDir, { recursive: true, force: true });
  await fs.rename(serverDir, rendererDir);
  const rendererFile = path.join(clientDir, RENDERER_FILE);
  const enhanceScript = await buildEnhanceScript(webDir, clientDir);
  const { createPageRenderer, createDocumentRenderer } = (await import(
    pathToFileURL(rendererFile).href
  )) as RendererModule;
  const renderer = createPageRenderer({ clientDir, enhanceScript });
  // The documents' fonts beside the renderer, which makes the PDFs again when staff
  // publish what they print: the server does not need node_modules to find them.
  const fontsDir = path.join(rendererDir, DOCUMENT_FONTS_FOLDER);
  await fs.mkdir(fontsDir, { recursive: true });
  for (const [face, name] of Object.entries(FONT_FILE_NAMES))
    await fs.copyFile(fontFiles()[face as keyof typeof FONT_FILE_NAMES], path.join(fontsDir, name));
  // Every file the content makes is in the build, with what it read: the PDFs are in the
  // repository (public/media/docs, `npm run documents`), the rest (the social images, the
  // demos' captions, the search box's suggestions, the web app manifest) are made here by
  // the renderer that makes them again for the server.
  const documentRenderer = createDocumentRenderer({ clientDir, enhanceScript });
  const documents: Record<string, { contentReads: string[] }> = {};
  let drawn = 0;
  for (const { path: documentPath, contentReads } of documentRenderer.documents(siteContent)) {
    const file = path.join(clientDir, documentPath);
    if (documentPath.startsWith("/media/docs/"))
      await fs.access(file).catch(() => {
        throw new Error(`${documentPath} is not in the build: run npm run documents -w web`);
      });
    else {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, (await documentRenderer.render(documentPath, siteContent)).body);
      drawn += 1;
    }
    documents[documentPath] = { contentReads };
  }
  console.log(
    `postbuild: ${drawn} social images, captions, suggestions and the web manifest made from the content`,
  );

  // Every page as the server would render it with the data of the build (none known yet).
  // The server serves every prerendered page; the sitemap lists only the indexable ones.
  const sitemap = sitemapPages();
  const searchable = new Set(searchablePages().map((page) => page.path));
  const pages: Record<string, PageEntry> = {};
  for (const page of prerenderedPages()) {
    // What the server must allow the page, as the route table says (as the server asks the
    // renderer for the pages of a content).
    const { postsForm, framesMap, runsSearchWorker, hydrated, renderedFrom } = sitePageOf(page, searchable);
    pages[page.path] = {
      ...(await writePage(renderer, page.path, `${page.path.slice(1)}/index.html`)),
      ...{ postsForm, framesMap, runsSearchWorker, hydrated, renderedFrom },
    };
  }
  const shells: Record<string, PageEntry> = {};
  for (const shell of shellPages())
    shells[shell.prefix] = {
      ...(await writePage(renderer, shell.path, `${shell.path.slice(1)}/index.html`)),
      postsForm: false,
      framesMap: false,
      runsSearchWorker: false,
      // A page the route table does not know hydrates (root.tsx): it renders in the browser.
      hydrated: true,
      renderedFrom: [],
    };
  // The content as a database holds it (JSON carries no undefined), and its key: a server
  // whose published content has this key serves the pages built here as they are.
  const seed: ContentSeed = JSON.parse(JSON.stringify({ documents: contentDocuments(siteContent) }));
  const manifest = SiteManifestSchema.parse({
    // Any change to the code, content or assets of the site changes the server build.
    buildId: createHash("sha256")
      .update(await fs.readFile(rendererFile))
      .digest("base64url")
      .slice(0, 22),
    pages,
    shells,
    home: HOME_PATH,
    renderer: RENDERER_FILE,
    contentSeed: CONTENT_SEED,
    contentKey: contentKey(seed.documents as ContentDocument[]),
    contentParts: contentPartKeys(siteContentOf(seed.documents as ContentDocument[])),
    documents,
    searchIndex: searchablePages().map((page) => page.path),
    enhanceScript,
  } satisfies SiteManifestInput);

  const stylesheets = new Set<string>();
  for (const entry of [...Object.values(manifest.pages), ...Object.values(manifest.shells)]) {
    const html = await fs.readFile(path.join(clientDir, entry.file), "utf8");
    for (const link of html.matchAll(STYLESHEET_HREF)) stylesheets.add(link[1]!);
  }
  for (const href of stylesheets)
    assertBaseRulesFirst(await fs.readFile(path.join(clientDir, href), "utf8"), href);

  const origin = siteUrl();
  await write(SITE_MANIFEST_FILE, JSON.stringify(manifest, null, 2));
  await write(CONTENT_SEED, JSON.stringify(seed));
  await write("sitemap.xml", sitemapXml(origin, sitemap));
  await write("robots.txt", robotsTxt(origin));

  // Before compressing: Pagefind's script and entry file are precompressed like the rest.
  const indexed = await writeSearchIndex(
    clientDir,
    searchablePages().map((page) => ({ path: page.path, file: manifest.pages[page.path]!.file })),
  );
  console.log(
    `postbuild: search index of ${indexed} pages in ${path.relative(process.cwd(), path.join(clientDir, BUILD_FOLDERS.search))}`,
  );

  const compressed = await compressTree(clientDir);
  console.log(
    `postbuild: ${Object.keys(manifest.pages).length} pages (${sitemap.length} in the sitemap), manifest, robots; ${compressed} files precompressed`,
  );

  const weights = await pageWeights(
    clientDir,
    Object.entries(manifest.pages).map(([url, entry]) => ({
      path: url,
      file: entry.file,
      hydrated: entry.hydrated,
    })),
  );
  await fs.writeFile(PAGE_WEIGHTS_FILE, JSON.stringify(weights, null, 2));
  const heaviest = weights.reduce((a, b) => (b.js > a.js ? b : a));
  console.log(
    `postbuild: first-load JavaScript at most ${(heaviest.js / 1024).toFixed(1)} KiB brotli (${heaviest.path}); every page's in ${path.relative(process.cwd(), PAGE_WEIGHTS_FILE)}`,
  );
  const problems = overBudget(weights);
  if (problems.length > 0) {
    throw new Error(`pages over their budget (web/scripts/page-weight.ts):\n  ${problems.join("\n  ")}`);
  }
}

async function write(name: string, content: string) {
  await fs.writeFile(path.join(clientDir, name), content);
}

/** Writes a file of the build with its precompressed siblings, as the renderer encoded them. */
async function writeEncoded(name: string, file: EncodedFile) {
  const full = path.join(clientDir, name);
  await fs.mkdir(path.dirname(full), { recursive: true });
  await Promise.all([fs.writeFile(full, file.identity), writeSiblings(full, file)]);
}

/** The `.br` and `.gz` siblings of the file at `full`. */
async function writeSiblings(full: string, file: EncodedFile) {
  await Promise.all([
    fs.writeFile(full + PRECOMPRESSED_SUFFIXES.br, file.br),
    fs.writeFile(full + PRECOMPRESSED_SUFFIXES.gzip, file.gzip),
  ]);
}

/** Renders the page at `urlPath` into `file` (and its loader data beside it, as React Router names it). */
async function writePage(
  renderer: PageRenderer,
  urlPath: string,
  file: string,
): Promise<Pick<PageEntry, "file" | "data" | "scriptHashes" | "contentReads">> {
  const rendered = await renderer.render(urlPath, BUILD_PAGE_DATA);
  await writeEncoded(file, rendered.html);
  const data = rendered.data === undefined ? undefined : `${urlPath.slice(1)}.data`;
  if (data !== undefined) await writeEncoded(data, rendered.data!);
  // React Router's prerender writes loader data for every page with a loader; a page
  // without React is never rendered in the browser and needs none.
  else await fs.rm(path.join(clientDir, `${urlPath.slice(1)}.data`), { force: true });
  return {
    file,
    ...(data === undefined ? {} : { data }),
    scriptHashes: rendered.scriptHashes,
    contentReads: rendered.contentReads,
  };
}

async function compressTree(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // The server's renderer is read from disk by the server alone.
      if (full === rendererDir) continue;
      count += await compressTree(full);
    } else if (PRECOMPRESSED_EXTENSIONS.includes(path.extname(entry.name).toLowerCase())) {
      // Pages and their loader data come encoded by the renderer.
      if (
        await fs.access(full + PRECOMPRESSED_SUFFIXES.br).then(
          () => true,
          () => false,
        )
      )
        continue;
      const data = await fs.readFile(full);
      if (data.length < MIN_COMPRESS_BYTES) continue;
      await writeSiblings(full, await encode(data));
      count += 1;
    }
  }
  return count;
}

// Run only as a script, so tests can import the transforms.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
