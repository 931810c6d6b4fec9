// The addresses the content's items take on the site, and the rule that keeps them apart:
// no two items take one address, and no item takes one that the site or the server
// answers itself (a fixed page, the API, the console, the build's folders).
//
// A solution's page is /{page} (and /solution-details/{detailsId}), a project's /{code}
// (and /project-details/{code}), a policy's /{id}, an ovation's /{id}, an insight topic's
// /insight/{slug}; the PDFs of policies, ovations and brochures are files under
// /media/docs/. The server finds a page whatever the case of its address (another case is
// redirected to the page's own spelling), so addresses are compared lower-cased: /brbs and
// /BRBS are one address. The id schemas (fields.ts) already refuse separators, dots and
// letters outside ASCII, so an id is one segment of plain letters, digits and hyphens;
// this adds what a single id's schema cannot see.
//
// siteContentProblems (site-content.ts) runs addressProblems, so the build, a publish and
// an import all refuse a collision. Every check is linear in the number of items: one map
// of addresses, no regular expression.

import type { ContentIssue } from "./checker.js";

// site-content.ts runs these checks, and collections.ts builds on it: this module imports
// neither (not even their types), so the content modules import one another without a
// cycle. Content is read as the plain object it is; each kind's fields are named below.

/** The content, or the pieces of it there are (a SiteContent, partial or whole). */
type Content = { readonly [key: string]: unknown };

/**
 * The first path segments no item may take: what the server answers before any page (the
 * console, the APIs, the build's folders, the health check), and every fixed route of the
 * site (web/app/route-paths.ts PATHS: web/app/reserved-addresses.test.ts proves each of its
 * first segments is here). Compared case-insensitively.
 */
export const RESERVED_FIRST_SEGMENTS: readonly string[] = [
  // The server's own areas.
  "staff",
  "Bweb",
  "BTAB",
  "api",
  "assets",
  "media",
  "pagefind",
  "server-render",
  ".well-known",
  "healthz",
  // The site's fixed routes (PATHS).
  "home",
  "about",
  "gallery",
  "solution-page",
  "service-page",
  "project-page",
  "brochure",
  "promoters",
  "team",
  "contact",
  "Demo-Page",
  "Demos",
  "Careers",
  "career",
  "help",
  "time-line",
  "insight",
  "terms-and-condition",
  "privacy",
  "search",
  "solution-details",
  "project-details",
];

const reserved = new Set(RESERVED_FIRST_SEGMENTS.map((segment) => segment.toLowerCase()));

/** Whether `segment` is the first segment of an address the site keeps for itself, in any case. */
export const isReservedFirstSegment = (segment: string): boolean => reserved.has(segment.toLowerCase());

/** Where a policy's PDF is published (web/app/content/documents.ts policyPdf writes the same). */
export const policyPdfPath = (id: string) => `/media/docs/${id}.pdf`;

/** One address an item takes. */
export interface SiteAddress {
  /** The address lower-cased, as addresses are compared (`/brbs`). */
  address: string;
  /** As the content spells it (`/BRBS`), for messages. */
  spelled: string;
  /** Where it is taken: a path in the content (`projects[2].code`) or in a document (`entry.code`). */
  at: string;
  /** The item that takes it, as documents name them (`project/BRBS`, `brochure/company-profile`). */
  owner: string;
  /** Whether it is a first segment of its own (`/BRBS`), which must not be a reserved one. */
  root: boolean;
}

/** An address of an entry before it is named: the entry's field that gives it, and its spelling. */
interface Taken {
  field: string;
  spelled: string;
  root: boolean;
}

type Entry = Record<string, unknown>;
/** The item types of collections.ts (new-items.test.ts proves each is here), and the brochures. */
type Kind = "solution" | "project" | "insight" | "policy" | "ovation" | "opening" | "brochure";

/** The entry's field `field` when it is a string (another type is its schema's problem, not an address). */
const textOf = (entry: Entry, field: string): string | undefined =>
  typeof entry[field] === "string" ? entry[field] : undefined;

/** The address `make` makes of the entry's field `field`, when that field is a string. */
const taken = (entry: Entry, field: string, make: (value: string) => string, root: boolean): Taken[] => {
  const value = textOf(entry, field);
  return value === undefined ? [] : [{ field, spelled: make(value), root }];
};

/** Each kind of item: its catalogue, the field of its id, and the addresses its entry takes. */
const ITEM_ADDRESSES: Record<Kind, { list: string; idField: string; addresses(entry: Entry): Taken[] }> = {
  solution: {
    list: "solutions",
    idField: "key",
    addresses: (s) => [
      ...taken(s, "page", (page) => `/${page}`, true),
      ...taken(s, "detailsId", (id) => `/solution-details/${id}`, false),
    ],
  },
  project: {
    list: "projects",
    idField: "code",
    addresses: (p) => [
      ...taken(p, "code", (code) => `/${code}`, true),
      ...(p["hasDetails"] === true ? taken(p, "code", (code) => `/project-details/${code}`, false) : []),
    ],
  },
  insight: {
    list: "insightTopics",
    idField: "slug",
    addresses: (t) => taken(t, "slug", (slug) => `/insight/${slug}`, false),
  },
  policy: {
    list: "policies",
    idField: "id",
    addresses: (p) => [...taken(p, "id", (id) => `/${id}`, true), ...taken(p, "id", policyPdfPath, false)],
  },
  ovation: {
    list: "ovations",
    idField: "id",
    addresses: (o) => [...taken(o, "id", (id) => `/${id}`, true), ...taken(o, "pdf", (pdf) => pdf, false)],
  },
  opening: {
    list: "openings",
    idField: "id",
    addresses: (o) => taken(o, "id", (id) => `/Careers/${id}`, false),
  },
  // Not an item staff add, but its PDF is a file of /media/docs/ as an ovation's is.
  brochure: {
    list: "brochures",
    idField: "id",
    addresses: (b) => taken(b, "pdf", (pdf) => pdf, false),
  },
};

const KINDS = Object.keys(ITEM_ADDRESSES) as Kind[];

/**
 * The addresses of one entry of `kind`, each `at` prefixed by `prefix` (`projects[2]`,
 * `entry`). An entry of the wrong shape (one its schema refuses) takes only what it has
 * of them: its schema's problems are told besides.
 */
function entryAddresses(kind: Kind, entry: unknown, prefix: string): SiteAddress[] {
  if (typeof entry !== "object" || entry === null) return [];
  const { idField, addresses } = ITEM_ADDRESSES[kind];
  const id = textOf(entry as Entry, idField);
  if (id === undefined) return [];
  const owner = `${kind}/${id}`;
  return addresses(entry as Entry).map(({ field, spelled, root }) => ({
    address: spelled.toLowerCase(),
    spelled,
    at: `${prefix}.${field}`,
    owner,
    root,
  }));
}

/** Every address the items of `content` take (the pieces it holds), in content order. */
export function siteAddresses(content: Content): SiteAddress[] {
  return KINDS.flatMap((kind) => {
    const list = content[ITEM_ADDRESSES[kind].list] as unknown;
    if (!Array.isArray(list)) return [];
    return list.flatMap((entry, index) =>
      entryAddresses(kind, entry, `${ITEM_ADDRESSES[kind].list}[${index}]`),
    );
  });
}

/**
 * The addresses a document takes: an item's (`entry.code`), or the brochures' PDFs of
 * `site/brochures` (`[3].pdf`); none for another document.
 */
export function documentAddresses(document: { type: string; id: string; data: unknown }): SiteAddress[] {
  if (document.type === "site" && document.id === "brochures")
    return Array.isArray(document.data)
      ? document.data.flatMap((entry, index) => entryAddresses("brochure", entry, `[${index}]`))
      : [];
  if (!(KINDS as readonly string[]).includes(document.type) || document.type === "brochure") return [];
  const data = document.data as { entry?: unknown } | null;
  return entryAddresses(document.type as Kind, data?.entry, "entry");
}

const RESERVED_MESSAGE = (address: SiteAddress) =>
  `${address.spelled} is an address the site keeps for itself (a fixed page, the console or a folder of the server): choose another`;

/**
 * The problems of `addresses` taken together, among those `seen` holds already: an
 * address the site keeps for itself, and an address a second item takes (told at the
 * second, naming the first, and where it is when `sayWhere`). An item may appear more than
 * once (its draft and its published version): it never collides with itself.
 */
function clashes(
  addresses: readonly SiteAddress[],
  seen: Map<string, SiteAddress>,
  sayWhere: boolean,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const address of addresses) {
    if (address.root && isReservedFirstSegment(address.address.slice(1)))
      issues.push({ path: address.at, message: RESERVED_MESSAGE(address) });
    const first = seen.get(address.address);
    if (first === undefined) seen.set(address.address, address);
    else if (first.owner !== address.owner)
      issues.push({
        path: address.at,
        message: `${address.spelled} is the address of ${first.owner} already${sayWhere ? ` (${first.at})` : ""}: choose another`,
      });
  }
  return issues;
}

/**
 * Every problem with the addresses of `content`'s items: two items taking one address
 * (whatever its case: a project's code that is a solution's page, two topics with one
 * slug, two PDFs at one path), or an item taking one the site keeps for itself.
 */
export const addressProblems = (content: Content): ContentIssue[] =>
  clashes(siteAddresses(content), new Map(), true);

/**
 * The problems of a new document's addresses among those `others` take (every document
 * there is, published or a draft): one the site keeps, or one another item takes. Paths
 * are the new document's own (`entry.page`).
 */
export function newAddressProblems(
  document: { type: string; id: string; data: unknown },
  others: readonly { type: string; id: string; data: unknown }[],
): ContentIssue[] {
  const seen = new Map<string, SiteAddress>();
  for (const other of others)
    for (const address of documentAddresses(other))
      if (!seen.has(address.address)) seen.set(address.address, address);
  return clashes(documentAddresses(document), seen, false);
}

/**
 * The list page a retired item's pages lead to (its kind's list); a kind without one
 * (policies, ovations: a menu lists them, no page) has its pages answer 410 Gone, and so
 * does a job opening once it is closed: the role is gone, not moved.
 * web/app/reserved-addresses.test.ts proves each is the route the site serves.
 */
export const LIST_PAGE_OF_KIND: Readonly<Partial<Record<Kind, string>>> = {
  solution: "/solution-page",
  project: "/project-page",
  insight: "/insight",
};

/** A page's address that a change takes away, and where it leads then (null: nowhere, 410). */
export interface AddressMove {
  /** The old address, as the content spelled it. */
  from: string;
  to: string | null;
}

/** The addresses of pages (not files) the items of `content` take. */
const pageAddresses = (content: Content) =>
  siteAddresses(content).filter((address) => !address.address.startsWith("/media/"));

/** Which address of its item an address is: its owner, the field that gives it, and whether it is a first segment. */
const slotOf = (address: SiteAddress) =>
  `${address.owner}\n${address.at.slice(address.at.lastIndexOf(".") + 1)}\n${String(address.root)}`;

/**
 * The page addresses `before` has and `after` does not, and where each leads: the same
 * address of the same item (a solution's page renamed), else its kind's list page (an
 * item retired, a details page given up), else nowhere. Linear in the number of items.
 */
export function addressMoves(before: Content, after: Content): AddressMove[] {
  const now = pageAddresses(after);
  const taken = new Set(now.map((address) => address.address));
  const bySlot = new Map(now.map((address) => [slotOf(address), address]));
  return pageAddresses(before).flatMap((old) => {
    if (taken.has(old.address)) return [];
    const kind = old.owner.slice(0, old.owner.indexOf("/")) as Kind;
    return [{ from: old.spelled, to: bySlot.get(slotOf(old))?.spelled ?? LIST_PAGE_OF_KIND[kind] ?? null }];
  });
}
