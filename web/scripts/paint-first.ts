// Content first, then everything else: a prerendered page paints from its HTML alone, and
// only then starts downloading its stylesheet and JavaScript.
//
// As React Router writes a page, its head links the site's stylesheet (render-blocking)
// and its body ends with one inline module script whose static imports (the route
// manifest, the root and the page's route module, and through them ~100 KB of shared
// code) start downloading as soon as the parser reaches it. On a slow phone, those
// requests share the first round trips with the hero picture, and a page whose HTML
// already holds everything a visitor sees waits for files it does not need to paint.
// Lighthouse models it the same way: every request that ended before the largest paint
// is counted as needed for it.
//
// After this step:
// - the head carries the page's critical CSS inline: the rules of the site's stylesheet
//   that match the page's own markup, as Beasties (a maintained fork of Chrome Labs'
//   Critters) selects them. The stylesheet's link moves into <noscript>, for visitors
//   without JavaScript;
// - the module script waits for the first contentful paint and the page's high-priority
//   picture (the first image of a page, ResponsiveImage's `priority`), then sets the
//   videos' posters, links the stylesheet where it was and imports the modules (see
//   rewriteBootstrap). Until the stylesheet has loaded, the page shows only its first
//   markup, which the inline rules style exactly as the stylesheet would: they are its
//   rules for that markup, in its order.
// A page's links and, without JavaScript, its forms work from the HTML; the interactive
// parts (menus, search box, dialogs) wait for one more round trip.

import Beasties from "beasties";
import { DEFERRED_POSTER } from "../app/enhance/markers";

/** How long a page waits for its first paint before loading its code anyway (a tab that never paints). */
export const PAINT_WAIT_MS = 3000;

/**
 * Waits until the page has painted its content: the first contentful paint, then the
 * high-priority picture loaded (or failed), then two animation frames so the frame that
 * draws it has been presented. A tab in the background goes on at once: it paints nothing
 * until shown. Never more than PAINT_WAIT_MS. Kept small and plain: it is inlined in
 * every page and runs before any of our code.
 */
const WAIT_FOR_PAINT = `await new Promise((go) => {
  const hero = document.querySelector("img[fetchpriority=high]");
  const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go)));
  const painted = () => {
    if (!hero || hero.complete) return frames();
    hero.addEventListener("load", frames);
    hero.addEventListener("error", frames);
  };
  if (document.visibilityState !== "visible") return go();
  setTimeout(go, ${PAINT_WAIT_MS});
  if (!(PerformanceObserver.supportedEntryTypes || []).includes("paint")) return painted();
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    painted();
  }).observe({ type: "paint", buffered: true });
});`;

/**
 * A video's poster is a picture below the text, fetched as soon as the parser meets it:
 * the page holds it as `data-poster` and the bootstrap sets it after the paint, with the
 * code. (Without JavaScript a video shows no poster; it still plays, with its captions.)
 */
const POSTER_ATTRIBUTE = ' poster="';
const DEFERRED_POSTER_ATTRIBUTE = ` ${DEFERRED_POSTER}="`;
const VIDEO_START_TAG = /<video\b[^>]*>/g;
const SET_POSTERS = `for (const video of document.querySelectorAll("video[${DEFERRED_POSTER}]")) { video.poster = video.getAttribute("${DEFERRED_POSTER}"); video.removeAttribute("${DEFERRED_POSTER}"); }`;

/** The inline critical CSS, which the bootstrap removes with its <noscript> once the stylesheets have loaded. */
export const CRITICAL_CSS_ID = "critical-css";
const MODULE_SCRIPT_OPEN = '<script type="module" async="">';
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"<>]+)"\/>/g;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMED_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = \{[^\n]*\};$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

/** Selects a page's critical CSS; one per build, so each stylesheet is read and parsed once. */
export function criticalCssSelector(clientDir: string): Beasties {
  return new Beasties({
    path: clientDir,
    publicPath: "/",
    // The stylesheets are shared by every page: select from them, never rewrite them.
    pruneSource: false,
    // Keyframes only when a critical rule names them; everything else comes with the stylesheet.
    keyframes: "critical",
    reduceInlineStyles: false,
    logLevel: "warn",
  });
}

/**
 * `prerendered` (a page as React Router wrote it, `page` naming it in errors) with its
 * stylesheet's critical rules inline, the stylesheet, the module bootstrap and the videos'
 * posters deferred until the first paint, and no module preloads.
 * `alsoImport`: modules the bootstrap imports with the page's own (the site's small scripts).
 * Throws when the page is not shaped as React Router 8 writes it (one stylesheet link in
 * the head, one module bootstrap), so an upgrade that changes it fails the build instead
 * of shipping pages that never hydrate.
 */
export async function paintFirst(
  prerendered: string,
  page: string,
  beasties: Beasties,
  alsoImport: string[] = [],
): Promise<string> {
  const html = withoutModulePreloads(prerendered);
  const links = [...html.matchAll(STYLESHEET_LINK)];
  const headEnd = html.indexOf("</head>");
  if (links.length !== 1 || links[0]!.index > headEnd) {
    throw new Error(`${page}: expected one stylesheet link in the head, found ${links.length}`);
  }
  const [linkTag, href] = [links[0]![0], links[0]![1]!];
  const critical = await criticalCss(beasties, html, page);
  const styled = html.replace(
    linkTag,
    `<style id="${CRITICAL_CSS_ID}">${critical}</style><noscript>${linkTag}</noscript>`,
  );
  return rewriteModuleScript(withDeferredPosters(styled), page, [href], alsoImport);
}

/**
 * React Router preloads every module of the page at high priority. On a slow phone those
 * ~100 KB compete with the hero picture for the first round trips, delaying the first
 * paint of content that is already in the HTML; the bootstrap imports them after the
 * paint instead. (Client-side navigations still prefetch as React Router decides.)
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload" href="[^"]*"\/>/g, "");
}

/** `html` with every video's `poster` written `data-poster`, for the bootstrap to set (SET_POSTERS). */
export function withDeferredPosters(html: string): string {
  return html.replace(VIDEO_START_TAG, (tag) => tag.replace(POSTER_ATTRIBUTE, DEFERRED_POSTER_ATTRIBUTE));
}

/** The rules of the site's stylesheet that match the markup of `html`, as Beasties selects them. */
export async function criticalCss(beasties: Beasties, html: string, page: string): Promise<string> {
  return inlineStyleOf(await beasties.process(html), page);
}

/** The CSS Beasties inlined: the one <style> element of its output (our pages have none of their own). */
function inlineStyleOf(processed: string, page: string): string {
  const open = processed.indexOf("<style>");
  const close = processed.indexOf("</style>", open);
  if (open === -1 || close === -1 || processed.indexOf("<style", close) !== -1) {
    throw new Error(`${page}: expected Beasties to inline one <style> element`);
  }
  const css = processed.slice(open + "<style>".length, close);
  if (css.trim() === "") throw new Error(`${page}: no critical CSS selected`);
  return css;
}

/** `html` with React Router's module bootstrap rewritten by `rewriteBootstrap`. */
export function rewriteModuleScript(
  html: string,
  page: string,
  stylesheets: string[],
  alsoImport: string[] = [],
): string {
  const start = html.indexOf(MODULE_SCRIPT_OPEN);
  const end = start === -1 ? -1 : html.indexOf("</script>", start);
  if (start === -1 || end === -1 || html.indexOf(MODULE_SCRIPT_OPEN, end) !== -1) {
    throw new Error(`${page}: expected exactly one React Router module script (${MODULE_SCRIPT_OPEN})`);
  }
  const body = html.slice(start + MODULE_SCRIPT_OPEN.length, end);
  return (
    html.slice(0, start + MODULE_SCRIPT_OPEN.length) +
    rewriteBootstrap(body, page, stylesheets, alsoImport) +
    html.slice(end)
  );
}

/**
 * The bootstrap's statements, run after the paint: the videos' posters set (held until
 * then by withDeferredPosters), the stylesheets linked where React
 * Router rendered them (just before the inline rules, whose place they took), the inline
 * rules and their <noscript> removed once the stylesheets have loaded, so hydration finds
 * the head as React rendered it; the modules imported at the same time, made dynamic so
 * they start only then, and the app hydrated once both are in. `alsoImport`: modules of
 * our own imported with them for their effects (the site's small scripts, app/enhance/).
 */
export function rewriteBootstrap(
  body: string,
  page: string,
  stylesheets: string[],
  alsoImport: string[] = [],
): string {
  const modules: { name: string | undefined; url: string }[] = [];
  let routeModules: string | undefined;
  let entry: string | undefined;
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    if (line === "") continue;
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const named = NAMED_IMPORT.exec(line);
    const dynamic = ENTRY_IMPORT.exec(line);
    if (sideEffect && routeModules === undefined) modules.push({ name: undefined, url: sideEffect[1]! });
    else if (named && routeModules === undefined) modules.push({ name: named[1]!, url: named[2]! });
    else if (ROUTE_MODULES.test(line) && routeModules === undefined) routeModules = line;
    else if (dynamic && entry === undefined && routeModules !== undefined) entry = dynamic[1]!;
    else
      throw new Error(`${page}: unexpected statement in React Router's module script: ${line.slice(0, 120)}`);
  }
  if (modules.length === 0 || routeModules === undefined || entry === undefined) {
    throw new Error(`${page}: React Router's module script lacks its imports, route modules or entry`);
  }
  modules.push(...alsoImport.map((url) => ({ name: undefined, url })));
  const names = modules.map((module) => module.name ?? "").join(", ");
  const imports = modules.map((module) => `import(${JSON.stringify(module.url)})`).join(", ");
  return [
    WAIT_FOR_PAINT,
    SET_POSTERS,
    `const critical = document.getElementById(${JSON.stringify(CRITICAL_CSS_ID)});`,
    `const styled = ${JSON.stringify(stylesheets)}.map((href) => new Promise((done) => critical.before(Object.assign(document.createElement("link"), { rel: "stylesheet", href, onload: done, onerror: done }))));`,
    `Promise.all(styled).then(() => { critical.nextElementSibling.remove(); critical.remove(); });`,
    `const [${names}] = await Promise.all([${imports}, ...styled]);`,
    routeModules,
    `import(${JSON.stringify(entry)});`,
  ].join("\n");
}
