// The repository's content as the documents a new database is seeded with: split and
// joined again it is the same content, each document passes its own schema, and a
// document with a problem names it by the document's own paths.

import {
  CONTENT_TYPES,
  contentDocuments,
  documentLabel,
  documentProblems,
  siteContentOf,
  type ItemData,
} from "@site/contracts/content";
import { describe, expect, it } from "vitest";
import { siteContent } from "./validate";

describe("the content as documents", () => {
  const documents = contentDocuments(siteContent);

  it("are the whole content: joined again, they are equal to it", () => {
    expect(siteContentOf(documents)).toEqual(siteContent);
    expect(new Set(documents.map((d) => `${d.type}/${d.id}`)).size).toBe(documents.length);
    // Every kind but the job openings, which HR publishes: the repository has none.
    expect(new Set(documents.map((d) => d.type))).toEqual(
      new Set(CONTENT_TYPES.filter((type) => type !== "opening")),
    );
  });

  it("each pass their own schema, and are named for staff", () => {
    for (const document of documents) {
      expect(
        documentProblems(document.type, document.id, document.data),
        `${document.type}/${document.id}`,
      ).toEqual([]);
      expect(documentLabel(document)).not.toMatch(/\//);
    }
    expect(documentLabel(documents.find((d) => d.type === "project" && d.id === "BRBS")!)).toBe(
      siteContent.projects.find((p) => p.code === "BRBS")!.name,
    );
  });

  it("keep each collection in catalogue order", () => {
    expect(documents.filter((d) => d.type === "solution").map((d) => d.id)).toEqual(
      siteContent.solutions.map((s) => s.key),
    );
  });

  it("report a problem by the document's own path, and an item under another's id", () => {
    const faq = structuredClone(siteContent.faq);
    faq.items[1]!.answer = "Too short.";
    expect(documentProblems("page", "faq", faq)).toEqual([
      { path: "items[1].answer", message: "must have 2 to 5 sentences" },
    ]);
    const brbs = structuredClone(
      documents.find((d) => d.type === "project" && d.id === "BRBS")!.data,
    ) as ItemData;
    expect(documentProblems("project", "FIS", brbs)).toEqual([
      { path: "entry", message: "belongs to project/BRBS, not project/FIS" },
    ]);
    expect(documentProblems("page", "nope", {})).toEqual([
      { path: "", message: "there is no document page/nope" },
    ]);
    expect(documentProblems("site", "identity", { ...siteContent.site, email: "not an address" })).toEqual([
      { path: "email", message: "must be an e-mail address like info@example.com" },
    ]);
    const typo = structuredClone(siteContent.faq);
    typo.items[0]!.answer = "Call {phon} any time. We answer every call.";
    expect(documentProblems("page", "faq", typo)).toEqual([
      {
        path: "items[0].answer",
        message: "{phon} is not a word the site fills in; use {company}, {phone}, {email} and the like",
      },
    ]);
  });
});
