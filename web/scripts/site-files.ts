// The machine-readable files of the site, made from the route table and site identity.
import type { SiteIdentity } from "../app/content/site";
import type { ResolvedPage } from "../app/pages";
import { color } from "@site/design/tokens";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The sitemap of `pages` (pages.ts sitemapPages: aliases and unlisted pages are not in it),
 * each with the date it last changed where `changedAt` knows it (the server's renderings:
 * search engines come back to those first; the build knows no such date).
 */
export function sitemapXml(
  origin: string,
  pages: readonly Pick<ResolvedPage, "path">[],
  changedAt: (path: string) => string | undefined = () => undefined,
): string {
  const urls = pages.map((p) => {
    const at = changedAt(p.path);
    const lastmod = at === undefined ? "" : `<lastmod>${escapeXml(at)}</lastmod>`;
    return `  <url><loc>${escapeXml(new URL(p.path, origin).href)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /Bweb/api/\nDisallow: /BTAB/api/\nDisallow: /staff\n\nSitemap: ${new URL("/sitemap.xml", origin).href}\n`;
}

/** Where the web app manifest is served (root.tsx links it). */
export const WEB_MANIFEST_PATH = "/manifest.webmanifest";

export function webManifest(site: SiteIdentity) {
  return {
    name: site.company,
    short_name: site.company.split(" ")[0],
    description: site.description,
    start_url: "/home",
    scope: "/",
    display: "standalone",
    background_color: color.bg,
    theme_color: color.brand,
    icons: [
      { src: "/media/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/media/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/media/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
