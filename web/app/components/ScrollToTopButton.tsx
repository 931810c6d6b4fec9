import { useEffect, useState } from "react";
import styles from "./ScrollToTopButton.module.css";
import { MAIN_ID } from "./SkipLink";
import { prefersReducedMotion } from "./usePrefersReducedMotion";

/** Spec section 9: the button shows once the page is scrolled more than 100 px. */
export const SCROLL_TO_TOP_THRESHOLD = 100;

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  function scrollToTop() {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    // The button disappears at the top: give keyboard users a sensible place to continue.
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }

  if (!visible) return null;
  return (
    <button
      type="button"
      className={`${styles.button} no-print`}
      onClick={scrollToTop}
      aria-label="Scroll to top"
    >
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
        <path d="M10 4l-7 7h4.5v5h5v-5H17z" fill="currentColor" />
      </svg>
    </button>
  );
}
