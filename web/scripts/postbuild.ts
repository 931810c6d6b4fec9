// After React Router's build: build the server's renderer of the gallery's first cards
// (events-renderer.ts) and the site's small scripts (enhance-build.ts), make each page
// React hydrates paint from its HTML before it loads its stylesheet and code
// (paint-first.ts) and finish every other page without a framework (static-page.ts), give the server its page manifest, write the files crawlers
// and browsers ask for (sitemap, robots, web manifest), draw the pages' social images,
// index the pages for the full-text search, precompress every text file
// (brotli and gzip) so the server never compresses on the fly, and weigh each page's
// first-load JavaScript and CSS: over its budget, the build fails (page-weight.ts).

import { promises as fs } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { site, siteUrl } from "../app/content/site";
import { HOME_PATH, prerenderedPages, searchablePages, shellPrefixes, sitemapPages } from "../app/pages";
import { pathTo } from "../app/route-paths";
import { buildEnhanceScript } from "./enhance-build";
import { EVENTS_RENDERER_FILE, buildEventsRenderer, fitRenderer } from "./events-renderer";
import { overBudget, pageWeights } from "./page-weight";
import { criticalCssSelector, paintFirst } from "./paint-first";
import { staticPage } from "./static-page";
import { writeSearchIndex } from "./search-index";
import { writeSocialImages } from "./social-images";
import { robotsTxt, sitemapXml, webManifest } from "./site-files";
import { assertBaseRulesFirst } from "./vite-design-tokens";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(webDir, "build");
const clientDir = path.join(buildDir, "client");
/** Every page's weights, for bench/RESULTS.md; beside the served files, not among them. */
export const PAGE_WEIGHTS_FILE = path.join(buildDir, "page-weights.json");
const FALLBACK = "__spa-fallback.html";
const STYLESHEET_HREF = /<link rel="stylesheet" href="\/([^"<>]+)"\/>/g;
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|txt|webmanifest|map|ico)$/;
/** Below this, compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 512;

async function main() {
  // With no page prerendered at "/", React Router writes the app shell as index.html;
  // rename it so nothing serves it by accident for "/" (which redirects to /home).
  await fs.rename(path.join(clientDir, "index.html"), path.join(clientDir, FALLBACK));

  // The server serves every prerendered page; the sitemap lists only the indexable ones.
  const sitemap = sitemapPages();
  const manifest = {
    pages: Object.fromEntries(prerenderedPages().map((p) => [p.path, `${p.path.slice(1)}/index.html`])),
    fallback: FALLBACK,
    shellPrefixes: shellPrefixes(),
    home: HOME_PATH,
    // The gallery's first cards, rendered by the server from its events (events-renderer.ts).
    serverRendered: { [pathTo("gallery")]: EVENTS_RENDERER_FILE },
  };
  for (const [url, file] of Object.entries(manifest.pages)) {
    await fs.access(path.join(clientDir, file)).catch(() => {
      throw new Error(`Prerendered page for ${url} is missing (${file})`);
    });
  }
  const renderer = await buildEventsRenderer(webDir, clientDir);
  const serverRendered = new Set(Object.keys(manifest.serverRendered).map((url) => manifest.pages[url]));
  const beasties = criticalCssSelector(clientDir);
  const enhance = await buildEnhanceScript(webDir, clientDir);
  const hydrated = new Set(prerenderedPages().flatMap((p) => (p.hydrate ? [manifest.pages[p.path]] : [])));
  // Not the fallback shell: its body is empty, so it has nothing to paint before its code
  // runs, and waiting for a paint would hold it for PAINT_WAIT_MS. It loads as React Router wrote it.
  const stylesheets = new Set<string>();
  for (const file of Object.values(manifest.pages)) {
    const full = path.join(clientDir, file);
    const html = await fs.readFile(full, "utf8");
    for (const link of html.matchAll(STYLESHEET_HREF)) stylesheets.add(link[1]!);
    // A page the server fills in gets the critical CSS of its cards too.
    const criticalFrom = serverRendered.has(file) ? fitRenderer(renderer, html, file).withSampleEvents : html;
    await fs.writeFile(
      full,
      hydrated.has(file)
        ? await paintFirst(html, file, beasties, criticalFrom, [enhance])
        : await staticPage(html, file, beasties, enhance, criticalFrom),
    );
  }
  for (const href of stylesheets)
    assertBaseRulesFirst(await fs.readFile(path.join(clientDir, href), "utf8"), href);

  const origin = siteUrl();
  await write("site-manifest.json", JSON.stringify(manifest, null, 2));
  await write("sitemap.xml", sitemapXml(origin, sitemap));
  await write("robots.txt", robotsTxt(origin));
  await write("manifest.webmanifest", JSON.stringify(webManifest(site), null, 2));
  const drawn = await writeSocialImages(clientDir);
  console.log(
    `postbuild: ${drawn} social images in ${path.relative(process.cwd(), path.join(clientDir, "media/social"))}`,
  );

  // Before compressing: Pagefind's script and entry file are precompressed like the rest.
  const indexed = await writeSearchIndex(
    clientDir,
    searchablePages().map((page) => ({ path: page.path, file: manifest.pages[page.path]! })),
  );
  console.log(
    `postbuild: search index of ${indexed} pages in ${path.relative(process.cwd(), path.join(clientDir, "pagefind"))}`,
  );

  const compressed = await compressTree(clientDir);
  console.log(
    `postbuild: ${Object.keys(manifest.pages).length} pages (${sitemap.length} in the sitemap), manifest, robots; ${compressed} files precompressed`,
  );

  const weights = await pageWeights(
    clientDir,
    Object.entries(manifest.pages).map(([url, file]) => ({ path: url, file, hydrated: hydrated.has(file) })),
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

async function compressTree(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // The server's renderer is read from disk by the server alone.
      if (full === path.dirname(path.join(clientDir, EVENTS_RENDERER_FILE))) continue;
      count += await compressTree(full);
    } else if (COMPRESSIBLE.test(entry.name)) {
      const data = await fs.readFile(full);
      if (data.length < MIN_COMPRESS_BYTES) continue;
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: 9 }),
      ]);
      await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
      count += 1;
    }
  }
  return count;
}

// Run only as a script, so tests can import the transforms.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
