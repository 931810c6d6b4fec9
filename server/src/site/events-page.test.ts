// A page with its events rendered in (events-page.ts), with a renderer of the contract's
// shape written here: the real one is the web build's, exercised end to end by
// e2e/gallery.test.ts.

import { brotliDecompressSync } from "node:zlib";
import type { EventsContentRenderer } from "@site/contracts";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { eventsPage, type EventsPage, type EventsSource } from "./events-page.js";
import { htmlDocumentOf, type HtmlDocument } from "./html-document.js";

const PAGE =
  '<!DOCTYPE html><html><head><title>Gallery</title></head><body><main><h1>Gallery</h1><div class="grid">…</div></main></body></html>';

const renderer: EventsContentRenderer = {
  renderEventsContent(json) {
    if (json === null) return { head: "", content: '<div class="grid">…</div>' };
    const titles = (JSON.parse(json) as { title: string }[]).map((event) => `<h2>${event.title}</h2>`);
    return {
      head: '<link rel="preload" as="image" href="/first.webp"/>',
      content: `<div class="grid">${titles.join("")}</div>`,
    };
  },
};

const list = (...titles: string[]) => ({
  identity: { body: Buffer.from(JSON.stringify(titles.map((title) => ({ title })))) },
});

type List = { identity: { body: Buffer } };

function source(initial: List | Error) {
  let current = initial;
  const events: EventsSource = {
    current: async () => (current instanceof Error ? Promise.reject(current) : current),
  };
  return { events, set: (next: List | Error) => (current = next) };
}

const text = (document: HtmlDocument) => document.variants.identity.body.toString("utf8");
const silent = Fastify({ logger: false }).log;

async function made(
  events: EventsSource,
  prerendered: HtmlDocument,
  use: EventsContentRenderer = renderer,
): Promise<EventsPage> {
  const page = eventsPage(prerendered, use, events, silent);
  if ("error" in page) throw new Error(page.error);
  return page;
}

describe("eventsPage", () => {
  it("puts the current events' content in the prerendered content's place, and their preload at the end of the head", async () => {
    const prerendered = await htmlDocumentOf(Buffer.from(PAGE));
    const page = await made(source(list("Go-live", "Annual day")).events, prerendered);
    const document = await page.document();
    expect(text(document)).toBe(
      '<!DOCTYPE html><html><head><title>Gallery</title><link rel="preload" as="image" href="/first.webp"/></head>' +
        '<body><main><h1>Gallery</h1><div class="grid"><h2>Go-live</h2><h2>Annual day</h2></div></main></body></html>',
    );
    // Every encoding carries the same page, under its own validator.
    expect(brotliDecompressSync(document.variants.br.body).equals(document.variants.identity.body)).toBe(
      true,
    );
    expect(document.variants.br.etag).not.toBe(prerendered.variants.br.etag);
  });

  it("makes the document once per list, and anew when the list changes", async () => {
    const prerendered = await htmlDocumentOf(Buffer.from(PAGE));
    const { events, set } = source(list("Go-live"));
    const page = await made(events, prerendered);
    const first = await page.document();
    expect(await page.document()).toBe(first);
    set(list("Go-live", "Hackathon"));
    const second = await page.document();
    expect(text(second)).toContain("<h2>Hackathon</h2>");
    expect(second.variants.identity.etag).not.toBe(first.variants.identity.etag);
  });

  it("sends the prerendered page when the list cannot be had or rendered, and renders again once it can", async () => {
    const prerendered = await htmlDocumentOf(Buffer.from(PAGE));
    const { events, set } = source(new Error("database down"));
    let failing = true;
    const flaky: EventsContentRenderer = {
      renderEventsContent: (json) => {
        if (json !== null && failing) throw new Error("cannot render");
        return renderer.renderEventsContent(json);
      },
    };
    const page = await made(events, prerendered, flaky);
    expect(await page.document()).toBe(prerendered);
    set(list("Go-live"));
    expect(await page.document()).toBe(prerendered);
    failing = false;
    expect(text(await page.document())).toContain("<h2>Go-live</h2>");
  });

  it("refuses a page where the renderer's loading content is missing or twice", async () => {
    const events = source(list()).events;
    for (const html of [
      PAGE.replace('<div class="grid">…</div>', ""),
      PAGE.replace("</main>", '<div class="grid">…</div></main>'),
    ]) {
      const page = eventsPage(await htmlDocumentOf(Buffer.from(html)), renderer, events, silent);
      expect(page).toEqual({ error: expect.stringContaining("not in the page once") });
    }
  });
});
