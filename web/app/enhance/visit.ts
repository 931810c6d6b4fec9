// How a visit began, kept for the forms, and the views of prerendered pages
// (docs/decisions/0018-visits-counted-not-tracked.md).
//
// On the page a visit begins with (reached from no page of the site), its path, source
// and campaign go into sessionStorage: kept for the visit (the tab), never overwritten by
// its later pages, gone when the tab closes. The contact and careers forms send them with
// their post (forms/visit-fields.ts); nothing else reads them, and they go nowhere else.
//
// The server counts the pages it answers, but not a page the browser prerendered ahead
// of the visitor (speculation-rules.ts): when the visitor opens one, it says so with one
// request to the site's own server, as its own request would have.

import { PAGE_VIEW_PATH, VISIT_LIMITS, VISIT_STORAGE_KEY, visitStartOf } from "@site/contracts/privacy";

/** The browser's own flag and event for a page prerendered before anyone opened it. */
type MaybePrerendered = Document & { prerendering?: boolean };

export function keepVisit(doc: MaybePrerendered): void {
  const win = doc.defaultView;
  if (win === null) return;
  const { location } = win;
  const begin = () => {
    const start = visitStartOf(location.search, doc.referrer, [location.hostname]);
    try {
      if (start !== undefined && win.sessionStorage.getItem(VISIT_STORAGE_KEY) === null)
        win.sessionStorage.setItem(
          VISIT_STORAGE_KEY,
          JSON.stringify({ page: location.pathname.slice(0, VISIT_LIMITS.page), ...start }),
        );
    } catch {
      // No storage (turned off, full): the forms say nothing of the visit.
    }
  };
  if (doc.prerendering !== true) return begin();
  doc.addEventListener(
    "prerenderingchange",
    () => {
      begin();
      const query = new URLSearchParams({
        path: location.pathname + location.search,
        referrer: doc.referrer,
      });
      win.navigator.sendBeacon(`${PAGE_VIEW_PATH}?${query}`);
    },
    { once: true },
  );
}
