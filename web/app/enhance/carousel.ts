// The home hero's carousel (components/HeroBanner.tsx). Without script it is a strip of
// slides, one per width, that scrolls sideways (touch, trackpad, or the arrow keys once
// focused), and its pause switch stops the motto. With it: previous and next buttons, a
// rotation every SLIDE_INTERVAL_MS that stops while the pointer or focus is inside, while
// paused and under reduced motion (the WAI-ARIA carousel pattern), and the slide a button
// chose named in a polite live region. The slide shown is wherever the strip is scrolled
// to, so a swipe and a button never disagree.

import { CAROUSEL, CAROUSEL_PAUSE, CAROUSEL_SLIDES, CAROUSEL_STATUS, CAROUSEL_STEP } from "./markers";

export const SLIDE_INTERVAL_MS = 7000;

export function enhanceCarousel(document: Document): void {
  const window = document.defaultView;
  const carousel = document.querySelector<HTMLElement>(`[${CAROUSEL}]`);
  const strip = carousel?.querySelector<HTMLElement>(`[${CAROUSEL_SLIDES}]`);
  const pause = carousel?.querySelector<HTMLInputElement>(`[${CAROUSEL_PAUSE}]`);
  const status = carousel?.querySelector<HTMLElement>(`[${CAROUSEL_STATUS}]`);
  if (!window || !carousel || !strip || !pause || !status) return;
  const slides = [...strip.children] as HTMLElement[];
  if (slides.length < 2) return;
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  // Apart: the pointer leaving must not restart the rotation while focus is still inside.
  let hovered = false;
  let focused = false;
  let timer: number | undefined;

  const shown = () => Math.round(strip.scrollLeft / Math.max(strip.clientWidth, 1));
  const show = (index: number, announce: boolean) => {
    const target = (index + slides.length) % slides.length;
    strip.scrollTo({
      left: target * strip.clientWidth,
      behavior: reducedMotion.matches ? "instant" : "smooth",
    });
    if (announce) {
      const title = slides[target]?.querySelector("h2")?.textContent ?? "";
      status.textContent = `Slide ${target + 1} of ${slides.length}: ${title}`;
    }
  };
  const update = () => {
    const rotating = !pause.checked && !hovered && !focused && !reducedMotion.matches;
    if (rotating && timer === undefined)
      timer = window.setInterval(() => show(shown() + 1, false), SLIDE_INTERVAL_MS);
    if (!rotating && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };

  for (const button of carousel.querySelectorAll<HTMLButtonElement>(`[${CAROUSEL_STEP}]`)) {
    const step = Number(button.getAttribute(CAROUSEL_STEP));
    button.addEventListener("click", () => show(shown() + step, true));
  }
  carousel.addEventListener("pointerenter", () => {
    hovered = true;
    update();
  });
  carousel.addEventListener("pointerleave", () => {
    hovered = false;
    update();
  });
  carousel.addEventListener("focusin", () => {
    focused = true;
    update();
  });
  carousel.addEventListener("focusout", (event) => {
    focused = carousel.contains(event.relatedTarget as Node | null);
    update();
  });
  pause.addEventListener("change", update);
  reducedMotion.addEventListener("change", update);
  carousel.setAttribute(CAROUSEL, "on");
  update();
}
