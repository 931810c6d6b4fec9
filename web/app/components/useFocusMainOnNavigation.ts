import { useEffect, useRef } from "react";
import { MAIN_ID } from "./SkipLink";

/**
 * After a client-side navigation, move focus to the main content so keyboard and screen
 * reader users start reading the new page, as they would after a full page load.
 * (Scrolling to the top is ScrollRestoration's job.)
 */
export function useFocusMainOnNavigation(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
