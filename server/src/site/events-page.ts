// A page whose events content the server renders in (site-manifest.json `serverRendered`:
// /gallery): the prerendered page with its first cards and the events they show, so their
// pictures start loading with the HTML instead of after the page's code and an API call.
//
// The web build writes the renderer, one module for Node (web/scripts/events-renderer.ts).
// Its content for "no events yet" is what the build prerendered, found once in the page
// at load; each answer puts the content for the current list in its place. A document is
// made once per list (the list cache's snapshot changes only when an event does), with its
// encodings, ETag and policy, so a request costs what a prerendered page costs. When the
// list or the renderer fails, the prerendered page is sent: the page then loads the events
// itself, as it always could.

import { pathToFileURL } from "node:url";
import { eventsPageTemplate, type EventsContentRenderer } from "@site/contracts";
import type { FastifyBaseLogger } from "fastify";
import { htmlDocumentOf, type HtmlDocument } from "./html-document.js";

/** The events list as the events plugin keeps it: any object changes when the list does. */
export interface EventsSource {
  current(): Promise<{ identity: { body: Buffer } }>;
}

export interface EventsPage {
  /** The page with the current events in; the prerendered page when they cannot be had. */
  document(): Promise<HtmlDocument>;
}

/** Imports the renderer module at `file`; throws when it is not one. */
export async function importEventsRenderer(file: string): Promise<EventsContentRenderer> {
  const module = (await import(pathToFileURL(file).href)) as Partial<EventsContentRenderer>;
  if (typeof module.renderEventsContent !== "function")
    throw new Error(`${file} exports no renderEventsContent`);
  return module as EventsContentRenderer;
}

/**
 * The page `prerendered` with its events content rendered in by `renderer`, or the reason
 * it cannot be: the renderer's loading content is not in the page exactly once.
 */
export function eventsPage(
  prerendered: HtmlDocument,
  renderer: EventsContentRenderer,
  events: EventsSource,
  log: FastifyBaseLogger,
): EventsPage | { error: string } {
  const template = eventsPageTemplate(prerendered.variants.identity.body.toString("utf8"), renderer);
  if ("error" in template) return template;

  let made: { list: object; document: Promise<HtmlDocument> } | undefined;
  const render = async (list: { identity: { body: Buffer } }): Promise<HtmlDocument> =>
    htmlDocumentOf(Buffer.from(template.fill(list.identity.body.toString("utf8"))));

  return {
    async document() {
      try {
        const list = await events.current();
        if (made?.list !== list) made = { list, document: render(list) };
        return await made.document;
      } catch (error) {
        log.error({ err: error }, "The page's events could not be rendered in; sending it as prerendered");
        made = undefined;
        return prerendered;
      }
    },
  };
}
