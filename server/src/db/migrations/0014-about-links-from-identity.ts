// The About page's "Get In Touch" links to the company's e-mail address and phone number
// name them by placeholders ({email}, mailto:{email}, {phone}, tel:{dial}) instead of
// holding copies, so a published phone number reaches them as it reaches every page.
// Every stored version and draft of page/about is upgraded (db/content-upgrade.ts).

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { isObject, upgradeStoredContent, type TypedContentUpgrade } from "../content-upgrade.js";
import type { Engine } from "../schema.js";

interface Identity {
  email: string;
  phone: { display: string; href: string };
}

/** The label and link target of the identity's own links, as copies and as placeholders. */
const pairsOf = (site: Identity) => ({
  labels: [
    [site.email, "{email}"],
    [site.phone.display, "{phone}"],
  ],
  hrefs: [
    [`mailto:${site.email}`, "mailto:{email}"],
    [site.phone.href, "tel:{dial}"],
  ],
});

/** page/about with each section link's label and target swapped by `swap` (copy → placeholder, or back). */
function withLinks(
  data: unknown,
  { id, identity }: { id: string; identity: unknown },
  direction: "up" | "down",
): unknown {
  if (id !== "about" || !isObject(data) || !Array.isArray(data.sections) || identity === undefined)
    return data;
  const { labels, hrefs } = pairsOf(identity as Identity);
  const swap = (pairs: string[][], value: unknown) => {
    const pair = pairs.find(([copy, placeholder]) => (direction === "up" ? copy : placeholder) === value);
    return pair === undefined ? value : direction === "up" ? pair[1] : pair[0];
  };
  const sections = data.sections.map((section: unknown) =>
    isObject(section) && Array.isArray(section.links)
      ? {
          ...section,
          links: section.links.map((link: unknown) =>
            isObject(link)
              ? { ...link, label: swap(labels, link.label), href: swap(hrefs, link.href) }
              : link,
          ),
        }
      : section,
  );
  return { ...data, sections };
}

/** What `up` does, also to content exported before it when that is imported. */
export const aboutLinksUpgrade: TypedContentUpgrade = {
  type: "page",
  upgrade: (data, document) => withLinks(data, document, "up"),
};

export function aboutLinksFromIdentityMigration(engine: Engine): Migration {
  return {
    up: (db: Kysely<unknown>) =>
      upgradeStoredContent(db, engine, aboutLinksUpgrade.type, aboutLinksUpgrade.upgrade),
    down: (db: Kysely<unknown>) =>
      upgradeStoredContent(db, engine, "page", (data, document) => withLinks(data, document, "down")),
  };
}
