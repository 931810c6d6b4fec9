// A crawl of the whole site as a search engine would do it: every page of sitemap.xml, and
// every link, image, document, video, caption and script those pages reference, must
// answer 200 with the right content type. A same-site link that redirects counts as broken
// (unknown paths redirect home). Browserless: real HTTP against the real server.

import { inject, describe, expect, it } from "vitest";
import { siteUrl } from "../web/app/content/site.ts";

const baseURL = inject("baseURL");
// Canonical and social URLs name the site by SITE_URL (its public origin), whatever server
// the test runs: they are the site's own pages.
const siteOrigin = new URL(siteUrl()).origin;

const TYPES: [RegExp, RegExp][] = [
  [/\.pdf$/i, /^application\/pdf/],
  [/\.mp4$/i, /^video\/mp4/],
  [/\.vtt$/i, /^text\/vtt/],
  [/\.webp$/i, /^image\/webp/],
  [/\.avif$/i, /^image\/avif/],
  [/\.png$/i, /^image\/png/],
  [/\.svg$/i, /^image\/svg\+xml/],
  [/\.ico$/i, /^image\/(x-icon|vnd\.microsoft\.icon)/],
  [/\.js$/i, /^(text|application)\/javascript/],
  [/\.css$/i, /^text\/css/],
  [/\.webmanifest$/i, /^application\/manifest\+json/],
  [/\.xml$/i, /xml/],
  [/\.txt$/i, /^text\/plain/],
];

function expectedType(pathname: string): RegExp {
  return TYPES.find(([ext]) => ext.test(pathname))?.[1] ?? /^text\/html/;
}

/** Every URL an HTML page references: href, src, poster (deferred ones too), and each candidate of a srcset. */
function references(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(
    /\s(href|src|poster|data-poster|srcset|srcSet|imageSrcSet|imagesrcset)="([^"]*)"/g,
  )) {
    const [, attribute, value] = match;
    if (!value) continue;
    if (/srcset/i.test(attribute!)) {
      for (const candidate of value.split(",")) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) found.push(url);
      }
    } else {
      found.push(value.replace(/&amp;/g, "&"));
    }
  }
  return found;
}

async function sitemapPages(): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

describe("crawl", () => {
  it("finds every page of the sitemap and everything they reference answering 200 with the right type", async () => {
    const pages = await sitemapPages();
    expect(pages.length).toBeGreaterThan(50);
    const referencedBy = new Map<string, string>();
    const external = new Set<string>();

    for (const page of pages) {
      const response = await fetch(`${baseURL}${page}`, { redirect: "manual" });
      expect.soft(response.status, `${page}`).toBe(200);
      const html = await response.text();
      for (const ref of references(html)) {
        if (/^(?:mailto|tel):/.test(ref) || ref.startsWith("#")) continue;
        const url = new URL(ref, `${baseURL}${page}`);
        if (url.origin !== new URL(baseURL).origin && url.origin !== siteOrigin) {
          external.add(url.href);
          continue;
        }
        const key = url.pathname + url.search;
        if (!referencedBy.has(key)) referencedBy.set(key, page);
      }
    }

    const broken: string[] = [];
    for (const [path, page] of referencedBy) {
      const response = await fetch(`${baseURL}${path}`, { redirect: "manual" });
      const type = response.headers.get("content-type") ?? "";
      await response.arrayBuffer();
      if (response.status !== 200)
        broken.push(`${path} (on ${page}): ${response.status} ${response.headers.get("location") ?? ""}`);
      else if (!expectedType(new URL(path, baseURL).pathname).test(type))
        broken.push(`${path} (on ${page}): content type ${type}`);
    }
    expect(broken).toEqual([]);
    expect(referencedBy.size).toBeGreaterThan(100);
    // The site cannot reach other sites from here: check the external links are well-formed https.
    for (const url of external) expect.soft(url, url).toMatch(/^https:\/\//);
  }, 180_000);
});
