import type { Home } from "@site/contracts/content";
import styles from "./Home.module.css";

export function PartnershipQuote({ quote }: { quote: Home["partnershipQuote"] }) {
  return (
    <section className={`${styles.section} ${styles.alt}`} aria-labelledby="home-partnership">
      <div className="container">
        <h2 id="home-partnership" className={styles.sectionHeading}>
          Our partnership
        </h2>
        <figure className={styles.quote}>
          <blockquote>
            <p>{quote.quote}</p>
          </blockquote>
          <figcaption>{quote.source}</figcaption>
        </figure>
      </div>
    </section>
  );
}
