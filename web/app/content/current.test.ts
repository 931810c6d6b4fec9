import { describe, expect, it } from "vitest";
import { recordingReads } from "./current";
import { repositoryContent } from "./repository";

/** The parts `read` takes of the content, as the renderer notes them. */
function partsRead(read: (content: typeof repositoryContent) => unknown): string[] {
  const reads = new Set<string>();
  read(recordingReads(repositoryContent, reads));
  return [...reads].sort();
}

describe("the parts of the content a page reads", () => {
  it("are the content's keys a loader takes", () => {
    expect(partsRead((c) => [c.faq.items.length, c.site.company])).toEqual(["faq", "site"]);
  });

  it("are the entries taken of the pages' texts, not the whole of them", () => {
    expect(partsRead((c) => c.pageTexts.about.title)).toEqual(["pageTexts.about"]);
    const { home, faq } = recordingReads(repositoryContent, new Set()).pageTexts;
    expect([home.title, faq.title]).toEqual([repositoryContent.pageTexts.home.title, "FAQs"]);
  });

  it("are all of a part a loader walks over, so nothing it used is missed", () => {
    expect(partsRead((c) => Object.values(c.pageTexts).length)).toContain("pageTexts");
    expect(partsRead((c) => ({ ...c }))).toContain("timeline");
  });
});
