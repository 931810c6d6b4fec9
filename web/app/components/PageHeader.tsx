import styles from "./PageHeader.module.css";

/** The band at the top of every inner screen: its h1 and a one-line introduction. */
export function PageHeader({ heading, intro }: { heading: string; intro?: string }) {
  return (
    <div className={styles.header}>
      <div className="container">
        <h1 className={styles.heading}>{heading}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
    </div>
  );
}
