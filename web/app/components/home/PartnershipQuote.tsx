import { partnershipQuote } from "../../content/home";
import styles from "./Home.module.css";

export function PartnershipQuote() {
  return (
    <section className={`${styles.section} ${styles.alt}`} aria-labelledby="home-partnership">
      <div className="container">
        <h2 id="home-partnership" className={styles.sectionHeading}>
          Our partnership
        </h2>
        <figure className={styles.quote}>
          <blockquote>
            <p>{partnershipQuote.quote}</p>
          </blockquote>
          <figcaption>{partnershipQuote.source}</figcaption>
        </figure>
      </div>
    </section>
  );
}
