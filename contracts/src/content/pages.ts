// The texts of the site's pages and menus, which marketing edits most: each named page's
// title, heading and description (`pageTexts`; a page that shows a content item, a policy
// or a solution, takes them from its item), and the labels of the navbar and the footer
// (`menus`). The route table (web/app/route-table.ts) says which page has which name; what
// the page says is content, stored and published like the rest.

import * as z from "zod/mini";
import { label, listOf, pageDescription } from "./fields.js";

/**
 * The pages that have texts of their own, by the route table's names (route-paths.ts's
 * PathName): every page but those that show a content item.
 */
export const PAGE_TEXT_NAMES = [
  "home",
  "about",
  "services",
  "solutions",
  "projects",
  "gallery",
  "team",
  "promoters",
  "history",
  "careers",
  "brochures",
  "demos",
  "insights",
  "faq",
  "contact",
  "privacy",
  "terms",
  "search",
  "contactSent",
  "applicationSent",
] as const;

export type PageTextName = (typeof PAGE_TEXT_NAMES)[number];

/** What one page says of itself: in the browser's tab, as its h1, and to search engines. */
export const pageTextSchema = z.strictObject({
  /** Part of the browser title before " | {company}". */
  title: label(80),
  /** The screen's h1. */
  heading: label(120),
  /** Meta description, also the page's introduction under its heading on some screens. */
  description: pageDescription,
  /** Words search engines may match the page by, besides the site's own. */
  keywords: z.optional(listOf(label(40), 1, 12)),
});

export type PageText = z.output<typeof pageTextSchema>;

export const pageTextsSchema = z.strictObject(
  Object.fromEntries(PAGE_TEXT_NAMES.map((name) => [name, pageTextSchema])) as Record<
    PageTextName,
    typeof pageTextSchema
  >,
);

export type PageTexts = z.output<typeof pageTextsSchema>;

/** A menu entry's words: short enough for the navbar on a wide screen. */
const menuLabel = label(40);

const labels = <K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, menuLabel])) as Record<K, typeof menuLabel>);

/** The navbar's entries and groups (the catalogues' own entries are their items' menu labels). */
export const NAVBAR_LABELS = [
  "home",
  "about",
  "solutions",
  "services",
  "projects",
  "gallery",
  "team",
  "publications",
  "ovations",
  "more",
  "promoters",
  "history",
  "careers",
  "brochures",
  "demos",
  "insights",
  "faq",
  "contact",
] as const;

/** The footer's headings and links (its solutions are the solutions' names). */
export const FOOTER_LABELS = [
  "company",
  "about",
  "history",
  "team",
  "promoters",
  "careers",
  "contact",
  "solutions",
  "allSolutions",
  "resources",
  "services",
  "projects",
  "brochures",
  "demos",
  "faq",
  "privacy",
  "terms",
] as const;

export const menuLabelsSchema = z.strictObject({
  navbar: labels(NAVBAR_LABELS),
  footer: labels(FOOTER_LABELS),
});

export type MenuLabels = z.output<typeof menuLabelsSchema>;

/** A page as the build resolves it, checked by the same rules as the pages' own texts. */
export const pageSchema = z.object({
  path: z.string(),
  ...pageTextSchema.shape,
});

export const pageListSchema = listOf(pageSchema, 1);
