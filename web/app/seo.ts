// One helper for every page's metadata: title template, description, keywords, author,
// canonical URL, Open Graph and Twitter tags. Route modules export `meta = routeMeta`:
// the page comes from the route React Router matched, never from a path string.

import type { SiteIdentity } from "@site/contracts/content";
import type { MetaDescriptor } from "react-router";
import { siteUrl } from "./content/site";
import { identityOf, pageFrom } from "./identity";
import type { ResolvedPage } from "./pages";

/** The site's social-sharing image, and the size of every page's own (social-images.ts): 1200x630, PNG for the widest support among link previews. */
export const SOCIAL_IMAGE = { path: "/media/social-card.png", width: 1200, height: 630 } as const;

export function documentTitle(pageTitle: string, site: SiteIdentity): string {
  return `${pageTitle} | ${site.company}`;
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).href;
}

export function pageMeta(page: ResolvedPage, site: SiteIdentity): MetaDescriptor[] {
  if (page.noindex) return confirmationMeta(page, site);
  const title = documentTitle(page.title, site);
  const url = absoluteUrl(page.canonicalPath);
  // A solution, project, policy or insight page has an image of its own, with its title.
  const image = absoluteUrl(page.socialImage ?? SOCIAL_IMAGE.path);
  const imageAlt = page.socialImage ? `${page.title}: ${site.company}` : `${site.company}: ${site.tagline}`;
  const keywords = [...(page.keywords ?? []), ...site.keywords].join(", ");
  // An unlisted page (search results) stays out of search engines, but they may still
  // follow its links to the pages it lists.
  const robots: MetaDescriptor[] = page.unlisted ? [{ name: "robots", content: "noindex, follow" }] : [];
  return [
    { title },
    { name: "description", content: page.description },
    { name: "keywords", content: keywords },
    { name: "author", content: site.author },
    ...robots,
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.company },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}

/**
 * A form's confirmation page: title and description for the visitor's tab and history,
 * but no canonical URL or sharing tags, and a request not to index it (it says "thank
 * you" to one visitor and means nothing in search results or link previews).
 */
function confirmationMeta(page: ResolvedPage, site: SiteIdentity): MetaDescriptor[] {
  return [
    { title: documentTitle(page.title, site) },
    { name: "description", content: page.description },
    { name: "author", content: site.author },
    { name: "robots", content: "noindex" },
  ];
}

/** Metadata for a page that is not in the route table (an unknown id): not indexed. */
export function notFoundMeta(what: string, site: SiteIdentity): MetaDescriptor[] {
  return [
    { title: documentTitle(`${what} not found`, site) },
    {
      name: "description",
      content: `The ${what.toLowerCase()} you asked for does not exist. Browse the list instead.`,
    },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * What routeMeta reads of React Router's meta arguments: the matched routes (the root's
 * data carries the site identity and the page).
 */
export interface MetaMatch {
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

/**
 * The metadata of the page rendered, with its texts as published (the root's data); an
 * address with no page (a parameter route's unknown id) is not indexed.
 */
export function routeMeta({ matches }: MetaMatch, notFoundLabel = "Page"): MetaDescriptor[] {
  const page = pageFrom(matches);
  const site = identityOf(matches);
  if (page === null) return notFoundMeta(notFoundLabel, site);
  return pageMeta(page, site);
}
