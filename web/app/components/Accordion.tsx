import { useState, type ReactNode } from "react";
import styles from "./Accordion.module.css";

export interface AccordionItem {
  /** Unique among the items, used in the element ids (a slug). */
  id: string;
  /** The header's text: the button's label. */
  title: string;
  content: ReactNode;
}

interface Props {
  items: readonly AccordionItem[];
  /** Level of the heading around each header button (the page's h1 sits above). */
  headingLevel?: 2 | 3 | 4;
  /** Index of the item open at start; null for none. The first unless told. */
  initiallyOpen?: number | null;
  /** Prefix of the element ids, so two accordions on a page never clash. */
  idPrefix?: string;
}

/**
 * The item open after a click on header `clicked` when `open` is open: one item at a
 * time, so a click opens its item and closes the others; a click on the open item closes it.
 */
export function nextOpen(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}

/**
 * WAI-ARIA accordion: each header is a native <button> inside a heading (so Enter and
 * Space toggle it and it is in the tab order), with aria-expanded and aria-controls naming
 * its panel; each panel is a region labelled by its header and hidden with the `hidden`
 * attribute while closed. Every panel is in the prerendered HTML, open or not.
 */
export function Accordion({ items, headingLevel = 2, initiallyOpen = 0, idPrefix = "accordion" }: Props) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${idPrefix}-${item.id}-header`;
        const panelId = `${idPrefix}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.item} data-open={expanded || undefined}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => nextOpen(current, index))}
              >
                <span className={styles.title}>{item.title}</span>
                <svg
                  className={styles.icon}
                  viewBox="0 0 20 20"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M5 7.5l5 5 5-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!expanded}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
