import { MAIN_ID } from "../enhance/markers";
import styles from "./SkipLink.module.css";

export { MAIN_ID };

/** The first focusable element of every page: jumps past the navbar to the content. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href={`#${MAIN_ID}`}>
      Skip to main content
    </a>
  );
}
