// What every screen does when it appears: names the tab ("Gallery – Staff console") and,
// when the member got here by navigating inside the app rather than by loading the page,
// moves focus to the screen's h1 (tabIndex -1), so a screen reader announces the new
// screen and the next Tab starts from its top.

import { useEffect, useLayoutEffect, useRef } from "react";

export const APP_NAME = "Staff console";

/** Whether a screen has been shown since the page loaded: the first one keeps the browser's focus. */
let shownBefore = false;

/**
 * Sets the document's title; returns the ref for the screen's `<h1 tabIndex={-1}>`.
 * `interim`: a placeholder while the session is checked, which neither takes focus nor
 * makes the screen after it take focus.
 */
export function useScreen(title: string, { interim = false } = {}) {
  const heading = useRef<HTMLHeadingElement>(null);

  // With the commit that shows the screen, not after the next paint: the tab's name never
  // lags behind the screen (nor does a test that finds the heading see the old title).
  useLayoutEffect(() => {
    document.title = `${title} – ${APP_NAME}`;
  }, [title]);

  useEffect(() => {
    if (interim) return;
    if (shownBefore) heading.current?.focus();
    shownBefore = true;
  }, [interim]);

  return heading;
}
