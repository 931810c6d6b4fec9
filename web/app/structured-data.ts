// schema.org data for search engines, as JSON-LD: the company on the home page, the
// breadcrumb trail of detail pages. (The FAQ page builds its own FAQPage.)

import type { Opening, OpeningText, SiteIdentity } from "@site/contracts/content";
import { closingMoment, isoDate } from "@site/contracts/content-helpers";
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

/** What a job opening's JobPosting is made from: the opening, its texts, the company. */
export interface JobPostingSource {
  opening: Opening;
  text: OpeningText;
  site: SiteIdentity;
  /** The opening's page, root-relative. */
  path: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * A job opening as search engines build job listings from it (schema.org JobPosting, with
 * every property Google requires and those it recommends that the site knows: no salary
 * is published). The description is the page's own text, as HTML.
 */
export function jobPostingJsonLd({ opening, text, site, path }: JobPostingSource): JsonLd {
  const list = (heading: string, items: readonly string[]) =>
    `<h2>${heading}</h2><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  const description = [
    ...text.description.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    list("Responsibilities", text.responsibilities),
    list("Requirements", text.requirements),
  ].join("");
  const place = {
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      addressLocality: opening.location.locality,
      addressRegion: opening.location.region,
      addressCountry: opening.location.country,
    },
  };
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: opening.title,
    description,
    identifier: { "@type": "PropertyValue", name: site.company, value: opening.id },
    datePosted: isoDate(opening.posted),
    validThrough: closingMoment(opening),
    employmentType: opening.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      name: site.company,
      sameAs: absolute(pathTo("home")),
      logo: absolute("/media/icon-512.png"),
    },
    jobLocation: place,
    ...(opening.workplace === "remote"
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: opening.location.country },
        }
      : {}),
    directApply: true,
    url: absolute(path),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can end the script. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
