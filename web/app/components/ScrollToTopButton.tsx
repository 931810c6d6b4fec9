import { SCROLL_TOP } from "../enhance/markers";
import styles from "./ScrollToTopButton.module.css";

/**
 * A link to the top of the page (`#top`: the document's top, no element needed), so it
 * works without JavaScript. app/enhance/scroll-to-top.ts shows it only past the spec's
 * threshold, scrolls smoothly and moves focus to the main content.
 */
export function ScrollToTopButton() {
  return (
    <a
      href="#top"
      className={`${styles.button} no-print`}
      aria-label="Scroll to top"
      {...{ [SCROLL_TOP]: "" }}
    >
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
        <path d="M10 4l-7 7h4.5v5h5v-5H17z" fill="currentColor" />
      </svg>
    </a>
  );
}
