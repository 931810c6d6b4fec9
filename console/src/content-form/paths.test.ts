import { describe, expect, it } from "vitest";
import { describePath, fieldId, parsePath, sameData, setIn } from "./paths";
import { SAMPLE_DATA, SAMPLE_FORM } from "./sample-form";
import { emptyValue, itemNoun, limitWords } from "./schema";

describe("paths", () => {
  it("reads the server's paths, of a document that is an object or a list", () => {
    expect(parsePath("items[3].answer")).toEqual(["items", 3, "answer"]);
    expect(parsePath("[0].photo.widths[2]")).toEqual([0, "photo", "widths", 2]);
    expect(parsePath("")).toEqual([]);
    expect(fieldId("items[3].answer")).toBe("field-items-3--answer");
    expect(fieldId("")).toBe("field-document");
  });

  it("changes a copy at a path, and removes a field given undefined", () => {
    const data = { a: { b: [1, 2] }, c: "x" };
    expect(setIn(data, ["a", "b", 1], 5)).toEqual({ a: { b: [1, 5] }, c: "x" });
    expect(setIn(data, ["c"], undefined)).toEqual({ a: { b: [1, 2] } });
    expect(setIn(undefined, ["links", 0, "label"], "Map")).toEqual({ links: [{ label: "Map" }] });
    expect(data).toEqual({ a: { b: [1, 2] }, c: "x" });
  });

  it("compares documents whatever the order of their fields", () => {
    expect(sameData({ a: 1, b: [{ c: true }] }, { b: [{ c: true }], a: 1 })).toBe(true);
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameData({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });

  it("says a path in the fields' labels, and whether the form shows it", () => {
    expect(describePath(SAMPLE_FORM, SAMPLE_DATA, "questions[1].answer")).toEqual({
      words: "Question 2, Answer",
      known: true,
      shown: true,
    });
    expect(describePath(SAMPLE_FORM, SAMPLE_DATA, "questions")).toEqual({
      words: "Questions and answers",
      known: true,
      shown: true,
    });
    const listed = { ...SAMPLE_DATA, body: [{ list: ["a", "b"] }] };
    expect(describePath(SAMPLE_FORM, listed, "body[0].list[1]").words).toBe("Block 1, Point 2");
    expect(describePath(SAMPLE_FORM, SAMPLE_DATA, "questions[5].answer").shown).toBe(false);
    expect(describePath(SAMPLE_FORM, SAMPLE_DATA, "solutions[1]")).toMatchObject({
      known: false,
      shown: false,
    });
  });
});

describe("schema", () => {
  it("words the limits staff need, and none that say nothing", () => {
    expect(limitWords({ type: "string", maxLength: 80 })).toBe("At most 80 characters.");
    expect(limitWords({ type: "string", minLength: 15, maxLength: 160 })).toBe("15 to 160 characters.");
    expect(limitWords({ type: "string", maxLength: 10000 })).toBe("");
    expect(limitWords({ type: "array", minItems: 6, maxItems: 6, items: {} })).toBe("Always 6.");
    expect(limitWords({ type: "array", minItems: 1, maxItems: 1000, items: {} })).toBe("At least 1 item.");
    expect(limitWords({ type: "integer", minimum: 1900, maximum: 2100 })).toBe(
      "A whole number, from 1900 to 2100.",
    );
    expect(limitWords({ type: "integer", minimum: 1, maximum: 9007199254740991 })).toBe(
      "A whole number, at least 1.",
    );
    expect(limitWords({ type: "number", minimum: -90, maximum: 90 })).toBe("From -90 to 90.");
  });

  it("makes a new item with what it requires", () => {
    expect(emptyValue(SAMPLE_FORM.properties.questions.items)).toEqual({ question: "", answer: "" });
    expect(emptyValue(SAMPLE_FORM.properties.body.items)).toBe("");
    expect(emptyValue({ type: "integer", minimum: 2000 })).toBe(2000);
    expect(emptyValue({ type: "string", enum: ["CEO", "CTO"] })).toBe("CEO");
  });

  it("names an item inside a sentence", () => {
    expect(itemNoun("Question")).toBe("question");
    expect(itemNoun("PDF file")).toBe("PDF file");
  });
});
