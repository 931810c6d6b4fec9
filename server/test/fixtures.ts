// A small but real web build in a temporary directory, shaped like the web app's output:
// site-manifest.json, prerendered pages with inline scripts, the shells of parameter
// routes, a page renderer (a small module of its own, in place of React Router's), hashed
// assets and root files with .br/.gz siblings, media files; and an app serving it.

import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../src/app.js";
import { loadConfig, type Config } from "../src/config.js";
import { sharedDataDir } from "./shared-data-dir.js";

/** A WEB_ROOT with no build: for tests of the API alone (pages then answer 503). */
export const NO_SITE = path.join("/nonexistent", "web-build");

export const INLINE_SCRIPTS = {
  homeContext: 'window.__reactRouterContext = {"basename":"/","isSpaMode":false};',
  homeModule: 'import("/assets/app-abc123.js").then((m) => m.start());',
  aboutContext: "window.__reactRouterContext = { page: 'about' };\n",
  fallbackContext: 'window.__reactRouterContext = {"isSpaMode":true};',
  careersCrlf: "window.a = 1;\r\nwindow.b = 2;",
} as const;

export const JSON_LD = '{"@context":"https://schema.org","@type":"Organization"}';

/** What the browser would allow for `text`: sha256 of its UTF-8 bytes, base64. */
export const cspHashOf = (text: string) =>
  `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}'`;

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<link rel="modulepreload" href="/assets/app-abc123.js"></head><body>${body}</body></html>`;

export const PAGES = {
  home: page(
    "Home",
    `<h1>Home</h1><script>${INLINE_SCRIPTS.homeContext}</script>` +
      `<script type="module">${INLINE_SCRIPTS.homeModule}</script>` +
      `<script type="module" src="/assets/app-abc123.js"></script>` +
      `<script type="application/ld+json">${JSON_LD}</script>`,
  ),
  about: page("About", `<h1>About Us</h1><script>${INLINE_SCRIPTS.aboutContext}</script>`),
  careers: page(
    "Careers",
    `<h1>Join Our Team</h1><form method="post" action="/BTAB/api/job-application" enctype="multipart/form-data"></form><script>${INLINE_SCRIPTS.careersCrlf}</script>`,
  ),
  fis: page("FIS", "<h1>Finacle Implementation Support</h1>"),
  projectFis: page("Project FIS", "<h1>Project: FIS</h1>"),
  fallback: page("Not found", `<h1>Not found</h1><script>${INLINE_SCRIPTS.fallbackContext}</script>`),
  gallery: page("Gallery", "<h1>Gallery</h1><p>Loading events</p>"),
} as const;

export const ASSET_JS = 'export function start() { document.body.dataset.started = "yes"; }\n'.repeat(20);
export const MEDIA_VIDEO = Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 256));
export const ROBOTS_TXT = "User-agent: *\nAllow: /\n";

/** A page's loader data as React Router writes it beside the page. */
export const LOADER_DATA = '[{"_1":2},"routes/project-details",{"_3":4},"data",{"text":"Core banking"}]\n';

export const entry = (file: string, scripts: string[] = [], more: object = {}) => ({
  file,
  scriptHashes: scripts.map(cspHashOf),
  postsForm: false,
  framesMap: false,
  runsSearchWorker: false,
  renderedFrom: [] as string[],
  ...more,
});

export const MANIFEST = {
  buildId: "fixture-build-1",
  pages: {
    "/home": entry("home/index.html", [INLINE_SCRIPTS.homeContext, INLINE_SCRIPTS.homeModule, JSON_LD]),
    "/about": entry("about/index.html", [INLINE_SCRIPTS.aboutContext]),
    "/Careers": entry("Careers/index.html", [INLINE_SCRIPTS.careersCrlf], { postsForm: true }),
    "/FIS": entry("FIS/index.html", [], { data: "FIS.data" }),
    "/project-details/FIS": entry("project-details/FIS/index.html", [], { data: "project-details/FIS.data" }),
    "/gallery": entry("gallery/index.html", [], { data: "gallery.data", renderedFrom: ["events"] }),
  } as Record<string, ReturnType<typeof entry>>,
  shells: {
    "/solution-details/": entry("__spa-fallback.html", [INLINE_SCRIPTS.fallbackContext]),
    "/project-details/": entry("__spa-fallback.html", [INLINE_SCRIPTS.fallbackContext]),
  },
  home: "/home",
  renderer: "server-render/index.js",
  enhanceScript: "/assets/enhance-abc123.js",
};

/**
 * The fixture's page renderer: /gallery as a list of the events' titles, its loader data
 * the list itself. Each render is counted in `globalThis.fixtureRenders` (path → count),
 * and a list whose first title is "FAIL" makes it throw, as a broken template would.
 */
export const FIXTURE_RENDERER = `
import zlib from "node:zlib";
import { createHash } from "node:crypto";
const encode = (text) => {
  const identity = Buffer.from(text);
  return { identity, br: zlib.brotliCompressSync(identity), gzip: zlib.gzipSync(identity) };
};
const hash = (text) => "'sha256-" + createHash("sha256").update(text).digest("base64") + "'";
export function createPageRenderer() {
  return {
    async render(path, data) {
      globalThis.fixtureRenders ??= new Map();
      globalThis.fixtureRenders.set(path, (globalThis.fixtureRenders.get(path) ?? 0) + 1);
      const events = data.eventsJson === null ? null : JSON.parse(data.eventsJson);
      if (events?.[0]?.title === "FAIL") throw new Error("the fixture renderer was told to fail");
      const script = "window.rendered = " + JSON.stringify(path) + ";";
      const list = events === null ? "<p>Loading events</p>" : "<ul>" + events.map((e) => "<li>" + e.title + "</li>").join("") + "</ul>";
      const html = '<!DOCTYPE html><html lang="en"><head><title>Gallery</title></head><body><h1>Gallery</h1>' + list + "<script>" + script + "</script></body></html>";
      return { html: encode(html), data: encode(data.eventsJson ?? "null"), scriptHashes: [hash(script)] };
    },
  };
}
`;

export interface SiteFixture {
  webRoot: string;
  remove(): Promise<void>;
}

async function writeWithSiblings(file: string, content: string | Buffer) {
  await writeFile(file, content);
  await writeFile(`${file}.br`, zlib.brotliCompressSync(content));
  await writeFile(`${file}.gz`, zlib.gzipSync(content));
}

/**
 * Writes the build into a fresh temporary directory. `withoutSiblings` names page files
 * written without their .br/.gz, as a build step that skipped them would leave them.
 */
export async function createSiteFixture(options: { withoutSiblings?: string[] } = {}): Promise<SiteFixture> {
  const webRoot = await mkdtemp(path.join(tmpdir(), "site-fixture-"));
  const write = async (relative: string, content: string | Buffer, siblings = true) => {
    const file = path.join(webRoot, relative);
    await mkdir(path.dirname(file), { recursive: true });
    if (siblings && !options.withoutSiblings?.includes(relative)) await writeWithSiblings(file, content);
    else await writeFile(file, content);
  };

  await write("site-manifest.json", JSON.stringify(MANIFEST, null, 2), false);
  await write("home/index.html", PAGES.home);
  await write("about/index.html", PAGES.about);
  await write("Careers/index.html", PAGES.careers);
  await write("FIS/index.html", PAGES.fis);
  await write("project-details/FIS/index.html", PAGES.projectFis);
  await write("__spa-fallback.html", PAGES.fallback);
  await write("gallery/index.html", PAGES.gallery);
  await write("gallery.data", "null", false);
  await write("server-render/index.js", FIXTURE_RENDERER, false);
  // React Router's loader data of a prerendered page (turbo-stream), at the top and nested.
  await write("FIS.data", LOADER_DATA, false);
  await write("project-details/FIS.data", LOADER_DATA, false);

  await write("assets/app-abc123.js", ASSET_JS);
  await write("assets/.hidden", "not for visitors", false);
  await write("media/intro.mp4", MEDIA_VIDEO, false);
  await write("media/brochure.pdf", "%PDF-1.4 fake\n", false);
  await write("media/team.avif", Buffer.from([0, 0, 0, 28, 102, 116, 121, 112]), false);
  await write("media/captions.vtt", "WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n", false);
  await write("favicon.ico", Buffer.from([0, 0, 1, 0]));
  await write("manifest.webmanifest", JSON.stringify({ name: "Website", start_url: "/home" }));
  await write("robots.txt", ROBOTS_TXT);
  await write("sitemap.xml", '<?xml version="1.0"?><urlset></urlset>');
  await write(".env", "SECRET=1", false);

  return { webRoot, remove: () => rm(webRoot, { recursive: true, force: true }) };
}

/**
 * Config as the server would read it from `env`, logging silenced, a temporary DATA_DIR
 * and no sample events unless `env` says otherwise.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: "silent",
    SAMPLE_EVENTS: "false",
    ...env,
    DATA_DIR: env.DATA_DIR ?? sharedDataDir(),
  });
}

/** An app over `webRoot` with logging off; `env` adds or overrides variables. */
export function testApp(webRoot: string, env: Record<string, string> = {}) {
  return buildApp(testConfig({ WEB_ROOT: webRoot, ...env }), { logger: false });
}

/** A site fixture for the tests around the call: written before them, removed after. */
export function siteForSuite(options: Parameters<typeof createSiteFixture>[0] = {}): {
  readonly webRoot: string;
} {
  let fixture: SiteFixture | undefined;
  beforeAll(async () => {
    fixture = await createSiteFixture(options);
  });
  afterAll(async () => {
    await fixture?.remove();
  });
  return {
    get webRoot() {
      if (fixture === undefined) throw new Error("the site fixture is written before the tests");
      return fixture.webRoot;
    },
  };
}

/** A site fixture and an app serving it (testApp), ready before the tests, closed after. */
export function siteAppForSuite(options: Parameters<typeof createSiteFixture>[0] = {}): {
  readonly webRoot: string;
  readonly app: FastifyInstance;
} {
  const site = siteForSuite(options);
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = testApp(site.webRoot);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get webRoot() {
      return site.webRoot;
    },
    get app() {
      if (app === undefined) throw new Error("the app is built before the tests");
      return app;
    },
  };
}
