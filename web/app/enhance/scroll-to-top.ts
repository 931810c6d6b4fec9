// The scroll-to-top link (components/ScrollToTopButton.tsx): without script a plain link
// to the top of the page, always there; with it, shown only once the page is scrolled past
// the spec's threshold, and scrolling smoothly (at once under reduced motion), then moving
// focus to the main content so keyboard users continue from there.

import { MAIN_ID, SCROLL_TOP, SCROLL_TO_TOP_THRESHOLD } from "./markers";

export function enhanceScrollToTop(document: Document): void {
  const link = document.querySelector<HTMLElement>(`[${SCROLL_TOP}]`);
  const window = document.defaultView;
  if (!link || !window) return;
  const update = () => link.setAttribute(SCROLL_TOP, window.scrollY > SCROLL_TO_TOP_THRESHOLD ? "shown" : "");
  update();
  window.addEventListener("scroll", update, { passive: true });
  link.addEventListener("click", (event) => {
    event.preventDefault();
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  });
}
