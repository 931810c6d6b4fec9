import { describe, expect, it } from "vitest";
import { site } from "../app/content/site";
import { allPages, sitemapPages } from "../app/pages";
import { robotsTxt, sitemapXml, webManifest } from "./site-files";

describe("sitemap.xml", () => {
  const xml = sitemapXml("https://www.example.com", sitemapPages());

  it("lists every canonical page once, with absolute URLs, but the unlisted ones", () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const canonical = allPages().filter((p) => p.path === p.canonicalPath && !p.unlisted);
    expect(locs).toEqual(canonical.map((p) => `https://www.example.com${p.path}`));
    expect(locs).toContain("https://www.example.com/solution-details/instant-payment");
  });

  it("leaves out the search results page, which asks not to be indexed", () => {
    expect(xml).not.toContain("/search<");
    expect(sitemapPages().map((p) => p.path)).not.toContain("/search");
    expect(allPages().map((p) => p.path)).toContain("/search");
  });

  it("leaves aliases to their canonical page", () => {
    expect(xml).not.toContain("/career<");
    expect(xml).not.toContain("/Demos<");
    expect(xml).toContain("/Careers<");
  });
});

describe("robots.txt and the web manifest", () => {
  it("allows crawling and names the sitemap", () => {
    const robots = robotsTxt("https://www.example.com");
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain("Sitemap: https://www.example.com/sitemap.xml");
    // The staff console (and its enrolment links) is no business of search engines.
    expect(robots).toMatch(/^Disallow: \/staff$/m);
  });

  it("describes an installable app that starts at /home", () => {
    const manifest = webManifest(site);
    expect(manifest.name).toBe(site.company);
    expect(manifest.start_url).toBe("/home");
    expect(manifest.icons.map((i) => i.sizes)).toContain("512x512");
  });
});
