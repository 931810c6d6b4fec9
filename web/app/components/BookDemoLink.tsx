import styles from "./BookDemoLink.module.css";
import { pathTo } from "../route-paths";

/** Spec: solution and project pages have a 'Book a Demo' link to /contact. */
export function BookDemoLink() {
  return (
    <a href={pathTo("contact")} className={styles.button}>
      Book a Demo
    </a>
  );
}
