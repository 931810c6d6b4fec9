import { Link } from "react-router";
import styles from "./BookDemoLink.module.css";

/** Spec: solution and project pages have a 'Book a Demo' link to /contact. */
export function BookDemoLink() {
  return (
    <Link to="/contact" className={styles.button}>
      Book a Demo
    </Link>
  );
}
