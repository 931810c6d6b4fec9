// The contact cards as the Contact page shows them: each card's texts, and what it `shows`
// of the site identity (the professional network, the postal address and a map, the phone
// number) as lines and a link, from the identity published with it.

import type { ContactCard, ContactCardShows, SiteIdentity } from "@site/contracts/content";
import { formatPostalAddress } from "@site/contracts/content-helpers";
import { streetLine } from "./site";

/** A card as the page shows it: what it `shows` of the site identity, as lines and a link. */
export interface CardView {
  id: string;
  title: string;
  text: string;
  shows: ContactCardShows;
  lines?: string[];
  link: { label: string; href: string };
}

const MAP_SEARCH = "https://www.openstreetmap.org/search?query=";

export function cardView({ id, title, text, shows }: ContactCard, site: SiteIdentity): CardView {
  const { address } = site;
  switch (shows) {
    case "network":
      return {
        id,
        title,
        text,
        shows,
        link: {
          label: `${site.company} on ${site.professionalNetwork.label}`,
          href: site.professionalNetwork.url,
        },
      };
    case "address":
      return {
        id,
        title,
        text,
        shows,
        lines: [
          site.legalName,
          streetLine(address),
          `${address.locality}, ${address.region} ${address.postalCode}`,
          address.country,
        ],
        link: { label: "Open in a map", href: MAP_SEARCH + encodeURIComponent(formatPostalAddress(address)) },
      };
    case "phone":
      return { id, title, text, shows, link: { label: site.phone.display, href: site.phone.href } };
  }
}
