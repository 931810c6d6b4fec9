// The site's small scripts, one module loaded by every page (static or hydrated) after its
// HTML: what the plain HTML of the navbar, the search box and the scroll-to-top link cannot
// do alone. Nothing here is needed to read, navigate or use a page.
//
// Built by Vite as an entry of its own (scripts/enhance-build.ts), not by React Router's
// build: an entry there would share chunks with the app and pull its code into pages that
// ship no framework. Its file name carries a content hash, so it is cached immutably like
// the rest of /assets/.

import { enhanceCarousel } from "./carousel";
import { ENHANCED } from "./markers";
import { enhanceMenus } from "./menus";
import { enhancePdfEmbeds } from "./pdf-embeds";
import { setDeferredPosters } from "./posters";
import { enhanceScrollToTop } from "./scroll-to-top";
import { enhanceSiteSearch } from "./site-search";
import { keepVisit } from "./visit";

enhanceMenus(document);
enhanceScrollToTop(document);
enhanceSiteSearch(document);
enhanceCarousel(document);
enhancePdfEmbeds(document);
setDeferredPosters(document);
keepVisit(document);
document.documentElement.setAttribute(ENHANCED, "");
