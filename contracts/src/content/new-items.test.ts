// A new item staff create (new-items.ts): its first draft passes its collection's checks,
// alone and with the whole site, and asks to be written rather than copying another
// item's texts; a request with a hostile or wrong id or name is refused field by field.

import { describe, expect, it } from "vitest";
import { documentAddresses } from "./addresses.js";
import { documentProblems, ITEM_COLLECTIONS, ITEM_TYPES, type ItemType } from "./collections.js";
import { newItemDocument, newItemProblems, NEW_ITEM_FORMS, type NewItemContext } from "./new-items.js";
import { projectSchema } from "./projects.js";
import { siteContentProblems, type SiteContent } from "./site-content.js";
import { solutionSchema } from "./solutions.js";

const CONTEXT: NewItemContext = { today: new Date(Date.UTC(2025, 6, 9)), projectCode: "ABC" };

/** Ids of each collection, as many as its list needs at least. */
const IDS: Record<ItemType, string[]> = {
  solution: ["loan-origination"],
  project: ["ABC"],
  insight: ["one", "two", "three", "four", "five", "six"],
  policy: ["Doc-1", "Doc-2", "Doc-3", "Doc-4"],
  ovation: ["ovations-1", "ovations-2", "ovations-3"],
  opening: ["java-developer"],
};

/** Every string in `value`, with its path. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) =>
      strings(item, path === "" ? key : `${path}.${key}`),
    );
  return [];
}

const checked = (type: unknown, id: unknown, name: unknown, context = CONTEXT) => {
  const result = newItemProblems({ type, id, name }, context);
  return result.problems.map((problem) => `${problem.path}: ${problem.message}`);
};

describe("a new item's first draft", () => {
  it.each(ITEM_TYPES)("of the %s collection is valid against its collection's schemas", (type) => {
    for (const name of ["A", "x".repeat(NEW_ITEM_FORMS[type].nameMaxLength)]) {
      const document = newItemDocument(type, IDS[type][0]!, name, CONTEXT);
      expect(documentProblems(type, document.id, document.data), name).toEqual([]);
    }
  });

  it.each(ITEM_TYPES)("of the %s collection asks for every text, copying none", (type) => {
    const name = "Cash Flow Forecasting";
    const id = IDS[type][0]!;
    const document = newItemDocument(type, id, name, CONTEXT);
    for (const [path, value] of strings(document.data)) {
      const asks = value.startsWith("Replace ") || value.startsWith("Describe ");
      // Besides the texts that ask: the id and name, where they go, and what is no text.
      const given = [id, name, "/media/docs/", "09-07-2025", "1.0", "First version", CONTEXT.projectCode];
      const short = value.length <= 20; // a section's heading or a fact's label, each generic
      expect(
        asks || given.some((g) => g !== undefined && value.includes(g)) || short,
        `${path}: ${value}`,
      ).toBe(true);
    }
  });

  it.each(ITEM_TYPES)(
    "of the %s collection passes the whole site's checks, with as many as its list needs",
    (type) => {
      const collection = ITEM_COLLECTIONS.find((c) => c.type === type)!;
      const documents = IDS[type].map((id, index) => newItemDocument(type, id, `Item ${index + 1}`, CONTEXT));
      const content: Partial<Record<string, unknown>> = {
        [collection.list]: documents.map((d) => (d.data as { entry: unknown }).entry),
        [collection.texts]: Object.fromEntries(
          documents.map((d) => [d.id, (d.data as { text: unknown }).text]),
        ),
      };
      if (type === "ovation") {
        const project = newItemDocument("project", "ABC", "A project", CONTEXT).data as {
          entry: unknown;
          text: unknown;
        };
        content["projects"] = [project.entry];
        content["projectTexts"] = { ABC: project.text };
      }
      expect(siteContentProblems(content as Partial<SiteContent>)).toEqual([]);
    },
  );

  it.each(ITEM_TYPES)("of the %s collection takes its addresses from its id", (type) => {
    const id = IDS[type][0]!;
    const addresses = documentAddresses(newItemDocument(type, id, "X", CONTEXT));
    expect(addresses.length).toBeGreaterThan(0);
    for (const { address } of addresses) expect(address).toContain(id.toLowerCase());
  });

  it("takes a solution's page from its id, without a details page", () => {
    const { data } = newItemDocument("solution", "loan-origination", "Loan Origination", CONTEXT);
    const { picture, ...entry } = (data as { entry: { picture?: unknown } }).entry;
    expect(entry).toEqual({
      key: "loan-origination",
      name: "Loan Origination",
      summary: "Replace this with one sentence on what Loan Origination does and for whom.",
      page: "loan-origination",
    });
    expect(picture === undefined || typeof picture === "object").toBe(true);
  });

  it("starts a solution and a project with the site's generic picture where they show one, asking for theirs", () => {
    for (const [type, schema] of [
      ["solution", solutionSchema],
      ["project", projectSchema],
    ] as const) {
      const { entry, text } = newItemDocument(type, IDS[type][0]!, "X", CONTEXT).data as {
        entry: { picture?: { name: string } };
        text: unknown;
      };
      const shows = "picture" in schema.shape;
      expect(entry.picture?.name, type).toBe(shows ? "hero-banking" : undefined);
      expect(JSON.stringify(text).includes("choose its own picture"), type).toBe(shows);
    }
  });

  it("dates a project and a policy by the day it is made, and gives an ovation the project named", () => {
    const project = newItemDocument("project", "ABC", "A", CONTEXT).data as { entry: { start: string } };
    expect(project.entry.start).toBe("09-07-2025");
    const ovation = newItemDocument("ovation", "ovations-4", "A", CONTEXT).data as {
      entry: { projectCode: string; pdf: string };
    };
    expect(ovation.entry).toMatchObject({ projectCode: "ABC", pdf: "/media/docs/ovations-4.pdf" });
  });
});

describe("a request for a new item", () => {
  it("answers the first draft of a good one, its name trimmed", () => {
    const result = newItemProblems({ type: "project", id: "NEWP", name: "  New Project " }, CONTEXT);
    expect(result.problems).toEqual([]);
    expect("item" in result && result.item).toMatchObject({
      type: "project",
      id: "NEWP",
      data: { entry: { code: "NEWP", name: "New Project" } },
    });
  });

  it("refuses a type that is no collection of items", () => {
    for (const type of ["page", "site", "brochure", "", 3, undefined])
      expect(checked(type, "x", "X")[0], String(type)).toMatch(/^type: Choose the collection to add to/);
  });

  it("refuses hostile ids by the collection's rule, a long one by its length alone", () => {
    expect(checked("solution", "../", "X")).toEqual([
      "id: The id must be a lower-case slug like 'market-trends'.",
    ]);
    expect(checked("solution", "/staff", "X")).toHaveLength(1);
    expect(checked("project", "BRBS/../../../staff", "X")).toEqual([
      "id: The id must be at most 12 characters.",
    ]);
    expect(checked("insight", "a".repeat(10_000), "X")).toEqual([
      "id: The id must be at most 60 characters.",
    ]);
    // Cyrillic В for the B of BRBS, Cyrillic а in market-trends.
    expect(checked("project", "\u0412RBS", "X")).toEqual(["id: The id must be an upper-case project code."]);
    expect(checked("insight", "m\u0430rket-trends", "X")).toHaveLength(1);
    expect(checked("policy", "Doc-10", "X")).toEqual(["id: The id must be Doc-1 ... Doc-9."]);
    expect(checked("ovation", "ovations-0", "X")).toHaveLength(1);
    for (const id of ["", undefined, 5, ["a"]])
      expect(checked("solution", id, "X")).toEqual(["id: Enter the id."]);
  });

  it("refuses a name that is empty, too long or not a text visitors may read", () => {
    expect(checked("solution", "x", "   ")).toEqual(["name: Enter the name."]);
    expect(checked("policy", "Doc-5", "x".repeat(41))).toEqual([
      "name: The name must be at most 40 characters.",
    ]);
    expect(checked("solution", "x", "x".repeat(10_000))).toEqual([
      "name: The name must be at most 80 characters.",
    ]);
    expect(checked("solution", "x", "Two\nlines")).toEqual(["name: The name must be one line."]);
    expect(checked("solution", "x", "A bell\u0007")).toEqual([
      "name: The name must not contain control characters.",
    ]);
    expect(checked("solution", "x", "TODO")).toEqual(["name: The name contains placeholder text."]);
    expect(checked("solution", "x", "{nobody}")[0]).toMatch(/^name: The name \{nobody\} is not a word/);
  });

  it("refuses an ovation while there is no project for it to celebrate", () => {
    expect(checked("ovation", "ovations-4", "X", { today: CONTEXT.today })).toEqual([
      "type: An ovation celebrates a project: publish a project first.",
    ]);
  });

  it.each(ITEM_TYPES)("tells the %s id's rule with an example it accepts, and its longest length", (type) => {
    const form = NEW_ITEM_FORMS[type];
    const example = form.idHint.slice(form.idHint.indexOf("e.g. ") + 5, form.idHint.indexOf(")"));
    expect(checked(type, example, "X"), example).toEqual([]);
    expect(form.address).toContain("{id}");
    const longest = { solution: "a", project: "A", insight: "a", policy: "", ovation: "", opening: "a" }[
      type
    ];
    if (longest !== "") {
      expect(checked(type, longest.repeat(form.idMaxLength), "X")).toEqual([]);
      expect(checked(type, longest.repeat(form.idMaxLength + 1), "X")).toHaveLength(1);
    }
  });
});
