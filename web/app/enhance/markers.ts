// The attributes by which the small scripts (this folder) find the markup they enhance:
// written here once, for the components that render the markup and the scripts that read it.

/** On a <details> menu that Escape, a click outside and focus leaving close (menus.ts). */
export const MENU = "data-menu";
/** On the scroll-to-top link; set to "shown" while the page is scrolled past the threshold. */
export const SCROLL_TOP = "data-scroll-top";
/** On the navbar's search form (site-search.ts). */
export const SITE_SEARCH = "data-site-search";
/** The id of every page's <main>: the skip link's target, where focus goes after scrolling up. */
export const MAIN_ID = "main-content";
/** Spec section 9: the scroll-to-top link shows once the page is scrolled more than 100 px. */
export const SCROLL_TO_TOP_THRESHOLD = 100;
/**
 * On the home hero's carousel (components/HeroBanner.tsx); carousel.ts sets it to "on" once
 * it drives the slides, which shows the previous and next buttons.
 */
export const CAROUSEL = "data-carousel";
/** On the carousel's previous and next buttons: how many slides the button moves. */
export const CAROUSEL_STEP = "data-carousel-step";
/** On the strip that holds the slides, one per width, which scrolls sideways. */
export const CAROUSEL_SLIDES = "data-carousel-slides";
/** On the carousel's pause switch (a checkbox, which pauses the motto without script too). */
export const CAROUSEL_PAUSE = "data-carousel-pause";
/** On the polite live region that names the slide a button moved to. */
export const CAROUSEL_STATUS = "data-carousel-status";
/** On a PDF shown in the page (components/PdfEmbed.tsx): its frame, and its hidden fallback. */
export const PDF_EMBED = "data-pdf-embed";
export const PDF_FRAME = "data-pdf-frame";
export const PDF_FALLBACK = "data-pdf-fallback";
/**
 * A video's poster held until the page has painted (scripts/paint-first.ts writes it, in
 * place of `poster`, on every page): the hydrated pages' bootstrap, or on a static page
 * posters.ts, sets it then.
 */
export const DEFERRED_POSTER = "data-poster";
/** On <html> once the small scripts have run: what a test waits for before using them. */
export const ENHANCED = "data-enhanced";
