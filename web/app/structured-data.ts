// schema.org data for search engines, as JSON-LD: the company on the home page, the
// breadcrumb trail of detail pages. (The FAQ page builds its own FAQPage.)

import type { SiteIdentity } from "@site/contracts/content";
import { siteUrl, streetLine } from "./content/site";
import { pathTo } from "./route-paths";

type JsonLd = Record<string, unknown>;

function absolute(path: string): string {
  return new URL(path, siteUrl()).href;
}

export function organizationJsonLd(site: SiteIdentity): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.company,
    legalName: site.legalName,
    url: absolute(pathTo("home")),
    logo: absolute("/media/icon-512.png"),
    description: site.description,
    foundingDate: String(site.foundingYear),
    email: site.email,
    telephone: site.phone.display,
    address: {
      "@type": "PostalAddress",
      streetAddress: streetLine(site.address),
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        telephone: site.phone.display,
        email: site.email,
        availableLanguage: ["English"],
        hoursAvailable: "Mo-Su 00:00-23:59",
      },
      { "@type": "ContactPoint", contactType: "recruiting", email: site.careersEmail },
    ],
    sameAs: [site.professionalNetwork.url],
  };
}

/** Home › … › the page itself: each crumb a name and a root-relative path. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can end the script. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
