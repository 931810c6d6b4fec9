// Builds the server's renderer of the gallery's cards (app/events/render-events-content.tsx)
// and fits it to the prerendered /gallery page.
//
// The renderer is one ES module for Node, React included, written inside the build
// (`server-render/`, which neither the server nor nginx serves: they serve only
// `assets/`, `media/`, `pagefind/` and the pages), and named in site-manifest.json's
// `serverRendered`. Vite builds it from the app's own sources with the app's shared
// settings, so its CSS-module class names are the stylesheet's; `fitRenderer` proves it
// on the page itself: what the renderer makes of "no events yet" must stand in the
// prerendered page exactly once, or the server could not find what to replace.

import path from "node:path";
import { pathToFileURL } from "node:url";
import { eventsPageTemplate, type EventsContentRenderer } from "@site/contracts/events";
import { build } from "vite";
import { sharedViteConfig } from "./vite-shared";

/** Where the renderer goes, relative to the client build (the manifest's `serverRendered` value). */
export const EVENTS_RENDERER_FILE = "server-render/events-content.js";

/** Builds the renderer into `clientDir` and imports it. */
export async function buildEventsRenderer(webDir: string, clientDir: string): Promise<EventsContentRenderer> {
  const outFile = path.join(clientDir, EVENTS_RENDERER_FILE);
  await build({
    ...sharedViteConfig,
    root: webDir,
    configFile: false,
    logLevel: "warn",
    // Node reads process.env.NODE_ENV at run time; React's production build is what we test and ship.
    define: { ...sharedViteConfig.define, "process.env.NODE_ENV": JSON.stringify("production") },
    // Everything in one file, React included: the server does not depend on React.
    ssr: { ...sharedViteConfig.ssr, noExternal: true, target: "node" },
    build: {
      ssr: path.join(webDir, "app/events/render-events-content.tsx"),
      outDir: path.dirname(outFile),
      emptyOutDir: true,
      // The oldest Node of the root package.json's engines.
      target: "node22",
      minify: true,
      copyPublicDir: false,
      rolldownOptions: { output: { format: "es", entryFileNames: path.basename(outFile) } },
    },
  });
  return (await import(pathToFileURL(outFile).href)) as EventsContentRenderer;
}

/**
 * Sample events whose cards use every rule a card can: pictures with and without a
 * srcset, an event without description, and more than a page of them (the paginator's
 * enabled buttons). Only their markup matters: it selects the inline CSS of /gallery.
 */
const SAMPLE_EVENTS = Array.from({ length: 6 }, (_, i) => ({
  id: i + 1,
  title: `Sample event ${i + 1}`,
  ...(i % 2 === 0 ? { description: "A sample description." } : {}),
  date: `2024-0${i + 1}-15`,
  imageurl: `/Bweb/api/events/images/${String(i).repeat(32)}.webp`,
  width: 1200,
  height: 800,
  ...(i === 0
    ? {
        images: [
          {
            url: `/Bweb/api/events/images/${"a".repeat(32)}.webp`,
            width: 800,
            height: 533,
            type: "image/webp",
          },
        ],
      }
    : {}),
}));

/**
 * Checks that the server can put the renderer's content into `html` (the prerendered page,
 * `page` naming it in errors; eventsPageTemplate), and gives the page as the server will
 * send it with sample events: the markup its critical CSS must cover.
 */
export function fitRenderer(
  renderer: EventsContentRenderer,
  html: string,
  page: string,
): { withSampleEvents: string } {
  const template = eventsPageTemplate(html, renderer);
  if ("error" in template) {
    const placeholder = renderer.renderEventsContent(null).content;
    throw new Error(
      `${page}: ${template.error}, so the server could not put the events in its place:\n${placeholder.slice(0, 300)}`,
    );
  }
  return { withSampleEvents: template.fill(JSON.stringify(SAMPLE_EVENTS)) };
}
