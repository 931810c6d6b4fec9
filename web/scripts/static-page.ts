// A page React does not hydrate (the route table's `hydrate` unset) ships no framework: the
// root renders it without React Router's scripts, and this step finishes it.
//
// After this step:
// - the head carries the page's critical CSS inline (the rules of the site's stylesheet
//   that match its markup, as paint-first.ts selects them), and the page paints from its
//   HTML alone;
// - the whole stylesheet is linked once the page has loaded, by a one-line inline script
//   (STYLESHEET_AFTER_LOAD), and from <noscript> for visitors without JavaScript. Linked at
//   the end of the body instead, it was a request every largest paint waited for (1.0-1.2 s
//   against 0.8 s on the same pages; docs/decisions/0002-paint-first.md);
// - the site's small scripts (app/enhance/, scripts/enhance-build.ts) load as one module
//   script, deferred as every module is: nothing on the page waits for it.
// It throws when React Router's bootstrap or a module preload is still there, so a page
// never ships the framework by accident.

import type Beasties from "beasties";
import { CRITICAL_CSS_ID, criticalCss } from "./paint-first";

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"<>]+)"\/>/g;
const FRAMEWORK_TRACES = ["__reactRouterContext", "__reactRouterRouteModules", 'rel="modulepreload"'];

/** Links the stylesheet `href` once the page has loaded: the inline script of every static page. */
export function stylesheetAfterLoad(href: string): string {
  return `addEventListener("load",()=>document.head.append(Object.assign(document.createElement("link"),{rel:"stylesheet",href:${JSON.stringify(href)}})))`;
}

/** The tag that loads the site's small scripts (`enhance`, their entry's site path). */
export function enhanceScriptTag(enhance: string): string {
  return `<script type="module" src="${enhance}"></script>`;
}

/**
 * `prerendered` (a page rendered without React Router's scripts, `page` naming it in
 * errors) with its critical CSS inline, its stylesheet linked after the page has loaded
 * (from <noscript> without script) and the small scripts loaded.
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
  const styled = prerendered.replace(
    link,
    `<style id="${CRITICAL_CSS_ID}">${critical}</style><noscript>${link}</noscript><script>${stylesheetAfterLoad(href)}</script>`,
  );
  const end = styled.lastIndexOf("</body>");
  return `${styled.slice(0, end)}${enhanceScriptTag(enhance)}${styled.slice(end)}`;
}
