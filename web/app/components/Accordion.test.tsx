// The accordion's markup. Its behaviour (one open at a time, Enter and Space, the
// expanded state) is the browser's, from <details name>: e2e/content.test.ts and
// e2e/static-pages.test.ts check it in Chromium, with and without JavaScript.

import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Accordion, type AccordionItem } from "./Accordion";

const items: AccordionItem[] = [
  { id: "first", title: "First question?", content: <p>First answer.</p> },
  { id: "second", title: "Second question?", content: <p>Second answer.</p> },
  { id: "third", title: "Third question?", content: <p>Third answer.</p> },
];

afterEach(cleanup);

const details = (container: HTMLElement) => [...container.querySelectorAll("details")];
const openTitles = (container: HTMLElement) =>
  details(container)
    .filter((d) => d.open)
    .map((d) => d.querySelector("summary")?.textContent);

describe("Accordion", () => {
  it("opens the first item at start, with every answer in the markup", () => {
    const { container } = render(<Accordion items={items} />);
    expect(details(container)).toHaveLength(3);
    expect(openTitles(container)).toEqual(["First question?"]);
    expect(container.textContent).toContain("Second answer.");
    expect(container.textContent).toContain("Third answer.");
  });

  it("can start with another item open, or none", () => {
    const other = render(<Accordion items={items} initiallyOpen={2} idPrefix="a" />).container;
    const none = render(<Accordion items={items} initiallyOpen={null} idPrefix="b" />).container;
    expect(openTitles(other)).toEqual(["Third question?"]);
    expect(openTitles(none)).toEqual([]);
  });

  it("names its items alike, so the browser keeps one open at a time, and apart from another accordion's", () => {
    const a = render(<Accordion items={items} idPrefix="a" />).container;
    const b = render(<Accordion items={items} idPrefix="b" />).container;
    expect(details(a).map((d) => d.getAttribute("name"))).toEqual(["a", "a", "a"]);
    expect(details(b).map((d) => d.getAttribute("name"))).toEqual(["b", "b", "b"]);
    const ids = [...details(a), ...details(b)].map((d) => d.id);
    expect(new Set(ids).size, "ids are unique").toBe(6);
  });

  it("puts a heading of the asked level in each summary, its first child, and the answer after it", () => {
    const { container } = render(<Accordion items={items} headingLevel={3} />);
    for (const [index, item] of details(container).entries()) {
      const summary = item.firstElementChild!;
      expect(summary.tagName).toBe("SUMMARY");
      expect(summary.querySelector("h3")?.textContent).toBe(items[index]!.title);
      expect(summary.nextElementSibling?.textContent).toContain(
        `${["First", "Second", "Third"][index]} answer.`,
      );
    }
  });
});
