import type { Section } from "@site/contracts/content";
import styles from "./DocumentSections.module.css";
import { RichText } from "./RichText";
import { trimEdgesOf } from "../text-edges";

interface Props {
  sections: readonly Section[];
  /** Level of each section's heading: 2 under the page's h1, 3 inside an h2 section. */
  headingLevel?: 2 | 3;
  /** Prefixed to every anchor id, when one page shows several documents. */
  idPrefix?: string;
}

/** The anchor id of a section: its own `id`, or its heading as a slug ("1. Purpose" gives "purpose"). */
export function sectionAnchor(section: Section, idPrefix = ""): string {
  const slug =
    section.id ??
    trimEdgesOf(
      section.heading
        .toLowerCase()
        .replace(/^\d+(?:\.\d+)*\.?\s+/, "")
        .replace(/[^a-z0-9]+/g, "-"),
      "-",
    );
  return `${idPrefix}${slug}`;
}

/** A document's titled sections, each heading linkable by its anchor id. */
export function DocumentSections({ sections, headingLevel = 2, idPrefix = "" }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={styles.sections}>
      {sections.map((section) => {
        const id = sectionAnchor(section, idPrefix);
        return (
          <section key={id} className={styles.section}>
            <Heading id={id} className={styles.heading}>
              {section.heading}
            </Heading>
            <RichText blocks={section.body} />
          </section>
        );
      })}
    </div>
  );
}
