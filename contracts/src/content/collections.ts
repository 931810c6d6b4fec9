// The site's content as documents, the unit staff edit, version and publish: `type` and
// `id` name one (`site/identity`, `page/faq`, `project/BRBS`). Pieces of SiteContent that
// describe one thing are one document each (the home page, the people, the site identity);
// a catalogue with long texts by key (solutions, projects, insight topics, policies,
// ovations) is a collection whose documents are its items, each with its catalogue entry
// and its texts together, in catalogue order. `contentDocuments` and `siteContentOf` turn
// one form into the other and back; the database stores documents, the renderer and the
// checks read SiteContent.

import * as z from "zod/mini";
import { contentIssues, type ContentIssue } from "./checker.js";
import { ovationDocumentSchema, ovationSchema } from "./documents.js";
import { insightArticleSchema, insightTopicSchema } from "./insights.js";
import { openingSchema, openingTextSchema } from "./openings.js";
import { policySchema, policyTextSchema } from "./policies.js";
import { projectSchema, projectTextSchema } from "./projects.js";
import { SITE_CONTENT_SCHEMAS, type SiteContent, type SiteContentKey } from "./site-content.js";
import { solutionSchema, solutionTextSchema } from "./solutions.js";

/** One document: what the database stores and the console edits. */
export interface ContentDocument {
  type: ContentType;
  id: string;
  data: unknown;
}

/** A document that is one piece of SiteContent. */
interface SingleDocument {
  type: "site" | "page";
  id: string;
  key: SiteContentKey;
  /** How the console names it. */
  label: string;
}

export const SINGLE_DOCUMENTS: readonly SingleDocument[] = [
  { type: "site", id: "identity", key: "site", label: "Company name, phone, e-mail and address" },
  { type: "site", id: "people", key: "people", label: "People: the executives and promoters" },
  { type: "site", id: "brochures", key: "brochures", label: "Brochures" },
  { type: "site", id: "demos", key: "demos", label: "Demo videos" },
  { type: "site", id: "pages", key: "pageTexts", label: "Pages' titles, headings and descriptions" },
  { type: "site", id: "menus", key: "menus", label: "Menu and footer labels" },
  { type: "page", id: "home", key: "home", label: "Home page" },
  { type: "page", id: "about", key: "about", label: "About page" },
  { type: "page", id: "services", key: "services", label: "Services page" },
  { type: "page", id: "faq", key: "faq", label: "Help page (questions and answers)" },
  { type: "page", id: "timeline", key: "timeline", label: "Timeline page" },
  { type: "page", id: "contact", key: "contactPage", label: "Contact page" },
  { type: "page", id: "careers", key: "careersPage", label: "Careers page" },
  { type: "page", id: "demos", key: "demoPage", label: "Demos page (introduction)" },
  { type: "page", id: "insights", key: "insightHub", label: "Insights page (introduction)" },
  { type: "page", id: "privacy", key: "privacyNotice", label: "Privacy notice" },
  { type: "page", id: "terms", key: "terms", label: "Terms and conditions" },
];

/** A collection of items: a catalogue (`list`) and the texts of each item by its id (`texts`). */
interface ItemCollection<E, T> {
  type: ItemType;
  /** How the console names the collection. */
  label: string;
  list: SiteContentKey;
  texts: SiteContentKey;
  entry: z.ZodMiniType<E>;
  text: z.ZodMiniType<T>;
  idOf(entry: E): string;
  nameOf(entry: E): string;
  /**
   * A collection the site may have no item of (job openings): without a document it is
   * empty, where another collection is absent (a database not yet seeded).
   */
  mayBeEmpty?: true;
}

const collection = <E, T>(c: ItemCollection<E, T>) => c as unknown as ItemCollection<unknown, unknown>;

export const ITEM_COLLECTIONS: readonly ItemCollection<unknown, unknown>[] = [
  collection({
    type: "solution",
    label: "Solutions",
    list: "solutions",
    texts: "solutionTexts",
    entry: solutionSchema,
    text: solutionTextSchema,
    idOf: (s) => s.key,
    nameOf: (s) => s.name,
  }),
  collection({
    type: "project",
    label: "Projects and case studies",
    list: "projects",
    texts: "projectTexts",
    entry: projectSchema,
    text: projectTextSchema,
    idOf: (p) => p.code,
    nameOf: (p) => p.name,
  }),
  collection({
    type: "insight",
    label: "Insights",
    list: "insightTopics",
    texts: "insightArticles",
    entry: insightTopicSchema,
    text: insightArticleSchema,
    idOf: (t) => t.slug,
    nameOf: (t) => t.title,
  }),
  collection({
    type: "policy",
    label: "Policies",
    list: "policies",
    texts: "policyTexts",
    entry: policySchema,
    text: policyTextSchema,
    idOf: (p) => p.id,
    nameOf: (p) => p.pageTitle,
  }),
  collection({
    type: "ovation",
    label: "Ovations",
    list: "ovations",
    texts: "ovationDocuments",
    entry: ovationSchema,
    text: ovationDocumentSchema,
    idOf: (o) => o.id,
    nameOf: (o) => o.title,
  }),
  collection({
    type: "opening",
    label: "Job openings",
    list: "openings",
    texts: "openingTexts",
    entry: openingSchema,
    text: openingTextSchema,
    idOf: (o) => o.id,
    nameOf: (o) => o.title,
    mayBeEmpty: true,
  }),
];

export const ITEM_TYPES = ["solution", "project", "insight", "policy", "ovation", "opening"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const CONTENT_TYPES = ["site", "page", ...ITEM_TYPES] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * The parts of SiteContent `type/id` is stored in (its piece; or an item's catalogue and
 * texts): the pages that read one of them show the document. Empty for no document.
 */
export function documentParts(type: string, id: string): SiteContentKey[] {
  const single = SINGLE_DOCUMENTS.find((document) => document.type === type && document.id === id);
  if (single !== undefined) return [single.key];
  const items = ITEM_COLLECTIONS.find((collection) => collection.type === type);
  return items === undefined ? [] : [items.list, items.texts];
}

/** How the console names each type of document. */
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  site: "The whole site",
  page: "Pages",
  ...(Object.fromEntries(ITEM_COLLECTIONS.map((c) => [c.type, c.label])) as Record<ItemType, string>),
};

/** An item's document: its catalogue entry and its texts. */
export interface ItemData<E = unknown, T = unknown> {
  entry: E;
  text: T;
}

const itemSchemas = new Map(
  ITEM_COLLECTIONS.map((c) => [c.type, z.strictObject({ entry: c.entry, text: c.text })]),
);
const singles = new Map(SINGLE_DOCUMENTS.map((d) => [`${d.type}/${d.id}`, d]));
const collections = new Map<string, ItemCollection<unknown, unknown>>(
  ITEM_COLLECTIONS.map((c) => [c.type, c]),
);

export const isContentType = (value: string): value is ContentType =>
  (CONTENT_TYPES as readonly string[]).includes(value);

/** The schema of the document `type/id`, or undefined when there is no such document kind. */
export function documentSchema(type: string, id: string): z.ZodMiniType | undefined {
  const single = singles.get(`${type}/${id}`);
  if (single !== undefined) return SITE_CONTENT_SCHEMAS[single.key] as z.ZodMiniType;
  return itemSchemas.get(type as ItemType);
}

/**
 * Every problem of `data` as the document `type/id`, each path from the document's own
 * fields (`items[3].answer`, `entry.name`); an item's entry must carry the document's id.
 */
export function documentProblems(type: string, id: string, data: unknown): ContentIssue[] {
  const schema = documentSchema(type, id);
  if (schema === undefined) return [{ path: "", message: `there is no document ${type}/${id}` }];
  const issues = contentIssues(schema, data, "");
  const items = collections.get(type);
  if (issues.length === 0 && items !== undefined) {
    const entryId = items.idOf((data as ItemData).entry);
    if (entryId !== id)
      issues.push({ path: "entry", message: `belongs to ${type}/${entryId}, not ${type}/${id}` });
  }
  return issues;
}

/** How the console names a document: a page's label, an item's name. */
export function documentLabel(document: ContentDocument): string {
  const single = singles.get(`${document.type}/${document.id}`);
  if (single !== undefined) return single.label;
  const items = collections.get(document.type);
  const entry = (document.data as Partial<ItemData> | null)?.entry;
  return items !== undefined && entry !== undefined ? items.nameOf(entry) : `${document.type}/${document.id}`;
}

/** The documents of `content`: the single ones first, then each collection in catalogue order. */
export function contentDocuments(content: SiteContent): ContentDocument[] {
  const documents: ContentDocument[] = SINGLE_DOCUMENTS.map(({ type, id, key }) => ({
    type,
    id,
    data: content[key],
  }));
  for (const items of ITEM_COLLECTIONS) {
    const texts = content[items.texts] as Record<string, unknown>;
    for (const entry of content[items.list] as unknown[]) {
      const id = items.idOf(entry);
      documents.push({ type: items.type, id, data: { entry, text: texts[id] } satisfies ItemData });
    }
  }
  return documents;
}

/**
 * The SiteContent of `documents`, the items of each collection in the order given: what
 * contentDocuments split, whole again. Pieces without a document are absent.
 */
export function siteContentOf(documents: readonly ContentDocument[]): Partial<SiteContent> {
  const content: Partial<Record<SiteContentKey, unknown>> = {};
  for (const items of ITEM_COLLECTIONS)
    if (items.mayBeEmpty) {
      content[items.list] = [];
      content[items.texts] = {};
    }
  for (const document of documents) {
    const single = singles.get(`${document.type}/${document.id}`);
    if (single !== undefined) {
      content[single.key] = document.data;
      continue;
    }
    const items = collections.get(document.type);
    if (items === undefined) continue;
    const { entry, text } = document.data as ItemData;
    ((content[items.list] ??= []) as unknown[]).push(entry);
    ((content[items.texts] ??= {}) as Record<string, unknown>)[document.id] = text;
  }
  return content as Partial<SiteContent>;
}
