import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Accordion, nextOpen, type AccordionItem } from "./Accordion";

const items: AccordionItem[] = [
  { id: "first", title: "First question?", content: <p>First answer.</p> },
  { id: "second", title: "Second question?", content: <p>Second answer.</p> },
  { id: "third", title: "Third question?", content: <p>Third answer.</p> },
];

afterEach(cleanup);

function headers(): HTMLButtonElement[] {
  return screen.getAllByRole("button") as HTMLButtonElement[];
}

function panelOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute("aria-controls");
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error(`no panel for ${button.textContent}`);
  return panel;
}

function openTitles(): string[] {
  return headers()
    .filter((b) => b.getAttribute("aria-expanded") === "true")
    .map((b) => b.textContent ?? "");
}

/**
 * A key press on a button as the browser handles it: keydown, then, for Enter on keydown
 * and Space on keyup, the button's activation (a click) unless a handler cancelled the
 * key. happy-dom does not implement this activation behaviour, so it is spelled out here:
 * what is tested is that the header is a native button the component lets the keys reach.
 */
function press(button: HTMLElement, key: "Enter" | " ") {
  const code = key === "Enter" ? "Enter" : "Space";
  const down = fireEvent.keyDown(button, { key, code });
  if (key === "Enter" && down) fireEvent.click(button);
  const up = fireEvent.keyUp(button, { key, code });
  if (key === " " && down && up) fireEvent.click(button);
}

describe("nextOpen", () => {
  it("opens the clicked item and closes the open one", () => {
    expect(nextOpen(0, 2)).toBe(2);
    expect(nextOpen(null, 1)).toBe(1);
  });

  it("closes the open item when it is clicked again", () => {
    expect(nextOpen(1, 1)).toBeNull();
  });
});

describe("Accordion", () => {
  it("opens the first item at start and hides the other panels, with every answer in the markup", () => {
    const { container } = render(<Accordion items={items} />);
    expect(openTitles()).toEqual(["First question?"]);
    const [first, second, third] = headers();
    expect(panelOf(first!).hidden).toBe(false);
    expect(panelOf(second!).hidden).toBe(true);
    expect(panelOf(third!).hidden).toBe(true);
    expect(container.textContent).toContain("Second answer.");
    expect(container.textContent).toContain("Third answer.");
  });

  it("can start with another item open, or none", () => {
    render(<Accordion items={items} initiallyOpen={2} idPrefix="a" />);
    render(<Accordion items={items} initiallyOpen={null} idPrefix="b" />);
    const all = headers();
    expect(all.map((b) => b.getAttribute("aria-expanded"))).toEqual([
      "false",
      "false",
      "true",
      "false",
      "false",
      "false",
    ]);
  });

  it("opens one item at a time: opening one closes the others", () => {
    render(<Accordion items={items} />);
    const [first, second, third] = headers();
    fireEvent.click(second!);
    expect(openTitles()).toEqual(["Second question?"]);
    expect(panelOf(first!).hidden).toBe(true);
    expect(panelOf(second!).hidden).toBe(false);

    fireEvent.click(third!);
    expect(openTitles()).toEqual(["Third question?"]);
    expect(panelOf(second!).hidden).toBe(true);
    expect(panelOf(third!).hidden).toBe(false);
  });

  it("closes the open item when its header is clicked, leaving none open", () => {
    render(<Accordion items={items} />);
    const [first] = headers();
    fireEvent.click(first!);
    expect(openTitles()).toEqual([]);
    expect(panelOf(first!).hidden).toBe(true);
    fireEvent.click(first!);
    expect(openTitles()).toEqual(["First question?"]);
  });

  it("wires each header to its panel: a button in a heading, aria-controls, a labelled region", () => {
    render(<Accordion items={items} headingLevel={3} />);
    const buttons = headers();
    expect(buttons).toHaveLength(3);
    const ids = new Set<string>();
    buttons.forEach((button, index) => {
      expect(button.tagName).toBe("BUTTON");
      expect(button.getAttribute("type")).toBe("button");
      expect(button.parentElement?.tagName).toBe("H3");
      expect(button.getAttribute("aria-expanded")).toBe(index === 0 ? "true" : "false");

      const panel = panelOf(button);
      expect(panel.getAttribute("role")).toBe("region");
      expect(panel.getAttribute("aria-labelledby")).toBe(button.id);
      ids.add(button.id).add(panel.id);
    });
    expect(ids.size, "ids are unique").toBe(6);
    // The open panel is a region named by its header.
    expect(screen.getByRole("region", { name: "First question?" }).textContent).toBe("First answer.");
  });

  it("keeps aria-expanded in step with the panels as items open and close", () => {
    render(<Accordion items={items} />);
    const [first, second] = headers();
    fireEvent.click(second!);
    expect(first!.getAttribute("aria-expanded")).toBe("false");
    expect(second!.getAttribute("aria-expanded")).toBe("true");
    for (const button of headers()) {
      expect(panelOf(button).hidden).toBe(button.getAttribute("aria-expanded") !== "true");
    }
  });

  it("is usable from the keyboard: headers are focusable and Enter and Space toggle them", () => {
    render(<Accordion items={items} />);
    const [first, second] = headers();
    for (const button of headers()) {
      expect(button.tabIndex).toBe(0);
      expect(button.disabled).toBe(false);
    }

    second!.focus();
    expect(document.activeElement).toBe(second);
    press(second!, "Enter");
    expect(openTitles()).toEqual(["Second question?"]);
    press(second!, "Enter");
    expect(openTitles()).toEqual([]);

    first!.focus();
    expect(document.activeElement).toBe(first);
    press(first!, " ");
    expect(openTitles()).toEqual(["First question?"]);
    press(first!, " ");
    expect(openTitles()).toEqual([]);
    expect(document.activeElement, "focus stays on the header").toBe(first);
  });
});
