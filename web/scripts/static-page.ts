// A page React does not hydrate (the route table's `hydrate` unset) ships no framework: the
// root renders it without React Router's scripts, and this step finishes it.
//
// After this step:
// - the head carries the page's critical CSS inline (the rules of the site's stylesheet
//   that match its markup, as paint-first.ts selects them), and the page paints from its
//   HTML alone;
// - once the page has loaded, a one-line inline module script (afterLoad) links the whole
//   stylesheet and imports the site's small scripts (app/enhance/, scripts/enhance-build.ts);
//   without JavaScript, <noscript> links the stylesheet. A request made while the page
//   parses is one its largest paint waits for, in Lighthouse's model as on a slow network:
//   the stylesheet at the end of the body, then the small scripts' module, each cost the
//   static pages about 0.15 s (docs/decisions/0002-paint-first.md). Videos' posters wait
//   for them too (enhance/posters.ts), as on the hydrated pages.
// It throws when React Router's bootstrap or a module preload is still there, so a page
// never ships the framework by accident.

import type Beasties from "beasties";
import { CRITICAL_CSS_ID, criticalCss, PAINT_WAIT_MS, withDeferredPosters } from "./paint-first";

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"<>]+)"\/>/g;
const FRAMEWORK_TRACES = ["__reactRouterContext", "__reactRouterRouteModules", 'rel="modulepreload"'];

/**
 * The inline module script of every static page: once the page has loaded, links the
 * stylesheet `href` and imports the small scripts `enhance` (their entry's site path).
 */
export function afterLoad(href: string, enhance: string): string {
  const load = `document.head.append(Object.assign(document.createElement("link"),{rel:"stylesheet",href:${JSON.stringify(href)}}));import(${JSON.stringify(enhance)})`;
  // After the load event: the first contentful paint reported (the load can come before the
  // first frame is presented on a busy machine; that wait ends at once in a tab in the
  // background, and after PAINT_WAIT_MS at most), the page's high-priority picture decoded
  // (the load event comes before it is drawn), then three frames (which a background tab
  // runs once shown): the frame that draws it has been presented and reported as the largest
  // paint, so neither request comes before it. Two frames were not always enough in Chromium
  // (docs/decisions/0002-paint-first.md). The hydrated pages' bootstrap waits less
  // (paint-first.ts WAIT_FOR_PAINT: the picture loaded, two frames): the same wait there
  // delayed /gallery's largest paint from 0.83 to 0.98 s in Lighthouse.
  const painted =
    `new Promise(r=>{setTimeout(r,${PAINT_WAIT_MS});` +
    `if(document.visibilityState!=="visible"||!(PerformanceObserver.supportedEntryTypes||[]).includes("paint"))return r();` +
    `new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true})})`;
  const frames = `requestAnimationFrame(()=>requestAnimationFrame(()=>requestAnimationFrame(()=>{${load}})))`;
  return `<script type="module">addEventListener("load",()=>{const p=document.querySelector("img[fetchpriority=high]");${painted}.then(()=>p&&p.decode().catch(()=>{})).then(()=>${frames})})</script>`;
}

/**
 * `prerendered` (a page rendered without React Router's scripts, `page` naming it in
 * errors) with its critical CSS inline, and its stylesheet and the small scripts loaded
 * after the page (the stylesheet from <noscript> without script).
 */
export async function staticPage(
  prerendered: string,
  page: string,
  beasties: Beasties,
  enhance: string,
): Promise<string> {
  const trace = FRAMEWORK_TRACES.find((text) => prerendered.includes(text));
  if (trace !== undefined) throw new Error(`${page}: a static page carries React Router's code (${trace})`);
  const links = [...prerendered.matchAll(STYLESHEET_LINK)];
  const headEnd = prerendered.indexOf("</head>");
  const bodyEnd = prerendered.lastIndexOf("</body>");
  if (links.length !== 1 || links[0]!.index > headEnd || bodyEnd === -1) {
    throw new Error(
      `${page}: expected one stylesheet link in the head and a body, found ${links.length} links`,
    );
  }
  const link = links[0]![0];
  const href = links[0]![1]!;
  const critical = await criticalCss(beasties, prerendered, page);
  return withDeferredPosters(prerendered).replace(
    link,
    `<style id="${CRITICAL_CSS_ID}">${critical}</style><noscript>${link}</noscript>${afterLoad(href, enhance)}`,
  );
}
