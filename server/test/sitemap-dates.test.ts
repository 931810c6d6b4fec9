// The sitemap's dates: each page the server rendered again because what it shows changed
// carries the date it changed, kept in the database (on both engines) across a new build
// that renders the same data again; a page served as built carries none.

import type { RenderedPage } from "@site/contracts";
import { describe, expect, it } from "vitest";
import { databaseRenderedStore } from "../src/site/rendered-store.js";
import { sitemapWithDates } from "../src/site/sitemap.js";
import { databaseForSuite, ENGINES } from "./databases.js";

const BUILT = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://www.example.com/home</loc></url>
  <url><loc>https://www.example.com/help</loc></url>
</urlset>
`;

describe("the sitemap with dates", () => {
  it("dates the pages whose change the server knows, and leaves the others as built", () => {
    const dated = sitemapWithDates(BUILT, (path) =>
      path === "/help" ? "2026-11-27T08:00:00.000Z" : undefined,
    );
    expect(dated).toBe(
      BUILT.replace(
        "<loc>https://www.example.com/help</loc></url>",
        "<loc>https://www.example.com/help</loc><lastmod>2026-11-27T08:00:00.000Z</lastmod></url>",
      ),
    );
    expect(sitemapWithDates(BUILT, () => undefined)).toBe(BUILT);
  });

  it("takes a line it cannot read as it is", () => {
    const odd = "  <url><loc>not a url</loc></url>\n<url><loc>";
    expect(sitemapWithDates(odd, () => "2026-11-27")).toBe(odd);
  });
});

const page = (text: string): RenderedPage => {
  const body = Buffer.from(text);
  return { html: { identity: body, br: body, gzip: body }, scriptHashes: [] };
};

describe.each(ENGINES)("a page's date of change, kept (%s)", (engine) => {
  const suite = databaseForSuite(engine);

  it("moves with what the page shows, not with the build that rendered it", async () => {
    let now = new Date("2026-11-01T10:00:00.000Z");
    const store = databaseRenderedStore(suite.db, () => now);
    await store.write("/help", { buildId: "build-1", dataKey: "content:a", page: page("<p>a</p>") });
    expect(await store.changedAt!("/help")).toBe("2026-11-01T10:00:00.000Z");
    // A new build renders the same data again: the page changed when it first showed it.
    now = new Date("2026-11-20T10:00:00.000Z");
    await store.write("/help", {
      buildId: "build-2",
      dataKey: "content:a",
      page: page("<p>a, restyled</p>"),
    });
    expect(await store.changedAt!("/help")).toBe("2026-11-01T10:00:00.000Z");
    expect((await store.read("/help"))?.changedAt).toBe("2026-11-01T10:00:00.000Z");
    // New data: changed now.
    now = new Date("2026-11-27T10:00:00.000Z");
    await store.write("/help", { buildId: "build-2", dataKey: "content:b", page: page("<p>b</p>") });
    expect(await store.changedAt!("/help")).toBe("2026-11-27T10:00:00.000Z");
    expect(await store.changedAt!("/nowhere")).toBeUndefined();
  });
});
