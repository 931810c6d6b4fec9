// The first picture of a list page is in view on every screen and usually its largest
// paint: the prerendered HTML loads it at once with high priority, and only the pictures
// below it lazily. Browserless: the HTML as the real server sends it.

import { describe, expect, inject, it } from "vitest";

const baseURL = inject("baseURL");

/** The loading hints of every <img> inside <main>, in document order. */
async function imageHints(pathname: string) {
  const html = await (await fetch(new URL(pathname, baseURL))).text();
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return [...main.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    loading: /\sloading="([^"]*)"/.exec(tag)?.[1],
    fetchPriority: /\sfetchPriority="([^"]*)"/i.exec(tag)?.[1],
  }));
}

describe("list pages load their first picture first", () => {
  for (const pathname of ["/solution-page", "/project-page"]) {
    it(`${pathname}: the first card's picture eager with high priority, the rest lazy`, async () => {
      const [first, ...rest] = await imageHints(pathname);
      expect(first).toEqual({ loading: "eager", fetchPriority: "high" });
      expect(rest.length).toBeGreaterThan(2);
      for (const hints of rest) expect(hints).toEqual({ loading: "lazy", fetchPriority: "auto" });
    });
  }
});
