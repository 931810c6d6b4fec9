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
