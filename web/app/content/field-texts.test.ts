// The words staff read in the console's editor: every field of every document the site has
// gets a label and a help sentence from field-texts.ts (so no key name ever reaches staff),
// and no text is left for a field that does not exist.
import {
  newItemDocument,
  contentDocuments,
  documentForm,
  FIELD_TEXTS,
  fieldTextsOf,
  type ContentDocument,
} from "@site/contracts/content";
import { CONTENT_FORM_KEYWORDS, PICTURE_FIELD_KIND } from "@site/contracts/staff";
import { describe, expect, it } from "vitest";
import { siteContent } from "./validate";

type JsonSchema = Record<string, unknown>;

interface Found {
  /** Every path pattern of the form (`items[].answer`), the document itself as "". */
  paths: Set<string>;
  /** What lacks its words: `path: what`. */
  missing: string[];
}

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const hasWords = (node: JsonSchema) =>
  typeof node.title === "string" &&
  node.title.trim() !== "" &&
  typeof node.description === "string" &&
  node.description.trim() !== "";

/** Walks a form: each property and each list's items must have a title and a description. */
function walk(node: JsonSchema, path: string, found: Found): void {
  found.paths.add(path);
  if (isSchema(node.properties))
    for (const [key, child] of Object.entries(node.properties)) {
      const at = path === "" ? key : `${path}.${key}`;
      if (!isSchema(child)) throw new Error(`${at} is not a schema`);
      if (!hasWords(child)) found.missing.push(`${at}: label and help`);
      else if (child.title === key) found.missing.push(`${at}: a label other than its key`);
      walk(child, at, found);
    }
  if (isSchema(node.items)) {
    if (!hasWords(node.items)) found.missing.push(`${path}[]: label and help`);
    walk(node.items, `${path}[]`, found);
  }
  if (Array.isArray(node.anyOf))
    for (const [index, shape] of node.anyOf.entries()) {
      if (!isSchema(shape)) throw new Error(`${path} has a shape that is not a schema`);
      if (typeof shape.title !== "string" || shape.title === "")
        found.missing.push(`${path}: the name of choice ${index + 1}`);
      walk(shape, path, found);
    }
}

/** One document of each kind: the kind is what FIELD_TEXTS is keyed by. */
function documentsByKind(): Map<string, ContentDocument> {
  const kinds = new Map<string, ContentDocument>();
  for (const document of contentDocuments(siteContent)) {
    const kind = FIELD_TEXTS[`${document.type}/${document.id}`]
      ? `${document.type}/${document.id}`
      : document.type;
    if (!kinds.has(kind)) kinds.set(kind, document);
  }
  // The repository has no job opening (HR publishes them): a new one's first draft stands in.
  kinds.set("opening", newItemDocument("opening", "java-developer", "Java Developer", { today: new Date() }));
  return kinds;
}

describe("field texts", () => {
  const kinds = documentsByKind();

  it("exist for every kind of document, and only for those", () => {
    expect([...kinds.keys()].sort()).toEqual(Object.keys(FIELD_TEXTS).sort());
  });

  it.each([...kinds.entries()])("give every field of %s a label and a help sentence", (kind, document) => {
    const form = documentForm(document.type, document.id);
    expect(form, kind).toBeDefined();
    const found: Found = { paths: new Set(), missing: [] };
    walk(form!, "", found);
    expect(found.missing).toEqual([]);

    // No text names a path the form does not have (a renamed or removed field).
    const texts = fieldTextsOf(document.type, document.id)!;
    expect(Object.keys(texts).filter((path) => !found.paths.has(path))).toEqual([]);
    for (const [path, text] of Object.entries(texts)) {
      expect(text.help, path).toMatch(/[.?]$/);
      expect(text.label.trim(), path).not.toBe("");
    }
  });

  it("name each shape of a field that takes one of several", () => {
    const about = documentForm("page", "about") as {
      properties: {
        sections: { items: { properties: { body: { items: { anyOf: { title?: string }[] } } } } };
      };
    };
    expect(about.properties.sections.items.properties.body.items.anyOf.map((shape) => shape.title)).toEqual([
      "Paragraph",
      "List",
    ]);
  });

  it("reach the form as each field's title and description", () => {
    const faq = documentForm("page", "faq") as {
      properties: { items: { title: string; items: { title: string; properties: { answer: JsonSchema } } } };
    };
    expect(faq.properties.items.title).toBe("Questions and answers");
    expect(faq.properties.items.items.title).toBe("Question");
    expect(faq.properties.items.items.properties.answer).toMatchObject({
      title: "Answer",
      description: "Two to five sentences.",
      type: "string",
    });
  });

  it("mark every picture for the console's upload, its alt text a property beside it", () => {
    const pictures: string[] = [];
    let documentName = "";
    const visit = (node: JsonSchema, path: string, parent: JsonSchema | undefined) => {
      if (node[CONTENT_FORM_KEYWORDS.kind] === PICTURE_FIELD_KIND) {
        const alt = node[CONTENT_FORM_KEYWORDS.alt];
        pictures.push(`${documentName}:${path}${alt === undefined ? "" : ` (alt: ${String(alt)})`}`);
        if (alt !== undefined) {
          const siblings = isSchema(parent?.properties) ? parent.properties : {};
          expect(Object.keys(siblings), path).toContain(alt);
        }
      }
      if (isSchema(node.properties))
        for (const [key, child] of Object.entries(node.properties))
          if (isSchema(child)) visit(child, path === "" ? key : `${path}.${key}`, node);
      if (isSchema(node.items)) visit(node.items, `${path}[]`, node);
    };
    for (const [type, id] of [
      ["site", "people"],
      ["page", "home"],
    ] as const) {
      documentName = `${type}/${id}`;
      visit(documentForm(type, id)!, "", undefined);
    }
    expect(pictures).toEqual([
      "site/people:[].photo (alt: name)",
      "page/home:heroSlides[].src",
      "page/home:aboutTeaser.picture (alt: pictureAlt)",
      "page/home:clientLogos[].picture (alt: name)",
      "page/home:partnerLogos[].picture (alt: name)",
      "page/home:providerLogos[].picture (alt: name)",
    ]);
  });
});
