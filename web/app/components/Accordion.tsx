import type { ReactNode } from "react";
import styles from "./Accordion.module.css";

export interface AccordionItem {
  /** Unique among the items, used in the element ids (a slug). */
  id: string;
  /** The header's text: the summary's label. */
  title: string;
  content: ReactNode;
}

interface Props {
  items: readonly AccordionItem[];
  /** Level of the heading inside each summary (the page's h1 sits above). */
  headingLevel?: 2 | 3 | 4;
  /** Index of the item open at start; null for none. The first unless told. */
  initiallyOpen?: number | null;
  /** Prefix of the element ids and the items' shared name, so two accordions on a page never clash. */
  idPrefix?: string;
}

/**
 * An accordion of <details> that share a `name`: the browser keeps one open at a time,
 * opens and closes them by mouse, Enter and Space, and exposes each summary's expanded
 * state, all without JavaScript (the page may ship none). Each summary holds a heading, so
 * the questions stay in the page's outline. Every answer is in the HTML, open or not.
 */
export function Accordion({ items, headingLevel = 2, initiallyOpen = 0, idPrefix = "accordion" }: Props) {
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => (
        <details
          key={item.id}
          id={`${idPrefix}-${item.id}`}
          name={idPrefix}
          className={styles.item}
          open={index === initiallyOpen || undefined}
        >
          <summary className={styles.button}>
            <Heading className={styles.heading}>{item.title}</Heading>
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
          </summary>
          <div className={styles.panel}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
